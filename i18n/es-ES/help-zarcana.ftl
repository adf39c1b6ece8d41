# Las páginas de reglas de Zarcana: /zarcana rules page:... (play/zarcana/help.py), «Zarcana tal como está documentado».
# Una página es un mensaje por párrafo o sección; las listas de poderes y de reglas de la casa, un mensaje por línea.
# Los comandos, sus opciones y los nombres de las páginas quedan como los escriben los jugadores.

-zarcana-documented = Zarcana tal como está documentado

## page:overview

help-zarcana-overview = **{ -zarcana-documented }**: el antepasado de Zark City con cartas del tarot (John Cooper; resumen de Andrew Plotkin, 1999). Los textos públicos están incompletos, así que este bot juega la especificación completa del proyecto: reglas **Z-1 a Z-67**, y **reglas de la casa H-1 a H-26** donde ninguna fuente dice nada (/{ cmd-zarcana } { cmd-zarcana-rules } { cmd-zarcana-rules.page }:{ choice-rulings }).
help-zarcana-overview-board = **El tablero**: nueve cartas en una cuadrícula de 3x3 (Z-27), que crece en cualquier dirección; las casillas se llaman, por ejemplo, M13 (el centro) y nunca cambian. Cada jugador tiene 15 esbirros, 5 de cada tamaño (Z-1), todos en la reserva al principio (Z-29), y 3 cartas (Z-28, H-2). Un esbirro está de pie (up) o tumbado apuntando al norte, este, sur u oeste (Z-13): tumbado, ataca la casilla a la que apunta; de pie, la suya (Z-15). Su territorio es la carta de arriba de su casilla (Z-16). Un esbirro en una casilla vacía junto a una carta está en tierra baldía (Z-11); junto a ninguna carta, queda destruido (Z-12). Como mucho tres esbirros comparten una casilla (Z-24), y solo robas hasta tener seis cartas (Z-26).
help-zarcana-overview-turn = **Un turno** es exactamente una de ocho opciones (sección 7): /{ cmd-zarcana } { cmd-zarcana-place }, { cmd-zarcana-play }, { cmd-zarcana-use }, { cmd-zarcana-reorient }, { cmd-zarcana-draw }, { cmd-zarcana-discard-hand }, { cmd-zarcana-pass }, { cmd-zarcana-declare } (página { choice-options }). Algunos poderes piden algo más: la carta del Loco, un segundo paso, el Diablo, la exigencia del Emperador, el orden de dos descartes (página { choice-answers }). Cada carta tiene un poder (páginas { choice-suits } y { choice-trumps }).
help-zarcana-overview-end = **El final**: cuando el mazo se ha agotado y se ha vuelto a barajar (H-24), cualquiera puede declarar la ronda final (Z-66): todos los demás juegan una vez más y luego se cuentan los puntos (H-18); por defecto, la partida también termina cuando el mazo se agota por segunda vez. Cada carta cuya casilla solo tiene esbirros tuyos puntúa para ti (Z-62): las cartas numéricas su valor, las figuras 11, los triunfos su número (Z-63). Gana el total más alto (Z-64); un empate se comparte, salvo que la mesa desempate (H-19). Opciones de mesa: página { choice-table }. Páginas: { choice-overview }, { choice-options }, { choice-answers }, { choice-suits }, { choice-trumps }, { choice-rulings }, { choice-choices }, { choice-table }.

## page:options

