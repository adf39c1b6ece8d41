# Lo que rechaza el motor de cada juego (rules/core). $text es lo que escribió el jugador, entre comillas simples;
# los códigos, los valores de opciones y lo que se escribe (small, on, rated:on) quedan en inglés.

core-not-a-size = { $text } no es un tamaño de pirámide: escribe small, medium o large.
core-not-a-cell = { $text } no es un nombre de casilla. Las casillas se llaman como M13: una letra y luego un número.
core-game-over = Esta partida ha terminado.
core-no-such-seat = Ese puesto no existe en esta partida.
core-resigned = Has abandonado esta partida.
core-option-on-or-off = La opción { $option } es on u off, no { $text }.
core-hints-never-rated = Una partida con hints:on nunca es puntuada: quita rated:on o hints:on.
core-option-boards = La opción boards toma uno de estos valores: { $values }; no { $text }.
core-no-such-game = No existe el juego { $text }; elige uno de estos: { $games }.
core-deck-order = Ese orden de cartas no coincide exactamente con las cartas { $deck ->
    [standard] de la baraja estándar
    [zark] de la baraja zark
    [uno] de la baraja Uno
   *[tarot] de la baraja de tarot de { $count } cartas
  }.

## Una vista a la que se pide lo que no puede mostrar (un error del bot, nunca una jugada).

core-view-no-seat = La vista pública no pertenece a ningún puesto.
core-view-hidden-hand = Esta vista pertenece al puesto { $viewer }; la mano del puesto { $seat } está oculta.
