# Les options de tour et les pouvoirs de Zarcana refusés (rules/zarcana/turn_options.py, checks.py).
#
# $card, $copied, $first, $second, $here, $there : une carte en toutes lettres ; $power : un pouvoir en toutes
# lettres ; $minion : un serviteur en toutes lettres (zarcana-check-minion) ; $cell, $target, $chosen : des cases
# (M13) ; $name : le nom d'un joueur ; $rule : un numéro de règle (Z-30) ; $asked (et $first dans
# zarcana-check-say-power) : un pouvoir tel que la notation l'écrit (cups, wands, moon), $choices une liste de ces
# mots, les mêmes dans toutes les langues ; $size : small, medium ou large ; $facing : up, north, east, south ou
# west ; $count, $held, $room, $most, $limit : des nombres.

## Un serviteur nommé dans un refus : $whose vaut yours (le tien), named (celui de $name) ou nobody (à personne).

zarcana-check-minion = { $whose ->
        [yours] ton { $size ->
            [small] petit serviteur
            [medium] serviteur moyen
           *[large] grand serviteur
        }
        [nobody] un { $size ->
            [small] petit serviteur
            [medium] serviteur moyen
           *[large] grand serviteur
        }
       *[named] le { $size ->
            [small] petit serviteur
            [medium] serviteur moyen
           *[large] grand serviteur
        } de { $name }
    } { $facing ->
        [up] debout
        [north] tourné vers le nord
        [east] tourné vers l'est
        [south] tourné vers le sud
       *[west] tourné vers l'ouest
    }

## Les options de tour.

zarcana-option-place-minions-out = Tu as des serviteurs sur le plateau : n'en place un que lorsque tu n'en as plus aucun (option 1, Z-29).
zarcana-option-place-no-card = { $cell } n'a pas de carte : place ton serviteur sur un territoire, une case qui porte une carte (option 1).
zarcana-option-forbidden = Cette option supplémentaire ne peut pas utiliser la carte « { $card } », qui l'a accordée (Z-37).
zarcana-option-not-in-hand = La carte « { $card } » n'est pas dans ta main.
zarcana-option-no-such-minion-yours = Tu n'as pas de tel serviteur en { $cell } ({ $minion }).
zarcana-option-use-wasteland = Ton serviteur en { $cell } est en terrain vague : il n'y a aucun territoire à utiliser (Z-16).
zarcana-option-use-face-down = La carte sous ton serviteur en { $cell } est face cachée : elle ne peut pas être utilisée (Z-45).
zarcana-option-actor-gone = Le serviteur qui agit n'est plus sur le plateau.
zarcana-option-reorient-own = Tu n'orientes que tes propres serviteurs (option 4) ; le Diable oriente ceux de n'importe qui (Z-50).
zarcana-option-devil-scope = Le Diable n'oriente que les serviteurs en { $cell } et sur les quatre cases voisines (Z-50).
zarcana-option-facings = Un serviteur est debout ou tourné vers le nord, l'est, le sud ou l'ouest (Z-13).
zarcana-option-reoriented-already = Ce serviteur a déjà été orienté cette fois-ci.
zarcana-option-faces-already = Ce serviteur est déjà { $facing ->
        [up] debout
        [north] tourné vers le nord
        [east] tourné vers l'est
        [south] tourné vers le sud
       *[west] tourné vers l'ouest
    } : choisis une autre orientation (Z-13).
zarcana-option-draw-count = Pioche une, deux ou trois cartes (option 5, Z-26).
zarcana-option-draw-above-six = Tu as { $held ->
        [one] { $held } carte
       *[other] { $held } cartes
    } en main : { $room ->
        [0] tu ne peux plus piocher
       *[other] tu peux en piocher { $room } au plus
    }, sans jamais dépasser six (Z-26, H-4).
