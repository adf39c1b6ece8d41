# Was die Züge jedes Spiels um die Wörter der Familie herum sagen: die Zeile des Vertreters, der Beginn einer
# Partie, die Direktnachricht zum Zug, Neuigkeiten, der Verlauf, die Zeilen einer Vorschau. $name ist ein
# Spielername; $move ein Zug in Worten; $notation ein Zug in Notation, wie getippt; $id die Nummer einer Partie.

## Die Beiträge am Tisch

# Der Bot setzt ein Sanduhr-Emoji davor.
turns-caretaker = Frist abgelaufen: Der Vertreter hat für { $name } gezogen; der Platz bleibt erhalten. { $move }
turns-earlier-lines = …und { $count ->
    [one] { $count } frühere Zeile
   *[other] { $count } frühere Zeilen
  } (/{ cmd-zark } { cmd-zark-log } zeigt jeden Zug).
turns-earlier-moves = …und { $count ->
    [one] { $count } früherer Zug
   *[other] { $count } frühere Züge
  } (/{ cmd-zark } { cmd-zark-log } zeigt jeden Zug).
turns-game-begun = Partie { $id } hat begonnen! Plätze der Reihe nach: { $players }. Drücke **Meine Hand**, um deine Karten zu sehen.
turns-game-begun-hints = Partie { $id } hat begonnen! Plätze der Reihe nach: { $players }. Drücke **Meine Hand**, um deine Karten zu sehen. Tipps sind an: /{ cmd-zark } { cmd-zark-hint } schlägt dir einen Zug vor (diese Partie wird nicht gewertet).
turns-dm-closed = { $mention }, ich konnte dir keine Direktnachricht schicken (sind deine Direktnachrichten geschlossen?), darum pinge ich dich stattdessen hier. Schalte Direktnachrichten mit /{ cmd-zark } { cmd-zark-notify } wieder ein, wenn du sie möchtest.

## Direktnachrichten

turns-your-move = Du bist am Zug in { $title }, Partie { $id }.

## Was der Spieler, der gezogen hat, für sich liest

turns-already-made = Dieser Zug wurde schon gemacht.
turns-board-not-posted = Dein Zug zählt, aber ich konnte das Spielfeld nicht im Thread der Partie posten: Bitte einen Server-Admin zu prüfen, ob ich dort Nachrichten senden und Dateien anhängen darf.
turns-choose-to-discard = Wähle { $count } { $count ->
    [one] Karte
   *[other] Karten
  } zum Ablegen

## Vorschauen

turns-preview-heading = **Vorschau**: Noch ist nichts gespielt, und niemand sonst sieht das.
turns-preview-not-your-turn = Du bist nicht am Zug: Das ist dein Zug auf dem heutigen Spielfeld, als begänne dein Zug jetzt.
turns-preview-play-it = Drücke **{ button-playit }**, um genau diesen Zug zu spielen, sofern die Partie seitdem nicht weitergegangen ist.
turns-hint-heading = **Tipp**: Der mittlere Computerspieler, der nur deine Karten und den Tisch sieht, würde `{ $move }` spielen. Noch ist nichts gespielt, und niemand sonst sieht das.
turns-preview-too-long = (Dieser Zug ist zu lang für einen Knopf: Spiele ihn mit demselben Befehl, ohne Vorschau.)
turns-hint-too-long = (Dieser Zug ist zu lang für einen Knopf: spiel ihn mit seinem eigenen Befehl.)

## Neuigkeiten und der Verlauf

turns-catch-up-nothing = Seit deinem letzten Zug ist nichts passiert.
turns-catch-up-cells = Seit deinem letzten Zug ({ $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
  }; geänderte Felder sind umrandet):
turns-catch-up-line = { $name }: { $move } · `{ $notation }`
turns-log-line = { $number }. { $name }: { $move } · `{ $notation }`
turns-log-empty = Noch keine Züge.
