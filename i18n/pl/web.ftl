# Strony internetowego towarzysza (web/): strona gry, jej ruchy i strony adresu, który nigdzie nie prowadzi.

web-site-name = Zark City dla Discorda
web-home-title = Zark City dla Discorda: strona internetowa gier
web-home = Gry toczą się na Discordzie. Każda gra ma tu własną stronę, na którą prowadzi tylko link z jej wiadomości z planszą.
web-game-title = { $title }, gra { $game }
web-game-description = { $players } · { $count ->
        [one] { $count } ruch
        [few] { $count } ruchy
        [many] { $count } ruchów
       *[other] { $count } ruchu
    } · { $status }
web-status-turn = { $count ->
        [one] Tura: { $names }.
        [few] Tura: { $names }.
        [many] Tura: { $names }.
       *[other] Tura: { $names }.
    }
web-status-turn-until = { $count ->
        [one] Tura: { $names }, do { $until } (UTC).
        [few] Tura: { $names }, do { $until } (UTC).
        [many] Tura: { $names }, do { $until } (UTC).
       *[other] Tura: { $names }, do { $until } (UTC).
    }
web-status-won = { $count ->
        [one] Wygrywa { $names }.
        [few] Zwycięstwo dzielą { $names }.
        [many] Zwycięstwo dzielą { $names }.
       *[other] Zwycięstwo dzielą { $names }.
    }
web-status-no-winner = Gra zakończyła się za zgodą wszystkich, bez zwycięzcy.
web-status-stopped = Ta gra została przerwana przed końcem.
web-players = Gracze
web-computer = komputer
web-to-play = ma turę
web-moves = Dotychczasowe ruchy
web-no-moves = Nie było jeszcze żadnego ruchu.
web-move-line = { $number }. { $name }: { $words }
web-board-now = Plansza teraz
web-board-deal = Plansza po rozdaniu, przed pierwszym ruchem
web-board-after = Plansza po ruchu { $number } z { $total }
web-first = Rozdanie
web-previous = Poprzedni ruch
web-next = Następny ruch
web-latest = Plansza teraz
web-steps = Przeglądaj ruchy
web-keys = Strzałki w lewo i w prawo na klawiaturze też przełączają ruchy.
web-ratings = Zmiany rankingu
web-rating-change = { $name }: { $before } → { $after }
web-thread = Otwórz wątek gry na Discordzie
web-downloads = Do pobrania
web-record = Zapis gry (tekst)
web-replay = Animowana powtórka (GIF)
web-live = Nowe ruchy pojawiają się na tej stronie, gdy tylko zostaną wykonane.
web-not-found-title = Nie znaleziono strony
web-not-found = Pod tym adresem nie ma żadnej strony. Na stronę gry prowadzi link z jej wiadomości z planszą na Discordzie.
web-not-allowed-title = Niedozwolone
web-not-allowed = Te strony można tylko czytać.
web-too-many-title = Zbyt wiele żądań
web-too-many = { $seconds ->
        [one] Zbyt wiele żądań z twojego adresu: spróbuj ponownie za { $seconds } sekundę.
        [few] Zbyt wiele żądań z twojego adresu: spróbuj ponownie za { $seconds } sekundy.
        [many] Zbyt wiele żądań z twojego adresu: spróbuj ponownie za { $seconds } sekund.
       *[other] Zbyt wiele żądań z twojego adresu: spróbuj ponownie za { $seconds } sekundy.
    }
web-error-title = Coś poszło nie tak
web-error = Nie udało się utworzyć strony. Spróbuj ponownie za chwilę.
web-home-link = Strona główna
web-view-button = Zobacz w przeglądarce
web-own-title = Własny widok gracza { $name }: { $title }
web-own-note = Tylko ty dostałeś ten adres: poza stołem pokazuje też twoją rękę, do { $until } (UTC).
web-own-button = Mój widok w przeglądarce (24 godziny)
web-hand = Twoja ręka
web-forbidden-title = Ten link się nie otwiera
web-forbidden = Ten prywatny link jest nieważny albo wygasł. Poproś o nowy komendą /{ cmd-zark } { cmd-zark-hand } na Discordzie.

## Gracze, tabele najlepszych i wymienione serwery (web/people.py) oraz odpowiedzi komendy /web.