zarcana-option-top-not-in-hand = La carte « { $card } » n'est pas dans ta main : nomme la carte de ta main à mettre sur le dessus de la défausse (H-9).
zarcana-option-order-not-in-hand = La carte « { $card } » n'est pas l'une des cartes de ta main : nomme-les du dessus de la pile vers le bas (H-9).
zarcana-option-order-not-reaching = La carte « { $card } » n'est pas l'une des cartes qui vont ensemble à la défausse : nomme-les du dessus de la pile vers le bas (H-9).
zarcana-option-order-twice = La carte « { $card } » est nommée deux fois : nomme chaque carte une seule fois, du dessus de la pile vers le bas (H-9).
zarcana-option-declared-already = Le dernier tour de table a déjà été annoncé : on ne l'annonce qu'une fois (Z-66, H-18).
zarcana-option-declare-draw-first = La pioche est vide mais n'a pas encore été reconstituée, donc le dernier tour de table ne peut pas encore être annoncé : quelqu'un doit d'abord piocher, ce qui mélange la défausse pour en faire une nouvelle pioche (Z-65, Z-66, H-24).
zarcana-option-declare-discard-first = La pioche est vide mais n'a pas encore été reconstituée, donc le dernier tour de table ne peut pas encore être annoncé : une fois que des cartes auront rejoint la défausse, quelqu'un devra piocher, ce qui mélange la défausse pour en faire une nouvelle pioche (Z-65, Z-66, H-24).
zarcana-option-declare-not-yet = Le dernier tour de table peut être annoncé une fois la pioche épuisée puis reconstituée (Z-66, H-24).
zarcana-option-give-to = Les cartes exigées par l'Empereur reviennent à { $name } : donne-les-lui (Z-39).
zarcana-option-give-count = Donne exactement { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } (l'exigence de l'Empereur, Z-39).
zarcana-option-top-choose = Choisis la carte qui va sur le dessus de la défausse : « { $first } » ou « { $second } » (H-9).

## Si un pouvoir peut être utilisé ainsi : les pouvoirs de la carte, le serviteur qui agit.

zarcana-check-world-nothing = La carte « { $card } » n'a aucun atout visible à copier sur le plateau (Z-56, Z-61).
zarcana-check-discard-empty = La défausse est vide : la carte « { $card } » n'a aucun pouvoir pour l'instant (Z-57).
zarcana-check-copies-court = La carte « { $card } » a ici le pouvoir « { $power } », pas { $asked } : elle copie « { $copied } », une figure, avec le seul pouvoir de sa propre couleur (Z-57, H-17).
zarcana-check-power-only = La carte « { $card } » a ici le pouvoir « { $power } », pas { $asked }.
zarcana-check-power-only-court = La carte « { $card } » a ici le pouvoir « { $power } », pas { $asked } (le pouvoir d'une figure n'est au choix que si elle est jouée depuis la main, Z-22, Z-35).
zarcana-check-say-power = Dis quel pouvoir prend la carte « { $card } » : { $choices } (par exemple « as { $first } »).
zarcana-check-one-of = La carte « { $card } » s'utilise ici comme l'un de ces pouvoirs : { $choices } ; pas comme { $asked }.
zarcana-check-say-minion = Le pouvoir « { $power } » est utilisé par l'un de tes serviteurs : dis lequel (Z-18, { $rule }).
zarcana-check-no-minion-needed = Le pouvoir « { $power } » n'a besoin d'aucun serviteur en particulier : n'en nomme aucun (Z-18, Z-29a).
zarcana-check-no-minion-there = Tu n'as pas de { $size ->
        [small] petit serviteur
        [medium] serviteur moyen
       *[large] grand serviteur
    } { $facing ->
        [up] debout
        [north] tourné vers le nord
        [east] tourné vers l'est
        [south] tourné vers le sud
       *[west] tourné vers l'ouest
    } en { $cell }.
zarcana-check-needs-lying = Le pouvoir « { $power } » demande un serviteur couché (horizontal, Z-14, { $rule }) ; { $minion } en { $cell } est debout.
zarcana-check-needs-standing = Le pouvoir « { $power } » demande un serviteur debout (vertical, Z-14, { $rule }) ; { $minion } en { $cell } est couché.
zarcana-check-not-from-wasteland = Le pouvoir « { $power } » ne s'utilise pas depuis le terrain vague (Z-16, { $rule }) : { $cell } n'a pas de carte.

## L'effet d'un pouvoir : $form nomme la notation dans laquelle il s'écrit (les mots anglais de la notation restent,
## les paramètres en majuscules sont traduits).

