# Zarcanas Zugoptionen und Fähigkeiten, abgelehnt (rules/zarcana/turn_options.py, checks.py).
#
# $card, $copied, $first, $second, $here, $there: eine Karte in Worten; $power: eine Fähigkeit in Worten;
# $minion: ein Diener in Worten (zarcana-check-minion); $cell, $target, $chosen: Felder (M13); $name: ein
# Spielername; $rule: eine Regelnummer (Z-30); $asked (und $first in zarcana-check-say-power): eine Fähigkeit, wie
# die Notation sie schreibt (cups, wands, moon), $choices eine Liste davon, in jeder Sprache gleich; $size: small,
# medium oder large; $facing: up, north, east, south oder west; $count, $held, $room, $most, $limit: Zahlen.

## Ein Diener in einer Ablehnung: $whose ist yours (deiner), named (der von $name) oder nobody (niemandes).

zarcana-check-minion = { $whose ->
        [yours] dein
        [nobody] ein
       *[named] ein
    } { $size ->
        [small] kleiner
        [medium] mittlerer
       *[large] großer
    } { $facing ->
        [up] stehender
        [north] nach Norden zeigender
        [east] nach Osten zeigender
        [south] nach Süden zeigender
       *[west] nach Westen zeigender
    } Diener{ $whose ->
        [named] { " " }von { $name }
        [yours] { "" }
       *[nobody] { "" }
    }

## Die Zugoptionen.

zarcana-option-place-minions-out = Du hast Diener auf dem Spielfeld: Platziere einen nur, wenn du keinen hast (Zugoption 1, Z-29).
zarcana-option-place-no-card = { $cell } hat keine Karte: Platziere deinen Diener auf einem Gebiet, also auf einer Karte (Zugoption 1).
zarcana-option-forbidden = Diese zusätzliche Option darf nicht die Karte „{ $card }“ nutzen, die sie gewährt hat (Z-37).
zarcana-option-not-in-hand = „{ $card }“ ist nicht auf deiner Hand.
zarcana-option-no-such-minion-yours = Du hast auf { $cell } keinen solchen Diener ({ $minion }).
zarcana-option-use-wasteland = Dein Diener auf { $cell } steht im Ödland: Dort gibt es kein Gebiet zu nutzen (Z-16).
zarcana-option-use-face-down = Die Karte unter deinem Diener auf { $cell } liegt verdeckt: Sie kann nicht genutzt werden (Z-45).
zarcana-option-actor-gone = Der handelnde Diener ist nicht mehr auf dem Spielfeld.
zarcana-option-reorient-own = Du drehst nur deine eigenen Diener (Zugoption 4); der Teufel dreht die Diener aller (Z-50).
zarcana-option-devil-scope = Der Teufel dreht nur Diener auf { $cell } und den vier Feldern daneben (Z-50).
zarcana-option-facings = Ein Diener steht oder zeigt nach Norden, Osten, Süden oder Westen (Z-13).
zarcana-option-reoriented-already = Dieser Diener wurde diesmal schon gedreht.
zarcana-option-faces-already = Dieser Diener { $facing ->
        [up] steht schon
        [north] zeigt schon nach Norden
        [east] zeigt schon nach Osten
        [south] zeigt schon nach Süden
       *[west] zeigt schon nach Westen
    }: Wähle eine andere Ausrichtung (Z-13).
zarcana-option-draw-count = Ziehe eine, zwei oder drei Karten (Zugoption 5, Z-26).
zarcana-option-draw-above-six = Du hast { $held ->
        [one] { $held } Karte
       *[other] { $held } Karten
    } auf der Hand: { $room ->
        [0] Du darfst keine mehr ziehen
       *[other] Du darfst höchstens { $room } ziehen
    }, nie über sechs hinaus (Z-26, H-4).
