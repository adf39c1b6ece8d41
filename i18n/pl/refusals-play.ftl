# Odmowy aplikacji i magazynu danych (play/, cogs/, data/) oraz zdania wspólne dla wszystkich gier: to, co gracz
# czyta prywatnie, gdy polecenie, przycisk lub menu niczego nie zmienia. Numery gier, pola, kody kart, wzmianki
# (<@123>, <#123>) zostają bez zmian; nazwy poleceń są te czytelnika, z commands.ftl (/{ cmd-zark } { cmd-zark-new }).

## Zdania wspólne

play-apology = Przepraszamy, coś poszło nie tak po naszej stronie. Nic nie zostało zmienione; spróbuj ponownie za chwilę.
play-stale-button = Ten przycisk należy do gry, która poszła dalej lub się skończyła; użyj najnowszej wiadomości.
play-stale-menu = To menu pochodzi z wcześniejszego momentu gry; gra poszła dalej. Użyj najnowszej wiadomości.
play-game-link = { $place } (gra { $game })
# Wątek gry, w języku stołu: $game to nazwa gry (Zark City, Unocitta, Unopolis, Zarcana), $number numer gry.
play-game-name = { $game }, gra { $number }
play-list = { $first }, { $rest }

## Podglądy i podpowiedzi

play-preview-moved-on = Gra poszła dalej od tego podglądu, więc nic nie zostało zagrane. Zrób podgląd ruchu jeszcze raz, aby zobaczyć go teraz.
play-preview-over = Ta gra się skończyła: nie ma już czego podglądać.
play-resigned = Po poddaniu się nie grasz już w tej grze.
play-preview-not-yours = Ten podgląd należy do miejsca innego gracza; zrób podgląd własnego ruchu.
play-hints-off = Podpowiedzi są przy tym stole wyłączone. Gospodarz włącza je przy zakładaniu gry: /{ cmd-zark } { cmd-zark-new } { cmd-zark-new.options }:hints:on (taka gra nie jest rankingowa).
play-hint-over = Ta gra się skończyła: nie ma już ruchu do podpowiedzenia.
play-hint-resigned = Po poddaniu się nie masz już w tej grze ruchu do podpowiedzenia.
play-hint-not-your-turn = To nie twoja tura: podpowiedź dotyczy ruchu, który musisz wykonać teraz. Zapytaj ponownie, gdy przyjdzie twoja tura.
play-hint-moved-on = Gra poszła dalej od tej podpowiedzi, więc nic nie zostało zagrane. Poproś o podpowiedź ponownie (/{ cmd-zark } { cmd-zark-hint }), aby zobaczyć ją teraz.

## Czyja tura, i polecenia innej rodziny gier

play-not-your-turn = Teraz tura: { $name }, nie twoja.
play-zark-starter-chosen = Twoja karta startowa jest wybrana; czekamy na pozostałych.
play-zarcana-not-yours-to-answer = Nie ty teraz odpowiadasz: { $decision }
play-wrong-commands = To jest gra { $game }: graj w nią jej własnymi poleceniami.
play-zark-wrong-commands = To jest gra Zark City (lub jedna z jej odmian z kartami Uno): graj poleceniami /{ cmd-draw }, /{ cmd-grow }, /{ cmd-spawn }, /{ cmd-build }, /{ cmd-move }, /{ cmd-attack }, /{ cmd-fly }, /{ cmd-hatch } i /{ cmd-discard } (zobacz /{ cmd-zark } { cmd-zark-rules }). Polecenia /{ cmd-zarcana } są do gier Zarcana.
play-zarcana-wrong-commands = To jest gra Zarcana: graj poleceniami /{ cmd-zarcana } ({ cmd-zarcana-place }, { cmd-zarcana-play }, { cmd-zarcana-use }, { cmd-zarcana-reorient }, { cmd-zarcana-draw }, { cmd-zarcana-discard-hand }, { cmd-zarcana-pass }, { cmd-zarcana-declare }, a odpowiadaj { cmd-zarcana-drawn }, { cmd-zarcana-again }, { cmd-zarcana-done }, { cmd-zarcana-give }, { cmd-zarcana-top }; zobacz /{ cmd-zarcana } { cmd-zarcana-rules }).
play-zarcana-no-menu = Zarcana nie prosi o karty z menu: użyj poleceń /{ cmd-zarcana }.

