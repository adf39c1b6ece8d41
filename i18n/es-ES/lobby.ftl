# The lobby: its message and buttons (in the table's language), and the private "Done: ..." answers of the lobby
# commands (in the asker's).

lobby-button-join = Unirse
lobby-button-leave = Salir
lobby-button-start = Empezar
lobby-button-cancel = Cancelar
lobby-button-computer = Añadir bot
button-hand = Mi mano
button-catchup = Novedades
button-resign = Sí, abandonar
button-endtutorial = Terminar tutorial
button-playit = Jugarla
computer-name = Bot { $number } ({ $level ->
        [gentle] tranquilo
        [medium] medio
        [hard] difícil
       *[easy] fácil
    })
lobby-heading = **{ $game }**: partida { $number } ({ $words }{ $flags ->
        [hints] , pistas activadas: no puntuada
        [friendly] , amistosa: no puntuada
       *[none] {""}
    }), organizada por { $host }.
lobby-players = Jugadores ({ $count }/{ $most }): { $players }
lobby-nobody-yet = nadie todavía
lobby-how-to-join = Pulsa **{ lobby-button-join }** para jugar. El anfitrión pulsa **{ lobby-button-start }** con { $least } a { $most } jugadores (**{ lobby-button-computer }** sienta a un jugador automático { $level ->
        [medium] medio
        [hard] difícil
       *[easy] fácil
    }).
lobby-where-to-start = ¿Eres nuevo? /{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ choice-start } explica cómo va un turno; /{ cmd-zark } { cmd-zark-tutorial } te enseña un juego jugando.
lobby-joined = { $name } se ha unido.
lobby-left = { $name } se ha ido.
lobby-started = { $name } ha empezado la partida.
lobby-cancelled = { $name } ha cancelado la partida.
lobby-seated = { $name } ha sentado a { $computer }.
lobby-cancelled-channel-taken = Cancelada: en este canal ya se juega otra partida.
lobby-tutorial-started = Un tutorial: ha empezado enseguida.
lobby-thread-opened = Este hilo es la partida { $game }. Se juega aquí en cuanto el anfitrión la empiece.
lobby-opened = Hecho: la partida { $game } está abierta y se jugará { $place ->
        [channel] en este canal
       *[thread] en { $place }
    }. Los jugadores pulsan **{ lobby-button-join }** en el mensaje de la sala; tú pulsas **{ lobby-button-start }** cuando se hayan unido de { $least } a { $most }.
lobby-tutorial-opened = Hecho: tu tutorial de { $game } es la partida { $number }, { $place ->
        [channel] en este canal
       *[thread] en { $place }
    }, contra { $players }. Cada opción de turno se explica allí la primera vez que puedas usarla, citando su regla; al final las habrás visto todas (/{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ choice-tutorial }).
lobby-done-joined = Hecho: te has unido (partida { $game }){ $place ->
        [here] {""}
       *[elsewhere] , que se juega en { $place }
    }.
lobby-done-left = Hecho: has salido (partida { $game }){ $place ->
        [here] {""}
       *[elsewhere] , que se juega en { $place }
    }.
lobby-done-started = Hecho: has empezado la partida (partida { $game }){ $place ->
        [here] {""}
       *[elsewhere] , que se juega en { $place }
    }.
lobby-done-cancelled = Hecho: has cancelado la partida (partida { $game }){ $place ->
        [here] {""}
       *[elsewhere] , que se juega en { $place }
    }.
lobby-done-computer-joined = Hecho: { $name } se ha unido a la partida { $game }{ $place ->
        [here] {""}
       *[elsewhere] , que se juega en { $place }
    }.
lobby-done-computer-left = Hecho: { $name } ha salido de la partida { $game }{ $place ->
        [here] {""}
       *[elsewhere] , que se juega en { $place }
    }.
