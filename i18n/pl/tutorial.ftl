# Samouczek (play/tutorial.py, play/zark/tutorial.py, play/zarcana/tutorial.py): co objaśnia na planszach stołu
# samouczka, w języku stołu (uczącego się), i jak się go kończy.

## Lekcja: jeden wiersz na opcję tury. $mark to emoji samouczka; $title i $sentence należą do opcji; $rule to
## cytowane zasady; $page gdzie przeczytać więcej, polecenie w postaci do wpisania; $places gdzie opcja jest możliwa.

tutorial-lesson = { $mark } **{ $title }** ({ $rule }): { $sentence } Teraz możesz: { $places }. Więcej: { $page }
tutorial-lesson-nowhere = { $mark } **{ $title }** ({ $rule }): { $sentence } Więcej: { $page }
tutorial-lesson-short = { $mark } **{ $title }** ({ $rule }): { $page }

# Strona zasad w postaci do wpisania, z nazwami poleceń czytelnika ($page lekcji): $page to wybór strony
# (choice-build) albo, dla strony gry, jej nazwa w postaci do wpisania (unocitta).
tutorial-page-zark = /{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ $page }
tutorial-page-zarcana = /{ cmd-zarcana } { cmd-zarcana-rules } { cmd-zarcana-rules.page }:{ $page }

tutorial-over-unoffered = { $mark } Koniec samouczka. Opcje, których ta gra nigdy ci nie zaoferowała:
tutorial-over-all-seen = { $mark } Koniec samouczka. Znasz już każdą opcję tury tej gry.
tutorial-rule-range = { $first } do { $last }
tutorial-rule-section = część { $number }

## Miejsca na planszy: $cell i $to to pola (M13); $size to small, medium albo large (piramidy); $name imię gracza.
## $some to miejsca rozdzielone przecinkami, $last jeszcze jedno, $count ile jeszcze.

tutorial-place-piece = twoja { $size ->
        [small] mała
        [medium] średnia
       *[large] duża
    } piramida na { $cell }
tutorial-place-move = twoja { $size ->
        [small] mała
        [medium] średnia
       *[large] duża
    } piramida z { $cell } na { $to }
tutorial-place-fly = karta z { $cell } na { $to }
tutorial-place-target = { $size ->
        [small] mała
        [medium] średnia
       *[large] duża
    } piramida gracza { $name } na { $cell }
tutorial-place-minion = twój stwór na { $cell }
tutorial-places-or = { $some } lub { $last }
tutorial-places-more = { $some } i jeszcze { $count }

## Zark City, Unocitta i Unopolis: tytuł i zdanie każdej opcji tury.

tutorial-zark-attack-title = Atak
tutorial-zark-attack = /{ cmd-attack } usuwa piramidę przeciwnika z karty, którą zajmujesz, albo z karty obok: zapłać kartami, które nie są kartami z liczbą, wartymi co najmniej tyle, ile ma oczek, a potem ją zburz albo przejmij jako swoją.
tutorial-zark-fly-title = Przelot
tutorial-zark-fly = /{ cmd-fly } odrzuca asa, aby przenieść kartę, którą zajmujesz, ze wszystkimi piramidami na niej, na puste pole obok innej karty; wszystkie karty muszą pozostać połączone.
tutorial-zark-hatch-title = Wyklucie
tutorial-zark-hatch = Gdy nie masz już piramid na planszy, /{ cmd-hatch } kładzie kartę z liczbą z twojej ręki na puste pole obok dowolnej karty, z twoją małą piramidą na niej.
tutorial-zark-discard-title = Odrzucanie
tutorial-zark-discard = Jeśli na koniec tury masz więcej niż sześć kart, odrzucasz do sześciu: wybierz które w menu pod moją prywatną odpowiedzią albo przez /{ cmd-discard }.
tutorial-zark-starter-title = Karta startowa
tutorial-zark-starter = Wybierz w tajemnicy kartę z liczbą z ręki jako kartę startową przez /{ cmd-zark } { cmd-zark-starter }; zaczyna najwyższa karta startowa.
tutorial-zark-place-title = Położenie
tutorial-zark-place = Połóż swoją kartę startową obok dowolnej karty na planszy przez /{ cmd-zark } { cmd-zark-place }; stanie na niej twoja mała piramida.
tutorial-zark-build-title = Budowanie
tutorial-zark-build = /{ cmd-build } kładzie kartę z liczbą z twojej ręki na puste pole obok (bok w bok) karty, którą zajmujesz; nie idzie z nią żadna piramida.
tutorial-zark-move-title = Przesuwanie
tutorial-zark-move = /{ cmd-move } przesuwa jedną z twoich piramid na sąsiednią kartę. Piramidy nigdy nie stoją na pustych polach.
tutorial-zark-grow-title = Powiększanie
tutorial-zark-grow = /{ cmd-grow } zamienia jedną z twoich piramid na planszy na następną większą z zapasu: atak na większą kosztuje więcej.
tutorial-zark-spawn-title = Wystawianie
tutorial-zark-spawn = /{ cmd-spawn } stawia małą piramidę z zapasu na karcie, którą zajmujesz: gdy jesteś na karcie sam, kontrolujesz ją.
tutorial-zark-draw-title = Dobieranie
tutorial-zark-draw = /{ cmd-draw } bierze jeszcze trzy karty zamiast działać na planszy. To zawsze jest dozwolone.
tutorial-zark-nominate-title = Wyznaczenie
tutorial-zark-nominate = /{ cmd-zark } { cmd-zark-nominate } zmienia, czym jest dzika karta, którą zajmujesz sam. To nic nie kosztuje: twoja tura trwa dalej.

