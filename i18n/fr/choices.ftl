choice-with-words = { $value } · { $words }
autocomplete-busy = Le bot est occupé : tape la valeur toi-même, ou réessaie dans un instant.
table-option-rated-on = le résultat fait bouger la cote des joueurs
table-option-rated-off = une partie amicale, non cotée
table-option-hints-off = pas d'indices, comme dans une partie cotée
table-option-hints-on = /{ cmd-zark } { cmd-zark-hint } suggère des coups ; une telle partie n'est jamais cotée
table-option-boards-turn = un plateau à chaque message
table-option-boards-round = un plateau une fois par tour de table
table-option-boards-asked = pas de plateau sauf si quelqu'un le demande avec /{ cmd-zark } { cmd-zark-board }
table-option-edition-arcade = une carte piochée à chaque tour, attaques avec monnaie, voler
table-option-edition-classic = les règles de 2008, chaque figure vaut 1, pas de vol (R-19 à R-21)
table-option-deck-standard = 52 cartes et 2 jokers
table-option-deck-zark = cinq couleurs avec l'étoile, pas de joker
table-option-attack-own-off = seules les pyramides des autres joueurs peuvent être attaquées (R-11)
table-option-attack-own-on = les joueurs peuvent aussi attaquer leurs propres pyramides (R-11)
table-option-safety-end-on = la partie se termine aussi quand la pioche s'épuise une seconde fois (H-18)
table-option-safety-end-off = seule une annonce termine la partie (H-18)
table-option-tie-break-off = une égalité est une victoire partagée (H-19)
table-option-tie-break-on = une égalité revient au plus de points de serviteurs sur le plateau (H-19)
table-option-extra-cards-off = le jeu sans cartes supplémentaires (H-20)
table-option-extra-cards-on = le Double et le Portail rejoignent le jeu (H-20)
table-option-trump-order-rws = la Force vaut 8, la Justice 11 (H-21)
table-option-trump-order-marseille = la Justice vaut 8, la Force 11 (H-21)
table-option-first-player-lot = le premier joueur est tiré au sort (H-1)
table-option-first-player-seat = le { $seat ->
        [1] premier
        [2] deuxième
        [3] troisième
        [4] quatrième
       *[5] cinquième
    } joueur arrivé joue en premier (H-1)
zarcana-choice-space = { $cell } ({ $top ->
        [wasteland] terrain vague
        [face-down] une carte face cachée
       *[card] { $card }
    })
zarcana-choice-minion = { $whose ->
        [yours] ton { $size ->
            [small] petit
            [medium] moyen
           *[large] grand
        } serviteur
       *[named] le { $size ->
            [small] petit
            [medium] moyen
           *[large] grand
        } serviteur de { $owner }
    }, { $facing ->
        [up] debout
        [north] tourné vers le nord
        [east] tourné vers l'est
        [south] tourné vers le sud
       *[west] tourné vers l'ouest
    }
zarcana-choice-no-minions = aucun serviteur
zarcana-choice-no-minion = aucun serviteur : ce pouvoir n'en demande pas (Z-18, Z-29a)
zarcana-choice-facing = { $facing ->
        [up] debout
        [north] tourné vers le nord
        [east] tourné vers l'est
        [south] tourné vers le sud
       *[west] tourné vers l'ouest
    }
zarcana-choice-power = { $power } : { $does }
zarcana-choice-card = { $card }{ $number ->
        [none] {""}
       *[given] {" "}({ $number })
    }
zarcana-choice-as = { $card } · comme { $powers }
zarcana-choice-draw-count = { $number } · piocher { $number }, pour avoir en main { $held ->
        [one] { $held } carte
       *[other] { $held } cartes
    }
zarcana-choice-top = { $card } sur le dessus (H-9)
zarcana-choice-give = donner { $cards }
zarcana-choice-strike = attaquer { $whose ->
        [yours] ton { $size ->
            [small] petit
            [medium] moyen
           *[large] grand
        } serviteur
       *[named] le { $size ->
            [small] petit
            [medium] moyen
           *[large] grand
        } serviteur de { $owner }
    } sur { $space }{ $count ->
        [0] {""}
        [one] , en exigeant { $count } carte
       *[other] , en exigeant { $count } cartes
    }
zarcana-choice-raze = démolir la carte du dessus de { $space }
zarcana-choice-convert = convertir { $whose ->
        [yours] ton { $size ->
            [small] petit
            [medium] moyen
           *[large] grand
        } serviteur
       *[named] le { $size ->
            [small] petit
            [medium] moyen
           *[large] grand
        } serviteur de { $owner }
    } sur { $space } en ton { $into ->
        [small] petit
        [medium] moyen
       *[large] grand
    }
zarcana-choice-move = se déplacer sur { $space }, puis se mettre debout
zarcana-choice-grow = grandir{ $into ->
        [small] {" "}en petit
        [medium] {" "}en moyen
        [large] {" "}en grand
       *[none] {""}
    }
zarcana-choice-clone = cloner un { $size ->
        [small] petit
        [medium] moyen
       *[large] grand
    } serviteur, debout
zarcana-choice-build = construire { $card ->
        [none] une carte de la pioche
       *[given] { $card } de ta main
    } sur { $space }
zarcana-choice-draw = piocher { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }, puis prendre une option de plus
zarcana-choice-create = poser ton { $size ->
        [small] petit
        [medium] moyen
       *[large] grand
    } serviteur sur { $space }
zarcana-choice-swap = échanger ta main avec { $name } ({ $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    })
zarcana-choice-transport = transporter ce territoire et ses serviteurs sur { $space }
zarcana-choice-take = prendre { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } de la défausse : { $cards }
zarcana-choice-teleport = se téléporter sur { $space }, puis se mettre debout
zarcana-choice-plain = rien à choisir
