# Pozycje autouzupełniania rodziny Zark (play/zark/choices.py): co gracz czyta na liście pod opcją /zbuduj,
# /powiększ, /przesuń, /atakuj… (wartość pozycji to notacja: jej tu nie ma). Każda pozycja to jedna wiadomość,
# najwyżej 100 znaków (dłuższa zostaje ucięta). $cell: pole (M13); $card: karta tak, jak czytają ją gracze: jej kod
# (7♥, K♦, 5★), jedna z nazw zark-cards-* albo zark-choice-wild-as dla dzikiej karty na planszy; $size i $bigger:
# small, medium albo large.

## Części pozycji poniżej

# Piramida na planszy: czytającego ($own: yes) albo gracza $owner (imię gracza; $own: no).
zark-choice-pyramid = { $own ->
    [yes] twoja { $size ->
        [small] mała
        [medium] średnia
       *[large] duża
    }
   *[no] { $size ->
        [small] mała
        [medium] średnia
       *[large] duża
    } gracza { $owner }
  }
# Dzika karta na planszy i to, czym jest wyznaczona (R-24).
zark-choice-wild-as = { $wild } jako { $nomination }
# Karta obok pustego pola, w zark-choice-next-to: N14 (8♥).
zark-choice-neighbour = { $cell } ({ $card })

## Pozycje

# Karta z ręki: jej kod, potem nazwa słowami ($words: zark-card-in-words).
zark-choice-card = { $card } · { $words }
# Pole i jego karta; $pyramids: piramidy na nim (zark-choice-pyramid), po przecinkach.
zark-choice-cell = { $cell } · { $card } · { $pyramids }
zark-choice-cell-bare = { $cell } · { $card } · bez piramid
zark-choice-cell-empty = { $cell } · puste pole
# Puste pole opisane kartami obok; $near: jedna lub dwie zark-choice-neighbour, po przecinkach.
zark-choice-next-to = { $cell } · obok { $near }
# /powiększ: pole, jego karta, piramidy na nim i powiększenie ($size do $bigger).
zark-choice-grow = { $cell } · { $card } · { $pyramids } · powiększ swoją { $size ->
        [small] małą
        [medium] średnią
       *[large] dużą
    } do { $bigger ->
        [small] małej
        [medium] średniej
       *[large] dużej
    }
# /atakuj cel: $pyramid to zark-choice-pyramid; $pips jej rozmiar w oczkach (1 do 3).
zark-choice-target = { $cell } · { $card } · { $pyramid } ({ $pips ->
        [one] { $pips } oczko
        [few] { $pips } oczka
       *[many] { $pips } oczek
    })
# /atakuj zapłata: $cards zapłacone karty, po przecinkach; $points ich wartość.
zark-choice-payment = { $cards } · { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    }
# Zapłata większa niż oczka piramidy: atakujący dobiera $change kart reszty (R-13).
zark-choice-payment-change = { $cards } · { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    }, dobierasz { $change ->
        [one] { $change } kartę
        [few] { $change } karty
       *[many] { $change } kart
    } reszty
# /odrzuć: karty, po przecinkach.
zark-choice-discard = { $cards }
# /atakuj wynik.
zark-choice-demolish = Zburzyć: piramida wraca do zapasu właściciela
zark-choice-convert = Przejąć: twoja { $size ->
        [small] mała
        [medium] średnia
       *[large] duża
    } staje na jej miejscu
