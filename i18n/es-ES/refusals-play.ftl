# Rechazos de la aplicación y del almacenamiento (play/, cogs/, data/) y frases comunes a todos los juegos: lo que un
# jugador lee en privado cuando un comando, un botón o un menú no cambia nada. Los números de partida, casillas,
# códigos de cartas y menciones (<@123>, <#123>) quedan igual; los nombres de comandos son los del lector, de
# commands.ftl (/{ cmd-zark } { cmd-zark-new }).

## Frases comunes

play-apology = Lo sentimos, algo ha fallado por nuestra parte. No se ha cambiado nada; vuelve a intentarlo en un momento.
play-stale-button = Este botón pertenece a una partida que ha avanzado o ha terminado; usa el mensaje más reciente.
play-stale-menu = Este menú es de un momento anterior de la partida; ya ha avanzado. Usa el mensaje más reciente.
play-game-link = { $place } (partida { $game })
# El hilo de una partida, en el idioma de la mesa: $game es el nombre del juego (Zark City, Unocitta, Unopolis,
# Zarcana), $number el número de la partida.
play-game-name = { $game }, partida { $number }
play-list = { $first }, { $rest }

## Vistas previas y pistas

play-preview-moved-on = La partida ha avanzado desde esta vista previa, así que no se ha jugado nada. Vuelve a ver la vista previa de la jugada para verla ahora.
play-preview-over = Esta partida ha terminado: ya no queda nada que previsualizar.
play-resigned = Has abandonado esta partida.
play-preview-not-yours = Esta vista previa es del puesto de otro jugador; mejor mira la vista previa de tu propia jugada.
play-hints-off = Las pistas están desactivadas en esta mesa. Un anfitrión las activa al abrir una partida: /{ cmd-zark } { cmd-zark-new } { cmd-zark-new.options }:hints:on (una partida así no se puntúa).
play-hint-over = Esta partida ha terminado: no queda ninguna jugada que sugerir.
play-hint-resigned = Has abandonado esta partida, así que no queda ninguna jugada tuya que sugerir.
play-hint-not-your-turn = No es tu turno: una pista es para una jugada que debes hacer ahora. Vuelve a pedirla cuando sea tu turno.
play-hint-moved-on = La partida ha avanzado desde esta pista, así que no se ha jugado nada. Pide otra pista (/{ cmd-zark } { cmd-zark-hint }) para ver una ahora.

## De quién es el turno, y los comandos de otra familia de juegos

play-not-your-turn = Es el turno de { $name }, no el tuyo.
play-zark-starter-chosen = Ya has elegido tu carta inicial; esperando a los demás.
play-zarcana-not-yours-to-answer = No te toca responder a ti: { $decision }
play-wrong-commands = Esta es una partida de { $game }: juégala con sus propios comandos.
play-zark-wrong-commands = Esta es una partida de Zark City (o de uno de sus primos con baraja Uno): juégala con /{ cmd-draw }, /{ cmd-grow }, /{ cmd-spawn }, /{ cmd-build }, /{ cmd-move }, /{ cmd-attack }, /{ cmd-fly }, /{ cmd-hatch } y /{ cmd-discard } (consulta /{ cmd-zark } { cmd-zark-rules }). Los comandos /{ cmd-zarcana } son para partidas de Zarcana.
play-zarcana-wrong-commands = Esta es una partida de Zarcana: juégala con los comandos /{ cmd-zarcana } ({ cmd-zarcana-place }, { cmd-zarcana-play }, { cmd-zarcana-use }, { cmd-zarcana-reorient }, { cmd-zarcana-draw }, { cmd-zarcana-discard-hand }, { cmd-zarcana-pass }, { cmd-zarcana-declare }, y para responder { cmd-zarcana-drawn }, { cmd-zarcana-again }, { cmd-zarcana-done }, { cmd-zarcana-give }, { cmd-zarcana-top }; consulta /{ cmd-zarcana } { cmd-zarcana-rules }).
play-zarcana-no-menu = Zarcana no pide cartas desde un menú: usa los comandos /{ cmd-zarcana }.

## Por qué una opción no tiene nada que ofrecer ahora

