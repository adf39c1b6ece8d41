# Das Tutorial (play/tutorial.py, play/zark/tutorial.py, play/zarcana/tutorial.py): was es auf den Spielfeldern
# eines Tutorial-Tischs erklärt, in der Sprache des Tischs (der des Lernenden), und sein Beenden.

## Eine Lektion: eine Zeile pro Zugoption. $mark ist das Emoji des Tutorials; $title und $sentence die der Option;
## $rule die zitierten Regeln; $page wo mehr steht, ein Befehl wie getippt; $places wo die Option jetzt geht.

tutorial-lesson = { $mark } **{ $title }** ({ $rule }): { $sentence } Jetzt möglich: { $places }. Mehr: { $page }
tutorial-lesson-nowhere = { $mark } **{ $title }** ({ $rule }): { $sentence } Mehr: { $page }
tutorial-lesson-short = { $mark } **{ $title }** ({ $rule }): { $page }

# Eine Regelseite wie getippt, mit den Befehlsnamen des Lesers ($page einer Lektion): $page ist die Auswahl der
# Seite (choice-build) oder, für die Seite eines Spiels, sein Name wie getippt (unocitta).
tutorial-page-zark = /{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ $page }
tutorial-page-zarcana = /{ cmd-zarcana } { cmd-zarcana-rules } { cmd-zarcana-rules.page }:{ $page }

tutorial-over-unoffered = { $mark } Tutorial vorbei. Optionen, die dir diese Partie nie angeboten hat:
tutorial-over-all-seen = { $mark } Tutorial vorbei. Du hast jede Zugoption dieses Spiels gesehen.
tutorial-rule-range = { $first } bis { $last }
tutorial-rule-section = Abschnitt { $number }

## Orte auf dem Spielfeld: $cell und $to sind Felder (M13); $size small, medium oder large (einer Pyramide);
## $name der Name eines Spielers. $some sind Orte, durch Kommas getrennt, $last einer mehr, $count wie viele mehr.

tutorial-place-piece = deine { $size ->
        [small] kleine
        [medium] mittlere
       *[large] große
    } auf { $cell }
tutorial-place-move = deine { $size ->
        [small] kleine
        [medium] mittlere
       *[large] große
    } auf { $cell } nach { $to }
tutorial-place-fly = die Karte auf { $cell } nach { $to }
tutorial-place-target = die { $size ->
        [small] kleine
        [medium] mittlere
       *[large] große
    } von { $name } auf { $cell }
tutorial-place-minion = dein Diener auf { $cell }
tutorial-places-or = { $some } oder { $last }
tutorial-places-more = { $some } und { $count } weitere

## Zark City, Unocitta und Unopolis: Titel und Satz jeder Zugoption.

tutorial-zark-attack-title = Angreifen
tutorial-zark-attack = /{ cmd-attack } entfernt eine gegnerische Pyramide auf einer Karte, die du besetzt, oder auf einer Karte daneben: Bezahle mit Karten, die keine Zahlenkarten sind und mindestens so viel wert sind wie ihre Punkte, dann reiß sie ab oder wandle sie in eine deiner eigenen um.
tutorial-zark-fly-title = Fliegen
tutorial-zark-fly = /{ cmd-fly } legt ein Ass ab, um eine Karte, die du besetzt, mit allen Pyramiden darauf auf ein leeres Feld neben einer anderen Karte zu versetzen; alle Karten müssen verbunden bleiben.
tutorial-zark-hatch-title = Schlüpfen
tutorial-zark-hatch = Ohne Pyramiden auf dem Spielfeld legt /{ cmd-hatch } eine Zahlenkarte aus deiner Hand auf ein leeres Feld neben einer beliebigen Karte, mit einer kleinen Pyramide von dir darauf.
tutorial-zark-discard-title = Ablegen
tutorial-zark-discard = Hast du am Ende deines Zugs mehr als sechs Karten, legst du auf sechs ab: Wähle welche im Menü unter meiner privaten Antwort oder mit /{ cmd-discard }.
tutorial-zark-starter-title = Startkarte
tutorial-zark-starter = Wähle mit /{ cmd-zark } { cmd-zark-starter } geheim eine Zahlenkarte aus deiner Hand als Startkarte; die höchste Startkarte beginnt.
tutorial-zark-place-title = Platzieren
tutorial-zark-place = Lege deine Startkarte mit /{ cmd-zark } { cmd-zark-place } neben eine beliebige Karte auf dem Spielfeld; eine kleine Pyramide von dir steht darauf.
tutorial-zark-build-title = Bauen
tutorial-zark-build = /{ cmd-build } legt eine Zahlenkarte aus deiner Hand auf ein leeres Feld neben (Seite an Seite mit) einer Karte, die du besetzt; keine Pyramide kommt mit.
tutorial-zark-move-title = Bewegen
tutorial-zark-move = /{ cmd-move } schiebt eine deiner Pyramiden auf eine benachbarte Karte. Pyramiden stehen nie auf leeren Feldern.
tutorial-zark-grow-title = Wachsen
tutorial-zark-grow = /{ cmd-grow } tauscht eine deiner Pyramiden auf dem Spielfeld gegen die nächstgrößere aus deinem Vorrat: Eine größere anzugreifen kostet mehr.
tutorial-zark-spawn-title = Vermehren
tutorial-zark-spawn = /{ cmd-spawn } setzt eine kleine Pyramide aus deinem Vorrat auf eine Karte, die du besetzt: Stehst du allein auf einer Karte, kontrollierst du sie.
tutorial-zark-draw-title = Ziehen
tutorial-zark-draw = /{ cmd-draw } nimmt drei weitere Karten, statt auf dem Spielfeld zu handeln. Das ist immer erlaubt.
tutorial-zark-nominate-title = Benennen
tutorial-zark-nominate = /{ cmd-zark } { cmd-zark-nominate } ändert, wofür eine Farbwahlkarte steht, die du allein besetzt. Das ist kostenlos: Dein Zug geht weiter.

