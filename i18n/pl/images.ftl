# Co mówią obrazy (render/): legenda pod planszą, obraz ręki, podpisy powtórki, wykres rankingu, tekst
# alternatywny każdego obrazu i plansza jako tekst. Ruchy w czasie teraźniejszym: bez rodzaju gracza.

## Słowa wstawiane do zdań poniżej. $size, $to i $into: small, medium albo large; $colour kolor miejsca: blue,
## orange, green, purple albo yellow; $facing: up, north, east, south albo west.

image-seat-colour = { $colour ->
        [blue] niebieski
        [orange] pomarańczowy
        [green] zielony
        [purple] fioletowy
       *[yellow] żółty
    }

## Karta rodziny Zark słowami (karta standardowa czyta się jako symbol, 7♥): $colour R, Y, G, B; $number 0 do 9.

image-card-joker = joker
image-card-uno-number = { $colour ->
        [R] czerwona
        [Y] żółta
        [G] zielona
       *[B] niebieska
    } { $number }
image-card-uno-action = { $action ->
        [skip] Stop
        [reverse] Zmiana kierunku
       *[drawtwo] Weź dwie
    } ({ $colour ->
        [R] czerwona
        [Y] żółta
        [G] zielona
       *[B] niebieska
    })
image-card-wild = { $four ->
        [yes] dzika karta +4
       *[no] dzika karta
    }
# Dzika karta na planszy i karta, którą zastępuje (R-24).
image-card-wild-as = { $wild } jako { $card }
# Co mówi pasek karty Uno; krótko, to napis na karcie.
image-uno-band = { $rank ->
        [skip] Stop
        [reverse] Zmiana
        [wild] Dzika
       *[wild4] Dzika +4
    }

## Karta Zarcana tak, jak nazywa ją jej obraz ($name: kod atutu albo karty dodatkowej), i z jej wartością.

image-face-trump = { $name ->
        [Fool] Głupiec
        [Magician] Mag
        [Priestess] Kapłanka
        [Empress] Cesarzowa
        [Emperor] Cesarz
        [Hierophant] Kapłan
        [Lovers] Kochankowie
        [Chariot] Rydwan
        [Strength] Siła
        [Hermit] Pustelnik
        [Wheel] Koło Fortuny
        [Justice] Sprawiedliwość
        [HangedMan] Wisielec
        [Death] Śmierć
        [Temperance] Umiarkowanie
        [Devil] Diabeł
        [Tower] Wieża
        [Star] Gwiazda
        [Moon] Księżyc
        [Sun] Słońce
        [Judgement] Sąd Ostateczny
        [World] Świat
        [Doppelganger] Sobowtór
       *[Gateway] Brama
    }
image-face-down = Zakryta
image-card-face-down = zakryta karta
# $numeral: numer atutu cyframi rzymskimi (XIII); $name: image-face-trump; $value: jego wartość teraz.
image-card-valued-trump = { $numeral } { $name } ({ $value })
image-card-valued = { $card } ({ $value })

## Legenda pod planszą: nagłówki kolumn, wiersz gracza, talia i stos odrzuconych.

image-legend-hand = na ręce
image-legend-stash = w zapasie: M Ś D
image-legend-stash-short = zapas: M Ś D
image-legend-score = wynik
image-legend-cards = { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[many] { $count } kart
        [other] { $count } karty
    }
image-tag-resigned = rezygnacja
image-tag-wins = wygrywa ★
image-tag-choosing = wybiera
image-tag-ready = wybrane
image-tag-to-play = ◀ ruch
image-tag-to-give = ◀ oddaje
image-tag-agrees = chce końca
image-piles = Talia { $deck } · Odrzucone { $discard }
image-piles-top = Talia { $deck } · Odrzucone { $discard }, na wierzchu { $card }
image-piles-in-play = W grze: { $cards }

## Stan gry. $names: gracze, którzy muszą działać; $cells: pola zwycięskiego bloku (M13 M14 M15).