play-nothing-to-choose = Ahora no hay nada que elegir ahí.
play-zark-nothing-attack = Nada que atacar: ninguna pirámide ajena junto a las tuyas que tu mano pueda pagar (R-11).
play-zark-nothing-attack-own = Nada que atacar: ninguna pirámide en o junto a tus cartas que tu mano pueda pagar (R-11).
play-zark-nothing-grow = Nada que hacer crecer: tu reserva no tiene el tamaño siguiente de ninguna de tus pirámides.
play-zark-nothing-spawn = Ningún sitio donde engendrar: necesitas una pequeña en la reserva y una carta que ocupes.
play-zark-nothing-build = Ningún sitio donde construir: no hay carta numérica en la mano o casilla vacía junto a tus cartas.
play-zark-nothing-move = Nada que mover: ninguna de tus pirámides está en el tablero junto a otra carta.
play-zark-nothing-fly = Nada que hacer volar: necesitas un as y una carta que ocupes que pueda volar (R-15).
play-zark-nothing-hatch = No puedes eclosionar: solo eclosiona quien no tiene pirámides en el tablero (R-16).
play-zarcana-nothing-place = No puedes colocar: no hay pequeño en la reserva o cada carta tiene tres esbirros (Z-2, Z-24).
play-zarcana-nothing-place-mine = No puedes colocar: solo se coloca sin esbirros en el tablero, y tienes uno (Z-29).
play-zarcana-nothing-play = Nada que jugar: ninguna carta de tu mano tiene ahora un uso legal (Z-18).
play-zarcana-nothing-empty-hand = Tu mano está vacía: no hay nada que jugar ni descartar (opciones 2 y 6).
play-zarcana-nothing-use = Nada que usar: ningún esbirro puede usar la carta boca arriba en la que está (Z-16, Z-18).
play-zarcana-nothing-no-minion = No tienes esbirros en el tablero: coloca uno con /{ cmd-zarcana } { cmd-zarcana-place } (opción 1, Z-29).
play-zarcana-nothing-reorient = Nada que orientar: ninguno de tus esbirros puede girar (opción 4, Z-13).
play-zarcana-nothing-full-hand = No puedes robar: tienes seis cartas o más, el límite de mano (Z-26, H-4).
play-zarcana-nothing-draw = No puedes robar: no queda ninguna carta en el mazo ni en la pila de descartes (Z-65).
play-zarcana-nothing-discard = Ahora no hay nada que descartar (opción 6).
play-zarcana-nothing-no-drawn = Nada que usar con /{ cmd-zarcana } { cmd-zarcana-drawn }: responde al Loco, con la carta que robó (Z-35).
play-zarcana-nothing-no-again = No hay segundo paso: /{ cmd-zarcana } { cmd-zarcana-again } sigue a la Muerte, el Carro o la Fuerza (Z-42).
play-zarcana-nothing-no-give = Nada que dar: /{ cmd-zarcana } { cmd-zarcana-give } responde a la exigencia del Emperador (Z-39).
play-zarcana-nothing-no-top = Nada que ordenar: /{ cmd-zarcana } { cmd-zarcana-top } responde cuando varias cartas llegan juntas a la pila (H-9).
play-zarcana-nothing-answer-drawn = Ahora no: primero usa la carta que robó el Loco, con /{ cmd-zarcana } { cmd-zarcana-drawn } (Z-35).
play-zarcana-nothing-answer-again = Ahora no: da primero el segundo paso con /{ cmd-zarcana } { cmd-zarcana-again }, o para con /{ cmd-zarcana } { cmd-zarcana-done }.
play-zarcana-nothing-answer-reorient = Ahora no: gira más esbirros con /{ cmd-zarcana } { cmd-zarcana-reorient }, o para con /{ cmd-zarcana } { cmd-zarcana-done }.
play-zarcana-nothing-answer-give = Ahora no: da primero las cartas que exige el Emperador, con /{ cmd-zarcana } { cmd-zarcana-give } (Z-39).
play-zarcana-nothing-answer-top = Ahora no: di primero qué carta va encima de la pila, con /{ cmd-zarcana } { cmd-zarcana-top } (H-9).
play-zarcana-nothing-drawn-done = La carta que robó el Loco no tiene uso ahora (Z-35).
play-zarcana-nothing-again-done = Ahora no es posible un segundo paso: para con /{ cmd-zarcana } { cmd-zarcana-done }.
play-zarcana-nothing-reorient-done = No queda ningún esbirro por girar: para con /{ cmd-zarcana } { cmd-zarcana-done }.
play-zarcana-nothing-give-done = No tienes cartas que dar (Z-39, H-12).
play-zarcana-nothing-top-done = Ahora no hay ninguna carta que poner encima (H-9).
play-zarcana-several-moves = Podrían ser { $count } jugadas distintas: elige { $options ->
        [power] el poder
        [minion] el esbirro
        [target] el objetivo
        [power-minion] el poder y el esbirro
        [power-target] el poder y el objetivo
        [minion-target] el esbirro y el objetivo
       *[power-minion-target] el poder, el esbirro y el objetivo
    } de las listas.

