# A mensagem do replay de uma partida encerrada (cogs/support/replays.py): sob o replay animado no tópico da partida
# (o idioma da mesa), ou respondendo a /zark replay (o idioma de quem pergunta). $title: o nome do jogo; $game: o
# número da partida.

replay-post = { $title }, partida { $game }, jogada a jogada. `/{ cmd-zark } { cmd-zark-replay }` mostra de novo, no tópico de qualquer partida.
# /zark replay público:True, só para quem pediu.
replay-posted = Pronto: o replay da partida { $game } foi publicado aqui para todos.
replays-choice = { $name }: { $outcome }