image-status-agreed = Koniec gry: zakończona za zgodą, bez zwycięzcy.
image-status-won = Koniec gry: wygrywa { $name }.
image-status-won-with = Koniec gry: wygrywa { $name } polami { $cells }.
image-status-starters = Wybór kart startowych; czekamy na: { $names }.
image-status-hatching = Pierwsza runda: { $names } kładzie kartę startową.
image-status-discard = Tura { $turn }: { $names } musi odrzucić karty do 6.
image-status-to-play = Tura { $turn }: ruch ma { $names }.
# Zarcana: $names zwycięzcy, $count ilu; $scores imię i wynik każdego gracza (Ann 17, Bob 12).
image-status-winners = Koniec gry: { $count ->
        [one] wygrywa
        [few] wygrywają
       *[many] wygrywają
        [other] wygrywają
    } { $names }.
image-status-winners-scores = Koniec gry: { $count ->
        [one] wygrywa
        [few] wygrywają
       *[many] wygrywają
        [other] wygrywają
    } { $names } ({ $scores }).
# $next: co trzeba zrobić najpierw (zdanie zarcana-next-*).
image-status-decision = Tura { $turn }: { $next }
image-status-final = Tura { $turn }: ruch ma { $name }. Ostatnia runda.
image-status-extra = Tura { $turn }: ruch ma { $name } (dodatkowa opcja, nie z „{ $card }”).
image-status-extra-final = Tura { $turn }: ruch ma { $name } (dodatkowa opcja, nie z „{ $card }”). Ostatnia runda.

## Droga Zarcana do końca (Z-66, H-18, H-24). $left: gracze, którzy jeszcze grają.

image-round-ending = Talia wyczerpała się po raz drugi: gra kończy się po tej turze (H-18).
image-round-final = Ostatnia runda: jeszcze raz zagrywa { $left } (H-18).
image-round-final-declared = Ostatnia runda (ogłasza ją { $declarer }): jeszcze raz zagrywa { $left } (H-18).
image-round-nobody = nikt
image-round-used-up = Talia zużyta: każdy może ogłosić ostatnią rundę (Z-66, H-18).
image-round-used-up-safety = Talia zużyta: każdy może ogłosić ostatnią rundę; gra i tak kończy się, gdy talia znów się wyczerpie (Z-66, H-18).
image-round-not-yet = Ostatnia runda: nie przed pierwszym przetasowaniem talii (Z-66).

## Ruch słowami, po imieniu gracza, który go wykonuje ($did w image-did). $owner: imię gracza, do którego należał
## pionek; $paid, $cards: karty (7♥, K♦).

image-did = { $name } { $did }
image-last-move = Ostatni ruch: { $move }.
# Dwa ruchy jednej tury po kolei; dwie karty jedna pod drugą (odrzucona ręka, Zarcana).
image-then = { $first }, potem { $next }

## Obrazy planszy. $count: karty w stosie.

# Pasek nad planszą, która nie jest planszą partii: podgląd, podpowiedź, plansza analizy.
image-mark-preview = PODGLĄD · nie zagrano
image-mark-hint = PODPOWIEDŹ · nie zagrano
image-mark-review = ANALIZA
image-board-starters = Jeszcze nie ma kart: gracze wybierają karty startowe.
image-board-empty = Na planszy nie została żadna karta.
image-wasteland = pustkowie
image-depth = { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[many] { $count } kart
        [other] { $count } karty
    }

## Obraz ręki i jego tekst alternatywny.

image-hand-title = Twoja ręka · { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[many] { $count } kart
        [other] { $count } karty
    }
image-hand-title-discard = Twoja ręka · { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[many] { $count } kart
        [other] { $count } karty
    } · odrzuć { $discard }
image-hand-starter = Twoja karta startowa: { $card } (ukryta, dopóki wszyscy nie wybiorą)
image-hand-private = Widzisz to tylko ty.
image-hand-none = Brak kart na ręce.
image-hand-give = Daj graczowi { $name } { $count ->
        [one] { $count } kartę
        [few] { $count } karty
       *[many] { $count } kart
        [other] { $count } karty
    } według własnego wyboru (Z-39).
image-hand-forbidden = Ta dodatkowa opcja nie może użyć „{ $card }” (Z-37).
image-hand-not-this = nie w tej opcji (Z-37)
# Punkty ataku karty (R-12, R-23) na plakietce: krótko.
image-badge-points = { $points ->
        [one] { $points } pkt
        [few] { $points } pkt
       *[many] { $points } pkt
        [other] { $points } pkt
    }