zarcana-option-top-not-in-hand = „{ $card }“ ist nicht auf deiner Hand: Nenne die Karte deiner Hand, die oben auf den Ablagestapel kommt (H-9).
zarcana-option-order-not-in-hand = „{ $card }“ ist keine der Karten deiner Hand: Nenne sie in der Reihenfolge des Stapels, von oben nach unten (H-9).
zarcana-option-order-not-reaching = „{ $card }“ ist keine der Karten, die zusammen auf den Ablagestapel kommen: Nenne sie in der Reihenfolge des Stapels, von oben nach unten (H-9).
zarcana-option-order-twice = „{ $card }“ ist zweimal genannt: Nenne jede Karte einmal, von oben nach unten (H-9).
zarcana-option-declared-already = Die letzte Runde wurde schon angesagt: Sie wird nur einmal angesagt (Z-66, H-18).
zarcana-option-declare-draw-first = Der Nachziehstapel ist leer, wurde aber noch nicht neu gemischt, also kann die letzte Runde noch nicht angesagt werden: Zuerst muss jemand ziehen, dabei wird der Ablagestapel zu einem neuen Nachziehstapel gemischt (Z-65, Z-66, H-24).
zarcana-option-declare-discard-first = Der Nachziehstapel ist leer, wurde aber noch nicht neu gemischt, also kann die letzte Runde noch nicht angesagt werden: Sobald Karten auf dem Ablagestapel liegen, muss jemand ziehen, dabei wird der Ablagestapel zu einem neuen Nachziehstapel gemischt (Z-65, Z-66, H-24).
zarcana-option-declare-not-yet = Die letzte Runde kann angesagt werden, sobald der Nachziehstapel aufgebraucht und neu gemischt ist (Z-66, H-24).
zarcana-option-give-to = Die Forderung des Herrschers stellt { $name }: Gib die Karten an { $name } (Z-39).
zarcana-option-give-count = Gib genau { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } (die Forderung des Herrschers, Z-39).
zarcana-option-top-choose = Wähle, welche Karte oben auf den Ablagestapel kommt: „{ $first }“ oder „{ $second }“ (H-9).

## Ob eine Fähigkeit so genutzt werden darf: die Fähigkeiten der Karte, der handelnde Diener.

zarcana-check-world-nothing = „{ $card }“ hat keinen offenen Trumpf auf dem Spielfeld, den sie kopieren könnte (Z-56, Z-61).
zarcana-check-discard-empty = Der Ablagestapel ist leer: „{ $card }“ hat gerade keine Fähigkeit (Z-57).
zarcana-check-copies-court = „{ $card }“ hat hier die Fähigkeit „{ $power }“, nicht { $asked }: Sie kopiert „{ $copied }“, eine Hofkarte, nur mit der Fähigkeit ihrer eigenen Farbe (Z-57, H-17).
zarcana-check-power-only = „{ $card }“ hat hier die Fähigkeit „{ $power }“, nicht { $asked }.
zarcana-check-power-only-court = „{ $card }“ hat hier die Fähigkeit „{ $power }“, nicht { $asked } (die Fähigkeit einer Hofkarte ist nur frei wählbar, wenn sie aus der Hand ausgespielt wird, Z-22, Z-35).
zarcana-check-say-power = Sag, als welche Fähigkeit „{ $card }“ genutzt wird: { $choices } (etwa „as { $first }“).
zarcana-check-one-of = „{ $card }“ wird hier als eine dieser Fähigkeiten genutzt: { $choices }; nicht als { $asked }.
zarcana-check-say-minion = Die Fähigkeit „{ $power }“ nutzt einer deiner Diener: Sag, welcher (Z-18, { $rule }).
zarcana-check-no-minion-needed = Die Fähigkeit „{ $power }“ braucht keinen bestimmten Diener: Nenne keinen (Z-18, Z-29a).
zarcana-check-no-minion-there = Du hast keinen { $size ->
        [small] kleinen
        [medium] mittleren
       *[large] großen
    } { $facing ->
        [up] stehenden
        [north] nach Norden zeigenden
        [east] nach Osten zeigenden
        [south] nach Süden zeigenden
       *[west] nach Westen zeigenden
    } Diener auf { $cell }.
zarcana-check-needs-lying = Die Fähigkeit „{ $power }“ braucht einen liegenden Diener (waagerecht, Z-14, { $rule }); { $minion } auf { $cell } steht.
zarcana-check-needs-standing = Die Fähigkeit „{ $power }“ braucht einen stehenden Diener (senkrecht, Z-14, { $rule }); { $minion } auf { $cell } liegt.
zarcana-check-not-from-wasteland = Die Fähigkeit „{ $power }“ kann nicht aus dem Ödland genutzt werden (Z-16, { $rule }): { $cell } hat keine Karte.

## Die Wirkung einer Fähigkeit: $form nennt die Notation, in der sie geschrieben wird (die englischen Wörter der
## Notation bleiben, die Platzhalter in Großbuchstaben sind übersetzt).

