# Ablehnungen zur Notation, zu Karten, Tischeinstellungen und Spielfeld der Zark-Familie (siehe en-US).

## Karten in Worten

zark-cards-joker = Joker
zark-cards-wild = Farbwahlkarte
zark-cards-wild-draw-four = Zieh-Vier-Farbwahlkarte
zark-cards-uno-number = { $colour ->
        [red] rote
        [yellow] gelbe
        [green] grüne
       *[blue] blaue
    } { $number }
zark-cards-uno-action = { $colour ->
        [red] rote
        [yellow] gelbe
        [green] grüne
       *[blue] blaue
    } { $action ->
        [skip] Aussetzen-Karte
        [reverse] Richtungswechsel-Karte
       *[draw-two] Zieh-Zwei-Karte
    }
zark-cards-examples = { $deck ->
        [zark] 7H, 7♥, 10S, KD oder 5T für die 5★
        [uno] 7R oder red 7, SB (eine blaue Aussetzen-Karte), RG (eine grüne Richtungswechsel-Karte), +2Y (eine gelbe Zieh-Zwei-Karte), W (eine Farbwahlkarte) oder W4
       *[standard] 7H, 7♥, 10S, KD oder JK für einen Joker
    }

## Karten und Kartensätze

zark-cards-not-a-card = { $text } ist keine Karte. Schreibe Karten wie { $examples }.
zark-cards-no-deck = Es gibt keinen Kartensatz namens { $deck }; wähle einen von: { $decks }.
zark-ruleset-not-in-deck = { $deck ->
        [zark] Diese Karte gehört nicht zum Zark-Kartensatz
        [uno] Das ist keine Uno-Karte
       *[standard] Diese Karte gehört nicht zum Standard-Kartensatz
    }: { $card }. Schreibe Karten wie { $examples }.

## Züge in Notation

zark-notation-empty = Eine leere Zeile ist kein Zug.
zark-notation-not-a-move = { $word } ist kein Zug. Züge: { $moves }.
zark-notation-word-count = { $line } hat die falsche Anzahl Wörter für { $verb }; siehe docs/notation.md.
zark-notation-expected = In { $line } wurde '{ $word }' erwartet.
zark-notation-not-a-seat = { $text } ist keine Platznummer (1 bis 5).
zark-notation-as-one-card = 'as' nennt genau eine Karte, nämlich die, für die die Farbwahlkarte steht: { $line }.
zark-notation-after-demolish = In { $line } darf nach 'demolish' nichts mehr folgen.
zark-notation-convert-size = In { $line } folgt nach 'convert' genau eine Größe.
zark-notation-attack-ending = Ein Angriff endet mit 'demolish' oder 'convert GRÖSSE': { $line }.
zark-notation-attack-payment = Ein Angriff nennt die Karten, mit denen er bezahlt wird: { $line }.

## Tischeinstellungen

zark-kind-no-such-option = { $game } hat keine Tischoption { $option }; möglich sind { $options }.
zark-settings-no-game = Es gibt kein Spiel { $game }; wähle eines von: { $games }.
zark-settings-players = { $game } braucht { $fewest } bis { $most } Spieler, nicht { $count }.
zark-settings-fixed = { $game } wird mit { $setting ->
        [edition] Edition
        [deck] Kartensatz
       *[block_size] Blockgröße
    } { $value } gespielt, nicht mit { $given }.
zark-settings-uno-deck = Der Kartensatz uno ist für Unocitta und Unopolis: wähle das Spiel unocitta oder unopolis.
zark-settings-no-edition = Es gibt keine Edition { $edition }; wähle eine von: { $editions }.
zark-settings-no-deck = Es gibt keinen Kartensatz { $deck }; wähle einen von: { $decks }.
zark-settings-block-size = Ein Machtblock hat { $fewest } oder { $most } { $most ->
        [one] Karte
       *[other] Karten
    }, nicht { $given }.

## Spielfeld und Hand

zark-state-cell-taken = Auf dem Feld { $cell } liegt schon eine Karte.
zark-state-not-next-to-a-card = Das Feld { $cell } liegt neben keiner Karte.
zark-state-not-in-hand = Diese Karte hast du nicht auf der Hand: { $card }.
zark-state-hold-only = Von dieser Karte hast du nur { $count } auf der Hand: { $card }.

## Der Vertreter

zark-caretaker-nothing-to-do = { $name } hat gerade nichts zu tun.
