# Partien über Tage: die Antworten von /zark uhr, timer, benachrichtigungen, abwesend, partien, ausschließen und ping,
# die Erinnerungen und Hinweise des Zeitplaners. $game: Nummer einer Partie; $when, $until: ein Zeitpunkt, den
# Discord jedem Leser in seiner Zeitzone und Sprache zeigt; $players, $player, $host: Erwähnungen.

## Dauern, auf einen Blick (abgekürzt)

days-span-days = { $days } d
days-span-days-hours = { $days } d { $hours } h
days-span-hours = { $hours } h
days-span-hours-minutes = { $hours } h { $minutes } min
days-span-minutes = { $minutes } min

## /zark uhr

days-clock-not-waiting = Partie { $game } wartet auf niemanden ({ $status ->
        [lobby] sie ist noch eine Lobby
        [finished] sie ist vorbei
       *[abandoned] sie wurde abgebrochen
    }).
days-clock-waits = Partie { $game } wartet auf { $players }{ $waited ->
        [unknown] .
       *[known] , seit { $waited }.
    }
days-clock-waits-computers = Partie { $game } wartet auf ihre Computerspieler, die von selbst ziehen.
days-clock-deadline = Verbleibende Zeit: { $left }; danach zieht ein Vertreter ({ $when }).
days-clock-no-deadline = Diese Partie hat keine Zugfrist.
days-clock-reminder = Nächste Erinnerung: { $when }.

## /zark timer

days-timers = Erste Erinnerung nach { $after }, dann alle { $every }; Zugfrist: { $deadline ->
        [off] keine
       *[on] { $deadline }
    }; der Gastgeber darf einen Spieler nach { $limit ->
        [one] { $limit } Vertreterzug
       *[other] { $limit } Vertreterzügen
    } in Folge entfernen.
days-timers-changed = Der Gastgeber hat die Timer geändert: { $timers }
days-timers-defaults = Neue Partien auf diesem Server nutzen: { $timers }

## /zark benachrichtigungen

days-notify = Direktnachrichten zum Zug: { $dm ->
        [on] an
        [closed] an, aber deine Direktnachrichten waren letztes Mal geschlossen (schalte sie erneut ein, um es wieder zu versuchen)
       *[off] aus
    }. Ruhezeiten: { $start ->
        [none] keine
       *[hours] { $start }:00 bis { $end }:00 Uhr
    } ({ $zone }). Sprache der Direktnachrichten und Erinnerungen: { $language } ({ $chosen ->
        [yes] deine Wahl
       *[no] die, in der du den Bot zuletzt benutzt hast; wähle eine mit /{ cmd-zark } { cmd-zark-notify } { cmd-zark-notify.language }:
    }). Eine Erwähnung im Thread der Partie kommt immer.

## /zark abwesend

days-away-news = { $player } ist bis { $until } abwesend: Bis dahin gibt es für diese Person keine Erinnerungen oder Fristen.
days-away-answer = Du bist bis { $until } abwesend: Bis dahin gibt es für dich keine Erinnerungen oder Fristen.
days-back-news = { $player } ist zurück: Erinnerungen und Fristen laufen für diese Person wieder.
days-back-answer = Willkommen zurück: Deine Timer laufen wieder.

## /zark partien

days-games-none-here = Du spielst hier gerade keine Partie. Starte eine mit /{ cmd-zark } { cmd-zark-new }.
days-games-none-anywhere = Du spielst gerade keine Partie. Starte eine mit /{ cmd-zark } { cmd-zark-new }.
days-games-here = { $place } (Partie { $game }): { $state ->
        [mine] 👉 du bist am Zug
        [lobby] Lobby
        [setup] beginnt
       *[playing] läuft
    }, { $count ->
        [one] { $count } Spieler
       *[other] { $count } Spieler
    }
days-games-lobby-anywhere = Partie { $game }: Lobby · { $link }
days-games-yours-anywhere = Partie { $game }: 👉 du bist am Zug{ $waited ->
        [unknown] {""}
       *[known] , seit { $waited }
    } · { $link }
days-games-theirs-anywhere = Partie { $game }: wartet auf { $players }{ $waited ->
        [unknown] {""}
       *[known] {" "}seit { $waited }
    } · { $link }
days-games-computers = ihre Computerspieler
days-finished-newest-first = Beendet, die neuesten zuerst:
days-finished-latest = Die letzten { $count } beendeten:
days-finished-line = - { $date } { $title }, Partie { $game }: { $outcome } · { $place }
days-outcome = { $how ->
        [won] gewonnen
        [shared] geteilter { $rank }. Platz von { $seats }
        [place] { $rank }. Platz von { $seats }
        [resigned] aufgegeben
        [agreed] einvernehmlich beendet, kein Sieger
        [friendly] beendet: freundschaftlich, nicht gewertet
        [friendly-resigned] aufgegeben: freundschaftlich, nicht gewertet
       *[unrated] beendet (nicht gewertet)
    }

## /zark ausschließen

days-removed = Erledigt: { $name } wurde aus Partie { $game } entfernt; der Platz wird übersprungen.
days-remove-choice = { $name } · { $count ->
        [one] { $count } verpasste Frist
       *[other] { $count } verpasste Fristen
    } in Folge

## Der Zeitplaner, im Thread der Partie und per Direktnachricht

days-reminder = { $players }: Partie { $game } wartet { $waited ->
        [unknown] schon eine Weile
       *[known] seit { $waited }
    } auf deinen Zug.
days-reminder-deadline = { $players }: Partie { $game } wartet { $waited ->
        [unknown] schon eine Weile
       *[known] seit { $waited }
    } auf deinen Zug. Bei Ablauf der Frist, { $when }, zieht ein Vertreter für dich.
days-reminder-dm = Partie { $game } wartet { $waited ->
        [unknown] schon eine Weile
       *[known] seit { $waited }
    } auf deinen Zug.
days-limit-reached = { $player } hat { $count ->
        [one] { $count } Frist
       *[other] { $count } Fristen
    } in Folge verpasst. Der Gastgeber, { $host }, darf diese Person mit /{ cmd-zark } { cmd-zark-remove } entfernen (ihre Pyramiden verlassen das Spielfeld, R-18).

## /zark ping

days-pong = Pong: Der Bot ist wach.
