# Die Regelseiten von Zarcana: /zarcana rules page:... (play/zarcana/help.py), „Zarcana wie dokumentiert“. Eine
# Seite ist eine Nachricht pro Absatz oder Abschnitt; die Listen der Fähigkeiten und Hausregeln eine Nachricht pro
# Zeile. Befehle, ihre Optionen und die Seitennamen bleiben, wie Spieler sie tippen.

-zarcana-documented = Zarcana wie dokumentiert

## page:overview

help-zarcana-overview = **{ -zarcana-documented }**: der Tarot-Vorfahr von Zark City (John Cooper; Andrew Plotkins Zusammenfassung, 1999). Die öffentlichen Texte sind unvollständig, daher spielt dieser Bot die vollständige Spezifikation des Projekts: Regeln **Z-1 bis Z-67** und **Hausregeln H-1 bis H-26**, wo keine Quelle etwas sagt (/{ cmd-zarcana } { cmd-zarcana-rules } { cmd-zarcana-rules.page }:{ choice-rulings }).
help-zarcana-overview-board = **Das Spielfeld**: neun Karten in einem 3x3-Raster (Z-27), das in jede Richtung wächst; Felder heißen etwa M13 (die Mitte) und ändern sich nie. Jeder Spieler hat 15 Diener, 5 jeder Größe (Z-1), anfangs alle im Vorrat (Z-29), und 3 Karten (Z-28, H-2). Ein Diener steht (up) oder liegt und zeigt nach Norden, Osten, Süden oder Westen (Z-13): Liegend zielt er auf das Feld, auf das er zeigt, stehend auf sein eigenes (Z-15). Sein Gebiet ist die oberste Karte seines Felds (Z-16). Ein Diener auf einem leeren Feld neben einer Karte ist im Ödland (Z-11); neben keiner Karte wird er vernichtet (Z-12). Höchstens drei Diener teilen sich ein Feld (Z-24), und du ziehst nur bis zu sechs Karten (Z-26).
help-zarcana-overview-turn = **Ein Zug** ist genau eine von acht Optionen (Abschnitt 7): /{ cmd-zarcana } { cmd-zarcana-place }, { cmd-zarcana-play }, { cmd-zarcana-use }, { cmd-zarcana-reorient }, { cmd-zarcana-draw }, { cmd-zarcana-discard-hand }, { cmd-zarcana-pass }, { cmd-zarcana-declare } (Seite { choice-options }). Manche Fähigkeiten verlangen mehr: die Karte des Narren, einen zweiten Schritt, den Teufel, die Forderung des Herrschers, die Reihenfolge zweier abgelegter Karten (Seite { choice-answers }). Jede Karte hat eine Fähigkeit (Seiten { choice-suits } und { choice-trumps }).
help-zarcana-overview-end = **Das Ende**: Sobald der Stapel aufgebraucht und neu gemischt ist (H-24), darf jeder die letzte Runde ansagen (Z-66): Alle anderen spielen noch einmal, dann werden die Punkte gezählt (H-18); standardmäßig endet die Partie auch, wenn der Stapel ein zweites Mal aufgebraucht ist. Jede Karte, auf deren Feld nur deine Diener stehen, zählt für dich (Z-62): Zahlenkarten ihren Wert, Hofkarten 11, Trümpfe ihre Nummer (Z-63). Die höchste Summe gewinnt (Z-64); ein Gleichstand wird geteilt, außer der Tisch entscheidet Gleichstände (H-19). Tischoptionen: Seite { choice-table }. Seiten: { choice-overview }, { choice-options }, { choice-answers }, { choice-suits }, { choice-trumps }, { choice-rulings }, { choice-choices }, { choice-table }.

## page:options

