# Odmowy opcji tury i mocy w Zarcana (rules/zarcana/turn_options.py, checks.py).
#
# $card, $copied, $first, $second, $here, $there: karta słowami; $power: moc słowami; $minion: stwór słowami
# (zarcana-check-minion); $cell, $target, $chosen: pola (M13); $name: imię gracza; $rule: numer zasady (Z-30);
# $asked (i $first w zarcana-check-say-power): moc zapisana tak jak w notacji (cups, wands, moon), a $choices lista
# takich słów, jednakowa we wszystkich językach; $size: small, medium albo large; $facing: up, north, east, south
# albo west; $count, $held, $room, $most, $limit: liczby.

## Stwór wymieniony w odmowie: $whose to yours (twój), named (gracza $name) albo nobody (niczyj).

zarcana-check-minion = { $whose ->
        [yours] twój { $size ->
            [small] mały
            [medium] średni
           *[large] duży
        } stwór
        [nobody] { $size ->
            [small] mały
            [medium] średni
           *[large] duży
        } stwór
       *[named] { $size ->
            [small] mały
            [medium] średni
           *[large] duży
        } stwór gracza { $name }
    } { $facing ->
        [up] stojący
        [north] skierowany na północ
        [east] skierowany na wschód
        [south] skierowany na południe
       *[west] skierowany na zachód
    }

## Opcje tury.

zarcana-option-place-minions-out = Masz stwory na planszy: stwora kładziesz tylko wtedy, gdy nie masz na niej żadnego (opcja 1, Z-29).
zarcana-option-place-no-card = Na polu { $cell } nie ma karty: połóż stwora na terytorium, czyli na polu z kartą (opcja 1).
zarcana-option-forbidden = Ta dodatkowa opcja nie może użyć karty „{ $card }”, która ją dała (Z-37).
zarcana-option-not-in-hand = Karty „{ $card }” nie masz na ręce.
zarcana-option-no-such-minion-yours = Nie masz takiego stwora na polu { $cell } ({ $minion }).
zarcana-option-use-wasteland = Twój stwór na polu { $cell } jest na pustkowiu: nie ma tu terytorium, którego można użyć (Z-16).
zarcana-option-use-face-down = Karta pod twoim stworem na polu { $cell } jest zakryta: nie można jej użyć (Z-45).
zarcana-option-actor-gone = Działającego stwora nie ma już na planszy.
zarcana-option-reorient-own = Obracasz tylko własne stwory (opcja 4); Diabeł obraca stwory każdego gracza (Z-50).
zarcana-option-devil-scope = Diabeł obraca tylko stwory na polu { $cell } i na czterech polach obok niego (Z-50).
zarcana-option-facings = Stwór stoi albo jest skierowany na północ, wschód, południe lub zachód (Z-13).
zarcana-option-reoriented-already = Ten stwór był już tym razem obrócony.
zarcana-option-faces-already = Ten stwór już { $facing ->
        [up] stoi
        [north] jest skierowany na północ
        [east] jest skierowany na wschód
        [south] jest skierowany na południe
       *[west] jest skierowany na zachód
    }: wybierz inny kierunek (Z-13).
zarcana-option-draw-count = Dobierz jedną, dwie albo trzy karty (opcja 5, Z-26).
zarcana-option-draw-above-six = Masz na ręce { $held ->
        [one] { $held } kartę
        [few] { $held } karty
       *[many] { $held } kart
        [other] { $held } karty
    }: { $room ->
        [0] nie możesz już dobierać
        [one] możesz dobrać najwyżej { $room }
        [few] możesz dobrać najwyżej { $room }
       *[many] możesz dobrać najwyżej { $room }
        [other] możesz dobrać najwyżej { $room }
    }, nigdy ponad sześć (Z-26, H-4).
