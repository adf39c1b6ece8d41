# Ce que dit un tour de Zarcana. $form : past (ce que quelqu'un a fait) ou would (l'aperçu, au joueur : participe
# après « Tu aurais »). $size : small, medium, large. $facing : up, north, east, south, west. "none" : partie absente.

zarcana-move-line = **{ $name }** { $move } · `{ $notation }`
zarcana-catch-up-line = { $name } : { $move } · `{ $notation }`
zarcana-move-place = { $form ->
        [would] posé
       *[past] a posé
    } un petit serviteur sur { $cell }
zarcana-with-minion = avec { $form ->
        [would] ton
       *[past] son
    } { $size ->
        [small] petit
        [medium] moyen
       *[large] grand
    } serviteur sur { $cell }
zarcana-move-play = { $form ->
        [would] joué
       *[past] a joué
    } « { $card } »{ $power ->
        [none] {""}
       *[given] {" "}comme « { $power } »
    }{ $by ->
        [none] {""}
       *[given] {" "}{ $by }
    }{ $effect ->
        [none] {""}
       *[given] {" "}: { $effect }
    }
zarcana-move-use = { $form ->
        [would] utilisé le territoire sous ton
       *[past] a utilisé le territoire sous son
    } { $size ->
        [small] petit
        [medium] moyen
       *[large] grand
    } serviteur sur { $cell } (« { $power } »){ $effect ->
        [none] {""}
       *[given] {" "}: { $effect }
    }
zarcana-move-drawn = { $form ->
        [would] utilisé
       *[past] a utilisé
    } la carte du Mat comme « { $power } »{ $by ->
        [none] {""}
       *[given] {" "}{ $by }
    }{ $effect ->
        [none] {""}
       *[given] {" "}: { $effect }
    }
zarcana-move-again = { $form ->
        [would] rejoué
       *[past] a rejoué
    }{ $effect ->
        [none] {""}
       *[given] {" "}: { $effect }
    }
zarcana-move-reorient-own = { $form ->
        [would] tourné ton propre
       *[past] a tourné son propre
    } { $size ->
        [small] petit
        [medium] moyen
       *[large] grand
    } serviteur sur { $cell } { $facing ->
        [up] debout
        [north] vers le nord
        [east] vers l'est
        [south] vers le sud
       *[west] vers l'ouest
    }
zarcana-move-reorient-other = { $form ->
        [would] tourné
       *[past] a tourné
    } le { $size ->
        [small] petit
        [medium] moyen
       *[large] grand
    } serviteur de { $owner } sur { $cell } { $facing ->
        [up] debout
        [north] vers le nord
        [east] vers l'est
        [south] vers le sud
       *[west] vers l'ouest
    }
zarcana-move-done = { $form ->
        [would] dit « fini »
       *[past] a fini
    }