help-zarcana-options = **{ -zarcana-documented }**: die acht Zugoptionen (Abschnitt 7). Jeder Befehl hat eine Option `{ cmd-zarcana-place.preview }:true`: Nur du siehst, was er bewirken würde, und **Spielen** spielt genau das.
    1. **/{ cmd-zarcana } { cmd-zarcana-place } { cmd-zarcana-place.cell }:**: ein kleiner Diener aus deinem Vorrat auf eine beliebige Karte, stehend (H-6); nur solange du keinen Diener auf dem Spielfeld hast (Z-29).
    2. **/{ cmd-zarcana } { cmd-zarcana-play } { cmd-zarcana-play.card }: { cmd-zarcana-play.power }: { cmd-zarcana-play.minion }: { cmd-zarcana-play.target }:**: Einer deiner Diener nutzt eine Karte aus deiner Hand, die danach abgelegt wird (Z-20, H-9). Fähigkeiten, die keinen bestimmten Diener brauchen, werden mit `{ cmd-zarcana-play.minion }:none` gespielt (Z-29a). Eine Hofkarte aus der Hand hat die Fähigkeit jeder Farbe (Z-22). Optionen, zu denen nur ein erlaubter Zug passt, dürfen wegfallen.
    3. **/{ cmd-zarcana } { cmd-zarcana-use } { cmd-zarcana-use.minion }: { cmd-zarcana-use.power }: { cmd-zarcana-use.target }:**: Dein Diener nutzt die offene Karte, auf der er sich befindet; die Karte bleibt (Z-16, Z-21).
    4. **/{ cmd-zarcana } { cmd-zarcana-reorient } { cmd-zarcana-reorient.minion }: { cmd-zarcana-reorient.facing }:**: Drehe deine Diener einen nach dem anderen, jeden in eine andere Richtung, dann /{ cmd-zarcana } { cmd-zarcana-done } (Z-13).
    5. **/{ cmd-zarcana } { cmd-zarcana-draw } { cmd-zarcana-draw.count }:**: bis zu drei Karten, nie mehr als sechs auf der Hand (Z-26, H-4).
    6. **/{ cmd-zarcana } { cmd-zarcana-discard-hand } { cmd-zarcana-discard-hand.top }: { cmd-zarcana-discard-hand.beneath }:**: deine ganze Hand auf den Ablagestapel, sonst nichts: `{ cmd-zarcana-discard-hand.top }` zuletzt, also oben, die in `{ cmd-zarcana-discard-hand.beneath }` genannten Karten darunter von oben nach unten, der Rest unter ihnen (H-9).
    7. **/{ cmd-zarcana } { cmd-zarcana-pass }**.
    8. **/{ cmd-zarcana } { cmd-zarcana-declare }**: die letzte Runde, sobald der Stapel aufgebraucht ist (Z-66, H-18, H-24).
    Die Hohepriesterin gibt eine weitere Option im selben Zug, nicht mit der Karte, die sie gegeben hat (Z-37). Eine Fähigkeit muss etwas verändern (H-22). Die Autovervollständigung bietet nur an, was dir jetzt erlaubt ist. /{ cmd-zark } { cmd-zark-resign } und /{ cmd-zark } { cmd-zark-end } funktionieren wie in jedem Spiel.

## page:answers

help-zarcana-answers = **{ -zarcana-documented }**: Antworten. Manche Fähigkeiten warten auf eine Entscheidung; die Nachricht zum Spielfeld sagt, wessen, und der Spieler wird erwähnt.
    • **/{ cmd-zarcana } { cmd-zarcana-drawn }**: Der Narr hat eine Karte gezogen, die du nutzen kannst: Nutze sie jetzt, als käme sie aus deiner Hand (Pflicht, Z-35; eine Hofkarte nur als ihre eigene Farbe).
    • **/{ cmd-zarcana } { cmd-zarcana-again } { cmd-zarcana-again.target }:** oder **/{ cmd-zarcana } { cmd-zarcana-done }**: Der Tod, der Wagen oder die Kraft dürfen mit demselben Diener ein zweites Mal handeln (Z-42, Z-43, Z-48).
    • **/{ cmd-zarcana } { cmd-zarcana-reorient }** oder **/{ cmd-zarcana } { cmd-zarcana-done }**: Der Teufel dreht die Diener beliebiger Spieler auf seinem Feld und den vier Feldern daneben, einen nach dem anderen (Z-50, H-25).
    • **/{ cmd-zarcana } { cmd-zarcana-give } { cmd-zarcana-give.cards }:**: Der Besitzer des Dieners, den der Herrscher angegriffen hat, wählt, welche Karten er gibt (Z-39, H-12). Nur die beiden Spieler sehen sie: der Gebende in der Antwort, der Empfangende unter **Meine Hand** (/{ cmd-zark } { cmd-zark-hand }); der Tisch sieht, wie viele.
    • **/{ cmd-zarcana } { cmd-zarcana-top } { cmd-zarcana-top.card }:**: Der Narr und seine letzte Karte kommen zusammen auf den Ablagestapel: Sag, welche oben liegt (H-9).
    Die Gerechtigkeit tauscht Hände (Z-46): Jeder der beiden Spieler sieht seine neue Hand privat (Meine Hand). Eine Karte, die das Rad verdeckt legt, wird nur dem gezeigt, der sie gelegt hat, einmal, in der Antwort (Z-45).

