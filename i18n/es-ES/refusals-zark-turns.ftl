# Lo que rechaza el motor de la familia Zark (rules/zark/turn_options.py y game.py). $cell y $to son casillas
# (M13), $name el nombre de un jugador, $card una carta: su código (7♥, K♦, 5★) o uno de los mensajes zark-cardname.

## Una carta con su nombre


## Crecer, engendrar, construir, eclosionar

zark-large-cannot-grow = Una pirámide grande no puede crecer más.
zark-cell-taken = Ya hay una carta en { $cell }.
zark-not-next-to-yours = { $cell } no está junto a ninguna carta que ocupes.
zark-not-a-number-card-to-build = La carta { $card } no es una carta numérica; solo las cartas numéricas van al tablero.
zark-not-a-number-card-to-build-wilds = La carta { $card } no es una carta numérica; solo las cartas numéricas y los comodines de color van al tablero.
zark-hatch-when = Solo puedes eclosionar cuando no tienes pirámides en el tablero.
zark-no-card-at = No hay ninguna carta en { $cell }.
zark-no-own-pyramid = No tienes ninguna pirámide { $size ->
    [small] pequeña
    [medium] mediana
   *[large] grande
  } en { $cell }.
zark-none-in-stash = No tienes ninguna pirámide { $size ->
    [small] pequeña
    [medium] mediana
   *[large] grande
  } en tu reserva.
zark-none-in-stash-to-convert = No tienes ninguna pirámide { $size ->
    [small] pequeña
    [medium] mediana
   *[large] grande
  } en tu reserva para convertir.
zark-no-pyramid-on = No tienes ninguna pirámide en { $cell }.
zark-three-sizes = Las pirámides tienen tres tamaños: pequeña, mediana y grande.

## Comodines de color (R-24)

zark-wild-needs-nomination = Di qué representa el { $card }: un color y un número, como en 'as 7R' (R-24).
zark-only-wilds-stand-for = Solo un comodín de color representa otra carta; la carta { $card } solo se representa a sí misma.
zark-nomination-not-a-number = Un comodín de color representa una carta numérica de un color, del { $lowest } al { $highest }, no la carta { $card } (R-24).
zark-no-wilds = No hay comodines de color en { $game }.
zark-nominate-when = Lo que representa un comodín de color solo puede cambiar durante tu propio turno, una vez empezados los turnos.
zark-not-a-wild = La carta { $card } de { $cell } no es un comodín de color.
zark-nominate-sole-occupant = Solo quien ocupa en solitario el comodín de color de { $cell } puede cambiar lo que representa.
zark-nomination-unchanged = El comodín de color de { $cell } ya representa el { $card }.

## Mover

zark-move-not-next-to = { $to } no está junto a { $cell }.
zark-move-onto-cards = No hay ninguna carta en { $cell }; las pirámides solo se mueven sobre cartas.

## Atacar

zark-convert-smaller = Solo puedes convertir en una pirámide del mismo tamaño o menor.
zark-no-such-player = Esta partida solo tiene { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
  }: no hay jugador { $number }.
zark-attack-own = No puedes atacar tu propia pirámide.
zark-no-such-target = No hay ninguna pirámide { $size ->
    [small] pequeña
    [medium] mediana
   *[large] grande
  } de { $name } en { $cell }.
zark-out-of-range = { $cell } no está sobre una carta que ocupes ni junto a ella.
zark-number-cannot-pay = La carta { $card } no puede pagar un ataque; solo pueden { $deck ->
    [standard] J, Q, K, A y los comodines
    [zark] J, Q, K y A
   *[uno] Pierde turno, Cambio de sentido, Roba dos y los comodines de color
  }.
zark-classic-payment = Atacar una pirámide { $size ->
    [small] pequeña
    [medium] mediana
   *[large] grande
  } cuesta exactamente { $pips ->
    [one] { $pips } carta
   *[other] { $pips } cartas
  } (una por punto) en la edición clásica.
zark-payment-short = Esas cartas pagan { $total ->
    [one] { $total } punto
   *[other] { $total } puntos
  }; una pirámide { $size ->
    [small] pequeña
    [medium] mediana
   *[large] grande
  } necesita { $pips }.
zark-payment-spare = La carta { $card } no hace falta: las demás cartas ya pagan { $total ->
    [one] { $total } punto
   *[other] { $total } puntos
  }, y no se puede gastar ninguna carta para nada.

## Volar (R-15, R-21)

zark-no-fly = Volar no forma parte { $game ->
    [unocitta] de Unocitta
    [unopolis] de Unopolis
   *[zark-city] de la edición clásica
  }.
zark-fly-not-an-ace = La carta { $card } no es un as; solo un as puede hacer volar una carta.
zark-fly-same-cell = Una carta que vuela debe aterrizar en otra casilla.
zark-fly-cuts-board = Hacer volar { $cell } a { $to } partiría el tablero en dos.

## De quién es el turno, cartas iniciales, límite de mano

zark-preview-starters-being-chosen = Ya has elegido tu carta inicial; no hay nada que probar hasta que todos los jugadores hayan elegido.
zark-preview-starter-placed = Tu carta inicial ya está en el tablero; las vistas previas vuelven cuando empiecen los turnos normales.
zark-not-your-turn = Es el turno de { $name }, no el tuyo.
zark-not-started = La partida aún no ha empezado: primero cada jugador elige una carta inicial.
zark-first-round = Esta es la primera ronda: coloca tu carta inicial en el tablero.
zark-discard-first = Tienes { $count } cartas en la mano: descarta hasta quedarte con { $limit } para terminar tu turno.
zark-not-a-turn-option = { $text } no es una opción de turno.
zark-starters-chosen = Las cartas iniciales ya se han elegido.
zark-starter-chosen-already = Ya has elegido tu carta inicial.
zark-starter-not-a-number = La carta { $card } no es una carta numérica; una carta inicial va del { $lowest } al { $highest }.
zark-starters-first-round = Las cartas iniciales solo se colocan en la primera ronda.
zark-nothing-to-discard = Ahora no tienes nada que descartar; el límite de mano se aplica al final de tu turno.
zark-discard-exactly = Tienes { $count } cartas en la mano: descarta exactamente { $excess } para quedarte con { $limit }.
zark-agreed-already = Ya has aceptado terminar esta partida.