image-badge-fly = Lot
image-hand-public = Brak ręki: to widok publiczny.
image-hand-empty = Twoja ręka jest pusta.
image-hand-text = Twoja ręka, { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[many] { $count } kart
        [other] { $count } karty
    }: { $cards }.
image-hand-points = { $card } ({ $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
        [other] { $points } punktu
    })
image-hand-points-fly = { $card } ({ $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
        [other] { $points } punktu
    }, lata)
# Karta Zarcana na ręce i to, co robi jej moc.
image-hand-power = { $card }: { $power }

## Co robi moc karty Zarcana, na obrazie ręki (Z-30 do Z-58), i czego wymaga od stwora (Z-18).

image-power-court = Z ręki: moc dowolnego koloru; na planszy: { $suit } (Z-22)
image-power = { $power ->
        [swords] Zaatakuj stwora na polu docelowym albo zburz jego wierzchnią kartę, jeśli nie ma tam stwora (Z-30)
        [wands] Zrób krok w stronę, w którą wskazuje leżący stwór, potem wstań (Z-31)
        [cups] Powiększ stojącego stwora albo sklonuj stwora tej samej wielkości lub mniejszego (Z-32)
        [discs] Zbuduj kartę z talii na polu docelowym (Z-33)
        [fool] Dobierz dwa razy; każdej karty użyj od razu, jeśli się da (Z-35)
        [priestess] Dobierz do dwóch kart, potem weź jeszcze jedną opcję (Z-37)
        [empress] Jak Puchary, bez limitu populacji (Z-38)
        [emperor] Jak Miecze i zażądaj do trzech kart od właściciela ofiary (Z-39)
        [hierophant] Zastąp ofiarę swoim stworem (Z-40)
        [lovers] Stwór z twojego zapasu na puste pustkowie (Z-41)
        [chariot] Ruch raz lub dwa razy, w dowolną stronę (Z-42)
        [strength] Powiększ lub sklonuj, raz lub dwa razy (Z-43)
        [hermit] Ruch raz, w dowolną stronę, bez limitu populacji (Z-44)
        [wheel] Zbuduj zakrytą kartę z talii (Z-45)
        [justice] Zamień się ręką z innym graczem (Z-46)
        [hangedman] Zniszcz wszystkie stwory tutaj i wierzchnią kartę (Z-47)
        [death] Zaatakuj raz lub dwa razy (Z-48)
        [temperance] Buduj nawet z pustkowia albo pod wrogami (Z-49)
        [devil] Obróć dowolne stwory tutaj i obok (Z-50)
        [tower] Jak Miecze albo zburz wierzchnią kartę celu nawet ze stworami na niej (Z-51)
        [star] Dobierz cztery karty, bez limitu ręki (Z-52)
        [moon] Przenieś to terytorium z jego stworami gdzie indziej (Z-53)
        [sun] Zbuduj kartę z ręki (Z-54)
        [judgement] Weź do trzech kart ze stosu odrzuconych (Z-55)
        [gateway] Teleportuj się na inne terytorium tego samego koloru (Z-58)
        [magician] Działa jak jedna z czterech mocy kolorów, z ręki lub z planszy (Z-36)
        [world] Działa jak moc dowolnego odkrytego atutu na planszy (Z-56)
       *[doppelganger] Działa jak wierzchnia karta stosu odrzuconych (Z-57)
    }
image-needs-copied = Wymaga tego, czego wymaga użyta moc (Z-18)
# $minion, $wasteland, $population, $hand: yes albo no; $facing: any, lying albo standing.
image-needs = { $minion ->
        [yes] Stwór: { $facing ->
            [lying] leżący
            [standing] stojący
           *[any] dowolny
        }, { $wasteland ->
            [yes] też na pustkowiu
           *[no] na karcie
        }
       *[no] Bez stwora
    }{ $population ->
        [no] ; bez limitu populacji
       *[yes] {""}
    }{ $hand ->
        [no] ; bez limitu ręki
       *[yes] {""}
    }

## Tekst alternatywny planszy (najwyżej 1000 znaków) i plansza jako tekst. $head: image-alt-head albo
## image-alt-head-uno.