zarcana-check-not-direct = Le pouvoir « { $power } » n'est pas un pouvoir qu'un serviteur utilise directement.
zarcana-check-used-as = Le pouvoir « { $power } » s'utilise ainsi : { $form ->
        [strike] attack PLACE TAILLE ORIENTATION at CASE, ou raze CASE
        [convert] convert PLACE TAILLE ORIENTATION at CASE to TAILLE
        [move] move to CASE
        [grow] grow, ou clone TAILLE
        [build-sun] build CARTE at CASE (une carte de ta main)
        [build] build at CASE
        [draw] draw N (0, 1 ou 2), puis une autre option
        [create] create TAILLE at CASE
        [swap] swap PLACE
        [transport] transport to CASE
        [take] take N (de 1 à 3)
        [teleport] teleport to CASE
       *[plain] rien de plus : le pouvoir n'a aucun choix à faire
    } ({ $rule } ; voir docs/notation.md).
zarcana-check-not-target = Ton serviteur en { $cell } vise { $target }, pas { $chosen } : un serviteur couché vise la case vers laquelle il est tourné, un serviteur debout la sienne (Z-15).
zarcana-check-attack-itself = Un serviteur ne peut pas s'attaquer lui-même (Z-30).
zarcana-check-no-such-minion = Il n'y a pas de tel serviteur en { $cell } ({ $minion }).
zarcana-check-cannot-reduce = { $name } n'a pas de { $size ->
        [large] serviteur moyen
       *[medium] petit serviteur
    } en réserve, donc son { $size ->
        [large] grand serviteur
       *[medium] serviteur moyen
    } ne peut pas être réduit : choisis une autre victime ou un autre pouvoir (H-3, Z-59).
zarcana-check-only-emperor-demands = Seul l'Empereur exige des cartes (Z-39).
zarcana-check-demand-enemy = L'Empereur n'exige des cartes que lorsqu'il attaque un serviteur ennemi (Z-39).
zarcana-check-demand-up-to-three = L'Empereur exige jusqu'à trois cartes (Z-39).
zarcana-check-demand-holds = { $name } n'a { $count ->
        [0] aucune carte
        [one] qu'une carte
       *[other] que { $count } cartes
    } à donner (Z-39).
zarcana-check-demand-room = Tu ne peux exiger { $count ->
        [0] aucune carte
        [one] qu'une carte
       *[other] que { $count } cartes
    } : l'exigence doit te laisser à six cartes ou moins (H-12).
zarcana-check-no-card-to-remove = { $cell } n'a pas de carte à retirer.
zarcana-check-raze-minions = Il y a des serviteurs en { $cell } : le pouvoir « { $power } » ne retire une carte que là où il n'y a aucun serviteur (Z-30) ; la Tour le peut (Z-51).
zarcana-check-convert-not-raze = Le pouvoir « { $power } » ne retire jamais de carte : il convertit un serviteur de la case visée en l'un des tiens, de sa taille ou plus petit, debout (Z-40, H-13).
zarcana-check-convert-not-attack = Le pouvoir « { $power } » n'attaque pas : il convertit un serviteur de la case visée en l'un des tiens, de sa taille ou plus petit, debout (Z-40, H-13).
zarcana-check-replacement-size = Le remplaçant est de la taille de la victime ou plus petit : { $size ->
        [small] petit
        [medium] moyen
       *[large] grand
    } au plus (Z-40).
zarcana-check-none-in-stash = Tu n'as pas de { $size ->
        [small] petit serviteur
        [medium] serviteur moyen
        [large] grand serviteur
       *[such] serviteur de cette taille
    } dans ta réserve (Z-2).
zarcana-check-convert-nothing = Remplacer ton propre serviteur debout par un serviteur de même taille ne change rien (H-22).
zarcana-check-one-step = Le pouvoir « { $power } » déplace d'un seul pas, vers une case voisine de { $cell } ({ $rule }).
zarcana-check-void = { $cell } est dans le vide, sans carte dessus ni à côté : aucun serviteur ne peut s'y déplacer (H-7).
zarcana-check-crowded = { $cell } compte déjà { $count } serviteurs : la limite de population est de { $limit } (Z-24, H-5).
zarcana-check-crowded-empress = { $cell } compte déjà { $count } serviteurs : la limite de population est de { $limit } (Z-24, H-5). L'Impératrice n'en tient pas compte (Z-38).
zarcana-check-large-grow = Un grand serviteur ne peut pas grandir davantage (Z-32).
zarcana-check-grow-stash = Tu n'as pas de { $size ->
        [medium] serviteur moyen
       *[large] grand serviteur
    } dans ta réserve pour grandir (Z-2, Z-59).