## Dlaczego opcja nie ma teraz nic do zaproponowania

play-nothing-to-choose = Nie ma tu teraz nic do wybrania.
play-zark-nothing-attack = Nie ma czego atakować: brak cudzej piramidy obok twoich, za którą zapłaci twoja ręka (R-11).
play-zark-nothing-attack-own = Nie ma czego atakować: brak piramidy na twoich kartach lub obok, za którą zapłaci ręka (R-11).
play-zark-nothing-grow = Nie ma czego powiększyć: w zapasie nie ma większego rozmiaru dla żadnej twojej piramidy.
play-zark-nothing-spawn = Nie ma gdzie wystawić: potrzebujesz małej w zapasie i karty, którą zajmujesz.
play-zark-nothing-build = Nie ma gdzie budować: brak karty z liczbą na ręce albo pustego pola obok twoich kart.
play-zark-nothing-move = Nie ma czego przesunąć: żadna twoja piramida nie stoi na planszy obok innej karty.
play-zark-nothing-fly = Nie ma czym przelecieć: potrzebujesz asa i zajętej karty, która może przelecieć (R-15).
play-zark-nothing-hatch = Nie możesz się wykluć: wykluwa się tylko gracz bez piramid na planszy (R-16).
play-zarcana-nothing-place = Nie ma gdzie postawić: brak małego stwora w zapasie lub każda karta ma trzy stwory (Z-2, Z-24).
play-zarcana-nothing-place-mine = Nie możesz postawić: stawia się tylko bez stwora na planszy, a masz jednego (Z-29).
play-zarcana-nothing-play = Nie ma czego zagrać: żadna karta na ręce nie ma teraz dozwolonego użycia (Z-18).
play-zarcana-nothing-empty-hand = Twoja ręka jest pusta: nie ma czego zagrać ani odrzucić (opcje 2 i 6).
play-zarcana-nothing-use = Nie ma czego użyć: żaden twój stwór nie może użyć odkrytej karty, na której stoi (Z-16, Z-18).
play-zarcana-nothing-no-minion = Nie masz stwora na planszy: postaw go poleceniem /{ cmd-zarcana } { cmd-zarcana-place } (opcja 1, Z-29).
play-zarcana-nothing-reorient = Nie ma czego obrócić: żaden twój stwór nie może się obrócić (opcja 4, Z-13).
play-zarcana-nothing-full-hand = Nie możesz dobrać: masz sześć kart lub więcej, limit ręki (Z-26, H-4).
play-zarcana-nothing-draw = Nie możesz dobrać: w talii i na stosie odrzuconych nie ma już kart (Z-65).
play-zarcana-nothing-discard = Teraz nie ma czego odrzucić (opcja 6).
play-zarcana-nothing-no-drawn = Nie ma czego użyć z /{ cmd-zarcana } { cmd-zarcana-drawn }: odpowiada na Głupca i kartę, którą dobrał (Z-35).
play-zarcana-nothing-no-again = Nie ma drugiego kroku: /{ cmd-zarcana } { cmd-zarcana-again } następuje po Śmierci, Rydwanie lub Sile (Z-42).
play-zarcana-nothing-no-give = Nie ma czego oddać: /{ cmd-zarcana } { cmd-zarcana-give } odpowiada na żądanie Cesarza (Z-39).
play-zarcana-nothing-no-top = Nie ma czego ułożyć: /{ cmd-zarcana } { cmd-zarcana-top } odpowiada, gdy karty trafiają na stos razem (H-9).
play-zarcana-nothing-answer-drawn = Nie teraz: najpierw użyj karty dobranej przez Głupca, poleceniem /{ cmd-zarcana } { cmd-zarcana-drawn } (Z-35).
play-zarcana-nothing-answer-again = Nie teraz: najpierw zrób drugi krok /{ cmd-zarcana } { cmd-zarcana-again } albo skończ /{ cmd-zarcana } { cmd-zarcana-done }.
play-zarcana-nothing-answer-reorient = Nie teraz: obróć kolejne stwory /{ cmd-zarcana } { cmd-zarcana-reorient } albo skończ /{ cmd-zarcana } { cmd-zarcana-done }.
play-zarcana-nothing-answer-give = Nie teraz: najpierw oddaj karty, których żąda Cesarz, poleceniem /{ cmd-zarcana } { cmd-zarcana-give } (Z-39).
play-zarcana-nothing-answer-top = Nie teraz: najpierw powiedz, która karta idzie na wierzch stosu, /{ cmd-zarcana } { cmd-zarcana-top } (H-9).
play-zarcana-nothing-drawn-done = Karta dobrana przez Głupca nie ma teraz użycia (Z-35).
play-zarcana-nothing-again-done = Drugi krok nie jest teraz możliwy: skończ poleceniem /{ cmd-zarcana } { cmd-zarcana-done }.
play-zarcana-nothing-reorient-done = Nie został żaden stwór do obrócenia: skończ poleceniem /{ cmd-zarcana } { cmd-zarcana-done }.
play-zarcana-nothing-give-done = Nie masz kart do oddania (Z-39, H-12).
play-zarcana-nothing-top-done = Nie ma teraz karty do położenia na wierzchu (H-9).
play-zarcana-several-moves = { $count ->
        [one] To może być { $count } ruch
        [few] To mogą być { $count } różne ruchy
        [many] To może być { $count } różnych ruchów
       *[other] To może być { $count } różnego ruchu
    }: wybierz z list { $options ->
        [power] moc
        [minion] stwora
        [target] cel
        [power-minion] moc i stwora
        [power-target] moc i cel
        [minion-target] stwora i cel
       *[power-minion-target] moc, stwora i cel
    }.

