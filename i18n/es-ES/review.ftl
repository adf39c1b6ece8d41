# La revisión tras la partida (play/review.py, /zark revisar): solo la lee quien pregunta, en su idioma. $game: el
# número de la partida; $turn: el número de un turno; $name, $winner: nombres de jugadores; $words: una jugada en
# palabras, $move: en notación.

# $title: el nombre del juego (Zark City); $moves: cuántas jugadas tuvo.
review-heading = **Revisión de la partida { $game }** ({ $title }, { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }; ve todas las manos)
review-allowed-win = Turno { $turn }: la jugada de { $name } dejó a { $winner } una victoria en una jugada, que aprovechó. Jugada ganadora: { $words } (`{ $move }`).
review-missed-win = Turno { $turn }: { $name } dejó escapar una victoria en una jugada. Jugada ganadora: { $words } (`{ $move }`).
review-nothing = Nada que señalar: no se dejó escapar ninguna victoria en una jugada, y ninguna jugada dejó la victoria al siguiente jugador.
# Los hallazgos que ya no caben en el mensaje.
review-more = … y { $count ->
        [one] { $count } hallazgo más
       *[other] { $count } hallazgos más
    }.
# Las cuentas de cada jugador: $missed victorias en una jugada que dejó escapar, $allowed victorias que sus jugadas
# dejaron al siguiente jugador.
review-counts = { $name }: { $missed ->
        [one] { $missed } victoria escapada
       *[other] { $missed } victorias escapadas
    }, { $allowed ->
        [one] { $allowed } victoria dejada
       *[other] { $allowed } victorias dejadas
    } al siguiente jugador.
review-buttons = Los botones muestran el tablero antes de cada hallazgo.
# Más tableros que botones: $count, los botones que hay.
review-buttons-first = Los botones muestran el tablero antes de cada hallazgo (los { $count } primeros).

## Un botón bajo la revisión (80 caracteres como mucho), y qué es el tablero que muestra.

review-jump-missed = Turno { $turn }: { $name }, victoria escapada
review-jump-allowed = Turno { $turn }: { $name }, victoria dejada
# $move: el número de la jugada; $players: a quién le tocaba entonces; $count: a cuántos.
review-board-before = El tablero antes de la jugada { $move } (turno { $turn }), { $count ->
        [one] le toca a { $players }
       *[other] les toca a { $players }
    }.
review-board-before-nobody = El tablero antes de la jugada { $move } (turno { $turn }), no le toca a nadie.