## page:suits und page:trumps: eine Zeile pro Fähigkeit. $power ist die Fähigkeit in Worten, $does was sie tut,
## $requirements was sie verlangt; $number die Nummer eines Trumpfs (0 bis 21).

help-zarcana-suits = **{ -zarcana-documented }**: die Fähigkeiten der Farben (Z-30 bis Z-34). Eine Zahlenkarte hat die Fähigkeit ihrer Farbe; eine Hofkarte hat auf dem Spielfeld die ihrer Farbe und aus der Hand die jeder Farbe (Z-22). Nur Schwerter schaden einem Gegner (Z-23).
help-zarcana-suits-requirements = Voraussetzungen in Klammern (Z-18): Ausrichtung, wo der Diener sein darf, die Limits und ob ein Diener handelt. Schwerter treffen einen beliebigen Diener im Zielfeld außer dem Angreifer (H-26): Gleiche Größe oder größer vernichtet ihn, kleiner verkleinert ihn um eine Größe (H-3: nicht, wenn sein Besitzer keinen kleineren im Vorrat hat).
help-zarcana-trumps = **{ -zarcana-documented }**: die Trümpfe (Z-35 bis Z-56) und die Extrakarten (Z-57, Z-58). Die Fähigkeit eines Trumpfs gehört zu seinem Namen; seine Punkte sind seine Nummer in der Reihenfolge des Kartensatzes (Z-4, H-21).
help-zarcana-suit-line = • **{ $power }**: { $does }. ({ $requirements })
help-zarcana-trump-line = • { $number } **{ $power }**: { $does }. ({ $requirements })
help-zarcana-extra-line = • Extrakarte: **{ $power }**: { $does }. ({ $requirements })

## Die Voraussetzungen einer Fähigkeit (Z-18): $facing ist any, lying oder standing; $wasteland, $population,
## $hand und $minion sind true oder false.

help-zarcana-requirements = { $facing ->
        [lying] ein liegender Diener
        [standing] ein stehender Diener
       *[any] jede Ausrichtung
    }, { $wasteland ->
        [true] auch aus dem Ödland
       *[false] nur auf einer Karte
    }{ $population ->
        [false] , ignoriert das Bevölkerungslimit
       *[true] {""}
    }{ $hand ->
        [false] , ignoriert das Handlimit
       *[true] {""}
    }, { $minion ->
        [true] braucht einen Diener
       *[false] kein bestimmter Diener
    }
help-zarcana-requirements-copied = die Voraussetzungen der kopierten Fähigkeit

## Was jede Fähigkeit tut, in einer Zeile mit ihrer Regel.

