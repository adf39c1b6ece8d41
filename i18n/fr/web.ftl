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
