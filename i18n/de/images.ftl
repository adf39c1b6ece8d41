# Was die Bilder sagen (render/): die Legende unter dem Spielfeld, das Bild der Hand, die Untertitel der
# Wiederholung, das Wertungsdiagramm, der Alternativtext jedes Bildes und das Spielfeld als Text.

## Wörter, die in die Sätze unten eingesetzt werden. $size, $to und $into: small, medium oder large; $colour die
## Farbe eines Platzes: blue, orange, green, purple oder yellow; $facing: up, north, east, south oder west.

image-seat-colour = { $colour ->
        [blue] blau
        [orange] orange
        [green] grün
        [purple] lila
       *[yellow] gelb
    }

## Eine Karte der Zark-Familie in Worten (eine Standardkarte liest sich als Symbol, 7♥): $colour R, Y, G, B;
## $number 0 bis 9.

image-card-joker = Joker
image-card-uno-number = { $colour ->
        [R] rote
        [Y] gelbe
        [G] grüne
       *[B] blaue
    } { $number }
image-card-uno-action = { $action ->
        [skip] Aussetzen
        [reverse] Richtungswechsel
       *[drawtwo] Zieh Zwei
    } ({ $colour ->
        [R] rot
        [Y] gelb
        [G] grün
       *[B] blau
    })
image-card-wild = { $four ->
        [yes] Zieh-Vier-Farbwahlkarte
       *[no] Farbwahlkarte
    }
# Eine Farbwahlkarte auf dem Spielfeld und die Karte, für die sie steht (R-24).
image-card-wild-as = { $wild } als { $card }
# Was das Band einer Uno-Karte sagt; kurz halten, es steht auf der Karte.
image-uno-band = { $rank ->
        [skip] Aussetzen
        [reverse] Wechsel
        [wild] Farbwahl
       *[wild4] Farbwahl +4
    }

## Eine Zarcana-Karte, wie ihr Bild sie nennt, ohne Artikel ($name: der Code eines Trumpfs oder einer Extrakarte),
## und mit ihrem Wert.

image-face-trump = { $name ->
        [Fool] Narr
        [Magician] Magier
        [Priestess] Hohepriesterin
        [Empress] Herrscherin
        [Emperor] Herrscher
        [Hierophant] Hierophant
        [Lovers] Liebende
        [Chariot] Wagen
        [Strength] Kraft
        [Hermit] Eremit
        [Wheel] Rad des Schicksals
        [Justice] Gerechtigkeit
        [HangedMan] Gehängter
        [Death] Tod
        [Temperance] Mäßigkeit
        [Devil] Teufel
        [Tower] Turm
        [Star] Stern
        [Moon] Mond
        [Sun] Sonne
        [Judgement] Gericht
        [World] Welt
        [Doppelganger] Doppelgänger
       *[Gateway] Tor
    }
image-face-down = Verdeckt
image-card-face-down = eine verdeckte Karte
# $numeral: die Nummer eines Trumpfs in römischen Ziffern (XIII); $name: image-face-trump; $value: sein Wert jetzt.
image-card-valued-trump = { $numeral } { $name } ({ $value })
image-card-valued = { $card } ({ $value })

## Die Legende unter dem Spielfeld: Spaltenköpfe, die Zeile eines Spielers, die Stapel.

image-legend-hand = Hand
image-legend-stash = im Vorrat: K M G
image-legend-stash-short = Vorrat: K M G
image-legend-score = Punkte
image-legend-cards = { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }
image-tag-resigned = aufgegeben
image-tag-wins = gewinnt ★
image-tag-choosing = wählt
image-tag-ready = bereit
image-tag-to-play = ◀ am Zug
image-tag-to-give = ◀ muss geben
image-tag-agrees = will beenden
image-piles = Stapel { $deck } · Ablage { $discard }
image-piles-top = Stapel { $deck } · Ablage { $discard }, oben { $card }
image-piles-in-play = Im Spiel: { $cards }

## Wie das Spiel steht. $names: wer handeln muss, aufgezählt; $cells: die Felder des Siegblocks (M13 M14 M15).

image-status-agreed = Spiel vorbei: einvernehmlich beendet, kein Sieger.
image-status-won = Spiel vorbei: { $name } gewinnt.
image-status-won-with = Spiel vorbei: { $name } gewinnt mit { $cells }.
image-status-starters = Startkarten werden gewählt; es fehlt noch: { $names }.
image-status-hatching = Erste Runde: { $names } platziert die Startkarte.
image-status-discard = Zug { $turn }: { $names } muss auf 6 Karten ablegen.
image-status-to-play = Zug { $turn }: { $names } ist am Zug.
# Zarcana: $names die Sieger, $count wie viele; $scores Name und Punkte jedes Spielers (Ann 17, Bob 12).
image-status-winners = Spiel vorbei: { $names } { $count ->
        [one] gewinnt
       *[other] gewinnen
    }.