## Leer lo que un jugador escribió en una opción

play-reading-not-a-pyramid = { $text } no nombra una pirámide: escribe su casilla y su tamaño, como «M13 small».
play-reading-no-card = Nombra al menos una carta, como { $deck ->
        [uno] «7R» o «7R SB»
       *[standard] «QH» o «QH QS»
    }.
play-reading-no-tarot-card = Nombra al menos una carta, como «7C» o «7C 2S».
play-reading-not-a-seat = { $text } no es un puesto de esta partida.
play-reading-not-a-target = { $text } no nombra una pirámide que atacar: elige una de la lista, como «N13 2 medium».
play-reading-several-owners = Varios jugadores tienen una { $size ->
        [small] pequeña
        [medium] mediana
       *[large] grande
    } en { $cell }: elige una de la lista.
play-reading-no-opponent-piece = No hay ninguna pirámide { $size ->
        [small] pequeña
        [medium] mediana
       *[large] grande
    } de un rival en { $cell }.
play-reading-not-an-outcome = { $text } no es un resultado: elige «demolish» o «convert small/medium/large».
play-reading-not-your-minion = { $text } no nombra a ninguno de tus esbirros: elige uno de la lista, como «M13 small east».
play-reading-not-a-minion = { $text } no nombra a un esbirro: elige uno de la lista, como «2 large east at N13».
cogs-zarcana-not-a-count = { $text } no es un número de cartas que robar: roba 1, 2 o 3 (opción 5, Z-26).

## Encontrar la partida, y un puesto en ella

play-game-cancelled = Esta partida se canceló.
play-game-over = Esta partida ha terminado.
play-no-game-here = Aquí no hay ninguna partida. Empieza una con /{ cmd-zark } { cmd-zark-new }.
play-no-game-here-yours = Aquí no hay ninguna partida. Tus partidas: { $links }
play-not-started = Esta partida aún no ha empezado: el anfitrión la empieza desde la sala.
play-not-playing = No juegas en esta partida.

## Salas

play-table-option-not-name-value = { $word } no es una opción de mesa: escribe NOMBRE:VALOR, como «edition:classic».
play-table-option-twice = La opción de mesa { $name } aparece dos veces.
play-lobby-host-leaving = Eres el anfitrión: cancela la partida en vez de salir de ella (o sienta primero a jugadores automáticos con /{ cmd-zark } { cmd-zark-bot } { cmd-zark-bot-add } y míralos jugar).
play-lobby-host-computers = Solo el anfitrión puede añadir o quitar jugadores automáticos.
play-lobby-no-level = No existe el nivel { $level }: elige fácil, medio o difícil.
play-lobby-no-computer = No hay ningún jugador automático en esta partida.
play-lobby-not-a-computer = Ese no es uno de los jugadores automáticos de esta partida: elige uno de la lista.
play-lobby-host-starts = Solo el anfitrión, { $host }, puede empezar esta partida.
play-lobby-too-few = { $game } necesita al menos { $count ->
        [one] { $count } jugador
       *[other] { $count } jugadores
    }; espera a que alguien se una.
play-lobby-who-cancels = Solo el anfitrión o alguien que pueda gestionar este servidor puede cancelar una partida.
play-lobby-thread-taken = Este hilo pertenece a la partida { $game }. Abre una partida nueva desde el canal { $channel } con /{ cmd-zark } { cmd-zark-new }: tendrá un hilo propio.
play-lobby-channel-taken = Este canal ya tiene la partida { $game } en curso; termínala o cancélala primero.
play-lobby-several-meant = Aquí no hay ninguna partida, y { $count ->
        [one] { $count } sala abierta desde este canal podría ser la que buscas
       *[other] { $count } salas abiertas desde este canal podrían ser la que buscas
    }: { $places }. Escribe el comando en el hilo de la partida, o pulsa **Unirse** (o el botón que quieras) en el mensaje de su sala.
