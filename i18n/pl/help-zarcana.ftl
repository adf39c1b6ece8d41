# Strony zasad Zarcana: /zarcana rules page:... (play/zarcana/help.py), „Zarcana w udokumentowanej postaci”. Strona to
# jedna wiadomość na akapit lub część; listy mocy i orzeczeń domowych to jedna wiadomość na wiersz. Polecenia, ich
# opcje i nazwy stron zostają tak, jak wpisują je gracze.

-zarcana-documented = Zarcana w udokumentowanej postaci

## page:overview

help-zarcana-overview = **{ -zarcana-documented }**: tarotowy przodek Zark City (John Cooper; streszczenie Andrew Plotkina, 1999). Publiczne teksty są niekompletne, dlatego ten bot gra według pełnej specyfikacji projektu: zasady **Z-1 do Z-67** oraz **orzeczenia domowe H-1 do H-26** tam, gdzie żadne źródło nic nie mówi (/{ cmd-zarcana } { cmd-zarcana-rules } { cmd-zarcana-rules.page }:{ choice-rulings }).
help-zarcana-overview-board = **Plansza**: dziewięć kart w siatce 3x3 (Z-27), rosnącej w dowolną stronę; pola nazywają się na przykład M13 (środek) i nigdy się nie zmieniają. Każdy gracz ma 15 stworów, po 5 każdej wielkości (Z-1), na początku wszystkie w zapasie (Z-29), oraz 3 karty (Z-28, H-2). Stwór stoi (up) albo leży, wskazując północ, wschód, południe lub zachód (Z-13): leżąc, celuje w pole, które wskazuje; stojąc, we własne (Z-15). Jego terytorium to wierzchnia karta jego pola (Z-16). Stwór na pustym polu obok karty jest na pustkowiu (Z-11); obok żadnej karty ginie (Z-12). Na jednym polu mieszczą się najwyżej trzy stwory (Z-24), a karty dobierasz tylko do sześciu (Z-26).
help-zarcana-overview-turn = **Tura** to dokładnie jedna z ośmiu opcji (część 7): /{ cmd-zarcana } { cmd-zarcana-place }, { cmd-zarcana-play }, { cmd-zarcana-use }, { cmd-zarcana-reorient }, { cmd-zarcana-draw }, { cmd-zarcana-discard-hand }, { cmd-zarcana-pass }, { cmd-zarcana-declare } (strona { choice-options }). Niektóre moce wymagają czegoś więcej: karty Głupca, drugiego kroku, Diabła, żądania Cesarza, kolejności dwóch odrzuconych kart (strona { choice-answers }). Każda karta ma moc (strony { choice-suits } i { choice-trumps }).
help-zarcana-overview-end = **Koniec**: gdy talia zostanie zużyta i przetasowana (H-24), każdy może ogłosić ostatnią rundę (Z-66): wszyscy pozostali grają jeszcze raz, a potem liczy się punkty (H-18); domyślnie gra kończy się też, gdy talia wyczerpie się po raz drugi. Każda karta, na której polu stoją tylko twoje stwory, punktuje dla ciebie (Z-62): karty z liczbą swoją wartość, figury 11, atuty swój numer (Z-63). Wygrywa najwyższa suma (Z-64); remis jest wspólną wygraną, chyba że stół rozstrzyga remisy (H-19). Opcje stołu: strona { choice-table }. Strony: { choice-overview }, { choice-options }, { choice-answers }, { choice-suits }, { choice-trumps }, { choice-rulings }, { choice-choices }, { choice-table }.

## page:options

