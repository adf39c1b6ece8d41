choice-with-words = { $value } · { $words }
autocomplete-busy = Bot jest zajęty: wpisz wartość samodzielnie albo spróbuj ponownie za chwilę.
table-option-rated-on = wynik zmienia ranking graczy
table-option-rated-off = gra towarzyska, nierankingowa
table-option-hints-off = bez podpowiedzi, jak w grze rankingowej
table-option-hints-on = /{ cmd-zark } { cmd-zark-hint } podpowiada ruchy; taka gra nigdy nie jest rankingowa
table-option-boards-turn = plansza przy każdym wpisie
table-option-boards-round = plansza raz na rundę
table-option-boards-asked = bez planszy, chyba że ktoś poprosi przez /{ cmd-zark } { cmd-zark-board }
table-option-edition-arcade = karta dobierana w każdej turze, ataki z resztą, przelot
table-option-edition-classic = zasady z 2008 roku, każda figura warta 1, bez przelotu (R-19 do R-21)
table-option-deck-standard = 52 karty i 2 jokery
table-option-deck-zark = pięć kolorów z gwiazdami, bez jokerów
table-option-attack-own-off = atakować można tylko piramidy innych graczy (R-11)
table-option-attack-own-on = gracze mogą atakować także własne piramidy (R-11)
table-option-safety-end-on = gra kończy się też, gdy talia wyczerpie się po raz drugi (H-18)
table-option-safety-end-off = grę kończy tylko ogłoszenie (H-18)
table-option-tie-break-off = remis to wspólna wygrana (H-19)
table-option-tie-break-on = remis wygrywa ten, kto ma najwięcej oczek stworów na planszy (H-19)
table-option-extra-cards-off = talia bez dodatkowych kart (H-20)
table-option-extra-cards-on = Sobowtór i Brama dochodzą do talii (H-20)
table-option-trump-order-rws = Siła to 8, Sprawiedliwość 11 (H-21)
table-option-trump-order-marseille = Sprawiedliwość to 8, Siła 11 (H-21)
table-option-first-player-lot = pierwszy gracz jest losowany (H-1)
table-option-first-player-seat = zaczyna { $seat ->
        [1] pierwszy
        [2] drugi
        [3] trzeci
        [4] czwarty
       *[5] piąty
    } gracz, który dołączył (H-1)
zarcana-choice-space = { $cell } ({ $top ->
        [wasteland] pustkowie
        [face-down] zakryta karta
       *[card] { $card }
    })
zarcana-choice-minion = { $whose ->
        [yours] twój { $size ->
            [small] mały
            [medium] średni
           *[large] duży
        } stwór
       *[named] { $size ->
            [small] mały
            [medium] średni
           *[large] duży
        } stwór gracza { $owner }
    }, { $facing ->
        [up] stojący
        [north] skierowany na północ
        [east] skierowany na wschód
        [south] skierowany na południe
       *[west] skierowany na zachód
    }
zarcana-choice-no-minions = brak stworów
zarcana-choice-no-minion = bez stwora: ta moc go nie potrzebuje (Z-18, Z-29a)
zarcana-choice-facing = { $facing ->
        [up] stojący
        [north] skierowany na północ
        [east] skierowany na wschód
        [south] skierowany na południe
       *[west] skierowany na zachód
    }
zarcana-choice-power = { $power }: { $does }
zarcana-choice-card = { $card }{ $number ->
        [none] {""}
       *[given] {" "}({ $number })
    }
zarcana-choice-as = { $card } · jako { $powers }
zarcana-choice-draw-count = { $number } · dobierz { $number }, by mieć { $held ->
        [one] { $held } kartę
        [few] { $held } karty
        [many] { $held } kart
       *[other] { $held } karty
    }
zarcana-choice-top = { $card } na wierzch (H-9)
zarcana-choice-give = oddaj { $cards }
zarcana-choice-strike = zaatakuj { $whose ->
        [yours] swojego { $size ->
            [small] małego
            [medium] średniego
           *[large] dużego
        } stwora
       *[named] { $size ->
            [small] małego
            [medium] średniego
           *[large] dużego
        } stwora gracza { $owner }
    } na { $space }{ $count ->
        [0] {""}
        [one] , żądając { $count } karty
        [few] , żądając { $count } kart
        [many] , żądając { $count } kart
       *[other] , żądając { $count } karty
    }
zarcana-choice-raze = zburz wierzchnią kartę na { $space }
zarcana-choice-convert = przejmij { $whose ->
        [yours] swojego { $size ->
            [small] małego
            [medium] średniego
           *[large] dużego
        } stwora
       *[named] { $size ->
            [small] małego
            [medium] średniego
           *[large] dużego
        } stwora gracza { $owner }
    } na { $space } jako swojego { $into ->
        [small] małego
        [medium] średniego
       *[large] dużego
    }
zarcana-choice-move = przesuń się na { $space } i wstań
zarcana-choice-grow = powiększ się{ $into ->
        [small] {" "}do małego
        [medium] {" "}do średniego
        [large] {" "}do dużego
       *[none] {""}
    }
zarcana-choice-clone = sklonuj { $size ->
        [small] małego
        [medium] średniego
       *[large] dużego
    } stojącego stwora
zarcana-choice-build = zbuduj { $card ->
        [none] kartę z talii
       *[given] „{ $card }” z ręki
    } na { $space }
zarcana-choice-draw = dobierz { $count ->
        [one] { $count } kartę
        [few] { $count } karty
        [many] { $count } kart
       *[other] { $count } karty
    }, potem weź jeszcze jedną opcję
zarcana-choice-create = postaw swojego { $size ->
        [small] małego
        [medium] średniego
       *[large] dużego
    } stwora na { $space }
zarcana-choice-swap = zamień się ręką z graczem { $name } ({ $count ->
        [one] { $count } karta
        [few] { $count } karty
        [many] { $count } kart
       *[other] { $count } karty
    })
zarcana-choice-transport = przenieś to terytorium z jego stworami na { $space }
zarcana-choice-take = weź { $count ->
        [one] { $count } kartę
        [few] { $count } karty
        [many] { $count } kart
       *[other] { $count } karty
    } ze stosu odrzuconych: { $cards }
zarcana-choice-teleport = teleportuj się na { $space } i wstań
zarcana-choice-plain = nie ma czego wybierać
