# Lo que dice un turno en la familia Zark (Zark City, Unocitta, Unopolis: play/zark), y las palabras del motor para
# una jugada y una posición (rules/zark). $name es el nombre de un jugador; $cell y $to casillas (M13); $card, $ace y
# $nomination una carta: su código (7♥) o uno de los mensajes zark-cardname; $cards y $paid listas de cartas, con
# comas; $size, $bigger y $convert un tamaño: small, medium o large; $users menciones de jugadores (o nombres de
# jugadores automáticos), con comas, y $count cuántos; $notation una jugada en notación (tal como se escribe). Una
# jugada en palabras (zark-did-) va tras el nombre del jugador, en pretérito.

zark-wrong-commands = Esta es una partida de Zark City (o de uno de sus primos con baraja Uno): juégala con /{ cmd-draw }, /{ cmd-grow }, /{ cmd-spawn }, /{ cmd-build }, /{ cmd-move }, /{ cmd-attack }, /{ cmd-fly }, /{ cmd-hatch } y /{ cmd-discard } (consulta /{ cmd-zark } { cmd-zark-rules }). Los comandos /{ cmd-zarcana } son para partidas de Zarcana.
zark-table-words = edición { $edition }, baraja { $deck }, bloques de poder de { $size } cartas
zark-waiting-starters = Ya elegiste tu carta inicial; esperando a los demás.

## Una carta del todo en palabras

zark-card-in-words = { $rank ->
    [J] jota
    [Q] reina
    [K] rey
    [A] as
   *[number] { $rank }
  } de { $suit ->
    [hearts] corazones
    [diamonds] diamantes
    [clubs] tréboles
    [spades] picas
   *[stars] estrellas
  }

## Una jugada en palabras, tras el nombre del jugador

zark-did-starter = eligió una carta inicial
zark-did-place = colocó su carta inicial en { $cell }
zark-did-draw = robó tres cartas
zark-did-grow = hizo crecer su pirámide { $size ->
    [small] pequeña
    [medium] mediana
   *[large] grande
  } de { $cell } a { $bigger ->
    [small] pequeña
    [medium] mediana
   *[large] grande
  }
zark-did-spawn = engendró una pequeña en { $cell }
zark-did-build = construyó el { $card } en { $cell }
zark-did-build-as = construyó el { $card } (que representa el { $nomination }) en { $cell }
zark-did-hatch = construyó el { $card } en { $cell } y eclosionó allí una pequeña
zark-did-hatch-as = construyó el { $card } (que representa el { $nomination }) en { $cell } y eclosionó allí una pequeña
zark-did-move = movió su { $size ->
    [small] pequeña
    [medium] mediana
   *[large] grande
  } de { $cell } a { $to }
zark-did-demolish = demolió la { $size ->
    [small] pequeña
    [medium] mediana
   *[large] grande
  } de { $owner } en { $cell }, pagando { $paid }
zark-did-convert = convirtió la { $size ->
    [small] pequeña
    [medium] mediana
   *[large] grande
  } de { $owner } situada en { $cell } en una { $convert ->
    [small] pequeña
    [medium] mediana
   *[large] grande
  } propia, pagando { $paid }
zark-did-fly = hizo volar la carta de { $cell } a { $to } con el { $ace }
zark-did-nominate = designó lo que representa el comodín de color de { $cell }: el { $nomination }
zark-did-discard = descartó { $cards }
zark-did-resign = abandonó
zark-did-agree-end = aceptó terminar la partida

## La misma jugada en una vista previa, dicha a quien la prueba

zark-would-starter = Habrías elegido una carta inicial.
zark-would-place = Habrías colocado tu carta inicial en { $cell }.
zark-would-draw = Habrías robado tres cartas.
zark-would-grow = Habrías hecho crecer tu pirámide { $size ->
    [small] pequeña
    [medium] mediana
   *[large] grande
  } de { $cell } a { $bigger ->
    [small] pequeña
    [medium] mediana
   *[large] grande
  }.
zark-would-spawn = Habrías engendrado una pequeña en { $cell }.
zark-would-build = Habrías construido el { $card } en { $cell }.
zark-would-build-as = Habrías construido el { $card } (que representa el { $nomination }) en { $cell }.
zark-would-hatch = Habrías construido el { $card } en { $cell } y eclosionado allí una pequeña.
zark-would-hatch-as = Habrías construido el { $card } (que representa el { $nomination }) en { $cell } y eclosionado allí una pequeña.
zark-would-move = Habrías movido tu { $size ->
    [small] pequeña
    [medium] mediana
   *[large] grande
  } de { $cell } a { $to }.
zark-would-demolish = Habrías demolido la { $size ->
    [small] pequeña
    [medium] mediana
   *[large] grande
  } de { $owner } en { $cell }, pagando { $paid }.
