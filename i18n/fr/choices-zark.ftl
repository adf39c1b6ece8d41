# Les entrées de l'autocomplétion de la famille Zark (play/zark/choices.py) : ce qu'un joueur lit dans la liste sous
# une option de /construire, /grandir, /déplacer, /attaquer… (la valeur d'une entrée est de la notation : pas ici).
# Chaque entrée est un seul message, d'au plus 100 caractères (une plus longue est coupée). $cell : une case (M13) ;
# $card : une carte telle que les joueurs la lisent : son code (7♥, K♦, 5★), l'un des noms zark-cards-*, ou
# zark-choice-wild-as pour un Joker sur le plateau ; $size et $bigger : small, medium ou large.

## Les morceaux des entrées ci-dessous

# Une pyramide sur le plateau : celle du lecteur ($own : yes) ou celle de $owner (un nom de joueur ; $own : no).
zark-choice-pyramid = { $own ->
    [yes] ta { $size ->
        [small] petite
        [medium] moyenne
       *[large] grande
    }
   *[no] { $size ->
        [small] petite
        [medium] moyenne
       *[large] grande
    } de { $owner }
  }
# Un Joker sur le plateau et ce qu'il représente (R-24).
zark-choice-wild-as = { $wild } comme { $nomination }
# Une carte à côté d'une case vide, dans zark-choice-next-to : N14 (8♥).
zark-choice-neighbour = { $cell } ({ $card })

## Les entrées

# Une carte en main : son code, puis son nom en toutes lettres ($words : zark-card-in-words).
zark-choice-card = { $card } · { $words }
# Une case et sa carte ; $pyramids : les pyramides dessus (zark-choice-pyramid), avec des virgules.
zark-choice-cell = { $cell } · { $card } · { $pyramids }
zark-choice-cell-bare = { $cell } · { $card } · aucune pyramide
zark-choice-cell-empty = { $cell } · case vide
# Une case vide, par les cartes à côté ; $near : une ou deux zark-choice-neighbour, avec des virgules.
zark-choice-next-to = { $cell } · à côté de { $near }
# /grandir : la case, sa carte, ses pyramides, et la croissance ($size en $bigger).
zark-choice-grow = { $cell } · { $card } · { $pyramids } · faire grandir ta { $size ->
        [small] petite
        [medium] moyenne
       *[large] grande
    } en { $bigger ->
        [small] petite
        [medium] moyenne
       *[large] grande
    }
# /attaquer cible : $pyramid est zark-choice-pyramid ; $pips sa taille en points (1 à 3).
zark-choice-target = { $cell } · { $card } · { $pyramid } ({ $pips ->
        [one] { $pips } point
       *[other] { $pips } points
    })
# /attaquer paiement : $cards les cartes payées, avec des virgules ; $points leur valeur.
zark-choice-payment = { $cards } · { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
# Payer plus que les points de la pyramide : l'attaquant pioche $change cartes de monnaie (R-13).
zark-choice-payment-change = { $cards } · { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, piocher { $change ->
        [one] { $change } carte
       *[other] { $change } cartes
    } de monnaie
# /défausser : les cartes, avec des virgules.
zark-choice-discard = { $cards }
# /attaquer résultat.
zark-choice-demolish = Démolir : la pyramide retourne dans la réserve de son propriétaire
zark-choice-convert = Convertir : ta { $size ->
        [small] petite
        [medium] moyenne
       *[large] grande
    } prend sa place
