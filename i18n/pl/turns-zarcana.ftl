# Co mówi tura w Zarcana. $form: past (co ktoś zrobił; czas teraźniejszy, bez rodzaju) albo would (podgląd, do
# gracza: czas przyszły po "Tym ruchem"). $size: small, medium, large. $facing: up, north, east, south, west.
# "none": pominięta część.

zarcana-move-line = **{ $name }** { $move } · `{ $notation }`
zarcana-catch-up-line = { $name }: { $move } · `{ $notation }`
zarcana-move-place = { $form ->
        [would] postawisz
       *[past] stawia
    } małego stwora na { $cell }
zarcana-with-minion = { $form ->
        [would] swoim
       *[past] swoim
    } { $size ->
        [small] małym
        [medium] średnim
       *[large] dużym
    } stworem na { $cell }
zarcana-move-play = { $form ->
        [would] zagrasz
       *[past] zagrywa
    } „{ $card }”{ $power ->
        [none] {""}
       *[given] {" "}jako „{ $power }”
    }{ $by ->
        [none] {""}
       *[given] {" "}{ $by }
    }{ $effect ->
        [none] {""}
       *[given] : { $effect }
    }
zarcana-move-use = { $form ->
        [would] użyjesz
       *[past] używa
    } terytorium pod swoim { $size ->
        [small] małym
        [medium] średnim
       *[large] dużym
    } stworem na { $cell } („{ $power }”){ $effect ->
        [none] {""}
       *[given] : { $effect }
    }
zarcana-move-drawn = { $form ->
        [would] użyjesz
       *[past] używa
    } karty Głupca jako „{ $power }”{ $by ->
        [none] {""}
       *[given] {" "}{ $by }
    }{ $effect ->
        [none] {""}
       *[given] : { $effect }
    }
zarcana-move-again = { $form ->
        [would] zagrasz jeszcze raz
       *[past] działa jeszcze raz
    }{ $effect ->
        [none] {""}
       *[given] : { $effect }
    }
zarcana-move-reorient-own = { $form ->
        [would] obrócisz
       *[past] obraca
    } swojego { $size ->
        [small] małego
        [medium] średniego
       *[large] dużego
    } stwora na { $cell } { $facing ->
        [up] do pionu
        [north] na północ
        [east] na wschód
        [south] na południe
       *[west] na zachód
    }
zarcana-move-reorient-other = { $form ->
        [would] obrócisz
       *[past] obraca
    } { $size ->
        [small] małego
        [medium] średniego
       *[large] dużego
    } stwora gracza { $owner } na { $cell } { $facing ->
        [up] do pionu
        [north] na północ
        [east] na wschód
        [south] na południe
       *[west] na zachód
    }
zarcana-move-done = { $form ->
        [would] powiesz „gotowe”
       *[past] kończy
    }
zarcana-move-draw = { $form ->
        [would] dobierzesz
       *[past] dobiera
    } { $count ->
        [one] { $count } kartę
        [few] { $count } karty
       *[many] { $count } kart
    }
zarcana-move-discard-hand = { $form ->
        [would] odrzucisz
       *[past] odrzuca
    } całą rękę, „{ $top }” na wierzchu{ $under ->
        [none] {""}
       *[given] , potem { $under }
    }
zarcana-then-list = { $first }, potem { $rest }
zarcana-move-pass = { $form ->
        [would] spasujesz
       *[past] pasuje
    }
zarcana-move-declare = { $form ->
        [would] ogłosisz
       *[past] ogłasza
    } ostatnią rundę
zarcana-move-give = { $form ->
        [would] dasz
       *[past] daje
    } graczowi { $name }: { $cards } (żądanie Cesarza)
zarcana-move-give-hidden = { $form ->
        [would] dasz
       *[past] daje
    } graczowi { $name } { $count ->
        [one] { $count } kartę
        [few] { $count } karty
       *[many] { $count } kart
    } (żądanie Cesarza)
zarcana-move-top = { $form ->
        [would] położysz
       *[past] kładzie
    } „{ $card }” na wierzchu stosu odrzuconych
