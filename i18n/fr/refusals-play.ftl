# Refus de l'application et du stockage (play/, cogs/, data/) et phrases communes à tous les jeux : ce qu'un joueur
# lit en privé quand une commande, un bouton ou un menu ne change rien. Numéros de partie, cases, codes de cartes,
# mentions (<@123>, <#123>) restent tels quels ; les noms de commandes sont ceux du lecteur, tirés de commands.ftl
# (/{ cmd-zark } { cmd-zark-new }).

## Phrases communes

play-apology = Désolé, quelque chose s'est mal passé de notre côté. Rien n'a été changé ; réessaie dans un instant.
play-stale-button = Ce bouton appartient à une partie qui a avancé ou qui est finie ; utilise plutôt le message le plus récent.
play-stale-menu = Ce menu date d'un moment antérieur de la partie ; elle a avancé depuis. Utilise le message le plus récent.
play-game-link = { $place } (partie { $game })
# Le fil d'une partie, dans la langue de la table : $game est le nom du jeu (Zark City, Unocitta, Unopolis, Zarcana),
# $number le numéro de la partie.
play-game-name = { $game }, partie { $number }
play-list = { $first }, { $rest }

## Aperçus et indices

play-preview-moved-on = La partie a avancé depuis cet aperçu, donc rien n'a été joué. Refais l'aperçu du coup pour le voir maintenant.
play-preview-over = Cette partie est finie : il n'y a plus rien à prévisualiser.
play-resigned = Tu as abandonné cette partie.
play-preview-not-yours = Cet aperçu appartient à la place d'un autre joueur ; prévisualise plutôt ton propre coup.
play-hints-off = Les indices sont désactivés à cette table. Un hôte les active en ouvrant une partie : /{ cmd-zark } { cmd-zark-new } { cmd-zark-new.options }:hints:on (une telle partie n'est pas cotée).
play-hint-over = Cette partie est finie : il n'y a plus de coup à suggérer.
play-hint-resigned = Tu as abandonné cette partie, il n'y a donc plus de coup à te suggérer.
play-hint-not-your-turn = Ce n'est pas ton tour : un indice porte sur un coup que tu dois jouer maintenant. Redemande quand ce sera ton tour.
play-hint-moved-on = La partie a avancé depuis cet indice, donc rien n'a été joué. Redemande un indice (/{ cmd-zark } { cmd-zark-hint }) pour en voir un maintenant.

## À qui le tour, et les commandes d'une autre famille de jeux

play-not-your-turn = C'est le tour de { $name }, pas le tien.
play-zark-starter-chosen = Tu as choisi ta carte de départ ; on attend les autres.
play-zarcana-not-yours-to-answer = Ce n'est pas à toi de répondre : { $decision }
play-wrong-commands = Ceci est une partie de { $game } : joue-la avec ses propres commandes.
play-zark-wrong-commands = Ceci est une partie de Zark City (ou de l'un de ses cousins au jeu Uno) : joue-la avec /{ cmd-draw }, /{ cmd-grow }, /{ cmd-spawn }, /{ cmd-build }, /{ cmd-move }, /{ cmd-attack }, /{ cmd-fly }, /{ cmd-hatch } et /{ cmd-discard } (voir /{ cmd-zark } { cmd-zark-rules }). Les commandes /{ cmd-zarcana } sont pour les parties de Zarcana.
play-zarcana-wrong-commands = Ceci est une partie de Zarcana : joue-la avec les commandes /{ cmd-zarcana } ({ cmd-zarcana-place }, { cmd-zarcana-play }, { cmd-zarcana-use }, { cmd-zarcana-reorient }, { cmd-zarcana-draw }, { cmd-zarcana-discard-hand }, { cmd-zarcana-pass }, { cmd-zarcana-declare }, et pour répondre { cmd-zarcana-drawn }, { cmd-zarcana-again }, { cmd-zarcana-done }, { cmd-zarcana-give }, { cmd-zarcana-top } ; voir /{ cmd-zarcana } { cmd-zarcana-rules }).
play-zarcana-no-menu = Zarcana ne demande aucune carte dans un menu : utilise les commandes /{ cmd-zarcana }.

## Pourquoi une option n'a rien à proposer maintenant

play-nothing-to-choose = Il n'y a rien à choisir ici pour l'instant.
play-zark-nothing-attack = Rien à attaquer : aucune pyramide adverse près des tiennes que ta main peut payer (R-11).
play-zark-nothing-attack-own = Rien à attaquer : aucune pyramide sur ou à côté de tes cartes que ta main peut payer (R-11).
play-zark-nothing-grow = Rien à faire grandir : ta réserve n'a la taille au-dessus d'aucune de tes pyramides.
play-zark-nothing-spawn = Nulle part où engendrer : il te faut une petite en réserve et une carte que tu occupes.
play-zark-nothing-build = Nulle part où construire : pas de carte numérotée en main, ou pas de case vide près de tes cartes.
play-zark-nothing-move = Rien à déplacer : aucune de tes pyramides n'est sur le plateau à côté d'une autre carte.
play-zark-nothing-fly = Rien à faire voler : il te faut un as et une carte occupée qui peut voler (R-15).
play-zark-nothing-hatch = Tu ne peux pas éclore : seul un joueur sans pyramide sur le plateau éclôt (R-16).
play-zarcana-nothing-place = Nulle part où placer : pas de petit en réserve, ou chaque carte a trois serviteurs (Z-2, Z-24).
play-zarcana-nothing-place-mine = Tu ne peux pas placer : on ne place que sans serviteur sur le plateau, et tu en as un (Z-29).
play-zarcana-nothing-play = Rien à jouer : aucune carte de ta main n'a d'usage légal maintenant (Z-18).
play-zarcana-nothing-empty-hand = Ta main est vide : rien à jouer ni à défausser (options 2 et 6).
play-zarcana-nothing-use = Rien à utiliser : aucun serviteur ne peut utiliser la carte visible où il est (Z-16, Z-18).
play-zarcana-nothing-no-minion = Tu n'as aucun serviteur sur le plateau : places-en un avec /{ cmd-zarcana } { cmd-zarcana-place } (option 1, Z-29).
play-zarcana-nothing-reorient = Rien à orienter : aucun de tes serviteurs ne peut tourner (option 4, Z-13).
play-zarcana-nothing-full-hand = Tu ne peux pas piocher : tu as six cartes ou plus, la limite de main (Z-26, H-4).
play-zarcana-nothing-draw = Tu ne peux pas piocher : plus aucune carte dans la pioche ni la défausse (Z-65).
play-zarcana-nothing-discard = Rien à défausser maintenant (option 6).
play-zarcana-nothing-no-drawn = Rien à faire avec /{ cmd-zarcana } { cmd-zarcana-drawn } : il répond au Mat, avec la carte piochée (Z-35).
play-zarcana-nothing-no-again = Pas de seconde étape : /{ cmd-zarcana } { cmd-zarcana-again } suit la Mort, le Chariot ou la Force (Z-42).
play-zarcana-nothing-no-give = Rien à donner : /{ cmd-zarcana } { cmd-zarcana-give } répond à l'exigence de l'Empereur (Z-39).
play-zarcana-nothing-no-top = Rien à ordonner : /{ cmd-zarcana } { cmd-zarcana-top } répond quand des cartes vont ensemble à la défausse (H-9).
play-zarcana-nothing-answer-drawn = Pas maintenant : utilise d'abord la carte piochée par le Mat, avec /{ cmd-zarcana } { cmd-zarcana-drawn } (Z-35).
play-zarcana-nothing-answer-again = Pas maintenant : fais la seconde étape avec /{ cmd-zarcana } { cmd-zarcana-again }, ou arrête avec /{ cmd-zarcana } { cmd-zarcana-done }.
play-zarcana-nothing-answer-reorient = Pas maintenant : tourne d'autres serviteurs avec /{ cmd-zarcana } { cmd-zarcana-reorient }, ou arrête avec /{ cmd-zarcana } { cmd-zarcana-done }.
play-zarcana-nothing-answer-give = Pas maintenant : donne d'abord les cartes exigées, avec /{ cmd-zarcana } { cmd-zarcana-give } (Z-39).
play-zarcana-nothing-answer-top = Pas maintenant : dis d'abord quelle carte va sur la défausse, avec /{ cmd-zarcana } { cmd-zarcana-top } (H-9).
play-zarcana-nothing-drawn-done = La carte piochée par le Mat n'a aucun usage maintenant (Z-35).
play-zarcana-nothing-again-done = Aucune seconde étape possible : arrête avec /{ cmd-zarcana } { cmd-zarcana-done }.
play-zarcana-nothing-reorient-done = Plus aucun serviteur à tourner : arrête avec /{ cmd-zarcana } { cmd-zarcana-done }.
play-zarcana-nothing-give-done = Tu n'as aucune carte à donner (Z-39, H-12).
play-zarcana-nothing-top-done = Aucune carte à mettre sur la défausse maintenant (H-9).
play-zarcana-several-moves = Cela pourrait être { $count } coups différents : choisis { $options ->
        [power] le pouvoir
        [minion] le serviteur
        [target] la cible
        [power-minion] le pouvoir et le serviteur
        [power-target] le pouvoir et la cible
        [minion-target] le serviteur et la cible
       *[power-minion-target] le pouvoir, le serviteur et la cible
    } dans les listes.

## Lire ce qu'un joueur a tapé dans une option

play-reading-not-a-pyramid = { $text } ne désigne pas une pyramide : écris sa case et sa taille, comme « M13 small ».
play-reading-no-card = Nomme au moins une carte, comme { $deck ->
        [uno] « 7R » ou « 7R SB »
       *[standard] « QH » ou « QH QS »
    }.
play-reading-no-tarot-card = Nomme au moins une carte, comme « 7C » ou « 7C 2S ».
play-reading-not-a-seat = { $text } n'est pas une place de cette partie.
play-reading-not-a-target = { $text } ne désigne pas une pyramide à attaquer : choisis-en une dans la liste, comme « N13 2 medium ».
play-reading-several-owners = Plusieurs joueurs ont une { $size ->
        [small] petite
        [medium] moyenne
       *[large] grande
    } sur { $cell } : choisis-en une dans la liste.
play-reading-no-opponent-piece = Il n'y a pas de { $size ->
        [small] petite
        [medium] moyenne
       *[large] grande
    } pyramide adverse sur { $cell }.
play-reading-not-an-outcome = { $text } n'est pas un résultat : choisis « demolish » ou « convert small/medium/large ».
play-reading-not-your-minion = { $text } ne désigne aucun de tes serviteurs : choisis-en un dans la liste, comme « M13 small east ».
play-reading-not-a-minion = { $text } ne désigne pas un serviteur : choisis-en un dans la liste, comme « 2 large east at N13 ».
cogs-zarcana-not-a-count = { $text } n'est pas un nombre de cartes à piocher : pioche 1, 2 ou 3 (option 5, Z-26).

## Trouver la partie, et une place dedans

play-game-cancelled = Cette partie a été annulée.
play-game-over = Cette partie est finie.
play-no-game-here = Il n'y a pas de partie ici. Lances-en une avec /{ cmd-zark } { cmd-zark-new }.
play-no-game-here-yours = Il n'y a pas de partie ici. Tes parties : { $links }
play-not-started = Cette partie n'a pas encore commencé : l'hôte la lance depuis le salon.
play-not-playing = Tu ne joues pas dans cette partie.

## Salons

play-table-option-not-name-value = { $word } n'est pas une option de table : écris NOM:VALEUR, comme « edition:classic ».
play-table-option-twice = L'option de table { $name } est donnée deux fois.
play-lobby-host-leaving = Tu es l'hôte : annule la partie au lieu de la quitter (ou installe d'abord des joueurs ordinateur avec /{ cmd-zark } { cmd-zark-bot } { cmd-zark-bot-add }, et regarde-les jouer).
play-lobby-host-computers = Seul l'hôte peut ajouter ou retirer des joueurs ordinateur.
play-lobby-no-level = Il n'y a pas de niveau { $level } : choisis facile, moyen ou difficile.
play-lobby-no-computer = Il n'y a aucun joueur ordinateur dans cette partie.
play-lobby-not-a-computer = Ce n'est pas l'un des joueurs ordinateur de cette partie : choisis-en un dans la liste.
play-lobby-host-starts = Seul l'hôte, { $host }, peut lancer cette partie.
play-lobby-too-few = { $game } demande au moins { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    } ; attends que quelqu'un rejoigne.
play-lobby-who-cancels = Seul l'hôte ou quelqu'un qui peut gérer ce serveur peut annuler une partie.
play-lobby-thread-taken = Ce fil appartient à la partie { $game }. Ouvre une nouvelle partie depuis le salon { $channel } avec /{ cmd-zark } { cmd-zark-new } : elle aura son propre fil.
play-lobby-channel-taken = Ce salon a déjà la partie { $game } en cours ; termine-la ou annule-la d'abord.
play-lobby-several-meant = Il n'y a pas de partie ici, et { $count ->
        [one] { $count } salon de jeu ouvert depuis ce salon pourrait être visé
       *[other] { $count } salons de jeu ouverts depuis ce salon pourraient être visés
    } : { $places }. Tape la commande dans le fil de la partie, ou appuie sur **Rejoindre** (ou le bouton voulu) sur le message de son salon de jeu.
