# Ce que disent les images (render/) : la légende sous le plateau, l'image de la main, les sous-titres du replay,
# le graphique de cote, le texte alternatif de chaque image et le plateau en texte.

## Mots insérés dans les phrases ci-dessous. $size, $to et $into : small, medium ou large ; $colour la couleur d'une
## place : blue, orange, green, purple ou yellow ; $facing : up, north, east, south ou west.

image-seat-colour = { $colour ->
        [blue] bleu
        [orange] orange
        [green] vert
        [purple] violet
       *[yellow] jaune
    }

## Une carte de la famille Zark en toutes lettres (une carte standard se lit par son symbole, 7♥) : $colour R, Y,
## G, B ; $number 0 à 9.

image-card-joker = joker
image-card-uno-number = { $number } { $colour ->
        [R] rouge
        [Y] jaune
        [G] vert
       *[B] bleu
    }
image-card-uno-action = { $action ->
        [skip] Passe ton tour
        [reverse] Inversion
       *[drawtwo] +2
    } { $colour ->
        [R] rouge
        [Y] jaune
        [G] vert
       *[B] bleu
    }
image-card-wild = { $four ->
        [yes] Super Joker +4
       *[no] Joker
    }
# Un Joker (Uno) sur le plateau et la carte qu'il représente (R-24).
image-card-wild-as = { $wild } comme { $card }
# Ce que dit le bandeau d'une carte Uno ; court, il est écrit sur la carte.
image-uno-band = { $rank ->
        [skip] Passe
        [reverse] Inversion
        [wild] Joker
       *[wild4] Joker +4
    }

## Une carte de Zarcana comme sa face la nomme, sans article ($name : le code d'un atout ou d'une carte extra), et
## avec sa valeur.

image-face-trump = { $name ->
        [Fool] Mat
        [Magician] Magicien
        [Priestess] Grande Prêtresse
        [Empress] Impératrice
        [Emperor] Empereur
        [Hierophant] Hiérophante
        [Lovers] Amoureux
        [Chariot] Chariot
        [Strength] Force
        [Hermit] Ermite
        [Wheel] Roue de Fortune
        [Justice] Justice
        [HangedMan] Pendu
        [Death] Mort
        [Temperance] Tempérance
        [Devil] Diable
        [Tower] Tour
        [Star] Étoile
        [Moon] Lune
        [Sun] Soleil
        [Judgement] Jugement
        [World] Monde
        [Doppelganger] Double
       *[Gateway] Portail
    }
image-face-down = Face cachée
image-card-face-down = une carte face cachée
# $numeral : le numéro d'un atout en chiffres romains (XIII) ; $name : image-face-trump ; $value : sa valeur actuelle.
image-card-valued-trump = { $numeral } { $name } ({ $value })
image-card-valued = { $card } ({ $value })

## La légende sous le plateau : les titres des colonnes, la ligne d'un joueur, la pioche et la défausse.