play-lobby-none-waiting = Aquí no hay ninguna partida, y ninguna partida espera jugadores. Empieza una con /{ cmd-zark } { cmd-zark-new }.
play-lobby-waiting = Aquí no hay ninguna partida. Partidas que esperan jugadores: { $places }. Pulsa **Unirse** en el mensaje de una sala, o usa /{ cmd-zark } { cmd-zark-lobby } { cmd-zark-lobby-join } en el hilo de la partida.

## Plazos, ausencias y expulsiones

play-timers-host-only = Solo el anfitrión puede cambiar los recordatorios y el plazo de esta partida.
play-time-zone-unknown = { $zone } no es una zona horaria que conozca; elige una de la lista, como Europe/Madrid.
play-away-days = Puedes estar ausente de 0 a { $most } días.
play-remove-host-only = Solo el anfitrión puede expulsar a un jugador.
play-remove-not-playing = Esa persona no juega en esta partida.
play-remove-too-soon = { $name } ha dejado pasar { $count ->
        [one] { $count } plazo
       *[other] { $count } plazos
    } seguidos; un jugador puede ser expulsado después de { $limit }.

## Revisiones, repeticiones y tutoriales

play-review-elsewhere = La partida { $game } se jugó en otro servidor, y tú no jugaste en ella.
play-review-never-started = La partida { $game } nunca empezó: no hay nada que revisar.
play-review-not-over = La partida { $game } sigue en curso. Una revisión ve las cartas de todos los jugadores, así que solo se muestra cuando la partida ha terminado: vuelve a pedirla después de su última jugada.
play-review-no-move = La partida { $game } no tiene la jugada { $move }.
play-replay-not-a-number = Indica la partida por su número, como 12, o elige una de tus partidas terminadas de la lista.
play-replay-no-game = Aquí no hay ninguna partida { $game }.
play-replay-not-started = La partida { $game } aún no ha empezado: su repetición llegará cuando termine.
play-replay-cancelled = La partida { $game } se canceló antes de terminar: solo una partida terminada tiene repetición.
play-replay-still-playing = La partida { $game } todavía se está jugando: su repetición llegará cuando termine (`/{ cmd-zark } { cmd-zark-board }` la muestra ahora).
play-tutorial-not-one = La partida { $game } no es un tutorial, así que no hay ninguno que terminar; no ha cambiado nada. /{ cmd-zark } { cmd-zark-resign } sirve para salir de una partida.
play-tutorial-not-the-learner = Solo { $name }, quien aprende en este tutorial, puede terminarlo; no ha cambiado nada.
play-tutorial-the-learner = el aprendiz
play-tutorial-over = Este tutorial ya ha terminado; no ha cambiado nada. Empieza otro con /{ cmd-zark } { cmd-zark-tutorial }.

## Comandos en Discord

cogs-resign-not-started = Esta partida no ha empezado; pulsa **Salir** en su lugar.
cogs-defaults-managers-only = Solo alguien que pueda gestionar este servidor puede fijar sus valores predeterminados.
cogs-pick-player = Elige al jugador de la lista.
cogs-pick-computer = Elige al jugador automático de la lista.
cogs-lobby-server-channel = Empieza una partida en un canal de un servidor.
cogs-lobby-channel-taken = Ahora hay otra partida en este canal, y esta no pudo abrir un hilo propio, así que se canceló. Empiézala en otro canal, o termina primero la otra partida.
cogs-lobby-not-posted = Discord no ha aceptado el mensaje de la sala justo ahora, así que no se ha abierto nada. Vuelve a intentarlo.
cogs-lobby-not-allowed = No puedo publicar aquí el mensaje de la sala, así que no se ha abierto nada: un administrador del servidor puede permitirme enviar mensajes aquí.

## El almacenamiento

store-no-game-number = No existe la partida número { $game }.
store-stale-version = La partida ha avanzado mientras elegías: vuelve a mirar el tablero y haz tu jugada.
store-duplicate-move = Esa jugada ya se ha hecho.
store-not-started = Esta partida aún no ha empezado.
store-already-started = Esta partida ya ha empezado.
store-game-over = Esta partida ha terminado.
store-abandoned = Esta partida fue abandonada.
store-lobby-already-in = Ya estás en esta partida.
store-lobby-not-in = No estás en esta partida.
store-lobby-full = Esta partida está completa: { $count ->
        [one] se ha unido { $count } jugador
       *[other] se han unido { $count } jugadores
    }.
store-damaged = La partida { $game } está dañada y no se puede cargar; se ha avisado al operador del bot.
