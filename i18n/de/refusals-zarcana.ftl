# Zarcanas Ablehnungen (rules/zarcana/), die der Analyse (rules/review.py) und die Wörter, die sie einsetzen.

## Eine Karte und eine Fähigkeit in Worten. $rank: A, 2 bis 10, P, N, Q, K; $suit: C, W, S, D; $name: Code
## eines Trumpfs oder einer Extrakarte; die Fähigkeit einer Farbe: cups, wands, swords, discs.

zarcana-card-suit = { $rank ->
        [A] Ass
        [P] Bube
        [N] Ritter
        [Q] Königin
        [K] König
       *[pip] { $rank }
    } der { $suit ->
        [C] Kelche
        [W] Stäbe
        [S] Schwerter
       *[D] Münzen
    }
zarcana-card-trump = { $name ->
        [Fool] Der Narr
        [Magician] Der Magier
        [Priestess] Die Hohepriesterin
        [Empress] Die Herrscherin
        [Emperor] Der Herrscher
        [Hierophant] Der Hierophant
        [Lovers] Die Liebenden
        [Chariot] Der Wagen
        [Strength] Die Kraft
        [Hermit] Der Eremit
        [Wheel] Das Rad des Schicksals
        [Justice] Die Gerechtigkeit
        [HangedMan] Der Gehängte
        [Death] Der Tod
        [Temperance] Die Mäßigkeit
        [Devil] Der Teufel
        [Tower] Der Turm
        [Star] Der Stern
        [Moon] Der Mond
        [Sun] Die Sonne
        [Judgement] Das Gericht
        [World] Die Welt
        [Doppelganger] Der Doppelgänger
       *[Gateway] Das Tor
    }
zarcana-power-suit = { $suit ->
        [cups] Kelche
        [wands] Stäbe
        [swords] Schwerter
       *[discs] Münzen
    }

## Was zuerst zu tun ist.

zarcana-next-use-drawn = { $name } muss die vom Narren gezogene Karte „{ $card }“ nutzen, als käme sie aus der Hand (Z-35).
zarcana-next-second-step = { $name } darf die Fähigkeit „{ $power }“ mit dem Diener auf { $cell } noch einmal nutzen oder „{ cmd-zarcana-done }“ sagen.
zarcana-next-reorient-own = { $name } dreht die eigenen Diener: noch einen Diener.
zarcana-next-reorient-own-or-done = { $name } dreht die eigenen Diener: noch einen Diener oder „{ cmd-zarcana-done }“.
zarcana-next-reorient-devil = { $name } dreht Diener auf { $cell } und daneben (der Teufel): noch einen Diener.
zarcana-next-reorient-devil-or-done = { $name } dreht Diener auf { $cell } und daneben (der Teufel): noch einen Diener oder „{ cmd-zarcana-done }“.
zarcana-next-demand = { $giver } muss { $receiver } { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } nach eigener Wahl geben (der Herrscher, Z-39).
zarcana-next-order = { $name } wählt, welche Karte oben auf den Ablagestapel kommt: „{ $first }“ oder „{ $second }“ (H-9).

## Die Partie.

zarcana-first = Zuerst: { $next }
zarcana-preview-after-decision = { $next } Nutze die Vorschau für deinen Zug, sobald das beantwortet ist: Es kann das Spielfeld verändern.
zarcana-not-your-turn = { $name } ist am Zug, nicht du.
zarcana-nothing-to-answer = Gerade gibt es nichts zu beantworten: Wähle eine Zugoption ({ $move }).
zarcana-not-a-turn-option = { $move } ist keine Zugoption von Zarcana.
zarcana-devil-change-first = Drehe zuerst einen Diener: Der Teufel muss etwas verändern (H-22).
zarcana-already-agreed = Du hast schon zugestimmt, diese Partie zu beenden.

## Die Notation.

zarcana-notation-ends-early = { $line } endet zu früh, es fehlt: { $what ->
        [size] eine Größe
        [facing] eine Ausrichtung
        [card] eine Karte
        [top] die Karte, die oben liegen soll
        [effect] die Wirkung
        [move] der Zug
        [power] eine Fähigkeit
        [seat] eine Platznummer
        [demand] die Zahl der geforderten Karten
        [count] die Zahl der Karten
       *[cell] ein Feld
    } (siehe docs/notation.md).
zarcana-notation-expected = Erwartet wurde { $keyword } in { $line } (siehe docs/notation.md).
zarcana-notation-too-long = { $rest } ist mehr, als { $line } braucht.
zarcana-notation-not-a-number = { $text } ist keine Zahl ({ $what ->
        [seat] eine Platznummer
        [demand] die Zahl der geforderten Karten
       *[count] die Zahl der Karten
    }) in { $line }.
zarcana-notation-not-a-seat = { $number } ist keine Platznummer (1 bis { $most }, H-23).
zarcana-notation-not-an-effect = { $verb } ist nichts, was eine Fähigkeit tut; siehe docs/notation.md.
zarcana-notation-empty = Eine leere Zeile ist kein Zug.
zarcana-notation-not-a-move = { $verb } ist kein Zug von Zarcana. Züge: { $moves }.
zarcana-notation-not-a-card = { $text } ist keine Tarotkarte. Schreibe Farbkarten wie 7C (7 der Kelche), PS (Bube der Schwerter), ND (Ritter der Münzen), KW (König der Stäbe) und Trümpfe mit ihrem englischen Namen: Fool, Priestess, HangedMan, World.
zarcana-notation-not-a-power = { $text } ist keine Fähigkeit: Gib cups, wands, swords, discs oder den englischen Namen eines Trumpfs an.
zarcana-notation-not-a-facing = { $text } ist keine Ausrichtung: Gib up (stehend), north, east, south oder west an (Z-13).

## Der Tisch.

zarcana-settings-players = Zarcana braucht { $least } bis { $most } Spieler, nicht { $count } (H-23).
zarcana-settings-trump-order = Eine Trumpfreihenfolge { $text } gibt es nicht; wähle eine von: { $orders } (H-21).
zarcana-settings-first-seat = Platz { $seat } soll als Erster spielen, aber am Tisch { $count ->
        [one] sitzt nur { $count } Spieler
       *[other] sitzen nur { $count } Spieler
    } (H-1).
zarcana-settings-first-player = Der erste Spieler ist eine Platznummer von 1 bis { $most } oder lot, nicht { $text }.
zarcana-settings-no-option = Zarcana hat keine Tischoption { $text }; seine Optionen sind { $options }.

## Die Analyse.

review-not-over = Diese Partie ist noch nicht vorbei. Eine Analyse sieht die Karten aller Spieler, darum gibt es sie nur für beendete Partien.

## Ein Tisch, den die Regeln beim Start ablehnen: $refusal ist der Satz der Regeln.

play-lobby-start-refused = { $refusal } Warte, bis mehr Spieler beitreten, oder brich ab und eröffne eine neue Partie.
