# Rechazos de la notación, las cartas, los ajustes de mesa y el tablero de la familia Zark (ver en-US).

## Cartas nombradas con palabras

zark-cards-joker = comodín
zark-cards-wild = comodín de color
zark-cards-wild-draw-four = comodín roba cuatro
zark-cards-uno-number = { $number } { $colour ->
        [red] rojo
        [yellow] amarillo
        [green] verde
       *[blue] azul
    }
zark-cards-uno-action = { $action ->
        [skip] Pierde turno
        [reverse] Cambio de sentido
       *[draw-two] Roba dos
    } { $colour ->
        [red] rojo
        [yellow] amarillo
        [green] verde
       *[blue] azul
    }
zark-cards-examples = { $deck ->
        [zark] 7H, 7♥, 10S, KD o 5T para el 5★
        [uno] 7R o red 7, SB (un Pierde turno azul), RG (un Cambio de sentido verde), +2Y (un Roba dos amarillo), W (un comodín de color) o W4
       *[standard] 7H, 7♥, 10S, KD o JK para un comodín
    }

## Cartas y barajas

zark-cards-not-a-card = { $text } no es una carta. Escribe las cartas como { $examples }.
zark-cards-no-deck = No hay ninguna baraja llamada { $deck }; elige una de estas: { $decks }.
zark-ruleset-not-in-deck = La carta { $card } no es { $deck ->
        [zark] de la baraja zark
        [uno] una carta Uno
       *[standard] de la baraja estándar
    }: escribe las cartas como { $examples }.

## Jugadas en notación

zark-notation-empty = Una línea vacía no es una jugada.
zark-notation-not-a-move = { $word } no es una jugada. Jugadas: { $moves }.
zark-notation-word-count = { $line } tiene un número de palabras incorrecto para { $verb }; consulta docs/notation.md.
zark-notation-expected = Se esperaba '{ $word }' en { $line }.
zark-notation-not-a-seat = { $text } no es un número de puesto (1 a 5).
zark-notation-as-one-card = 'as' lleva una sola carta, la que representa el comodín de color: { $line }.
zark-notation-after-demolish = Nada puede ir después de 'demolish' en { $line }.
zark-notation-convert-size = 'convert' lleva un solo tamaño en { $line }.
zark-notation-attack-ending = Un ataque termina con 'demolish' o 'convert TAMAÑO': { $line }.
zark-notation-attack-payment = Un ataque nombra las cartas con las que se paga: { $line }.

## Ajustes de mesa

zark-kind-no-such-option = { $game } no tiene la opción de mesa { $option }; sus opciones son { $options }.
zark-settings-no-game = No hay ningún juego { $game }; elige uno de estos: { $games }.
zark-settings-players = { $game } se juega de { $fewest } a { $most } { $most ->
        [one] jugador
       *[other] jugadores
    }, no con { $count }.
zark-settings-fixed = { $game } se juega con { $setting ->
        [edition] la edición
        [deck] la baraja
       *[block_size] bloques de
    } { $value }, no con { $given }.
zark-settings-uno-deck = La baraja uno es para Unocitta y Unopolis: elige el juego unocitta o unopolis.
zark-settings-no-edition = No hay ninguna edición { $edition }; elige una de estas: { $editions }.
zark-settings-no-deck = No hay ninguna baraja { $deck }; elige una de estas: { $decks }.
zark-settings-block-size = Un bloque de poder tiene { $fewest } o { $most } { $most ->
        [one] carta
       *[other] cartas
    }, no { $given }.

## Tablero y mano

zark-state-cell-taken = Ya hay una carta en la casilla { $cell }.
zark-state-not-next-to-a-card = La casilla { $cell } no está junto a ninguna carta.
zark-state-not-in-hand = No tienes la carta { $card } en la mano.
zark-state-hold-only = Solo tienes { $count } { $count ->
        [one] copia
       *[other] copias
    } de la carta { $card } en la mano.

## El suplente

zark-caretaker-nothing-to-do = { $name } no tiene nada que hacer ahora.
