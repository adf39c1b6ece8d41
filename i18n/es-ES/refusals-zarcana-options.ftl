# Las opciones de turno y los poderes de Zarcana rechazados (rules/zarcana/turn_options.py, checks.py).
#
# $card, $copied, $first, $second, $here, $there: una carta en palabras; $power: un poder en palabras; $minion: un
# esbirro en palabras (zarcana-check-minion); $cell, $target, $chosen: casillas (M13); $name: el nombre de un
# jugador; $rule: un número de regla (Z-30); $asked (y $first en zarcana-check-say-power): un poder tal como lo
# escribe la notación (cups, wands, moon), y $choices una lista de ellos, iguales en todos los idiomas; $size:
# small, medium o large; $facing: up, north, east, south o west; $count, $held, $room, $most, $limit: números.

## Un esbirro nombrado en un rechazo: $whose es yours (tuyo), named (de $name) o nobody (de nadie).

zarcana-check-minion = { $whose ->
        [yours] tu esbirro
        [nobody] un esbirro
       *[named] el esbirro
    } { $size ->
        [small] pequeño
        [medium] mediano
       *[large] grande
    }{ $whose ->
        [named] { " " }de { $name }
        [yours] { "" }
       *[nobody] { "" }
    } { $facing ->
        [up] de pie
        [north] apuntando al norte
        [east] apuntando al este
        [south] apuntando al sur
       *[west] apuntando al oeste
    }

## Las opciones de turno.

zarcana-option-place-minions-out = Tienes esbirros en el tablero: coloca uno solo cuando no tengas ninguno (opción 1, Z-29).
zarcana-option-place-no-card = { $cell } no tiene carta: coloca tu esbirro en un territorio, una casilla con carta (opción 1).
zarcana-option-forbidden = Esta opción extra no puede usar la carta «{ $card }», que es la que la concedió (Z-37).
zarcana-option-not-in-hand = La carta «{ $card }» no está en tu mano.
zarcana-option-no-such-minion-yours = No tienes ningún esbirro así en { $cell } ({ $minion }).
zarcana-option-use-wasteland = Tu esbirro de { $cell } está en tierra baldía: no hay ningún territorio que usar (Z-16).
zarcana-option-use-face-down = La carta bajo tu esbirro de { $cell } está boca abajo: no se puede usar (Z-45).
zarcana-option-actor-gone = El esbirro que actúa ya no está en el tablero.
zarcana-option-reorient-own = Solo orientas tus propios esbirros (opción 4); el Diablo orienta los de cualquiera (Z-50).
zarcana-option-devil-scope = El Diablo solo orienta esbirros en { $cell } y en las cuatro casillas de al lado (Z-50).
zarcana-option-facings = Un esbirro está de pie o apunta al norte, al este, al sur o al oeste (Z-13).
zarcana-option-reoriented-already = Ese esbirro ya se ha orientado esta vez.
zarcana-option-faces-already = Ese esbirro ya { $facing ->
        [up] está de pie
        [north] apunta al norte
        [east] apunta al este
        [south] apunta al sur
       *[west] apunta al oeste
    }: elige otra orientación (Z-13).
zarcana-option-draw-count = Roba una, dos o tres cartas (opción 5, Z-26).
zarcana-option-draw-above-six = Tienes { $held ->
        [one] { $held } carta
       *[other] { $held } cartas
    } en la mano: { $room ->
        [0] no puedes robar más
       *[other] puedes robar { $room } como máximo
    }, sin pasar nunca de seis (Z-26, H-4).