zarcana-check-clone-size = Un clone est de la taille du serviteur qui agit ou plus petit : { $size ->
        [small] petit
        [medium] moyen
       *[large] grand
    } au plus (Z-32).
zarcana-check-sun-which = Le Soleil construit avec une carte de ta main : dis laquelle (Z-54).
zarcana-check-sun-itself = La carte « { $card } » est celle qu'on utilise : elle ne peut pas se construire elle-même ; construis avec une autre carte de ta main (Z-54).
zarcana-check-sun-not-in-hand = La carte « { $card } » n'est pas dans ta main (Z-54).
zarcana-check-build-from-deck = Le pouvoir « { $power } » construit avec la carte du dessus de la pioche, pas avec une carte de ta main (Z-33).
zarcana-check-no-card-left = Il ne reste aucune carte à piocher, ni dans la pioche ni dans la défausse (Z-65, H-22).
zarcana-check-build-enemies = Un autre joueur a des serviteurs en { $cell } : le pouvoir « { $power } » ne peut pas y construire (Z-33) ; la Tempérance le peut (Z-49).
zarcana-check-draws-up-to = Le pouvoir « { $power } » pioche jusqu'à { $most } cartes.
zarcana-check-draw-above-six = Tu as { $held ->
        [one] { $held } carte
       *[other] { $held } cartes
    } en main : en piocher { $count } te ferait dépasser six (Z-26, H-4, H-11).
zarcana-check-nothing-to-draw = Il ne reste plus aucune carte à piocher, ni dans la pioche ni dans la défausse (Z-65).
zarcana-check-left-to-draw = Il ne reste { $count ->
        [one] qu'une carte
       *[other] que { $count } cartes
    } à piocher (Z-65).
zarcana-check-lovers-not-empty = { $cell } n'est pas une case vide de terrain vague : les Amoureux en demandent une sans carte ni serviteur (Z-41).
zarcana-check-lovers-no-card-near = { $cell } n'est à côté d'aucune carte (Z-41).
zarcana-check-justice-seat = La Justice échange ta main avec celle d'un autre joueur : nomme sa place (Z-46).
zarcana-check-left-game = { $name } a quitté la partie.
zarcana-check-hands-empty = Les deux mains sont vides : les échanger ne changerait rien (H-22).
zarcana-check-moon-here = La Lune emporte ce territoire ailleurs.
zarcana-check-moon-minions = Il y a des serviteurs en { $cell } : la Lune ne se pose que sur un territoire vide ou un terrain vague vide (Z-53).
zarcana-check-moon-alone = { $cell } ne toucherait aucune carte, hormis celle que la Lune emporte (H-16).
zarcana-check-judgement-count = Le Jugement prend une à trois cartes de la défausse (Z-55, H-22).
zarcana-check-take-above-six = Tu as { $held ->
        [one] { $held } carte
       *[other] { $held } cartes
    } en main : en prendre { $count } te ferait dépasser six (H-11).
zarcana-check-judgement-pile = La défausse n'a { $count ->
        [0] aucune carte
        [one] qu'une carte
       *[other] que { $count } cartes
    } à prendre (le Jugement lui-même ne compte pas, Z-55).
zarcana-check-gateway-face-down = La carte sous ton serviteur est face cachée, sa couleur est donc inconnue (Z-45, Z-58).
zarcana-check-gateway-here = Le Portail téléporte vers un autre territoire (Z-58).
zarcana-check-gateway-no-card = { $cell } n'a pas de carte visible vers laquelle se téléporter (Z-58).
zarcana-check-gateway-suit = La carte « { $there } » en { $cell } n'est pas de la couleur de « { $here } » (Z-58, H-17).