image-status-winners-scores = Spiel vorbei: { $names } { $count ->
        [one] gewinnt
       *[other] gewinnen
    } ({ $scores }).
# $next: was zuerst geschehen muss (ein zarcana-next-*-Satz).
image-status-decision = Zug { $turn }: { $next }
image-status-final = Zug { $turn }: { $name } ist am Zug. Letzte Runde.
image-status-extra = Zug { $turn }: { $name } ist am Zug (eine zusätzliche Option, nicht mit „{ $card }“).
image-status-extra-final = Zug { $turn }: { $name } ist am Zug (eine zusätzliche Option, nicht mit „{ $card }“). Letzte Runde.

## Zarcanas Weg zum Ende (Z-66, H-18, H-24). $left: wer noch am Zug ist, aufgezählt.

image-round-ending = Der Stapel ist zum zweiten Mal leer: das Spiel endet nach diesem Zug (H-18).
image-round-final = Letzte Runde: { $left } noch je einmal am Zug (H-18).
image-round-final-declared = Letzte Runde ({ $declarer } hat sie angesagt): { $left } noch je einmal am Zug (H-18).
image-round-nobody = niemand
image-round-used-up = Stapel aufgebraucht: alle dürfen die letzte Runde ansagen (Z-66, H-18).
image-round-used-up-safety = Stapel aufgebraucht: alle dürfen die letzte Runde ansagen; sie endet ohnehin, wenn der Stapel wieder leer ist (Z-66, H-18).
image-round-not-yet = Letzte Runde: nicht vor dem ersten Neumischen des Stapels (Z-66).

## Ein Zug in Worten, nach dem Namen dessen, der ihn machte ($did in image-did). $owner: der Name des Spielers, dem
## die Figur gehörte; $paid, $cards: Karten, aufgezählt (7♥, K♦).

image-did = { $name } { $did }
image-last-move = Letzter Zug: { $move }.
# Zwei Züge eines Zuges nacheinander; zwei Karten untereinander (eine abgelegte Hand, Zarcana).
image-then = { $first } und { $next }

## Die Bilder des Spielfelds. $count: Karten in einem Stapel.

# Das Band über einem Spielfeld, das nicht das der Partie ist: Vorschau, Tipp, Brett einer Analyse.
image-mark-preview = VORSCHAU · nicht gespielt
image-mark-hint = TIPP · nicht gespielt
image-mark-review = ANALYSE
image-board-starters = Noch keine Karten: die Spieler wählen ihre Startkarten.
image-board-empty = Auf dem Spielfeld liegen keine Karten mehr.
image-wasteland = Ödland
image-depth = { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }

## Das Bild der Hand und sein Alternativtext.

image-hand-title = Deine Hand · { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }
image-hand-title-discard = Deine Hand · { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } · lege { $discard } ab
image-hand-starter = Deine Startkarte: { $card } (verdeckt, bis alle gewählt haben)
image-hand-private = Nur du siehst das.
image-hand-none = Keine Karten auf der Hand.
image-hand-give = Gib { $name } { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } deiner Wahl (Z-39).
image-hand-forbidden = Diese zusätzliche Option darf „{ $card }“ nicht nutzen (Z-37).
image-hand-not-this = nicht für diese Option (Z-37)
# Die Angriffspunkte einer Karte (R-12, R-23) auf einem Abzeichen: kurz halten.
image-badge-points = { $points ->
        [one] { $points } Pkt
       *[other] { $points } Pkt
    }
image-badge-fly = Flug
image-hand-public = Keine Hand: das ist die öffentliche Ansicht.
image-hand-empty = Deine Hand ist leer.
image-hand-text = Deine Hand, { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }: { $cards }.
image-hand-points = { $card } ({ $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    })
image-hand-points-fly = { $card } ({ $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }, fliegt)
# Eine Zarcana-Karte auf der Hand und was ihre Fähigkeit bewirkt.
image-hand-power = { $card }: { $power }

## Was die Fähigkeit einer Zarcana-Karte bewirkt, auf dem Bild der Hand (Z-30 bis Z-58), und was sie vom Diener
## verlangt (Z-18).