zarcana-option-top-not-in-hand = La carta «{ $card }» no está en tu mano: nombra la carta de tu mano que irá encima de la pila de descartes (H-9).
zarcana-option-order-not-in-hand = La carta «{ $card }» no es una de las cartas de tu mano: nómbralas desde la de arriba de la pila hacia abajo (H-9).
zarcana-option-order-not-reaching = La carta «{ $card }» no es una de las cartas que llegan juntas a la pila de descartes: nómbralas desde la de arriba de la pila hacia abajo (H-9).
zarcana-option-order-twice = La carta «{ $card }» está nombrada dos veces: nombra cada carta una sola vez, desde la de arriba de la pila hacia abajo (H-9).
zarcana-option-declared-already = La ronda final ya se ha declarado: se declara una sola vez (Z-66, H-18).
zarcana-option-declare-draw-first = El mazo está vacío pero aún no se ha vuelto a barajar, así que todavía no se puede declarar la ronda final: primero alguien debe robar, y así la pila de descartes se baraja para formar un mazo nuevo (Z-65, Z-66, H-24).
zarcana-option-declare-discard-first = El mazo está vacío pero aún no se ha vuelto a barajar, así que todavía no se puede declarar la ronda final: cuando lleguen cartas a la pila de descartes, alguien deberá robar, y así la pila de descartes se barajará para formar un mazo nuevo (Z-65, Z-66, H-24).
zarcana-option-declare-not-yet = La ronda final se puede declarar cuando el mazo se haya agotado y se haya vuelto a barajar (Z-66, H-24).
zarcana-option-give-to = Las cartas que exige el Emperador son para { $name }: dáselas a { $name } (Z-39).
zarcana-option-give-count = Da exactamente { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } (la exigencia del Emperador, Z-39).
zarcana-option-top-choose = Elige qué carta va encima de la pila de descartes: «{ $first }» o «{ $second }» (H-9).

## Si un poder se puede usar así: los poderes de la carta, el esbirro que actúa.

zarcana-check-world-nothing = La carta «{ $card }» no tiene en el tablero ningún triunfo boca arriba que copiar (Z-56, Z-61).
zarcana-check-discard-empty = La pila de descartes está vacía: la carta «{ $card }» no tiene ningún poder ahora (Z-57).
zarcana-check-copies-court = La carta «{ $card }» tiene aquí el poder «{ $power }», no { $asked }: copia «{ $copied }», una figura, solo con el poder de su propio palo (Z-57, H-17).
zarcana-check-power-only = La carta «{ $card }» tiene aquí el poder «{ $power }», no { $asked }.
zarcana-check-power-only-court = La carta «{ $card }» tiene aquí el poder «{ $power }», no { $asked } (el poder de una figura solo se elige libremente cuando se juega desde la mano, Z-22, Z-35).
zarcana-check-say-power = Di qué poder toma la carta «{ $card }»: { $choices } (por ejemplo, «as { $first }»).
zarcana-check-one-of = La carta «{ $card }» se usa aquí como uno de estos poderes: { $choices }; no como { $asked }.
zarcana-check-say-minion = El poder «{ $power }» lo usa uno de tus esbirros: di cuál (Z-18, { $rule }).
zarcana-check-no-minion-needed = El poder «{ $power }» no necesita ningún esbirro en concreto: no nombres ninguno (Z-18, Z-29a).
zarcana-check-no-minion-there = No tienes ningún esbirro { $size ->
        [small] pequeño
        [medium] mediano
       *[large] grande
    } { $facing ->
        [up] de pie
        [north] apuntando al norte
        [east] apuntando al este
        [south] apuntando al sur
       *[west] apuntando al oeste
    } en { $cell }.
zarcana-check-needs-lying = El poder «{ $power }» necesita un esbirro tumbado (horizontal, Z-14, { $rule }); { $minion } en { $cell } está de pie.
zarcana-check-needs-standing = El poder «{ $power }» necesita un esbirro de pie (vertical, Z-14, { $rule }); { $minion } en { $cell } está tumbado.
zarcana-check-not-from-wasteland = El poder «{ $power }» no se puede usar desde tierra baldía (Z-16, { $rule }): { $cell } no tiene carta.

## El efecto de un poder: $form nombra la notación en que se escribe (las palabras inglesas de la notación se
## quedan, los parámetros en mayúsculas van traducidos).