zark-would-convert = Habrías convertido la { $size ->
    [small] pequeña
    [medium] mediana
   *[large] grande
  } de { $owner } situada en { $cell } en una { $convert ->
    [small] pequeña
    [medium] mediana
   *[large] grande
  } propia, pagando { $paid }.
zark-would-fly = Habrías hecho volar la carta de { $cell } a { $to } con el { $ace }.
zark-would-nominate = Habrías designado lo que representa el comodín de color de { $cell }: el { $nomination }.
zark-would-discard = Habrías descartado { $cards }.
zark-would-resign = Habrías abandonado.
zark-would-agree-end = Habrías aceptado terminar la partida.

## Lo que una vista previa dice además

zark-preview-draw = Robarías { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
  }: verás cuáles solo cuando juegues la jugada.
zark-preview-you-win = Ganarías con el bloque de poder { $block }.
zark-preview-win = { $name } ganaría con el bloque de poder { $block }.
zark-preview-discard = Tendrías entonces { $count } cartas y descartarías { $excess } para quedarte en { $limit }.
zark-preview-no-win = Nadie ganaría todavía.

## El mensaje de la mesa tras una jugada

zark-move-line = **{ $name }** { $move } · `{ $notation }`
zark-over-by-agreement = La partida ha terminado: de común acuerdo, sin ganador.
zark-wins-with = ¡{ $who } gana con { $block }!
zark-wins = ¡{ $who } gana!
zark-waiting-for-starters = Esperando las cartas iniciales de { $users } (/{ cmd-zark } { cmd-zark-starter }).
zark-waiting-for-computer-starters = Esperando las cartas iniciales de { $users }.
zark-computers-place-starters = { $users } { $count ->
    [one] coloca su carta inicial
   *[other] colocan sus cartas iniciales
  } (primera ronda, R-3).
zark-place-your-starter = { $users }, coloca tu carta inicial con /{ cmd-zark } { cmd-zark-place } (primera ronda, R-3).
zark-discarding = { $users } { $count ->
    [one] se está descartando
   *[other] se están descartando
  } hasta quedarse con seis.
zark-computers-thinking = { $users } { $count ->
    [one] está pensando
   *[other] están pensando
  } (turno { $turn }).
zark-your-turn = { $users }, es tu turno (turno { $turn }).
zark-turn-goes-on = Sigue siendo el turno de **{ $name }**: cambiar lo que representa un comodín de color no cuesta nada (R-24).
zark-nobody-can-win = Ya no se puede formar ningún bloque de poder, así que nadie puede ganar (R-28a): /{ cmd-zark } { cmd-zark-end } vota para terminar la partida sin ganador.

## Lo que todos pueden saber de los sucesos de una jugada

zark-starters-revealed = Cartas iniciales reveladas: { $shown }. { $name } empieza (R-2).
zark-starter-shown = { $name } { $card }
zark-reshuffled = La pila de descartes se barajó en un mazo nuevo de { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
  } (R-10).
zark-drew = { $name } robó { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
  }.

## Lo que sabe en privado quien jugó, y la mano

zark-done = Hecho: { $move }
zark-you-drew = Robaste: { $cards }.
zark-report-hand = Tu mano ({ $count }): { $cards }.
zark-report-hand-empty = Tu mano (0): nada.
zark-discard-owed = Tienes { $count } cartas: descarta { $excess } para terminar tu turno (menú de abajo, o /{ cmd-discard }).
zark-hand = Tu mano ({ $count }): { $cards }
zark-hand-empty = Tu mano está vacía.
zark-hand-starter = Tu carta inicial (aún secreta): { $card }.

## Una posición en palabras: el tablero como texto y la leyenda

zark-marks-letters = letra del color + s/m/l (small, medium, large)
zark-marks-numbers = número de puesto + s/m/l (small, medium, large)
zark-seat-colour = [{ $colour ->
    [blue] azul
    [orange] naranja
    [green] verde
    [purple] morado
   *[yellow] amarillo
  }, { $letter }]
zark-seat-marked = [pirámides { $colour ->
    [blue] azules
    [orange] naranjas
    [green] verdes
    [purple] moradas
   *[yellow] amarillas
  }, marcadas con { $mark }]
zark-seat-line = { $name } { $seat }: { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
  }, reserva: pequeñas { $small }, medianas { $medium }, grandes { $large }
zark-seat-line-resigned = { $name } { $seat } (abandonó): { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
  }, reserva: pequeñas { $small }, medianas { $medium }, grandes { $large }
zark-status-agreed = Partida terminada: de común acuerdo, sin ganador.
zark-status-won-with = Partida terminada: { $name } gana con { $block }.
zark-status-won = Partida terminada: { $name } gana.
zark-status-starters = Eligiendo cartas iniciales; esperando a { $names }.
zark-status-first-round = Primera ronda: { $names } coloca su carta inicial.
zark-status-discard = Turno { $turn }: { $names } debe descartarse hasta 6.
zark-status-turn = Turno { $turn }: juega { $names }.
