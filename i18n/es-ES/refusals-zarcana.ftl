# Los rechazos de Zarcana (rules/zarcana/), el de la revisión (rules/review.py) y las palabras que insertan.

## Una carta y un poder con palabras. $rank: A, 2 a 10, P, N, Q, K; $suit: C, W, S, D; $name: el código de un
## triunfo o de una carta extra; el poder de un palo: cups, wands, swords, discs.

zarcana-card-suit = { $rank ->
        [A] As
        [P] Sota
        [N] Caballo
        [Q] Reina
        [K] Rey
       *[pip] { $rank }
    } de { $suit ->
        [C] Copas
        [W] Bastos
        [S] Espadas
       *[D] Oros
    }
zarcana-card-trump = { $name ->
        [Fool] El Loco
        [Magician] El Mago
        [Priestess] La Sacerdotisa
        [Empress] La Emperatriz
        [Emperor] El Emperador
        [Hierophant] El Hierofante
        [Lovers] Los Enamorados
        [Chariot] El Carro
        [Strength] La Fuerza
        [Hermit] El Ermitaño
        [Wheel] La Rueda de la Fortuna
        [Justice] La Justicia
        [HangedMan] El Colgado
        [Death] La Muerte
        [Temperance] La Templanza
        [Devil] El Diablo
        [Tower] La Torre
        [Star] La Estrella
        [Moon] La Luna
        [Sun] El Sol
        [Judgement] El Juicio
        [World] El Mundo
        [Doppelganger] El Doble
       *[Gateway] El Portal
    }
zarcana-power-suit = { $suit ->
        [cups] Copas
        [wands] Bastos
        [swords] Espadas
       *[discs] Oros
    }

## Lo que hay que hacer primero.

zarcana-next-use-drawn = { $name } debe usar la carta «{ $card }», robada por el Loco, como si fuera de su mano (Z-35).
zarcana-next-second-step = { $name } puede usar de nuevo el poder «{ $power }» con el esbirro de { $cell }, o decir «{ cmd-zarcana-done }».
zarcana-next-reorient-own = { $name } orienta sus propios esbirros: un esbirro más.
zarcana-next-reorient-own-or-done = { $name } orienta sus propios esbirros: un esbirro más, o «{ cmd-zarcana-done }».
zarcana-next-reorient-devil = { $name } orienta esbirros en { $cell } y a su alrededor (el Diablo): un esbirro más.
zarcana-next-reorient-devil-or-done = { $name } orienta esbirros en { $cell } y a su alrededor (el Diablo): un esbirro más, o «{ cmd-zarcana-done }».
zarcana-next-demand = { $giver } debe dar a { $receiver } { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } a su elección (el Emperador, Z-39).
zarcana-next-order = { $name } elige qué carta va encima de la pila de descartes: «{ $first }» o «{ $second }» (H-9).

## La partida.

zarcana-first = Primero: { $next }
zarcana-preview-after-decision = { $next } Mira la vista previa de tu jugada cuando eso esté resuelto: puede cambiar el tablero.
zarcana-not-your-turn = Es el turno de { $name }, no el tuyo.
zarcana-nothing-to-answer = Ahora no hay nada que responder: elige una opción de turno ({ $move }).
zarcana-not-a-turn-option = { $move } no es una opción de turno de Zarcana.
zarcana-devil-change-first = Primero orienta un esbirro: el Diablo debe cambiar algo (H-22).
zarcana-already-agreed = Ya has aceptado terminar esta partida.

## La notación.

zarcana-notation-ends-early = { $line } termina demasiado pronto: falta { $what ->
        [size] un tamaño
        [facing] una orientación
        [card] una carta
        [top] la carta que va encima
        [effect] el efecto
        [move] la jugada
        [power] un poder
        [seat] un número de puesto
        [demand] el número de cartas exigidas
        [count] el número de cartas
       *[cell] una casilla
    } (ver docs/notation.md).
zarcana-notation-expected = Se esperaba { $keyword } en { $line } (ver docs/notation.md).
zarcana-notation-too-long = { $rest } sobra en { $line }.
zarcana-notation-not-a-number = { $text } no es un número ({ $what ->
        [seat] un número de puesto
        [demand] el número de cartas exigidas
       *[count] el número de cartas
    }) en { $line }.
zarcana-notation-not-a-seat = { $number } no es un número de puesto (del 1 al { $most }, H-23).
zarcana-notation-not-an-effect = { $verb } no es algo que haga un poder; ver docs/notation.md.
zarcana-notation-empty = Una línea vacía no es una jugada.
zarcana-notation-not-a-move = { $verb } no es una jugada de Zarcana. Jugadas: { $moves }.
zarcana-notation-not-a-card = { $text } no es una carta del tarot. Escribe las cartas de palo como 7C (7 de Copas), PS (Sota de Espadas), ND (Caballo de Oros), KW (Rey de Bastos), y los triunfos por su nombre inglés: Fool, Priestess, HangedMan, World.
zarcana-notation-not-a-power = { $text } no es un poder: escribe cups, wands, swords, discs o el nombre inglés de un triunfo.
zarcana-notation-not-a-facing = { $text } no es una orientación: escribe up (de pie), north, east, south o west (Z-13).

## La mesa.

zarcana-settings-players = Zarcana necesita de { $least } a { $most } jugadores, no { $count } (H-23).
zarcana-settings-trump-order = No existe el orden de triunfos { $text }; elige uno de: { $orders } (H-21).
zarcana-settings-first-seat = Se eligió el puesto { $seat } para jugar primero, pero la mesa solo tiene { $count ->
        [one] { $count } jugador
       *[other] { $count } jugadores
    } (H-1).
zarcana-settings-first-player = El primer jugador es un número de puesto del 1 al { $most }, o lot, no { $text }.
zarcana-settings-no-option = Zarcana no tiene la opción de mesa { $text }; sus opciones son { $options }.

## La revisión.

review-not-over = Esta partida aún no ha terminado. Una revisión ve las cartas de todos los jugadores, así que solo es para partidas terminadas.

## Una mesa que las reglas rechazan al empezar: $refusal es la frase de las reglas.

play-lobby-start-refused = { $refusal } Espera a que se unan más jugadores, o cancela y abre una nueva partida.