zarcana-check-not-direct = El poder «{ $power }» no es un poder que un esbirro use directamente.
zarcana-check-used-as = El poder «{ $power }» se usa así: { $form ->
        [strike] attack PUESTO TAMAÑO ORIENTACIÓN at CASILLA, o raze CASILLA
        [convert] convert PUESTO TAMAÑO ORIENTACIÓN at CASILLA to TAMAÑO
        [move] move to CASILLA
        [grow] grow, o clone TAMAÑO
        [build-sun] build CARTA at CASILLA (una carta de tu mano)
        [build] build at CASILLA
        [draw] draw N (0, 1 o 2), y luego otra opción
        [create] create TAMAÑO at CASILLA
        [swap] swap PUESTO
        [transport] transport to CASILLA
        [take] take N (de 1 a 3)
        [teleport] teleport to CASILLA
       *[plain] nada más: el poder no tiene nada que elegir
    } ({ $rule }; consulta docs/notation.md).
zarcana-check-not-target = Tu esbirro de { $cell } apunta a { $target }, no a { $chosen }: un esbirro tumbado apunta a la casilla hacia la que mira, uno de pie a la suya propia (Z-15).
zarcana-check-attack-itself = Un esbirro no puede atacarse a sí mismo (Z-30).
zarcana-check-no-such-minion = No hay ningún esbirro así en { $cell } ({ $minion }).
zarcana-check-cannot-reduce = { $name } no tiene ningún esbirro { $size ->
        [large] mediano
       *[medium] pequeño
    } en su reserva, así que su esbirro { $size ->
        [large] grande
       *[medium] mediano
    } no se puede reducir: elige otra víctima u otro poder (H-3, Z-59).
zarcana-check-only-emperor-demands = Solo el Emperador exige cartas (Z-39).
zarcana-check-demand-enemy = El Emperador solo exige cartas cuando ataca a un esbirro enemigo (Z-39).
zarcana-check-demand-up-to-three = El Emperador exige hasta tres cartas (Z-39).
zarcana-check-demand-holds = { $name } { $count ->
        [0] no tiene ninguna carta
        [one] solo tiene { $count } carta
       *[other] solo tiene { $count } cartas
    } que dar (Z-39).
zarcana-check-demand-room = { $count ->
        [0] No puedes exigir ninguna carta
        [one] Solo puedes exigir { $count } carta
       *[other] Solo puedes exigir { $count } cartas
    }: la exigencia debe dejarte con seis o menos (H-12).
zarcana-check-no-card-to-remove = { $cell } no tiene ninguna carta que quitar.
zarcana-check-raze-minions = Hay esbirros en { $cell }: el poder «{ $power }» solo quita una carta donde no hay ningún esbirro (Z-30); la Torre sí puede (Z-51).
zarcana-check-convert-not-raze = El poder «{ $power }» nunca quita una carta: convierte un esbirro de la casilla objetivo en uno tuyo, de su tamaño o menor, de pie (Z-40, H-13).
zarcana-check-convert-not-attack = El poder «{ $power }» no ataca: convierte un esbirro de la casilla objetivo en uno tuyo, de su tamaño o menor, de pie (Z-40, H-13).
zarcana-check-replacement-size = El sustituto es del tamaño de la víctima o menor: { $size ->
        [small] pequeño
        [medium] mediano
       *[large] grande
    } como máximo (Z-40).
zarcana-check-none-in-stash = No tienes ningún esbirro { $size ->
        [small] pequeño
        [medium] mediano
        [large] grande
       *[such] de ese tamaño
    } en tu reserva (Z-2).
zarcana-check-convert-nothing = Sustituir tu propio esbirro de pie por uno del mismo tamaño no cambia nada (H-22).
zarcana-check-one-step = El poder «{ $power }» mueve un solo paso, a una casilla junto a { $cell } ({ $rule }).
zarcana-check-void = { $cell } está en el vacío, sin carta encima ni al lado: ningún esbirro puede moverse allí (H-7).
zarcana-check-crowded = { $cell } ya tiene { $count } esbirros: el límite de población es { $limit } (Z-24, H-5).
zarcana-check-crowded-empress = { $cell } ya tiene { $count } esbirros: el límite de población es { $limit } (Z-24, H-5). La Emperatriz no lo tiene en cuenta (Z-38).
zarcana-check-large-grow = Un esbirro grande no puede crecer más (Z-32).
zarcana-check-grow-stash = No tienes ningún esbirro { $size ->
        [medium] mediano
       *[large] grande
    } en tu reserva para crecer (Z-2, Z-59).
