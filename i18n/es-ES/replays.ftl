# El mensaje de la repetición de una partida terminada (cogs/support/replays.py): bajo la repetición animada en el
# hilo de la partida (el idioma de la mesa), o como respuesta a /zark repetición (el idioma de quien pregunta).
# $title: el nombre del juego; $game: el número de la partida.

replay-post = { $title }, partida { $game }, jugada a jugada. `/{ cmd-zark } { cmd-zark-replay }` la vuelve a mostrar, en el hilo de cualquier partida.
# /zark repetición público:True, solo a quien pregunta.
replay-posted = Hecho: la repetición de la partida { $game } está publicada aquí para todos.
replays-choice = { $name }: { $outcome }
