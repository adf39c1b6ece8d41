# Las entradas del autocompletado de la familia Zark (play/zark/choices.py): lo que un jugador lee en la lista bajo
# una opción de /construir, /crecer, /mover, /atacar… (el valor de una entrada es notación: no está aquí). Cada
# entrada es un solo mensaje, de 100 caracteres como mucho (una más larga se corta). $cell: una casilla (M13);
# $card: una carta tal como la leen los jugadores: su código (7♥, K♦, 5★), uno de los nombres zark-cards-*, o
# zark-choice-wild-as para un comodín de color en el tablero; $size y $bigger: small, medium o large.

## Las piezas de las entradas de abajo

# Una pirámide en el tablero: la del lector ($own: yes) o la de $owner (un nombre de jugador; $own: no).
zark-choice-pyramid = { $own ->
    [yes] tu { $size ->
        [small] pequeña
        [medium] mediana
       *[large] grande
    }
   *[no] { $size ->
        [small] pequeña
        [medium] mediana
       *[large] grande
    } de { $owner }
  }
# Un comodín de color en el tablero y lo que representa (R-24).
zark-choice-wild-as = { $wild } como { $nomination }
# Una carta junto a una casilla vacía, en zark-choice-next-to: N14 (8♥).
zark-choice-neighbour = { $cell } ({ $card })

## Las entradas

# Una carta de la mano: su código y luego su nombre en palabras ($words: zark-card-in-words).
zark-choice-card = { $card } · { $words }
# Una casilla y su carta; $pyramids: las pirámides que hay en ella (zark-choice-pyramid), con comas.
zark-choice-cell = { $cell } · { $card } · { $pyramids }
zark-choice-cell-bare = { $cell } · { $card } · sin pirámides
zark-choice-cell-empty = { $cell } · casilla vacía
# Una casilla vacía, por las cartas que tiene al lado; $near: una o dos zark-choice-neighbour, con comas.
zark-choice-next-to = { $cell } · junto a { $near }
# /crecer: la casilla, su carta, sus pirámides y el crecimiento ($size a $bigger).
zark-choice-grow = { $cell } · { $card } · { $pyramids } · hacer crecer tu { $size ->
        [small] pequeña
        [medium] mediana
       *[large] grande
    } a { $bigger ->
        [small] pequeña
        [medium] mediana
       *[large] grande
    }
# /atacar objetivo: $pyramid es zark-choice-pyramid; $pips su tamaño en puntos (1 a 3).
zark-choice-target = { $cell } · { $card } · { $pyramid } ({ $pips ->
        [one] { $pips } punto
       *[other] { $pips } puntos
    })
# /atacar pago: $cards las cartas pagadas, con comas; $points lo que valen.
zark-choice-payment = { $cards } · { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
# Pagar más puntos de los que tiene la pirámide: el atacante roba $change cartas de cambio (R-13).
zark-choice-payment-change = { $cards } · { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }, robar { $change ->
        [one] { $change } carta
       *[other] { $change } cartas
    } de cambio
# /descartar: las cartas, con comas.
zark-choice-discard = { $cards }
# /atacar resultado.
zark-choice-demolish = Demoler: la pirámide vuelve a la reserva de su dueño
zark-choice-convert = Convertir: tu { $size ->
        [small] pequeña
        [medium] mediana
       *[large] grande
    } ocupa su lugar
