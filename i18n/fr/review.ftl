# L'analyse d'après-partie (play/review.py, /zark analyse) : seul le demandeur la lit, dans sa langue. $game : le
# numéro de la partie ; $turn : le numéro d'un tour ; $name, $winner : des noms de joueurs ; $words : un coup en mots,
# $move : en notation.

# $title : le nom du jeu (Zark City) ; $moves : combien de coups elle a comptés.
review-heading = **Analyse de la partie { $game }** ({ $title }, { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } ; elle voit toutes les mains)
review-allowed-win = Tour { $turn } : le coup de { $name } a laissé à { $winner } une victoire en un coup, saisie aussitôt. Coup gagnant : { $words } (`{ $move }`).
review-missed-win = Tour { $turn } : { $name } a manqué une victoire en un coup. Coup gagnant : { $words } (`{ $move }`).
review-nothing = Rien à signaler : aucune victoire en un coup n'a été manquée, et aucun coup n'a laissé la victoire au joueur suivant.
# Les constats qui ne tiennent plus dans le message.
review-more = … et { $count ->
        [one] { $count } autre constat
       *[other] { $count } autres constats
    }.
# Les comptes de chaque joueur : $missed victoires en un coup manquées, $allowed victoires que ses coups ont laissées
# au joueur suivant.
review-counts = { $name } : { $missed ->
        [one] { $missed } victoire manquée
       *[other] { $missed } victoires manquées
    }, { $allowed ->
        [one] { $allowed } victoire laissée
       *[other] { $allowed } victoires laissées
    } au joueur suivant.
review-buttons = Les boutons montrent le plateau avant chaque constat.
# Plus de plateaux que de boutons : $count, le nombre de boutons.
review-buttons-first = Les boutons montrent le plateau avant chaque constat (les { $count } premiers).

## Un bouton sous l'analyse (80 caractères au plus), et ce qu'est le plateau qu'il montre.

review-jump-missed = Tour { $turn } : { $name }, victoire manquée
review-jump-allowed = Tour { $turn } : { $name }, victoire laissée
# $move : le numéro du coup ; $players : qui devait jouer alors ; $count : combien.
review-board-before = Le plateau avant le coup { $move } (tour { $turn }), { $count ->
        [one] à { $players } de jouer
       *[other] à { $players } de jouer
    }.
review-board-before-nobody = Le plateau avant le coup { $move } (tour { $turn }), personne ne doit jouer.