image-legend-hand = en main
image-legend-stash = en réserve : P M G
image-legend-stash-short = réserve : P M G
image-legend-score = score
image-legend-cards = { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
image-tag-resigned = abandon
image-tag-wins = gagne ★
image-tag-choosing = choisit
image-tag-ready = prêt
image-tag-to-play = ◀ joue
image-tag-to-give = ◀ donne
image-tag-agrees = veut finir
image-piles = Pioche { $deck } · Défausse { $discard }
image-piles-top = Pioche { $deck } · Défausse { $discard }, dessus { $card }
image-piles-in-play = En jeu : { $cards }

## Où en est la partie. $names : les joueurs qui doivent agir ; $cells : les cases du bloc gagnant (M13 M14 M15).

image-status-agreed = Partie terminée : finie d'un commun accord, sans vainqueur.
image-status-won = Partie terminée : { $name } gagne.
image-status-won-with = Partie terminée : { $name } gagne avec { $cells }.
image-status-starters = Choix des cartes de départ ; on attend { $names }.
image-status-hatching = Premier tour de table : { $names } place sa carte de départ.
image-status-discard = Tour { $turn } : { $names } doit se défausser jusqu'à 6 cartes.
image-status-to-play = Tour { $turn } : à { $names } de jouer.
# Zarcana : $names les vainqueurs, $count combien ; $scores le nom et le score de chacun (Ann 17, Bob 12).
image-status-winners = Partie terminée : { $names } { $count ->
        [one] gagne
       *[other] gagnent
    }.
image-status-winners-scores = Partie terminée : { $names } { $count ->
        [one] gagne
       *[other] gagnent
    } ({ $scores }).
# $next : ce qu'il faut faire d'abord (une phrase zarcana-next-*).
image-status-decision = Tour { $turn } : { $next }
image-status-final = Tour { $turn } : à { $name } de jouer. Dernier tour de table.
image-status-extra = Tour { $turn } : à { $name } de jouer (une option de plus, pas avec « { $card } »).
image-status-extra-final = Tour { $turn } : à { $name } de jouer (une option de plus, pas avec « { $card } »). Dernier tour de table.

## Le chemin de Zarcana vers sa fin (Z-66, H-18, H-24). $left : les joueurs qui doivent encore jouer.

image-round-ending = La pioche est épuisée pour la deuxième fois : la partie finit après ce tour (H-18).
image-round-final = Dernier tour de table : encore un tour pour { $left } (H-18).
image-round-final-declared = Dernier tour de table (annoncé par { $declarer }) : encore un tour pour { $left } (H-18).
image-round-nobody = personne
image-round-used-up = Pioche épuisée : tout le monde peut annoncer le dernier tour de table (Z-66, H-18).
image-round-used-up-safety = Pioche épuisée : tout le monde peut annoncer le dernier tour de table ; la partie finit de toute façon quand la pioche s'épuise à nouveau (Z-66, H-18).
image-round-not-yet = Dernier tour de table : pas avant le premier mélange de la pioche (Z-66).

## Un coup en toutes lettres, après le nom du joueur qui l'a joué ($did dans image-did). $owner : le nom du joueur à
## qui était la pièce ; $paid, $cards : des cartes (7♥, K♦).

image-did = { $name } { $did }
image-last-move = Dernier coup : { $move }.
# Deux coups d'un même tour l'un après l'autre ; deux cartes l'une sous l'autre (une main défaussée, Zarcana).
image-then = { $first }, puis { $next }

## Les images du plateau. $count : les cartes d'une pile.

# Le bandeau sur un plateau qui n'est pas celui de la partie : un aperçu, un indice, le plateau d'une analyse.
image-mark-preview = APERÇU · pas joué
image-mark-hint = INDICE · pas joué
image-mark-review = ANALYSE
image-board-starters = Pas encore de carte : les joueurs choisissent leur carte de départ.
image-board-empty = Il ne reste aucune carte sur le plateau.
image-wasteland = terrain vague
image-depth = { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }

## L'image de la main et son texte alternatif.

image-hand-title = Ta main · { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
image-hand-title-discard = Ta main · { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } · défausse { $discard }
image-hand-starter = Ta carte de départ : { $card } (cachée jusqu'à ce que tout le monde ait choisi)
image-hand-private = Personne d'autre ne voit ceci.
image-hand-none = Aucune carte en main.
image-hand-give = Donne à { $name } { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } de ton choix (Z-39).
image-hand-forbidden = Cette option de plus ne peut pas utiliser « { $card } » (Z-37).
image-hand-not-this = pas pour cette option (Z-37)
# Les points d'attaque d'une carte (R-12, R-23) sur un badge : court.
image-badge-points = { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
image-badge-fly = Vol
image-hand-public = Pas de main : c'est la vue publique.
image-hand-empty = Ta main est vide.
image-hand-text = Ta main, { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } : { $cards }.
image-hand-points = { $card } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
image-hand-points-fly = { $card } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    }, vole)
# Une carte de Zarcana en main et ce que fait son pouvoir.
image-hand-power = { $card } : { $power }

## Ce que fait le pouvoir d'une carte de Zarcana, sur l'image de la main (Z-30 à Z-58), et ce qu'il demande au
## serviteur (Z-18).

image-power-court = Depuis la main : le pouvoir de n'importe quelle couleur ; sur le plateau : { $suit } (Z-22)
image-power = { $power ->
        [swords] Attaquer un serviteur sur la case cible, ou raser sa carte du dessus s'il n'y a aucun serviteur (Z-30)
        [wands] Avancer d'un pas là où pointe un serviteur couché, puis se lever (Z-31)
        [cups] Faire grandir un serviteur debout, ou en cloner un de sa taille ou plus petit (Z-32)
        [discs] Construire une carte de la pioche sur la case cible (Z-33)
        [fool] Piocher deux fois, chaque carte utilisée tout de suite si possible (Z-35)
        [priestess] Piocher jusqu'à deux cartes, puis prendre une option de plus (Z-37)
        [empress] Comme Coupes, sans limite de population (Z-38)
        [emperor] Comme Épées, et exiger jusqu'à trois cartes du propriétaire de la victime (Z-39)
        [hierophant] Remplacer la victime par un de tes serviteurs (Z-40)
        [lovers] Un serviteur de ta réserve sur un terrain vague libre (Z-41)
        [chariot] Se déplacer une ou deux fois, dans n'importe quelle direction (Z-42)
        [strength] Grandir ou cloner, une ou deux fois (Z-43)
        [hermit] Se déplacer une fois, dans n'importe quelle direction, sans limite de population (Z-44)
        [wheel] Construire face cachée une carte de la pioche (Z-45)
        [justice] Échanger sa main avec un autre joueur (Z-46)
        [hangedman] Détruire tous les serviteurs ici et la carte du dessus (Z-47)
        [death] Attaquer une ou deux fois (Z-48)
        [temperance] Construire même depuis un terrain vague ou sous des ennemis (Z-49)
        [devil] Orienter les serviteurs de ton choix ici et à côté (Z-50)
        [tower] Comme Épées, ou raser la carte du dessus de la cible même avec des serviteurs dessus (Z-51)
        [star] Piocher quatre cartes, sans limite de main (Z-52)
        [moon] Transporter ce territoire et ses serviteurs ailleurs (Z-53)
        [sun] Construire une carte de ta main (Z-54)
        [judgement] Prendre jusqu'à trois cartes de la défausse (Z-55)
        [gateway] Se téléporter vers un autre territoire de la même couleur (Z-58)
        [magician] Utilisé comme l'un des quatre pouvoirs de couleur, depuis la main ou le plateau (Z-36)
        [world] Utilisé comme le pouvoir d'un atout visible sur le plateau (Z-56)
       *[doppelganger] Utilisé comme la carte du dessus de la défausse (Z-57)
    }
image-needs-copied = Demande ce que demande le pouvoir utilisé (Z-18)
# $minion, $wasteland, $population, $hand : yes ou no ; $facing : any, lying ou standing.
image-needs = { $minion ->
        [yes] Serviteur { $facing ->
            [lying] couché
            [standing] debout
           *[any] au choix
        }, { $wasteland ->
            [yes] terrain vague compris
           *[no] sur carte
        }
       *[no] Aucun serviteur requis
    }{ $population ->
        [no] ; population illimitée
       *[yes] {""}
    }{ $hand ->
        [no] ; sans limite de main
       *[yes] {""}
    }

## Le texte alternatif du plateau (1 000 caractères au plus) et le plateau en texte. $head : image-alt-head ou
## image-alt-head-uno.

image-alt-zark = Plateau de { $title }, { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }.
image-alt-zarcana = Plateau de Zarcana, { $count ->
        [one] { $count } territoire
       *[other] { $count } territoires
    }.
image-alt-zarcana-wasteland = Plateau de Zarcana, { $count ->
        [one] { $count } territoire
       *[other] { $count } territoires
    } et { $wasteland ->
        [one] { $wasteland } case de terrain vague
       *[other] { $wasteland } cases de terrain vague
    }.
image-alt-head = { $name } ({ $colour }, { $letter })
image-alt-head-uno = { $name } (pyramides : { $colour })
image-alt-resigned = { $head } : a abandonné.
image-alt-seat = { $head } : { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } en main, { $pyramids ->
        [one] { $pyramids } pyramide
       *[other] { $pyramids } pyramides
    } sur { $on ->
        [one] { $on } carte
       *[other] { $on } cartes
    }.
image-alt-seat-controls = { $head } : { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } en main, { $pyramids ->
        [one] { $pyramids } pyramide
       *[other] { $pyramids } pyramides
    } sur { $on ->
        [one] { $on } carte
       *[other] { $on } cartes
    }, contrôle { $cells }.
image-alt-seat-controls-count = { $head } : { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } en main, { $pyramids ->
        [one] { $pyramids } pyramide
       *[other] { $pyramids } pyramides
    } sur { $on ->
        [one] { $on } carte
       *[other] { $on } cartes
    }, contrôle { $controlled ->
        [one] { $controlled } carte
       *[other] { $controlled } cartes
    }.
# Zarcana : $final yes une fois la partie comptée, sinon no (le score pour l'instant).
image-alt-minions = { $head } : { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } en main, { $minions ->
        [one] { $minions } serviteur
       *[other] { $minions } serviteurs
    } sur { $spaces ->
        [one] { $spaces } case
       *[other] { $spaces } cases
    }, { $final ->
        [yes] score
       *[no] score pour l'instant
    } { $score }.
image-alt-minions-holds = { $head } : { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } en main, { $minions ->
        [one] { $minions } serviteur
       *[other] { $minions } serviteurs
    } sur { $spaces ->
        [one] { $spaces } case
       *[other] { $spaces } cases
    }, tient { $held }, { $final ->
        [yes] score
       *[no] score pour l'instant
    } { $score }.
image-alt-piles = Pioche { $deck }, défausse { $discard }.
image-space = { $cell } { $card }
image-space-deep = { $cell } { $card }, pile de { $depth }
image-space-wasteland = { $cell } terrain vague
image-text-row = Rangée { $row } : { $cells }
image-text-no-cards = Aucune carte sur le plateau pour l'instant.
image-text-seat-head = { $name } [{ $colour }, { $letter }]
image-text-seat-head-uno = { $name } [pyramides : { $colour }, marquées { $mark }]
image-text-seat = { $head } : { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }, réserve : petites { $small }, moyennes { $medium }, grandes { $large }
image-text-seat-resigned = { $head } (a abandonné) : { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }, réserve : petites { $small }, moyennes { $medium }, grandes { $large }
image-text-piles = Pioche { $deck ->
        [one] { $deck } carte
       *[other] { $deck } cartes
    }, défausse { $discard ->
        [one] { $discard } carte
       *[other] { $discard } cartes
    }.
image-text-piles-top = Pioche { $deck ->
        [one] { $deck } carte
       *[other] { $deck } cartes
    }, défausse { $discard ->
        [one] { $discard } carte
       *[other] { $discard } cartes
    } (dessus : { $card }).
# $marks : number dans les jeux Uno (pyramides marquées par le numéro de place), sinon letter (lettre de couleur).
image-text-board = Plateau (pyramides : { $marks ->
        [number] numéro de place
       *[letter] lettre de couleur
    } + s/m/l) :
image-text-winning-block = Bloc gagnant : { $cells }.
image-text-frontier = Cases vides à côté des cartes : { $cells }.
image-text-minions-seat = { $letter } { $name } ({ $colour }) : { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } en main ; réserve : petits { $small }, moyens { $medium }, grands { $large } ; { $final ->
        [yes] score
       *[no] score pour l'instant
    } { $score }.
image-text-minions-seat-resigned = { $letter } { $name } ({ $colour }) (a abandonné) : { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } en main ; réserve : petits { $small }, moyens { $medium }, grands { $large } ; { $final ->
        [yes] score
       *[no] score pour l'instant
    } { $score }.
image-text-spaces = Cases (serviteurs : lettre de couleur + s/m/l + u debout, ou n/e/s/w couché dans cette direction) :
image-text-empty-spaces = Cases vides à côté des cartes : { $cells }.

## Le replay animé : son texte alternatif et le sous-titre de chaque image. $title : le nom du jeu (Zark City).

image-replay-unfinished = pas finie
image-replay-agreed = finie d'un commun accord, sans vainqueur
image-replay-won = gagnée par { $name }
image-replay-shared = partagée par { $names }
image-replay-alt = Replay animé de { $title }, partie { $game } : { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }, { $result }.
image-replay-alt-players = Replay animé de { $title } ({ $players }) : { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }, { $result }.
image-replay-move = Coup { $number }/{ $total } : { $moves }
image-replay-moves = Coups { $first }-{ $last }/{ $total } : { $moves }
image-replay-none = Aucun coup · { $result }

## Le graphique de cote d'un joueur (/zark cote profil).

image-chart-games = parties cotées
image-chart-skill = niveau (mu)
image-chart-uncertainty = ± incertitude (sigma)
