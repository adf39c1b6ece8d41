# El tutorial (play/tutorial.py, play/zark/tutorial.py, play/zarcana/tutorial.py): lo que explica en los tableros de
# una mesa de tutorial, en el idioma de la mesa (el de quien aprende), y cómo se termina.

## Una lección: una línea por opción de turno. $mark es el emoji del tutorial; $title y $sentence, los de la
## opción; $rule las reglas que cita; $page dónde leer más, un comando tal como se escribe; $places dónde se puede.

tutorial-lesson = { $mark } **{ $title }** ({ $rule }): { $sentence } Ahora podrías: { $places }. Más: { $page }
tutorial-lesson-nowhere = { $mark } **{ $title }** ({ $rule }): { $sentence } Más: { $page }
tutorial-lesson-short = { $mark } **{ $title }** ({ $rule }): { $page }

# Una página de reglas tal como se escribe, con los nombres de comandos del lector ($page de una lección): $page
# es la opción de la página (choice-build) o, para la página de un juego, su nombre tal como se escribe (unocitta).
tutorial-page-zark = /{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ $page }
tutorial-page-zarcana = /{ cmd-zarcana } { cmd-zarcana-rules } { cmd-zarcana-rules.page }:{ $page }

tutorial-over-unoffered = { $mark } Tutorial terminado. Opciones que esta partida nunca te ofreció:
tutorial-over-all-seen = { $mark } Tutorial terminado. Has visto todas las opciones de turno de este juego.
tutorial-rule-range = { $first } a { $last }
tutorial-rule-section = sección { $number }

## Lugares del tablero: $cell y $to son casillas (M13); $size small, medium o large (de una pirámide); $name el
## nombre de un jugador. $some son lugares separados por comas, $last uno más, $count cuántos más.

tutorial-place-piece = tu { $size ->
        [small] pequeña
        [medium] mediana
       *[large] grande
    } en { $cell }
tutorial-place-move = tu { $size ->
        [small] pequeña
        [medium] mediana
       *[large] grande
    } de { $cell } a { $to }
tutorial-place-fly = la carta de { $cell } a { $to }
tutorial-place-target = la { $size ->
        [small] pequeña
        [medium] mediana
       *[large] grande
    } de { $name } en { $cell }
tutorial-place-minion = tu esbirro en { $cell }
tutorial-places-or = { $some } o { $last }
tutorial-places-more = { $some } y { $count } más

## Zark City, Unocitta y Unopolis: el título y la frase de cada opción de turno.

tutorial-zark-attack-title = Atacar
tutorial-zark-attack = /{ cmd-attack } quita una pirámide rival de una carta que ocupas o de una vecina: paga con cartas que no sean numéricas, que valgan al menos sus puntos, y luego demuélela o conviértela en una tuya.
tutorial-zark-fly-title = Volar
tutorial-zark-fly = /{ cmd-fly } descarta un as para mover una carta que ocupas, con todas sus pirámides, a una casilla vacía junto a otra carta; todas las cartas deben seguir unidas.
tutorial-zark-hatch-title = Eclosionar
tutorial-zark-hatch = Sin pirámides en el tablero, /{ cmd-hatch } pone una carta numérica de tu mano en una casilla vacía junto a cualquier carta, con una pequeña tuya encima.
tutorial-zark-discard-title = Descartar
tutorial-zark-discard = Si tienes más de seis cartas al final de tu turno, te descartas hasta seis: elige cuáles en el menú bajo mi respuesta privada, o con /{ cmd-discard }.
tutorial-zark-starter-title = Carta inicial
tutorial-zark-starter = Elige en secreto una carta numérica de tu mano como carta inicial con /{ cmd-zark } { cmd-zark-starter }; empieza la carta inicial más alta.
tutorial-zark-place-title = Colocar
tutorial-zark-place = Pon tu carta inicial junto a cualquier carta del tablero con /{ cmd-zark } { cmd-zark-place }; una pequeña tuya queda sobre ella.
tutorial-zark-build-title = Construir
tutorial-zark-build = /{ cmd-build } pone una carta numérica de tu mano en una casilla vacía junto a una carta que ocupas (lado con lado); no va ninguna pirámide con ella.
tutorial-zark-move-title = Mover
tutorial-zark-move = /{ cmd-move } desliza una de tus pirámides a una carta vecina. Las pirámides nunca están en casillas vacías.
tutorial-zark-grow-title = Crecer
tutorial-zark-grow = /{ cmd-grow } cambia una de tus pirámides del tablero por la del tamaño siguiente de tu reserva: atacar a una más grande cuesta más.
tutorial-zark-spawn-title = Engendrar
tutorial-zark-spawn = /{ cmd-spawn } pone una pequeña de tu reserva en una carta que ocupas: si estás solo en una carta, la controlas.
tutorial-zark-draw-title = Robar
tutorial-zark-draw = /{ cmd-draw } toma tres cartas más en lugar de actuar en el tablero. Siempre está permitido.
tutorial-zark-nominate-title = Designar
tutorial-zark-nominate = /{ cmd-zark } { cmd-zark-nominate } cambia lo que representa un comodín de color que ocupas tú solo. Es gratis: tu turno sigue.

