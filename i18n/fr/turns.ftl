# Ce que disent les tours de chaque jeu autour des mots de la famille : la ligne du remplaçant, le début d'une
# partie, le message privé de tour, quoi de neuf, l'historique, les lignes d'un aperçu. $name est le nom d'un
# joueur ; $move un coup en mots ; $notation un coup en notation, tel que tapé ; $id le numéro d'une partie.

## Les messages de la table

# Le bot met un emoji de sablier devant.
turns-caretaker = Délai dépassé : le remplaçant a joué pour { $name }, qui garde sa place. { $move }
turns-earlier-lines = …et { $count ->
    [one] { $count } ligne précédente
   *[other] { $count } lignes précédentes
  } (/{ cmd-zark } { cmd-zark-log } contient tous les coups).
turns-earlier-moves = …et { $count ->
    [one] { $count } coup précédent
   *[other] { $count } coups précédents
  } (/{ cmd-zark } { cmd-zark-log } contient tous les coups).
turns-game-begun = La partie { $id } a commencé ! Places dans l'ordre : { $players }. Appuie sur **Ma main** pour voir tes cartes.
turns-game-begun-hints = La partie { $id } a commencé ! Places dans l'ordre : { $players }. Appuie sur **Ma main** pour voir tes cartes. Les indices sont activés : /{ cmd-zark } { cmd-zark-hint } te suggère un coup (cette partie n'est pas cotée).
turns-dm-closed = { $mention }, je n'ai pas pu t'envoyer de message privé (tes MP sont-ils fermés ?), alors je te mentionnerai ici à la place. Réactive les MP avec /{ cmd-zark } { cmd-zark-notify } quand tu les voudras.

## Messages privés

turns-your-move = C'est ton tour dans { $title }, partie { $id }.

## Ce que lit en privé le joueur qui a joué

turns-already-made = Ce coup a déjà été joué.
turns-board-not-posted = Ton coup compte, mais je n'ai pas pu publier le plateau dans le fil de la partie : demande à un administrateur du serveur de vérifier que j'ai le droit d'y envoyer des messages et d'y joindre des fichiers.
turns-choose-to-discard = Choisis { $count } { $count ->
    [one] carte
   *[other] cartes
  } à défausser

## Aperçus

turns-preview-heading = **Aperçu** : rien n'est encore joué, et personne d'autre ne voit ceci.
turns-preview-not-your-turn = Ce n'est pas ton tour : voici ton coup sur le plateau d'aujourd'hui, comme si ton tour commençait maintenant.
turns-preview-play-it = Appuie sur **{ button-playit }** pour jouer exactement ce coup, si la partie n'a pas avancé depuis.
turns-hint-heading = **Conseil** : le joueur ordinateur moyen, qui ne voit que tes cartes et la table, jouerait `{ $move }`. Rien n'est encore joué, et personne d'autre ne voit ceci.
turns-preview-too-long = (Ce coup est trop long pour un bouton : joue-le avec la même commande, sans aperçu.)
turns-hint-too-long = (Ce coup est trop long pour un bouton : joue-le avec sa propre commande.)

## Quoi de neuf et l'historique

turns-catch-up-nothing = Rien ne s'est passé depuis ton dernier coup.
turns-catch-up-cells = Depuis ton dernier coup ({ $count ->
    [one] { $count } coup
   *[other] { $count } coups
  } ; les cases changées sont entourées) :
turns-catch-up-line = { $name } : { $move } · `{ $notation }`
turns-log-line = { $number }. { $name } : { $move } · `{ $notation }`
turns-log-empty = Aucun coup pour l'instant.