image-alt-zark = Plansza { $title }, { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[many] { $count } kart
        [other] { $count } karty
    }.
image-alt-zarcana = Plansza Zarcana, { $count ->
        [one] { $count } terytorium
        [few] { $count } terytoria
       *[many] { $count } terytoriów
        [other] { $count } terytorium
    }.
image-alt-zarcana-wasteland = Plansza Zarcana, { $count ->
        [one] { $count } terytorium
        [few] { $count } terytoria
       *[many] { $count } terytoriów
        [other] { $count } terytorium
    } i { $wasteland ->
        [one] { $wasteland } pole pustkowia
        [few] { $wasteland } pola pustkowia
       *[many] { $wasteland } pól pustkowia
        [other] { $wasteland } pola pustkowia
    }.
image-alt-head = { $name } ({ $colour }, { $letter })
image-alt-head-uno = { $name } (piramidy: { $colour })
image-alt-resigned = { $head }: rezygnacja.
image-alt-seat = { $head }: { $cards ->
        [one] { $cards } karta
        [few] { $cards } karty
       *[many] { $cards } kart
        [other] { $cards } karty
    } na ręce, { $pyramids ->
        [one] { $pyramids } piramida
        [few] { $pyramids } piramidy
       *[many] { $pyramids } piramid
        [other] { $pyramids } piramidy
    } na { $on ->
        [one] { $on } karcie
        [few] { $on } kartach
       *[many] { $on } kartach
        [other] { $on } karty
    }.
image-alt-seat-controls = { $head }: { $cards ->
        [one] { $cards } karta
        [few] { $cards } karty
       *[many] { $cards } kart
        [other] { $cards } karty
    } na ręce, { $pyramids ->
        [one] { $pyramids } piramida
        [few] { $pyramids } piramidy
       *[many] { $pyramids } piramid
        [other] { $pyramids } piramidy
    } na { $on ->
        [one] { $on } karcie
        [few] { $on } kartach
       *[many] { $on } kartach
        [other] { $on } karty
    }, kontroluje { $cells }.
image-alt-seat-controls-count = { $head }: { $cards ->
        [one] { $cards } karta
        [few] { $cards } karty
       *[many] { $cards } kart
        [other] { $cards } karty
    } na ręce, { $pyramids ->
        [one] { $pyramids } piramida
        [few] { $pyramids } piramidy
       *[many] { $pyramids } piramid
        [other] { $pyramids } piramidy
    } na { $on ->
        [one] { $on } karcie
        [few] { $on } kartach
       *[many] { $on } kartach
        [other] { $on } karty
    }, kontroluje { $controlled ->
        [one] { $controlled } kartę
        [few] { $controlled } karty
       *[many] { $controlled } kart
        [other] { $controlled } karty
    }.
# Zarcana: $final yes, gdy partia jest już podliczona, inaczej no (wynik na razie).
image-alt-minions = { $head }: { $cards ->
        [one] { $cards } karta
        [few] { $cards } karty
       *[many] { $cards } kart
        [other] { $cards } karty
    } na ręce, { $minions ->
        [one] { $minions } stwór
        [few] { $minions } stwory
       *[many] { $minions } stworów
        [other] { $minions } stwora
    } na { $spaces ->
        [one] { $spaces } polu
        [few] { $spaces } polach
       *[many] { $spaces } polach
        [other] { $spaces } pola
    }, { $final ->
        [yes] wynik
       *[no] wynik na razie
    } { $score }.
image-alt-minions-holds = { $head }: { $cards ->
        [one] { $cards } karta
        [few] { $cards } karty
       *[many] { $cards } kart
        [other] { $cards } karty
    } na ręce, { $minions ->
        [one] { $minions } stwór
        [few] { $minions } stwory
       *[many] { $minions } stworów
        [other] { $minions } stwora
    } na { $spaces ->
        [one] { $spaces } polu
        [few] { $spaces } polach
       *[many] { $spaces } polach
        [other] { $spaces } pola
    }, zajmuje w pojedynkę { $held }, { $final ->
        [yes] wynik
       *[no] wynik na razie
    } { $score }.