zarcana-move-draw = { $form ->
        [would] pioché
       *[past] a pioché
    } { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
zarcana-move-discard-hand = { $form ->
        [would] défaussé toute ta main
       *[past] a défaussé toute sa main
    }, « { $top } » dessus{ $under ->
        [none] {""}
       *[given] , puis { $under }
    }
zarcana-then-list = { $first }, puis { $rest }
zarcana-move-pass = { $form ->
        [would] passé
       *[past] a passé
    }
zarcana-move-declare = { $form ->
        [would] annoncé
       *[past] a annoncé
    } le dernier tour de table
zarcana-move-give = { $form ->
        [would] donné
       *[past] a donné
    } { $cards } à { $name } (l'exigence de l'Empereur)
zarcana-move-give-hidden = { $form ->
        [would] donné
       *[past] a donné
    } { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } à { $name } (l'exigence de l'Empereur)
zarcana-move-top = { $form ->
        [would] mis
       *[past] a mis
    } « { $card } » sur le dessus de la défausse
zarcana-move-resign = { $form ->
        [would] abandonné
       *[past] a abandonné
    }
zarcana-move-agree = { $form ->
        [would] accepté
       *[past] a accepté
    } de finir la partie
zarcana-no-cards = rien

zarcana-effect-strike = { $form ->
        [would] attaqué
       *[past] a attaqué
    } le { $size ->
        [small] petit
        [medium] moyen
       *[large] grand
    } serviteur de { $owner } sur { $cell }{ $count ->
        [0] {""}
        [one] , en exigeant { $count } carte
       *[other] , en exigeant { $count } cartes
    }
zarcana-effect-raze = { $form ->
        [would] démoli
       *[past] a démoli
    } la carte du dessus de { $cell }
zarcana-effect-convert = { $form ->
        [would] converti
       *[past] a converti
    } le { $size ->
        [small] petit
        [medium] moyen
       *[large] grand
    } serviteur de { $owner } sur { $cell } en { $form ->
        [would] ton
       *[past] son
    } { $into ->
        [small] petit
        [medium] moyen
       *[large] grand
    }
zarcana-effect-move = { $form ->
        [would] avancé sur { $cell }, puis tu te serais levé
       *[past] a avancé sur { $cell }, puis s'est levé
    }
zarcana-effect-grow = { $form ->
        [would] grandi
       *[past] a grandi
    }
zarcana-effect-clone = { $form ->
        [would] cloné
       *[past] a cloné
    } un { $size ->
        [small] petit
        [medium] moyen
       *[large] grand
    } serviteur, debout
zarcana-effect-build = { $form ->
        [would] construit
       *[past] a construit
    } { $card ->
        [none] une carte
       *[given] « { $card } » de { $form ->
            [would] ta
           *[past] sa
        } main
    } sur { $cell }
zarcana-effect-draw = { $form ->
        [would] pioché
       *[past] a pioché
    } { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }, puis { $form ->
        [would] pris
       *[past] a pris
    } une option de plus
zarcana-effect-create = { $form ->
        [would] mis ton
       *[past] a mis son
    } { $size ->
        [small] petit
        [medium] moyen
       *[large] grand
    } serviteur sur { $cell }
zarcana-effect-swap = { $form ->
        [would] échangé
       *[past] a échangé
    } sa main avec { $name }
zarcana-effect-transport = { $form ->
        [would] transporté
       *[past] a transporté
    } ce territoire et ses serviteurs sur { $cell }
zarcana-effect-take = { $form ->
        [would] pris
       *[past] a pris
    } { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } dans la défausse
zarcana-effect-teleport = { $form ->
        [would] été téléporté sur { $cell }, debout
       *[past] s'est téléporté sur { $cell }, debout
    }

zarcana-answer = { $answer ->
        [use-drawn] /{ cmd-zarcana } { cmd-zarcana-drawn }
        [second-step] /{ cmd-zarcana } { cmd-zarcana-again }, ou /{ cmd-zarcana } { cmd-zarcana-done }
        [reorienting] /{ cmd-zarcana } { cmd-zarcana-reorient }, ou /{ cmd-zarcana } { cmd-zarcana-done }
        [demand] /{ cmd-zarcana } { cmd-zarcana-give } (en privé : seuls toi et l'autre voyez les cartes)
       *[order] /{ cmd-zarcana } { cmd-zarcana-top }
    }
zarcana-next-answer = { $users } : { $decision } Réponds avec { $answer }.
zarcana-turn-note = { $card ->
        [none] { $round ->
            [final] le dernier tour de table (H-18)
            [last] le dernier tour : la pioche s'est épuisée une seconde fois (H-18)
           *[none] {""}
        }
       *[given] une option de plus grâce à la Grande Prêtresse, pas avec « { $card } » (Z-37){ $round ->
            [final] ; le dernier tour de table (H-18)
            [last] ; le dernier tour : la pioche s'est épuisée une seconde fois (H-18)
           *[none] {""}
        }
    }
zarcana-next-thinking = { $users } { $count ->
        [one] réfléchit
       *[other] réfléchissent
    } (tour { $turn }{ $note ->
        [none] {""}
       *[given] , { $note }
    }).
zarcana-next-your-turn = { $users }, c'est ton tour (tour { $turn }{ $note ->
        [none] {""}
       *[given] , { $note }
    }) : /{ cmd-zarcana } commands.
zarcana-over-agreed = La partie est finie : d'un commun accord, sans vainqueur.
zarcana-over-resigned = { $names } gagne : tous les autres joueurs ont abandonné !
zarcana-over-won = { $names } { $count ->
        [one] gagne avec { $score ->
            [one] { $score } point
           *[other] { $score } points
        }
       *[other] partagent la victoire (H-19) avec { $score ->
            [one] { $score } point
           *[other] { $score } points
        } chacun
    }, le plus (Z-62 à Z-64){ $against ->
        [none] {""}
       *[given] , contre { $against }
    }.

zarcana-event-drew = { $name } a pioché { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }.
zarcana-event-reshuffled = La défausse a été mélangée en une nouvelle pioche de { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } (Z-65).
zarcana-event-safety-end = La pioche s'est épuisée une seconde fois : la partie finit avec ce tour (H-18).
zarcana-event-extra-option = La Grande Prêtresse donne à { $name } une option de plus, pas avec « { $card } » (Z-37).
zarcana-event-fool-drew = Le Mat a retourné « { $card } ».
zarcana-event-no-use = « { $card } » n'avait aucun usage permis et a été défaussée (Z-35).
zarcana-event-built = « { $card } » a été construite sur { $cell }.
zarcana-event-face-down = Une carte a été posée face cachée sur { $cell } : personne ne peut la regarder (Z-45).
zarcana-event-razed = « { $card } » a été retirée de { $cell }.
zarcana-event-destroyed = Le { $size ->
        [small] petit
        [medium] moyen
       *[large] grand
    } serviteur de { $name } sur { $cell } a été détruit.