help-zarcana-options = **{ -zarcana-documented }**: osiem opcji tury (część 7). Każde polecenie ma opcję `{ cmd-zarcana-place.preview }:true`: tylko ty widzisz, co by zrobiło, a **Zagraj** zagrywa dokładnie to.
    1. **/{ cmd-zarcana } { cmd-zarcana-place } { cmd-zarcana-place.cell }:**: mały stwór z twojego zapasu na dowolną kartę, stojący (H-6); tylko dopóki nie masz żadnego stwora na planszy (Z-29).
    2. **/{ cmd-zarcana } { cmd-zarcana-play } { cmd-zarcana-play.card }: { cmd-zarcana-play.power }: { cmd-zarcana-play.minion }: { cmd-zarcana-play.target }:**: jeden z twoich stworów używa karty z twojej ręki, która potem zostaje odrzucona (Z-20, H-9). Moce, które nie potrzebują żadnego konkretnego stwora, zagrywa się z `{ cmd-zarcana-play.minion }:none` (Z-29a). Figura zagrana z ręki ma moc dowolnego koloru (Z-22). Opcje, do których pasuje tylko jeden dozwolony ruch, można pominąć.
    3. **/{ cmd-zarcana } { cmd-zarcana-use } { cmd-zarcana-use.minion }: { cmd-zarcana-use.power }: { cmd-zarcana-use.target }:**: twój stwór używa odkrytej karty, na której się znajduje; karta zostaje (Z-16, Z-21).
    4. **/{ cmd-zarcana } { cmd-zarcana-reorient } { cmd-zarcana-reorient.minion }: { cmd-zarcana-reorient.facing }:**: obracaj swoje stwory po jednym, każdy w inną stronę, a potem /{ cmd-zarcana } { cmd-zarcana-done } (Z-13).
    5. **/{ cmd-zarcana } { cmd-zarcana-draw } { cmd-zarcana-draw.count }:**: do trzech kart, nigdy ponad sześć na ręce (Z-26, H-4).
    6. **/{ cmd-zarcana } { cmd-zarcana-discard-hand } { cmd-zarcana-discard-hand.top }: { cmd-zarcana-discard-hand.beneath }:**: cała twoja ręka na stos odrzuconych i nic poza tym: `{ cmd-zarcana-discard-hand.top }` na końcu, więc na wierzch, karty wymienione w `{ cmd-zarcana-discard-hand.beneath }` pod nią od góry, reszta pod nimi (H-9).
    7. **/{ cmd-zarcana } { cmd-zarcana-pass }**.
    8. **/{ cmd-zarcana } { cmd-zarcana-declare }**: ostatnia runda, gdy talia została zużyta (Z-66, H-18, H-24).
    Kapłanka daje jeszcze jedną opcję w tej samej turze, nie z kartą, która ją dała (Z-37). Moc musi coś zmienić (H-22). Autouzupełnianie proponuje tylko to, co jest ci teraz wolno. /{ cmd-zark } { cmd-zark-resign } i /{ cmd-zark } { cmd-zark-end } działają jak w każdej grze.

## page:answers

help-zarcana-answers = **{ -zarcana-documented }**: odpowiedzi. Niektóre moce czekają na decyzję; wiadomość z planszą mówi czyją, a gracz zostaje wspomniany.
    • **/{ cmd-zarcana } { cmd-zarcana-drawn }**: Głupiec dobrał kartę, której możesz użyć: użyj jej teraz, jakby była z twojej ręki (obowiązkowo, Z-35; figura tylko jako jej własny kolor).
    • **/{ cmd-zarcana } { cmd-zarcana-again } { cmd-zarcana-again.target }:** albo **/{ cmd-zarcana } { cmd-zarcana-done }**: Śmierć, Rydwan lub Siła mogą zadziałać drugi raz tym samym stworem (Z-42, Z-43, Z-48).
    • **/{ cmd-zarcana } { cmd-zarcana-reorient }** albo **/{ cmd-zarcana } { cmd-zarcana-done }**: Diabeł obraca stwory dowolnych graczy na swoim polu i czterech sąsiednich, po jednym (Z-50, H-25).
    • **/{ cmd-zarcana } { cmd-zarcana-give } { cmd-zarcana-give.cards }:**: właściciel stwora zaatakowanego przez Cesarza wybiera, które karty oddać (Z-39, H-12). Widzą je tylko ci dwaj gracze: dający w odpowiedzi, otrzymujący pod **Moja ręka** (/{ cmd-zark } { cmd-zark-hand }); stół widzi, ile ich jest.
    • **/{ cmd-zarcana } { cmd-zarcana-top } { cmd-zarcana-top.card }:**: Głupiec i jego ostatnia karta trafiają razem na stos odrzuconych: powiedz, która leży na wierzchu (H-9).
    Sprawiedliwość zamienia ręce (Z-46): każdy z dwóch graczy widzi swoją nową rękę prywatnie (Moja ręka). Karta, którą Koło kładzie zakrytą, jest pokazywana tylko temu, kto ją położył, raz, w odpowiedzi (Z-45).