## Odczytanie tego, co gracz wpisał w opcję

play-reading-not-a-pyramid = { $text } nie wskazuje piramidy: napisz jej pole i rozmiar, na przykład „M13 small”.
play-reading-no-card = Podaj co najmniej jedną kartę, na przykład { $deck ->
        [uno] „7R” lub „7R SB”
       *[standard] „QH” lub „QH QS”
    }.
play-reading-no-tarot-card = Podaj co najmniej jedną kartę, na przykład „7C” lub „7C 2S”.
play-reading-not-a-seat = { $text } nie jest miejscem w tej grze.
play-reading-not-a-target = { $text } nie wskazuje piramidy do ataku: wybierz jedną z listy, na przykład „N13 2 medium”.
play-reading-several-owners = Kilku graczy ma { $size ->
        [small] małą
        [medium] średnią
       *[large] dużą
    } na { $cell }: wybierz jedną z listy.
play-reading-no-opponent-piece = Na { $cell } nie ma { $size ->
        [small] małej
        [medium] średniej
       *[large] dużej
    } piramidy przeciwnika.
play-reading-not-an-outcome = { $text } nie jest wynikiem ataku: wybierz „demolish” lub „convert small/medium/large”.
play-reading-not-your-minion = { $text } nie wskazuje żadnego z twoich stworów: wybierz jednego z listy, na przykład „M13 small east”.
play-reading-not-a-minion = { $text } nie wskazuje stwora: wybierz jednego z listy, na przykład „2 large east at N13”.
cogs-zarcana-not-a-count = { $text } nie jest liczbą kart do dobrania: dobierz 1, 2 lub 3 (opcja 5, Z-26).