image-power-court = Aus der Hand: die Fähigkeit jeder Farbe; auf dem Spielfeld: { $suit } (Z-22)
image-power = { $power ->
        [swords] Greife einen Diener im Zielfeld an oder reiße dessen oberste Karte ab, wenn dort kein Diener steht (Z-30)
        [wands] Ein Schritt in die Richtung, in die ein liegender Diener zeigt, dann aufstehen (Z-31)
        [cups] Lass einen stehenden Diener wachsen oder klone einen gleich großen oder kleineren (Z-32)
        [discs] Baue eine Karte vom Stapel auf das Zielfeld (Z-33)
        [fool] Zweimal ziehen, jede Karte sofort genutzt, wenn es geht (Z-35)
        [priestess] Bis zu zwei Karten ziehen, dann eine weitere Option (Z-37)
        [empress] Wie Kelche, ohne Bevölkerungslimit (Z-38)
        [emperor] Wie Schwerter, und fordere bis zu drei Karten vom Besitzer des Opfers (Z-39)
        [hierophant] Ersetze das Opfer durch einen eigenen Diener (Z-40)
        [lovers] Ein Diener aus deinem Vorrat in leeres Ödland (Z-41)
        [chariot] Ein- oder zweimal bewegen, in jede Richtung (Z-42)
        [strength] Wachsen oder klonen, ein- oder zweimal (Z-43)
        [hermit] Einmal bewegen, in jede Richtung, ohne Bevölkerungslimit (Z-44)
        [wheel] Baue eine Karte vom Stapel verdeckt (Z-45)
        [justice] Tausche die Hand mit einem anderen Spieler (Z-46)
        [hangedman] Vernichte jeden Diener hier und die oberste Karte (Z-47)
        [death] Ein- oder zweimal angreifen (Z-48)
        [temperance] Bauen, auch aus dem Ödland oder unter Gegnern (Z-49)
        [devil] Drehe beliebige Diener hier und daneben (Z-50)
        [tower] Wie Schwerter, oder reiße die oberste Karte des Ziels ab, auch mit Dienern darauf (Z-51)
        [star] Vier Karten ziehen, ohne Handlimit (Z-52)
        [moon] Trage dieses Gebiet samt seinen Dienern anderswohin (Z-53)
        [sun] Baue eine Karte aus deiner Hand (Z-54)
        [judgement] Nimm bis zu drei Karten vom Ablagestapel (Z-55)
        [gateway] Teleportiere in ein anderes Gebiet derselben Farbe (Z-58)
        [magician] Als eine der vier Farbfähigkeiten genutzt, aus der Hand oder vom Spielfeld (Z-36)
        [world] Als Fähigkeit eines offenen Trumpfs auf dem Spielfeld genutzt (Z-56)
       *[doppelganger] Als die oberste Karte des Ablagestapels genutzt (Z-57)
    }
image-needs-copied = Braucht, was die genutzte Fähigkeit braucht (Z-18)
# $minion, $wasteland, $population, $hand: yes oder no; $facing: any, lying oder standing.
image-needs = { $minion ->
        [yes] Diener: { $facing ->
            [lying] liegend
            [standing] stehend
           *[any] beliebig
        }, { $wasteland ->
            [yes] auch Ödland
           *[no] auf einer Karte
        }
       *[no] Kein Diener nötig
    }{ $population ->
        [no] ; ohne Bevölkerungslimit
       *[yes] {""}
    }{ $hand ->
        [no] ; ohne Handlimit
       *[yes] {""}
    }

## Der Alternativtext des Spielfelds (höchstens 1.000 Zeichen) und das Spielfeld als Text. $head: image-alt-head
## oder image-alt-head-uno.

image-alt-zark = Spielfeld von { $title }, { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }.
image-alt-zarcana = Spielfeld von Zarcana, { $count ->
        [one] { $count } Kartengebiet
       *[other] { $count } Kartengebiete
    }.
image-alt-zarcana-wasteland = Spielfeld von Zarcana, { $count ->
        [one] { $count } Kartengebiet
       *[other] { $count } Kartengebiete
    } und { $wasteland ->
        [one] { $wasteland } Ödlandfeld
       *[other] { $wasteland } Ödlandfelder
    }.
image-alt-head = { $name } ({ $colour }, { $letter })
image-alt-head-uno = { $name } (Pyramiden: { $colour })
image-alt-resigned = { $head }: hat aufgegeben.
image-alt-seat = { $head }: { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } auf der Hand, { $pyramids ->
        [one] { $pyramids } Pyramide
       *[other] { $pyramids } Pyramiden
    } auf { $on ->
        [one] { $on } Karte
       *[other] { $on } Karten
    }.
image-alt-seat-controls = { $head }: { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } auf der Hand, { $pyramids ->
        [one] { $pyramids } Pyramide
       *[other] { $pyramids } Pyramiden
    } auf { $on ->
        [one] { $on } Karte
       *[other] { $on } Karten
    }, kontrolliert { $cells }.
