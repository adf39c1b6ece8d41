# Was ein Zug in Zarcana sagt. $form: past (was jemand tat) oder would (die Vorschau, zum Spieler: Infinitiv nach
# „Du würdest“). $size: small, medium, large. $facing: up, north, east, south, west. "none": ein Teil fehlt.

zarcana-move-line = **{ $name }** { $move } · `{ $notation }`
zarcana-catch-up-line = { $name }: { $move } · `{ $notation }`
zarcana-move-place = { $form ->
        [would] einen kleinen Diener auf { $cell } platzieren
       *[past] platzierte einen kleinen Diener auf { $cell }
    }
zarcana-with-minion = mit { $form ->
        [would] deinem
       *[past] dem
    } { $size ->
        [small] kleinen
        [medium] mittleren
       *[large] großen
    } Diener auf { $cell }
zarcana-move-play = { $form ->
        [would] „{ $card }“
       *[past] spielte „{ $card }“
    }{ $power ->
        [none] {""}
       *[given] {" "}als „{ $power }“
    }{ $by ->
        [none] {""}
       *[given] {" "}{ $by }
    }{ $form ->
        [would] {" "}ausspielen
       *[past] {""}
    }{ $effect ->
        [none] {""}
       *[given] : { $effect }
    }
zarcana-move-use = { $form ->
        [would] das Gebiet unter deinem
       *[past] nutzte das Gebiet unter dem
    } { $size ->
        [small] kleinen
        [medium] mittleren
       *[large] großen
    } Diener auf { $cell } („{ $power }“){ $form ->
        [would] {" "}nutzen
       *[past] {""}
    }{ $effect ->
        [none] {""}
       *[given] : { $effect }
    }
zarcana-move-drawn = { $form ->
        [would] die Karte des Narren als „{ $power }“
       *[past] nutzte die Karte des Narren als „{ $power }“
    }{ $by ->
        [none] {""}
       *[given] {" "}{ $by }
    }{ $form ->
        [would] {" "}nutzen
       *[past] {""}
    }{ $effect ->
        [none] {""}
       *[given] : { $effect }
    }
zarcana-move-again = { $form ->
        [would] noch einmal handeln
       *[past] handelte noch einmal
    }{ $effect ->
        [none] {""}
       *[given] : { $effect }
    }
zarcana-move-reorient-own = { $form ->
        [would] deinen eigenen
       *[past] drehte den eigenen
    } { $size ->
        [small] kleinen
        [medium] mittleren
       *[large] großen
    } Diener auf { $cell } { $facing ->
        [up] aufrecht
        [north] nach Norden
        [east] nach Osten
        [south] nach Süden
       *[west] nach Westen
    }{ $form ->
        [would] {" "}drehen
       *[past] {""}
    }
zarcana-move-reorient-other = { $form ->
        [would] {""}
       *[past] drehte{" "}
    }den { $size ->
        [small] kleinen
        [medium] mittleren
       *[large] großen
    } Diener von { $owner } auf { $cell } { $facing ->
        [up] aufrecht
        [north] nach Norden
        [east] nach Osten
        [south] nach Süden
       *[west] nach Westen
    }{ $form ->
        [would] {" "}drehen
       *[past] {""}
    }
zarcana-move-done = { $form ->
        [would] „fertig“ sagen
       *[past] ist fertig
    }
zarcana-move-draw = { $form ->
        [would] { $count ->
            [one] { $count } Karte
           *[other] { $count } Karten
        } ziehen
       *[past] zog { $count ->
            [one] { $count } Karte
           *[other] { $count } Karten
        }
    }
zarcana-move-discard-hand = { $form ->
        [would] deine ganze Hand ablegen
       *[past] legte die ganze Hand ab
    }, „{ $top }“ oben{ $under ->
        [none] {""}
       *[given] , dann { $under }
    }
zarcana-then-list = { $first }, dann { $rest }
zarcana-move-pass = { $form ->
        [would] passen
       *[past] passte
    }
zarcana-move-declare = { $form ->
        [would] die letzte Runde ansagen
       *[past] sagte die letzte Runde an
    }
zarcana-move-give = { $form ->
        [would] { $name } { $cards } geben
       *[past] gab { $name } { $cards }
    } (die Forderung des Herrschers)