play-lobby-none-waiting = Il n'y a pas de partie ici, et aucune partie n'attend de joueurs. Lances-en une avec /{ cmd-zark } { cmd-zark-new }.
play-lobby-waiting = Il n'y a pas de partie ici. Parties qui attendent des joueurs : { $places }. Appuie sur **Rejoindre** sur le message d'un salon de jeu, ou utilise /{ cmd-zark } { cmd-zark-lobby } { cmd-zark-lobby-join } dans le fil de la partie.

## Délais, absences et exclusions

play-timers-host-only = Seul l'hôte peut changer les rappels et le délai de cette partie.
play-time-zone-unknown = { $zone } n'est pas un fuseau horaire que je connais ; choisis-en un dans la liste, comme Europe/Paris.
play-away-days = Ton absence peut durer de 0 à { $most } jours.
play-remove-host-only = Seul l'hôte peut exclure un joueur.
play-remove-not-playing = Cette personne ne joue pas dans cette partie.
play-remove-too-soon = { $name } a manqué { $count ->
        [one] { $count } délai
       *[other] { $count } délais
    } d'affilée ; un joueur peut être exclu après { $limit }.

## Analyses, replays et tutoriels

play-review-elsewhere = La partie { $game } a été jouée sur un autre serveur, et tu n'y as pas joué.
play-review-never-started = La partie { $game } n'a jamais commencé : il n'y a rien à analyser.
play-review-not-over = La partie { $game } est encore en cours. Une analyse voit les cartes de tous les joueurs, elle n'est donc montrée qu'une fois la partie finie : redemande après son dernier coup.
play-review-no-move = La partie { $game } n'a pas de coup { $move }.
play-replay-not-a-number = Désigne la partie par son numéro, comme 12, ou choisis une de tes parties finies dans la liste.
play-replay-no-game = Il n'y a pas de partie { $game } ici.
play-replay-not-started = La partie { $game } n'a pas encore commencé : son replay viendra quand elle sera finie.
play-replay-cancelled = La partie { $game } a été annulée avant la fin : seule une partie finie a un replay.
play-replay-still-playing = La partie { $game } est encore en cours : son replay viendra quand elle sera finie (`/{ cmd-zark } { cmd-zark-board }` la montre maintenant).
play-tutorial-not-one = La partie { $game } n'est pas un tutoriel, il n'y en a donc aucun à finir ; rien n'a changé. /{ cmd-zark } { cmd-zark-resign } permet de quitter une partie.
play-tutorial-not-the-learner = Seule la personne qui apprend dans ce tutoriel ({ $name }) peut le finir ; rien n'a changé.
play-tutorial-the-learner = l'apprenant
play-tutorial-over = Ce tutoriel est déjà fini ; rien n'a changé. Lances-en un autre avec /{ cmd-zark } { cmd-zark-tutorial }.

