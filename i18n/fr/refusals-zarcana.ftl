# Les refus de Zarcana (rules/zarcana/), celui de l'analyse (rules/review.py) et les mots qu'ils insèrent.

## Une carte et un pouvoir en toutes lettres. $rank : A, 2 à 10, P, N, Q, K ; $suit : C, W, S, D ; $name : le code
## d'un atout ou d'une carte extra ; le pouvoir d'une couleur : cups, wands, swords, discs.

zarcana-card-suit = { $rank ->
        [A] As
        [P] Valet
        [N] Cavalier
        [Q] Reine
        [K] Roi
       *[pip] { $rank }
    } { $suit ->
        [C] de Coupes
        [W] de Bâtons
        [S] d'Épées
       *[D] de Deniers
    }
zarcana-card-trump = { $name ->
        [Fool] Le Mat
        [Magician] Le Magicien
        [Priestess] La Grande Prêtresse
        [Empress] L'Impératrice
        [Emperor] L'Empereur
        [Hierophant] Le Hiérophante
        [Lovers] Les Amoureux
        [Chariot] Le Chariot
        [Strength] La Force
        [Hermit] L'Ermite
        [Wheel] La Roue de Fortune
        [Justice] La Justice
        [HangedMan] Le Pendu
        [Death] La Mort
        [Temperance] La Tempérance
        [Devil] Le Diable
        [Tower] La Tour
        [Star] L'Étoile
        [Moon] La Lune
        [Sun] Le Soleil
        [Judgement] Le Jugement
        [World] Le Monde
        [Doppelganger] Le Double
       *[Gateway] Le Portail
    }
zarcana-power-suit = { $suit ->
        [cups] Coupes
        [wands] Bâtons
        [swords] Épées
       *[discs] Deniers
    }

## Ce qu'il faut faire d'abord.

zarcana-next-use-drawn = { $name } doit utiliser la carte « { $card } », piochée par le Mat, comme si elle venait de sa main (Z-35).
zarcana-next-second-step = { $name } peut utiliser à nouveau le pouvoir « { $power } » avec le serviteur en { $cell }, ou dire « { cmd-zarcana-done } ».
zarcana-next-reorient-own = { $name } oriente ses propres serviteurs : encore un serviteur.
zarcana-next-reorient-own-or-done = { $name } oriente ses propres serviteurs : encore un serviteur, ou « { cmd-zarcana-done } ».
zarcana-next-reorient-devil = { $name } oriente les serviteurs en { $cell } et autour (le Diable) : encore un serviteur.
zarcana-next-reorient-devil-or-done = { $name } oriente les serviteurs en { $cell } et autour (le Diable) : encore un serviteur, ou « { cmd-zarcana-done } ».
zarcana-next-demand = { $giver } doit donner à { $receiver } { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } de son choix (l'Empereur, Z-39).
zarcana-next-order = { $name } choisit la carte qui va sur le dessus de la défausse : « { $first } » ou « { $second } » (H-9).

## La partie.

zarcana-first = D'abord : { $next }
zarcana-preview-after-decision = { $next } Regarde l'aperçu de ton coup une fois que c'est réglé : cela peut changer le plateau.
zarcana-not-your-turn = C'est au tour de { $name }, pas au tien.
zarcana-nothing-to-answer = Il n'y a rien à quoi répondre maintenant : choisis une option de tour ({ $move }).
zarcana-not-a-turn-option = { $move } n'est pas une option de tour de Zarcana.
zarcana-devil-change-first = Oriente d'abord un serviteur : le Diable doit changer quelque chose (H-22).
zarcana-already-agreed = Tu as déjà accepté de finir cette partie.

## La notation.

zarcana-notation-ends-early = { $line } s'arrête trop tôt : il manque { $what ->
        [size] une taille
        [facing] une orientation
        [card] une carte
        [top] la carte à mettre dessus
        [effect] l'effet
        [move] le coup
        [power] un pouvoir
        [seat] un numéro de place
        [demand] le nombre de cartes exigées
        [count] le nombre de cartes
       *[cell] une case
    } (voir docs/notation.md).
zarcana-notation-expected = { $keyword } attendu dans { $line } (voir docs/notation.md).
zarcana-notation-too-long = { $rest } est de trop dans { $line }.
zarcana-notation-not-a-number = { $text } n'est pas un nombre ({ $what ->
        [seat] un numéro de place
        [demand] le nombre de cartes exigées
       *[count] le nombre de cartes
    }) dans { $line }.
zarcana-notation-not-a-seat = { $number } n'est pas un numéro de place (1 à { $most }, H-23).
zarcana-notation-not-an-effect = { $verb } n'est pas ce que fait un pouvoir ; voir docs/notation.md.
zarcana-notation-empty = Une ligne vide n'est pas un coup.
zarcana-notation-not-a-move = { $verb } n'est pas un coup de Zarcana. Coups : { $moves }.
zarcana-notation-not-a-card = { $text } n'est pas une carte de tarot. Écris les cartes de couleur comme 7C (7 de Coupes), PS (Valet d'Épées), ND (Cavalier de Deniers), KW (Roi de Bâtons), et les atouts par leur nom anglais : Fool, Priestess, HangedMan, World.
zarcana-notation-not-a-power = { $text } n'est pas un pouvoir : indique cups, wands, swords, discs, ou le nom anglais d'un atout.
zarcana-notation-not-a-facing = { $text } n'est pas une orientation : indique up (debout), north, east, south ou west (Z-13).

## La table.

zarcana-settings-players = Zarcana se joue de { $least } à { $most } joueurs, pas { $count } (H-23).
zarcana-settings-trump-order = Il n'y a pas d'ordre des atouts { $text } ; choisis parmi : { $orders } (H-21).
zarcana-settings-first-seat = La place { $seat } a été choisie pour jouer en premier, mais la table n'a que { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    } (H-1).
zarcana-settings-first-player = Le premier joueur est un numéro de place de 1 à { $most }, ou lot, pas { $text }.
zarcana-settings-no-option = Zarcana n'a pas d'option de table { $text } ; ses options sont { $options }.

## L'analyse.

review-not-over = Cette partie n'est pas encore finie. Une analyse voit les cartes de tous les joueurs : elle n'est donc possible que pour une partie terminée.

## Une table que les règles refusent au lancement : $refusal est la phrase des règles.

play-lobby-start-refused = { $refusal } Attends que d'autres joueurs arrivent, ou annule et ouvre une nouvelle partie.
