# Ablehnungen der Anwendung und des Speichers (play/, cogs/, data/) und die Sätze, die alle Spiele teilen: was ein
# Spieler privat liest, wenn ein Befehl, eine Schaltfläche oder ein Menü nichts ändert. Partienummern, Felder,
# Kartencodes und Erwähnungen (<@123>, <#123>) bleiben, wie sie sind; Befehlsnamen sind die des Lesers, aus
# commands.ftl (/{ cmd-zark } { cmd-zark-new }).

## Gemeinsame Sätze

play-apology = Entschuldigung, bei uns ist etwas schiefgegangen. Es wurde nichts geändert; bitte versuche es gleich noch einmal.
play-stale-button = Diese Schaltfläche gehört zu einer Partie, die weitergegangen oder beendet ist; nimm die neueste Nachricht.
play-stale-menu = Dieses Menü stammt aus einem früheren Moment der Partie; sie ist weitergegangen. Nimm die neueste Nachricht.
play-game-link = { $place } (Partie { $game })
# Der Thread einer Partie, in der Sprache des Tischs: $game ist der Name des Spiels (Zark City, Unocitta, Unopolis,
# Zarcana), $number die Nummer der Partie.
play-game-name = { $game }, Partie { $number }
play-list = { $first }, { $rest }

## Vorschau und Tipps

play-preview-moved-on = Die Partie ist seit dieser Vorschau weitergegangen, daher wurde nichts gespielt. Zeig dir den Zug noch einmal in der Vorschau an, um ihn jetzt zu sehen.
play-preview-over = Diese Partie ist vorbei: Es gibt nichts mehr vorzuschauen.
play-resigned = Du hast diese Partie aufgegeben.
play-preview-not-yours = Diese Vorschau gehört zum Platz eines anderen Spielers; sieh dir stattdessen deinen eigenen Zug in der Vorschau an.
play-hints-off = Tipps sind an diesem Tisch aus. Ein Gastgeber schaltet sie beim Eröffnen einer Partie ein: /{ cmd-zark } { cmd-zark-new } { cmd-zark-new.options }:hints:on (eine solche Partie wird nicht gewertet).
play-hint-over = Diese Partie ist vorbei: Es gibt keinen Zug mehr, für den es einen Tipp gäbe.
play-hint-resigned = Du hast diese Partie aufgegeben, daher gibt es keinen Zug von dir, für den es einen Tipp gäbe.
play-hint-not-your-turn = Du bist nicht am Zug: Ein Tipp gilt einem Zug, den du jetzt machen musst. Frag wieder, wenn du am Zug bist.
play-hint-moved-on = Die Partie ist seit diesem Tipp weitergegangen, daher wurde nichts gespielt. Frag noch einmal nach einem Tipp (/{ cmd-zark } { cmd-zark-hint }), um jetzt einen zu sehen.

## Wer am Zug ist, und die Befehle einer anderen Spielfamilie

play-not-your-turn = { $name } ist am Zug, nicht du.
play-zark-starter-chosen = Du hast deine Startkarte gewählt; wir warten auf die anderen.
play-zarcana-not-yours-to-answer = Nicht du musst antworten: { $decision }
play-wrong-commands = Dies ist eine Partie { $game }: Spiel sie mit ihren eigenen Befehlen.
play-zark-wrong-commands = Dies ist eine Partie Zark City (oder eines seiner Verwandten mit Uno-Karten): Spiel sie mit /{ cmd-draw }, /{ cmd-grow }, /{ cmd-spawn }, /{ cmd-build }, /{ cmd-move }, /{ cmd-attack }, /{ cmd-fly }, /{ cmd-hatch } und /{ cmd-discard } (siehe /{ cmd-zark } { cmd-zark-rules }). Die /{ cmd-zarcana }-Befehle sind für Partien Zarcana.
play-zarcana-wrong-commands = Dies ist eine Partie Zarcana: Spiel sie mit den /{ cmd-zarcana }-Befehlen ({ cmd-zarcana-place }, { cmd-zarcana-play }, { cmd-zarcana-use }, { cmd-zarcana-reorient }, { cmd-zarcana-draw }, { cmd-zarcana-discard-hand }, { cmd-zarcana-pass }, { cmd-zarcana-declare }, und zum Antworten { cmd-zarcana-drawn }, { cmd-zarcana-again }, { cmd-zarcana-done }, { cmd-zarcana-give }, { cmd-zarcana-top }; siehe /{ cmd-zarcana } { cmd-zarcana-rules }).
play-zarcana-no-menu = Zarcana verlangt keine Karten aus einem Menü: Nimm die /{ cmd-zarcana }-Befehle.