help-zarcana-options = **{ -zarcana-documented }**: las ocho opciones de turno (sección 7). Cada comando tiene una opción `{ cmd-zarcana-place.preview }:true`: solo tú ves lo que haría, y **Jugarla** juega exactamente eso.
    1. **/{ cmd-zarcana } { cmd-zarcana-place } { cmd-zarcana-place.cell }:**: un esbirro pequeño de tu reserva sobre cualquier carta, de pie (H-6); solo mientras no tengas ningún esbirro en el tablero (Z-29).
    2. **/{ cmd-zarcana } { cmd-zarcana-play } { cmd-zarcana-play.card }: { cmd-zarcana-play.power }: { cmd-zarcana-play.minion }: { cmd-zarcana-play.target }:**: uno de tus esbirros usa una carta de tu mano, que luego se descarta (Z-20, H-9). Los poderes que no necesitan ningún esbirro en particular se juegan con `{ cmd-zarcana-play.minion }:none` (Z-29a). Una figura jugada desde la mano tiene el poder de cualquier palo (Z-22). Las opciones a las que solo se ajusta una jugada permitida pueden omitirse.
    3. **/{ cmd-zarcana } { cmd-zarcana-use } { cmd-zarcana-use.minion }: { cmd-zarcana-use.power }: { cmd-zarcana-use.target }:**: tu esbirro usa la carta boca arriba en la que está; la carta se queda (Z-16, Z-21).
    4. **/{ cmd-zarcana } { cmd-zarcana-reorient } { cmd-zarcana-reorient.minion }: { cmd-zarcana-reorient.facing }:**: gira tus esbirros uno a uno, cada uno hacia otra dirección, y luego /{ cmd-zarcana } { cmd-zarcana-done } (Z-13).
    5. **/{ cmd-zarcana } { cmd-zarcana-draw } { cmd-zarcana-draw.count }:**: hasta tres cartas, nunca más de seis en la mano (Z-26, H-4).
    6. **/{ cmd-zarcana } { cmd-zarcana-discard-hand } { cmd-zarcana-discard-hand.top }: { cmd-zarcana-discard-hand.beneath }:**: toda tu mano a la pila de descartes, y nada más: `{ cmd-zarcana-discard-hand.top }` al final, así que encima, las cartas nombradas en `{ cmd-zarcana-discard-hand.beneath }` debajo de ella de arriba abajo, el resto debajo de ellas (H-9).
    7. **/{ cmd-zarcana } { cmd-zarcana-pass }**.
    8. **/{ cmd-zarcana } { cmd-zarcana-declare }**: la ronda final, cuando el mazo se ha agotado (Z-66, H-18, H-24).
    La Sacerdotisa da una opción más en el mismo turno, no con la carta que la dio (Z-37). Un poder debe cambiar algo (H-22). El autocompletado solo ofrece lo que te está permitido ahora. /{ cmd-zark } { cmd-zark-resign } y /{ cmd-zark } { cmd-zark-end } funcionan como en todos los juegos.

## page:answers

help-zarcana-answers = **{ -zarcana-documented }**: respuestas. Algunos poderes esperan una decisión; el mensaje del tablero dice de quién, y se menciona a ese jugador.
    • **/{ cmd-zarcana } { cmd-zarcana-drawn }**: el Loco robó una carta que puedes usar: úsala ahora, como si viniera de tu mano (obligatorio, Z-35; una figura solo con su propio palo).
    • **/{ cmd-zarcana } { cmd-zarcana-again } { cmd-zarcana-again.target }:** o **/{ cmd-zarcana } { cmd-zarcana-done }**: la Muerte, el Carro o la Fuerza pueden actuar una segunda vez con el mismo esbirro (Z-42, Z-43, Z-48).
    • **/{ cmd-zarcana } { cmd-zarcana-reorient }** o **/{ cmd-zarcana } { cmd-zarcana-done }**: el Diablo gira los esbirros de cualquiera en su casilla y en las cuatro vecinas, uno a uno (Z-50, H-25).
    • **/{ cmd-zarcana } { cmd-zarcana-give } { cmd-zarcana-give.cards }:**: el dueño del esbirro al que atacó el Emperador elige qué cartas dar (Z-39, H-12). Solo los dos jugadores las ven: quien da, en la respuesta; quien recibe, en **Mi mano** (/{ cmd-zark } { cmd-zark-hand }); la mesa ve cuántas.
    • **/{ cmd-zarcana } { cmd-zarcana-top } { cmd-zarcana-top.card }:**: el Loco y su última carta llegan juntos a la pila de descartes: di cuál va encima (H-9).
    La Justicia intercambia manos (Z-46): cada uno de los dos jugadores ve su nueva mano en privado (Mi mano). Una carta que la Rueda pone boca abajo solo se le muestra a quien la colocó, una vez, en la respuesta (Z-45).

## page:suits y page:trumps: una línea por poder. $power es el poder en palabras, $does lo que hace,
## $requirements lo que pide; $number el número de un triunfo (0 a 21).