zarcana-option-top-not-in-hand = Karty „{ $card }” nie masz na ręce: wskaż kartę z ręki, która ma trafić na wierzch stosu kart odrzuconych (H-9).
zarcana-option-order-not-in-hand = Karta „{ $card }” nie jest jedną z kart na twojej ręce: wymień je od wierzchu stosu w dół (H-9).
zarcana-option-order-not-reaching = Karta „{ $card }” nie jest jedną z kart, które razem trafiają na stos kart odrzuconych: wymień je od wierzchu stosu w dół (H-9).
zarcana-option-order-twice = Karta „{ $card }” jest wymieniona dwa razy: wymień każdą kartę raz, od wierzchu stosu w dół (H-9).
zarcana-option-declared-already = Ostatnia runda została już ogłoszona: ogłasza się ją tylko raz (Z-66, H-18).
zarcana-option-declare-draw-first = Talia jest pusta, ale jeszcze jej nie przetasowano, więc nie można jeszcze ogłosić ostatniej rundy: najpierw ktoś musi dobrać, a wtedy stos kart odrzuconych zostanie przetasowany w nową talię (Z-65, Z-66, H-24).
zarcana-option-declare-discard-first = Talia jest pusta, ale jeszcze jej nie przetasowano, więc nie można jeszcze ogłosić ostatniej rundy: gdy na stos kart odrzuconych trafią karty, ktoś musi dobrać, a wtedy stos zostanie przetasowany w nową talię (Z-65, Z-66, H-24).
zarcana-option-declare-not-yet = Ostatnią rundę można ogłosić, gdy talia się wyczerpie i zostanie przetasowana (Z-66, H-24).
zarcana-option-give-to = Żądanie Cesarza należy do gracza { $name }: oddaj karty graczowi { $name } (Z-39).
zarcana-option-give-count = Oddaj dokładnie { $count ->
        [one] { $count } kartę
        [few] { $count } karty
       *[many] { $count } kart
        [other] { $count } karty
    } (żądanie Cesarza, Z-39).
zarcana-option-top-choose = Wybierz, która karta trafi na wierzch stosu kart odrzuconych: „{ $first }” czy „{ $second }” (H-9).

## Czy moc można tak użyć: moce karty, działający stwór.

zarcana-check-world-nothing = Karta „{ $card }” nie ma na planszy żadnego odkrytego atutu do skopiowania (Z-56, Z-61).
zarcana-check-discard-empty = Stos kart odrzuconych jest pusty: karta „{ $card }” nie ma teraz żadnej mocy (Z-57).
zarcana-check-copies-court = Karta „{ $card }” ma tu moc „{ $power }”, nie { $asked }: kopiuje „{ $copied }”, figurę, tylko z mocą jej własnego koloru (Z-57, H-17).
zarcana-check-power-only = Karta „{ $card }” ma tu moc „{ $power }”, nie { $asked }.
zarcana-check-power-only-court = Karta „{ $card }” ma tu moc „{ $power }”, nie { $asked } (moc figury można wybrać dowolnie tylko wtedy, gdy zagrywa się ją z ręki, Z-22, Z-35).
zarcana-check-say-power = Powiedz, jaką moc przyjmuje karta „{ $card }”: { $choices } (na przykład „as { $first }”).
zarcana-check-one-of = Karta „{ $card }” działa tu jako jedna z tych mocy: { $choices }; nie jako { $asked }.
zarcana-check-say-minion = Moc „{ $power }” wykonuje jeden z twoich stworów: powiedz który (Z-18, { $rule }).
zarcana-check-no-minion-needed = Moc „{ $power }” nie wymaga konkretnego stwora: nie wskazuj żadnego (Z-18, Z-29a).
zarcana-check-no-minion-there = Nie masz { $size ->
        [small] małego
        [medium] średniego
       *[large] dużego
    } stwora { $facing ->
        [up] stojącego
        [north] skierowanego na północ
        [east] skierowanego na wschód
        [south] skierowanego na południe
       *[west] skierowanego na zachód
    } na polu { $cell }.
zarcana-check-needs-lying = Moc „{ $power }” wymaga leżącego stwora (poziomo, Z-14, { $rule }); { $minion } na polu { $cell } stoi.
zarcana-check-needs-standing = Moc „{ $power }” wymaga stojącego stwora (pionowo, Z-14, { $rule }); { $minion } na polu { $cell } leży.
zarcana-check-not-from-wasteland = Mocy „{ $power }” nie można użyć z pustkowia (Z-16, { $rule }): na polu { $cell } nie ma karty.

## Działanie mocy: $form wskazuje notację, w której się je zapisuje (angielskie słowa notacji zostają, parametry
## wielkimi literami są przetłumaczone).

zarcana-check-not-direct = Moc „{ $power }” nie jest mocą, której stwór używa bezpośrednio.
zarcana-check-used-as = Moc „{ $power }” zapisuje się tak: { $form ->
        [strike] attack MIEJSCE ROZMIAR KIERUNEK at POLE, albo raze POLE
        [convert] convert MIEJSCE ROZMIAR KIERUNEK at POLE to ROZMIAR
        [move] move to POLE
        [grow] grow, albo clone ROZMIAR
        [build-sun] build KARTA at POLE (karta z twojej ręki)
        [build] build at POLE
        [draw] draw N (0, 1 albo 2), potem kolejna opcja
        [create] create ROZMIAR at POLE
        [swap] swap MIEJSCE
        [transport] transport to POLE
        [take] take N (od 1 do 3)
        [teleport] teleport to POLE
       *[plain] nic więcej: ta moc nie ma nic do wyboru
    } ({ $rule }; zobacz docs/notation.md).
