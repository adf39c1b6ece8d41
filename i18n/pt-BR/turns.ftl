# O que os turnos de todo jogo dizem em volta das palavras da família: a linha do substituto, o começo de uma
# partida, a mensagem direta de vez, as novidades, o histórico, as linhas de uma prévia. $name é o nome de um
# jogador; $move uma jogada em palavras; $notation uma jogada em notação, como digitada; $id o número de uma partida.

## As mensagens da mesa

# O bot põe um emoji de ampulheta na frente.
turns-caretaker = Prazo esgotado: o substituto jogou por { $name }, que continua no seu lugar. { $move }
turns-earlier-lines = …e { $count ->
    [one] { $count } linha anterior
   *[other] { $count } linhas anteriores
  } (/{ cmd-zark } { cmd-zark-log } tem todas as jogadas).
turns-earlier-moves = …e { $count ->
    [one] { $count } jogada anterior
   *[other] { $count } jogadas anteriores
  } (/{ cmd-zark } { cmd-zark-log } tem todas as jogadas).
turns-game-begun = A partida { $id } começou! Lugares em ordem: { $players }. Aperte **Minha mão** para ver suas cartas.
turns-game-begun-hints = A partida { $id } começou! Lugares em ordem: { $players }. Aperte **Minha mão** para ver suas cartas. As dicas estão ligadas: /{ cmd-zark } { cmd-zark-hint } sugere sua jogada (esta partida não vale rating).
turns-dm-closed = { $mention }, não consegui enviar uma mensagem direta para você (suas DMs estão fechadas?), então vou mencionar você aqui. Ligue as DMs de novo com /{ cmd-zark } { cmd-zark-notify } quando quiser.

## Mensagens diretas

turns-your-move = É sua vez em { $title }, partida { $id }.

## O que quem jogou lê em particular

turns-already-made = Essa jogada já foi feita.
turns-board-not-posted = Sua jogada vale, mas não consegui publicar o tabuleiro no tópico da partida: peça a um administrador do servidor que verifique se posso enviar mensagens e anexar arquivos lá.
turns-choose-to-discard = Escolha { $count } { $count ->
    [one] carta
   *[other] cartas
  } para descartar

## Prévias

turns-preview-heading = **Prévia**: nada foi jogado ainda, e ninguém mais vê isto.
turns-preview-not-your-turn = Não é sua vez: esta é sua jogada no tabuleiro de hoje, como se sua vez começasse agora.
turns-preview-play-it = Aperte **{ button-playit }** para jogar exatamente esta jogada, se a partida não tiver avançado desde então.
turns-hint-heading = **Dica**: o jogador computador médio, vendo só as suas cartas e a mesa, jogaria `{ $move }`. Nada foi jogado ainda, e ninguém mais vê isto.
turns-preview-too-long = (Esta jogada é longa demais para um botão: jogue-a com o mesmo comando, sem prévia.)
turns-hint-too-long = (Esta jogada é longa demais para um botão: jogue-a com o próprio comando.)

## Novidades e o histórico

turns-catch-up-nothing = Nada aconteceu desde a sua última jogada.
turns-catch-up-cells = Desde a sua última jogada ({ $count ->
    [one] { $count } jogada
   *[other] { $count } jogadas
  }; as casas alteradas estão contornadas):
turns-catch-up-line = { $name }: { $move } · `{ $notation }`
turns-log-line = { $number }. { $name }: { $move } · `{ $notation }`
turns-log-empty = Nenhuma jogada ainda.