## Warum eine Option gerade nichts anbietet

play-nothing-to-choose = Hier gibt es gerade nichts zu wählen.
play-zark-nothing-attack = Nichts anzugreifen: keine fremde Pyramide nahe deinen, die deine Hand bezahlen kann (R-11).
play-zark-nothing-attack-own = Nichts anzugreifen: keine Pyramide auf oder neben deinen Karten, die deine Hand bezahlt (R-11).
play-zark-nothing-grow = Nichts zum Wachsen: Für keine deiner Pyramiden liegt die nächste Größe im Vorrat.
play-zark-nothing-spawn = Kein Vermehren möglich: Du brauchst eine kleine im Vorrat und eine Karte, die du besetzt.
play-zark-nothing-build = Kein Bauen möglich: keine Zahlenkarte auf der Hand oder kein leeres Feld neben deinen Karten.
play-zark-nothing-move = Nichts zu bewegen: Keine deiner Pyramiden liegt auf dem Spielfeld neben einer anderen Karte.
play-zark-nothing-fly = Kein Fliegen möglich: Du brauchst ein Ass und eine besetzte Karte, die fliegen darf (R-15).
play-zark-nothing-hatch = Du kannst nicht schlüpfen: Nur wer keine Pyramide auf dem Spielfeld hat, schlüpft (R-16).
play-zarcana-nothing-place = Kein Platzieren möglich: kein kleiner Diener im Vorrat, oder jede Karte hat drei (Z-2, Z-24).
play-zarcana-nothing-place-mine = Platzieren geht nur ohne Diener auf dem Spielfeld, und du hast einen (Z-29).
play-zarcana-nothing-play = Nichts auszuspielen: Keine Karte deiner Hand ist jetzt regelgerecht nutzbar (Z-18).
play-zarcana-nothing-empty-hand = Deine Hand ist leer: Es gibt nichts auszuspielen oder abzulegen (Optionen 2 und 6).
play-zarcana-nothing-use = Nichts zu nutzen: Kein Diener darf die offene Karte nutzen, auf der er steht (Z-16, Z-18).
play-zarcana-nothing-no-minion = Du hast keinen Diener auf dem Spielfeld: Platziere einen mit /{ cmd-zarcana } { cmd-zarcana-place } (Option 1, Z-29).
play-zarcana-nothing-reorient = Nichts zu drehen: Keiner deiner Diener darf sich drehen (Option 4, Z-13).
play-zarcana-nothing-full-hand = Kein Ziehen möglich: Du hast sechs Karten oder mehr, das Handlimit (Z-26, H-4).
play-zarcana-nothing-draw = Kein Ziehen möglich: keine Karte mehr im Stapel oder im Ablagestapel (Z-65).
play-zarcana-nothing-discard = Gerade nichts abzulegen (Option 6).
play-zarcana-nothing-no-drawn = Nichts für /{ cmd-zarcana } { cmd-zarcana-drawn }: Es antwortet auf den Narren, mit der gezogenen Karte (Z-35).
play-zarcana-nothing-no-again = Kein zweiter Schritt: /{ cmd-zarcana } { cmd-zarcana-again } folgt auf den Tod, den Wagen oder die Kraft (Z-42).
play-zarcana-nothing-no-give = Nichts zu geben: /{ cmd-zarcana } { cmd-zarcana-give } antwortet auf die Forderung des Herrschers (Z-39).
play-zarcana-nothing-no-top = Nichts zu ordnen: /{ cmd-zarcana } { cmd-zarcana-top } antwortet, wenn Karten zugleich auf den Ablagestapel kommen (H-9).
play-zarcana-nothing-answer-drawn = Nicht jetzt: Nutze erst die Karte, die der Narr zog, mit /{ cmd-zarcana } { cmd-zarcana-drawn } (Z-35).
play-zarcana-nothing-answer-again = Nicht jetzt: Mach erst den zweiten Schritt mit /{ cmd-zarcana } { cmd-zarcana-again }, oder hör mit /{ cmd-zarcana } { cmd-zarcana-done } auf.
play-zarcana-nothing-answer-reorient = Nicht jetzt: Dreh weitere Diener mit /{ cmd-zarcana } { cmd-zarcana-reorient }, oder hör mit /{ cmd-zarcana } { cmd-zarcana-done } auf.
play-zarcana-nothing-answer-give = Nicht jetzt: Gib erst die geforderten Karten mit /{ cmd-zarcana } { cmd-zarcana-give } (Z-39).
play-zarcana-nothing-answer-top = Nicht jetzt: Sag erst, welche Karte oben liegt, mit /{ cmd-zarcana } { cmd-zarcana-top } (H-9).
play-zarcana-nothing-drawn-done = Die Karte, die der Narr zog, ist gerade nicht nutzbar (Z-35).
play-zarcana-nothing-again-done = Kein zweiter Schritt möglich: Hör mit /{ cmd-zarcana } { cmd-zarcana-done } auf.
play-zarcana-nothing-reorient-done = Kein Diener mehr zu drehen: Hör mit /{ cmd-zarcana } { cmd-zarcana-done } auf.
play-zarcana-nothing-give-done = Du hast keine Karten zu geben (Z-39, H-12).
play-zarcana-nothing-top-done = Es gibt gerade keine Karte, die nach oben kommt (H-9).
play-zarcana-several-moves = Das könnten { $count } verschiedene Züge sein: Wähle { $options ->
        [power] die Fähigkeit
        [minion] den Diener
        [target] das Ziel
        [power-minion] die Fähigkeit und den Diener
        [power-target] die Fähigkeit und das Ziel
        [minion-target] den Diener und das Ziel
       *[power-minion-target] die Fähigkeit, den Diener und das Ziel
    } aus den Listen.

