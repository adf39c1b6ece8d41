# Les pages de règles de Zarcana : /zarcana rules page:... (play/zarcana/help.py), « Zarcana tel que documenté ».
# Une page est un message par paragraphe ou section ; les listes des pouvoirs et des règles maison un message par
# ligne. Les commandes, leurs options et les noms de pages restent tels que les joueurs les tapent.

-zarcana-documented = Zarcana tel que documenté

## page:overview

help-zarcana-overview = **{ -zarcana-documented }** : l'ancêtre de Zark City joué au tarot (John Cooper ; résumé d'Andrew Plotkin, 1999). Les textes publics sont incomplets, alors ce bot joue la spécification complète du projet : les règles **Z-1 à Z-67**, et les **règles maison H-1 à H-26** là où aucune source ne dit rien (/{ cmd-zarcana } { cmd-zarcana-rules } { cmd-zarcana-rules.page }:{ choice-rulings }).
help-zarcana-overview-board = **Le plateau** : neuf cartes en grille de 3x3 (Z-27), qui grandit dans tous les sens ; les cases s'appellent par exemple M13 (le milieu) et ne changent jamais. Chaque joueur a 15 serviteurs, 5 de chaque taille (Z-1), tous dans la réserve au départ (Z-29), et 3 cartes (Z-28, H-2). Un serviteur est debout (up) ou couché, pointant vers le nord, l'est, le sud ou l'ouest (Z-13) : couché, il vise la case vers laquelle il pointe ; debout, la sienne (Z-15). Son territoire est la carte du dessus de sa case (Z-16). Un serviteur sur une case vide à côté d'une carte est en terrain vague (Z-11) ; à côté d'aucune carte, il est détruit (Z-12). Trois serviteurs au plus partagent une case (Z-24), et tu ne pioches que jusqu'à six cartes (Z-26).
help-zarcana-overview-turn = **Un tour** est exactement une des huit options (section 7) : /{ cmd-zarcana } { cmd-zarcana-place }, { cmd-zarcana-play }, { cmd-zarcana-use }, { cmd-zarcana-reorient }, { cmd-zarcana-draw }, { cmd-zarcana-discard-hand }, { cmd-zarcana-pass }, { cmd-zarcana-declare } (page { choice-options }). Certains pouvoirs en demandent plus : la carte du Mat, un second pas, le Diable, l'exigence de l'Empereur, l'ordre de deux cartes défaussées (page { choice-answers }). Chaque carte a un pouvoir (pages { choice-suits } et { choice-trumps }).
help-zarcana-overview-end = **La fin** : une fois la pioche épuisée et remélangée (H-24), n'importe qui peut annoncer le dernier tour de table (Z-66) : tous les autres jouent encore une fois, puis on compte les points (H-18) ; par défaut, la partie se termine aussi quand la pioche s'épuise une seconde fois. Chaque carte dont la case ne porte que tes serviteurs compte pour toi (Z-62) : les cartes numérales leur valeur, les figures 11, les atouts leur numéro (Z-63). Le plus haut total gagne (Z-64) ; une égalité est partagée, sauf si la table départage les égalités (H-19). Options de table : page { choice-table }. Pages : overview, options, answers, suits, trumps, rulings, choices, table.

## page:options

