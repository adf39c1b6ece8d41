# Parties sur plusieurs jours : les réponses de /zark horloge, délais, notifications, absent, parties, exclure et
# ping, les rappels et les avis du planificateur. $game : numéro d'une partie ; $when, $until : un moment, que
# Discord montre à chaque lecteur dans son fuseau horaire et sa langue ; $players, $player, $host : des mentions.

## Durées, lisibles d'un coup d'œil (abrégées)

days-span-days = { $days } j
days-span-days-hours = { $days } j { $hours } h
days-span-hours = { $hours } h
days-span-hours-minutes = { $hours } h { $minutes } min
days-span-minutes = { $minutes } min

## /zark horloge

days-clock-not-waiting = La partie { $game } n'attend personne ({ $status ->
        [lobby] elle est encore au salon
        [finished] elle est terminée
       *[abandoned] elle a été arrêtée
    }).
days-clock-waits = La partie { $game } attend { $players }{ $waited ->
        [unknown] .
       *[known] , depuis { $waited }.
    }
days-clock-waits-computers = La partie { $game } attend ses joueurs ordinateurs, qui jouent d'eux-mêmes.
days-clock-deadline = Temps restant : { $left } ; ensuite, un remplaçant joue à sa place ({ $when }).
days-clock-no-deadline = Cette partie n'a pas de délai de jeu.
days-clock-reminder = Prochain rappel : { $when }.

## /zark délais

days-timers = Premier rappel après { $after }, puis à intervalles de { $every } ; délai de jeu : { $deadline ->
        [off] aucun
       *[on] { $deadline }
    } ; l'hôte peut exclure un joueur après { $limit ->
        [one] { $limit } coup du remplaçant
       *[other] { $limit } coups du remplaçant
    } d'affilée.
days-timers-changed = L'hôte a changé les rappels et le délai : { $timers }
days-timers-defaults = Les nouvelles parties de ce serveur utiliseront : { $timers }

## /zark notifications

days-notify = MP de tour : { $dm ->
        [on] activés
        [closed] activés, mais tes MP étaient fermés la dernière fois (réactive-les pour réessayer)
       *[off] désactivés
    }. Heures calmes : { $start ->
        [none] aucune
       *[hours] de { $start } h à { $end } h
    } ({ $zone }). Langue des MP et des rappels : { $language } ({ $chosen ->
        [yes] ton choix
       *[no] celle dans laquelle tu as utilisé le bot en dernier ; choisis-en une avec /{ cmd-zark } { cmd-zark-notify } { cmd-zark-notify.language }:
    }). Une mention dans le fil de la partie arrive toujours.

## /zark absent

days-away-news = { $player } est absent jusqu'à { $until } : pas de rappels ni de délais pour cette personne d'ici là.
days-away-answer = Tu es absent jusqu'à { $until } : pas de rappels ni de délais pour toi d'ici là.
days-back-news = { $player } est de retour : ses rappels et délais reprennent.
days-back-answer = Bon retour : tes rappels et délais reprennent.

## /zark parties

days-games-none-here = Tu ne joues aucune partie ici en ce moment. Lance-en une avec /{ cmd-zark } { cmd-zark-new }.
days-games-none-anywhere = Tu ne joues aucune partie en ce moment. Lance-en une avec /{ cmd-zark } { cmd-zark-new }.
days-games-here = { $place } (partie { $game }) : { $state ->
        [mine] 👉 à toi de jouer
        [lobby] salon
        [setup] elle commence
       *[playing] en cours
    }, { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }
days-games-lobby-anywhere = Partie { $game } : salon · { $link }
days-games-yours-anywhere = Partie { $game } : 👉 à toi de jouer{ $waited ->
        [unknown] {""}
       *[known] , en attente depuis { $waited }
    } · { $link }
days-games-theirs-anywhere = Partie { $game } : attend { $players }{ $waited ->
        [unknown] {""}
       *[known] {" "}depuis { $waited }
    } · { $link }
days-games-computers = ses joueurs ordinateurs
days-finished-newest-first = Terminées, les plus récentes d'abord :
days-finished-latest = Les { $count } dernières terminées :
days-finished-line = - { $date } { $title }, partie { $game } : { $outcome } · { $place }
days-outcome = { $how ->
        [won] gagnée
        [shared] { $rank ->
            [1] 1re
           *[n] { $rank }e
        } place partagée sur { $seats }
        [place] { $rank ->
            [1] 1re
           *[n] { $rank }e
        } place sur { $seats }
        [resigned] abandonnée
        [agreed] finie d'un commun accord, sans vainqueur
        [friendly] terminée : amicale, non cotée
        [friendly-resigned] abandonnée : amicale, non cotée
       *[unrated] terminée (non cotée)
    }

## /zark exclure

days-removed = C'est fait : { $name } a été exclu de la partie { $game } ; sa place est sautée.
days-remove-choice = { $name } · { $count ->
        [one] { $count } délai manqué
       *[other] { $count } délais manqués
    } d'affilée

## Le planificateur, dans le fil de la partie et en MP

days-reminder = { $players } : la partie { $game } attend ton coup depuis { $waited ->
        [unknown] un moment
       *[known] { $waited }
    }.
days-reminder-deadline = { $players } : la partie { $game } attend ton coup depuis { $waited ->
        [unknown] un moment
       *[known] { $waited }
    }. Un remplaçant jouera pour toi à la fin du délai, { $when }.
days-reminder-dm = La partie { $game } attend ton coup depuis { $waited ->
        [unknown] un moment
       *[known] { $waited }
    }.
days-limit-reached = { $player } a manqué { $count ->
        [one] { $count } délai
       *[other] { $count } délais
    } d'affilée. L'hôte, { $host }, peut exclure cette personne avec /{ cmd-zark } { cmd-zark-remove } (ses pyramides quittent le plateau, R-18).

## /zark ping

days-pong = Pong : le bot est réveillé.
