# Co mówią tury każdej gry wokół słów rodziny: linia zastępcy, początek gry, wiadomość prywatna o turze, co nowego,
# historia ruchów, linie podglądu. $name to imię gracza; $move ruch słowami; $notation ruch w notacji, jak wpisany;
# $id numer gry.

## Wiadomości przy stole

# Bot stawia przed nią emoji klepsydry.
turns-caretaker = Termin minął: zastępca zagrał za gracza { $name }, który zachowuje swoje miejsce. { $move }
turns-earlier-lines = …i jeszcze { $count ->
    [one] { $count } wcześniejsza linia
    [few] { $count } wcześniejsze linie
   *[many] { $count } wcześniejszych linii
  } (/{ cmd-zark } { cmd-zark-log } ma każdy ruch).
turns-earlier-moves = …i jeszcze { $count ->
    [one] { $count } wcześniejszy ruch
    [few] { $count } wcześniejsze ruchy
   *[many] { $count } wcześniejszych ruchów
  } (/{ cmd-zark } { cmd-zark-log } ma każdy ruch).
turns-game-begun = Gra { $id } się zaczęła! Miejsca po kolei: { $players }. Naciśnij **Moja ręka**, aby zobaczyć swoje karty.
turns-game-begun-hints = Gra { $id } się zaczęła! Miejsca po kolei: { $players }. Naciśnij **Moja ręka**, aby zobaczyć swoje karty. Podpowiedzi są włączone: /{ cmd-zark } { cmd-zark-hint } proponuje ci ruch (ta gra nie jest rankingowa).
turns-dm-closed = { $mention }, nie mogę wysłać ci wiadomości prywatnej (masz zamknięte wiadomości prywatne?), więc będę cię oznaczać tutaj. Włącz je ponownie poleceniem /{ cmd-zark } { cmd-zark-notify }, kiedy zechcesz.

## Wiadomości prywatne

turns-your-move = Twój ruch: { $title }, gra { $id }.

## Co prywatnie czyta gracz, który wykonał ruch

turns-already-made = Ten ruch został już wykonany.
turns-board-not-posted = Twój ruch się liczy, ale nie mogę opublikować planszy w wątku gry: poproś administratora serwera, by sprawdził, czy mogę tam wysyłać wiadomości i załączać pliki.
turns-choose-to-discard = Wybierz { $count } { $count ->
    [one] kartę
    [few] karty
   *[many] kart
  } do odrzucenia

## Podglądy

turns-preview-heading = **Podgląd**: nic jeszcze nie zostało zagrane i nikt inny tego nie widzi.
turns-preview-not-your-turn = To nie twoja tura: to twój ruch na dzisiejszej planszy, tak jakby twoja tura zaczynała się teraz.
turns-preview-play-it = Naciśnij **{ button-playit }**, aby zagrać dokładnie ten ruch, jeśli gra od tego czasu się nie zmieniła.
turns-hint-heading = **Podpowiedź**: średni gracz komputerowy, widząc tylko twoje karty i stół, zagrałby `{ $move }`. Nic jeszcze nie zostało zagrane i nikt inny tego nie widzi.
turns-preview-too-long = (Ten ruch jest za długi na przycisk: zagraj go tym samym poleceniem, bez podglądu.)
turns-hint-too-long = (Ten ruch jest za długi na przycisk: zagraj go jego własnym poleceniem.)

## Co nowego i historia ruchów

turns-catch-up-nothing = Od twojego ostatniego ruchu nic się nie wydarzyło.
turns-catch-up-cells = Od twojego ostatniego ruchu ({ $count ->
    [one] { $count } ruch
    [few] { $count } ruchy
   *[many] { $count } ruchów
  }; zmienione pola są obwiedzione):
turns-catch-up-line = { $name }: { $move } · `{ $notation }`
turns-log-line = { $number }. { $name }: { $move } · `{ $notation }`
turns-log-empty = Jeszcze nie ma ruchów.
