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