## Zarcana: tytuł i zdanie każdej opcji tury.

tutorial-zarcana-declare-title = Ogłoszenie ostatniej rundy
tutorial-zarcana-declare = Gdy talia zostanie zużyta i przetasowana, /{ cmd-zarcana } { cmd-zarcana-declare } zaczyna ostatnią rundę: wszyscy pozostali grają jeszcze raz, a potem liczy się punkty.
tutorial-zarcana-place-title = Położenie
tutorial-zarcana-place = Dopóki nie masz żadnego stwora na planszy, /{ cmd-zarcana } { cmd-zarcana-place } stawia małego stwora z twojego zapasu na dowolnej karcie, stojącego.
tutorial-zarcana-use-title = Użycie terytorium
tutorial-zarcana-use = /{ cmd-zarcana } { cmd-zarcana-use }: twój stwór używa mocy odkrytej karty, na której stoi; karta zostaje.
tutorial-zarcana-play-title = Zagranie z ręki
tutorial-zarcana-play = /{ cmd-zarcana } { cmd-zarcana-play }: twój stwór używa mocy karty z twojej ręki, która potem zostaje odrzucona; niektóre moce nie potrzebują żadnego konkretnego stwora.
tutorial-zarcana-reorient-title = Obracanie
tutorial-zarcana-reorient = /{ cmd-zarcana } { cmd-zarcana-reorient } obraca twoje stwory po jednym (up, north, east, south albo west), a potem /{ cmd-zarcana } { cmd-zarcana-done }: leżący stwór celuje w pole, które wskazuje.
tutorial-zarcana-discard-hand-title = Odrzucenie ręki
tutorial-zarcana-discard-hand = /{ cmd-zarcana } { cmd-zarcana-discard-hand } kładzie całą twoją rękę na stos odrzuconych, wskazaną przez ciebie kartę na wierzch; to cała tura.
tutorial-zarcana-draw-title = Dobieranie
tutorial-zarcana-draw = /{ cmd-zarcana } { cmd-zarcana-draw } bierze do trzech kart, nigdy ponad sześć na ręce.
tutorial-zarcana-pass-title = Pas
tutorial-zarcana-pass = /{ cmd-zarcana } { cmd-zarcana-pass } nic nie robi w tej turze.

## Kończenie samouczka: $name to imię uczącego się (albo tutorial-the-learner); $id numer gry.

tutorial-ended = { $mark } Koniec samouczka: { $name } go zakończył(a), a gracze komputerowi przestali grać. Dalej: otwórz własną grę przez /{ cmd-zark } { cmd-zark-new }, posadź przy niej graczy komputerowych przez /{ cmd-zark } { cmd-zark-bot } { cmd-zark-bot-add } (albo pozwól znajomym nacisnąć Dołącz) lub zacznij kolejny samouczek przez /{ cmd-zark } { cmd-zark-tutorial }.
tutorial-resign-ends-it = Zakończyć samouczek? Poddanie się kończy go od razu, a gracze komputerowi przestają grać.
tutorial-resign-question = Poddać tę grę? Twoje piramidy schodzą z planszy.
tutorial-zark-hatch-wild = Gdy nie masz już piramid na planszy, /{ cmd-hatch } kładzie kartę z liczbą (albo dziką kartę, ze wskazaniem karty, za którą stoi: R-24) z twojej ręki na puste pole obok dowolnej karty, z twoją małą piramidą na niej.
tutorial-zark-build-wild = /{ cmd-build } kładzie kartę z liczbą (albo dziką kartę, ze wskazaniem karty, za którą stoi: R-24) z twojej ręki na puste pole obok karty, którą zajmujesz (bokiem do boku); żadna piramida z nią nie idzie.
