# Analiza po grze (play/review.py, /zark analiza): czyta ją tylko pytający, w swoim języku. $game: numer gry;
# $turn: numer tury; $name, $winner: nazwy graczy; $words: ruch w słowach, $move: w notacji.

# $title: nazwa gry (Zark City); $moves: ile miała ruchów.
review-heading = **Analiza gry { $game }** ({ $title }, { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
        [many] { $moves } ruchów
       *[other] { $moves } ruchu
    }; widzi karty wszystkich graczy)
review-allowed-win = Tura { $turn }: ruch gracza { $name } daje graczowi { $winner } wygraną w jednym ruchu i { $winner } ją wykorzystuje. Zwycięski ruch: { $words } (`{ $move }`).
review-missed-win = Tura { $turn }: { $name } przegapia wygraną w jednym ruchu. Zwycięski ruch: { $words } (`{ $move }`).
review-nothing = Nie ma czego wytknąć: nikt nie przegapił wygranej w jednym ruchu i żaden ruch nie dał wygranej następnemu graczowi.
# Obserwacje, które nie zmieściły się w wiadomości.
review-more = … i jeszcze { $count ->
        [one] { $count } obserwacja
        [few] { $count } obserwacje
        [many] { $count } obserwacji
       *[other] { $count } obserwacji
    }.
# Liczby każdego gracza: $missed przegapionych wygranych w jednym ruchu, $allowed wygranych, które jego ruchy dały
# następnemu graczowi.
review-counts = { $name }: { $missed ->
        [one] { $missed } przegapiona wygrana
        [few] { $missed } przegapione wygrane
        [many] { $missed } przegapionych wygranych
       *[other] { $missed } przegapionej wygranej
    }, { $allowed ->
        [one] { $allowed } wygrana oddana
        [few] { $allowed } wygrane oddane
        [many] { $allowed } wygranych oddanych
       *[other] { $allowed } wygranej oddanej
    } następnemu graczowi.
review-buttons = Przyciski pokazują planszę przed każdą obserwacją.
# Więcej plansz niż przycisków: $count, liczba przycisków.
review-buttons-first = Przyciski pokazują planszę przed każdą obserwacją (pierwsze { $count }).

## Przycisk pod analizą (najwyżej 80 znaków) i czym jest plansza, którą pokazuje.

review-jump-missed = Tura { $turn }: { $name }, przegapiona wygrana
review-jump-allowed = Tura { $turn }: { $name }, oddana wygrana
# $move: numer ruchu; $players: kto miał wtedy ruch; $count: ilu ich było.
review-board-before = Plansza przed ruchem { $move } (tura { $turn }), { $count ->
        [one] ruch ma { $players }
        [few] ruch mają { $players }
        [many] ruch mają { $players }
       *[other] ruch mają { $players }
    }.
review-board-before-nobody = Plansza przed ruchem { $move } (tura { $turn }), nikt nie ma ruchu.
