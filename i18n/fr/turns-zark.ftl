# Ce que dit un tour dans la famille Zark (Zark City, Unocitta, Unopolis : play/zark), et les mots du moteur pour
# un coup et une position (rules/zark). $name est le nom d'un joueur ; $cell et $to des cases (M13) ; $card, $ace et
# $nomination une carte : son code (7♥) ou l'un des messages zark-cardname ; $cards et $paid des listes de cartes,
# avec des virgules ; $size, $bigger et $convert une taille : small, medium ou large ; $users des mentions de
# joueurs (ou des noms de joueurs ordinateur), avec des virgules, et $count leur nombre ; $notation un coup en
# notation (tel que tapé). Un coup en mots (zark-did-) vient après le nom du joueur, au passé composé.

zark-wrong-commands = C'est une partie de Zark City (ou de l'un de ses cousins au jeu Uno) : joue-la avec /{ cmd-draw }, /{ cmd-grow }, /{ cmd-spawn }, /{ cmd-build }, /{ cmd-move }, /{ cmd-attack }, /{ cmd-fly }, /{ cmd-hatch } et /{ cmd-discard } (voir /{ cmd-zark } { cmd-zark-rules }). Les commandes /{ cmd-zarcana } sont pour les parties de Zarcana.
zark-table-words = édition { $edition }, jeu { $deck }, blocs de puissance de { $size } cartes
zark-waiting-starters = Tu as choisi ta carte de départ ; en attente des autres.

## Une carte entièrement en mots

zark-card-in-words = { $rank ->
    [J] valet
    [Q] dame
    [K] roi
    [A] as
   *[number] { $rank }
  } de { $suit ->
    [hearts] cœur
    [diamonds] carreau
    [clubs] trèfle
    [spades] pique
   *[stars] étoile
  }

## Un coup en mots, après le nom du joueur

zark-did-starter = a choisi une carte de départ
zark-did-place = a placé sa carte de départ sur { $cell }
zark-did-draw = a pioché trois cartes
zark-did-grow = a fait grandir sa { $size ->
    [small] petite
    [medium] moyenne
   *[large] grande
  } sur { $cell } en { $bigger ->
    [small] petite
    [medium] moyenne
   *[large] grande
  }
zark-did-spawn = a engendré une petite sur { $cell }
zark-did-build = a construit le { $card } sur { $cell }
zark-did-build-as = a construit le { $card } (qui représente le { $nomination }) sur { $cell }
zark-did-hatch = a construit le { $card } sur { $cell } et y a fait éclore une petite
zark-did-hatch-as = a construit le { $card } (qui représente le { $nomination }) sur { $cell } et y a fait éclore une petite
zark-did-move = a déplacé sa { $size ->
    [small] petite
    [medium] moyenne
   *[large] grande
  } de { $cell } vers { $to }
zark-did-demolish = a démoli la { $size ->
    [small] petite
    [medium] moyenne
   *[large] grande
  } de { $owner } sur { $cell }, en payant { $paid }
zark-did-convert = a converti la { $size ->
    [small] petite
    [medium] moyenne
   *[large] grande
  } de { $owner } sur { $cell } en une { $convert ->
    [small] petite
    [medium] moyenne
   *[large] grande
  } de sa couleur, en payant { $paid }
zark-did-fly = a fait voler la carte de { $cell } vers { $to } avec l'{ $ace }
zark-did-nominate = a changé le Joker sur { $cell } : il représente le { $nomination }
zark-did-discard = a défaussé { $cards }
zark-did-resign = a abandonné
zark-did-agree-end = a accepté de finir la partie

## Le même coup dans un aperçu, dit au joueur qui l'essaie

zark-would-starter = Tu aurais choisi une carte de départ.
zark-would-place = Tu aurais placé ta carte de départ sur { $cell }.
zark-would-draw = Tu aurais pioché trois cartes.
zark-would-grow = Tu aurais fait grandir ta { $size ->
    [small] petite
    [medium] moyenne
   *[large] grande
  } sur { $cell } en { $bigger ->
    [small] petite
    [medium] moyenne
   *[large] grande
  }.
zark-would-spawn = Tu aurais engendré une petite sur { $cell }.
zark-would-build = Tu aurais construit le { $card } sur { $cell }.
zark-would-build-as = Tu aurais construit le { $card } (qui représente le { $nomination }) sur { $cell }.
zark-would-hatch = Tu aurais construit le { $card } sur { $cell } et y aurais fait éclore une petite.
zark-would-hatch-as = Tu aurais construit le { $card } (qui représente le { $nomination }) sur { $cell } et y aurais fait éclore une petite.
zark-would-move = Tu aurais déplacé ta { $size ->
    [small] petite
    [medium] moyenne
   *[large] grande
  } de { $cell } vers { $to }.
zark-would-demolish = Tu aurais démoli la { $size ->
    [small] petite
    [medium] moyenne
   *[large] grande
  } de { $owner } sur { $cell }, en payant { $paid }.
