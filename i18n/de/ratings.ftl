# Wertungen in Worten (play/ratings.py): /zark wertung profil und /zark wertung rangliste (nur der Fragende liest
# sie, in seiner Sprache) und die Zeile, die das letzte Spielfeld einer gewerteten Partie anfügt (Sprache des Tischs).
# Zahlen ($mu, $sigma, $before, $after, $ordinal, $rate) kommen so geschrieben, wie die Sprache sie schreibt (27,3).
# $title: der Name eines Spiels (Zark City, Unocitta, Unopolis, Zarcana), nie übersetzt. $player: eine Erwähnung
# oder der Name einer Computerstufe (ratings-computer).

ratings-no-game = Es gibt kein Spiel namens { $name }. Die Spiele sind { $games }.

## Eine Wertung: Spielstärke und Unsicherheit.

ratings-skill = { $mu } ± { $sigma }
ratings-skill-provisional = { $mu } ± { $sigma } (vorläufig)
# Der gewertete Pseudospieler einer Computerstufe. $level: easy, medium oder hard.
ratings-computer = { $level ->
        [easy] Computer (leicht)
        [medium] Computer (mittel)
        [hard] Computer (schwer)
       *[any] Computer ({ $level })
    }

## /zark wertung profil

ratings-none-yours = Du hast noch keine gewerteten Partien: Jede Partie, die hier bis zum Ende gespielt wird, wird gewertet. Starte eine mit /{ cmd-zark } { cmd-zark-new }.
ratings-none-yours-of = Du hast noch keine gewerteten Partien in { $title }: Jede Partie, die hier bis zum Ende gespielt wird, wird gewertet. Starte eine mit /{ cmd-zark } { cmd-zark-new }.
ratings-none-theirs = { $player } hat noch keine gewerteten Partien: Jede Partie, die hier bis zum Ende gespielt wird, wird gewertet. Starte eine mit /{ cmd-zark } { cmd-zark-new }.
ratings-none-theirs-of = { $player } hat noch keine gewerteten Partien in { $title }: Jede Partie, die hier bis zum Ende gespielt wird, wird gewertet. Starte eine mit /{ cmd-zark } { cmd-zark-new }.
ratings-profile-heading = Wertungen von { $player }:
# $skill: ratings-skill. $rate: der Anteil gewonnener Partien in Prozent.
ratings-standing = **{ $title }**: { $skill }, { $games ->
        [one] { $games } gewertete Partie
       *[other] { $games } gewertete Partien
    }, { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    } ({ $rate })
ratings-latest = Letzte gewertete Partien:
# Eine der letzten gewerteten Partien. $date: Discord zeigt es im Format des Lesers; $place: 1 für den Sieger;
# $seats: wie viele mitspielten; $before, $after: die Spielstärke vorher und nachher; $where: der Thread der Partie.
ratings-played = { $date } { $title }, Partie { $game }: { $place ->
        [1] gewonnen
       *[lower] { $place }. Platz
    } (von { $seats }), { $before } → { $after } · { $where }
ratings-provisional-note = Vorläufig: noch um mehr als ±{ $sigma } unsicher; ein paar weitere Partien machen sie genauer.
ratings-no-chart = Noch kein Diagramm der Wertung in { $title }: Dafür braucht es { $count ->
        [one] { $count } gewertete Partie
       *[other] { $count } gewertete Partien
    }.
# Der Alternativtext des Wertungsdiagramms. $name: der Anzeigename des Spielers; $first, $last: die Spielstärke
# anfangs und jetzt; $first_sigma, $last_sigma: die Unsicherheit anfangs und jetzt.
ratings-chart-alt = Wertung von { $name } in { $title } über { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    }, von { $first } auf { $last }; das schattierte Band ist die Unsicherheit, anfangs ±{ $first_sigma }, jetzt ±{ $last_sigma }.

## /zark wertung rangliste

ratings-board-empty-here = Noch niemand hat { $count ->
        [one] { $count } gewertete Partie
       *[other] { $count } gewertete Partien
    } in { $title } auf diesem Server, darum gibt es keine Rangliste.
ratings-board-empty-anywhere = Noch niemand hat irgendwo { $count ->
        [one] { $count } gewertete Partie
       *[other] { $count } gewertete Partien
    } in { $title }, darum gibt es keine Rangliste.
# $count: die gewerteten Partien, die ein Spieler braucht; $qualified: wie viele Spieler sie haben.
ratings-board-heading-here = **{ $title }**, dieser Server: nach mu - 3 sigma, Spieler mit mindestens { $count ->
        [one] { $count } gewerteten Partie
       *[other] { $count } gewerteten Partien
    } ({ $qualified } insgesamt)
ratings-board-heading-everywhere = **{ $title }**, überall: nach mu - 3 sigma, Spieler mit mindestens { $count ->
        [one] { $count } gewerteten Partie
       *[other] { $count } gewerteten Partien
    } ({ $qualified } insgesamt)
# Eine Zeile der Rangliste. $place: 1 für den Ersten; $ordinal: die Zahl, nach der sie sortiert (mu - 3 sigma).
ratings-leader = { $place }. { $player } { $ordinal } ({ $skill }, { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    })
# Der eigene Platz des Fragenden unter der Rangliste. $line: seine ratings-leader-Zeile.
ratings-you = Du: { $line }
ratings-not-on-board-here = Du stehst noch nicht darauf: Dafür braucht es { $count ->
        [one] { $count } gewertete Partie
       *[other] { $count } gewertete Partien
    } in { $title }, eine davon hier.
ratings-not-on-board = Du stehst noch nicht darauf: Dafür braucht es { $count ->
        [one] { $count } gewertete Partie
       *[other] { $count } gewertete Partien
    } in { $title }.

## Das Ende einer gewerteten Partie, auf ihrem letzten Spielfeld.

# Die Änderung eines Spielers. $name: sein Name am Tisch.
ratings-change = { $name } { $before } → { $after }
# $changes: die ratings-change jedes Spielers.
ratings-changes = Wertungen in { $title }: { $changes } (/{ cmd-zark } { cmd-zark-rating } { cmd-zark-rating-profile } zeigt deine).