## page:suits i page:trumps: jeden wiersz na moc. $power to moc słowami, $does co robi, $requirements czego
## wymaga; $number numer atutu (0 do 21).

help-zarcana-suits = **{ -zarcana-documented }**: moce kolorów (Z-30 do Z-34). Karta z liczbą ma moc swojego koloru; figura ma na planszy moc swojego koloru, a z ręki moc dowolnego koloru (Z-22). Tylko Miecze szkodzą wrogowi (Z-23).
help-zarcana-suits-requirements = Wymagania w nawiasach (Z-18): ustawienie, gdzie może być stwór, limity i czy działa stwór. Miecze trafiają dowolnego stwora na polu celu poza atakującym (H-26): tej samej wielkości lub większe niszczą go, mniejsze zmniejszają go o jedną wielkość (H-3: nie, gdy jego właściciel nie ma mniejszego w zapasie).
help-zarcana-trumps = **{ -zarcana-documented }**: atuty (Z-35 do Z-56) i karty dodatkowe (Z-57, Z-58). Moc atutu idzie w parze z jego nazwą; jego punkty to jego numer w kolejności talii (Z-4, H-21).
help-zarcana-suit-line = • **{ $power }**: { $does }. ({ $requirements })
help-zarcana-trump-line = • { $number } **{ $power }**: { $does }. ({ $requirements })
help-zarcana-extra-line = • dodatkowa: **{ $power }**: { $does }. ({ $requirements })

## Wymagania mocy (Z-18): $facing to any, lying albo standing; $wasteland, $population, $hand i $minion to true
## albo false.

help-zarcana-requirements = { $facing ->
        [lying] leżący stwór
        [standing] stojący stwór
       *[any] dowolne ustawienie
    }, { $wasteland ->
        [true] także z pustkowia
       *[false] tylko na karcie
    }{ $population ->
        [false] , pomija limit populacji
       *[true] {""}
    }{ $hand ->
        [false] , pomija limit ręki
       *[true] {""}
    }, { $minion ->
        [true] wymaga stwora
       *[false] żaden konkretny stwór
    }
help-zarcana-requirements-copied = wymagania kopiowanej mocy

## Co robi każda moc, w jednym wierszu z jej zasadą.