## Commandes dans Discord

cogs-resign-not-started = Cette partie n'a pas commencé ; appuie plutôt sur **Quitter**.
cogs-defaults-managers-only = Seul quelqu'un qui peut gérer ce serveur peut régler ses valeurs par défaut.
cogs-pick-player = Choisis le joueur dans la liste.
cogs-pick-computer = Choisis le joueur ordinateur dans la liste.
cogs-lobby-server-channel = Lance une partie dans un salon de serveur.
cogs-lobby-channel-taken = Une autre partie se joue maintenant dans ce salon, et celle-ci n'a pas pu ouvrir son propre fil, elle a donc été annulée. Lance-la dans un autre salon, ou termine d'abord l'autre partie.
cogs-lobby-not-posted = Discord n'a pas accepté le message du salon de jeu à l'instant, donc rien n'a été ouvert. Réessaie, s'il te plaît.
cogs-lobby-not-allowed = Je ne peux pas publier le message du salon de jeu ici, donc rien n'a été ouvert : un admin du serveur peut m'autoriser à envoyer des messages ici.

## Le stockage

store-no-game-number = Il n'y a pas de partie numéro { $game }.
store-stale-version = La partie a avancé pendant que tu choisissais : regarde à nouveau le plateau et joue ton coup.
store-duplicate-move = Ce coup a déjà été joué.
store-not-started = Cette partie n'a pas encore commencé.
store-already-started = Cette partie a déjà commencé.
store-game-over = Cette partie est finie.
store-abandoned = Cette partie a été abandonnée.
store-lobby-already-in = Tu es déjà dans cette partie.
store-lobby-not-in = Tu n'es pas dans cette partie.
store-lobby-full = Cette partie est complète : { $count ->
        [one] { $count } joueur l'a rejointe
       *[other] { $count } joueurs l'ont rejointe
    }.
store-damaged = La partie { $game } est endommagée et ne peut pas être chargée ; l'opérateur du bot a été prévenu.