zarcana-move-give-hidden = { $form ->
        [would] { $name } { $count ->
            [one] { $count } Karte
           *[other] { $count } Karten
        } geben
       *[past] gab { $name } { $count ->
            [one] { $count } Karte
           *[other] { $count } Karten
        }
    } (die Forderung des Herrschers)
zarcana-move-top = { $form ->
        [would] „{ $card }“ oben auf den Ablagestapel legen
       *[past] legte „{ $card }“ oben auf den Ablagestapel
    }
zarcana-move-resign = { $form ->
        [would] aufgeben
       *[past] gab auf
    }
zarcana-move-agree = { $form ->
        [would] zustimmen, die Partie zu beenden
       *[past] stimmte zu, die Partie zu beenden
    }
zarcana-no-cards = nichts

zarcana-effect-strike = { $form ->
        [would] den { $size ->
            [small] kleinen
            [medium] mittleren
           *[large] großen
        } Diener von { $owner } auf { $cell } angreifen
       *[past] griff den { $size ->
            [small] kleinen
            [medium] mittleren
           *[large] großen
        } Diener von { $owner } auf { $cell } an
    }{ $count ->
        [0] {""}
        [one] , mit einer Forderung von { $count } Karte
       *[other] , mit einer Forderung von { $count } Karten
    }
zarcana-effect-raze = { $form ->
        [would] die oberste Karte von { $cell } abreißen
       *[past] riss die oberste Karte von { $cell } ab
    }
zarcana-effect-convert = { $form ->
        [would] den { $size ->
            [small] kleinen
            [medium] mittleren
           *[large] großen
        } Diener von { $owner } auf { $cell } in deinen
       *[past] wandelte den { $size ->
            [small] kleinen
            [medium] mittleren
           *[large] großen
        } Diener von { $owner } auf { $cell } in einen eigenen
    } { $into ->
        [small] kleinen
        [medium] mittleren
       *[large] großen
    }{ $form ->
        [would] {" "}umwandeln
       *[past] {" "}um
    }
zarcana-effect-move = { $form ->
        [would] nach { $cell } ziehen und aufstehen
       *[past] zog nach { $cell } und stand dann auf
    }
zarcana-effect-grow = { $form ->
        [would] wachsen
       *[past] wuchs
    }
zarcana-effect-clone = { $form ->
        [would] einen stehenden { $size ->
            [small] kleinen
            [medium] mittleren
           *[large] großen
        } Diener klonen
       *[past] klonte einen stehenden { $size ->
            [small] kleinen
            [medium] mittleren
           *[large] großen
        } Diener
    }
zarcana-effect-build = { $form ->
        [would] { $card ->
            [none] eine Karte
           *[given] „{ $card }“ von deiner Hand
        } auf { $cell } bauen
       *[past] baute { $card ->
            [none] eine Karte
           *[given] „{ $card }“ von der Hand
        } auf { $cell }
    }
zarcana-effect-draw = { $form ->
        [would] { $count ->
            [one] { $count } Karte
           *[other] { $count } Karten
        } ziehen und dann eine weitere Option nehmen
       *[past] zog { $count ->
            [one] { $count } Karte
           *[other] { $count } Karten
        } und nahm dann eine weitere Option
    }
zarcana-effect-create = { $form ->
        [would] deinen
       *[past] setzte einen eigenen
    } { $size ->
        [small] kleinen
        [medium] mittleren
       *[large] großen
    } Diener auf { $cell }{ $form ->
        [would] {" "}setzen
       *[past] {""}
    }
zarcana-effect-swap = { $form ->
        [would] die Hand mit { $name } tauschen
       *[past] tauschte die Hand mit { $name }
    }
zarcana-effect-transport = { $form ->
        [would] dieses Gebiet samt seinen Dienern nach { $cell } tragen
       *[past] trug dieses Gebiet samt seinen Dienern nach { $cell }
    }
zarcana-effect-take = { $form ->
        [would] { $count ->
            [one] { $count } Karte
           *[other] { $count } Karten
        } vom Ablagestapel nehmen
       *[past] nahm { $count ->
            [one] { $count } Karte
           *[other] { $count } Karten
        } vom Ablagestapel
    }