zarcana-power-does-swords = zaatakuj stwora na polu celu albo zburz jego wierzchnią kartę, gdy nie ma tam stwora (Z-30)
zarcana-power-does-wands = przejdź o krok tam, gdzie wskazuje leżący stwór, potem wstań (Z-31)
zarcana-power-does-cups = powiększ stojącego stwora albo sklonuj stwora jego wielkości lub mniejszego (Z-32)
zarcana-power-does-discs = zbuduj kartę z talii na polu celu (Z-33)
zarcana-power-does-fool = dobierz dwa razy, każdej karty użyj od razu, jeśli się da (Z-35)
zarcana-power-does-priestess = dobierz do dwóch kart, potem wybierz jeszcze jedną opcję (Z-37)
zarcana-power-does-empress = jak Puchary, z pominięciem limitu populacji (Z-38)
zarcana-power-does-emperor = jak Miecze, i zażądaj do trzech kart od właściciela ofiary (Z-39)
zarcana-power-does-hierophant = zastąp ofiarę swoim stworem (Z-40)
zarcana-power-does-lovers = stwór z twojego zapasu na puste pustkowie (Z-41)
zarcana-power-does-chariot = przejdź raz lub dwa razy, w dowolnym kierunku (Z-42)
zarcana-power-does-strength = powiększ albo sklonuj, raz lub dwa razy (Z-43)
zarcana-power-does-hermit = przejdź raz, w dowolnym kierunku, z pominięciem limitu populacji (Z-44)
zarcana-power-does-wheel = zbuduj kartę z talii zakrytą (Z-45)
zarcana-power-does-justice = zamień się ręką z innym graczem (Z-46)
zarcana-power-does-hangedman = zniszcz wszystkie stwory tutaj i wierzchnią kartę (Z-47)
zarcana-power-does-death = zaatakuj raz lub dwa razy (Z-48)
zarcana-power-does-temperance = buduj nawet z pustkowia lub pod wrogami (Z-49)
zarcana-power-does-devil = obróć dowolne stwory tutaj i obok (Z-50)
zarcana-power-does-tower = jak Miecze albo zrównaj z ziemią wierzchnią kartę celu, nawet gdy są na niej stwory (Z-51)
zarcana-power-does-star = dobierz cztery karty z pominięciem limitu ręki (Z-52)
zarcana-power-does-moon = przenieś to terytorium wraz z jego stworami gdzie indziej (Z-53)
zarcana-power-does-sun = zbuduj kartę z twojej ręki (Z-54)
zarcana-power-does-judgement = weź do trzech kart ze stosu odrzuconych (Z-55)
zarcana-power-does-gateway = teleportuj się na inne terytorium tego samego koloru (Z-58)
zarcana-power-does-magician = używany jako dowolna z czterech mocy kolorów, z ręki lub z planszy (Z-36)
zarcana-power-does-world = używany jako moc dowolnego odkrytego atutu na planszy (Z-56)
zarcana-power-does-doppelganger = używany jako wierzchnia karta stosu odrzuconych (Z-57)

## page:rulings: orzeczenia domowe, każde jedną wiadomością.

