# Czego odmawia silnik rodziny Zark (rules/zark/turn_options.py i game.py). $cell i $to to pola (M13), $name imię
# gracza, $card karta: jej kod (7♥, K♦, 5★) albo jedna z wiadomości zark-cardname. Karta stoi tu po dwukropku albo
# w nawiasie, w mianowniku, żeby nie trzeba jej było odmieniać.

## Karta nazwana słowami


## Powiększanie, wystawianie, budowanie, wyklucie

zark-large-cannot-grow = Duża piramida nie może już urosnąć.
zark-cell-taken = Na polu { $cell } leży już karta.
zark-not-next-to-yours = Pole { $cell } nie sąsiaduje z żadną kartą, którą zajmujesz.
zark-not-a-number-card-to-build = To nie jest karta z liczbą: { $card }. Na planszę trafiają tylko karty z liczbą.
zark-not-a-number-card-to-build-wilds = To nie jest karta z liczbą: { $card }. Na planszę trafiają tylko karty z liczbą i dzikie karty.
zark-hatch-when = Wykluć się możesz tylko wtedy, gdy nie masz piramid na planszy.
zark-no-card-at = Na polu { $cell } nie ma karty.
zark-no-own-pyramid = Nie masz { $size ->
    [small] małej
    [medium] średniej
   *[large] dużej
  } piramidy na polu { $cell }.
zark-none-in-stash = Nie masz { $size ->
    [small] małej
    [medium] średniej
   *[large] dużej
  } piramidy w zapasie.
zark-none-in-stash-to-convert = Nie masz w zapasie { $size ->
    [small] małej
    [medium] średniej
   *[large] dużej
  } piramidy do przejęcia.
zark-no-pyramid-on = Nie masz piramidy na polu { $cell }.
zark-three-sizes = Piramidy mają trzy rozmiary: mała, średnia i duża.

## Dzikie karty (R-24)

zark-wild-needs-nomination = Wskaż, czym ma być { $card }: kolor i liczba, na przykład 'as 7R' (R-24).
zark-only-wilds-stand-for = Tylko dzika karta może zastąpić inną kartę; ta karta ({ $card }) jest tylko sobą.
zark-nomination-not-a-number = Dzika karta zastępuje kartę z liczbą w jednym kolorze, od { $lowest } do { $highest }; nie zastąpi tej karty: { $card } (R-24).
zark-no-wilds = W { $game } nie ma dzikich kart.
zark-nominate-when = To, czym jest dzika karta, można zmienić tylko we własnej turze, gdy tury już się zaczęły.
zark-not-a-wild = Karta na polu { $cell } ({ $card }) nie jest dziką kartą.
zark-nominate-sole-occupant = Tylko gracz, który sam zajmuje dziką kartę na polu { $cell }, może zmienić, czym ona jest.
zark-nomination-unchanged = Dzika karta na polu { $cell } już zastępuje tę kartę: { $card }.

## Przesuwanie

zark-move-not-next-to = Pole { $to } nie sąsiaduje z polem { $cell }.
zark-move-onto-cards = Na polu { $cell } nie ma karty; piramidy przesuwają się tylko na karty.

## Atak

zark-convert-smaller = Przejmując, możesz postawić tylko piramidę tego samego rozmiaru lub mniejszą.
zark-no-such-player = Ta gra ma tylko { $count ->
    [one] { $count } gracza
    [few] { $count } graczy
   *[many] { $count } graczy
  }: nie ma gracza { $number }.
zark-attack-own = Nie możesz atakować własnej piramidy.
zark-no-such-target = Na polu { $cell } nie ma { $size ->
    [small] małej
    [medium] średniej
   *[large] dużej
  } piramidy gracza { $name }.
zark-out-of-range = Pole { $cell } nie leży na karcie, którą zajmujesz, ani obok niej.
zark-number-cannot-pay = Ta karta nie może zapłacić za atak: { $card }. Płacić mogą tylko { $deck ->
    [standard] J, Q, K, A i jokery
    [zark] J, Q, K i A
   *[uno] Stop, Zmiana kierunku, Weź dwie i dzikie karty
  }.
zark-classic-payment = Atak na { $size ->
    [small] małą
    [medium] średnią
   *[large] dużą
  } piramidę kosztuje w edycji klasycznej dokładnie { $pips ->
    [one] { $pips } kartę
    [few] { $pips } karty
   *[many] { $pips } kart
  } (jedną za oczko).
zark-payment-short = Te karty płacą { $total ->
    [one] { $total } punkt
    [few] { $total } punkty
   *[many] { $total } punktów
  }; { $size ->
    [small] mała
    [medium] średnia
   *[large] duża
  } piramida potrzebuje { $pips }.
zark-payment-spare = Ta karta jest niepotrzebna: { $card }. Pozostałe karty płacą już { $total ->
    [one] { $total } punkt
    [few] { $total } punkty
   *[many] { $total } punktów
  }, a żadnej karty nie wolno wydać na darmo.

## Przelot (R-15, R-21)

zark-no-fly = Przelotu nie ma { $game ->
    [unocitta] w Unocitta
    [unopolis] w Unopolis
   *[zark-city] w edycji klasycznej
  }.
zark-fly-not-an-ace = To nie jest as: { $card }. Tylko as może sprawić, że karta przeleci.
zark-fly-same-cell = Przelatująca karta musi wylądować na innym polu.
zark-fly-cuts-board = Przelot z { $cell } na { $to } przeciąłby planszę na dwie części.

## Czyja tura, karty startowe, limit kart na ręce

zark-preview-starters-being-chosen = Twoja karta startowa jest wybrana; nie ma czego sprawdzać, dopóki wszyscy gracze nie wybiorą.
zark-preview-starter-placed = Twoja karta startowa leży już na planszy; podgląd wróci, gdy zaczną się zwykłe tury.
zark-not-your-turn = Teraz tura gracza { $name }, nie twoja.
zark-not-started = Gra jeszcze się nie zaczęła: najpierw każdy gracz wybiera kartę startową.
zark-first-round = To pierwsza runda: połóż swoją kartę startową na planszy.
zark-discard-first = Masz na ręce { $count ->
    [one] { $count } kartę
    [few] { $count } karty
   *[many] { $count } kart
  }: odrzuć karty, aż zostanie { $limit }, żeby zakończyć turę.
zark-not-a-turn-option = { $text } to nie jest opcja tury.
zark-starters-chosen = Karty startowe są już wybrane.
zark-starter-chosen-already = Twoja karta startowa jest już wybrana.
zark-starter-not-a-number = To nie jest karta z liczbą: { $card }. Karta startowa musi mieć liczbę od { $lowest } do { $highest }.
zark-starters-first-round = Karty startowe kładzie się tylko w pierwszej rundzie.
zark-nothing-to-discard = Nie masz teraz nic do odrzucenia; limit kart na ręce obowiązuje na koniec twojej tury.
zark-discard-exactly = Masz na ręce { $count ->
    [one] { $count } kartę
    [few] { $count } karty
   *[many] { $count } kart
  }: odrzuć dokładnie { $excess }, żeby zostało { $limit }.
zark-agreed-already = Twoja zgoda na zakończenie tej gry jest już zapisana.
