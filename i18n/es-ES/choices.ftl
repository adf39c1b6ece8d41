choice-with-words = { $value } · { $words }
autocomplete-busy = El bot está ocupado: escribe el valor tú mismo o vuelve a intentarlo en un momento.
table-option-rated-on = el resultado mueve la puntuación de los jugadores
table-option-rated-off = una partida amistosa, sin puntuar
table-option-hints-off = sin pistas, como en una partida puntuada
table-option-hints-on = /{ cmd-zark } { cmd-zark-hint } sugiere jugadas; una partida así nunca se puntúa
table-option-boards-turn = un tablero en cada mensaje
table-option-boards-round = un tablero una vez por ronda
table-option-boards-asked = ningún tablero salvo que alguien lo pida con /{ cmd-zark } { cmd-zark-board }
table-option-edition-arcade = una carta robada cada turno, ataques con cambio, volar
table-option-edition-classic = las reglas de 2008, cada figura vale 1, sin volar (R-19 a R-21)
table-option-deck-standard = 52 cartas y 2 comodines
table-option-deck-zark = cinco palos con las estrellas, sin comodines
table-option-attack-own-off = solo se pueden atacar pirámides de otros jugadores (R-11)
table-option-attack-own-on = los jugadores también pueden atacar sus propias pirámides (R-11)
table-option-safety-end-on = la partida también termina cuando el mazo se agota por segunda vez (H-18)
table-option-safety-end-off = solo una declaración termina la partida (H-18)
table-option-tie-break-off = un empate es una victoria compartida (H-19)
table-option-tie-break-on = un empate lo gana quien tenga más puntos de esbirros en el tablero (H-19)
table-option-extra-cards-off = la baraja sin cartas adicionales (H-20)
table-option-extra-cards-on = el Doble y el Portal entran en la baraja (H-20)
table-option-trump-order-rws = la Fuerza es 8, la Justicia 11 (H-21)
table-option-trump-order-marseille = la Justicia es 8, la Fuerza 11 (H-21)
table-option-first-player-lot = el primer jugador se decide por sorteo (H-1)
table-option-first-player-seat = empieza el { $seat ->
        [1] primer
        [2] segundo
        [3] tercer
        [4] cuarto
       *[5] quinto
    } jugador en unirse (H-1)
zarcana-choice-space = { $cell } ({ $top ->
        [wasteland] tierra baldía
        [face-down] una carta boca abajo
       *[card] { $card }
    })
zarcana-choice-minion = { $whose ->
        [yours] tu esbirro
       *[named] el esbirro
    } { $size ->
        [small] pequeño
        [medium] mediano
       *[large] grande
    }{ $whose ->
        [yours] {""}
       *[named] {" "}de { $owner }
    }, { $facing ->
        [up] de pie
        [north] mirando al norte
        [east] mirando al este
        [south] mirando al sur
       *[west] mirando al oeste
    }
zarcana-choice-no-minions = ningún esbirro
zarcana-choice-no-minion = ningún esbirro: este poder no lo necesita (Z-18, Z-29a)
zarcana-choice-facing = { $facing ->
        [up] de pie
        [north] mirando al norte
        [east] mirando al este
        [south] mirando al sur
       *[west] mirando al oeste
    }
zarcana-choice-power = { $power }: { $does }
zarcana-choice-card = { $card }{ $number ->
        [none] {""}
       *[given] {" "}({ $number })
    }
zarcana-choice-as = { $card } · como { $powers }
zarcana-choice-draw-count = { $number } · robar { $number }, para tener { $held ->
        [one] { $held } carta
       *[other] { $held } cartas
    }
zarcana-choice-top = { $card } encima (H-9)
zarcana-choice-give = dar { $cards }
zarcana-choice-strike = atacar { $whose ->
        [yours] a tu esbirro
       *[named] al esbirro
    } { $size ->
        [small] pequeño
        [medium] mediano
       *[large] grande
    }{ $whose ->
        [yours] {""}
       *[named] {" "}de { $owner }
    } en { $space }{ $count ->
        [0] {""}
        [one] , exigiendo { $count } carta
       *[other] , exigiendo { $count } cartas
    }
zarcana-choice-raze = demoler la carta de arriba de { $space }
zarcana-choice-convert = convertir { $whose ->
        [yours] a tu esbirro
       *[named] al esbirro
    } { $size ->
        [small] pequeño
        [medium] mediano
       *[large] grande
    }{ $whose ->
        [yours] {""}
       *[named] {" "}de { $owner }
    } en { $space } en tu esbirro { $into ->
        [small] pequeño
        [medium] mediano
       *[large] grande
    }
zarcana-choice-move = moverse a { $space } y ponerse de pie
zarcana-choice-grow = crecer{ $into ->
        [small] {" "}a pequeño
        [medium] {" "}a mediano
        [large] {" "}a grande
       *[none] {""}
    }
zarcana-choice-clone = clonar un esbirro { $size ->
        [small] pequeño
        [medium] mediano
       *[large] grande
    }, de pie
zarcana-choice-build = construir { $card ->
        [none] una carta del mazo
       *[given] { $card } de tu mano
    } en { $space }
zarcana-choice-draw = robar { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } y luego elegir otra opción
zarcana-choice-create = poner tu esbirro { $size ->
        [small] pequeño
        [medium] mediano
       *[large] grande
    } en { $space }
zarcana-choice-swap = intercambiar la mano con { $name } ({ $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    })
zarcana-choice-transport = llevar este territorio y sus esbirros a { $space }
zarcana-choice-take = tomar { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } de la pila de descartes: { $cards }
zarcana-choice-teleport = teletransportarse a { $space } y ponerse de pie
zarcana-choice-plain = nada que elegir
