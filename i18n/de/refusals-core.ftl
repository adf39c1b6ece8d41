# Was die Engine jedes Spiels ablehnt (rules/core). $text ist, was der Spieler getippt hat, in Anführungszeichen;
# Codes, Optionswerte und was getippt wird (small, on, rated:on) bleiben englisch.

core-not-a-size = { $text } ist keine Pyramidengröße: Schreib small, medium oder large.
core-not-a-cell = { $text } ist kein Feldname. Felder heißen wie M13: ein Buchstabe, dann eine Zahl.
core-game-over = Diese Partie ist vorbei.
core-no-such-seat = Diesen Platz gibt es in dieser Partie nicht.
core-resigned = Du hast diese Partie aufgegeben.
core-option-on-or-off = Die Option { $option } ist on oder off, nicht { $text }.
core-hints-never-rated = Eine Partie mit hints:on wird nie gewertet: Lass rated:on oder hints:on weg.
core-option-boards = Die Option boards hat einen dieser Werte: { $values }; nicht { $text }.
core-no-such-game = Es gibt kein Spiel { $text }; wähle eines davon: { $games }.
core-deck-order = Diese Kartenreihenfolge entspricht nicht genau den Karten { $deck ->
    [standard] des Standard-Kartensatzes
    [zark] des Zark-Kartensatzes
    [uno] des Uno-Kartensatzes
   *[tarot] des Tarot-Kartensatzes mit { $count } Karten
  }.

## Eine Ansicht, nach etwas gefragt, das sie nicht zeigen darf (ein Fehler, nie ein Zug).

core-view-no-seat = Die öffentliche Ansicht gehört zu keinem Platz.
core-view-hidden-hand = Diese Ansicht gehört zu Platz { $viewer }; die Hand von Platz { $seat } ist verdeckt.
