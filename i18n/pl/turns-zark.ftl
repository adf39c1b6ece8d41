# Co mówi tura w rodzinie Zark (Zark City, Unocitta, Unopolis: play/zark) i słowa silnika dla ruchu i pozycji
# (rules/zark). $name to imię gracza; $cell i $to pola (M13); $card, $ace i $nomination karta: jej kod (7♥) albo
# jedna z wiadomości zark-cardname (w mianowniku, więc stoi po dwukropku albo w nawiasie); $cards i $paid listy kart,
# po przecinkach; $size, $bigger i $convert rozmiar: small, medium albo large; $users wzmianki graczy (albo nazwy
# graczy komputerowych), po przecinkach, i $count ich liczba; $notation ruch w notacji (jak wpisany). Ruch słowami
# (zark-did-) stoi po imieniu gracza, w czasie teraźniejszym (bez rodzaju gramatycznego).

zark-wrong-commands = To jest gra Zark City (albo jednej z jej odmian z talią Uno): graj poleceniami /{ cmd-draw }, /{ cmd-grow }, /{ cmd-spawn }, /{ cmd-build }, /{ cmd-move }, /{ cmd-attack }, /{ cmd-fly }, /{ cmd-hatch } i /{ cmd-discard } (zobacz /{ cmd-zark } { cmd-zark-rules }). Polecenia /{ cmd-zarcana } są do gier Zarcana.
zark-table-words = edycja { $edition }, talia { $deck }, bloki mocy z { $size } kart
zark-waiting-starters = Twoja karta startowa jest już wybrana; czekam na pozostałych.

## Karta cała słowami

zark-card-in-words = { $rank ->
    [J] walet
    [Q] dama
    [K] król
    [A] as
   *[number] { $rank }
  } { $suit ->
    [hearts] kier
    [diamonds] karo
    [clubs] trefl
    [spades] pik
   *[stars] gwiazd
  }

## Ruch słowami, po imieniu gracza

zark-did-starter = wybiera kartę startową
zark-did-place = kładzie swoją kartę startową na polu { $cell }
zark-did-draw = dobiera trzy karty
zark-did-grow = powiększa swoją { $size ->
    [small] małą
    [medium] średnią
   *[large] dużą
  } piramidę na polu { $cell } do { $bigger ->
    [small] małej
    [medium] średniej
   *[large] dużej
  }
zark-did-spawn = wystawia małą piramidę na polu { $cell }
zark-did-build = buduje na polu { $cell } kartę: { $card }
zark-did-build-as = buduje na polu { $cell } kartę: { $card } (jako: { $nomination })
zark-did-hatch = buduje na polu { $cell } kartę: { $card } i wykluwa na niej małą piramidę
zark-did-hatch-as = buduje na polu { $cell } kartę: { $card } (jako: { $nomination }) i wykluwa na niej małą piramidę
zark-did-move = przesuwa swoją { $size ->
    [small] małą
    [medium] średnią
   *[large] dużą
  } piramidę z pola { $cell } na pole { $to }
zark-did-demolish = burzy { $size ->
    [small] małą
    [medium] średnią
   *[large] dużą
  } piramidę gracza { $owner } na polu { $cell }, płacąc: { $paid }
zark-did-convert = przejmuje { $size ->
    [small] małą
    [medium] średnią
   *[large] dużą
  } piramidę gracza { $owner } na polu { $cell } jako własną { $convert ->
    [small] małą
    [medium] średnią
   *[large] dużą
  }, płacąc: { $paid }
zark-did-fly = wykonuje przelot karty z pola { $cell } na pole { $to }, płacąc asem: { $ace }
zark-did-nominate = wyznacza dziką kartę na polu { $cell } jako: { $nomination }
zark-did-discard = odrzuca: { $cards }
zark-did-resign = poddaje się
zark-did-agree-end = zgadza się zakończyć grę

