# The lobby: its message and buttons (in the table's language), and the private "Done: ..." answers of the lobby
# commands (in the asker's).

lobby-button-join = Beitreten
lobby-button-leave = Verlassen
lobby-button-start = Starten
lobby-button-cancel = Abbrechen
lobby-button-computer = Computer hinzufügen
button-hand = Meine Hand
button-catchup = Neuigkeiten
button-resign = Ja, aufgeben
button-endtutorial = Tutorial beenden
button-playit = Spielen
computer-name = Bot { $number } ({ $level ->
        [gentle] sanft
        [medium] mittel
        [hard] schwer
       *[easy] leicht
    })
lobby-heading = **{ $game }**: Partie { $number } ({ $words }{ $flags ->
        [hints] , Tipps an: nicht gewertet
        [friendly] , freundschaftlich: nicht gewertet
       *[none] {""}
    }), Gastgeber: { $host }.
lobby-players = Spieler ({ $count }/{ $most }): { $players }
lobby-nobody-yet = noch niemand
lobby-how-to-join = Drück **{ lobby-button-join }**, um mitzuspielen. Der Gastgeber drückt **{ lobby-button-start }**, sobald { $least } bis { $most } Spieler dabei sind (**{ lobby-button-computer }** setzt einen { $level ->
        [medium] mittleren
        [hard] schweren
       *[easy] leichten
    } Computerspieler ein).
lobby-where-to-start = Neu hier? /{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ choice-start } erklärt, wie ein Zug abläuft; /{ cmd-zark } { cmd-zark-tutorial } bringt dir ein Spiel beim Spielen bei.
lobby-joined = { $name } ist beigetreten.
lobby-left = { $name } ist gegangen.
lobby-started = { $name } hat die Partie gestartet.
lobby-cancelled = { $name } hat die Partie abgebrochen.
lobby-seated = { $name } hat { $computer } hinzugefügt.
lobby-cancelled-channel-taken = Abgebrochen: In diesem Kanal läuft schon eine andere Partie.
lobby-tutorial-started = Ein Tutorial: Es hat sofort begonnen.
lobby-thread-opened = Dieser Thread ist Partie { $game }. Gespielt wird hier, sobald der Gastgeber sie startet.
lobby-opened = Erledigt: Partie { $game } ist offen und wird { $place ->
        [channel] in diesem Kanal
       *[thread] in { $place }
    } gespielt. Die Spieler drücken **{ lobby-button-join }** auf der Lobby-Nachricht; du drückst **{ lobby-button-start }**, sobald { $least } bis { $most } beigetreten sind.
lobby-tutorial-opened = Erledigt: Dein { $game }-Tutorial ist Partie { $number }, { $place ->
        [channel] in diesem Kanal
       *[thread] in { $place }
    }, gegen { $players }. Jede Zugoption wird dort erklärt, sobald du sie zum ersten Mal nutzen kannst, mit ihrer Regel; am Ende hast du alle gesehen (/{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ choice-tutorial }).
lobby-done-joined = Erledigt: Du bist beigetreten (Partie { $game }){ $place ->
        [here] {""}
       *[elsewhere] , die in { $place } gespielt wird
    }.
lobby-done-left = Erledigt: Du hast die Partie verlassen (Partie { $game }){ $place ->
        [here] {""}
       *[elsewhere] , die in { $place } gespielt wird
    }.
lobby-done-started = Erledigt: Du hast die Partie gestartet (Partie { $game }){ $place ->
        [here] {""}
       *[elsewhere] , die in { $place } gespielt wird
    }.
lobby-done-cancelled = Erledigt: Du hast die Partie abgebrochen (Partie { $game }){ $place ->
        [here] {""}
       *[elsewhere] , die in { $place } gespielt wird
    }.
lobby-done-computer-joined = Erledigt: { $name } ist Partie { $game } beigetreten{ $place ->
        [here] {""}
       *[elsewhere] , die in { $place } gespielt wird
    }.
lobby-done-computer-left = Erledigt: { $name } hat Partie { $game } verlassen{ $place ->
        [here] {""}
       *[elsewhere] , die in { $place } gespielt wird
    }.