image-alt-seat-controls-count = { $head }: { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } auf der Hand, { $pyramids ->
        [one] { $pyramids } Pyramide
       *[other] { $pyramids } Pyramiden
    } auf { $on ->
        [one] { $on } Karte
       *[other] { $on } Karten
    }, kontrolliert { $controlled ->
        [one] { $controlled } Karte
       *[other] { $controlled } Karten
    }.
# Zarcana: $final yes, sobald die Partie gewertet ist, sonst no (Punkte bisher).
image-alt-minions = { $head }: { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } auf der Hand, { $minions ->
        [one] { $minions } Diener
       *[other] { $minions } Diener
    } auf { $spaces ->
        [one] { $spaces } Feld
       *[other] { $spaces } Feldern
    }, { $final ->
        [yes] Punkte
       *[no] Punkte bisher
    } { $score }.
image-alt-minions-holds = { $head }: { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } auf der Hand, { $minions ->
        [one] { $minions } Diener
       *[other] { $minions } Diener
    } auf { $spaces ->
        [one] { $spaces } Feld
       *[other] { $spaces } Feldern
    }, hält { $held }, { $final ->
        [yes] Punkte
       *[no] Punkte bisher
    } { $score }.
image-alt-piles = Stapel { $deck }, Ablage { $discard }.
image-space = { $cell } { $card }
image-space-deep = { $cell } { $card }, Stapel aus { $depth }
image-space-wasteland = { $cell } Ödland
image-text-row = Reihe { $row }: { $cells }
image-text-no-cards = Noch keine Karten auf dem Spielfeld.
image-text-seat-head = { $name } [{ $colour }, { $letter }]
image-text-seat-head-uno = { $name } [Pyramiden: { $colour }, Zeichen { $mark }]
image-text-seat = { $head }: { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }, Vorrat { $small } klein { $medium } mittel { $large } groß
image-text-seat-resigned = { $head } (aufgegeben): { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }, Vorrat { $small } klein { $medium } mittel { $large } groß
image-text-piles = Stapel { $deck ->
        [one] { $deck } Karte
       *[other] { $deck } Karten
    }, Ablage { $discard ->
        [one] { $discard } Karte
       *[other] { $discard } Karten
    }.
image-text-piles-top = Stapel { $deck ->
        [one] { $deck } Karte
       *[other] { $deck } Karten
    }, Ablage { $discard ->
        [one] { $discard } Karte
       *[other] { $discard } Karten
    } (oben { $card }).
# $marks: number in den Uno-Spielen (Pyramiden mit Platznummer), sonst letter (mit Farbbuchstaben).
image-text-board = Spielfeld (Pyramiden: { $marks ->
        [number] Platznummer
       *[letter] Farbbuchstabe
    } + s/m/l):
image-text-winning-block = Siegblock: { $cells }.
image-text-frontier = Leere Felder neben Karten: { $cells }.
image-text-minions-seat = { $letter } { $name } ({ $colour }): { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } auf der Hand; Vorrat { $small } klein, { $medium } mittel, { $large } groß; { $final ->
        [yes] Punkte
       *[no] Punkte bisher
    } { $score }.
image-text-minions-seat-resigned = { $letter } { $name } ({ $colour }) (aufgegeben): { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } auf der Hand; Vorrat { $small } klein, { $medium } mittel, { $large } groß; { $final ->
        [yes] Punkte
       *[no] Punkte bisher
    } { $score }.
image-text-spaces = Felder (Diener: Farbbuchstabe + s/m/l + u stehend, oder n/e/s/w liegend in diese Richtung zeigend):
image-text-empty-spaces = Leere Felder neben Karten: { $cells }.

## Die animierte Wiederholung: ihr Alternativtext und der Untertitel jedes Bildes. $title: der Name des Spiels.

image-replay-unfinished = nicht beendet
image-replay-agreed = einvernehmlich beendet, kein Sieger
image-replay-won = gewonnen von { $name }
image-replay-shared = gemeinsam gewonnen von { $names }
image-replay-alt = Animierte Wiederholung von { $title }, Partie { $game }: { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }, { $result }.
image-replay-alt-players = Animierte Wiederholung von { $title } ({ $players }): { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }, { $result }.
image-replay-move = Zug { $number }/{ $total }: { $moves }
image-replay-moves = Züge { $first }-{ $last }/{ $total }: { $moves }
image-replay-none = Keine Züge · { $result }

## Das Wertungsdiagramm eines Spielers (/zark wertung profil).

image-chart-games = gewertete Partien
image-chart-skill = Spielstärke (mu)
image-chart-uncertainty = ± Unsicherheit (sigma)
