# Was ein Zug in der Zark-Familie sagt (Zark City, Unocitta, Unopolis: play/zark), und die Wörter der Engine für
# einen Zug und eine Stellung (rules/zark). $name ist ein Spielername; $cell und $to Felder (M13); $card, $ace und
# $nomination eine Karte: ihr Code (7♥) oder eine der zark-cardname-Nachrichten; $cards und $paid Kartenlisten mit
# Kommas; $size, $bigger und $convert eine Größe: small, medium oder large; $users Erwähnungen von Spielern (oder
# Namen von Computerspielern), mit Kommas, und $count ihre Zahl; $notation ein Zug in Notation (wie getippt).
# Ein Zug in Worten (zark-did-) steht nach dem Namen des Spielers, im Präteritum.

zark-wrong-commands = Das ist eine Partie Zark City (oder eines seiner Verwandten mit Uno-Karten): Spiele sie mit /{ cmd-draw }, /{ cmd-grow }, /{ cmd-spawn }, /{ cmd-build }, /{ cmd-move }, /{ cmd-attack }, /{ cmd-fly }, /{ cmd-hatch } und /{ cmd-discard } (siehe /{ cmd-zark } { cmd-zark-rules }). Die /{ cmd-zarcana }-Befehle sind für Zarcana-Partien.
zark-table-words = Edition { $edition }, Kartensatz { $deck }, Machtblöcke aus { $size } Karten
zark-waiting-starters = Du hast deine Startkarte gewählt; warte auf die anderen.

## Eine Karte ganz in Worten

zark-card-in-words = { $suit ->
    [hearts] Herz
    [diamonds] Karo
    [clubs] Kreuz
    [spades] Pik
   *[stars] Sterne
  }-{ $rank ->
    [J] Bube
    [Q] Dame
    [K] König
    [A] Ass
   *[number] { $rank }
  }

## Ein Zug in Worten, nach dem Namen des Spielers

zark-did-starter = wählte eine Startkarte
zark-did-place = platzierte die eigene Startkarte auf { $cell }
zark-did-draw = zog drei Karten
zark-did-grow = ließ die eigene { $size ->
    [small] kleine
    [medium] mittlere
   *[large] große
  } Pyramide auf { $cell } zu einer { $bigger ->
    [small] kleinen
    [medium] mittleren
   *[large] großen
  } wachsen
zark-did-spawn = vermehrte sich auf { $cell } um eine kleine Pyramide
zark-did-build = baute die { $card } auf { $cell }
zark-did-build-as = baute die { $card } (als { $nomination }) auf { $cell }
zark-did-hatch = baute die { $card } auf { $cell } und schlüpfte dort mit einer kleinen Pyramide
zark-did-hatch-as = baute die { $card } (als { $nomination }) auf { $cell } und schlüpfte dort mit einer kleinen Pyramide
zark-did-move = bewegte die eigene { $size ->
    [small] kleine
    [medium] mittlere
   *[large] große
  } Pyramide von { $cell } nach { $to }
zark-did-demolish = riss die { $size ->
    [small] kleine
    [medium] mittlere
   *[large] große
  } Pyramide von { $owner } auf { $cell } ab und zahlte mit { $paid }
zark-did-convert = wandelte die { $size ->
    [small] kleine
    [medium] mittlere
   *[large] große
  } Pyramide von { $owner } auf { $cell } in eine eigene { $convert ->
    [small] kleine
    [medium] mittlere
   *[large] große
  } um und zahlte mit { $paid }
zark-did-fly = ließ die Karte auf { $cell } mit dem { $ace } nach { $to } fliegen
zark-did-nominate = ließ die Farbwahlkarte auf { $cell } für die { $nomination } stehen
zark-did-discard = legte { $cards } ab
zark-did-resign = gab auf
zark-did-agree-end = stimmte zu, die Partie zu beenden

## Derselbe Zug in einer Vorschau, zu dem gesagt, der ihn versucht

zark-would-starter = Du hättest eine Startkarte gewählt.
zark-would-place = Du hättest deine Startkarte auf { $cell } platziert.
zark-would-draw = Du hättest drei Karten gezogen.
zark-would-grow = Du hättest deine { $size ->
    [small] kleine
    [medium] mittlere
   *[large] große
  } Pyramide auf { $cell } zu einer { $bigger ->
    [small] kleinen
    [medium] mittleren
   *[large] großen
  } wachsen lassen.
zark-would-spawn = Du hättest dich auf { $cell } um eine kleine Pyramide vermehrt.
zark-would-build = Du hättest die { $card } auf { $cell } gebaut.
zark-would-build-as = Du hättest die { $card } (als { $nomination }) auf { $cell } gebaut.
zark-would-hatch = Du hättest die { $card } auf { $cell } gebaut und wärst dort mit einer kleinen Pyramide geschlüpft.
zark-would-hatch-as = Du hättest die { $card } (als { $nomination }) auf { $cell } gebaut und wärst dort mit einer kleinen Pyramide geschlüpft.
zark-would-move = Du hättest deine { $size ->
    [small] kleine
    [medium] mittlere
   *[large] große
  } Pyramide von { $cell } nach { $to } bewegt.
zark-would-demolish = Du hättest die { $size ->
    [small] kleine
    [medium] mittlere
   *[large] große
  } Pyramide von { $owner } auf { $cell } abgerissen und mit { $paid } bezahlt.
