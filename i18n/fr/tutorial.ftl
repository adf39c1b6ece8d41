# Le tutoriel (play/tutorial.py, play/zark/tutorial.py, play/zarcana/tutorial.py) : ce qu'il explique sur les
# plateaux d'une table de tutoriel, dans la langue de la table (celle de l'apprenant), et comment il se termine.

## Une leçon : une ligne par option de tour. $mark est l'emoji du tutoriel ; $title et $sentence ceux de l'option ;
## $rule les règles citées ; $page où en lire plus, une commande telle qu'on la tape ; $places où l'option se prend.

tutorial-lesson = { $mark } **{ $title }** ({ $rule }) : { $sentence } Tu pourrais maintenant : { $places }. Plus : { $page }
tutorial-lesson-nowhere = { $mark } **{ $title }** ({ $rule }) : { $sentence } Plus : { $page }
tutorial-lesson-short = { $mark } **{ $title }** ({ $rule }) : { $page }

# Une page des règles telle qu'on la tape, avec les noms de commandes du lecteur ($page d'une leçon) : $page est
# le choix de la page (choice-build) ou, pour la page d'un jeu, son nom tel qu'on le tape (unocitta).
tutorial-page-zark = /{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ $page }
tutorial-page-zarcana = /{ cmd-zarcana } { cmd-zarcana-rules } { cmd-zarcana-rules.page }:{ $page }

tutorial-over-unoffered = { $mark } Tutoriel terminé. Les options que cette partie ne t'a jamais proposées :
tutorial-over-all-seen = { $mark } Tutoriel terminé. Tu as vu toutes les options de tour de ce jeu.
tutorial-rule-range = { $first } à { $last }
tutorial-rule-section = section { $number }

## Des endroits du plateau : $cell et $to sont des cases (M13) ; $size small, medium ou large (d'une pyramide) ;
## $name le nom d'un joueur. $some des endroits séparés par des virgules, $last un de plus, $count combien de plus.

tutorial-place-piece = ta { $size ->
        [small] petite
        [medium] moyenne
       *[large] grande
    } en { $cell }
tutorial-place-move = ta { $size ->
        [small] petite
        [medium] moyenne
       *[large] grande
    } de { $cell } vers { $to }
tutorial-place-fly = la carte en { $cell } vers { $to }
tutorial-place-target = la { $size ->
        [small] petite
        [medium] moyenne
       *[large] grande
    } de { $name } en { $cell }
tutorial-place-minion = ton serviteur en { $cell }
tutorial-places-or = { $some } ou { $last }
tutorial-places-more = { $some } et { $count } de plus

## Zark City, Unocitta et Unopolis : le titre et la phrase de chaque option de tour.

tutorial-zark-attack-title = Attaquer
tutorial-zark-attack = /{ cmd-attack } retire une pyramide adverse sur une carte que tu occupes ou sur une carte voisine : paie avec des cartes qui ne sont pas des cartes numérotées, valant au moins ses points, puis démolis-la ou convertis-la en une des tiennes.
tutorial-zark-fly-title = Voler
tutorial-zark-fly = /{ cmd-fly } défausse un as pour déplacer une carte que tu occupes, avec toutes ses pyramides, vers une case vide à côté d'une autre carte ; toutes les cartes doivent rester reliées.
tutorial-zark-hatch-title = Éclore
tutorial-zark-hatch = Quand tu n'as plus de pyramide sur le plateau, /{ cmd-hatch } pose une carte numérotée de ta main sur une case vide à côté de n'importe quelle carte, avec une de tes petites dessus.
tutorial-zark-discard-title = Défausser
tutorial-zark-discard = Avec plus de six cartes à la fin de ton tour, tu te défausses jusqu'à six : choisis lesquelles dans le menu sous ma réponse privée, ou avec /{ cmd-discard }.
tutorial-zark-starter-title = Carte de départ
tutorial-zark-starter = Choisis en secret une carte numérotée de ta main comme carte de départ avec /{ cmd-zark } { cmd-zark-starter } ; la carte de départ la plus haute commence.
tutorial-zark-place-title = Placer
tutorial-zark-place = Pose ta carte de départ à côté de n'importe quelle carte du plateau avec /{ cmd-zark } { cmd-zark-place } ; une de tes petites se dresse dessus.
tutorial-zark-build-title = Construire
tutorial-zark-build = /{ cmd-build } pose une carte numérotée de ta main sur une case vide à côté d'une carte que tu occupes (côte à côte) ; aucune pyramide ne l'accompagne.
tutorial-zark-move-title = Déplacer
tutorial-zark-move = /{ cmd-move } fait glisser une de tes pyramides sur une carte voisine. Les pyramides ne sont jamais sur des cases vides.
tutorial-zark-grow-title = Grandir
tutorial-zark-grow = /{ cmd-grow } échange une de tes pyramides sur le plateau contre la taille au-dessus prise dans ta réserve : une plus grande coûte plus cher à attaquer.
tutorial-zark-spawn-title = Engendrer
tutorial-zark-spawn = /{ cmd-spawn } pose une petite de ta réserve sur une carte que tu occupes : seul sur une carte, tu la contrôles.
tutorial-zark-draw-title = Piocher
tutorial-zark-draw = /{ cmd-draw } prend trois cartes de plus au lieu d'agir sur le plateau. C'est toujours permis.
tutorial-zark-nominate-title = Nommer
tutorial-zark-nominate = /{ cmd-zark } { cmd-zark-nominate } change ce que représente un Joker Uno que tu es seul à occuper. C'est gratuit : ton tour continue.