help-zarcana-suits = **{ -zarcana-documented }**: los poderes de los palos (Z-30 a Z-34). Una carta numérica tiene el poder de su palo; una figura tiene el de su palo en el tablero, y el de cualquier palo desde la mano (Z-22). Solo las Espadas dañan a un enemigo (Z-23).
help-zarcana-suits-requirements = Requisitos entre paréntesis (Z-18): orientación, dónde puede estar el esbirro, los límites, y si actúa un esbirro. Las Espadas golpean a cualquier esbirro de la casilla objetivo salvo al atacante (H-26): del mismo tamaño o mayores, lo destruyen; menores, lo reducen un tamaño (H-3: no si su dueño no tiene uno menor en la reserva).
help-zarcana-trumps = **{ -zarcana-documented }**: los triunfos (Z-35 a Z-56) y las cartas extra (Z-57, Z-58). El poder de un triunfo va con su nombre; sus puntos son su número en el orden de la baraja (Z-4, H-21).
help-zarcana-suit-line = • **{ $power }**: { $does }. ({ $requirements })
help-zarcana-trump-line = • { $number } **{ $power }**: { $does }. ({ $requirements })
help-zarcana-extra-line = • extra: **{ $power }**: { $does }. ({ $requirements })

## Los requisitos de un poder (Z-18): $facing es any, lying o standing; $wasteland, $population, $hand y $minion
## son true o false.

help-zarcana-requirements = { $facing ->
        [lying] un esbirro tumbado
        [standing] un esbirro de pie
       *[any] cualquier orientación
    }, { $wasteland ->
        [true] también desde tierra baldía
       *[false] solo sobre una carta
    }{ $population ->
        [false] , ignora el límite de población
       *[true] {""}
    }{ $hand ->
        [false] , ignora el límite de mano
       *[true] {""}
    }, { $minion ->
        [true] necesita un esbirro
       *[false] ningún esbirro en particular
    }
help-zarcana-requirements-copied = los requisitos del poder que copia

## Lo que hace cada poder, en una línea que cita su regla.

zarcana-power-does-swords = atacar a un esbirro del objetivo, o arrasar su carta de arriba si no hay esbirros (Z-30)
zarcana-power-does-wands = mover un paso hacia donde apunta un esbirro tumbado y luego ponerse de pie (Z-31)
zarcana-power-does-cups = hacer crecer a un esbirro de pie, o clonar uno de su tamaño o menor (Z-32)
zarcana-power-does-discs = construir una carta del mazo en la casilla objetivo (Z-33)
zarcana-power-does-fool = robar dos veces; cada carta se usa enseguida si se puede (Z-35)
zarcana-power-does-priestess = robar hasta dos cartas y luego tomar una opción más (Z-37)
zarcana-power-does-empress = como Copas, ignorando el límite de población (Z-38)
zarcana-power-does-emperor = como Espadas, y exigir hasta tres cartas al dueño de la víctima (Z-39)
zarcana-power-does-hierophant = sustituir a la víctima por un esbirro tuyo (Z-40)
zarcana-power-does-lovers = un esbirro de tu reserva a tierra baldía vacía (Z-41)
zarcana-power-does-chariot = mover una o dos veces, en cualquier dirección (Z-42)
zarcana-power-does-strength = hacer crecer o clonar, una o dos veces (Z-43)
zarcana-power-does-hermit = mover una vez, en cualquier dirección, ignorando el límite de población (Z-44)
zarcana-power-does-wheel = construir una carta del mazo boca abajo (Z-45)
zarcana-power-does-justice = intercambiar la mano con otro jugador (Z-46)
zarcana-power-does-hangedman = destruir a todos los esbirros de aquí y la carta de arriba (Z-47)
zarcana-power-does-death = atacar una o dos veces (Z-48)
zarcana-power-does-temperance = construir incluso desde tierra baldía o bajo enemigos (Z-49)
zarcana-power-does-devil = girar cualquier esbirro de aquí y de las casillas vecinas (Z-50)
zarcana-power-does-tower = como Espadas, o arrasar la carta de arriba del objetivo aunque haya esbirros (Z-51)
zarcana-power-does-star = robar cuatro cartas, ignorando el límite de mano (Z-52)
zarcana-power-does-moon = llevar este territorio y sus esbirros a otro lugar (Z-53)
zarcana-power-does-sun = construir una carta de tu mano (Z-54)
zarcana-power-does-judgement = tomar hasta tres cartas de la pila de descartes (Z-55)
zarcana-power-does-gateway = teletransportarse a otro territorio del mismo palo (Z-58)
zarcana-power-does-magician = se usa como uno de los cuatro poderes de los palos, desde la mano o el tablero (Z-36)
zarcana-power-does-world = se usa como el poder de cualquier triunfo boca arriba en el tablero (Z-56)
zarcana-power-does-doppelganger = se usa como la carta de arriba de la pila de descartes (Z-57)