zarcana-effect-teleport = { $form ->
        [would] sich nach { $cell } teleportieren und aufstehen
       *[past] teleportierte sich nach { $cell } und stand dann auf
    }

zarcana-answer = { $answer ->
        [use-drawn] /{ cmd-zarcana } { cmd-zarcana-drawn }
        [second-step] /{ cmd-zarcana } { cmd-zarcana-again } oder /{ cmd-zarcana } { cmd-zarcana-done }
        [reorienting] /{ cmd-zarcana } { cmd-zarcana-reorient } oder /{ cmd-zarcana } { cmd-zarcana-done }
        [demand] /{ cmd-zarcana } { cmd-zarcana-give } (privat: nur du und der andere seht die Karten)
       *[order] /{ cmd-zarcana } { cmd-zarcana-top }
    }
zarcana-next-answer = { $users }: { $decision } Antworte mit { $answer }.
zarcana-turn-note = { $card ->
        [none] { $round ->
            [final] die letzte Runde (H-18)
            [last] der letzte Zug: der Stapel ist zum zweiten Mal leer (H-18)
           *[none] {""}
        }
       *[given] eine zusätzliche Option durch die Hohepriesterin, nicht mit „{ $card }“ (Z-37){ $round ->
            [final] ; die letzte Runde (H-18)
            [last] ; der letzte Zug: der Stapel ist zum zweiten Mal leer (H-18)
           *[none] {""}
        }
    }
zarcana-next-thinking = { $users } { $count ->
        [one] denkt
       *[other] denken
    } nach (Zug { $turn }{ $note ->
        [none] {""}
       *[given] , { $note }
    }).
zarcana-next-your-turn = { $users }, du bist am Zug (Zug { $turn }{ $note ->
        [none] {""}
       *[given] , { $note }
    }): /{ cmd-zarcana } commands.
zarcana-over-agreed = Die Partie ist vorbei: einvernehmlich beendet, ohne Sieger.
zarcana-over-resigned = { $names } gewinnt: alle anderen haben aufgegeben!
zarcana-over-won = { $names } { $count ->
        [one] gewinnt mit { $score ->
            [one] { $score } Punkt
           *[other] { $score } Punkten
        }
       *[other] teilen sich den Sieg (H-19) mit je { $score ->
            [one] { $score } Punkt
           *[other] { $score } Punkten
        }
    }, den meisten (Z-62 bis Z-64){ $against ->
        [none] {""}
       *[given] , gegen { $against }
    }.

zarcana-event-drew = { $name } zog { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }.
zarcana-event-reshuffled = Der Ablagestapel wurde zu einem neuen Stapel von { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } gemischt (Z-65).
zarcana-event-safety-end = Der Stapel ist zum zweiten Mal leer: die Partie endet mit diesem Zug (H-18).
zarcana-event-extra-option = Die Hohepriesterin gibt { $name } eine weitere Option, nicht mit „{ $card }“ (Z-37).
zarcana-event-fool-drew = Der Narr deckte „{ $card }“ auf.
zarcana-event-no-use = „{ $card }“ hatte keine erlaubte Nutzung und wurde abgelegt (Z-35).
zarcana-event-built = „{ $card }“ wurde auf { $cell } gebaut.
zarcana-event-face-down = Eine Karte liegt jetzt verdeckt auf { $cell }: niemand darf sie ansehen (Z-45).
zarcana-event-razed = „{ $card }“ wurde von { $cell } entfernt.
zarcana-event-destroyed = Der { $size ->
        [small] kleine
        [medium] mittlere
       *[large] große
    } Diener von { $name } auf { $cell } wurde zerstört.
zarcana-event-reduced = Der Diener von { $name } auf { $cell } wurde zu einem { $size ->
        [small] kleinen
        [medium] mittleren
       *[large] großen
    } verkleinert.
zarcana-event-lost = Der { $size ->
        [small] kleine
        [medium] mittlere
       *[large] große
    } Diener von { $name } auf { $cell } stand im Nichts und wurde zerstört (Z-12).
zarcana-event-converted = Der Diener von { $name } auf { $cell } wurde zum { $size ->
        [small] kleinen
        [medium] mittleren
       *[large] großen
    } Diener von { $other }.
