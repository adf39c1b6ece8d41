# Odmowy Zarcana (rules/zarcana/), odmowa analizy (rules/review.py) i słowa, które do nich wstawiamy.

## Karta i moc słowami. $rank: A, 2 do 10, P, N, Q, K; $suit: C, W, S, D; $name: kod atutu albo karty
## dodatkowej; moc koloru: cups, wands, swords, discs.

zarcana-card-suit = { $rank ->
        [A] As
        [P] Paź
        [N] Rycerz
        [Q] Królowa
        [K] Król
       *[pip] { $rank }
    } { $suit ->
        [C] Pucharów
        [W] Buław
        [S] Mieczy
       *[D] Denarów
    }
zarcana-card-trump = { $name ->
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
zarcana-power-suit = { $suit ->
        [cups] Puchary
        [wands] Buławy
        [swords] Miecze
       *[discs] Denary
    }

## Co trzeba zrobić najpierw.

zarcana-next-use-drawn = { $name } musi użyć karty „{ $card }”, dobranej przez Głupca, tak jakby była z ręki (Z-35).
zarcana-next-second-step = { $name } może jeszcze raz użyć mocy „{ $power }” stworem z pola { $cell } albo powiedzieć „{ cmd-zarcana-done }”.
zarcana-next-reorient-own = { $name } obraca swoje stwory: jeszcze jeden stwór.
zarcana-next-reorient-own-or-done = { $name } obraca swoje stwory: jeszcze jeden stwór albo „{ cmd-zarcana-done }”.
zarcana-next-reorient-devil = { $name } obraca stwory na polu { $cell } i wokół niego (Diabeł): jeszcze jeden stwór.
zarcana-next-reorient-devil-or-done = { $name } obraca stwory na polu { $cell } i wokół niego (Diabeł): jeszcze jeden stwór albo „{ cmd-zarcana-done }”.
zarcana-next-demand = { $giver } musi oddać graczowi { $receiver } { $count ->
        [one] { $count } kartę
        [few] { $count } karty
       *[many] { $count } kart
        [other] { $count } karty
    } według własnego wyboru (Cesarz, Z-39).
zarcana-next-order = { $name } wybiera, która karta trafi na wierzch stosu kart odrzuconych: „{ $first }” czy „{ $second }” (H-9).

## Gra.

zarcana-first = Najpierw: { $next }
zarcana-preview-after-decision = { $next } Zrób podgląd swojego ruchu, gdy to zostanie rozstrzygnięte: może to zmienić planszę.
zarcana-not-your-turn = Teraz tura gracza { $name }, nie twoja.
zarcana-nothing-to-answer = Teraz nie ma na co odpowiadać: wybierz opcję tury ({ $move }).
zarcana-not-a-turn-option = { $move } nie jest opcją tury w Zarcana.
zarcana-devil-change-first = Najpierw obróć stwora: Diabeł musi coś zmienić (H-22).
zarcana-already-agreed = Twoja zgoda na zakończenie tej gry jest już zapisana.

## Notacja.

zarcana-notation-ends-early = { $line } kończy się za wcześnie: brakuje { $what ->
        [size] rozmiaru
        [facing] kierunku
        [card] karty
        [top] karty do położenia na wierzchu
        [effect] efektu
        [move] ruchu
        [power] mocy
        [seat] numeru miejsca
        [demand] liczby żądanych kart
        [count] liczby kart
       *[cell] pola
    } (zob. docs/notation.md).
zarcana-notation-expected = Oczekiwano { $keyword } w { $line } (zob. docs/notation.md).
zarcana-notation-too-long = { $rest } jest zbędne w { $line }.
zarcana-notation-not-a-number = { $text } nie jest liczbą ({ $what ->
        [seat] numer miejsca
        [demand] liczba żądanych kart
       *[count] liczba kart
    }) w { $line }.
zarcana-notation-not-a-seat = { $number } nie jest numerem miejsca (od 1 do { $most }, H-23).
zarcana-notation-not-an-effect = { $verb } nie jest działaniem mocy; zob. docs/notation.md.
zarcana-notation-empty = Pusta linia nie jest ruchem.
zarcana-notation-not-a-move = { $verb } nie jest ruchem w Zarcana. Ruchy: { $moves }.
zarcana-notation-not-a-card = { $text } nie jest kartą tarota. Karty w kolorach pisz jak 7C (7 Pucharów), PS (Paź Mieczy), ND (Rycerz Denarów), KW (Król Buław), a atuty angielską nazwą: Fool, Priestess, HangedMan, World.
zarcana-notation-not-a-power = { $text } nie jest mocą: podaj cups, wands, swords, discs albo angielską nazwę atutu.
zarcana-notation-not-a-facing = { $text } nie jest kierunkiem: podaj up (stojący), north, east, south albo west (Z-13).

## Stół.

zarcana-settings-players = Zarcana wymaga od { $least } do { $most } graczy, nie { $count } (H-23).
zarcana-settings-trump-order = Nie ma kolejności atutów { $text }; wybierz jedną z: { $orders } (H-21).
zarcana-settings-first-seat = Miejsce { $seat } wybrano do rozpoczęcia gry, ale przy stole siedzi tylko { $count ->
        [one] { $count } gracz
        [few] { $count } graczy
       *[many] { $count } graczy
        [other] { $count } gracza
    } (H-1).
zarcana-settings-first-player = Pierwszy gracz to numer miejsca od 1 do { $most } albo lot, nie { $text }.
zarcana-settings-no-option = Zarcana nie ma opcji stołu { $text }; jej opcje to { $options }.

## Analiza.

review-not-over = Ta gra jeszcze się nie skończyła. Analiza widzi karty wszystkich graczy, więc jest tylko dla zakończonych gier.

## Stół, który zasady odrzucają przy starcie: $refusal to zdanie zasad.

play-lobby-start-refused = { $refusal } Poczekaj, aż dołączy więcej graczy, albo anuluj i otwórz nową grę.