help-zarcana-rulings = **{ -zarcana-documented }**: orzeczenia domowe, ostateczne w tym projekcie tam, gdzie żadne źródło nic nie mówi (docs/rulings.md). Te oznaczone jako opcja stołu wybiera gospodarz w /{ cmd-zark } { cmd-zark-new }.
ruling-h-1 = Miejsca według kolejności dołączenia; gra toczy się zgodnie z ruchem wskazówek zegara; pierwszego gracza losuje się albo wybiera go gospodarz.
ruling-h-2 = Ręka startowa z trzech kart, rozdana po planszy 3x3.
ruling-h-3 = Stwora nie można zmniejszyć, gdy jego właściciel nie ma w zapasie stwora o jeden rozmiar mniejszego.
ruling-h-4 = Bez przymusowego odrzucania: ręka powyżej sześciu zostaje; dobieranie, które przestrzega limitu, kończy się na sześciu.
ruling-h-5 = Pole z ponad trzema stworami może tak zostać; moce, które przestrzegają limitu, nie dodają tam żadnego, dopóki nie spadnie poniżej trzech.
ruling-h-6 = Nowe stwory stoją; powiększony stwór zachowuje swoje ustawienie, zmniejszony przejmuje ustawienie ofiary.
ruling-h-7 = Stwór nie może przejść w pustkę (pole bez karty na nim ani obok).
ruling-h-8 = Denary, Koło i Słońce działają w dowolnym ustawieniu; stojąc, stwór buduje na własnym polu.
ruling-h-9 = Karta zagrana z ręki trafia na stos odrzuconych po swojej mocy; karty odrzucone razem trafiają tam w kolejności wybranej przez gracza, ostatnia na wierzch.
ruling-h-10 = Głupiec nie potrzebuje stwora; każda dobrana karta jest rozpatrywana w całości i trzeba jej użyć, jeśli się da.
ruling-h-11 = Kapłanka i Sąd Ostateczny nie potrzebują stwora i przestrzegają limitu ręki.
ruling-h-12 = Cesarz żąda tylko tylu kart, ile pozwala ci zostać przy sześciu lub mniej.
ruling-h-13 = Kapłan przejmuje wszystko, co trafi, dowolnej wielkości, także w twoim własnym kolorze.
ruling-h-14 = Kochankowie nie potrzebują stwora; na planszy używa ich stwór, który na nich stoi.
ruling-h-15 = Sprawiedliwość może zamienić się z pustą ręką i pomija limit ręki.
ruling-h-16 = Cel Księżyca na pustkowiu musi dotykać innej karty niż ta, którą przenosi.
ruling-h-17 = Brama przestrzega limitu populacji; obie karty dodatkowe liczą się jako atuty przy kolorach; Sobowtór kopiuje z figury tylko jej własny kolor.
ruling-h-18 = Ogłoszenie to cała tura ogłaszającego; wszyscy pozostali grają jeszcze raz; gra się kończy. Opcja stołu (domyślnie włączona): gra kończy się też, gdy talia wyczerpie się po raz drugi.
ruling-h-19 = Remis to wspólna wygrana. Opcja stołu: rozstrzyga go najwięcej oczek stworów na planszy.
ruling-h-20 = Opcja stołu (domyślnie wyłączona): Sobowtór i Brama w talii.
ruling-h-21 = Opcja stołu: kolejność atutów RWS (Siła 8, Sprawiedliwość 11, domyślnie) albo marsylska (Sprawiedliwość 8, Siła 11).
ruling-h-22 = Moc musi coś zmienić; dobieranie Głupca zawsze się liczy.
ruling-h-23 = Od 2 do 5 graczy; zalecane 3.
ruling-h-24 = Talia jest „zużyta” od swojego pierwszego przetasowania.
ruling-h-25 = Diabeł może obrócić także działającego stwora.
ruling-h-26 = Miecze trafiają dowolnego stwora na polu celu poza sobą, według wyboru atakującego.

## page:choices: tam, gdzie milczą nawet orzeczenia domowe, co robi silnik, każde jedną wiadomością; potem wybory
## bota.