help-zarcana-options = **{ -zarcana-documented }** : les huit options de tour (section 7). Chaque commande a une option `{ cmd-zarcana-place.preview }:true` : toi seul vois ce qu'elle ferait, et **Le jouer** joue exactement cela.
    1. **/{ cmd-zarcana } { cmd-zarcana-place } { cmd-zarcana-place.cell }:** : un petit serviteur de ta réserve sur n'importe quelle carte, debout (H-6) ; seulement tant que tu n'as aucun serviteur sur le plateau (Z-29).
    2. **/{ cmd-zarcana } { cmd-zarcana-play } { cmd-zarcana-play.card }: { cmd-zarcana-play.power }: { cmd-zarcana-play.minion }: { cmd-zarcana-play.target }:** : un de tes serviteurs utilise une carte de ta main, qui est ensuite défaussée (Z-20, H-9). Les pouvoirs qui ne demandent aucun serviteur particulier se jouent avec `{ cmd-zarcana-play.minion }:none` (Z-29a). Une figure jouée de la main a le pouvoir de n'importe quelle couleur (Z-22). Les options auxquelles un seul coup permis correspond peuvent être omises.
    3. **/{ cmd-zarcana } { cmd-zarcana-use } { cmd-zarcana-use.minion }: { cmd-zarcana-use.power }: { cmd-zarcana-use.target }:** : ton serviteur utilise la carte visible sur laquelle il se trouve ; la carte reste (Z-16, Z-21).
    4. **/{ cmd-zarcana } { cmd-zarcana-reorient } { cmd-zarcana-reorient.minion }: { cmd-zarcana-reorient.facing }:** : oriente tes serviteurs un par un, chacun dans un autre sens, puis /{ cmd-zarcana } { cmd-zarcana-done } (Z-13).
    5. **/{ cmd-zarcana } { cmd-zarcana-draw } { cmd-zarcana-draw.count }:** : jusqu'à trois cartes, jamais plus de six en main (Z-26, H-4).
    6. **/{ cmd-zarcana } { cmd-zarcana-discard-hand } { cmd-zarcana-discard-hand.top }: { cmd-zarcana-discard-hand.beneath }:** : toute ta main à la défausse, et rien d'autre : `{ cmd-zarcana-discard-hand.top }` en dernier, donc dessus, les cartes nommées dans `{ cmd-zarcana-discard-hand.beneath }` en dessous, de haut en bas, le reste sous elles (H-9).
    7. **/{ cmd-zarcana } { cmd-zarcana-pass }**.
    8. **/{ cmd-zarcana } { cmd-zarcana-declare }** : le dernier tour de table, une fois la pioche épuisée (Z-66, H-18, H-24).
    La Grande Prêtresse donne une option de plus dans le même tour, pas avec la carte qui l'a donnée (Z-37). Un pouvoir doit changer quelque chose (H-22). L'autocomplétion ne propose que ce qui t'est permis maintenant. /{ cmd-zark } { cmd-zark-resign } et /{ cmd-zark } { cmd-zark-end } marchent comme dans tous les jeux.

## page:answers

help-zarcana-answers = **{ -zarcana-documented }** : les réponses. Certains pouvoirs attendent une décision ; le message du plateau dit de qui, et ce joueur est mentionné.
    • **/{ cmd-zarcana } { cmd-zarcana-drawn }** : le Mat a pioché une carte que tu peux utiliser : utilise-la maintenant, comme si elle venait de ta main (obligatoire, Z-35 ; une figure seulement avec sa propre couleur).
    • **/{ cmd-zarcana } { cmd-zarcana-again } { cmd-zarcana-again.target }:** ou **/{ cmd-zarcana } { cmd-zarcana-done }** : la Mort, le Chariot ou la Force peuvent agir une seconde fois avec le même serviteur (Z-42, Z-43, Z-48).
    • **/{ cmd-zarcana } { cmd-zarcana-reorient }** ou **/{ cmd-zarcana } { cmd-zarcana-done }** : le Diable oriente les serviteurs de n'importe qui sur sa case et les quatre voisines, un par un (Z-50, H-25).
    • **/{ cmd-zarcana } { cmd-zarcana-give } { cmd-zarcana-give.cards }:** : le propriétaire du serviteur que l'Empereur a attaqué choisit quelles cartes donner (Z-39, H-12). Seuls les deux joueurs les voient : celui qui donne dans la réponse, celui qui reçoit sous **Ma main** (/{ cmd-zark } { cmd-zark-hand }) ; la table voit combien.
    • **/{ cmd-zarcana } { cmd-zarcana-top } { cmd-zarcana-top.card }:** : le Mat et sa dernière carte arrivent ensemble à la défausse : dis laquelle va dessus (H-9).
    La Justice échange les mains (Z-46) : chacun des deux joueurs voit sa nouvelle main en privé (Ma main). Une carte que la Roue pose face cachée n'est montrée qu'à celui qui l'a posée, une fois, dans la réponse (Z-45).

## page:suits et page:trumps : une ligne par pouvoir. $power est le pouvoir en toutes lettres, $does ce qu'il
## fait, $requirements ce qu'il demande ; $number le numéro d'un atout (0 à 21).