zarcana-event-reduced = Le serviteur de { $name } sur { $cell } est devenu { $size ->
        [small] petit
        [medium] moyen
       *[large] grand
    }.
zarcana-event-lost = Le { $size ->
        [small] petit
        [medium] moyen
       *[large] grand
    } serviteur de { $name } sur { $cell } est resté dans le vide et a été détruit (Z-12).
zarcana-event-converted = Le serviteur de { $name } sur { $cell } est devenu le { $size ->
        [small] petit
        [medium] moyen
       *[large] grand
    } de { $other }.
zarcana-event-transported = Le territoire de { $cell } se trouve maintenant sur { $to }.
zarcana-event-demand = { $name } exige { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } de { $other } (l'Empereur, Z-39).
zarcana-event-gave = { $name } a donné { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } à { $other } : eux seuls savent lesquelles.
zarcana-event-swapped = { $name } et { $other } ont échangé leurs mains (la Justice, Z-46) : chacun voit sa nouvelle main en privé.
zarcana-event-took = { $name } a pris { $cards } dans la défausse (Z-55).
zarcana-event-discarded = { $name } a défaussé { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }, « { $card } » dessus.
zarcana-event-final-round = { $name } a annoncé le dernier tour de table : { $players } jouent encore une fois, puis la partie est comptée (H-18).
zarcana-event-revealed = La carte face cachée sur { $cell } est « { $card } » (Z-45).

zarcana-hand = Ta main ({ $count }) : { $cards }.
zarcana-hand-empty = Ta main est vide.
zarcana-stash = Ta réserve : { $small } petits, { $medium } moyens, { $large } grands.
zarcana-yours-to-answer = À toi de répondre : { $decision } Utilise { $answer }.
zarcana-your-turn-options = C'est ton tour : /{ cmd-zarcana } { $options }.
zarcana-news-given = { $name } t'a donné { $cards } (l'exigence de l'Empereur, Z-39).
zarcana-news-swapped = { $name } a échangé sa main avec toi (la Justice, Z-46) : voici ta nouvelle main.
zarcana-catch-up-nothing = Rien ne s'est passé depuis ton dernier coup.
zarcana-catch-up = Depuis ton dernier coup ({ $count ->
        [one] { $count } coup
       *[other] { $count } coups
    } ; les cases changées sont entourées) :
zarcana-report-done = Fait : { $line }
zarcana-report-drew = Tu as pioché : { $cards }.
zarcana-report-face-down = Tu as posé « { $card } » face cachée sur { $cell } : toi seul l'as vue, et personne ne pourra la regarder avant le décompte (Z-45).
zarcana-report-now-yours = À toi : { $decision } Utilise { $answer }.
zarcana-report-extra-option = La Grande Prêtresse te donne une option de plus, pas avec « { $card } » : /{ cmd-zarcana } commands.
zarcana-report-waiting = En attente : { $decision }

zarcana-preview-move = Tu aurais { $move }.
zarcana-preview-stand-ins = Les cartes que ce coup prend dans la pioche sont ici fictives : tu ne vois lesquelles tu reçois qu'en jouant le coup.
zarcana-preview-end = La partie finirait : { $winners } gagnerai(en)t ({ $scores }).
zarcana-preview-you = toi
zarcana-preview-then = Ensuite : { $decision }

zarcana-table-words = { $count } cartes{ $extra ->
        [yes] {" "}avec le Double et le Portail
       *[no] {""}
    }, { $order ->
        [marseille] ordre des atouts de Marseille (Justice 8, Force 11)
       *[rws] ordre des atouts RWS
    }, { $safety ->
        [on] fin de sécurité activée
       *[off] sans fin de sécurité
    }, { $ties ->
        [pips] égalités départagées par les points sur le plateau
       *[shared] égalités partagées
    }, { $first ->
        [lot] premier joueur tiré au sort
        [1] le 1er arrivé commence
       *[given] le { $first }e arrivé commence
    }

zarcana-status-agreed = Partie finie : d'un commun accord, sans vainqueur.
zarcana-status-over = Partie finie : { $winners } { $count ->
        [one] gagne
       *[other] gagnent
    }{ $scores ->
        [none] {"."}
       *[given] {" "}({ $scores }).
    }
zarcana-status-decision = Tour { $turn } : { $decision }
zarcana-status-to-play = Tour { $turn } : à { $name } de jouer{ $card ->
        [none] {""}
       *[given] {" "}(une option de plus, pas avec « { $card } »)
    }.{ $final ->
        [yes] {" "}Dernier tour de table.
       *[no] {""}
    }
zarcana-and = { $first } et { $last }
