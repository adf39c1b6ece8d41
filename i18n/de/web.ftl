# Die Seiten des Web-Begleiters (web/): die Seite einer Partie, ihre Züge und die Seiten für Adressen, die ins Leere führen.

web-site-name = Zark City für Discord
web-home-title = Zark City für Discord: der Web-Begleiter
web-home = Gespielt wird auf Discord. Jede Partie hat hier ihre eigene Seite, die man nur über den Link unter ihren Spielfeld-Nachrichten erreicht.
web-game-title = { $title }, Partie { $game }
web-game-description = { $players } · { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    } · { $status }
web-status-turn = { $count ->
        [one] { $names } ist am Zug.
       *[other] { $names } sind am Zug.
    }
web-status-turn-until = { $count ->
        [one] { $names } ist am Zug, bis { $until } (UTC).
       *[other] { $names } sind am Zug, bis { $until } (UTC).
    }
web-status-won = { $count ->
        [one] { $names } hat gewonnen.
       *[other] { $names } teilen sich den Sieg.
    }
web-status-no-winner = Die Partie endete in gegenseitigem Einvernehmen, ohne Sieger.
web-status-stopped = Diese Partie wurde abgebrochen, bevor sie zu Ende war.
web-players = Spieler
web-computer = Computer
web-to-play = am Zug
web-moves = Bisherige Züge
web-no-moves = Noch kein Zug.
web-move-line = { $number }. { $name }: { $words }
web-board-now = Das Spielfeld jetzt
web-board-deal = Das Spielfeld beim Austeilen, vor dem ersten Zug
web-board-after = Das Spielfeld nach Zug { $number } von { $total }
web-first = Das Austeilen
web-previous = Vorheriger Zug
web-next = Nächster Zug
web-latest = Das Spielfeld jetzt
web-steps = Durch die Züge blättern
web-keys = Mit den Pfeiltasten links und rechts blätterst du ebenfalls durch die Züge.
web-ratings = Wertungsänderungen
web-rating-change = { $name }: { $before } → { $after }
web-thread = Den Thread der Partie in Discord öffnen
web-downloads = Downloads
web-record = Das Partieprotokoll (Text)
web-replay = Die animierte Wiederholung (GIF)
web-live = Neue Züge erscheinen auf dieser Seite, sobald sie gespielt werden.
web-not-found-title = Seite nicht gefunden
web-not-found = Unter dieser Adresse gibt es keine Seite. Die Seite einer Partie erreicht man über den Link unter ihren Spielfeld-Nachrichten in Discord.
web-not-allowed-title = Nicht erlaubt
web-not-allowed = Diese Seiten kann man nur lesen.
web-too-many-title = Zu viele Anfragen
web-too-many = { $seconds ->
        [one] Zu viele Anfragen von deiner Adresse: versuch es in { $seconds } Sekunde noch einmal.
       *[other] Zu viele Anfragen von deiner Adresse: versuch es in { $seconds } Sekunden noch einmal.
    }
web-error-title = Etwas ist schiefgegangen
web-error = Die Seite konnte nicht erstellt werden. Versuch es gleich noch einmal.
web-home-link = Startseite
web-view-button = Im Web ansehen
web-own-title = Die eigene Ansicht von { $name }: { $title }
web-own-note = Nur du hast diese Adresse bekommen: Sie zeigt neben dem Tisch auch deine Hand, bis { $until } (UTC).
web-own-button = Meine Ansicht im Web (24 Stunden)
web-hand = Deine Hand
web-forbidden-title = Dieser Link öffnet sich nicht
web-forbidden = Dieser private Link ist ungültig oder abgelaufen. Hol dir in Discord mit /{ cmd-zark } { cmd-zark-hand } einen neuen.
