# Lo que dicen los turnos de cada juego alrededor de las palabras de la familia: la línea del suplente, el comienzo de
# una partida, el mensaje directo de turno, las novedades, el historial, las líneas de una vista previa. $name es el
# nombre de un jugador; $move una jugada en palabras; $notation una jugada en notación, tal como se escribe; $id el
# número de una partida.

## Los mensajes de la mesa

# El bot pone delante un emoji de reloj de arena.
turns-caretaker = Plazo vencido: el suplente jugó por { $name }, que conserva su puesto. { $move }
turns-earlier-lines = …y { $count ->
    [one] { $count } línea anterior
   *[other] { $count } líneas anteriores
  } (/{ cmd-zark } { cmd-zark-log } tiene todas las jugadas).
turns-earlier-moves = …y { $count ->
    [one] { $count } jugada anterior
   *[other] { $count } jugadas anteriores
  } (/{ cmd-zark } { cmd-zark-log } tiene todas las jugadas).
turns-game-begun = ¡La partida { $id } ha empezado! Puestos por orden: { $players }. Pulsa **Mi mano** para ver tus cartas.
turns-game-begun-hints = ¡La partida { $id } ha empezado! Puestos por orden: { $players }. Pulsa **Mi mano** para ver tus cartas. Las pistas están activadas: /{ cmd-zark } { cmd-zark-hint } te sugiere una jugada (esta partida no es puntuada).
turns-dm-closed = { $mention }, no pude enviarte un mensaje directo (¿tienes los MD cerrados?), así que te mencionaré aquí. Vuelve a activar los MD con /{ cmd-zark } { cmd-zark-notify } cuando quieras.

## Mensajes directos

turns-your-move = Es tu turno en { $title }, partida { $id }.

## Lo que lee en privado quien jugó

turns-already-made = Esa jugada ya se hizo.
turns-board-not-posted = Tu jugada cuenta, pero no pude publicar el tablero en el hilo de la partida: pide a un administrador del servidor que compruebe que puedo enviar mensajes y adjuntar archivos allí.
turns-choose-to-discard = Elige { $count } { $count ->
    [one] carta
   *[other] cartas
  } para descartar

## Vistas previas

turns-preview-heading = **Vista previa**: todavía no se ha jugado nada y nadie más ve esto.
turns-preview-not-your-turn = No es tu turno: esta es tu jugada en el tablero de hoy, como si tu turno empezara ahora.
turns-preview-play-it = Pulsa **{ button-playit }** para jugar exactamente esta jugada, si la partida no ha avanzado desde entonces.
turns-hint-heading = **Pista**: el jugador informático medio, que solo ve tus cartas y la mesa, jugaría `{ $move }`. Todavía no se ha jugado nada y nadie más ve esto.
turns-preview-too-long = (Esta jugada es demasiado larga para un botón: juégala con el mismo comando, sin vista previa.)
turns-hint-too-long = (Esta jugada es demasiado larga para un botón: juégala con su propio comando.)

## Novedades y el historial

turns-catch-up-nothing = No ha pasado nada desde tu última jugada.
turns-catch-up-cells = Desde tu última jugada ({ $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
  }; las casillas que cambiaron están recuadradas):
turns-catch-up-line = { $name }: { $move } · `{ $notation }`
turns-log-line = { $number }. { $name }: { $move } · `{ $notation }`
turns-log-empty = Todavía no hay jugadas.
