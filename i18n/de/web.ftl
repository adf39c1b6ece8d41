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

## Spieler, Ranglisten und gelistete Server (web/people.py) und die Antworten des Befehls /web.

web-home-boards = Ranglisten der gelisteten Server
web-player-title = { $name }: Wertungen und Partien
web-player-ratings = Wertungen
web-player-standing = { $title }: { $skill }, { $games ->
        [one] { $games } gewertete Partie
       *[other] { $games } gewertete Partien
    }, { $wins ->
        [one] { $wins } gewonnen
       *[other] { $wins } gewonnen
    }
web-player-speed-title = Zeit pro Zug
web-player-speed = Mittlere Zeit bis zum Zug (Median): { $span } (aus { $count ->
        [one] { $count } Zug
       *[other] { $count } Zügen
    }).
web-player-speed-none = Noch kein Zug dieses Spielers wurde gemessen.
web-player-caretaker = { $count ->
        [0] Der Vertreter musste noch nie für diesen Spieler ziehen.
        [one] Der Vertreter hat { $count } Mal für diesen Spieler gezogen, nach einer verpassten Frist.
       *[other] Der Vertreter hat { $count } Mal für diesen Spieler gezogen, nach verpassten Fristen.
    }
web-player-history = Letzte gewertete Partien
web-player-game = { $title }, { $when }: Platz { $place } von { $seats }, Wertung { $before } → { $after }
web-player-no-history = Noch keine gewertete Partie auf einem gelisteten Server.
web-player-opponents = Häufigste Gegner
web-player-opponent = { $name }: { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    }
web-player-no-opponents = Noch kein Gegner auf einem gelisteten Server.
web-board-everyone = { $title }: Rangliste der gelisteten Server
web-board-everyone-note = Spieler mit mindestens drei gewerteten Partien, die auf einem im Web gelisteten Server gespielt und ihr Profil nicht verborgen haben.
web-board-server = { $title }: Rangliste dieses Servers
web-board-place = { $place }. { $name }: { $skill }, { $games ->
        [one] { $games } gewertete Partie
       *[other] { $games } gewertete Partien
    }
web-board-empty = Noch niemand steht in dieser Rangliste: Dafür braucht es drei gewertete Partien.
web-server-title = Partien und Ranglisten eines Discord-Servers
web-server-title-named = { $name }: Partien und Ranglisten
web-server-games = Letzte Partien
web-server-no-games = Hier wurde noch keine Partie gespielt.
web-server-game = { $title }, Partie { $game } ({ $when }): { $status ->
        [finished] beendet
        [abandoned] abgebrochen
       *[playing] läuft
    }
web-listing-on = Dieser Server ist jetzt im Web gelistet: Seine Partien, Ranglisten und die Profile seiner Spieler sind unter { $url } verlinkt. Jeder kann sein eigenes Profil mit /{ cmd-web } { cmd-web-profile } { cmd-web-profile-hide } verbergen.
web-listing-on-no-address = Dieser Server ist jetzt im Web gelistet; dieser Bot hat noch keine öffentliche Webadresse, also gibt es keinen Link.
web-listing-off = Dieser Server ist nicht mehr gelistet: Seine Seite, seine Ranglisten und die Profile, die er sichtbar machte, sind aus dem Web verschwunden. Die Seite einer Partie öffnet sich weiter über ihren Link.
web-listing-no-server = Das Listen gilt für einen Server: Nutze diesen Befehl in einem seiner Kanäle.
web-listing-not-allowed = Nur wer die Berechtigung „Server verwalten“ hat, kann diesen Server im Web listen oder wieder herausnehmen.
web-profile-hidden = Dein Profil ist jetzt überall im Web verborgen: Seine Adresse zeigt nichts, und keine Rangliste nennt dich.
web-profile-shown = Dein Profil ist wieder im Web zu sehen, verlinkt von den dort gelisteten Servern.
web-no-address = Dieser Bot hat keine öffentliche Webadresse, also gibt es keine Links.
web-link-profile = Dein Profil: { $url }
web-link-hidden = Dein Profil ist verborgen. Zeige es wieder mit /{ cmd-web } { cmd-web-profile } { cmd-web-profile-show }.
web-link-unlisted = Dein Profil ist nicht im Web: Keine deiner gewerteten Partien wurde auf einem dort gelisteten Server gespielt.
web-link-server = Die Seite dieses Servers: { $url }
