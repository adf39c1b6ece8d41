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