## Znalezienie gry i miejsca w niej

play-game-cancelled = Ta gra została anulowana.
play-game-over = Ta gra się skończyła.
play-no-game-here = Tu nie ma żadnej gry. Zacznij ją poleceniem /{ cmd-zark } { cmd-zark-new }.
play-no-game-here-yours = Tu nie ma żadnej gry. Twoje gry: { $links }
play-not-started = Ta gra jeszcze się nie zaczęła: gospodarz rozpoczyna ją z lobby.
play-not-playing = Nie grasz w tej grze.

## Lobby

play-table-option-not-name-value = { $word } nie jest opcją stołu: napisz NAZWA:WARTOŚĆ, na przykład „edition:classic”.
play-table-option-twice = Opcja stołu { $name } została podana dwa razy.
play-lobby-host-leaving = Jesteś gospodarzem: anuluj grę zamiast z niej wychodzić (albo najpierw posadź graczy komputerowych poleceniem /{ cmd-zark } { cmd-zark-bot } { cmd-zark-bot-add } i patrz, jak grają).
play-lobby-host-computers = Tylko gospodarz może dodawać i usuwać graczy komputerowych.
play-lobby-no-level = Nie ma poziomu { $level }: wybierz łatwy, średni lub trudny.
play-lobby-no-computer = W tej grze nie ma gracza komputerowego.
play-lobby-not-a-computer = To nie jest żaden z graczy komputerowych tej gry: wybierz jednego z listy.
play-lobby-host-starts = Tylko gospodarz, { $host }, może rozpocząć tę grę.
play-lobby-too-few = { $game } wymaga co najmniej { $count ->
        [one] { $count } gracza
        [few] { $count } graczy
        [many] { $count } graczy
       *[other] { $count } gracza
    }; poczekaj, aż ktoś dołączy.
play-lobby-who-cancels = Tylko gospodarz lub ktoś, kto może zarządzać tym serwerem, może anulować grę.
play-lobby-thread-taken = Ten wątek należy do gry { $game }. Załóż nową grę z kanału { $channel } poleceniem /{ cmd-zark } { cmd-zark-new }: dostanie własny wątek.
play-lobby-channel-taken = Na tym kanale trwa już gra { $game }; najpierw ją skończ lub anuluj.
play-lobby-several-meant = Tu nie ma żadnej gry, a może chodzić o { $count ->
        [one] { $count } lobby otwarte
        [few] { $count } lobby otwarte
        [many] { $count } lobby otwartych
       *[other] { $count } lobby otwartego
    } z tego kanału: { $places }. Wpisz polecenie w wątku gry albo naciśnij **Dołącz** (lub przycisk, o który ci chodzi) na wiadomości jej lobby.
play-lobby-none-waiting = Tu nie ma żadnej gry i żadna gra nie czeka na graczy. Zacznij ją poleceniem /{ cmd-zark } { cmd-zark-new }.
play-lobby-waiting = Tu nie ma żadnej gry. Gry czekające na graczy: { $places }. Naciśnij **Dołącz** na wiadomości lobby albo użyj /{ cmd-zark } { cmd-zark-lobby } { cmd-zark-lobby-join } w wątku gry.

## Terminy, nieobecności i usuwanie

play-timers-host-only = Tylko gospodarz może zmienić przypomnienia i termin tej gry.
play-time-zone-unknown = { $zone } to nie jest strefa czasowa, którą znam; wybierz jedną z listy, na przykład Europe/Warsaw.
play-away-days = Nieobecność może trwać od 0 do { $most ->
        [one] { $most } dnia
       *[other] { $most } dni
    }.
play-remove-host-only = Tylko gospodarz może usunąć gracza.
play-remove-not-playing = Ta osoba nie gra w tej grze.
play-remove-too-soon = { $name } ma na koncie { $count ->
        [one] { $count } przekroczony termin
        [few] { $count } przekroczone terminy
        [many] { $count } przekroczonych terminów
       *[other] { $count } przekroczonego terminu
    } z rzędu; gracza można usunąć po { $limit }.

