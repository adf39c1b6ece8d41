# Lo que dice un turno de Zarcana. $form: past (lo que alguien hizo) o would (la vista previa, al jugador: participio
# tras «Habrías»). $size: small, medium, large. $facing: up, north, east, south, west. "none": una parte que falta.

zarcana-move-line = **{ $name }** { $move } · `{ $notation }`
zarcana-catch-up-line = { $name }: { $move } · `{ $notation }`
zarcana-move-place = { $form ->
        [would] colocado
       *[past] colocó
    } un esbirro pequeño en { $cell }
zarcana-with-minion = con { $form ->
        [would] tu
       *[past] su
    } esbirro { $size ->
        [small] pequeño
        [medium] mediano
       *[large] grande
    } en { $cell }
zarcana-move-play = { $form ->
        [would] jugado
       *[past] jugó
    } «{ $card }»{ $power ->
        [none] {""}
       *[given] {" "}como «{ $power }»
    }{ $by ->
        [none] {""}
       *[given] {" "}{ $by }
    }{ $effect ->
        [none] {""}
       *[given] : { $effect }
    }
zarcana-move-use = { $form ->
        [would] usado el territorio bajo tu
       *[past] usó el territorio bajo su
    } esbirro { $size ->
        [small] pequeño
        [medium] mediano
       *[large] grande
    } en { $cell } («{ $power }»){ $effect ->
        [none] {""}
       *[given] : { $effect }
    }
zarcana-move-drawn = { $form ->
        [would] usado
       *[past] usó
    } la carta del Loco como «{ $power }»{ $by ->
        [none] {""}
       *[given] {" "}{ $by }
    }{ $effect ->
        [none] {""}
       *[given] : { $effect }
    }
zarcana-move-again = { $form ->
        [would] actuado otra vez
       *[past] actuó otra vez
    }{ $effect ->
        [none] {""}
       *[given] : { $effect }
    }
zarcana-move-reorient-own = { $form ->
        [would] girado tu propio
       *[past] giró su propio
    } esbirro { $size ->
        [small] pequeño
        [medium] mediano
       *[large] grande
    } en { $cell } { $facing ->
        [up] de pie
        [north] hacia el norte
        [east] hacia el este
        [south] hacia el sur
       *[west] hacia el oeste
    }
zarcana-move-reorient-other = { $form ->
        [would] girado
       *[past] giró
    } el esbirro { $size ->
        [small] pequeño
        [medium] mediano
       *[large] grande
    } de { $owner } en { $cell } { $facing ->
        [up] de pie
        [north] hacia el norte
        [east] hacia el este
        [south] hacia el sur
       *[west] hacia el oeste
    }
zarcana-move-done = { $form ->
        [would] dicho «listo»
       *[past] ha terminado
    }
