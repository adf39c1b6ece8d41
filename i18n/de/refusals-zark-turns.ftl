# Was die Engine der Zark-Familie ablehnt (rules/zark/turn_options.py und game.py). $cell und $to sind Felder
# (M13), $name ist ein Spielername, $card eine Karte: ihr Code (7♥, K♦, 5★) oder eine der zark-cardname-Nachrichten.
# Eine Karte steht hier nach einem Doppelpunkt oder in Klammern, damit kein Artikel zu ihr passen muss.

## Eine Karte in Worten


## Wachsen, vermehren, bauen, schlüpfen

zark-large-cannot-grow = Eine große Pyramide kann nicht weiter wachsen.
zark-cell-taken = Auf { $cell } liegt schon eine Karte.
zark-not-next-to-yours = { $cell } liegt neben keiner Karte, die du besetzt.
zark-not-a-number-card-to-build = Das ist keine Zahlenkarte: { $card }. Aufs Spielfeld kommen nur Zahlenkarten.
zark-not-a-number-card-to-build-wilds = Das ist keine Zahlenkarte: { $card }. Aufs Spielfeld kommen nur Zahlenkarten und Farbwahlkarten.
zark-hatch-when = Schlüpfen kannst du nur, wenn du keine Pyramiden auf dem Spielfeld hast.
zark-no-card-at = Auf { $cell } liegt keine Karte.
zark-no-own-pyramid = Du hast keine { $size ->
    [small] kleine
    [medium] mittlere
   *[large] große
  } Pyramide auf { $cell }.
zark-none-in-stash = Du hast keine { $size ->
    [small] kleine
    [medium] mittlere
   *[large] große
  } Pyramide in deinem Vorrat.
zark-none-in-stash-to-convert = Du hast keine { $size ->
    [small] kleine
    [medium] mittlere
   *[large] große
  } Pyramide zum Umwandeln in deinem Vorrat.
zark-no-pyramid-on = Du hast keine Pyramide auf { $cell }.
zark-three-sizes = Pyramiden gibt es in drei Größen: klein, mittel und groß.

## Farbwahlkarten (R-24)

zark-wild-needs-nomination = Sag, wofür die { $card } steht: eine Farbe und eine Zahl, etwa „as 7R“ (R-24).
zark-only-wilds-stand-for = Nur eine Farbwahlkarte steht für eine andere Karte; diese Karte ({ $card }) steht nur für sich selbst.
zark-nomination-not-a-number = Eine Farbwahlkarte steht für eine Zahlenkarte einer Farbe, { $lowest } bis { $highest }, nicht für diese Karte: { $card } (R-24).
zark-no-wilds = In { $game } gibt es keine Farbwahlkarten.
zark-nominate-when = Wofür eine Farbwahlkarte steht, kannst du nur in deinem eigenen Zug ändern, sobald die Züge begonnen haben.
zark-not-a-wild = Die Karte auf { $cell } ({ $card }) ist keine Farbwahlkarte.
zark-nominate-sole-occupant = Nur wer die Farbwahlkarte auf { $cell } allein besetzt, darf ändern, wofür sie steht.
zark-nomination-unchanged = Die Farbwahlkarte auf { $cell } steht schon für die { $card }.

## Bewegen

zark-move-not-next-to = { $to } liegt nicht neben { $cell }.
zark-move-onto-cards = Auf { $cell } liegt keine Karte; Pyramiden lassen sich nur auf Karten bewegen.

## Angreifen

zark-convert-smaller = Umwandeln kannst du nur in eine gleich große oder kleinere Pyramide.
zark-no-such-player = Diese Partie hat nur { $count ->
    [one] einen Spieler
   *[other] { $count } Spieler
  }: Es gibt keinen Spieler { $number }.
zark-attack-own = Du kannst deine eigene Pyramide nicht angreifen.
zark-no-such-target = Auf { $cell } steht keine { $size ->
    [small] kleine
    [medium] mittlere
   *[large] große
  } Pyramide von { $name }.
zark-out-of-range = { $cell } liegt weder auf noch neben einer Karte, die du besetzt.
zark-number-cannot-pay = Mit dieser Karte kannst du keinen Angriff bezahlen: { $card }. Bezahlen können nur { $deck ->
    [standard] J, Q, K, A und Joker
    [zark] J, Q, K und A
   *[uno] Aussetzen, Richtungswechsel, Zieh Zwei und Farbwahlkarten
  }.
zark-classic-payment = Der Angriff auf eine { $size ->
    [small] kleine
    [medium] mittlere
   *[large] große
  } Pyramide kostet in der Edition Classic genau { $pips ->
    [one] eine Karte
   *[other] { $pips } Karten
  } (eine pro Punkt).
zark-payment-short = Diese Karten zahlen { $total ->
    [one] einen Punkt
   *[other] { $total } Punkte
  }; eine { $size ->
    [small] kleine
    [medium] mittlere
   *[large] große
  } Pyramide braucht { $pips }.
zark-payment-spare = Diese Karte wird nicht gebraucht: { $card }. Die anderen Karten zahlen schon { $total ->
    [one] einen Punkt
   *[other] { $total } Punkte
  }, und keine Karte darf umsonst ausgegeben werden.

## Fliegen (R-15, R-21)

zark-no-fly = Fliegen gehört nicht zu { $game ->
    [unocitta] Unocitta
    [unopolis] Unopolis
   *[zark-city] der Edition Classic
  }.
zark-fly-not-an-ace = Das ist kein Ass: { $card }. Nur ein Ass lässt eine Karte fliegen.
zark-fly-same-cell = Eine fliegende Karte muss auf einem anderen Feld landen.
zark-fly-cuts-board = Flöge { $cell } nach { $to }, zerfiele das Spielfeld in zwei Teile.

## Wer am Zug ist, Startkarten, das Handlimit

zark-preview-starters-being-chosen = Du hast deine Startkarte gewählt; ausprobieren lässt sich erst etwas, wenn alle gewählt haben.
zark-preview-starter-placed = Deine Startkarte liegt schon auf dem Spielfeld; Vorschauen gibt es wieder, sobald die normalen Züge beginnen.
zark-not-your-turn = { $name } ist am Zug, nicht du.
zark-not-started = Die Partie hat noch nicht begonnen: Zuerst wählt jeder Spieler eine Startkarte.
zark-first-round = Dies ist die erste Runde: Platziere deine Startkarte auf dem Spielfeld.
zark-discard-first = Du hast { $count } Karten auf der Hand: Lege bis auf { $limit } ab, um deinen Zug zu beenden.
zark-not-a-turn-option = { $text } ist keine Zugoption.
zark-starters-chosen = Die Startkarten sind schon gewählt.
zark-starter-chosen-already = Du hast deine Startkarte schon gewählt.
zark-starter-not-a-number = Das ist keine Zahlenkarte: { $card }. Eine Startkarte ist eine Karte von { $lowest } bis { $highest }.
zark-starters-first-round = Startkarten werden nur in der ersten Runde platziert.
zark-nothing-to-discard = Du musst gerade nichts ablegen; das Handlimit gilt am Ende deines Zugs.
zark-discard-exactly = Du hast { $count } Karten auf der Hand: Lege genau { $excess } ab, um { $limit } zu behalten.
zark-agreed-already = Du hast schon zugestimmt, diese Partie zu beenden.
