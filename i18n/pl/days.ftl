# Gry rozłożone na dni: odpowiedzi /zark zegar, terminy, powiadomienia, nieobecność, gry, usuń i ping oraz
# przypomnienia i komunikaty harmonogramu. $game: numer gry; $when, $until: chwila, którą Discord pokazuje każdemu
# czytelnikowi w jego strefie czasowej i języku; $players, $player, $host: oznaczenia.

## Czas trwania, czytelny na pierwszy rzut oka (w skrócie)

days-span-days = { $days } d
days-span-days-hours = { $days } d { $hours } h
days-span-hours = { $hours } h
days-span-hours-minutes = { $hours } h { $minutes } min
days-span-minutes = { $minutes } min

## /zark zegar

days-clock-not-waiting = Gra { $game } na nikogo nie czeka ({ $status ->
        [lobby] to wciąż lobby
        [finished] już się skończyła
       *[abandoned] została przerwana
    }).
days-clock-waits = Gra { $game } czeka na { $players }{ $waited ->
        [unknown] .
       *[known] {" "}od { $waited }.
    }
days-clock-waits-computers = Gra { $game } czeka na swoich graczy komputerowych, którzy grają sami.
days-clock-deadline = Pozostały czas: { $left }; potem za gracza zagra zastępca ({ $when }).
days-clock-no-deadline = Ta gra nie ma terminu ruchu.
days-clock-reminder = Następne przypomnienie: { $when }.

## /zark terminy

days-timers = Pierwsze przypomnienie po { $after }, potem co { $every }; termin ruchu: { $deadline ->
        [off] brak
       *[on] { $deadline }
    }; gospodarz może usunąć gracza po { $limit ->
        [one] { $limit } ruchu zastępcy
        [few] { $limit } ruchach zastępcy
        [many] { $limit } ruchach zastępcy
       *[other] { $limit } ruchu zastępcy
    } z rzędu.
days-timers-changed = Gospodarz zmienił przypomnienia i termin: { $timers }
days-timers-defaults = Nowe gry na tym serwerze będą miały: { $timers }

## /zark powiadomienia

days-notify = Wiadomości prywatne o turze: { $dm ->
        [on] włączone
        [closed] włączone, ale ostatnio twoje wiadomości prywatne były zamknięte (włącz je ponownie, by spróbować jeszcze raz)
       *[off] wyłączone
    }. Godziny ciszy: { $start ->
        [none] brak
       *[hours] od { $start }:00 do { $end }:00
    } ({ $zone }). Język wiadomości prywatnych i przypomnień: { $language } ({ $chosen ->
        [yes] twój wybór
       *[no] ten, w którym ostatnio używasz bota; wybierz inny poleceniem /{ cmd-zark } { cmd-zark-notify } { cmd-zark-notify.language }:
    }). Oznaczenie w wątku gry przychodzi zawsze.

## /zark nieobecność

days-away-news = { $player } zgłasza nieobecność do { $until }: do tego czasu żadnych przypomnień ani terminów dla tej osoby.
days-away-answer = Twoja nieobecność trwa do { $until }: do tego czasu żadnych przypomnień ani terminów dla ciebie.
days-back-news = { $player } wraca: przypomnienia i terminy tej osoby znów biegną.
days-back-answer = Witaj z powrotem: twoje przypomnienia i terminy znów biegną.

## /zark gry

days-games-none-here = Nie grasz teraz tutaj w żadną grę. Zacznij nową poleceniem /{ cmd-zark } { cmd-zark-new }.
days-games-none-anywhere = Nie grasz teraz w żadną grę. Zacznij nową poleceniem /{ cmd-zark } { cmd-zark-new }.
days-games-here = { $place } (gra { $game }): { $state ->
        [mine] 👉 twoja tura
        [lobby] lobby
        [setup] rozpoczyna się
       *[playing] w toku
    }, { $count ->
        [one] { $count } gracz
        [few] { $count } gracze
        [many] { $count } graczy
       *[other] { $count } gracza
    }
days-games-lobby-anywhere = Gra { $game }: lobby · { $link }
days-games-yours-anywhere = Gra { $game }: 👉 twoja tura{ $waited ->
        [unknown] {""}
       *[known] , czeka od { $waited }
    } · { $link }
days-games-theirs-anywhere = Gra { $game }: czeka na { $players }{ $waited ->
        [unknown] {""}
       *[known] {" "}od { $waited }
    } · { $link }
days-games-computers = swoich graczy komputerowych
days-finished-newest-first = Zakończone, od najnowszych:
days-finished-latest = { $count ->
        [one] Ostatnia zakończona:
        [few] Ostatnie { $count } zakończone:
        [many] Ostatnich { $count } zakończonych:
       *[other] Ostatnie { $count } zakończonej:
    }
days-finished-line = - { $date } { $title }, gra { $game }: { $outcome } · { $place }
days-outcome = { $how ->
        [won] wygrana
        [shared] ex aequo { $rank }. miejsce na { $seats }
        [place] { $rank }. miejsce na { $seats }
        [resigned] poddanie
        [agreed] zakończona za zgodą, bez zwycięzcy
        [friendly] zakończona: towarzyska, bez rankingu
        [friendly-resigned] poddanie: towarzyska, bez rankingu
       *[unrated] zakończona (bez rankingu)
    }

## /zark usuń

days-removed = Gotowe: { $name } nie gra już w grze { $game }; to miejsce jest pomijane.
days-remove-choice = { $name } · { $count ->
        [one] { $count } przekroczony termin
        [few] { $count } przekroczone terminy
        [many] { $count } przekroczonych terminów
       *[other] { $count } przekroczonego terminu
    } z rzędu

## Harmonogram, w wątku gry i w wiadomości prywatnej

days-reminder = { $players }: gra { $game } czeka na twoją turę od { $waited ->
        [unknown] dłuższego czasu
       *[known] { $waited }
    }.
days-reminder-deadline = { $players }: gra { $game } czeka na twoją turę od { $waited ->
        [unknown] dłuższego czasu
       *[known] { $waited }
    }. Gdy minie termin, { $when }, zagra za ciebie zastępca.
days-reminder-dm = Gra { $game } czeka na twoją turę od { $waited ->
        [unknown] dłuższego czasu
       *[known] { $waited }
    }.
days-limit-reached = { $player } ma na koncie { $count ->
        [one] { $count } przekroczony termin
        [few] { $count } przekroczone terminy
        [many] { $count } przekroczonych terminów
       *[other] { $count } przekroczonego terminu
    } z rzędu. Gospodarz, { $host }, może usunąć tę osobę poleceniem /{ cmd-zark } { cmd-zark-remove } (jej piramidy schodzą z planszy, R-18).

## /zark ping

days-pong = Pong: bot nie śpi.