zarcana-power-does-swords = einen Diener im Zielfeld angreifen, ohne Diener dort die oberste Karte abreißen (Z-30)
zarcana-power-does-wands = einen Schritt in Blickrichtung eines liegenden Dieners gehen, dann aufstehen (Z-31)
zarcana-power-does-cups = einen stehenden Diener wachsen lassen oder einen gleich großen oder kleineren klonen (Z-32)
zarcana-power-does-discs = eine Karte vom Stapel auf das Zielfeld bauen (Z-33)
zarcana-power-does-fool = zweimal ziehen, jede Karte sofort genutzt, wenn möglich (Z-35)
zarcana-power-does-priestess = bis zu zwei Karten ziehen, dann eine weitere Option nehmen (Z-37)
zarcana-power-does-empress = wie Kelche, ohne Bevölkerungslimit (Z-38)
zarcana-power-does-emperor = wie Schwerter, und bis zu drei Karten vom Besitzer des Opfers fordern (Z-39)
zarcana-power-does-hierophant = das Opfer durch einen eigenen Diener ersetzen (Z-40)
zarcana-power-does-lovers = ein Diener aus deinem Vorrat in leeres Ödland (Z-41)
zarcana-power-does-chariot = sich ein- oder zweimal bewegen, in jede Richtung (Z-42)
zarcana-power-does-strength = wachsen lassen oder klonen, ein- oder zweimal (Z-43)
zarcana-power-does-hermit = sich einmal bewegen, in jede Richtung, ohne Bevölkerungslimit (Z-44)
zarcana-power-does-wheel = eine Karte vom Stapel verdeckt bauen (Z-45)
zarcana-power-does-justice = die Hand mit einem anderen Spieler tauschen (Z-46)
zarcana-power-does-hangedman = jeden Diener hier und die oberste Karte vernichten (Z-47)
zarcana-power-does-death = ein- oder zweimal angreifen (Z-48)
zarcana-power-does-temperance = bauen, sogar aus dem Ödland oder unter Gegnern (Z-49)
zarcana-power-does-devil = beliebige Diener hier und daneben drehen (Z-50)
zarcana-power-does-tower = wie Schwerter, oder die oberste Karte des Ziels abräumen, auch mit Dienern darauf (Z-51)
zarcana-power-does-star = vier Karten ziehen, ohne Handlimit (Z-52)
zarcana-power-does-moon = dieses Gebiet samt seinen Dienern woandershin tragen (Z-53)
zarcana-power-does-sun = eine Karte aus deiner Hand bauen (Z-54)
zarcana-power-does-judgement = bis zu drei Karten vom Ablagestapel nehmen (Z-55)
zarcana-power-does-gateway = zu einem anderen Gebiet derselben Farbe teleportieren (Z-58)
zarcana-power-does-magician = genutzt als eine der vier Fähigkeiten der Farben, aus der Hand oder vom Spielfeld (Z-36)
zarcana-power-does-world = genutzt als die Fähigkeit eines beliebigen offenen Trumpfs auf dem Spielfeld (Z-56)
zarcana-power-does-doppelganger = genutzt als die oberste Karte des Ablagestapels (Z-57)

## page:rulings: die Hausregeln, eine Nachricht pro Regel.