image-alt-piles = Talia { $deck }, odrzucone { $discard }.
image-space = { $cell } { $card }
image-space-deep = { $cell } { $card }, stos { $depth }
image-space-wasteland = { $cell } pustkowie
image-text-row = Rząd { $row }: { $cells }
image-text-no-cards = Na planszy nie ma jeszcze kart.
image-text-seat-head = { $name } [{ $colour }, { $letter }]
image-text-seat-head-uno = { $name } [piramidy: { $colour }, oznaczenie { $mark }]
image-text-seat = { $head }: { $cards ->
        [one] { $cards } karta
        [few] { $cards } karty
       *[many] { $cards } kart
        [other] { $cards } karty
    }, zapas: małe { $small }, średnie { $medium }, duże { $large }
image-text-seat-resigned = { $head } (rezygnacja): { $cards ->
        [one] { $cards } karta
        [few] { $cards } karty
       *[many] { $cards } kart
        [other] { $cards } karty
    }, zapas: małe { $small }, średnie { $medium }, duże { $large }
image-text-piles = Talia: { $deck ->
        [one] { $deck } karta
        [few] { $deck } karty
       *[many] { $deck } kart
        [other] { $deck } karty
    }, odrzucone: { $discard ->
        [one] { $discard } karta
        [few] { $discard } karty
       *[many] { $discard } kart
        [other] { $discard } karty
    }.
image-text-piles-top = Talia: { $deck ->
        [one] { $deck } karta
        [few] { $deck } karty
       *[many] { $deck } kart
        [other] { $deck } karty
    }, odrzucone: { $discard ->
        [one] { $discard } karta
        [few] { $discard } karty
       *[many] { $discard } kart
        [other] { $discard } karty
    } (na wierzchu: { $card }).
# $marks: number w grach Uno (piramidy oznaczone numerem miejsca), inaczej letter (literą koloru).
image-text-board = Plansza (piramidy: { $marks ->
        [number] numer miejsca
       *[letter] litera koloru
    } + s/m/l):
image-text-winning-block = Zwycięski blok: { $cells }.
image-text-frontier = Puste pola obok kart: { $cells }.
image-text-minions-seat = { $letter } { $name } ({ $colour }): { $cards ->
        [one] { $cards } karta
        [few] { $cards } karty
       *[many] { $cards } kart
        [other] { $cards } karty
    } na ręce; zapas: małe { $small }, średnie { $medium }, duże { $large }; { $final ->
        [yes] wynik
       *[no] wynik na razie
    } { $score }.
image-text-minions-seat-resigned = { $letter } { $name } ({ $colour }) (rezygnacja): { $cards ->
        [one] { $cards } karta
        [few] { $cards } karty
       *[many] { $cards } kart
        [other] { $cards } karty
    } na ręce; zapas: małe { $small }, średnie { $medium }, duże { $large }; { $final ->
        [yes] wynik
       *[no] wynik na razie
    } { $score }.
image-text-spaces = Pola (stwory: litera koloru + s/m/l + u stojący albo n/e/s/w leżący w tę stronę):
image-text-empty-spaces = Puste pola obok kart: { $cells }.

## Animowana powtórka: jej tekst alternatywny i podpis pod każdą klatką. $title: nazwa gry.

image-replay-unfinished = niezakończona
image-replay-agreed = zakończona za zgodą, bez zwycięzcy
image-replay-won = wygrywa { $name }
image-replay-shared = wygrywają wspólnie: { $names }
image-replay-alt = Animowana powtórka { $title }, partia { $game }: { $count ->
        [one] { $count } ruch
        [few] { $count } ruchy
       *[many] { $count } ruchów
        [other] { $count } ruchu
    }, { $result }.
image-replay-alt-players = Animowana powtórka { $title } ({ $players }): { $count ->
        [one] { $count } ruch
        [few] { $count } ruchy
       *[many] { $count } ruchów
        [other] { $count } ruchu
    }, { $result }.
image-replay-move = Ruch { $number }/{ $total }: { $moves }
image-replay-moves = Ruchy { $first }-{ $last }/{ $total }: { $moves }
image-replay-none = Brak ruchów · { $result }

## Wykres rankingu gracza (/zark ranking profil).

image-chart-games = partie rankingowe
image-chart-skill = umiejętność (mu)
image-chart-uncertainty = ± niepewność (sigma)