## Zarcana: Titel und Satz jeder Zugoption.

tutorial-zarcana-declare-title = Die letzte Runde ansagen
tutorial-zarcana-declare = Sobald der Stapel aufgebraucht und neu gemischt ist, beginnt /{ cmd-zarcana } { cmd-zarcana-declare } die letzte Runde: Alle anderen spielen noch einmal, dann werden die Punkte gezählt.
tutorial-zarcana-place-title = Platzieren
tutorial-zarcana-place = Solange du keinen Diener auf dem Spielfeld hast, setzt /{ cmd-zarcana } { cmd-zarcana-place } einen kleinen Diener aus deinem Vorrat stehend auf eine beliebige Karte.
tutorial-zarcana-use-title = Das Gebiet nutzen
tutorial-zarcana-use = /{ cmd-zarcana } { cmd-zarcana-use }: Einer deiner Diener nutzt die Fähigkeit der offenen Karte, auf der er steht; die Karte bleibt.
tutorial-zarcana-play-title = Aus der Hand spielen
tutorial-zarcana-play = /{ cmd-zarcana } { cmd-zarcana-play }: Einer deiner Diener nutzt die Fähigkeit einer Karte aus deiner Hand, die danach abgelegt wird; manche Fähigkeiten brauchen keinen bestimmten Diener.
tutorial-zarcana-reorient-title = Drehen
tutorial-zarcana-reorient = /{ cmd-zarcana } { cmd-zarcana-reorient } dreht deine Diener einen nach dem anderen (up, north, east, south oder west), dann /{ cmd-zarcana } { cmd-zarcana-done }: Ein liegender Diener zielt auf das Feld, auf das er zeigt.
tutorial-zarcana-discard-hand-title = Die Hand ablegen
tutorial-zarcana-discard-hand = /{ cmd-zarcana } { cmd-zarcana-discard-hand } legt deine ganze Hand auf den Ablagestapel, die Karte, die du nennst, nach oben; das ist der ganze Zug.
tutorial-zarcana-draw-title = Ziehen
tutorial-zarcana-draw = /{ cmd-zarcana } { cmd-zarcana-draw } nimmt bis zu drei Karten, nie mehr als sechs auf deiner Hand.
tutorial-zarcana-pass-title = Passen
tutorial-zarcana-pass = /{ cmd-zarcana } { cmd-zarcana-pass } tut in diesem Zug nichts.

## Ein Tutorial beenden: $name ist der Name des Lernenden (oder tutorial-the-learner); $id die Nummer einer Partie.

tutorial-ended = { $mark } Tutorial vorbei: { $name } hat es beendet, und die Computerspieler haben aufgehört. Als Nächstes: Eröffne mit /{ cmd-zark } { cmd-zark-new } eine eigene Partie, setze dort mit /{ cmd-zark } { cmd-zark-bot } { cmd-zark-bot-add } Computerspieler an den Tisch (oder lass Freunde Beitreten drücken), oder starte mit /{ cmd-zark } { cmd-zark-tutorial } ein weiteres Tutorial.
tutorial-resign-ends-it = Dein Tutorial beenden? Aufgeben beendet es sofort, und die Computerspieler hören auf.
tutorial-resign-question = Diese Partie aufgeben? Deine Pyramiden verlassen das Spielfeld.
tutorial-zark-hatch-wild = Ohne Pyramiden auf dem Spielfeld legt /{ cmd-hatch } eine Zahlenkarte (oder eine Farbwahlkarte, mit der Karte, für die sie steht: R-24) aus deiner Hand auf ein leeres Feld neben einer beliebigen Karte, mit einer kleinen Pyramide von dir darauf.
tutorial-zark-build-wild = /{ cmd-build } legt eine Zahlenkarte (oder eine Farbwahlkarte, mit der Karte, für die sie steht: R-24) aus deiner Hand auf ein leeres Feld neben (Seite an Seite mit) einer Karte, die du besetzt; keine Pyramide kommt mit.