help-zarcana-rulings = **{ -zarcana-documented }**: die Hausregeln, für dieses Projekt verbindlich, wo keine Quelle etwas sagt (docs/rulings.md). Die als Tischoption markierten wählt der Gastgeber in /{ cmd-zark } { cmd-zark-new }.
ruling-h-1 = Plätze in Beitrittsreihenfolge; gespielt wird im Uhrzeigersinn; der erste Spieler wird ausgelost oder vom Gastgeber gewählt.
ruling-h-2 = Eine Starthand von drei Karten, ausgeteilt nach dem 3x3-Spielfeld.
ruling-h-3 = Ein Diener kann nicht verkleinert werden, wenn sein Besitzer keinen nächstkleineren Diener im Vorrat hat.
ruling-h-4 = Kein Ablagezwang: Eine Hand über sechs bleibt; Ziehen, das das Limit beachtet, hört bei sechs auf.
ruling-h-5 = Ein Feld mit mehr als drei Dienern darf so bleiben; Fähigkeiten, die das Limit beachten, fügen dort keine hinzu, bis es weniger als drei sind.
ruling-h-6 = Neue Diener stehen; ein gewachsener Diener behält seine Ausrichtung, ein verkleinerter die des Opfers.
ruling-h-7 = Ein Diener darf sich nicht in die Leere bewegen (ein Feld ohne Karte darauf oder daneben).
ruling-h-8 = Münzen, das Rad und die Sonne wirken in jeder Ausrichtung; stehend baut ein Diener auf sein eigenes Feld.
ruling-h-9 = Eine aus der Hand gespielte Karte kommt nach ihrer Fähigkeit auf den Ablagestapel; gemeinsam abgelegte Karten kommen in der Reihenfolge dorthin, die der Spieler wählt, die letzte oben.
ruling-h-10 = Der Narr braucht keinen Diener; jede gezogene Karte wird vollständig abgehandelt und muss genutzt werden, wenn das geht.
ruling-h-11 = Die Hohepriesterin und das Gericht brauchen keinen Diener und beachten das Handlimit.
ruling-h-12 = Der Herrscher fordert nur so viele Karten, dass du bei sechs oder weniger bleibst.
ruling-h-13 = Der Hierophant wandelt um, was er trifft, jede Größe, auch deine eigene Farbe.
ruling-h-14 = Die Liebenden brauchen keinen Diener; auf dem Spielfeld nutzt sie ein Diener, der auf ihnen steht.
ruling-h-15 = Die Gerechtigkeit darf mit einer leeren Hand tauschen und ignoriert das Handlimit.
ruling-h-16 = Das Ziel des Mondes im Ödland muss eine andere Karte berühren als die, die er trägt.
ruling-h-17 = Das Tor beachtet das Bevölkerungslimit; beide Extrakarten zählen bei den Farben als Trümpfe; der Doppelgänger kopiert von einer Hofkarte nur ihre eigene Farbe.
ruling-h-18 = Die Ansage ist der ganze Zug des Ansagenden; alle anderen spielen noch einmal; die Partie endet. Tischoption (standardmäßig an): Die Partie endet auch, wenn der Stapel ein zweites Mal aufgebraucht ist.
ruling-h-19 = Ein Gleichstand ist ein geteilter Sieg. Tischoption: Die meisten Punkte an Dienern auf dem Spielfeld entscheiden ihn.
ruling-h-20 = Tischoption (standardmäßig aus): der Doppelgänger und das Tor im Kartensatz.
ruling-h-21 = Tischoption: Trumpfreihenfolge RWS (Kraft 8, Gerechtigkeit 11, Standard) oder Marseille (Gerechtigkeit 8, Kraft 11).
ruling-h-22 = Eine Fähigkeit muss etwas verändern; das Ziehen des Narren zählt immer.
ruling-h-23 = 2 bis 5 Spieler; 3 empfohlen.
ruling-h-24 = Der Stapel gilt ab seinem ersten Mischen als „aufgebraucht“.
ruling-h-25 = Der Teufel darf auch den handelnden Diener drehen.
ruling-h-26 = Schwerter treffen einen beliebigen Diener im Zielfeld außer sich selbst, nach Wahl des Angreifers.

## page:choices: wo selbst die Hausregeln schweigen, was die Engine tut, eine Nachricht pro Entscheidung, dann
## die des Bots.