## Ten sam ruch w podglądzie, powiedziany temu, kto go próbuje

zark-would-starter = Tym ruchem wybierasz kartę startową.
zark-would-place = Tym ruchem kładziesz swoją kartę startową na polu { $cell }.
zark-would-draw = Tym ruchem dobierasz trzy karty.
zark-would-grow = Tym ruchem powiększasz swoją { $size ->
    [small] małą
    [medium] średnią
   *[large] dużą
  } piramidę na polu { $cell } do { $bigger ->
    [small] małej
    [medium] średniej
   *[large] dużej
  }.
zark-would-spawn = Tym ruchem wystawiasz małą piramidę na polu { $cell }.
zark-would-build = Tym ruchem budujesz na polu { $cell } kartę: { $card }.
zark-would-build-as = Tym ruchem budujesz na polu { $cell } kartę: { $card } (jako: { $nomination }).
zark-would-hatch = Tym ruchem budujesz na polu { $cell } kartę: { $card } i wykluwasz na niej małą piramidę.
zark-would-hatch-as = Tym ruchem budujesz na polu { $cell } kartę: { $card } (jako: { $nomination }) i wykluwasz na niej małą piramidę.
zark-would-move = Tym ruchem przesuwasz swoją { $size ->
    [small] małą
    [medium] średnią
   *[large] dużą
  } piramidę z pola { $cell } na pole { $to }.
zark-would-demolish = Tym ruchem burzysz { $size ->
    [small] małą
    [medium] średnią
   *[large] dużą
  } piramidę gracza { $owner } na polu { $cell }, płacąc: { $paid }.
zark-would-convert = Tym ruchem przejmujesz { $size ->
    [small] małą
    [medium] średnią
   *[large] dużą
  } piramidę gracza { $owner } na polu { $cell } jako własną { $convert ->
    [small] małą
    [medium] średnią
   *[large] dużą
  }, płacąc: { $paid }.
zark-would-fly = Tym ruchem wykonujesz przelot karty z pola { $cell } na pole { $to }, płacąc asem: { $ace }.
zark-would-nominate = Tym ruchem wyznaczasz dziką kartę na polu { $cell } jako: { $nomination }.
zark-would-discard = Tym ruchem odrzucasz: { $cards }.
zark-would-resign = Tym ruchem się poddajesz.
zark-would-agree-end = Tym ruchem zgadzasz się zakończyć grę.

## Co jeszcze mówi podgląd

zark-preview-draw = Dobierzesz { $count ->
    [one] { $count } kartę
    [few] { $count } karty
   *[many] { $count } kart
  }: które, zobaczysz dopiero, gdy zagrasz ten ruch.
zark-preview-you-win = Wygrasz blokiem mocy { $block }.
zark-preview-win = { $name } wygra blokiem mocy { $block }.
zark-preview-discard = Będziesz mieć wtedy na ręce { $count ->
    [one] { $count } kartę
    [few] { $count } karty
   *[many] { $count } kart
  } i odrzucisz { $excess }, aby zostało { $limit }.
zark-preview-no-win = Nikt jeszcze nie wygra.

## Wiadomość przy stole po ruchu

zark-move-line = **{ $name }** { $move } · `{ $notation }`
zark-over-by-agreement = Gra skończona: zakończona za zgodą, bez zwycięzcy.
zark-wins-with = { $who } wygrywa blokiem { $block }!
zark-wins = { $who } wygrywa!
zark-waiting-for-starters = Czekam na karty startowe: { $users } (/{ cmd-zark } { cmd-zark-starter }).
zark-waiting-for-computer-starters = Czekam na karty startowe: { $users }.
zark-computers-place-starters = { $users } { $count ->
    [one] kładzie swoją kartę startową
    [few] kładą swoje karty startowe
   *[many] kładą swoje karty startowe
  } (pierwsza runda, R-3).