help-zarcana-suits = **{ -zarcana-documented }** : les pouvoirs des couleurs (Z-30 à Z-34). Une carte numérale a le pouvoir de sa couleur ; une figure a celui de sa couleur sur le plateau, et celui de n'importe quelle couleur depuis la main (Z-22). Seules les Épées nuisent à un ennemi (Z-23).
help-zarcana-suits-requirements = Les conditions entre parenthèses (Z-18) : l'orientation, où le serviteur peut être, les limites, et si un serviteur agit. Les Épées frappent n'importe quel serviteur de la case visée sauf l'attaquant (H-26) : de même taille ou plus grandes, elles le détruisent ; plus petites, elles le réduisent d'une taille (H-3 : pas quand son propriétaire n'en a pas de plus petit en réserve).
help-zarcana-trumps = **{ -zarcana-documented }** : les atouts (Z-35 à Z-56) et les cartes extra (Z-57, Z-58). Le pouvoir d'un atout va avec son nom ; son score est son numéro dans l'ordre du jeu (Z-4, H-21).
help-zarcana-suit-line = • **{ $power }** : { $does }. ({ $requirements })
help-zarcana-trump-line = • { $number } **{ $power }** : { $does }. ({ $requirements })
help-zarcana-extra-line = • extra : **{ $power }** : { $does }. ({ $requirements })

## Les conditions d'un pouvoir (Z-18) : $facing vaut any, lying ou standing ; $wasteland, $population, $hand et
## $minion valent true ou false.

help-zarcana-requirements = { $facing ->
        [lying] un serviteur couché
        [standing] un serviteur debout
       *[any] toute orientation
    }, { $wasteland ->
        [true] aussi depuis le terrain vague
       *[false] sur une carte seulement
    }{ $population ->
        [false] , ignore la limite de population
       *[true] {""}
    }{ $hand ->
        [false] , ignore la limite de main
       *[true] {""}
    }, { $minion ->
        [true] demande un serviteur
       *[false] aucun serviteur particulier
    }
help-zarcana-requirements-copied = les conditions du pouvoir qu'il copie

## Ce que fait chaque pouvoir, en une ligne citant sa règle.

zarcana-power-does-swords = attaquer un serviteur de la case visée, ou raser sa carte du dessus s'il n'y en a pas (Z-30)
zarcana-power-does-wands = avancer d'un pas dans le sens où pointe un serviteur couché, puis se relever (Z-31)
zarcana-power-does-cups = faire grandir un serviteur debout, ou en cloner un de sa taille ou plus petit (Z-32)
zarcana-power-does-discs = construire une carte de la pioche sur la case visée (Z-33)
zarcana-power-does-fool = piocher deux fois, chaque carte utilisée aussitôt si elle peut l'être (Z-35)
zarcana-power-does-priestess = piocher jusqu'à deux cartes, puis prendre une option de plus (Z-37)
zarcana-power-does-empress = comme les Coupes, en ignorant la limite de population (Z-38)
zarcana-power-does-emperor = comme les Épées, et exiger jusqu'à trois cartes du propriétaire de la victime (Z-39)
zarcana-power-does-hierophant = remplacer la victime par un de tes serviteurs (Z-40)
zarcana-power-does-lovers = un serviteur de ta réserve en terrain vague libre (Z-41)
zarcana-power-does-chariot = se déplacer une ou deux fois, dans n'importe quel sens (Z-42)
zarcana-power-does-strength = faire grandir ou cloner, une ou deux fois (Z-43)
zarcana-power-does-hermit = se déplacer une fois, dans tout sens, en ignorant la limite de population (Z-44)
zarcana-power-does-wheel = construire une carte de la pioche face cachée (Z-45)
zarcana-power-does-justice = échanger sa main avec un autre joueur (Z-46)
zarcana-power-does-hangedman = détruire tous les serviteurs ici et la carte du dessus (Z-47)
zarcana-power-does-death = attaquer une ou deux fois (Z-48)
zarcana-power-does-temperance = construire même depuis le terrain vague ou sous des ennemis (Z-49)
zarcana-power-does-devil = orienter n'importe quels serviteurs ici et à côté (Z-50)
zarcana-power-does-tower = comme les Épées, ou raser la carte du dessus de la cible même avec des serviteurs (Z-51)
zarcana-power-does-star = piocher quatre cartes, en ignorant la limite de main (Z-52)
zarcana-power-does-moon = emporter ce territoire et ses serviteurs ailleurs (Z-53)
zarcana-power-does-sun = construire une carte de ta main (Z-54)
zarcana-power-does-judgement = prendre jusqu'à trois cartes de la défausse (Z-55)
zarcana-power-does-gateway = se téléporter vers un autre territoire de la même couleur (Z-58)
zarcana-power-does-magician = utilisé comme l'un des quatre pouvoirs de couleur, de la main ou du plateau (Z-36)
zarcana-power-does-world = utilisé comme le pouvoir de n'importe quel atout visible sur le plateau (Z-56)
zarcana-power-does-doppelganger = utilisé comme la carte du dessus de la défausse (Z-57)

## page:rulings : les règles maison, un message chacune.

help-zarcana-rulings = **{ -zarcana-documented }** : les règles maison, définitives pour ce projet là où aucune source ne dit rien (docs/rulings.md). Celles marquées option de table sont choisies par l'hôte dans /{ cmd-zark } { cmd-zark-new }.
ruling-h-1 = Les places dans l'ordre d'arrivée ; on joue dans le sens des aiguilles d'une montre ; le premier joueur est tiré au sort, ou choisi par l'hôte.
ruling-h-2 = Une main de départ de trois cartes, distribuée après le plateau de 3x3.
ruling-h-3 = Un serviteur ne peut pas être réduit quand son propriétaire n'a pas de serviteur de la taille juste en dessous dans sa réserve.
ruling-h-4 = Pas de défausse forcée : une main de plus de six reste ainsi ; les pioches qui respectent la limite s'arrêtent à six.
ruling-h-5 = Une case de plus de trois serviteurs peut rester ainsi ; les pouvoirs qui respectent la limite n'en ajoutent aucun tant qu'elle n'est pas sous trois.
ruling-h-6 = Les nouveaux serviteurs sont debout ; un serviteur qui grandit garde son orientation, un serviteur réduit prend celle de la victime.
ruling-h-7 = Un serviteur ne peut pas se déplacer dans le vide (une case sans carte dessus ni à côté).
ruling-h-8 = Les Deniers, la Roue et le Soleil marchent dans toute orientation ; debout, un serviteur construit sur sa propre case.
ruling-h-9 = Une carte jouée de la main arrive à la défausse après son pouvoir ; des cartes défaussées ensemble y vont dans l'ordre que choisit le joueur, la dernière dessus.
ruling-h-10 = Le Mat ne demande aucun serviteur ; chaque carte piochée est résolue entièrement, et doit être utilisée si elle peut l'être.
ruling-h-11 = La Grande Prêtresse et le Jugement ne demandent aucun serviteur et respectent la limite de main.
ruling-h-12 = L'Empereur n'exige que le nombre de cartes qui te laisse à six ou moins.
ruling-h-13 = Le Hiérophante convertit tout ce qu'il frappe, de toute taille, ta propre couleur aussi.
ruling-h-14 = Les Amoureux ne demandent aucun serviteur ; sur le plateau, un serviteur posé sur eux les utilise.
ruling-h-15 = La Justice peut échanger avec une main vide, et ignore la limite de main.
ruling-h-16 = La destination de la Lune en terrain vague doit toucher une autre carte que celle qu'elle emporte.
ruling-h-17 = Le Portail respecte la limite de population ; les deux cartes extra comptent comme des atouts pour les couleurs ; le Double ne copie d'une figure que sa propre couleur.
ruling-h-18 = L'annonce est le tour entier de celui qui annonce ; tous les autres jouent encore une fois ; la partie se termine. Option de table (activée par défaut) : la partie se termine aussi quand la pioche s'épuise une seconde fois.
ruling-h-19 = Une égalité est une victoire partagée. Option de table : le plus de points de serviteurs sur le plateau l'emporte.
ruling-h-20 = Option de table (désactivée par défaut) : le Double et le Portail dans le jeu.
ruling-h-21 = Option de table : ordre des atouts RWS (la Force 8, la Justice 11, par défaut) ou Marseille (la Justice 8, la Force 11).
ruling-h-22 = Un pouvoir doit changer quelque chose ; les pioches du Mat comptent toujours.
ruling-h-23 = De 2 à 5 joueurs ; 3 recommandés.
ruling-h-24 = La pioche est « épuisée » à partir de son premier remélange.
ruling-h-25 = Le Diable peut aussi orienter le serviteur qui agit.
ruling-h-26 = Les Épées frappent n'importe quel serviteur de la case visée sauf elles-mêmes, au choix de l'attaquant.

## page:choices : là où même les règles maison se taisent, ce que fait le moteur, un message chacun, puis les
## choix du bot.

help-zarcana-choices = **{ -zarcana-documented }** : là où même les règles maison se taisent, le moteur fait ceci :
zarcana-choice-card-in-play = Une carte jouée de la main est en jeu pendant que son pouvoir se résout : elle n'est plus dans ta main (pour la limite de main, l'échange de la Justice et la carte du Soleil) et pas encore à la défausse (H-9).
zarcana-choice-discard-order = En défaussant toute ta main (option 6), tu nommes la carte qui va dessus, et autant de cartes en dessous que tu veux, de haut en bas ; le reste va sous elles dans un ordre fixe (H-9).
zarcana-choice-fools-cards = Les cartes du Mat sont défaussées une à une après usage (Z-35) ; un Mat joué de la main va à la défausse avec sa dernière carte, dans l'ordre que tu choisis (H-9).
zarcana-choice-extra-option = L'option supplémentaire de la Grande Prêtresse vient une fois terminée toute l'option qui l'a accordée ; elle peut être n'importe quelle option, une annonce comprise ; une option supplémentaire encore à venir est prise aussi après une annonce (Z-37, H-18).
zarcana-choice-second-reshuffle = La pioche « s'épuise une seconde fois » quand un second remélange est nécessaire : il a quand même lieu, pour que le tour puisse se terminer, et la partie se termine avec ce tour (H-18).
zarcana-choice-reorient = L'option 4 et le Diable orientent un serviteur à la fois, chacun au plus une fois, vers une autre orientation (Z-50, H-22).
zarcana-choice-second-step = Un second pas du Chariot, de la Mort ou de la Force n'est demandé que s'il est possible (Z-42, Z-43, Z-48).
zarcana-choice-demand = Celui qui attaque avec l'Empereur dit combien de cartes exiger, au plus ce que tient le propriétaire de la victime (Z-39, H-12).
zarcana-choice-judgement = Le « sans compter celle-ci » du Jugement saute la carte du Jugement sur la défausse, de même quand le Double la copie (Z-55, Z-57).
zarcana-choice-face-down = Une carte face cachée n'a pas de couleur pour le Portail, et aucune vue ne la montre, pas même celle de qui l'a posée (Z-45, Z-58).
zarcana-choice-resigning = Abandonner, comme dans les autres jeux : tes serviteurs quittent le plateau et ton tour est fini ; s'il ne reste qu'un joueur, il gagne. Si tout le monde est d'accord, la partie se termine sans vainqueur.
help-zarcana-choices-bot = Et le bot : les joueurs ordinateur de Zarcana jouent à tous les niveaux : facile regarde un coup à l'avance (avec un peu de hasard, et il évite de répéter sans cesse le même coup), moyen essaie chaque coup contre des hypothèses sur les cartes cachées, difficile, à deux joueurs, explore un arbre des réponses des deux joueurs sur de telles hypothèses (il bat moyen dans environ 7 parties sur 10), et à plus, prolonge chacun de ses meilleurs coups sur un tour complet, les autres répondant comme le ferait moyen. Aucun ordinateur ne joue trois fois le même coup parmi ses dix derniers (les pioches mises à part), ni ne fait qu'orienter ses serviteurs ou passer pendant plus de trois tours d'affilée, pour qu'une partie entre ordinateurs avance vers sa fin. À l'expiration d'un délai, un remplaçant joue le tour du joueur absent comme le ferait le joueur facile, en ne voyant que ses cartes, et répond aussi à ses décisions (l'exigence de l'Empereur comprise). Un aperçu prend des cartes de substitution pour celles qu'un coup prendrait dans la pioche.