zark-would-convert = Tu aurais converti la { $size ->
    [small] petite
    [medium] moyenne
   *[large] grande
  } de { $owner } sur { $cell } en une { $convert ->
    [small] petite
    [medium] moyenne
   *[large] grande
  } de ta couleur, en payant { $paid }.
zark-would-fly = Tu aurais fait voler la carte de { $cell } vers { $to } avec l'{ $ace }.
zark-would-nominate = Tu aurais changé le Joker sur { $cell } : il représenterait le { $nomination }.
zark-would-discard = Tu aurais défaussé { $cards }.
zark-would-resign = Tu aurais abandonné.
zark-would-agree-end = Tu aurais accepté de finir la partie.

## Ce qu'un aperçu dit en plus

zark-preview-draw = Tu piocherais { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  } : tu ne verras lesquelles qu'en jouant le coup.
zark-preview-you-win = Tu gagnerais avec le bloc de puissance { $block }.
zark-preview-win = { $name } gagnerait avec le bloc de puissance { $block }.
zark-preview-discard = Tu aurais alors { $count } cartes et en défausserais { $excess } pour revenir à { $limit }.
zark-preview-no-win = Personne ne gagnerait encore.

## Le message de la table après un coup

zark-move-line = **{ $name }** { $move } · `{ $notation }`
zark-over-by-agreement = La partie est finie : terminée d'un commun accord, sans vainqueur.
zark-wins-with = { $who } gagne avec { $block } !
zark-wins = { $who } gagne !
zark-waiting-for-starters = En attente des cartes de départ de { $users } (/{ cmd-zark } { cmd-zark-starter }).
zark-waiting-for-computer-starters = En attente des cartes de départ de { $users }.
zark-computers-place-starters = { $users } { $count ->
    [one] place sa carte
   *[other] placent leur carte
  } de départ (premier tour de table, R-3).
zark-place-your-starter = { $users }, place ta carte de départ avec /{ cmd-zark } { cmd-zark-place } (premier tour de table, R-3).
zark-discarding = { $users } { $count ->
    [one] se défausse
   *[other] se défaussent
  } jusqu'à six cartes.
zark-computers-thinking = { $users } { $count ->
    [one] réfléchit
   *[other] réfléchissent
  } (tour { $turn }).
zark-your-turn = { $users }, c'est ton tour (tour { $turn }).
zark-turn-goes-on = C'est toujours le tour de **{ $name }** : changer ce que représente un Joker ne coûte rien (R-24).
zark-nobody-can-win = Plus aucun bloc de puissance ne peut être formé, donc personne ne peut gagner (R-28a) : /{ cmd-zark } { cmd-zark-end } vote pour finir la partie sans vainqueur.

## Ce que tout le monde peut savoir des événements d'un coup

zark-starters-revealed = Cartes de départ révélées : { $shown }. { $name } commence (R-2).
zark-starter-shown = { $name } { $card }
zark-reshuffled = La défausse a été mélangée en une nouvelle pioche de { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  } (R-10).
zark-drew = { $name } a pioché { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }.

## Ce qu'apprend en privé le joueur qui a joué, et la main

zark-done = C'est fait : { $move }
zark-you-drew = Tu as pioché : { $cards }.
zark-report-hand = Ta main ({ $count }) : { $cards }.
zark-report-hand-empty = Ta main (0) : rien.
zark-discard-owed = Tu as { $count } cartes : défausse-t'en { $excess } pour finir ton tour (menu ci-dessous, ou /{ cmd-discard }).
zark-hand = Ta main ({ $count }) : { $cards }
zark-hand-empty = Ta main est vide.
zark-hand-starter = Ta carte de départ (encore secrète) : { $card }.

## Une position en mots : le plateau en texte et la légende

zark-marks-letters = lettre de couleur + s/m/l (small, medium, large)
zark-marks-numbers = numéro de place + s/m/l (small, medium, large)
zark-seat-colour = [{ $colour ->
    [blue] bleu
    [orange] orange
    [green] vert
    [purple] violet
   *[yellow] jaune
  }, { $letter }]
zark-seat-marked = [pyramides { $colour ->
    [blue] bleues
    [orange] orange
    [green] vertes
    [purple] violettes
   *[yellow] jaunes
  }, marquées { $mark }]
zark-seat-line = { $name } { $seat } : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }, réserve : petites { $small }, moyennes { $medium }, grandes { $large }
zark-seat-line-resigned = { $name } { $seat } (a abandonné) : { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
  }, réserve : petites { $small }, moyennes { $medium }, grandes { $large }
zark-status-agreed = Partie finie : terminée d'un commun accord, sans vainqueur.
zark-status-won-with = Partie finie : { $name } gagne avec { $block }.
zark-status-won = Partie finie : { $name } gagne.
zark-status-starters = Choix des cartes de départ ; en attente de { $names }.
zark-status-first-round = Premier tour de table : { $names } place sa carte de départ.
zark-status-discard = Tour { $turn } : { $names } doit se défausser jusqu'à 6 cartes.
zark-status-turn = Tour { $turn } : à { $names } de jouer.