zarcana-check-not-direct = Die Fähigkeit „{ $power }“ nutzt ein Diener nicht direkt.
zarcana-check-used-as = Die Fähigkeit „{ $power }“ wird so genutzt: { $form ->
        [strike] attack PLATZ GRÖSSE AUSRICHTUNG at FELD, oder raze FELD
        [convert] convert PLATZ GRÖSSE AUSRICHTUNG at FELD to GRÖSSE
        [move] move to FELD
        [grow] grow, oder clone GRÖSSE
        [build-sun] build KARTE at FELD (eine Karte deiner Hand)
        [build] build at FELD
        [draw] draw N (0, 1 oder 2), dann eine weitere Option
        [create] create GRÖSSE at FELD
        [swap] swap PLATZ
        [transport] transport to FELD
        [take] take N (1 bis 3)
        [teleport] teleport to FELD
       *[plain] nichts weiter: Die Fähigkeit lässt nichts zu wählen
    } ({ $rule }; siehe docs/notation.md).
zarcana-check-not-target = Dein Diener auf { $cell } zielt auf { $target }, nicht auf { $chosen }: Ein liegender Diener zielt auf das Feld, auf das er zeigt, ein stehender auf sein eigenes (Z-15).
zarcana-check-attack-itself = Ein Diener darf sich nicht selbst angreifen (Z-30).
zarcana-check-no-such-minion = Auf { $cell } gibt es keinen solchen Diener ({ $minion }).
zarcana-check-cannot-reduce = { $name } hat keinen { $size ->
        [large] mittleren
       *[medium] kleinen
    } Diener im Vorrat, also kann der { $size ->
        [large] große
       *[medium] mittlere
    } Diener nicht verkleinert werden: Wähle ein anderes Opfer oder eine andere Fähigkeit (H-3, Z-59).
zarcana-check-only-emperor-demands = Nur der Herrscher fordert Karten (Z-39).
zarcana-check-demand-enemy = Der Herrscher fordert nur dann Karten, wenn er einen gegnerischen Diener angreift (Z-39).
zarcana-check-demand-up-to-three = Der Herrscher fordert bis zu drei Karten (Z-39).
zarcana-check-demand-holds = { $name } hat { $count ->
        [0] keine Karten
        [one] nur { $count } Karte
       *[other] nur { $count } Karten
    } zum Abgeben (Z-39).
zarcana-check-demand-room = Du darfst { $count ->
        [0] keine Karten
        [one] nur { $count } Karte
       *[other] nur { $count } Karten
    } fordern: Mit der Forderung bleibst du bei sechs oder weniger (H-12).
zarcana-check-no-card-to-remove = Auf { $cell } liegt keine Karte, die entfernt werden könnte.
zarcana-check-raze-minions = Auf { $cell } stehen Diener: Die Fähigkeit „{ $power }“ entfernt eine Karte nur dort, wo gar keine Diener stehen (Z-30); der Turm darf es (Z-51).
zarcana-check-convert-not-raze = Die Fähigkeit „{ $power }“ entfernt nie eine Karte: Sie wandelt einen Diener im Zielfeld in einen deiner eigenen um, gleich groß oder kleiner, stehend (Z-40, H-13).
zarcana-check-convert-not-attack = Die Fähigkeit „{ $power }“ greift nicht an: Sie wandelt einen Diener im Zielfeld in einen deiner eigenen um, gleich groß oder kleiner, stehend (Z-40, H-13).
zarcana-check-replacement-size = Der Ersatz ist so groß wie das Opfer oder kleiner: höchstens { $size ->
        [small] klein
        [medium] mittel
       *[large] groß
    } (Z-40).
zarcana-check-none-in-stash = Du hast keinen { $size ->
        [small] kleinen
        [medium] mittleren
        [large] großen
       *[such] solchen
    } Diener im Vorrat (Z-2).
zarcana-check-convert-nothing = Deinen eigenen stehenden Diener durch einen gleich großen zu ersetzen, ändert nichts (H-22).
zarcana-check-one-step = Die Fähigkeit „{ $power }“ bewegt einen Schritt weit, auf ein Feld neben { $cell } ({ $rule }).
zarcana-check-void = { $cell } liegt in der Leere, ohne Karte darauf oder daneben: Dorthin darf sich kein Diener bewegen (H-7).
zarcana-check-crowded = Auf { $cell } stehen schon { $count } Diener: Das Bevölkerungslimit ist { $limit } (Z-24, H-5).
zarcana-check-crowded-empress = Auf { $cell } stehen schon { $count } Diener: Das Bevölkerungslimit ist { $limit } (Z-24, H-5). Die Herrscherin setzt sich darüber hinweg (Z-38).
zarcana-check-large-grow = Ein großer Diener kann nicht weiter wachsen (Z-32).
zarcana-check-grow-stash = Du hast keinen { $size ->
        [medium] mittleren
       *[large] großen
    } Diener im Vorrat, zu dem er wachsen könnte (Z-2, Z-59).