## Analizy, powtórki i samouczki

play-review-elsewhere = Gra { $game } toczyła się na innym serwerze i nie było cię wśród jej graczy.
play-review-never-started = Gra { $game } nigdy się nie zaczęła: nie ma czego analizować.
play-review-not-over = Gra { $game } wciąż trwa. Analiza widzi karty wszystkich graczy, więc pokazujemy ją dopiero po końcu gry: zapytaj ponownie po jej ostatnim ruchu.
play-review-no-move = Gra { $game } nie ma ruchu { $move }.
play-replay-not-a-number = Podaj grę jej numerem, na przykład 12, albo wybierz jedną ze swoich skończonych gier z listy.
play-replay-no-game = Tu nie ma gry { $game }.
play-replay-not-started = Gra { $game } jeszcze się nie zaczęła: jej powtórka będzie, gdy się skończy.
play-replay-cancelled = Gra { $game } została anulowana przed końcem: powtórkę ma tylko skończona gra.
play-replay-still-playing = Gra { $game } wciąż trwa: jej powtórka będzie, gdy się skończy (`/{ cmd-zark } { cmd-zark-board }` pokazuje ją teraz).
play-tutorial-not-one = Gra { $game } nie jest samouczkiem, więc nie ma czego kończyć; nic się nie zmieniło. Grę opuszcza się poleceniem /{ cmd-zark } { cmd-zark-resign }.
play-tutorial-not-the-learner = Tylko osoba ucząca się w tym samouczku ({ $name }) może go zakończyć; nic się nie zmieniło.
play-tutorial-the-learner = uczeń
play-tutorial-over = Ten samouczek już się skończył; nic się nie zmieniło. Zacznij kolejny poleceniem /{ cmd-zark } { cmd-zark-tutorial }.

## Polecenia w Discordzie

cogs-resign-not-started = Ta gra się nie zaczęła; zamiast tego użyj **Opuść**.
cogs-defaults-managers-only = Tylko ktoś, kto może zarządzać tym serwerem, może ustawić jego domyślne wartości.
cogs-pick-player = Wybierz gracza z listy.
cogs-pick-computer = Wybierz gracza komputerowego z listy.
cogs-lobby-server-channel = Zacznij grę na kanale serwera.
cogs-lobby-channel-taken = Na tym kanale toczy się teraz inna gra, a ta nie mogła otworzyć własnego wątku, więc została anulowana. Zacznij ją na innym kanale albo najpierw skończ tamtą grę.
cogs-lobby-not-posted = Discord nie przyjął przed chwilą wiadomości lobby, więc nic nie zostało otwarte. Spróbuj ponownie.
cogs-lobby-not-allowed = Nie mogę tu opublikować wiadomości lobby, więc nic nie zostało otwarte: administrator serwera może pozwolić mi tu pisać.

## Magazyn danych

store-no-game-number = Nie ma gry o numerze { $game }.
store-stale-version = Gra poszła dalej w trakcie twojego wyboru: spójrz jeszcze raz na planszę i wykonaj swój ruch.
store-duplicate-move = Ten ruch został już wykonany.
store-not-started = Ta gra jeszcze się nie zaczęła.
store-already-started = Ta gra już się zaczęła.
store-game-over = Ta gra się skończyła.
store-abandoned = Ta gra została porzucona.
store-lobby-already-in = Już jesteś w tej grze.
store-lobby-not-in = Nie ma cię w tej grze.
store-lobby-full = Ta gra jest pełna: { $count ->
        [one] dołączył już { $count } gracz
        [few] dołączyło już { $count } graczy
        [many] dołączyło już { $count } graczy
       *[other] dołączyło już { $count } gracza
    }.
store-damaged = Gra { $game } jest uszkodzona i nie można jej wczytać; operator bota został powiadomiony.
