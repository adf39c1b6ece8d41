# Las páginas del compañero web (web/): la página de una partida, sus jugadas y las páginas de una dirección que no lleva a ninguna parte.

web-site-name = Zark City para Discord
web-home-title = Zark City para Discord: el compañero web
web-home = Las partidas se juegan en Discord. Cada partida tiene aquí su propia página, a la que solo se llega con el enlace de sus mensajes del tablero.
web-game-title = { $title }, partida { $game }
web-game-description = { $players } · { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    } · { $status }
web-status-turn = { $count ->
        [one] Es el turno de { $names }.
       *[other] Es el turno de { $names }.
    }
web-status-turn-until = { $count ->
        [one] Es el turno de { $names }, hasta el { $until } (UTC).
       *[other] Es el turno de { $names }, hasta el { $until } (UTC).
    }
web-status-won = { $count ->
        [one] { $names } ha ganado.
       *[other] { $names } comparten la victoria.
    }
web-status-no-winner = La partida terminó de común acuerdo, sin ganador.
web-status-stopped = Esta partida se detuvo antes de terminar.
web-players = Jugadores
web-computer = ordenador
web-to-play = su turno
web-moves = Jugadas hasta ahora
web-no-moves = Todavía no hay ninguna jugada.
web-move-line = { $number }. { $name }: { $words }
web-board-now = El tablero ahora
web-board-deal = El tablero al repartir, antes de la primera jugada
web-board-after = El tablero tras la jugada { $number } de { $total }
web-first = El reparto
web-previous = Jugada anterior
web-next = Jugada siguiente
web-latest = El tablero ahora
web-steps = Recorrer las jugadas
web-keys = Las flechas izquierda y derecha del teclado también recorren las jugadas.
web-ratings = Cambios de puntuación
web-rating-change = { $name }: { $before } → { $after }
web-thread = Abrir el hilo de la partida en Discord
web-downloads = Descargas
web-record = El registro de la partida (texto)
web-replay = La repetición animada (GIF)
web-live = Las nuevas jugadas aparecen en esta página en cuanto se juegan.
web-not-found-title = Página no encontrada
web-not-found = No hay ninguna página en esta dirección. A la página de una partida se llega con el enlace de sus mensajes del tablero en Discord.
web-not-allowed-title = No permitido
web-not-allowed = Estas páginas solo se pueden leer.
web-too-many-title = Demasiadas solicitudes
web-too-many = { $seconds ->
        [one] Demasiadas solicitudes desde tu dirección: vuelve a intentarlo dentro de { $seconds } segundo.
       *[other] Demasiadas solicitudes desde tu dirección: vuelve a intentarlo dentro de { $seconds } segundos.
    }
web-error-title = Algo ha salido mal
web-error = No se ha podido crear la página. Vuelve a intentarlo en un momento.
web-home-link = Inicio
web-view-button = Ver en la web
web-own-title = La vista propia de { $name }: { $title }
web-own-note = Solo tú has recibido esta dirección: muestra tu mano además de la mesa, hasta el { $until } (UTC).
web-own-button = Mi vista en la web (24 horas)
web-hand = Tu mano
web-forbidden-title = Este enlace no se abre
web-forbidden = Este enlace privado no es válido o ha caducado. Pide uno nuevo con /{ cmd-zark } { cmd-zark-hand } en Discord.

## Jugadores, clasificaciones y servidores listados (web/people.py), y las respuestas del comando /web.

web-home-boards = Clasificaciones de los servidores listados
web-player-title = { $name }: puntuaciones y partidas
web-player-ratings = Puntuaciones
web-player-standing = { $title }: { $skill }, { $games ->
        [one] { $games } partida puntuada
       *[other] { $games } partidas puntuadas
    }, { $wins ->
        [one] { $wins } ganada
       *[other] { $wins } ganadas
    }
web-player-speed-title = Tiempo para jugar
web-player-speed = Tiempo mediano para jugar: { $span } (en { $count ->
        [one] { $count } turno
       *[other] { $count } turnos
    }).
web-player-speed-none = Todavía no se ha cronometrado ninguno de sus turnos.
web-player-caretaker = { $count ->
        [0] El suplente nunca ha tenido que jugar por este jugador.
        [one] El suplente jugó { $count } vez por este jugador, al vencer un plazo.
       *[other] El suplente jugó { $count } veces por este jugador, al vencer sus plazos.
    }
web-player-history = Últimas partidas puntuadas
web-player-game = { $title }, { $when }: puesto { $place } de { $seats }, puntuación { $before } → { $after }
web-player-no-history = Todavía no hay partidas puntuadas en un servidor listado.
web-player-opponents = Rivales más frecuentes
web-player-opponent = { $name }: { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    }
web-player-no-opponents = Todavía no hay rivales en un servidor listado.
web-board-everyone = { $title }: clasificación de los servidores listados
web-board-everyone-note = Jugadores con al menos tres partidas puntuadas que han jugado en un servidor listado en la web y no han ocultado su perfil.
web-board-server = { $title }: clasificación de este servidor
web-board-place = { $place }. { $name }: { $skill }, { $games ->
        [one] { $games } partida puntuada
       *[other] { $games } partidas puntuadas
    }
web-board-empty = Todavía no hay nadie en esta clasificación: hacen falta tres partidas puntuadas.
web-server-title = Las partidas y clasificaciones de un servidor de Discord
web-server-title-named = { $name }: partidas y clasificaciones
web-server-games = Últimas partidas
web-server-no-games = Aquí todavía no se ha jugado ninguna partida.
web-server-game = { $title }, partida { $game } ({ $when }): { $status ->
        [finished] terminada
        [abandoned] detenida
       *[playing] en juego
    }
web-listing-on = Este servidor ya está listado en la web: sus partidas, clasificaciones y los perfiles de sus jugadores se enlazan desde { $url }. Cada uno puede ocultar su propio perfil con /{ cmd-web } { cmd-web-profile } { cmd-web-profile-hide }.
web-listing-on-no-address = Este servidor ya está listado en la web; este bot todavía no tiene una dirección web pública, así que no hay enlace que dar.
web-listing-off = Este servidor ya no está listado: su página, sus clasificaciones y los perfiles que hacía visibles han desaparecido de la web. La página de una partida sigue abriéndose con su enlace.
web-listing-no-server = Listar es cosa de un servidor: usa este comando en uno de sus canales.
web-listing-not-allowed = Solo alguien con el permiso «Gestionar servidor» puede listar este servidor en la web o retirarlo.
web-profile-hidden = Tu perfil está ahora oculto en toda la web: su dirección no muestra nada y ninguna clasificación te nombra.
web-profile-shown = Tu perfil vuelve a verse en la web, enlazado desde los servidores listados allí.
web-no-address = Este bot no tiene una dirección web pública, así que no hay enlaces que dar.
web-link-profile = Tu perfil: { $url }
web-link-hidden = Tu perfil está oculto. Vuelve a mostrarlo con /{ cmd-web } { cmd-web-profile } { cmd-web-profile-show }.
web-link-unlisted = Tu perfil no está en la web: ninguna de tus partidas puntuadas se jugó en un servidor listado allí.
web-link-server = La página de este servidor: { $url }