zarcana-check-clone-size = Un clon es del tamaño del esbirro que actúa o menor: { $size ->
        [small] pequeño
        [medium] mediano
       *[large] grande
    } como máximo (Z-32).
zarcana-check-sun-which = El Sol construye con una carta de tu mano: di cuál (Z-54).
zarcana-check-sun-itself = La carta «{ $card }» es la que se está usando: no puede construirse a sí misma; construye con otra carta de tu mano (Z-54).
zarcana-check-sun-not-in-hand = La carta «{ $card }» no está en tu mano (Z-54).
zarcana-check-build-from-deck = El poder «{ $power }» construye con la carta de arriba del mazo, no con una carta de tu mano (Z-33).
zarcana-check-no-card-left = No queda ninguna carta que robar, ni en el mazo ni en la pila de descartes (Z-65, H-22).
zarcana-check-build-enemies = Otro jugador tiene esbirros en { $cell }: el poder «{ $power }» no puede construir allí (Z-33); la Templanza sí puede (Z-49).
zarcana-check-draws-up-to = El poder «{ $power }» roba hasta { $most } cartas.
zarcana-check-draw-above-six = Tienes { $held ->
        [one] { $held } carta
       *[other] { $held } cartas
    } en la mano: robar { $count } te haría pasar de seis (Z-26, H-4, H-11).
zarcana-check-nothing-to-draw = Ya no queda ninguna carta que robar, ni en el mazo ni en la pila de descartes (Z-65).
zarcana-check-left-to-draw = Solo { $count ->
        [one] queda { $count } carta
       *[other] quedan { $count } cartas
    } por robar (Z-65).
zarcana-check-lovers-not-empty = { $cell } no es una casilla vacía de tierra baldía: los Enamorados necesitan una sin carta y sin esbirros (Z-41).
zarcana-check-lovers-no-card-near = { $cell } no está junto a ninguna carta (Z-41).
zarcana-check-justice-seat = La Justicia intercambia tu mano con la de otro jugador: nombra su puesto (Z-46).
zarcana-check-left-game = { $name } ha dejado la partida.
zarcana-check-hands-empty = Las dos manos están vacías: intercambiarlas no cambiaría nada (H-22).
zarcana-check-moon-here = La Luna lleva este territorio a otro lugar.
zarcana-check-moon-minions = { $cell } tiene esbirros: la Luna solo se posa en un territorio vacío o en tierra baldía vacía (Z-53).
zarcana-check-moon-alone = { $cell } no tocaría ninguna carta salvo la que lleva la Luna (H-16).
zarcana-check-judgement-count = El Juicio toma de una a tres cartas de la pila de descartes (Z-55, H-22).
zarcana-check-take-above-six = Tienes { $held ->
        [one] { $held } carta
       *[other] { $held } cartas
    } en la mano: tomar { $count } te haría pasar de seis (H-11).
zarcana-check-judgement-pile = La pila de descartes { $count ->
        [0] no tiene ninguna carta
        [one] solo tiene { $count } carta
       *[other] solo tiene { $count } cartas
    } que tomar (el propio Juicio no cuenta, Z-55).
zarcana-check-gateway-face-down = La carta bajo tu esbirro está boca abajo, así que no se sabe su palo (Z-45, Z-58).
zarcana-check-gateway-here = El Portal teletransporta a otro territorio (Z-58).
zarcana-check-gateway-no-card = { $cell } no tiene ninguna carta boca arriba a la que teletransportarse (Z-58).
zarcana-check-gateway-suit = La carta «{ $there }» de { $cell } no es del palo de «{ $here }» (Z-58, H-17).