## Lesen, was ein Spieler in eine Option getippt hat

play-reading-not-a-pyramid = { $text } bezeichnet keine Pyramide: Schreib ihr Feld und ihre Größe, etwa „M13 small“.
play-reading-no-card = Nenne mindestens eine Karte, etwa { $deck ->
        [uno] „7R“ oder „7R SB“
       *[standard] „QH“ oder „QH QS“
    }.
play-reading-no-tarot-card = Nenne mindestens eine Karte, etwa „7C“ oder „7C 2S“.
play-reading-not-a-seat = { $text } ist kein Platz in dieser Partie.
play-reading-not-a-target = { $text } bezeichnet keine Pyramide zum Angreifen: Wähle eine aus der Liste, etwa „N13 2 medium“.
play-reading-several-owners = Mehrere Spieler haben eine { $size ->
        [small] kleine
        [medium] mittlere
       *[large] große
    } auf { $cell }: Wähle eine aus der Liste.
play-reading-no-opponent-piece = Auf { $cell } gibt es keine { $size ->
        [small] kleine
        [medium] mittlere
       *[large] große
    } Pyramide eines Gegners.
play-reading-not-an-outcome = { $text } ist kein Ergebnis: Wähle „demolish“ oder „convert small/medium/large“.
play-reading-not-your-minion = { $text } bezeichnet keinen deiner Diener: Wähle einen aus der Liste, etwa „M13 small east“.
play-reading-not-a-minion = { $text } bezeichnet keinen Diener: Wähle einen aus der Liste, etwa „2 large east at N13“.
cogs-zarcana-not-a-count = { $text } ist keine Zahl von Karten zum Ziehen: Zieh 1, 2 oder 3 (Option 5, Z-26).