zarcana-check-not-target = Twój stwór na polu { $cell } celuje w { $target }, nie w { $chosen }: leżący stwór celuje w pole, na które jest skierowany, a stojący we własne (Z-15).
zarcana-check-attack-itself = Stwór nie może zaatakować samego siebie (Z-30).
zarcana-check-no-such-minion = Na polu { $cell } nie ma takiego stwora ({ $minion }).
zarcana-check-cannot-reduce = Gracz { $name } nie ma w zapasie { $size ->
        [large] średniego
       *[medium] małego
    } stwora, więc tego { $size ->
        [large] dużego
       *[medium] średniego
    } stwora nie da się zmniejszyć: wybierz inną ofiarę albo inną moc (H-3, Z-59).
zarcana-check-only-emperor-demands = Tylko Cesarz żąda kart (Z-39).
zarcana-check-demand-enemy = Cesarz żąda kart tylko wtedy, gdy atakuje wrogiego stwora (Z-39).
zarcana-check-demand-up-to-three = Cesarz żąda najwyżej trzech kart (Z-39).
zarcana-check-demand-holds = Gracz { $name } { $count ->
        [0] nie ma żadnej karty
        [one] ma tylko { $count } kartę
        [few] ma tylko { $count } karty
       *[many] ma tylko { $count } kart
        [other] ma tylko { $count } karty
    } do oddania (Z-39).
zarcana-check-demand-room = { $count ->
        [0] Nie możesz zażądać żadnej karty
        [one] Możesz zażądać tylko { $count } karty
        [few] Możesz zażądać tylko { $count } kart
       *[many] Możesz zażądać tylko { $count } kart
        [other] Możesz zażądać tylko { $count } karty
    }: po żądaniu możesz mieć najwyżej sześć kart (H-12).
zarcana-check-no-card-to-remove = Na polu { $cell } nie ma karty do usunięcia.
zarcana-check-raze-minions = Na polu { $cell } są stwory: moc „{ $power }” usuwa kartę tylko tam, gdzie nie ma żadnych stworów (Z-30); Wieża może (Z-51).
zarcana-check-convert-not-raze = Moc „{ $power }” nigdy nie usuwa karty: zamienia stwora na polu docelowym w twojego stwora tego samego rozmiaru lub mniejszego, stojącego (Z-40, H-13).
zarcana-check-convert-not-attack = Moc „{ $power }” nie atakuje: zamienia stwora na polu docelowym w twojego stwora tego samego rozmiaru lub mniejszego, stojącego (Z-40, H-13).
zarcana-check-replacement-size = Zastępca ma rozmiar ofiary albo mniejszy: najwyżej { $size ->
        [small] mały
        [medium] średni
       *[large] duży
    } (Z-40).
zarcana-check-none-in-stash = Nie masz w zapasie { $size ->
        [small] małego
        [medium] średniego
        [large] dużego
       *[such] takiego
    } stwora (Z-2).
zarcana-check-convert-nothing = Zamiana własnego stojącego stwora na stwora tego samego rozmiaru niczego nie zmienia (H-22).
zarcana-check-one-step = Moc „{ $power }” przesuwa o jeden krok, na pole obok pola { $cell } ({ $rule }).
zarcana-check-void = Pole { $cell } leży w próżni, bez karty na nim ani obok niego: stwór nie może się tam przesunąć (H-7).
zarcana-check-crowded = Na polu { $cell } { $count ->
        [one] jest już { $count } stwór
        [few] są już { $count } stwory
       *[many] jest już { $count } stworów
        [other] jest już { $count } stwora
    }: limit populacji wynosi { $limit } (Z-24, H-5).
zarcana-check-crowded-empress = Na polu { $cell } { $count ->
        [one] jest już { $count } stwór
        [few] są już { $count } stwory
       *[many] jest już { $count } stworów
        [other] jest już { $count } stwora
    }: limit populacji wynosi { $limit } (Z-24, H-5). Cesarzowa go pomija (Z-38).