zarcana-move-draw = { $form ->
        [would] robado
       *[past] robó
    } { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
zarcana-move-discard-hand = { $form ->
        [would] descartado toda tu mano
       *[past] descartó toda su mano
    }, «{ $top }» encima{ $under ->
        [none] {""}
       *[given] , luego { $under }
    }
zarcana-then-list = { $first }, luego { $rest }
zarcana-move-pass = { $form ->
        [would] pasado
       *[past] pasó
    }
zarcana-move-declare = { $form ->
        [would] declarado
       *[past] declaró
    } la ronda final
zarcana-move-give = { $form ->
        [would] dado
       *[past] dio
    } { $cards } a { $name } (la exigencia del Emperador)
zarcana-move-give-hidden = { $form ->
        [would] dado
       *[past] dio
    } { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } a { $name } (la exigencia del Emperador)
zarcana-move-top = { $form ->
        [would] puesto
       *[past] puso
    } «{ $card }» encima de la pila de descartes
zarcana-move-resign = { $form ->
        [would] abandonado
       *[past] abandonó
    }
zarcana-move-agree = { $form ->
        [would] aceptado
       *[past] aceptó
    } terminar la partida
zarcana-no-cards = nada

zarcana-effect-strike = { $form ->
        [would] atacado
       *[past] atacó
    } al esbirro { $size ->
        [small] pequeño
        [medium] mediano
       *[large] grande
    } de { $owner } en { $cell }{ $count ->
        [0] {""}
        [one] , exigiendo { $count } carta
       *[other] , exigiendo { $count } cartas
    }
zarcana-effect-raze = { $form ->
        [would] demolido
       *[past] demolió
    } la carta de arriba de { $cell }
zarcana-effect-convert = { $form ->
        [would] convertido
       *[past] convirtió
    } al esbirro { $size ->
        [small] pequeño
        [medium] mediano
       *[large] grande
    } de { $owner } en { $cell } en { $form ->
        [would] tu
       *[past] su
    } { $into ->
        [small] pequeño
        [medium] mediano
       *[large] grande
    }
zarcana-effect-move = { $form ->
        [would] avanzado
       *[past] avanzó
    } a { $cell } y se puso de pie
zarcana-effect-grow = { $form ->
        [would] crecido
       *[past] creció
    }
zarcana-effect-clone = { $form ->
        [would] clonado
       *[past] clonó
    } un esbirro { $size ->
        [small] pequeño
        [medium] mediano
       *[large] grande
    }, de pie
zarcana-effect-build = { $form ->
        [would] construido
       *[past] construyó
    } { $card ->
        [none] una carta
       *[given] «{ $card }» de { $form ->
            [would] tu
           *[past] su
        } mano
    } en { $cell }
zarcana-effect-draw = { $form ->
        [would] robado
       *[past] robó
    } { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } y luego { $form ->
        [would] tomado
       *[past] tomó
    } una opción más
zarcana-effect-create = { $form ->
        [would] puesto tu
       *[past] puso su
    } esbirro { $size ->
        [small] pequeño
        [medium] mediano
       *[large] grande
    } en { $cell }
zarcana-effect-swap = { $form ->
        [would] intercambiado
       *[past] intercambió
    } la mano con { $name }
zarcana-effect-transport = { $form ->
        [would] llevado
       *[past] llevó
    } este territorio y sus esbirros a { $cell }
zarcana-effect-take = { $form ->
        [would] tomado
       *[past] tomó
    } { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } de la pila de descartes
zarcana-effect-teleport = { $form ->
        [would] teletransportado
       *[past] se teletransportó
    } a { $cell }, de pie

zarcana-answer = { $answer ->
        [use-drawn] /{ cmd-zarcana } { cmd-zarcana-drawn }
        [second-step] /{ cmd-zarcana } { cmd-zarcana-again }, o /{ cmd-zarcana } { cmd-zarcana-done }
        [reorienting] /{ cmd-zarcana } { cmd-zarcana-reorient }, o /{ cmd-zarcana } { cmd-zarcana-done }
        [demand] /{ cmd-zarcana } { cmd-zarcana-give } (en privado: las cartas solo las ven los dos implicados)
       *[order] /{ cmd-zarcana } { cmd-zarcana-top }
    }
zarcana-next-answer = { $users }: { $decision } Responde con { $answer }.
zarcana-turn-note = { $card ->
        [none] { $round ->
            [final] la ronda final (H-18)
            [last] el último turno: el mazo se ha agotado por segunda vez (H-18)
           *[none] {""}
        }
       *[given] una opción más por la Sacerdotisa, no con «{ $card }» (Z-37){ $round ->
            [final] ; la ronda final (H-18)
            [last] ; el último turno: el mazo se ha agotado por segunda vez (H-18)
           *[none] {""}
        }
    }
zarcana-next-thinking = { $users } { $count ->
        [one] está pensando
       *[other] están pensando
    } (turno { $turn }{ $note ->
        [none] {""}
       *[given] , { $note }
    }).
zarcana-next-your-turn = { $users }, es tu turno (turno { $turn }{ $note ->
        [none] {""}
       *[given] , { $note }
    }): /{ cmd-zarcana } commands.
zarcana-over-agreed = La partida ha terminado de común acuerdo, sin ganador.
zarcana-over-resigned = { $names } gana: ¡todos los demás jugadores han abandonado!
zarcana-over-won = { $names } { $count ->
        [one] gana con { $score ->
            [one] { $score } punto
           *[other] { $score } puntos
        }
       *[other] comparten la victoria (H-19) con { $score ->
            [one] { $score } punto
           *[other] { $score } puntos
        } cada uno
    }, la mayor cantidad (Z-62 a Z-64){ $against ->
        [none] {""}
       *[given] , frente a { $against }
    }.

zarcana-event-drew = { $name } robó { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }.
zarcana-event-reshuffled = La pila de descartes se barajó en un nuevo mazo de { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } (Z-65).
zarcana-event-safety-end = El mazo se ha agotado por segunda vez: la partida termina con este turno (H-18).
zarcana-event-extra-option = La Sacerdotisa da a { $name } una opción más, no con «{ $card }» (Z-37).
zarcana-event-fool-drew = El Loco descubrió «{ $card }».
zarcana-event-no-use = «{ $card }» no tenía ningún uso legal y se descartó (Z-35).
zarcana-event-built = «{ $card }» se construyó en { $cell }.
zarcana-event-face-down = Una carta quedó boca abajo en { $cell }: nadie puede mirarla (Z-45).
zarcana-event-razed = «{ $card }» se retiró de { $cell }.
zarcana-event-destroyed = El esbirro { $size ->
        [small] pequeño
        [medium] mediano
       *[large] grande
    } de { $name } en { $cell } fue destruido.
zarcana-event-reduced = El esbirro de { $name } en { $cell } se redujo a { $size ->
        [small] pequeño
        [medium] mediano
       *[large] grande
    }.
zarcana-event-lost = El esbirro { $size ->
        [small] pequeño
        [medium] mediano
       *[large] grande
    } de { $name } en { $cell } quedó en el vacío y fue destruido (Z-12).
zarcana-event-converted = El esbirro de { $name } en { $cell } pasó a ser el esbirro { $size ->
        [small] pequeño
        [medium] mediano
       *[large] grande
    } de { $other }.
zarcana-event-transported = El territorio de { $cell } está ahora en { $to }.
zarcana-event-demand = { $name } exige { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } a { $other } (el Emperador, Z-39).
zarcana-event-gave = { $name } dio { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } a { $other }: solo ellos dos saben cuáles.
zarcana-event-swapped = { $name } y { $other } intercambiaron sus manos (la Justicia, Z-46): cada uno ve su nueva mano en privado.
zarcana-event-took = { $name } tomó { $cards } de la pila de descartes (Z-55).
zarcana-event-discarded = { $name } descartó { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }, «{ $card }» encima.
zarcana-event-final-round = { $name } declaró la ronda final: { $players } juegan una vez más y luego se puntúa la partida (H-18).
zarcana-event-revealed = La carta boca abajo de { $cell } es «{ $card }» (Z-45).

zarcana-hand = Tu mano ({ $count }): { $cards }.
zarcana-hand-empty = Tu mano está vacía.
zarcana-stash = Tu reserva: { $small } pequeños, { $medium } medianos, { $large } grandes.
zarcana-yours-to-answer = Te toca responder: { $decision } Usa { $answer }.
zarcana-your-turn-options = Es tu turno: /{ cmd-zarcana } { $options }.
zarcana-news-given = { $name } te dio { $cards } (la exigencia del Emperador, Z-39).
zarcana-news-swapped = { $name } intercambió su mano contigo (la Justicia, Z-46): esta es tu nueva mano.
zarcana-catch-up-nothing = No ha pasado nada desde tu última jugada.
zarcana-catch-up = Desde tu última jugada ({ $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    }; las casillas cambiadas están resaltadas):
zarcana-report-done = Hecho: { $line }
zarcana-report-drew = Robaste: { $cards }.
zarcana-report-face-down = Pusiste «{ $card }» boca abajo en { $cell }: solo tú la has visto, y nadie podrá mirarla hasta que se puntúe la partida (Z-45).
zarcana-report-now-yours = Ahora te toca: { $decision } Usa { $answer }.
zarcana-report-extra-option = La Sacerdotisa te da una opción más, no con «{ $card }»: /{ cmd-zarcana } commands.
zarcana-report-waiting = Esperando: { $decision }

zarcana-preview-move = Habrías { $move }.
zarcana-preview-stand-ins = Las cartas que esta jugada toma del mazo son aquí de muestra: solo ves cuáles recibes cuando juegas la jugada.
zarcana-preview-end = La partida terminaría: ganaría(n) { $winners } ({ $scores }).
zarcana-preview-you = tú
zarcana-preview-then = Después: { $decision }

zarcana-table-words = { $count } cartas{ $extra ->
        [yes] {" "}con el Doble y el Portal
       *[no] {""}
    }, { $order ->
        [marseille] orden de triunfos de Marsella (Justicia 8, Fuerza 11)
       *[rws] orden de triunfos RWS
    }, { $safety ->
        [on] final de seguridad activado
       *[off] sin final de seguridad
    }, { $ties ->
        [pips] empates resueltos por los puntos del tablero
       *[shared] empates compartidos
    }, { $first ->
        [lot] primer jugador por sorteo
       *[given] empieza el { $first }.º en unirse
    }

zarcana-status-agreed = Partida terminada de común acuerdo, sin ganador.
zarcana-status-over = Partida terminada: { $count ->
        [one] gana
       *[other] ganan
    } { $winners }{ $scores ->
        [none] {"."}
       *[given] {" "}({ $scores }).
    }
zarcana-status-decision = Turno { $turn }: { $decision }
zarcana-status-to-play = Turno { $turn }: juega { $name }{ $card ->
        [none] {""}
       *[given] {" "}(una opción más, no con «{ $card }»)
    }.{ $final ->
        [yes] {" "}Ronda final.
       *[no] {""}
    }
zarcana-and = { $first } y { $last }