zarcana-move-resign = { $form ->
        [would] poddasz się
       *[past] poddaje się
    }
zarcana-move-agree = { $form ->
        [would] zgodzisz się
       *[past] zgadza się
    } zakończyć grę
zarcana-no-cards = nic

zarcana-effect-strike = { $form ->
        [would] zaatakujesz
       *[past] atakuje
    } { $size ->
        [small] małego
        [medium] średniego
       *[large] dużego
    } stwora gracza { $owner } na { $cell }{ $count ->
        [0] {""}
        [one] , żądając { $count } karty
        [few] , żądając { $count } kart
       *[many] , żądając { $count } kart
    }
zarcana-effect-raze = { $form ->
        [would] zburzysz
       *[past] burzy
    } wierzchnią kartę na { $cell }
zarcana-effect-convert = { $form ->
        [would] przejmiesz
       *[past] przejmuje
    } { $size ->
        [small] małego
        [medium] średniego
       *[large] dużego
    } stwora gracza { $owner } na { $cell } jako swojego { $into ->
        [small] małego
        [medium] średniego
       *[large] dużego
    }
zarcana-effect-move = { $form ->
        [would] przesuniesz się na { $cell } i wstaniesz
       *[past] przesuwa się na { $cell } i wstaje
    }
zarcana-effect-grow = { $form ->
        [would] urośniesz
       *[past] rośnie
    }
zarcana-effect-clone = { $form ->
        [would] sklonujesz
       *[past] klonuje
    } { $size ->
        [small] małego
        [medium] średniego
       *[large] dużego
    } stojącego stwora
zarcana-effect-build = { $form ->
        [would] zbudujesz
       *[past] buduje
    } { $card ->
        [none] kartę
       *[given] „{ $card }” z ręki
    } na { $cell }
zarcana-effect-draw = { $form ->
        [would] dobierzesz
       *[past] dobiera
    } { $count ->
        [one] { $count } kartę
        [few] { $count } karty
       *[many] { $count } kart
    }, potem { $form ->
        [would] weźmiesz
       *[past] bierze
    } jeszcze jedną opcję
zarcana-effect-create = { $form ->
        [would] postawisz
       *[past] stawia
    } swojego { $size ->
        [small] małego
        [medium] średniego
       *[large] dużego
    } stwora na { $cell }
zarcana-effect-swap = { $form ->
        [would] zamienisz się
       *[past] zamienia się
    } ręką z graczem { $name }
zarcana-effect-transport = { $form ->
        [would] przeniesiesz
       *[past] przenosi
    } to terytorium z jego stworami na { $cell }
zarcana-effect-take = { $form ->
        [would] weźmiesz
       *[past] bierze
    } { $count ->
        [one] { $count } kartę
        [few] { $count } karty
       *[many] { $count } kart
    } ze stosu odrzuconych
zarcana-effect-teleport = { $form ->
        [would] teleportujesz się na { $cell } i wstaniesz
       *[past] teleportuje się na { $cell } i wstaje
    }

zarcana-answer = { $answer ->
        [use-drawn] /{ cmd-zarcana } { cmd-zarcana-drawn }
        [second-step] /{ cmd-zarcana } { cmd-zarcana-again } albo /{ cmd-zarcana } { cmd-zarcana-done }
        [reorienting] /{ cmd-zarcana } { cmd-zarcana-reorient } albo /{ cmd-zarcana } { cmd-zarcana-done }
        [demand] /{ cmd-zarcana } { cmd-zarcana-give } (prywatnie: karty widzicie tylko wy dwaj)
       *[order] /{ cmd-zarcana } { cmd-zarcana-top }
    }
zarcana-next-answer = { $users }: { $decision } Odpowiedz przez { $answer }.
zarcana-turn-note = { $card ->
        [none] { $round ->
            [final] ostatnia runda (H-18)
            [last] ostatnia tura: talia wyczerpała się drugi raz (H-18)
           *[none] {""}
        }
       *[given] dodatkowa opcja od Kapłanki, nie z „{ $card }” (Z-37){ $round ->
            [final] ; ostatnia runda (H-18)
            [last] ; ostatnia tura: talia wyczerpała się drugi raz (H-18)
           *[none] {""}
        }
    }