zarcana-check-clone-size = Ein Klon ist so groß wie der handelnde Diener oder kleiner: höchstens { $size ->
        [small] klein
        [medium] mittel
       *[large] groß
    } (Z-32).
zarcana-check-sun-which = Die Sonne baut mit einer Karte deiner Hand: Sag, mit welcher (Z-54).
zarcana-check-sun-itself = „{ $card }“ ist die Karte, die gerade genutzt wird: Sie kann sich nicht selbst verbauen; baue mit einer anderen Karte deiner Hand (Z-54).
zarcana-check-sun-not-in-hand = „{ $card }“ ist nicht auf deiner Hand (Z-54).
zarcana-check-build-from-deck = Die Fähigkeit „{ $power }“ baut mit der obersten Karte des Nachziehstapels, nicht mit einer Karte deiner Hand (Z-33).
zarcana-check-no-card-left = Es ist keine Karte mehr zum Ziehen übrig, weder im Nachziehstapel noch im Ablagestapel (Z-65, H-22).
zarcana-check-build-enemies = Ein anderer Spieler hat Diener auf { $cell }: Die Fähigkeit „{ $power }“ kann dort nicht bauen (Z-33); die Mäßigkeit kann es (Z-49).
zarcana-check-draws-up-to = Die Fähigkeit „{ $power }“ zieht bis zu { $most } Karten.
zarcana-check-draw-above-six = Du hast { $held ->
        [one] { $held } Karte
       *[other] { $held } Karten
    } auf der Hand: { $count } zu ziehen brächte dich über sechs (Z-26, H-4, H-11).
zarcana-check-nothing-to-draw = Es ist keine Karte mehr zum Ziehen übrig, weder im Nachziehstapel noch im Ablagestapel (Z-65).
zarcana-check-left-to-draw = Es { $count ->
        [one] ist nur noch { $count } Karte
       *[other] sind nur noch { $count } Karten
    } zum Ziehen übrig (Z-65).
zarcana-check-lovers-not-empty = { $cell } ist kein leeres Feld im Ödland: Die Liebenden brauchen eines ohne Karte und ohne Diener (Z-41).
zarcana-check-lovers-no-card-near = { $cell } liegt neben keiner Karte (Z-41).
zarcana-check-justice-seat = Die Gerechtigkeit tauscht deine Hand mit der eines anderen Spielers: Nenne dessen Platz (Z-46).
zarcana-check-left-game = { $name } hat die Partie verlassen.
zarcana-check-hands-empty = Beide Hände sind leer: Sie zu tauschen, würde nichts ändern (H-22).
zarcana-check-moon-here = Der Mond trägt dieses Gebiet an einen anderen Ort.
zarcana-check-moon-minions = Auf { $cell } stehen Diener: Der Mond landet nur auf einem leeren Gebiet oder auf leerem Ödland (Z-53).
zarcana-check-moon-alone = { $cell } würde keine Karte berühren außer der, die der Mond trägt (H-16).
zarcana-check-judgement-count = Das Gericht nimmt eine bis drei Karten vom Ablagestapel (Z-55, H-22).
zarcana-check-take-above-six = Du hast { $held ->
        [one] { $held } Karte
       *[other] { $held } Karten
    } auf der Hand: { $count } zu nehmen brächte dich über sechs (H-11).
zarcana-check-judgement-pile = Auf dem Ablagestapel { $count ->
        [0] liegt keine Karte
        [one] liegt nur { $count } Karte
       *[other] liegen nur { $count } Karten
    } zum Nehmen (das Gericht selbst zählt nicht, Z-55).
zarcana-check-gateway-face-down = Die Karte unter deinem Diener liegt verdeckt, ihre Farbe ist also unbekannt (Z-45, Z-58).
zarcana-check-gateway-here = Das Tor teleportiert zu einem anderen Gebiet (Z-58).
zarcana-check-gateway-no-card = { $cell } hat keine offene Karte, zu der teleportiert werden könnte (Z-58).
zarcana-check-gateway-suit = „{ $there }“ auf { $cell } hat nicht die Farbe von „{ $here }“ (Z-58, H-17).