## Zarcana : le titre et la phrase de chaque option de tour.

tutorial-zarcana-declare-title = Annoncer le dernier tour de table
tutorial-zarcana-declare = Une fois la pioche épuisée et remélangée, /{ cmd-zarcana } { cmd-zarcana-declare } lance le dernier tour de table : tous les autres jouent encore une fois, puis on compte les points.
tutorial-zarcana-place-title = Placer
tutorial-zarcana-place = Tant que tu n'as aucun serviteur sur le plateau, /{ cmd-zarcana } { cmd-zarcana-place } pose un petit serviteur de ta réserve sur n'importe quelle carte, debout.
tutorial-zarcana-use-title = Utiliser le territoire
tutorial-zarcana-use = /{ cmd-zarcana } { cmd-zarcana-use } : un de tes serviteurs utilise le pouvoir de la carte visible sur laquelle il se trouve ; la carte reste.
tutorial-zarcana-play-title = Jouer de la main
tutorial-zarcana-play = /{ cmd-zarcana } { cmd-zarcana-play } : un de tes serviteurs utilise le pouvoir d'une carte de ta main, qui est ensuite défaussée ; certains pouvoirs ne demandent aucun serviteur particulier.
tutorial-zarcana-reorient-title = Orienter
tutorial-zarcana-reorient = /{ cmd-zarcana } { cmd-zarcana-reorient } oriente tes serviteurs un par un (up, north, east, south ou west), puis /{ cmd-zarcana } { cmd-zarcana-done } : un serviteur couché vise la case vers laquelle il pointe.
tutorial-zarcana-discard-hand-title = Défausser ta main
tutorial-zarcana-discard-hand = /{ cmd-zarcana } { cmd-zarcana-discard-hand } met toute ta main sur la défausse, la carte que tu nommes dessus ; c'est tout ton tour.
tutorial-zarcana-draw-title = Piocher
tutorial-zarcana-draw = /{ cmd-zarcana } { cmd-zarcana-draw } prend jusqu'à trois cartes, jamais plus de six dans ta main.
tutorial-zarcana-pass-title = Passer
tutorial-zarcana-pass = /{ cmd-zarcana } { cmd-zarcana-pass } ne fait rien ce tour-ci.

## Finir un tutoriel : $name est le nom de l'apprenant (ou tutorial-the-learner) ; $id le numéro d'une partie.

tutorial-ended = { $mark } Tutoriel terminé : { $name } l'a arrêté, et les joueurs ordinateur se sont arrêtés. Ensuite : ouvre ta propre partie avec /{ cmd-zark } { cmd-zark-new }, installe-y des joueurs ordinateur avec /{ cmd-zark } { cmd-zark-bot } { cmd-zark-bot-add } (ou laisse des amis appuyer sur Rejoindre), ou lance un autre tutoriel avec /{ cmd-zark } { cmd-zark-tutorial }.
tutorial-resign-ends-it = Finir ton tutoriel ? Abandonner le termine aussitôt, et les joueurs ordinateur s'arrêtent.
tutorial-resign-question = Abandonner cette partie ? Tes pyramides quittent le plateau.
tutorial-zark-hatch-wild = Quand tu n'as plus de pyramide sur le plateau, /{ cmd-hatch } pose une carte numérotée (ou un Joker, en nommant la carte qu'il représente : R-24) de ta main sur une case vide à côté de n'importe quelle carte, avec une de tes petites dessus.
tutorial-zark-build-wild = /{ cmd-build } pose une carte numérotée (ou un Joker, en nommant la carte qu'il représente : R-24) de ta main sur une case vide à côté d'une carte que tu occupes (côte à côte) ; aucune pyramide ne l'accompagne.
