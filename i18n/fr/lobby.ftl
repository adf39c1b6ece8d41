# The lobby: its message and buttons (in the table's language), and the private "Done: ..." answers of the lobby
# commands (in the asker's).

lobby-button-join = Rejoindre
lobby-button-leave = Quitter
lobby-button-start = Lancer
lobby-button-cancel = Annuler
lobby-button-computer = Ajouter un ordinateur
button-hand = Ma main
button-catchup = Quoi de neuf
button-resign = Oui, abandonner
button-endtutorial = Finir le tutoriel
button-playit = Le jouer
computer-name = Bot { $number } ({ $level ->
        [gentle] doux
        [medium] moyen
        [hard] difficile
       *[easy] facile
    })
lobby-heading = **{ $game }** : partie { $number } ({ $words }{ $flags ->
        [hints] , indices activés : non cotée
        [friendly] , amicale : non cotée
       *[none] {""}
    }), organisée par { $host }.
lobby-players = Joueurs ({ $count }/{ $most }) : { $players }
lobby-nobody-yet = personne pour l'instant
lobby-how-to-join = Appuie sur **{ lobby-button-join }** pour jouer. L'hôte appuie sur **{ lobby-button-start }** avec { $least } à { $most } joueurs (**{ lobby-button-computer }** installe un joueur ordinateur { $level ->
        [medium] moyen
        [hard] difficile
       *[easy] facile
    }).
lobby-where-to-start = Nouveau ici ? /{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ choice-start } explique comment se déroule un tour ; /{ cmd-zark } { cmd-zark-tutorial } t'apprend un jeu en jouant.
lobby-joined = { $name } a rejoint la partie.
lobby-left = { $name } est parti.
lobby-started = { $name } a lancé la partie.
lobby-cancelled = { $name } a annulé la partie.
lobby-seated = { $name } a installé { $computer }.
lobby-cancelled-channel-taken = Annulée : une autre partie se joue dans ce salon.
lobby-tutorial-started = Un tutoriel : il a commencé aussitôt.
lobby-thread-opened = Ce fil est la partie { $game }. On joue ici dès que l'hôte la lance.
lobby-opened = C'est fait : la partie { $game } est ouverte et se jouera { $place ->
        [channel] dans ce salon
       *[thread] dans { $place }
    }. Les joueurs appuient sur **{ lobby-button-join }** sur le message du salon de jeu ; tu appuies sur **{ lobby-button-start }** quand { $least } à { $most } joueurs l'ont rejointe.
lobby-tutorial-opened = C'est fait : ton tutoriel de { $game } est la partie { $number }, { $place ->
        [channel] dans ce salon
       *[thread] dans { $place }
    }, contre { $players }. Chaque option de tour y est expliquée la première fois que tu peux l'utiliser, avec sa règle ; à la fin, tu les auras toutes vues (/{ cmd-zark } { cmd-zark-rules } { cmd-zark-rules.page }:{ choice-tutorial }).
lobby-done-joined = C'est fait : tu as rejoint la partie (partie { $game }){ $place ->
        [here] {""}
       *[elsewhere] , qui se joue dans { $place }
    }.
lobby-done-left = C'est fait : tu as quitté la partie (partie { $game }){ $place ->
        [here] {""}
       *[elsewhere] , qui se joue dans { $place }
    }.
lobby-done-started = C'est fait : tu as lancé la partie (partie { $game }){ $place ->
        [here] {""}
       *[elsewhere] , qui se joue dans { $place }
    }.
lobby-done-cancelled = C'est fait : tu as annulé la partie (partie { $game }){ $place ->
        [here] {""}
       *[elsewhere] , qui se joue dans { $place }
    }.
lobby-done-computer-joined = C'est fait : { $name } a rejoint la partie { $game }{ $place ->
        [here] {""}
       *[elsewhere] , qui se joue dans { $place }
    }.
lobby-done-computer-left = C'est fait : { $name } a quitté la partie { $game }{ $place ->
        [here] {""}
       *[elsewhere] , qui se joue dans { $place }
    }.
