# Las puntuaciones en palabras (play/ratings.py): /zark puntuación perfil y /zark puntuación clasificación (solo las
# lee quien pregunta, en su idioma) y la línea que añade el último tablero de una partida puntuada (el idioma de la
# mesa). Las cifras ($mu, $sigma, $before, $after, $ordinal, $rate) llegan escritas como las escribe el idioma (27,3).
# $title: el nombre de un juego (Zark City, Unocitta, Unopolis, Zarcana), nunca traducido. $player: una mención o el
# nombre de un nivel de jugador automático (ratings-computer).

ratings-no-game = No hay ningún juego llamado { $name }. Los juegos son { $games }.

## Una puntuación: el nivel y su incertidumbre.

ratings-skill = { $mu } ± { $sigma }
ratings-skill-provisional = { $mu } ± { $sigma } (provisional)
# El pseudojugador puntuado de un nivel de jugador automático. $level: easy, medium o hard.
ratings-computer = { $level ->
        [easy] Jugador automático (fácil)
        [medium] Jugador automático (medio)
        [hard] Jugador automático (difícil)
       *[any] Jugador automático ({ $level })
    }

## /zark puntuación perfil

ratings-none-yours = Aún no tienes partidas puntuadas: toda partida jugada aquí hasta el final se puntúa. Empieza una con /{ cmd-zark } { cmd-zark-new }.
ratings-none-yours-of = Aún no tienes partidas puntuadas de { $title }: toda partida jugada aquí hasta el final se puntúa. Empieza una con /{ cmd-zark } { cmd-zark-new }.
ratings-none-theirs = { $player } aún no tiene partidas puntuadas: toda partida jugada aquí hasta el final se puntúa. Empieza una con /{ cmd-zark } { cmd-zark-new }.
ratings-none-theirs-of = { $player } aún no tiene partidas puntuadas de { $title }: toda partida jugada aquí hasta el final se puntúa. Empieza una con /{ cmd-zark } { cmd-zark-new }.
ratings-profile-heading = Puntuaciones de { $player }:
# $skill: ratings-skill. $rate: la parte de partidas ganadas, en porcentaje.
ratings-standing = **{ $title }**: { $skill }, { $games ->
        [one] { $games } partida puntuada
       *[other] { $games } partidas puntuadas
    }, { $wins ->
        [one] { $wins } victoria
       *[other] { $wins } victorias
    } ({ $rate })
ratings-latest = Últimas partidas puntuadas:
# Una de las últimas partidas puntuadas. $date: Discord la muestra en el formato del lector; $place: 1 para el
# ganador; $seats: cuántos jugaron; $before, $after: el nivel antes y después; $where: el hilo de la partida.
ratings-played = { $date } { $title }, partida { $game }: { $place ->
        [1] ganada
       *[lower] { $place }.º puesto
    } (de { $seats }), { $before } → { $after } · { $where }
ratings-provisional-note = Provisional: aún tiene una incertidumbre de más de ±{ $sigma }; unas cuantas partidas más la afinarán.
ratings-no-chart = Aún no hay gráfico de la puntuación en { $title }: hacen falta { $count ->
        [one] { $count } partida puntuada
       *[other] { $count } partidas puntuadas
    }.
# El texto alternativo del gráfico de puntuación. $name: el nombre visible del jugador; $first, $last: el nivel al
# principio y ahora; $first_sigma, $last_sigma: la incertidumbre al principio y ahora.
ratings-chart-alt = Puntuación de { $name } en { $title } a lo largo de { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    }, de { $first } a { $last }; la banda sombreada es la incertidumbre, ±{ $first_sigma } al principio y ±{ $last_sigma } ahora.

## /zark puntuación clasificación

ratings-board-empty-here = Nadie tiene aún { $count ->
        [one] { $count } partida puntuada
       *[other] { $count } partidas puntuadas
    } de { $title } en este servidor, así que no hay clasificación.
ratings-board-empty-anywhere = Nadie tiene aún { $count ->
        [one] { $count } partida puntuada
       *[other] { $count } partidas puntuadas
    } de { $title } en ningún sitio, así que no hay clasificación.
# $count: las partidas puntuadas que necesita un jugador; $qualified: cuántos jugadores las tienen.
ratings-board-heading-here = **{ $title }**, este servidor: por mu - 3 sigma, jugadores con al menos { $count ->
        [one] { $count } partida puntuada
       *[other] { $count } partidas puntuadas
    } ({ $qualified } en total)
ratings-board-heading-everywhere = **{ $title }**, en todas partes: por mu - 3 sigma, jugadores con al menos { $count ->
        [one] { $count } partida puntuada
       *[other] { $count } partidas puntuadas
    } ({ $qualified } en total)
# Una línea de la clasificación. $place: 1 para el primero; $ordinal: la cifra por la que se ordena (mu - 3 sigma).
ratings-leader = { $place }. { $player } { $ordinal } ({ $skill }, { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    })
# El puesto de quien pregunta, bajo la clasificación. $line: su línea ratings-leader.
ratings-you = Tú: { $line }
ratings-not-on-board-here = Aún no estás en ella: hacen falta { $count ->
        [one] { $count } partida puntuada
       *[other] { $count } partidas puntuadas
    } de { $title }, una de ellas aquí.
ratings-not-on-board = Aún no estás en ella: hacen falta { $count ->
        [one] { $count } partida puntuada
       *[other] { $count } partidas puntuadas
    } de { $title }.

## El final de una partida puntuada, en su último tablero.

# El cambio de un jugador. $name: su nombre en la mesa.
ratings-change = { $name } { $before } → { $after }
# $changes: el ratings-change de cada jugador.
ratings-changes = Puntuaciones en { $title }: { $changes } (/{ cmd-zark } { cmd-zark-rating } { cmd-zark-rating-profile } muestra la tuya).