web-home-boards = Tabele najlepszych wymienionych serwerów
web-player-title = { $name }: rankingi i gry
web-player-ratings = Rankingi
web-player-standing = { $title }: { $skill }, { $games ->
        [one] { $games } gra rankingowa
        [few] { $games } gry rankingowe
        [many] { $games } gier rankingowych
       *[other] { $games } gry rankingowej
    }, wygrane: { $wins }
web-player-speed-title = Czas na ruch
web-player-speed = Mediana czasu na ruch: { $span } (z { $count ->
        [one] { $count } tury
        [few] { $count } tur
        [many] { $count } tur
       *[other] { $count } tury
    }).
web-player-speed-none = Żadna tura tego gracza nie została jeszcze zmierzona.
web-player-caretaker = { $count ->
        [0] Zastępca nigdy nie musiał grać za tego gracza.
        [one] Zastępca wykonał za tego gracza { $count } ruch, po przekroczonym terminie.
        [few] Zastępca wykonał za tego gracza { $count } ruchy, po przekroczonych terminach.
        [many] Zastępca wykonał za tego gracza { $count } ruchów, po przekroczonych terminach.
       *[other] Zastępca wykonał za tego gracza { $count } ruchu, po przekroczonych terminach.
    }
web-player-history = Ostatnie gry rankingowe
web-player-game = { $title }, { $when }: miejsce { $place } z { $seats }, ranking { $before } → { $after }
web-player-no-history = Jeszcze żadnej gry rankingowej na wymienionym serwerze.
web-player-opponents = Najczęstsi przeciwnicy
web-player-opponent = { $name }: { $count ->
        [one] { $count } gra
        [few] { $count } gry
        [many] { $count } gier
       *[other] { $count } gry
    }
web-player-no-opponents = Jeszcze żadnego przeciwnika na wymienionym serwerze.
web-board-everyone = { $title }: tabela najlepszych wymienionych serwerów
web-board-everyone-note = Gracze z co najmniej trzema grami rankingowymi, którzy grali na serwerze wymienionym w sieci i nie ukryli swojego profilu.
web-board-server = { $title }: tabela najlepszych tego serwera
web-board-place = { $place }. { $name }: { $skill }, { $games ->
        [one] { $games } gra rankingowa
        [few] { $games } gry rankingowe
        [many] { $games } gier rankingowych
       *[other] { $games } gry rankingowej
    }
web-board-empty = W tej tabeli nie ma jeszcze nikogo: potrzeba trzech gier rankingowych.
web-server-title = Gry i tabele najlepszych serwera Discorda
web-server-title-named = { $name }: gry i tabele najlepszych
web-server-games = Ostatnie gry
web-server-no-games = Nie rozegrano tu jeszcze żadnej gry.
web-server-game = { $title }, gra { $game } ({ $when }): { $status ->
        [finished] zakończona
        [abandoned] przerwana
       *[playing] w toku
    }
web-listing-on = Ten serwer jest teraz wymieniony w sieci: jego gry, tabele najlepszych i profile graczy są podlinkowane pod { $url }. Każdy może ukryć swój profil komendą /{ cmd-web } { cmd-web-profile } { cmd-web-profile-hide }.
web-listing-on-no-address = Ten serwer jest teraz wymieniony w sieci; ten bot nie ma jeszcze publicznego adresu strony, więc nie ma linku do podania.
web-listing-off = Ten serwer nie jest już wymieniony: jego strona, tabele najlepszych i profile, które pokazywał, zniknęły z sieci. Strona gry nadal otwiera się z jej linku.
web-listing-no-server = Wymienianie dotyczy serwera: użyj tej komendy na jednym z jego kanałów.
web-listing-not-allowed = Tylko ktoś z uprawnieniem „Zarządzanie serwerem” może wymienić ten serwer w sieci albo go z niej usunąć.
web-profile-hidden = Twój profil jest teraz ukryty w całej sieci: jego adres nic nie pokazuje i żadna tabela najlepszych cię nie wymienia.
web-profile-shown = Twój profil znów jest widoczny w sieci, podlinkowany z wymienionych tam serwerów.
web-no-address = Ten bot nie ma publicznego adresu strony, więc nie ma linków do podania.
web-link-profile = Twój profil: { $url }
web-link-hidden = Twój profil jest ukryty. Pokaż go znowu komendą /{ cmd-web } { cmd-web-profile } { cmd-web-profile-show }.
web-link-unlisted = Twojego profilu nie ma w sieci: żadna z twoich gier rankingowych nie odbyła się na wymienionym tam serwerze.
web-link-server = Strona tego serwera: { $url }