zarcana-next-thinking = { $users } { $count ->
        [one] myśli
        [few] myślą
       *[many] myślą
    } (tura { $turn }{ $note ->
        [none] {""}
       *[given] , { $note }
    }).
zarcana-next-your-turn = { $users }, twoja tura (tura { $turn }{ $note ->
        [none] {""}
       *[given] , { $note }
    }): /{ cmd-zarcana } commands.
zarcana-over-agreed = Gra skończona: zakończona za zgodą, bez zwycięzcy.
zarcana-over-resigned = Wygrywa { $names }: wszyscy pozostali gracze się poddali!
zarcana-over-won = { $count ->
        [one] Wygrywa { $names } z wynikiem { $score ->
            [one] { $score } punkt
            [few] { $score } punkty
           *[many] { $score } punktów
        }
        [few] Zwycięstwo dzielą (H-19) { $names }, każdy z wynikiem { $score ->
            [one] { $score } punkt
            [few] { $score } punkty
           *[many] { $score } punktów
        }
       *[many] Zwycięstwo dzielą (H-19) { $names }, każdy z wynikiem { $score ->
            [one] { $score } punkt
            [few] { $score } punkty
           *[many] { $score } punktów
        }
    }, najwyższym (Z-62 do Z-64){ $against ->
        [none] {""}
       *[given] , przeciw { $against }
    }.

zarcana-event-drew = { $name } dobiera { $count ->
        [one] { $count } kartę
        [few] { $count } karty
       *[many] { $count } kart
    }.
zarcana-event-reshuffled = Stos odrzuconych przetasowano w nową talię z { $count ->
        [one] { $count } karty
        [few] { $count } kart
       *[many] { $count } kart
    } (Z-65).
zarcana-event-safety-end = Talia wyczerpała się drugi raz: gra kończy się na tej turze (H-18).
zarcana-event-extra-option = Kapłanka daje graczowi { $name } jeszcze jedną opcję, nie z „{ $card }” (Z-37).
zarcana-event-fool-drew = Głupiec odkrywa „{ $card }”.
zarcana-event-no-use = „{ $card }” nie ma dozwolonego użycia i trafia na stos odrzuconych (Z-35).
zarcana-event-built = „{ $card }” zostaje zbudowana na { $cell }.
zarcana-event-face-down = Na { $cell } leży teraz zakryta karta: nikt nie może jej oglądać (Z-45).
zarcana-event-razed = „{ $card }” zostaje zdjęta z { $cell }.
zarcana-event-destroyed = { $size ->
        [small] Mały
        [medium] Średni
       *[large] Duży
    } stwór gracza { $name } na { $cell } zostaje zniszczony.
zarcana-event-reduced = Stwór gracza { $name } na { $cell } zmniejsza się do { $size ->
        [small] małego
        [medium] średniego
       *[large] dużego
    }.
zarcana-event-lost = { $size ->
        [small] Mały
        [medium] Średni
       *[large] Duży
    } stwór gracza { $name } na { $cell } zostaje w próżni i ginie (Z-12).
zarcana-event-converted = Stwór gracza { $name } na { $cell } staje się { $size ->
        [small] małym
        [medium] średnim
       *[large] dużym
    } stworem gracza { $other }.
zarcana-event-transported = Terytorium z { $cell } leży teraz na { $to }.
zarcana-event-demand = { $name } żąda od gracza { $other } { $count ->
        [one] { $count } karty
        [few] { $count } kart
       *[many] { $count } kart
    } (Cesarz, Z-39).
zarcana-event-gave = { $name } daje graczowi { $other } { $count ->
        [one] { $count } kartę
        [few] { $count } karty
       *[many] { $count } kart
    }: które, wiedzą tylko oni dwaj.
