# The lobby: its message and buttons (in the table's language), and the private "Done: ..." answers of the lobby
# commands (in the asker's).

lobby-button-join = Dołącz
lobby-button-leave = Opuść
lobby-button-start = Rozpocznij
lobby-button-cancel = Anuluj
lobby-button-computer = Dodaj komputer
button-hand = Moja ręka
button-catchup = Co nowego
button-resign = Tak, poddaję się
button-endtutorial = Zakończ samouczek
button-playit = Zagraj
computer-name = Bot { $number } ({ $level ->
        [gentle] łagodny
        [medium] średni
        [hard] trudny
       *[easy] łatwy
    })
lobby-heading = **{ $game }**: gra { $number } ({ $words }{ $flags ->
        [hints] , podpowiedzi włączone: bez rankingu
        [friendly] , towarzyska: bez rankingu
       *[none] {""}
    }), gospodarz: { $host }.
lobby-players = Gracze ({ $count }/{ $most }): { $players }
lobby-nobody-yet = jeszcze nikt
lobby-how-to-join = Naciśnij **{ lobby-button-join }**, aby zagrać. Gospodarz naciska **{ lobby-button-start }**, gdy jest od { $least } do { $most } graczy (**{ lobby-button-computer }** sadza { $level ->
        [medium] średniego
        [hard] trudnego
       *[easy] łatwego
    } gracza komputerowego).
lobby-where-to-start = Nowy tutaj? /{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ choice-start } mówi, jak przebiega tura; /{ cmd-zark } { cmd-zark-tutorial } uczy gry przez granie.
lobby-joined = { $name } dołącza.
lobby-left = { $name } wychodzi.
lobby-started = { $name } rozpoczyna grę.
lobby-cancelled = { $name } anuluje grę.
lobby-seated = { $name } sadza { $computer }.
lobby-cancelled-channel-taken = Anulowano: na tym kanale toczy się już inna gra.
lobby-tutorial-started = Samouczek: zaczął się od razu.
lobby-thread-opened = Ten wątek to gra { $game }. Grajcie tutaj, gdy tylko gospodarz ją rozpocznie.
lobby-opened = Gotowe: gra { $game } jest otwarta i toczy się { $place ->
        [channel] na tym kanale
       *[thread] w { $place }
    }. Gracze naciskają **{ lobby-button-join }** na wiadomości lobby; ty naciskasz **{ lobby-button-start }**, gdy dołączy od { $least } do { $most } graczy.
lobby-tutorial-opened = Gotowe: twój samouczek { $game } to gra { $number }, { $place ->
        [channel] na tym kanale
       *[thread] w { $place }
    }, przeciwko: { $players }. Każda opcja tury jest tam wyjaśniana, gdy po raz pierwszy możesz jej użyć, z numerem zasady; na koniec poznasz wszystkie (/{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ choice-tutorial }).
lobby-done-joined = Gotowe: dołączasz (gra { $game }){ $place ->
        [here] {""}
       *[elsewhere] , która toczy się w { $place }
    }.
lobby-done-left = Gotowe: wychodzisz (gra { $game }){ $place ->
        [here] {""}
       *[elsewhere] , która toczy się w { $place }
    }.
lobby-done-started = Gotowe: rozpoczynasz grę (gra { $game }){ $place ->
        [here] {""}
       *[elsewhere] , która toczy się w { $place }
    }.
lobby-done-cancelled = Gotowe: anulujesz grę (gra { $game }){ $place ->
        [here] {""}
       *[elsewhere] , która toczy się w { $place }
    }.
lobby-done-computer-joined = Gotowe: { $name } dołącza do gry { $game }{ $place ->
        [here] {""}
       *[elsewhere] , która toczy się w { $place }
    }.
lobby-done-computer-left = Gotowe: { $name } opuszcza grę { $game }{ $place ->
        [here] {""}
       *[elsewhere] , która toczy się w { $place }
    }.
