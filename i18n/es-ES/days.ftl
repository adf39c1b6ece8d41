# Partidas de varios días: las respuestas de /zark reloj, plazos, avisos, ausente, partidas, expulsar y ping, y los
# recordatorios y avisos del planificador. $game: número de una partida; $when, $until: un momento, que Discord
# muestra a cada lector en su zona horaria y su idioma; $players, $player, $host: menciones.

## Duraciones, legibles de un vistazo (abreviadas)

days-span-days = { $days } d
days-span-days-hours = { $days } d { $hours } h
days-span-hours = { $hours } h
days-span-hours-minutes = { $hours } h { $minutes } min
days-span-minutes = { $minutes } min

## /zark reloj

days-clock-not-waiting = La partida { $game } no espera a nadie ({ $status ->
        [lobby] aún está en la sala
        [finished] ya terminó
       *[abandoned] se detuvo
    }).
days-clock-waits = La partida { $game } espera a { $players }{ $waited ->
        [unknown] .
       *[known] {" "}desde hace { $waited }.
    }
days-clock-waits-computers = La partida { $game } espera a sus jugadores automáticos, que juegan solos.
days-clock-deadline = Tiempo restante: { $left }; después, un suplente juega por ellos ({ $when }).
days-clock-no-deadline = Esta partida no tiene plazo de jugada.
days-clock-reminder = Próximo recordatorio: { $when }.

## /zark plazos

days-timers = Primer recordatorio tras { $after }, luego cada { $every }; plazo de jugada: { $deadline ->
        [off] ninguno
       *[on] { $deadline }
    }; el anfitrión puede expulsar a un jugador tras { $limit ->
        [one] { $limit } jugada del suplente
       *[other] { $limit } jugadas del suplente
    } seguidas.
days-timers-changed = El anfitrión cambió los recordatorios y el plazo: { $timers }
days-timers-defaults = Las partidas nuevas de este servidor usarán: { $timers }

## /zark avisos

days-notify = MD de turno: { $dm ->
        [on] activados
        [closed] activados, pero la última vez tenías los MD cerrados (vuelve a activarlos para reintentarlo)
       *[off] desactivados
    }. Horas de silencio: { $start ->
        [none] ninguna
       *[hours] de { $start }:00 a { $end }:00
    } ({ $zone }). Idioma de los MD y recordatorios: { $language } ({ $chosen ->
        [yes] elegido por ti
       *[no] el último en que usaste el bot; elige uno con /{ cmd-zark } { cmd-zark-notify } { cmd-zark-notify.language }:
    }). Una mención en el hilo de la partida llega siempre.

## /zark ausente

days-away-news = { $player } está ausente hasta { $until }: hasta entonces, ni recordatorios ni plazos para esa persona.
days-away-answer = Estás ausente hasta { $until }: hasta entonces, ni recordatorios ni plazos para ti.
days-back-news = { $player } ha vuelto: sus recordatorios y plazos corren de nuevo.
days-back-answer = Bienvenido de nuevo: tus recordatorios y plazos corren otra vez.

## /zark partidas

days-games-none-here = Ahora no juegas ninguna partida aquí. Empieza una con /{ cmd-zark } { cmd-zark-new }.
days-games-none-anywhere = Ahora no juegas ninguna partida. Empieza una con /{ cmd-zark } { cmd-zark-new }.
days-games-here = { $place } (partida { $game }): { $state ->
        [mine] 👉 te toca
        [lobby] sala
        [setup] empezando
       *[playing] en juego
    }, { $count ->
        [one] { $count } jugador
       *[other] { $count } jugadores
    }
days-games-lobby-anywhere = Partida { $game }: sala · { $link }
days-games-yours-anywhere = Partida { $game }: 👉 te toca{ $waited ->
        [unknown] {""}
       *[known] , esperando desde hace { $waited }
    } · { $link }
days-games-theirs-anywhere = Partida { $game }: espera a { $players }{ $waited ->
        [unknown] {""}
       *[known] {" "}desde hace { $waited }
    } · { $link }
days-games-computers = sus jugadores automáticos
days-finished-newest-first = Terminadas, las más recientes primero:
days-finished-latest = Las últimas { $count } terminadas:
days-finished-line = - { $date } { $title }, partida { $game }: { $outcome } · { $place }
days-outcome = { $how ->
        [won] ganada
        [shared] { $rank }.º puesto compartido de { $seats }
        [place] { $rank }.º puesto de { $seats }
        [resigned] abandonada
        [agreed] terminada de común acuerdo, sin ganador
        [friendly] terminada: amistosa, no puntuada
        [friendly-resigned] abandonada: amistosa, no puntuada
       *[unrated] terminada (no puntuada)
    }

## /zark expulsar

days-removed = Hecho: { $name } ha sido expulsado de la partida { $game }; su turno se salta.
days-remove-choice = { $name } · { $count ->
        [one] { $count } plazo vencido
       *[other] { $count } plazos vencidos
    } seguidos

## El planificador, en el hilo de la partida y por MD

days-reminder = { $players }: la partida { $game } espera tu jugada desde hace { $waited ->
        [unknown] un rato
       *[known] { $waited }
    }.
days-reminder-deadline = { $players }: la partida { $game } espera tu jugada desde hace { $waited ->
        [unknown] un rato
       *[known] { $waited }
    }. Al vencer el plazo, { $when }, un suplente jugará por ti.
days-reminder-dm = La partida { $game } espera tu jugada desde hace { $waited ->
        [unknown] un rato
       *[known] { $waited }
    }.
days-limit-reached = { $player } ha dejado vencer { $count ->
        [one] { $count } plazo
       *[other] { $count } plazos
    } seguidos. El anfitrión, { $host }, puede expulsar a esa persona con /{ cmd-zark } { cmd-zark-remove } (sus pirámides salen del tablero, R-18).

## /zark ping

days-pong = Pong: el bot está despierto.
