# Odmowy dotyczące notacji, kart, ustawień stołu i planszy rodziny Zark (zob. en-US).

## Karty nazwane słowami

zark-cards-joker = joker
zark-cards-wild = dzika karta
zark-cards-wild-draw-four = dzika karta +4
zark-cards-uno-number = { $colour ->
        [red] czerwona
        [yellow] żółta
        [green] zielona
       *[blue] niebieska
    } { $number }
zark-cards-uno-action = { $colour ->
        [red] czerwona
        [yellow] żółta
        [green] zielona
       *[blue] niebieska
    } karta { $action ->
        [skip] Stop
        [reverse] Zmiana kierunku
       *[draw-two] Weź dwie
    }
zark-cards-examples = { $deck ->
        [zark] 7H, 7♥, 10S, KD lub 5T (5★)
        [uno] 7R lub red 7, SB (niebieska karta Stop), RG (zielona karta Zmiana kierunku), +2Y (żółta karta Weź dwie), W (dzika karta) lub W4
       *[standard] 7H, 7♥, 10S, KD lub JK (joker)
    }

## Karty i talie

zark-cards-not-a-card = { $text } to nie karta. Zapisuj karty tak: { $examples }.
zark-cards-no-deck = Nie ma talii o nazwie { $deck }; wybierz jedną z: { $decks }.
zark-ruleset-not-in-deck = { $deck ->
        [zark] Tej karty nie ma w talii zark
        [uno] To nie jest karta Uno
       *[standard] Tej karty nie ma w talii standardowej
    }: { $card }. Zapisuj karty tak: { $examples }.

## Ruchy w notacji

zark-notation-empty = Pusta linia to nie ruch.
zark-notation-not-a-move = { $word } to nie ruch. Ruchy: { $moves }.
zark-notation-word-count = { $line } ma złą liczbę słów dla { $verb }; zob. docs/notation.md.
zark-notation-expected = W { $line } brakuje oczekiwanego '{ $word }'.
zark-notation-not-a-seat = { $text } to nie numer miejsca (od 1 do 5).
zark-notation-as-one-card = Po 'as' podaj jedną kartę, tę, którą zastępuje dzika karta: { $line }.
zark-notation-after-demolish = W { $line } po 'demolish' nie może nic następować.
zark-notation-convert-size = W { $line } po 'convert' podaj jeden rozmiar.
zark-notation-attack-ending = Atak kończy się słowem 'demolish' lub 'convert ROZMIAR': { $line }.
zark-notation-attack-payment = Atak wymienia karty, którymi jest opłacany: { $line }.

## Ustawienia stołu

zark-kind-no-such-option = { $game } nie ma opcji stołu { $option }; dostępne opcje to { $options }.
zark-settings-no-game = Nie ma gry { $game }; wybierz jedną z: { $games }.
zark-settings-players = { $game } wymaga od { $fewest } do { $most } { $most ->
        [one] gracza
        [few] graczy
       *[many] graczy
    }, a nie { $count }.
zark-settings-fixed = W { $game } gra się { $setting ->
        [edition] w edycji
        [deck] talią
       *[block_size] blokami po
    } { $value }, a nie { $given }.
zark-settings-uno-deck = Talia uno jest dla Unocitta i Unopolis: wybierz grę unocitta lub unopolis.
zark-settings-no-edition = Nie ma edycji { $edition }; wybierz jedną z: { $editions }.
zark-settings-no-deck = Nie ma talii { $deck }; wybierz jedną z: { $decks }.
zark-settings-block-size = Blok mocy ma { $fewest } lub { $most } { $most ->
        [one] kartę
        [few] karty
       *[many] kart
    }, a nie { $given }.

## Plansza i ręka

zark-state-cell-taken = Na polu { $cell } już leży karta.
zark-state-not-next-to-a-card = Pole { $cell } nie sąsiaduje z żadną kartą.
zark-state-not-in-hand = Nie masz tej karty na ręce: { $card }.
zark-state-hold-only = Masz na ręce tylko { $count } { $count ->
        [one] sztukę
        [few] sztuki
       *[many] sztuk
    } tej karty: { $card }.

## Zastępca

zark-caretaker-nothing-to-do = { $name } nie ma teraz nic do zrobienia.