## Zarcana: el título y la frase de cada opción de turno.

tutorial-zarcana-declare-title = Declarar la ronda final
tutorial-zarcana-declare = Cuando el mazo se ha agotado y se ha vuelto a barajar, /{ cmd-zarcana } { cmd-zarcana-declare } empieza la ronda final: todos los demás juegan una vez más y luego se cuentan los puntos.
tutorial-zarcana-place-title = Colocar
tutorial-zarcana-place = Mientras no tengas ningún esbirro en el tablero, /{ cmd-zarcana } { cmd-zarcana-place } pone un esbirro pequeño de tu reserva sobre cualquier carta, de pie.
tutorial-zarcana-use-title = Usar el territorio
tutorial-zarcana-use = /{ cmd-zarcana } { cmd-zarcana-use }: un esbirro tuyo usa el poder de la carta boca arriba en la que está; la carta se queda.
tutorial-zarcana-play-title = Jugar desde la mano
tutorial-zarcana-play = /{ cmd-zarcana } { cmd-zarcana-play }: un esbirro tuyo usa el poder de una carta de tu mano, que luego se descarta; algunos poderes no necesitan ningún esbirro en particular.
tutorial-zarcana-reorient-title = Orientar
tutorial-zarcana-reorient = /{ cmd-zarcana } { cmd-zarcana-reorient } gira tus esbirros uno a uno (up, north, east, south o west) y luego /{ cmd-zarcana } { cmd-zarcana-done }: un esbirro tumbado ataca la casilla a la que apunta.
tutorial-zarcana-discard-hand-title = Descartar tu mano
tutorial-zarcana-discard-hand = /{ cmd-zarcana } { cmd-zarcana-discard-hand } pone toda tu mano en la pila de descartes, con la carta que nombres encima; eso es todo el turno.
tutorial-zarcana-draw-title = Robar
tutorial-zarcana-draw = /{ cmd-zarcana } { cmd-zarcana-draw } toma hasta tres cartas, nunca más de seis en tu mano.
tutorial-zarcana-pass-title = Pasar
tutorial-zarcana-pass = /{ cmd-zarcana } { cmd-zarcana-pass } no hace nada este turno.

## Terminar un tutorial: $name es el nombre de quien aprende (o tutorial-the-learner); $id el número de una partida.

tutorial-ended = { $mark } Tutorial terminado: { $name } lo terminó, y los jugadores automáticos se han detenido. Ahora: abre una partida propia con /{ cmd-zark } { cmd-zark-new }, sienta allí jugadores automáticos con /{ cmd-zark } { cmd-zark-bot } { cmd-zark-bot-add } (o deja que tus amigos pulsen Unirse), o empieza otro tutorial con /{ cmd-zark } { cmd-zark-tutorial }.
tutorial-resign-ends-it = ¿Terminar tu tutorial? Abandonar lo termina enseguida, y los jugadores automáticos se detienen.
tutorial-resign-question = ¿Abandonar esta partida? Tus pirámides salen del tablero.
tutorial-zark-hatch-wild = Sin pirámides en el tablero, /{ cmd-hatch } pone una carta numérica (o un comodín de color, nombrando la carta que representa: R-24) de tu mano en una casilla vacía junto a cualquier carta, con una pequeña tuya encima.
tutorial-zark-build-wild = /{ cmd-build } pone una carta numérica (o un comodín de color, nombrando la carta que representa: R-24) de tu mano en una casilla vacía junto a una carta que ocupas (lado con lado); no va ninguna pirámide con ella.