help-zarcana-choices = **{ -zarcana-documented }**: Wo selbst die Hausregeln schweigen, macht die Engine Folgendes:
zarcana-choice-card-in-play = Eine aus der Hand gespielte Karte ist im Spiel, während ihre Fähigkeit abgehandelt wird: Sie ist nicht mehr auf deiner Hand (für das Handlimit, den Tausch der Gerechtigkeit und die Karte der Sonne) und noch nicht auf dem Ablagestapel (H-9).
zarcana-choice-discard-order = Legst du deine ganze Hand ab (Option 6), nennst du die Karte, die nach oben kommt, und so viele der Karten darunter, wie du willst, von oben nach unten; der Rest kommt in fester Reihenfolge darunter (H-9).
zarcana-choice-fools-cards = Die Karten des Narren werden nach der Nutzung einzeln abgelegt (Z-35); ein aus der Hand gespielter Narr kommt zusammen mit seiner letzten Karte auf den Ablagestapel, in der Reihenfolge, die du wählst (H-9).
zarcana-choice-extra-option = Die zusätzliche Option der Hohepriesterin kommt, sobald die ganze Option vorbei ist, die sie gewährt hat; sie darf jede Option sein, auch eine Ansage; eine noch ausstehende zusätzliche Option wird auch nach einer Ansage genommen (Z-37, H-18).
zarcana-choice-second-reshuffle = Der Stapel ist „ein zweites Mal aufgebraucht“, wenn ein zweites Mischen nötig ist: Es findet trotzdem statt, damit der Zug zu Ende gehen kann, und die Partie endet mit diesem Zug (H-18).
zarcana-choice-reorient = Option 4 und der Teufel drehen einen Diener nach dem anderen, jeden höchstens einmal, in eine andere Ausrichtung (Z-50, H-22).
zarcana-choice-second-step = Ein zweiter Schritt des Wagens, des Todes oder der Kraft wird nur erfragt, wenn einer möglich ist (Z-42, Z-43, Z-48).
zarcana-choice-demand = Wer mit dem Herrscher angreift, sagt, wie viele Karten er fordert, höchstens so viele, wie der Besitzer des Opfers hält (Z-39, H-12).
zarcana-choice-judgement = „Diese nicht mitgezählt“ beim Gericht überspringt die Gerichtskarte auf dem Ablagestapel, auch wenn der Doppelgänger sie kopiert (Z-55, Z-57).
zarcana-choice-face-down = Eine verdeckte Karte hat für das Tor keine Farbe, und keine Ansicht zeigt sie, auch nicht die dessen, der sie gelegt hat (Z-45, Z-58).
zarcana-choice-resigning = Aufgeben, wie in den anderen Spielen: Deine Diener verlassen das Spielfeld und dein Zug ist vorbei; bleibt ein Spieler übrig, gewinnt er. Stimmen alle zu, endet die Partie ohne Sieger.
help-zarcana-choices-bot = Und der Bot: Zarcanas Computerspieler spielen auf jeder Stufe: leicht schaut einen Zug voraus (mit etwas Zufall, und er meidet es, denselben Zug immer wieder zu machen), mittel probiert jeden Zug gegen Vermutungen über die verdeckten Karten, schwer durchsucht zu zweit einen Baum der Antworten beider Spieler über solche Vermutungen (er schlägt mittel in etwa 7 von 10 Partien) und spielt mit mehr Spielern jeden seiner besten Züge eine ganze Runde weiter, wobei die anderen antworten, wie mittel es täte. Kein Computer macht denselben Zug dreimal in seinen letzten zehn (Ziehen ausgenommen), und keiner dreht mehr als drei Züge in Folge nur seine Diener oder passt, damit eine Partie unter Computern ihrem Ende zustrebt. Bei einer Frist spielt ein Vertreter den Zug des abwesenden Spielers, wie der leichte Spieler es täte, sieht nur dessen Karten und beantwortet auch dessen Entscheidungen (die Forderung des Herrschers eingeschlossen). Eine Vorschau nimmt Platzhalter für die Karten, die ein Zug vom Stapel nehmen würde.

## page:table

help-zarcana-table = **{ -zarcana-documented }**: die Tischoptionen, vom Gastgeber beim Eröffnen der Partie mit /{ cmd-zark } { cmd-zark-new } { cmd-zark-new.game }:zarcana gewählt (Standardwerte in Klammern):
    • `safety_end` (H-18) [on]: Die Partie endet auch, wenn der Stapel ein zweites Mal aufgebraucht ist, damit eine Partie nicht ewig läuft.
    • `tie_break` (H-19) [off: ein geteilter Sieg]: Ein Gleichstand geht an die meisten Punkte an Dienern auf dem Spielfeld.
    • `extra_cards` (H-20) [off: 78 Karten]: Der Doppelgänger und das Tor kommen in den Kartensatz (80 Karten, Z-5).
    • `trump_order` (H-21) [rws: Kraft 8, Gerechtigkeit 11]: oder marseille (Gerechtigkeit 8, Kraft 11).
    • `first_player` (H-1) [ausgelost]: der Platz, der zuerst spielt (1 ist, wer zuerst beigetreten ist); die Plätze folgen der Beitrittsreihenfolge.
    • `rated` [on]: off für eine freundschaftliche Partie, die niemanden wertet (siehe /{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ choice-ratings }).
    • `hints` [off]: Mit on schlägt /{ cmd-zark } { cmd-zark-hint } dir privat deinen Zug vor (den des mittleren Computerspielers, der nur deine Karten sieht), mit Spielen; eine solche Partie wird nie gewertet.
    2 bis 5 Spieler (H-23); 3 ist am besten. Computerspieler: /{ cmd-zark } { cmd-zark-bot } { cmd-zark-bot-add } in der Lobby (leicht, mittel oder schwer).