zark-would-convert = Du hättest die { $size ->
    [small] kleine
    [medium] mittlere
   *[large] große
  } Pyramide von { $owner } auf { $cell } in eine eigene { $convert ->
    [small] kleine
    [medium] mittlere
   *[large] große
  } umgewandelt und mit { $paid } bezahlt.
zark-would-fly = Du hättest die Karte auf { $cell } mit dem { $ace } nach { $to } fliegen lassen.
zark-would-nominate = Du hättest die Farbwahlkarte auf { $cell } für die { $nomination } stehen lassen.
zark-would-discard = Du hättest { $cards } abgelegt.
zark-would-resign = Du hättest aufgegeben.
zark-would-agree-end = Du hättest zugestimmt, die Partie zu beenden.

## Was eine Vorschau außerdem sagt

zark-preview-draw = Du würdest { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
  } ziehen: Welche, siehst du erst, wenn du den Zug spielst.
zark-preview-you-win = Du würdest mit dem Machtblock { $block } gewinnen.
zark-preview-win = { $name } würde mit dem Machtblock { $block } gewinnen.
zark-preview-discard = Du hättest dann { $count } Karten und müsstest { $excess } ablegen, um auf { $limit } zu kommen.
zark-preview-no-win = Noch würde niemand gewinnen.

## Der Beitrag am Tisch nach einem Zug

zark-move-line = **{ $name }** { $move } · `{ $notation }`
zark-over-by-agreement = Die Partie ist vorbei: einvernehmlich beendet, ohne Sieger.
zark-wins-with = { $who } gewinnt mit { $block }!
zark-wins = { $who } gewinnt!
zark-waiting-for-starters = Warte auf die Startkarten von { $users } (/{ cmd-zark } { cmd-zark-starter }).
zark-waiting-for-computer-starters = Warte auf die Startkarten von { $users }.
zark-computers-place-starters = { $users } { $count ->
    [one] platziert seine
   *[other] platzieren ihre
  } Startkarte (erste Runde, R-3).
zark-place-your-starter = { $users }, platziere deine Startkarte mit /{ cmd-zark } { cmd-zark-place } (erste Runde, R-3).
zark-discarding = { $users } { $count ->
    [one] legt
   *[other] legen
  } auf sechs Karten ab.
zark-computers-thinking = { $users } { $count ->
    [one] denkt
   *[other] denken
  } nach (Zug { $turn }).
zark-your-turn = { $users }, du bist am Zug (Zug { $turn }).
zark-turn-goes-on = **{ $name }** bleibt am Zug: Eine Farbwahlkarte neu zu benennen kostet keinen Zug (R-24).
zark-nobody-can-win = Es kann kein Machtblock mehr entstehen, also kann niemand mehr gewinnen (R-28a): /{ cmd-zark } { cmd-zark-end } stimmt dafür, die Partie ohne Sieger zu beenden.

## Was alle von den Ereignissen eines Zugs wissen dürfen

zark-starters-revealed = Startkarten aufgedeckt: { $shown }. { $name } beginnt (R-2).
zark-starter-shown = { $name } { $card }
zark-reshuffled = Der Ablagestapel wurde zu einem neuen Nachziehstapel mit { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
  } gemischt (R-10).
zark-drew = { $name } zog { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
  }.

## Was der Spieler, der gezogen hat, für sich erfährt, und die Hand

zark-done = Erledigt: { $move }
zark-you-drew = Du hast gezogen: { $cards }.
zark-report-hand = Deine Hand ({ $count }): { $cards }.
zark-report-hand-empty = Deine Hand (0): nichts.
zark-discard-owed = Du hast { $count } Karten auf der Hand: Lege { $excess } ab, um deinen Zug zu beenden (Menü unten oder /{ cmd-discard }).
zark-hand = Deine Hand ({ $count }): { $cards }
zark-hand-empty = Deine Hand ist leer.
zark-hand-starter = Deine Startkarte (noch geheim): { $card }.

## Eine Stellung in Worten: das Spielfeld als Text und die Legende

zark-marks-letters = Farbbuchstabe + s/m/l (small, medium, large)
zark-marks-numbers = Platznummer + s/m/l (small, medium, large)
zark-seat-colour = [{ $colour ->
    [blue] blau
    [orange] orange
    [green] grün
    [purple] lila
   *[yellow] gelb
  }, { $letter }]
zark-seat-marked = [{ $colour ->
    [blue] blaue
    [orange] orange
    [green] grüne
    [purple] lila
   *[yellow] gelbe
  } Pyramiden, markiert mit { $mark }]
zark-seat-line = { $name } { $seat }: { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
  }, Vorrat: { $small } klein, { $medium } mittel, { $large } groß
zark-seat-line-resigned = { $name } { $seat } (aufgegeben): { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
  }, Vorrat: { $small } klein, { $medium } mittel, { $large } groß
zark-status-agreed = Partie vorbei: einvernehmlich beendet, kein Sieger.
zark-status-won-with = Partie vorbei: { $name } gewinnt mit { $block }.
zark-status-won = Partie vorbei: { $name } gewinnt.
zark-status-starters = Startkarten werden gewählt; warte auf { $names }.
zark-status-first-round = Erste Runde: { $names } platziert die Startkarte.
zark-status-discard = Zug { $turn }: { $names } muss auf 6 Karten ablegen.
zark-status-turn = Zug { $turn }: { $names } ist am Zug.