help-zarcana-choices = **{ -zarcana-documented }**: tam, gdzie milczą nawet orzeczenia domowe, silnik robi tak:
zarcana-choice-card-in-play = Karta zagrana z ręki jest w grze, dopóki rozpatrywana jest jej moc: nie ma jej już na twojej ręce (dla limitu ręki, zamiany Sprawiedliwości i karty Słońca) i nie ma jej jeszcze na stosie odrzuconych (H-9).
zarcana-choice-discard-order = Odrzucając całą rękę (opcja 6), wskazujesz kartę, która trafia na wierzch, i tyle kart pod nią, ile chcesz, od góry; reszta trafia pod nie w ustalonej kolejności (H-9).
zarcana-choice-fools-cards = Karty Głupca są odrzucane po jednej po użyciu (Z-35); Głupiec zagrany z ręki trafia na stos razem ze swoją ostatnią kartą, w wybranej przez ciebie kolejności (H-9).
zarcana-choice-extra-option = Dodatkowa opcja Kapłanki przychodzi, gdy skończy się cała opcja, która ją dała; może to być dowolna opcja, także ogłoszenie; dodatkowa opcja, która jeszcze czeka, jest wykonywana także po ogłoszeniu (Z-37, H-18).
zarcana-choice-second-reshuffle = Talia „wyczerpuje się po raz drugi”, gdy potrzebne jest drugie przetasowanie: i tak ono następuje, żeby tura mogła się skończyć, a gra kończy się wraz z tą turą (H-18).
zarcana-choice-reorient = Opcja 4 i Diabeł obracają stwory po jednym, każdego najwyżej raz, w inne ustawienie (Z-50, H-22).
zarcana-choice-second-step = O drugi krok Rydwanu, Śmierci lub Siły bot pyta tylko wtedy, gdy jest on możliwy (Z-42, Z-43, Z-48).
zarcana-choice-demand = Atakujący Cesarzem mówi, ilu kart żąda, najwyżej tylu, ile ma właściciel ofiary (Z-39, H-12).
zarcana-choice-judgement = „Nie licząc tej” w Sądzie Ostatecznym pomija kartę Sądu Ostatecznego na stosie, także gdy kopiuje ją Sobowtór (Z-55, Z-57).
zarcana-choice-face-down = Zakryta karta nie ma koloru dla Bramy i żaden widok jej nie pokazuje, nawet widok tego, kto ją położył (Z-45, Z-58).
zarcana-choice-resigning = Poddanie się, jak w innych grach: twoje stwory schodzą z planszy, a twoja tura się kończy; jeśli zostanie jeden gracz, wygrywa. Zgoda wszystkich kończy grę bez zwycięzcy.
help-zarcana-choices-bot = I bot: gracze komputerowi Zarcana grają na każdym poziomie: łatwy patrzy jeden ruch naprzód (z odrobiną przypadku i unikając powtarzania w kółko tego samego ruchu), średni sprawdza każdy ruch wobec przypuszczeń co do ukrytych kart, trudny we dwóch przeszukuje drzewo odpowiedzi obu graczy przy takich przypuszczeniach (wygrywa ze średnim w około 7 grach na 10), a przy większej liczbie graczy rozgrywa każdy ze swoich najlepszych ruchów przez całą kolejkę, w której pozostali odpowiadają tak, jak zrobiłby to średni. Żaden komputer nie wykonuje tego samego ruchu trzy razy w swoich ostatnich dziesięciu (poza dobieraniem) ani przez więcej niż trzy tury z rzędu nie ogranicza się do obracania swoich stworów lub pasowania, żeby gra komputerów zmierzała do końca. Po upływie terminu zastępca rozgrywa turę nieobecnego gracza tak, jak zrobiłby to łatwy gracz, widząc tylko jego karty, i odpowiada też na jego decyzje (łącznie z żądaniem Cesarza). Podgląd używa zastępczych kart w miejsce tych, które ruch wziąłby z talii.

## page:table

help-zarcana-table = **{ -zarcana-documented }**: opcje stołu, wybierane przez gospodarza przy otwieraniu gry przez /{ cmd-zark } { cmd-zark-new } { cmd-zark-new.game }:zarcana (wartości domyślne w nawiasach kwadratowych):
    • `safety_end` (H-18) [on]: gra kończy się też, gdy talia wyczerpie się po raz drugi, więc nie może trwać w nieskończoność.
    • `tie_break` (H-19) [off: wspólna wygrana]: remis wygrywa ten, kto ma najwięcej oczek stworów na planszy.
    • `extra_cards` (H-20) [off: 78 kart]: Sobowtór i Brama dochodzą do talii (80 kart, Z-5).
    • `trump_order` (H-21) [rws: Siła 8, Sprawiedliwość 11]: albo marseille (Sprawiedliwość 8, Siła 11).
    • `first_player` (H-1) [losowanie]: miejsce, które gra pierwsze (1 to ten, kto dołączył pierwszy); miejsca idą według kolejności dołączenia.
    • `rated` [on]: off dla gry towarzyskiej, która nikomu nie zmienia rankingu (zobacz /{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ choice-ratings }).
    • `hints` [off]: przy on /{ cmd-zark } { cmd-zark-hint } prywatnie podpowiada ci ruch (ruch średniego gracza komputerowego, który widzi tylko twoje karty), z przyciskiem Zagraj; taka gra nigdy nie jest rankingowa.
    Od 2 do 5 graczy (H-23); najlepiej 3. Gracze komputerowi: /{ cmd-zark } { cmd-zark-bot } { cmd-zark-bot-add } w lobby (łatwy, średni albo trudny).
