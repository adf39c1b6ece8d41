# Ce que refuse le moteur de la famille Zark (rules/zark/turn_options.py et game.py). $cell et $to sont des cases
# (M13), $name le nom d'un joueur, $card une carte : son code (7♥, K♦, 5★) ou l'un des messages zark-cardname.
# Le Joker du Uno (Wild) et le joker du jeu standard ne sont jamais dans la même partie.

## Une carte en toutes lettres


## Grandir, engendrer, construire, éclore

zark-large-cannot-grow = Une grande pyramide ne peut pas grandir davantage.
zark-cell-taken = Il y a déjà une carte sur { $cell }.
zark-not-next-to-yours = { $cell } n'est à côté d'aucune carte que tu occupes.
zark-not-a-number-card-to-build = La carte { $card } n'est pas une carte numérotée ; seules les cartes numérotées vont sur le plateau.
zark-not-a-number-card-to-build-wilds = La carte { $card } n'est pas une carte numérotée ; seuls les Jokers et les cartes numérotées vont sur le plateau.
zark-hatch-when = Tu ne peux éclore que si tu n'as aucune pyramide sur le plateau.
zark-no-card-at = Il n'y a pas de carte sur { $cell }.
zark-no-own-pyramid = Tu n'as pas de { $size ->
    [small] petite
    [medium] moyenne
   *[large] grande
  } pyramide sur { $cell }.
zark-none-in-stash = Tu n'as pas de { $size ->
    [small] petite
    [medium] moyenne
   *[large] grande
  } pyramide dans ta réserve.
zark-none-in-stash-to-convert = Tu n'as pas de { $size ->
    [small] petite
    [medium] moyenne
   *[large] grande
  } pyramide dans ta réserve pour convertir.
zark-no-pyramid-on = Tu n'as pas de pyramide sur { $cell }.
zark-three-sizes = Les pyramides existent en trois tailles : petite, moyenne et grande.

## Jokers du Uno (R-24)

zark-wild-needs-nomination = Dis ce que représente le { $card } : une couleur et un nombre, comme dans 'as 7R' (R-24).
zark-only-wilds-stand-for = Seul un Joker représente une autre carte ; la carte { $card } ne représente qu'elle-même.
zark-nomination-not-a-number = Un Joker représente une carte numérotée d'une couleur, de { $lowest } à { $highest }, pas la carte { $card } (R-24).
zark-no-wilds = Il n'y a pas de Jokers Uno dans { $game }.
zark-nominate-when = Ce que représente un Joker ne peut changer que pendant ton propre tour, une fois les tours commencés.
zark-not-a-wild = La carte { $card } sur { $cell } n'est pas un Joker.
zark-nominate-sole-occupant = Seul l'unique occupant du Joker sur { $cell } peut changer ce qu'il représente.
zark-nomination-unchanged = Le Joker sur { $cell } représente déjà le { $card }.

## Déplacer

zark-move-not-next-to = { $to } n'est pas à côté de { $cell }.
zark-move-onto-cards = Il n'y a pas de carte sur { $cell } ; les pyramides ne se déplacent que sur des cartes.

## Attaquer

zark-convert-smaller = Tu ne peux convertir qu'en une pyramide de même taille ou plus petite.
zark-no-such-player = Cette partie n'a que { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
  } : il n'y a pas de joueur { $number }.
zark-attack-own = Tu ne peux pas attaquer ta propre pyramide.
zark-no-such-target = Il n'y a pas de { $size ->
    [small] petite
    [medium] moyenne
   *[large] grande
  } pyramide de { $name } sur { $cell }.
zark-out-of-range = { $cell } n'est ni sur une carte que tu occupes, ni à côté.
zark-number-cannot-pay = La carte { $card } ne peut pas payer une attaque ; seuls { $deck ->
    [standard] les J, Q, K, A et les jokers
    [zark] les J, Q, K et A
   *[uno] les Passe ton tour, Inversion, +2 et Jokers
  } le peuvent.
zark-classic-payment = Attaquer une { $size ->
    [small] petite
    [medium] moyenne
   *[large] grande
  } pyramide coûte exactement { $pips ->
    [one] { $pips } carte
   *[other] { $pips } cartes
  } (une par point) dans l'édition classique.
zark-payment-short = Ces cartes paient { $total ->
    [one] { $total } point
   *[other] { $total } points
  } ; une { $size ->
    [small] petite
    [medium] moyenne
   *[large] grande
  } pyramide en demande { $pips }.
zark-payment-spare = La carte { $card } n'est pas nécessaire : les autres cartes paient déjà { $total ->
    [one] { $total } point
   *[other] { $total } points
  }, et aucune carte ne peut être dépensée pour rien.

## Voler (R-15, R-21)

zark-no-fly = Le vol ne fait pas partie { $game ->
    [unocitta] d'Unocitta
    [unopolis] d'Unopolis
   *[zark-city] de l'édition classique
  }.
zark-fly-not-an-ace = La carte { $card } n'est pas un as ; seul un as peut faire voler une carte.
zark-fly-same-cell = Une carte qui vole doit atterrir sur une autre case.
zark-fly-cuts-board = Faire voler { $cell } vers { $to } couperait le plateau en deux.

## À qui le tour, cartes de départ, limite de main

zark-preview-starters-being-chosen = Tu as choisi ta carte de départ ; il n'y a rien à essayer tant que tous les joueurs n'ont pas choisi.
zark-preview-starter-placed = Ta carte de départ est déjà sur le plateau ; les aperçus reviennent quand les tours normaux commencent.
zark-not-your-turn = C'est le tour de { $name }, pas le tien.
zark-not-started = La partie n'a pas encore commencé : chaque joueur choisit d'abord une carte de départ.
zark-first-round = C'est le premier tour de table : place ta carte de départ sur le plateau.
zark-discard-first = Tu as { $count } cartes en main : défausse-toi jusqu'à { $limit } pour finir ton tour.
zark-not-a-turn-option = { $text } n'est pas une option de tour.
zark-starters-chosen = Les cartes de départ ont déjà été choisies.
zark-starter-chosen-already = Tu as déjà choisi ta carte de départ.
zark-starter-not-a-number = La carte { $card } n'est pas une carte numérotée ; une carte de départ va de { $lowest } à { $highest }.
zark-starters-first-round = Les cartes de départ ne se placent qu'au premier tour de table.
zark-nothing-to-discard = Tu n'as rien à défausser maintenant ; la limite de main s'applique à la fin de ton tour.
zark-discard-exactly = Tu as { $count } cartes en main : défausse-t'en exactement { $excess } pour en garder { $limit }.
zark-agreed-already = Tu as déjà accepté de terminer cette partie.