## page:rulings: las reglas de la casa, un mensaje cada una.

help-zarcana-rulings = **{ -zarcana-documented }**: las reglas de la casa, definitivas para este proyecto donde ninguna fuente dice nada (docs/rulings.md). Las marcadas como opción de mesa las elige el anfitrión en /{ cmd-zark } { cmd-zark-new }.
ruling-h-1 = Puestos por orden de llegada; se juega en el sentido de las agujas del reloj; el primer jugador se sortea o lo elige el anfitrión.
ruling-h-2 = Una mano inicial de tres cartas, repartida después del tablero de 3x3.
ruling-h-3 = Un esbirro no puede reducirse si su dueño no tiene en la reserva un esbirro del tamaño inmediatamente menor.
ruling-h-4 = Sin descarte forzoso: una mano de más de seis se queda así; los robos que respetan el límite se detienen en seis.
ruling-h-5 = Una casilla con más de tres esbirros puede quedarse así; los poderes que respetan el límite no añaden ninguno allí hasta que baje de tres.
ruling-h-6 = Los esbirros nuevos están de pie; un esbirro que crece conserva su orientación, uno reducido toma la de la víctima.
ruling-h-7 = Un esbirro no puede moverse al vacío (una casilla sin carta encima ni al lado).
ruling-h-8 = Oros, la Rueda y el Sol funcionan en cualquier orientación; de pie, un esbirro construye en su propia casilla.
ruling-h-9 = Una carta jugada desde la mano llega a la pila de descartes después de su poder; las cartas descartadas juntas van en el orden que elige el jugador, la última encima.
ruling-h-10 = El Loco no necesita esbirro; cada carta robada se resuelve por completo, y debe usarse si se puede.
ruling-h-11 = La Sacerdotisa y el Juicio no necesitan esbirro y respetan el límite de mano.
ruling-h-12 = El Emperador solo exige tantas cartas como te dejen en seis o menos.
ruling-h-13 = El Hierofante convierte lo que golpea, de cualquier tamaño, también de tu propio color.
ruling-h-14 = Los Enamorados no necesitan esbirro; en el tablero, los usa un esbirro que esté sobre ellos.
ruling-h-15 = La Justicia puede intercambiar con una mano vacía, e ignora el límite de mano.
ruling-h-16 = El destino de la Luna en tierra baldía debe tocar una carta distinta de la que lleva.
ruling-h-17 = El Portal respeta el límite de población; las dos cartas extra cuentan como triunfos para los palos; el Doble solo copia el palo propio de una figura.
ruling-h-18 = La declaración es el turno entero de quien declara; todos los demás juegan una vez más; la partida termina. Opción de mesa (activada por defecto): la partida también termina cuando el mazo se agota por segunda vez.
ruling-h-19 = Un empate es una victoria compartida. Opción de mesa: lo gana quien tenga más puntos de esbirros en el tablero.
ruling-h-20 = Opción de mesa (desactivada por defecto): el Doble y el Portal en la baraja.
ruling-h-21 = Opción de mesa: orden de triunfos RWS (la Fuerza 8, la Justicia 11, por defecto) o Marsella (la Justicia 8, la Fuerza 11).
ruling-h-22 = Un poder debe cambiar algo; los robos del Loco siempre cuentan.
ruling-h-23 = De 2 a 5 jugadores; se recomiendan 3.
ruling-h-24 = El mazo está «agotado» a partir de su primera rebarajada.
ruling-h-25 = El Diablo también puede girar al esbirro que actúa.
ruling-h-26 = Espadas golpea a cualquier esbirro de la casilla objetivo salvo a sí mismo, a elección del atacante.

## page:choices: donde incluso las reglas de la casa callan, lo que hace el motor, un mensaje cada una; luego lo
## del bot.

