choice-with-words = { $value } · { $words }
autocomplete-busy = Der Bot ist gerade beschäftigt: Tippe den Wert selbst ein oder versuch es gleich noch einmal.
table-option-rated-on = das Ergebnis verändert die Wertungen der Spieler
table-option-rated-off = eine freundschaftliche Partie, nicht gewertet
table-option-hints-off = keine Tipps, wie in einer gewerteten Partie
table-option-hints-on = /{ cmd-zark } { cmd-zark-hint } schlägt Züge vor; eine solche Partie wird nie gewertet
table-option-boards-turn = ein Spielfeld mit jedem Beitrag
table-option-boards-round = ein Spielfeld einmal pro Runde
table-option-boards-asked = kein Spielfeld, außer jemand fragt mit /{ cmd-zark } { cmd-zark-board }
table-option-edition-arcade = jeden Zug eine gezogene Karte, Angriffe mit Wechselgeld, Fliegen
table-option-edition-classic = die Regeln von 2008, jede Bildkarte 1 wert, kein Fliegen (R-19 bis R-21)
table-option-deck-standard = 52 Karten und 2 Joker
table-option-deck-zark = fünf Farben mit den Sternen, keine Joker
table-option-attack-own-off = nur Pyramiden anderer Spieler dürfen angegriffen werden (R-11)
table-option-attack-own-on = Spieler dürfen auch ihre eigenen Pyramiden angreifen (R-11)
table-option-safety-end-on = die Partie endet auch, wenn der Stapel ein zweites Mal aufgebraucht ist (H-18)
table-option-safety-end-off = nur eine Ansage beendet die Partie (H-18)
table-option-tie-break-off = ein Gleichstand ist ein geteilter Sieg (H-19)
table-option-tie-break-on = ein Gleichstand geht an die meisten Punkte an Dienern auf dem Spielfeld (H-19)
table-option-extra-cards-off = der Kartensatz ohne Zusatzkarten (H-20)
table-option-extra-cards-on = der Doppelgänger und das Tor kommen in den Kartensatz (H-20)
table-option-trump-order-rws = Kraft ist 8, Gerechtigkeit 11 (H-21)
table-option-trump-order-marseille = Gerechtigkeit ist 8, Kraft 11 (H-21)
table-option-first-player-lot = wer zuerst spielt, wird ausgelost (H-1)
table-option-first-player-seat = wer als { $seat ->
        [1] Erster
        [2] Zweiter
        [3] Dritter
        [4] Vierter
       *[5] Fünfter
    } beigetreten ist, spielt zuerst (H-1)
zarcana-choice-space = { $cell } ({ $top ->
        [wasteland] Ödland
        [face-down] eine verdeckte Karte
       *[card] { $card }
    })
zarcana-choice-minion = { $whose ->
        [yours] dein { $size ->
            [small] kleiner
            [medium] mittlerer
           *[large] großer
        } Diener
       *[named] { $size ->
            [small] kleiner
            [medium] mittlerer
           *[large] großer
        } Diener von { $owner }
    }, { $facing ->
        [up] stehend
        [north] nach Norden gerichtet
        [east] nach Osten gerichtet
        [south] nach Süden gerichtet
       *[west] nach Westen gerichtet
    }
zarcana-choice-no-minions = keine Diener
zarcana-choice-no-minion = kein Diener: diese Fähigkeit braucht keinen (Z-18, Z-29a)
zarcana-choice-facing = { $facing ->
        [up] stehend
        [north] nach Norden gerichtet
        [east] nach Osten gerichtet
        [south] nach Süden gerichtet
       *[west] nach Westen gerichtet
    }
zarcana-choice-power = { $power }: { $does }
zarcana-choice-card = { $card }{ $number ->
        [none] {""}
       *[given] {" "}({ $number })
    }
zarcana-choice-as = { $card } · als { $powers }
zarcana-choice-draw-count = { $number } · { $number } ziehen, dann { $held ->
        [one] { $held } Karte
       *[other] { $held } Karten
    } auf der Hand
zarcana-choice-top = { $card } nach oben (H-9)
zarcana-choice-give = { $cards } geben
zarcana-choice-strike = { $whose ->
        [yours] deinen { $size ->
            [small] kleinen
            [medium] mittleren
           *[large] großen
        } Diener
       *[named] den { $size ->
            [small] kleinen
            [medium] mittleren
           *[large] großen
        } Diener von { $owner }
    } auf { $space } angreifen{ $count ->
        [0] {""}
        [one] , { $count } Karte fordern
       *[other] , { $count } Karten fordern
    }
zarcana-choice-raze = die oberste Karte von { $space } abreißen
zarcana-choice-convert = { $whose ->
        [yours] deinen { $size ->
            [small] kleinen
            [medium] mittleren
           *[large] großen
        } Diener
       *[named] den { $size ->
            [small] kleinen
            [medium] mittleren
           *[large] großen
        } Diener von { $owner }
    } auf { $space } in deinen { $into ->
        [small] kleinen
        [medium] mittleren
       *[large] großen
    } verwandeln
zarcana-choice-move = nach { $space } bewegen, dann aufstehen
zarcana-choice-grow = { $into ->
        [small] zu einem kleinen Diener wachsen
        [medium] zu einem mittleren Diener wachsen
        [large] zu einem großen Diener wachsen
       *[none] wachsen
    }
zarcana-choice-clone = einen { $size ->
        [small] kleinen
        [medium] mittleren
       *[large] großen
    } Diener klonen, stehend
zarcana-choice-build = { $card ->
        [none] eine Karte vom Stapel
       *[given] { $card } aus deiner Hand
    } auf { $space } bauen
zarcana-choice-draw = { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } ziehen, dann eine weitere Zugoption wählen
zarcana-choice-create = deinen { $size ->
        [small] kleinen
        [medium] mittleren
       *[large] großen
    } Diener auf { $space } setzen
zarcana-choice-swap = die Hand mit { $name } tauschen ({ $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    })
zarcana-choice-transport = dieses Gebiet samt seinen Dienern nach { $space } tragen
zarcana-choice-take = { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } vom Ablagestapel nehmen: { $cards }
zarcana-choice-teleport = nach { $space } teleportieren, dann aufstehen
zarcana-choice-plain = nichts zu wählen