## Die Partie finden, und einen Platz darin

play-game-cancelled = Diese Partie wurde abgebrochen.
play-game-over = Diese Partie ist vorbei.
play-no-game-here = Hier gibt es keine Partie. Starte eine mit /{ cmd-zark } { cmd-zark-new }.
play-no-game-here-yours = Hier gibt es keine Partie. Deine Partien: { $links }
play-not-started = Diese Partie hat noch nicht begonnen: Der Gastgeber startet sie aus der Lobby.
play-not-playing = Du spielst in dieser Partie nicht mit.

## Lobbys

play-table-option-not-name-value = { $word } ist keine Tischoption: Schreib NAME:WERT, etwa „edition:classic“.
play-table-option-twice = Die Tischoption { $name } ist zweimal angegeben.
play-lobby-host-leaving = Du bist der Gastgeber: Brich die Partie ab, statt sie zu verlassen (oder setz zuerst Computerspieler mit /{ cmd-zark } { cmd-zark-bot } { cmd-zark-bot-add } ein und sieh ihnen beim Spielen zu).
play-lobby-host-computers = Nur der Gastgeber kann Computerspieler hinzufügen oder entfernen.
play-lobby-no-level = Es gibt keine Stufe { $level }: Wähle leicht, mittel oder schwer.
play-lobby-no-computer = In dieser Partie gibt es keinen Computerspieler.
play-lobby-not-a-computer = Das ist keiner der Computerspieler dieser Partie: Wähle einen aus der Liste.
play-lobby-host-starts = Nur der Gastgeber, { $host }, kann diese Partie starten.
play-lobby-too-few = { $game } braucht mindestens { $count ->
        [one] { $count } Spieler
       *[other] { $count } Spieler
    }; warte, bis jemand beitritt.
play-lobby-who-cancels = Nur der Gastgeber oder jemand, der diesen Server verwalten darf, kann eine Partie abbrechen.
play-lobby-thread-taken = Dieser Thread gehört zu Partie { $game }. Eröffne eine neue Partie im Kanal { $channel } mit /{ cmd-zark } { cmd-zark-new }: Sie bekommt einen eigenen Thread.
play-lobby-channel-taken = In diesem Kanal läuft schon Partie { $game }; beende sie oder brich sie zuerst ab.
play-lobby-several-meant = Hier gibt es keine Partie, und { $count ->
        [one] { $count } Lobby, die von diesem Kanal aus eröffnet wurde, könnte gemeint sein
       *[other] { $count } Lobbys, die von diesem Kanal aus eröffnet wurden, könnten gemeint sein
    }: { $places }. Gib den Befehl im Thread der Partie ein oder drück **Beitreten** (oder die gemeinte Schaltfläche) auf ihrer Lobby-Nachricht.
play-lobby-none-waiting = Hier gibt es keine Partie, und keine Partie wartet auf Spieler. Starte eine mit /{ cmd-zark } { cmd-zark-new }.
play-lobby-waiting = Hier gibt es keine Partie. Partien, die auf Spieler warten: { $places }. Drück **Beitreten** auf einer Lobby-Nachricht oder gib /{ cmd-zark } { cmd-zark-lobby } { cmd-zark-lobby-join } im Thread der Partie ein.

## Timer, Abwesenheit und Entfernen

play-timers-host-only = Nur der Gastgeber kann die Erinnerungen und die Frist dieser Partie ändern.
play-time-zone-unknown = { $zone } ist keine Zeitzone, die ich kenne; wähle eine aus der Liste, etwa Europe/Berlin.
play-away-days = Du kannst 0 bis { $most } Tage abwesend sein.
play-remove-host-only = Nur der Gastgeber kann einen Spieler entfernen.
play-remove-not-playing = Diese Person spielt in dieser Partie nicht mit.
play-remove-too-soon = { $name } hat { $count ->
        [one] { $count } Frist
       *[other] { $count } Fristen
    } in Folge verpasst; ein Spieler kann nach { $limit } entfernt werden.