zarcana-check-large-grow = Duży stwór nie może już urosnąć (Z-32).
zarcana-check-grow-stash = Nie masz w zapasie { $size ->
        [medium] średniego
       *[large] dużego
    } stwora, w którego mógłby urosnąć (Z-2, Z-59).
zarcana-check-clone-size = Klon ma rozmiar działającego stwora albo mniejszy: najwyżej { $size ->
        [small] mały
        [medium] średni
       *[large] duży
    } (Z-32).
zarcana-check-sun-which = Słońce buduje kartą z twojej ręki: powiedz którą (Z-54).
zarcana-check-sun-itself = Karta „{ $card }” jest właśnie używana: nie może zbudować samej siebie; buduj inną kartą z ręki (Z-54).
zarcana-check-sun-not-in-hand = Karty „{ $card }” nie masz na ręce (Z-54).
zarcana-check-build-from-deck = Moc „{ $power }” buduje wierzchnią kartą talii, nie kartą z twojej ręki (Z-33).
zarcana-check-no-card-left = Nie ma już żadnej karty do dobrania, ani w talii, ani na stosie kart odrzuconych (Z-65, H-22).
zarcana-check-build-enemies = Inny gracz ma stwory na polu { $cell }: moc „{ $power }” nie może tam budować (Z-33); Umiarkowanie może (Z-49).
zarcana-check-draws-up-to = Moc „{ $power }” dobiera najwyżej { $most ->
        [one] { $most } kartę
        [few] { $most } karty
       *[many] { $most } kart
        [other] { $most } karty
    }.
zarcana-check-draw-above-six = Masz na ręce { $held ->
        [one] { $held } kartę
        [few] { $held } karty
       *[many] { $held } kart
        [other] { $held } karty
    }: po dobraniu { $count } byłoby ich więcej niż sześć (Z-26, H-4, H-11).
zarcana-check-nothing-to-draw = Nie zostało już żadnej karty do dobrania, ani w talii, ani na stosie kart odrzuconych (Z-65).
zarcana-check-left-to-draw = Do dobrania { $count ->
        [one] została tylko { $count } karta
        [few] zostały tylko { $count } karty
       *[many] zostało tylko { $count } kart
        [other] zostało tylko { $count } karty
    } (Z-65).
zarcana-check-lovers-not-empty = Pole { $cell } nie jest pustym polem pustkowia: Kochankowie potrzebują pola bez karty i bez stworów (Z-41).
zarcana-check-lovers-no-card-near = Pole { $cell } nie leży obok żadnej karty (Z-41).
zarcana-check-justice-seat = Sprawiedliwość zamienia twoją rękę z ręką innego gracza: podaj jego miejsce (Z-46).
zarcana-check-left-game = Gracza { $name } nie ma już w grze.
zarcana-check-hands-empty = Obie ręce są puste: zamiana niczego by nie zmieniła (H-22).
zarcana-check-moon-here = Księżyc przenosi to terytorium gdzie indziej.
zarcana-check-moon-minions = Na polu { $cell } są stwory: Księżyc ląduje tylko na pustym terytorium albo na pustym pustkowiu (Z-53).
zarcana-check-moon-alone = Pole { $cell } nie dotykałoby żadnej karty poza tą, którą niesie Księżyc (H-16).
zarcana-check-judgement-count = Sąd Ostateczny bierze od jednej do trzech kart ze stosu kart odrzuconych (Z-55, H-22).
zarcana-check-take-above-six = Masz na ręce { $held ->
        [one] { $held } kartę
        [few] { $held } karty
       *[many] { $held } kart
        [other] { $held } karty
    }: po wzięciu { $count } byłoby ich więcej niż sześć (H-11).
zarcana-check-judgement-pile = Na stosie kart odrzuconych { $count ->
        [0] nie ma żadnej karty
        [one] jest tylko { $count } karta
        [few] są tylko { $count } karty
       *[many] jest tylko { $count } kart
        [other] jest tylko { $count } karty
    } do wzięcia (sam Sąd Ostateczny się nie liczy, Z-55).
zarcana-check-gateway-face-down = Karta pod twoim stworem jest zakryta, więc jej kolor jest nieznany (Z-45, Z-58).
zarcana-check-gateway-here = Brama teleportuje na inne terytorium (Z-58).
zarcana-check-gateway-no-card = Na polu { $cell } nie ma odkrytej karty, na którą można się teleportować (Z-58).
zarcana-check-gateway-suit = Karta „{ $there }” na polu { $cell } nie jest w kolorze karty „{ $here }” (Z-58, H-17).
