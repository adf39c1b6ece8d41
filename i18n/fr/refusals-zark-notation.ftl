# Refus de la notation, des cartes, des réglages de table et du plateau de la famille Zark (voir en-US).

## Cartes nommées en mots

zark-cards-joker = joker
zark-cards-wild = Joker Uno
zark-cards-wild-draw-four = Super Joker +4
zark-cards-uno-number = { $number } { $colour ->
        [red] rouge
        [yellow] jaune
        [green] vert
       *[blue] bleu
    }
zark-cards-uno-action = { $action ->
        [reverse] Inversion { $colour ->
            [red] rouge
            [yellow] jaune
            [green] verte
           *[blue] bleue
        }
        [skip] Passe ton tour { $colour ->
            [red] rouge
            [yellow] jaune
            [green] vert
           *[blue] bleu
        }
       *[draw-two] +2 { $colour ->
            [red] rouge
            [yellow] jaune
            [green] vert
           *[blue] bleu
        }
    }
zark-cards-examples = { $deck ->
        [zark] 7H, 7♥, 10S, KD ou 5T pour le 5★
        [uno] 7R ou red 7, SB (un Passe ton tour bleu), RG (une Inversion verte), +2Y (un +2 jaune), W (un Joker Uno) ou W4
       *[standard] 7H, 7♥, 10S, KD ou JK pour un joker
    }

## Cartes et jeux

zark-cards-not-a-card = { $text } n'est pas une carte. Écris les cartes comme { $examples }.
zark-cards-no-deck = Il n'y a pas de jeu de cartes nommé { $deck } ; choisis parmi : { $decks }.
zark-ruleset-not-in-deck = La carte { $card } n'est pas { $deck ->
        [zark] une carte du jeu zark
        [uno] une carte Uno
       *[standard] une carte du jeu standard
    } : écris les cartes comme { $examples }.

## Coups en notation

zark-notation-empty = Une ligne vide n'est pas un coup.
zark-notation-not-a-move = { $word } n'est pas un coup. Coups : { $moves }.
zark-notation-word-count = { $line } n'a pas le bon nombre de mots pour { $verb } ; voir docs/notation.md.
zark-notation-expected = '{ $word }' attendu dans { $line }.
zark-notation-not-a-seat = { $text } n'est pas un numéro de place (1 à 5).
zark-notation-as-one-card = 'as' prend une seule carte, celle que représente le Joker Uno : { $line }.
zark-notation-after-demolish = Rien ne peut suivre 'demolish' dans { $line }.
zark-notation-convert-size = 'convert' prend une seule taille dans { $line }.
zark-notation-attack-ending = Une attaque se termine par 'demolish' ou 'convert TAILLE' : { $line }.
zark-notation-attack-payment = Une attaque nomme les cartes avec lesquelles elle est payée : { $line }.

## Réglages de table

zark-kind-no-such-option = { $game } n'a pas d'option de table { $option } ; ses options sont { $options }.
zark-settings-no-game = Il n'y a pas de jeu { $game } ; choisis parmi : { $games }.
zark-settings-players = { $game } se joue de { $fewest } à { $most } { $most ->
        [one] joueur
       *[other] joueurs
    }, pas { $count }.
zark-settings-fixed = { $game } se joue avec { $setting ->
        [edition] l'édition
        [deck] le jeu
       *[block_size] des blocs de
    } { $value }, pas { $given }.
zark-settings-uno-deck = Le jeu uno est pour Unocitta et Unopolis : choisis le jeu unocitta ou unopolis.
zark-settings-no-edition = Il n'y a pas d'édition { $edition } ; choisis parmi : { $editions }.
zark-settings-no-deck = Il n'y a pas de jeu de cartes { $deck } ; choisis parmi : { $decks }.
zark-settings-block-size = Un bloc de puissance compte { $fewest } ou { $most } { $most ->
        [one] carte
       *[other] cartes
    }, pas { $given }.

## Plateau et main

zark-state-cell-taken = Il y a déjà une carte sur la case { $cell }.
zark-state-not-next-to-a-card = La case { $cell } n'est à côté d'aucune carte.
zark-state-not-in-hand = Tu n'as pas la carte { $card } en main.
zark-state-hold-only = { $count ->
        [one] Tu n'as en main qu'un exemplaire
       *[other] Tu n'as en main que { $count } exemplaires
    } de la carte { $card }.

## Le remplaçant

zark-caretaker-nothing-to-do = { $name } n'a rien à faire pour l'instant.
