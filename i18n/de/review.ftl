# Die Analyse nach der Partie (play/review.py, /zark analyse): nur der Fragende liest sie, in seiner Sprache.
# $game: die Nummer der Partie; $turn: die Nummer eines Zugs; $name, $winner: Spielernamen; $words: ein Zug in
# Worten, $move: in Notation.

# $title: der Name des Spiels (Zark City); $moves: wie viele Züge sie hatte.
review-heading = **Analyse der Partie { $game }** ({ $title }, { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }; sie sieht alle Hände)
review-allowed-win = Zug { $turn }: Nach dem Zug von { $name } konnte { $winner } mit einem Zug gewinnen und tat es. Siegzug: { $words } (`{ $move }`).
review-missed-win = Zug { $turn }: { $name } hat einen Sieg mit einem Zug verpasst. Siegzug: { $words } (`{ $move }`).
review-nothing = Nichts anzumerken: Kein Sieg mit einem Zug wurde verpasst, und kein Zug hat dem nächsten Spieler einen Sieg überlassen.
# Die Befunde, die nicht mehr in die Nachricht passten.
review-more = … und { $count ->
        [one] { $count } weiterer Befund
       *[other] { $count } weitere Befunde
    }.
# Die Zahlen jedes Spielers: $missed verpasste Siege mit einem Zug, $allowed Siege, die seine Züge dem nächsten
# Spieler überließen.
review-counts = { $name }: { $missed ->
        [one] { $missed } verpasster Sieg
       *[other] { $missed } verpasste Siege
    }, { $allowed ->
        [one] { $allowed } Sieg
       *[other] { $allowed } Siege
    } dem nächsten Spieler überlassen.
review-buttons = Die Knöpfe zeigen das Spielfeld vor jedem Befund.
# Mehr Spielfelder als Knöpfe: $count, die Zahl der Knöpfe.
review-buttons-first = Die Knöpfe zeigen das Spielfeld vor jedem Befund (den ersten { $count }).

## Ein Knopf unter der Analyse (höchstens 80 Zeichen) und was das Spielfeld zeigt, das er öffnet.

review-jump-missed = Zug { $turn }: { $name }, Sieg verpasst
review-jump-allowed = Zug { $turn }: { $name }, Sieg überlassen
# $move: die Nummer des Zugs in der Partie; $players: wer damals am Zug war; $count: wie viele.
review-board-before = Das Spielfeld vor dem { $move }. Zug der Partie (Zug { $turn }), { $count ->
        [one] { $players } ist am Zug
       *[other] { $players } sind am Zug
    }.
review-board-before-nobody = Das Spielfeld vor dem { $move }. Zug der Partie (Zug { $turn }), niemand ist am Zug.