## Analysen, Wiederholungen und Tutorials

play-review-elsewhere = Partie { $game } wurde auf einem anderen Server gespielt, und du hast nicht mitgespielt.
play-review-never-started = Partie { $game } hat nie begonnen: Es gibt nichts zu analysieren.
play-review-not-over = Partie { $game } läuft noch. Eine Analyse sieht die Karten aller Spieler, daher wird sie erst gezeigt, wenn die Partie vorbei ist: Frag nach ihrem letzten Zug wieder.
play-review-no-move = Partie { $game } hat keinen Zug { $move }.
play-replay-not-a-number = Nenne die Partie bei ihrer Nummer, etwa 12, oder wähle eine deiner beendeten Partien aus der Liste.
play-replay-no-game = Hier gibt es keine Partie { $game }.
play-replay-not-started = Partie { $game } hat noch nicht begonnen: Ihre Wiederholung kommt, wenn sie vorbei ist.
play-replay-cancelled = Partie { $game } wurde abgebrochen, bevor sie vorbei war: Nur eine beendete Partie hat eine Wiederholung.
play-replay-still-playing = Partie { $game } wird noch gespielt: Ihre Wiederholung kommt, wenn sie vorbei ist (`/{ cmd-zark } { cmd-zark-board }` zeigt sie jetzt).
play-tutorial-not-one = Partie { $game } ist kein Tutorial, also gibt es keines zu beenden; nichts wurde geändert. Mit /{ cmd-zark } { cmd-zark-resign } verlässt du eine Partie.
play-tutorial-not-the-learner = Nur wer in diesem Tutorial lernt ({ $name }), darf es beenden; nichts wurde geändert.
play-tutorial-the-learner = der Lernende
play-tutorial-over = Dieses Tutorial ist schon vorbei; nichts wurde geändert. Starte ein neues mit /{ cmd-zark } { cmd-zark-tutorial }.

## Befehle in Discord

cogs-resign-not-started = Diese Partie hat nicht begonnen; drück stattdessen **Verlassen**.
cogs-defaults-managers-only = Nur jemand, der diesen Server verwalten darf, kann seine Voreinstellungen festlegen.
cogs-pick-player = Wähle den Spieler aus der Liste.
cogs-pick-computer = Wähle den Computerspieler aus der Liste.
cogs-lobby-server-channel = Starte eine Partie in einem Kanal eines Servers.
cogs-lobby-channel-taken = In diesem Kanal läuft jetzt eine andere Partie, und diese konnte keinen eigenen Thread öffnen, daher wurde sie abgebrochen. Starte sie in einem anderen Kanal oder beende zuerst die andere Partie.
cogs-lobby-not-posted = Discord hat die Lobby-Nachricht gerade nicht angenommen, daher wurde nichts eröffnet. Bitte versuche es noch einmal.
cogs-lobby-not-allowed = Ich darf die Lobby-Nachricht hier nicht posten, daher wurde nichts eröffnet: Ein Server-Admin kann mir erlauben, hier Nachrichten zu senden.

## Der Speicher

store-no-game-number = Es gibt keine Partie Nummer { $game }.
store-stale-version = Die Partie ist weitergegangen, während du gewählt hast: Sieh dir das Spielfeld noch einmal an und mach deinen Zug.
store-duplicate-move = Dieser Zug wurde schon gemacht.
store-not-started = Diese Partie hat noch nicht begonnen.
store-already-started = Diese Partie hat schon begonnen.
store-game-over = Diese Partie ist vorbei.
store-abandoned = Diese Partie wurde abgebrochen.
store-lobby-already-in = Du bist schon in dieser Partie.
store-lobby-not-in = Du bist nicht in dieser Partie.
store-lobby-full = Diese Partie ist voll: { $count ->
        [one] { $count } Spieler ist beigetreten
       *[other] { $count } Spieler sind beigetreten
    }.
store-damaged = Partie { $game } ist beschädigt und kann nicht geladen werden; der Betreiber des Bots wurde benachrichtigt.
