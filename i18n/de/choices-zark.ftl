# Die Einträge der Autovervollständigung der Zark-Familie (play/zark/choices.py): was ein Spieler in der Liste unter
# einer Option von /bauen, /wachsen, /bewegen, /angreifen … liest (der Wert eines Eintrags ist Notation und steht
# nicht hier). Jeder Eintrag ist eine Nachricht, höchstens 100 Zeichen (ein längerer wird gekürzt). $cell: ein Feld
# (M13); $card: eine Karte, wie Spieler sie lesen: ihr Code (7♥, K♦, 5★), einer der zark-cards-*-Namen oder
# zark-choice-wild-as für eine Farbwahlkarte auf dem Spielfeld; $size und $bigger: small, medium oder large.

## Teile der Einträge unten

# Eine Pyramide auf dem Spielfeld: die eigene des Lesers ($own: yes) oder die von $owner (ein Spielername; $own: no).
zark-choice-pyramid = { $own ->
    [yes] deine { $size ->
        [small] kleine
        [medium] mittlere
       *[large] große
    }
   *[no] { $size ->
        [small] kleine
        [medium] mittlere
       *[large] große
    } von { $owner }
  }
# Eine Farbwahlkarte auf dem Spielfeld und wofür sie steht (R-24).
zark-choice-wild-as = { $wild } als { $nomination }
# Eine Karte neben einem leeren Feld, in zark-choice-next-to: N14 (8♥).
zark-choice-neighbour = { $cell } ({ $card })

## Die Einträge

# Eine Karte auf der Hand: ihr Code, dann ihr Name in Worten ($words: zark-card-in-words).
zark-choice-card = { $card } · { $words }
# Ein Feld und seine Karte; $pyramids: die Pyramiden darauf (zark-choice-pyramid), mit Kommas.
zark-choice-cell = { $cell } · { $card } · { $pyramids }
zark-choice-cell-bare = { $cell } · { $card } · keine Pyramiden
zark-choice-cell-empty = { $cell } · leeres Feld
# Ein leeres Feld, beschrieben durch die Karten daneben; $near: eine oder zwei zark-choice-neighbour, mit Kommas.
zark-choice-next-to = { $cell } · neben { $near }
# /wachsen pyramide: das Feld, seine Karte, seine Pyramiden und das Wachsen ($size zu $bigger).
zark-choice-grow = { $cell } · { $card } · { $pyramids } · deine { $size ->
        [small] kleine
        [medium] mittlere
       *[large] große
    } zur { $bigger ->
        [small] kleinen
        [medium] mittleren
       *[large] großen
    } wachsen lassen
# /angreifen ziel: $pyramid ist zark-choice-pyramid; $pips ihre Größe in Punkten (1 bis 3).
zark-choice-target = { $cell } · { $card } · { $pyramid } ({ $pips ->
        [one] { $pips } Punkt
       *[other] { $pips } Punkte
    })
# /angreifen zahlen: $cards die bezahlten Karten, mit Kommas; $points ihr Wert.
zark-choice-payment = { $cards } · { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
# Mehr bezahlt, als die Pyramide Punkte hat: der Angreifer zieht $change Karten Wechselgeld (R-13).
zark-choice-payment-change = { $cards } · { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }, { $change ->
        [one] { $change } Karte
       *[other] { $change } Karten
    } Wechselgeld ziehen
# /ablegen karten: die Karten, mit Kommas.
zark-choice-discard = { $cards }
# /angreifen ergebnis.
zark-choice-demolish = Abreißen: die Pyramide geht in den Vorrat ihres Besitzers zurück
zark-choice-convert = Umwandeln: deine { $size ->
        [small] kleine
        [medium] mittlere
       *[large] große
    } kommt an ihre Stelle