## page:table

help-zarcana-table = **{ -zarcana-documented }** : les options de table, choisies par l'hôte en ouvrant la partie avec /{ cmd-zark } { cmd-zark-new } { cmd-zark-new.game }:zarcana (valeurs par défaut entre crochets) :
    • `safety_end` (H-18) [on] : la partie se termine aussi quand la pioche s'épuise une seconde fois, pour qu'une partie ne dure pas éternellement.
    • `tie_break` (H-19) [off : une victoire partagée] : une égalité revient au plus de points de serviteurs sur le plateau.
    • `extra_cards` (H-20) [off : 78 cartes] : le Double et le Portail rejoignent le jeu (80 cartes, Z-5).
    • `trump_order` (H-21) [rws : la Force 8, la Justice 11] : ou marseille (la Justice 8, la Force 11).
    • `first_player` (H-1) [tiré au sort] : la place qui joue en premier (1 est le premier arrivé) ; les places suivent l'ordre d'arrivée.
    • `rated` [on] : off pour une partie amicale, qui ne cote personne (voir /{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ choice-ratings }).
    • `hints` [off] : avec on, /{ cmd-zark } { cmd-zark-hint } te suggère ton coup en privé (celui du joueur ordinateur moyen, qui ne voit que tes cartes), avec Le jouer ; une telle partie n'est jamais cotée.
    De 2 à 5 joueurs (H-23) ; 3, c'est le mieux. Joueurs ordinateur : /{ cmd-zark } { cmd-zark-bot } { cmd-zark-bot-add } dans le salon (facile, moyen ou difficile).