zarcana-event-swapped = { $name } i { $other } zamieniają się rękami (Sprawiedliwość, Z-46): każdy widzi swoją nową rękę prywatnie.
zarcana-event-took = { $name } bierze ze stosu odrzuconych: { $cards } (Z-55).
zarcana-event-discarded = { $name } odrzuca { $count ->
        [one] { $count } kartę
        [few] { $count } karty
       *[many] { $count } kart
    }, „{ $card }” na wierzchu.
zarcana-event-final-round = { $name } ogłasza ostatnią rundę: { $players } grają jeszcze raz, potem gra jest podliczana (H-18).
zarcana-event-revealed = Zakryta karta na { $cell } to „{ $card }” (Z-45).

zarcana-hand = Twoja ręka ({ $count }): { $cards }.
zarcana-hand-empty = Twoja ręka jest pusta.
zarcana-stash = Twój zapas: małe { $small }, średnie { $medium }, duże { $large }.
zarcana-yours-to-answer = Twoja odpowiedź: { $decision } Użyj { $answer }.
zarcana-your-turn-options = Twoja tura: /{ cmd-zarcana } { $options }.
zarcana-news-given = { $name } daje ci: { $cards } (żądanie Cesarza, Z-39).
zarcana-news-swapped = { $name } zamienia się z tobą rękami (Sprawiedliwość, Z-46): to twoja nowa ręka.
zarcana-catch-up-nothing = Od twojego ostatniego ruchu nic się nie wydarzyło.
zarcana-catch-up = Od twojego ostatniego ruchu ({ $count ->
        [one] { $count } ruch
        [few] { $count } ruchy
       *[many] { $count } ruchów
    }; zmienione pola są obrysowane):
zarcana-report-done = Zrobione: { $line }
zarcana-report-drew = Dobierasz: { $cards }.
zarcana-report-face-down = Kładziesz „{ $card }” zakrytą na { $cell }: tylko ty ją widzisz i nikt nie może jej oglądać aż do podliczenia gry (Z-45).
zarcana-report-now-yours = Teraz ty: { $decision } Użyj { $answer }.
zarcana-report-extra-option = Kapłanka daje ci jeszcze jedną opcję, nie z „{ $card }”: /{ cmd-zarcana } commands.
zarcana-report-waiting = Czekamy: { $decision }

zarcana-preview-move = Tym ruchem { $move }.
zarcana-preview-stand-ins = Karty, które ten ruch bierze z talii, są tu zastępcze: które dostaniesz, zobaczysz dopiero po zagraniu ruchu.
zarcana-preview-end = Gra by się skończyła, zwycięstwo: { $winners } ({ $scores }).
zarcana-preview-you = ty
zarcana-preview-then = Potem: { $decision }

zarcana-table-words = { $count } kart{ $extra ->
        [yes] {" "}z Sobowtórem i Bramą
       *[no] {""}
    }, { $order ->
        [marseille] marsylska kolejność atutów (Sprawiedliwość 8, Siła 11)
       *[rws] kolejność atutów RWS
    }, { $safety ->
        [on] koniec awaryjny włączony
       *[off] bez końca awaryjnego
    }, { $ties ->
        [pips] remisy rozstrzygają oczka na planszy
       *[shared] remisy dzielone
    }, { $first ->
        [lot] pierwszy gracz losowany
       *[given] zaczyna { $first }. dołączający gracz
    }

zarcana-status-agreed = Koniec gry: zakończona za zgodą, bez zwycięzcy.
zarcana-status-over = Koniec gry: { $count ->
        [one] wygrywa
        [few] wygrywają
       *[many] wygrywają
    } { $winners }{ $scores ->
        [none] {"."}
       *[given] {" "}({ $scores }).
    }
zarcana-status-decision = Tura { $turn }: { $decision }
zarcana-status-to-play = Tura { $turn }: gra { $name }{ $card ->
        [none] {""}
       *[given] {" "}(dodatkowa opcja, nie z „{ $card }”)
    }.{ $final ->
        [yes] {" "}Ostatnia runda.
       *[no] {""}
    }
zarcana-and = { $first } i { $last }
