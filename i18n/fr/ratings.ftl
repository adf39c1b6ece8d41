# Les cotes en mots (play/ratings.py) : /zark cote profil et /zark cote classement (seul le demandeur les lit, dans
# sa langue), et la ligne qu'ajoute le dernier plateau d'une partie cotée (la langue de la table).
# Les nombres ($mu, $sigma, $before, $after, $ordinal, $rate) arrivent écrits comme la langue les écrit (27,3).
# $title : le nom d'un jeu (Zark City, Unocitta, Unopolis, Zarcana), jamais traduit. $player : une mention ou le nom
# d'un niveau d'ordinateur (ratings-computer).

ratings-no-game = Il n'y a pas de jeu nommé { $name }. Les jeux sont { $games }.

## Une cote : le niveau et son incertitude.

ratings-skill = { $mu } ± { $sigma }
ratings-skill-provisional = { $mu } ± { $sigma } (provisoire)
# Le pseudo-joueur coté d'un niveau d'ordinateur. $level : easy, medium ou hard.
ratings-computer = { $level ->
        [easy] Ordinateur (facile)
        [medium] Ordinateur (moyen)
        [hard] Ordinateur (difficile)
       *[any] Ordinateur ({ $level })
    }

## /zark cote profil

ratings-none-yours = Tu n'as encore aucune partie cotée : chaque partie jouée ici jusqu'au bout est cotée. Lances-en une avec /{ cmd-zark } { cmd-zark-new }.
ratings-none-yours-of = Tu n'as encore aucune partie cotée à { $title } : chaque partie jouée ici jusqu'au bout est cotée. Lances-en une avec /{ cmd-zark } { cmd-zark-new }.
ratings-none-theirs = { $player } n'a encore aucune partie cotée : chaque partie jouée ici jusqu'au bout est cotée. Lances-en une avec /{ cmd-zark } { cmd-zark-new }.
ratings-none-theirs-of = { $player } n'a encore aucune partie cotée à { $title } : chaque partie jouée ici jusqu'au bout est cotée. Lances-en une avec /{ cmd-zark } { cmd-zark-new }.
ratings-profile-heading = Cotes de { $player } :
# $skill : ratings-skill. $rate : la part des parties gagnées, en pourcentage.
ratings-standing = **{ $title }** : { $skill }, { $games ->
        [one] { $games } partie cotée
       *[other] { $games } parties cotées
    }, { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    } ({ $rate })
ratings-latest = Dernières parties cotées :
# Une des dernières parties cotées. $date : Discord l'affiche au format du lecteur ; $place : 1 pour le vainqueur ;
# $seats : combien ont joué ; $before, $after : le niveau avant et après ; $where : le fil de la partie.
ratings-played = { $date } { $title }, partie { $game } : { $place ->
        [1] gagnée
       *[lower] { $place }e place
    } (sur { $seats }), { $before } → { $after } · { $where }
ratings-provisional-note = Provisoire : encore incertaine de plus de ±{ $sigma } ; quelques parties de plus la préciseront.
ratings-no-chart = Pas encore de graphique de la cote à { $title } : il faut { $count ->
        [one] { $count } partie cotée
       *[other] { $count } parties cotées
    }.
# Le texte alternatif du graphique de cote. $name : le nom affiché du joueur ; $first, $last : le niveau au début et
# maintenant ; $first_sigma, $last_sigma : l'incertitude au début et maintenant.
ratings-chart-alt = Cote de { $name } à { $title } sur { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    }, de { $first } à { $last } ; la bande ombrée est l'incertitude, ±{ $first_sigma } au début et ±{ $last_sigma } maintenant.

## /zark cote classement

ratings-board-empty-here = Personne n'a encore { $count ->
        [one] { $count } partie cotée
       *[other] { $count } parties cotées
    } à { $title } sur ce serveur : il n'y a donc pas de classement.
ratings-board-empty-anywhere = Personne n'a encore { $count ->
        [one] { $count } partie cotée
       *[other] { $count } parties cotées
    } à { $title } nulle part : il n'y a donc pas de classement.
# $count : les parties cotées qu'il faut à un joueur ; $qualified : combien de joueurs les ont.
ratings-board-heading-here = **{ $title }**, ce serveur : par mu - 3 sigma, joueurs ayant au moins { $count ->
        [one] { $count } partie cotée
       *[other] { $count } parties cotées
    } ({ $qualified } en tout)
ratings-board-heading-everywhere = **{ $title }**, partout : par mu - 3 sigma, joueurs ayant au moins { $count ->
        [one] { $count } partie cotée
       *[other] { $count } parties cotées
    } ({ $qualified } en tout)
# Une ligne du classement. $place : 1 pour le premier ; $ordinal : le nombre qui sert au tri (mu - 3 sigma).
ratings-leader = { $place }. { $player } { $ordinal } ({ $skill }, { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    })
# La place du demandeur sous le classement. $line : sa ligne ratings-leader.
ratings-you = Toi : { $line }
ratings-not-on-board-here = Tu n'y figures pas encore : il faut { $count ->
        [one] { $count } partie cotée
       *[other] { $count } parties cotées
    } à { $title }, dont une ici.
ratings-not-on-board = Tu n'y figures pas encore : il faut { $count ->
        [one] { $count } partie cotée
       *[other] { $count } parties cotées
    } à { $title }.

## La fin d'une partie cotée, sur son dernier plateau.

# Le changement d'un joueur. $name : son nom à la table.
ratings-change = { $name } { $before } → { $after }
# $changes : le ratings-change de chaque joueur.
ratings-changes = Cotes à { $title } : { $changes } (/{ cmd-zark } { cmd-zark-rating } { cmd-zark-rating-profile } montre la tienne).