zark-place-your-starter = { $users }, połóż swoją kartę startową poleceniem /{ cmd-zark } { cmd-zark-place } (pierwsza runda, R-3).
zark-discarding = { $users } { $count ->
    [one] odrzuca
    [few] odrzucają
   *[many] odrzucają
  } karty do sześciu.
zark-computers-thinking = { $users } { $count ->
    [one] myśli
    [few] myślą
   *[many] myślą
  } (tura { $turn }).
zark-your-turn = { $users }, twoja tura (tura { $turn }).
zark-turn-goes-on = Nadal tura gracza **{ $name }**: zmiana tego, czym jest dzika karta, nic nie kosztuje (R-24).
zark-nobody-can-win = Nie da się już utworzyć żadnego bloku mocy, więc nikt nie może wygrać (R-28a): /{ cmd-zark } { cmd-zark-end } to głos za zakończeniem gry bez zwycięzcy.

## Co wszyscy mogą wiedzieć o zdarzeniach ruchu

zark-starters-revealed = Karty startowe odkryte: { $shown }. Zaczyna { $name } (R-2).
zark-starter-shown = { $name }: { $card }
zark-reshuffled = Stos kart odrzuconych przetasowano w nową talię: { $count ->
    [one] { $count } karta
    [few] { $count } karty
   *[many] { $count } kart
  } (R-10).
zark-drew = { $name } dobiera { $count ->
    [one] { $count } kartę
    [few] { $count } karty
   *[many] { $count } kart
  }.

## Co prywatnie wie gracz, który wykonał ruch, i ręka

zark-done = Gotowe: { $move }
zark-you-drew = Dobrane karty: { $cards }.
zark-report-hand = Twoja ręka ({ $count }): { $cards }.
zark-report-hand-empty = Twoja ręka (0): nic.
zark-discard-owed = Masz na ręce { $count ->
    [one] { $count } kartę
    [few] { $count } karty
   *[many] { $count } kart
  }: odrzuć { $excess }, aby zakończyć turę (menu poniżej albo /{ cmd-discard }).
zark-hand = Twoja ręka ({ $count }): { $cards }
zark-hand-empty = Twoja ręka jest pusta.
zark-hand-starter = Twoja karta startowa (wciąż tajna): { $card }.

## Pozycja słowami: plansza jako tekst i legenda

zark-marks-letters = litera koloru + s/m/l (small, medium, large)
zark-marks-numbers = numer miejsca + s/m/l (small, medium, large)
zark-seat-colour = [{ $colour ->
    [blue] niebieski
    [orange] pomarańczowy
    [green] zielony
    [purple] fioletowy
   *[yellow] żółty
  }, { $letter }]
zark-seat-marked = [piramidy { $colour ->
    [blue] niebieskie
    [orange] pomarańczowe
    [green] zielone
    [purple] fioletowe
   *[yellow] żółte
  }, oznaczone { $mark }]
zark-seat-line = { $name } { $seat }: { $count ->
    [one] { $count } karta
    [few] { $count } karty
   *[many] { $count } kart
  }, zapas: małe { $small }, średnie { $medium }, duże { $large }
zark-seat-line-resigned = { $name } { $seat } (rezygnacja): { $count ->
    [one] { $count } karta
    [few] { $count } karty
   *[many] { $count } kart
  }, zapas: małe { $small }, średnie { $medium }, duże { $large }
zark-status-agreed = Koniec gry: zakończona za zgodą, bez zwycięzcy.
zark-status-won-with = Koniec gry: wygrywa { $name } blokiem { $block }.
zark-status-won = Koniec gry: wygrywa { $name }.
zark-status-starters = Wybór kart startowych; czekam na: { $names }.
zark-status-first-round = Pierwsza runda: { $names } kładzie kartę startową.
zark-status-discard = Tura { $turn }: { $names } musi odrzucić karty do 6.
zark-status-turn = Tura { $turn }: gra { $names }.
