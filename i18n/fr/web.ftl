# Les pages du compagnon web (web/) : la page d'une partie, ses coups, et les pages d'une adresse qui ne mène nulle part.

web-site-name = Zark City pour Discord
web-home-title = Zark City pour Discord : le compagnon web
web-home = Les parties se jouent sur Discord. Chaque partie a ici sa propre page, qu'on n'atteint que par le lien de ses messages de plateau.
web-game-title = { $title }, partie { $game }
web-game-description = { $players } · { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    } · { $status }
web-status-turn = { $count ->
        [one] C'est au tour de { $names }.
       *[other] C'est au tour de { $names }.
    }
web-status-turn-until = { $count ->
        [one] C'est au tour de { $names }, jusqu'au { $until } (UTC).
       *[other] C'est au tour de { $names }, jusqu'au { $until } (UTC).
    }
web-status-won = { $count ->
        [one] { $names } a gagné.
       *[other] { $names } se partagent la victoire.
    }
web-status-no-winner = La partie s'est terminée d'un commun accord, sans vainqueur.
web-status-stopped = Cette partie a été arrêtée avant sa fin.
web-players = Joueurs
web-computer = ordinateur
web-to-play = à son tour
web-moves = Les coups joués
web-no-moves = Aucun coup pour l'instant.
web-move-line = { $number }. { $name } : { $words }
web-board-now = Le plateau maintenant
web-board-deal = Le plateau à la donne, avant le premier coup
web-board-after = Le plateau après le coup { $number } sur { $total }
web-first = La donne
web-previous = Coup précédent
web-next = Coup suivant
web-latest = Le plateau maintenant
web-steps = Parcourir les coups
web-keys = Les flèches gauche et droite du clavier parcourent aussi les coups.
web-ratings = Évolution des cotes
web-rating-change = { $name } : { $before } → { $after }
web-thread = Ouvrir le fil de la partie dans Discord
web-downloads = Téléchargements
web-record = L'enregistrement de la partie (texte)
web-replay = Le replay animé (GIF)
web-live = Les nouveaux coups apparaissent sur cette page dès qu'ils sont joués.
web-not-found-title = Page introuvable
web-not-found = Il n'y a pas de page à cette adresse. On atteint la page d'une partie par le lien de ses messages de plateau dans Discord.
web-not-allowed-title = Non autorisé
web-not-allowed = Ces pages ne peuvent qu'être lues.
web-too-many-title = Trop de requêtes
web-too-many = { $seconds ->
        [one] Trop de requêtes depuis ton adresse : réessaie dans { $seconds } seconde.
       *[other] Trop de requêtes depuis ton adresse : réessaie dans { $seconds } secondes.
    }
web-error-title = Un problème est survenu
web-error = La page n'a pas pu être créée. Réessaie dans un instant.
web-home-link = Accueil
web-view-button = Voir sur le web
web-own-title = La vue personnelle de { $name } : { $title }
web-own-note = Toi seul as reçu cette adresse : elle montre ta main en plus de la table, jusqu'au { $until } (UTC).
web-own-button = Ma vue sur le web (24 heures)
web-hand = Ta main
web-forbidden-title = Ce lien ne s'ouvre pas
web-forbidden = Ce lien privé n'est pas valide, ou il a expiré. Demandes-en un nouveau avec /{ cmd-zark } { cmd-zark-hand } dans Discord.

## Joueurs, classements et serveurs listés (web/people.py), et les réponses de la commande /web.

web-home-boards = Classements des serveurs listés
web-player-title = { $name } : cotes et parties
web-player-ratings = Cotes
web-player-standing = { $title } : { $skill }, { $games ->
        [one] { $games } partie cotée
       *[other] { $games } parties cotées
    }, { $wins ->
        [one] { $wins } gagnée
       *[other] { $wins } gagnées
    }
web-player-speed-title = Temps de jeu
web-player-speed = Temps médian pour jouer : { $span } (sur { $count ->
        [one] { $count } tour
       *[other] { $count } tours
    }).
web-player-speed-none = Aucun de ses tours n'a encore été chronométré.
web-player-caretaker = { $count ->
        [0] Le remplaçant n'a jamais eu à jouer pour ce joueur.
        [one] Le remplaçant a joué { $count } fois pour ce joueur, après un délai dépassé.
       *[other] Le remplaçant a joué { $count } fois pour ce joueur, après des délais dépassés.
    }
web-player-history = Dernières parties cotées
web-player-game = { $title }, { $when } : place { $place } sur { $seats }, cote { $before } → { $after }
web-player-no-history = Pas encore de partie cotée sur un serveur listé.
web-player-opponents = Adversaires les plus fréquents
web-player-opponent = { $name } : { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    }
web-player-no-opponents = Pas encore d'adversaire rencontré sur un serveur listé.
web-board-everyone = { $title } : classement des serveurs listés
web-board-everyone-note = Les joueurs qui ont au moins trois parties cotées, ont joué sur un serveur listé sur le web et n'ont pas masqué leur profil.
web-board-server = { $title } : classement de ce serveur
web-board-place = { $place }. { $name } : { $skill }, { $games ->
        [one] { $games } partie cotée
       *[other] { $games } parties cotées
    }
web-board-empty = Personne n'est encore dans ce classement : il faut trois parties cotées.
web-server-title = Les parties et les classements d'un serveur Discord
web-server-title-named = { $name } : parties et classements
web-server-games = Dernières parties
web-server-no-games = Aucune partie n'a encore été jouée ici.
web-server-game = { $title }, partie { $game } ({ $when }) : { $status ->
        [finished] terminée
        [abandoned] arrêtée
       *[playing] en cours
    }
web-listing-on = Ce serveur est maintenant listé sur le web : ses parties, ses classements et les profils de ses joueurs sont accessibles depuis { $url }. Chacun peut masquer son propre profil avec /{ cmd-web } { cmd-web-profile } { cmd-web-profile-hide }.
web-listing-on-no-address = Ce serveur est maintenant listé sur le web ; ce bot n'a pas encore d'adresse web publique, il n'y a donc pas de lien à donner.
web-listing-off = Ce serveur n'est plus listé : sa page, ses classements et les profils qu'il rendait visibles ont quitté le web. La page d'une partie s'ouvre toujours par son lien.
web-listing-no-server = Lister concerne un serveur : utilise cette commande dans l'un de ses salons.
web-listing-not-allowed = Seul quelqu'un qui a la permission « Gérer le serveur » peut lister ce serveur sur le web ou l'en retirer.
web-profile-hidden = Ton profil est maintenant masqué partout sur le web : son adresse ne montre rien et aucun classement ne te nomme.
web-profile-shown = Ton profil est de nouveau visible sur le web, accessible depuis les serveurs qui y sont listés.
web-no-address = Ce bot n'a pas d'adresse web publique, il n'y a donc pas de lien à donner.
web-link-profile = Ton profil : { $url }
web-link-hidden = Ton profil est masqué. Rends-le de nouveau visible avec /{ cmd-web } { cmd-web-profile } { cmd-web-profile-show }.
web-link-unlisted = Ton profil n'est pas sur le web : aucune de tes parties cotées n'a été jouée sur un serveur qui y est listé.
web-link-server = La page de ce serveur : { $url }
