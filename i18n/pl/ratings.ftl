# Ranking w słowach (play/ratings.py): /zark ranking profil i /zark ranking tabela (czyta je tylko pytający, w swoim
# języku) oraz wiersz, który dodaje ostatnia plansza gry rankingowej (język stołu).
# Liczby ($mu, $sigma, $before, $after, $ordinal, $rate) przychodzą zapisane tak, jak zapisuje je język (27,3).
# $title: nazwa gry (Zark City, Unocitta, Unopolis, Zarcana), nigdy nie tłumaczona i nieodmienna. $player: wzmianka
# albo nazwa poziomu gracza komputerowego (ratings-computer).

ratings-no-game = Nie ma gry o nazwie { $name }. Dostępne gry to { $games }.

## Ranking: siła gry i jej niepewność.

ratings-skill = { $mu } ± { $sigma }
ratings-skill-provisional = { $mu } ± { $sigma } (wstępny)
# Pseudogracz poziomu gracza komputerowego w rankingu. $level: easy, medium albo hard.
ratings-computer = { $level ->
        [easy] Komputer (łatwy)
        [medium] Komputer (średni)
        [hard] Komputer (trudny)
       *[any] Komputer ({ $level })
    }

## /zark ranking profil

ratings-none-yours = Nie masz jeszcze żadnej gry rankingowej: każda gra rozegrana tu do końca liczy się do rankingu. Zacznij ją poleceniem /{ cmd-zark } { cmd-zark-new }.
ratings-none-yours-of = Nie masz jeszcze żadnej gry rankingowej w { $title }: każda gra rozegrana tu do końca liczy się do rankingu. Zacznij ją poleceniem /{ cmd-zark } { cmd-zark-new }.
ratings-none-theirs = { $player } nie ma jeszcze żadnej gry rankingowej: każda gra rozegrana tu do końca liczy się do rankingu. Zacznij ją poleceniem /{ cmd-zark } { cmd-zark-new }.
ratings-none-theirs-of = { $player } nie ma jeszcze żadnej gry rankingowej w { $title }: każda gra rozegrana tu do końca liczy się do rankingu. Zacznij ją poleceniem /{ cmd-zark } { cmd-zark-new }.
ratings-profile-heading = Ranking gracza { $player }:
# $skill: ratings-skill. $rate: odsetek wygranych gier.
ratings-standing = **{ $title }**: { $skill }, { $games ->
        [one] { $games } gra rankingowa
        [few] { $games } gry rankingowe
        [many] { $games } gier rankingowych
       *[other] { $games } gry rankingowej
    }, { $wins ->
        [one] { $wins } wygrana
        [few] { $wins } wygrane
        [many] { $wins } wygranych
       *[other] { $wins } wygranej
    } ({ $rate })
ratings-latest = Ostatnie gry rankingowe:
# Jedna z ostatnich gier rankingowych. $date: Discord pokazuje ją w formacie czytającego; $place: 1 dla zwycięzcy;
# $seats: ilu grało; $before, $after: siła gry przed i po; $where: wątek gry.
ratings-played = { $date } { $title }, gra { $game }: { $place ->
        [1] wygrana
       *[lower] { $place }. miejsce
    } (na { $seats }), { $before } → { $after } · { $where }
ratings-provisional-note = Wstępny: niepewność wciąż przekracza ±{ $sigma }; kilka kolejnych gier ją zmniejszy.
ratings-no-chart = Nie ma jeszcze wykresu rankingu w { $title }: potrzeba { $count ->
        [one] { $count } gry rankingowej
        [few] { $count } gier rankingowych
        [many] { $count } gier rankingowych
       *[other] { $count } gry rankingowej
    }.
# Tekst alternatywny wykresu rankingu. $name: wyświetlana nazwa gracza; $first, $last: siła gry na początku i teraz;
# $first_sigma, $last_sigma: niepewność na początku i teraz.
ratings-chart-alt = Ranking gracza { $name } w { $title } po { $count ->
        [one] { $count } grze
        [few] { $count } grach
        [many] { $count } grach
       *[other] { $count } gry
    }, od { $first } do { $last }; zacieniony pas to niepewność, ±{ $first_sigma } na początku i ±{ $last_sigma } teraz.

## /zark ranking tabela

ratings-board-empty-here = Nikt na tym serwerze nie ma jeszcze { $count ->
        [one] { $count } gry rankingowej
        [few] { $count } gier rankingowych
        [many] { $count } gier rankingowych
       *[other] { $count } gry rankingowej
    } w { $title }, więc tabeli nie ma.
ratings-board-empty-anywhere = Nikt nigdzie nie ma jeszcze { $count ->
        [one] { $count } gry rankingowej
        [few] { $count } gier rankingowych
        [many] { $count } gier rankingowych
       *[other] { $count } gry rankingowej
    } w { $title }, więc tabeli nie ma.
# $count: ile gier rankingowych potrzebuje gracz; $qualified: ilu graczy je ma.
ratings-board-heading-here = **{ $title }**, ten serwer: według mu - 3 sigma, gracze z co najmniej { $count ->
        [one] { $count } grą rankingową
        [few] { $count } grami rankingowymi
        [many] { $count } grami rankingowymi
       *[other] { $count } gry rankingowej
    } (razem { $qualified })
ratings-board-heading-everywhere = **{ $title }**, wszędzie: według mu - 3 sigma, gracze z co najmniej { $count ->
        [one] { $count } grą rankingową
        [few] { $count } grami rankingowymi
        [many] { $count } grami rankingowymi
       *[other] { $count } gry rankingowej
    } (razem { $qualified })
# Wiersz tabeli. $place: 1 dla pierwszego; $ordinal: liczba, według której tabela jest ułożona (mu - 3 sigma).
ratings-leader = { $place }. { $player } { $ordinal } ({ $skill }, { $games ->
        [one] { $games } gra
        [few] { $games } gry
        [many] { $games } gier
       *[other] { $games } gry
    })
# Miejsce pytającego pod tabelą. $line: jego wiersz ratings-leader.
ratings-you = Ty: { $line }
ratings-not-on-board-here = Nie ma cię jeszcze w tabeli: potrzeba { $count ->
        [one] { $count } gry rankingowej
        [few] { $count } gier rankingowych
        [many] { $count } gier rankingowych
       *[other] { $count } gry rankingowej
    } w { $title }, w tym jednej tutaj.
ratings-not-on-board = Nie ma cię jeszcze w tabeli: potrzeba { $count ->
        [one] { $count } gry rankingowej
        [few] { $count } gier rankingowych
        [many] { $count } gier rankingowych
       *[other] { $count } gry rankingowej
    } w { $title }.

## Koniec gry rankingowej, na jej ostatniej planszy.

# Zmiana jednego gracza. $name: jego nazwa przy stole.
ratings-change = { $name } { $before } → { $after }
# $changes: ratings-change każdego gracza.
ratings-changes = Ranking w { $title }: { $changes } (/{ cmd-zark } { cmd-zark-rating } { cmd-zark-rating-profile } pokazuje twój).