zarcana-event-transported = Das Gebiet von { $cell } liegt jetzt auf { $to }.
zarcana-event-demand = { $name } fordert { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } von { $other } (der Herrscher, Z-39).
zarcana-event-gave = { $name } gab { $other } { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }: welche, wissen nur die beiden.
zarcana-event-swapped = { $name } und { $other } tauschten die Hände (die Gerechtigkeit, Z-46): jeder sieht seine neue Hand privat.
zarcana-event-took = { $name } nahm { $cards } vom Ablagestapel (Z-55).
zarcana-event-discarded = { $name } legte { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } ab, „{ $card }“ oben.
zarcana-event-final-round = { $name } sagte die letzte Runde an: { $players } spielen noch einmal, dann wird gewertet (H-18).
zarcana-event-revealed = Die verdeckte Karte auf { $cell } ist „{ $card }“ (Z-45).

zarcana-hand = Deine Hand ({ $count }): { $cards }.
zarcana-hand-empty = Deine Hand ist leer.
zarcana-stash = Dein Vorrat: { $small } klein, { $medium } mittel, { $large } groß.
zarcana-yours-to-answer = Du musst antworten: { $decision } Nutze { $answer }.
zarcana-your-turn-options = Du bist am Zug: /{ cmd-zarcana } { $options }.
zarcana-news-given = { $name } gab dir { $cards } (die Forderung des Herrschers, Z-39).
zarcana-news-swapped = { $name } hat die Hand mit dir getauscht (die Gerechtigkeit, Z-46): das ist deine neue Hand.
zarcana-catch-up-nothing = Seit deinem letzten Zug ist nichts passiert.
zarcana-catch-up = Seit deinem letzten Zug ({ $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }; geänderte Felder sind umrandet):
zarcana-report-done = Erledigt: { $line }
zarcana-report-drew = Du hast gezogen: { $cards }.
zarcana-report-face-down = Du hast „{ $card }“ verdeckt auf { $cell } gelegt: nur du hast sie gesehen, und niemand darf sie ansehen, bis die Partie gewertet wird (Z-45).
zarcana-report-now-yours = Jetzt du: { $decision } Nutze { $answer }.
zarcana-report-extra-option = Die Hohepriesterin gibt dir eine weitere Option, nicht mit „{ $card }“: /{ cmd-zarcana } commands.
zarcana-report-waiting = Warten: { $decision }

zarcana-preview-move = Du würdest { $move }.
zarcana-preview-stand-ins = Karten, die dieser Zug vom Stapel nimmt, sind hier Platzhalter: welche du bekommst, siehst du erst, wenn du den Zug spielst.
zarcana-preview-end = Die Partie wäre vorbei: { $winners } würde(n) gewinnen ({ $scores }).
zarcana-preview-you = du
zarcana-preview-then = Dann: { $decision }

zarcana-table-words = { $count } Karten{ $extra ->
        [yes] {" "}mit dem Doppelgänger und dem Tor
       *[no] {""}
    }, { $order ->
        [marseille] Trumpfreihenfolge von Marseille (Gerechtigkeit 8, Kraft 11)
       *[rws] Trumpfreihenfolge RWS
    }, { $safety ->
        [on] Sicherheitsende an
       *[off] kein Sicherheitsende
    }, { $ties ->
        [pips] Gleichstand per Punkte auf dem Spielfeld entschieden
       *[shared] Gleichstand geteilt
    }, { $first ->
        [lot] Startspieler per Los
       *[given] wer als { $first }. beitritt, beginnt
    }

zarcana-status-agreed = Partie vorbei: einvernehmlich beendet, kein Sieger.
zarcana-status-over = Partie vorbei: { $winners } { $count ->
        [one] gewinnt
       *[other] gewinnen
    }{ $scores ->
        [none] {"."}
       *[given] {" "}({ $scores }).
    }
zarcana-status-decision = Zug { $turn }: { $decision }
zarcana-status-to-play = Zug { $turn }: { $name } ist am Zug{ $card ->
        [none] {""}
       *[given] {" "}(eine zusätzliche Option, nicht mit „{ $card }“)
    }.{ $final ->
        [yes] {" "}Letzte Runde.
       *[no] {""}
    }
zarcana-and = { $first } und { $last }