help-zarcana-choices = **{ -zarcana-documented }**: donde incluso las reglas de la casa callan, el motor hace esto:
zarcana-choice-card-in-play = Una carta jugada desde la mano está en juego mientras se resuelve su poder: ya no está en tu mano (para el límite de mano, el intercambio de la Justicia y la carta del Sol) y aún no está en la pila de descartes (H-9).
zarcana-choice-discard-order = Al descartar toda tu mano (opción 6), nombras la carta que va encima, y tantas de las cartas de debajo como quieras, de arriba abajo; el resto va debajo de ellas en un orden fijo (H-9).
zarcana-choice-fools-cards = Las cartas del Loco se descartan una a una tras usarlas (Z-35); un Loco jugado desde la mano va a la pila de descartes junto con su última carta, en el orden que elijas (H-9).
zarcana-choice-extra-option = La opción extra de la Sacerdotisa llega cuando ha terminado toda la opción que la concedió; puede ser cualquier opción, incluida una declaración; una opción extra aún pendiente se toma también después de una declaración (Z-37, H-18).
zarcana-choice-second-reshuffle = El mazo «se agota por segunda vez» cuando hace falta barajar por segunda vez: se baraja igualmente, para que el turno pueda terminar, y la partida termina con ese turno (H-18).
zarcana-choice-reorient = La opción 4 y el Diablo giran un esbirro cada vez, cada uno como mucho una vez, hacia otra orientación (Z-50, H-22).
zarcana-choice-second-step = Un segundo paso del Carro, la Muerte o la Fuerza solo se pide cuando es posible (Z-42, Z-43, Z-48).
zarcana-choice-demand = Quien ataca con el Emperador dice cuántas cartas exige, como mucho las que tiene el dueño de la víctima (Z-39, H-12).
zarcana-choice-judgement = El «sin contar esta» del Juicio se salta la carta del Juicio en la pila de descartes, igual que cuando el Doble la copia (Z-55, Z-57).
zarcana-choice-face-down = Una carta boca abajo no tiene palo para el Portal, y ninguna vista la muestra, ni siquiera la de quien la colocó (Z-45, Z-58).
zarcana-choice-resigning = Abandonar, como en los demás juegos: tus esbirros salen del tablero y tu turno termina; si queda un solo jugador, gana. Si todos están de acuerdo, la partida termina sin ganador.
help-zarcana-choices-bot = Y el bot: los jugadores automáticos de Zarcana juegan en todos los niveles: fácil mira una jugada por delante (con un poco de azar, y evita repetir una y otra vez la misma jugada), medio prueba cada jugada contra suposiciones sobre las cartas ocultas, difícil, con dos jugadores, explora un árbol de las respuestas de ambos sobre esas suposiciones (gana a medio en unas 7 partidas de cada 10), y con más prolonga cada una de sus mejores jugadas durante una ronda entera, respondiendo los demás como lo haría medio. Ningún bot hace la misma jugada tres veces en sus diez últimas (salvo robar), ni se limita a girar sus esbirros o a pasar durante más de tres turnos seguidos, para que una partida entre bots avance hacia su final. Al vencer un plazo, un suplente juega el turno del jugador ausente como lo haría el jugador fácil, viendo solo sus cartas, y responde también a sus decisiones (incluida la exigencia del Emperador). Una vista previa usa cartas sustitutas para las que una jugada tomaría del mazo.

## page:table

help-zarcana-table = **{ -zarcana-documented }**: las opciones de mesa, que elige el anfitrión al abrir la partida con /{ cmd-zark } { cmd-zark-new } { cmd-zark-new.game }:zarcana (valores por defecto entre corchetes):
    • `safety_end` (H-18) [on]: la partida también termina cuando el mazo se agota por segunda vez, para que no pueda durar para siempre.
    • `tie_break` (H-19) [off: una victoria compartida]: un empate lo gana quien tenga más puntos de esbirros en el tablero.
    • `extra_cards` (H-20) [off: 78 cartas]: el Doble y el Portal entran en la baraja (80 cartas, Z-5).
    • `trump_order` (H-21) [rws: la Fuerza 8, la Justicia 11]: o marseille (la Justicia 8, la Fuerza 11).
    • `first_player` (H-1) [por sorteo]: el puesto que juega primero (1 es el primero en unirse); los puestos siguen el orden de llegada.
    • `rated` [on]: off para una partida amistosa, que no puntúa a nadie (consulta /{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ choice-ratings }).
    • `hints` [off]: con on, /{ cmd-zark } { cmd-zark-hint } te sugiere en privado tu jugada (la del jugador automático medio, viendo solo tus cartas), con Jugarla; una partida así nunca se puntúa.
    De 2 a 5 jugadores (H-23); lo mejor son 3. Jugadores automáticos: /{ cmd-zark } { cmd-zark-bot } { cmd-zark-bot-add } en la sala (fácil, medio o difícil).
