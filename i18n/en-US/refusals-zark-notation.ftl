# Refusals of the Zark family's notation, cards, table settings and board (rules/zark: actions.py, cards.py,
# ruleset.py, settings.py, kind.py, state.py, caretaker.py). $line, $text, $word, $given: what the player typed,
# quoted ('jump M13'). $cell: a cell (M13). $card: a card's code with its suit symbol (7♥), or its name in words
# (one of the zark-cards-* names below). $game: a game's name (Zark City, Unocitta, Unopolis).

## Cards named in words (inside the sentences below)

zark-cards-joker = Joker
zark-cards-wild = Wild
zark-cards-wild-draw-four = Wild Draw Four
# An Uno number card: blue 5. $number: 0 to 9.
zark-cards-uno-number = { $colour ->
        [red] red
        [yellow] yellow
        [green] green
       *[blue] blue
    } { $number }
# An Uno action card: blue Skip.
zark-cards-uno-action = { $colour ->
        [red] red
        [yellow] yellow
        [green] green
       *[blue] blue
    } { $action ->
        [skip] Skip
        [reverse] Reverse
       *[draw-two] Draw Two
    }
# A deck's cards as players may write them (the codes and "red 7" are typed as they are: keep them).
zark-cards-examples = { $deck ->
        [zark] 7H, 7♥, 10S, KD or 5T for the 5★
        [uno] 7R or red 7, SB (a blue Skip), RG (a green Reverse), +2Y (a yellow Draw Two), W (a Wild) or W4
       *[standard] 7H, 7♥, 10S, KD or JK for a Joker
    }

## Cards and decks

# $examples: zark-cards-examples.
zark-cards-not-a-card = { $text } is not a card. Write cards like { $examples }.
# $decks: the decks' names as typed (standard, zark, uno).
zark-cards-no-deck = There is no deck called { $deck }; choose one of: { $decks }.
zark-ruleset-not-in-deck = The { $card } is not { $deck ->
        [zark] a card of the zark deck
        [uno] an Uno card
       *[standard] a card of the standard deck
    }: write cards like { $examples }.

## Moves in notation (build 7H N13; docs/notation.md). The notation's words (to, with, as, demolish, convert) are
## typed as they are: keep them.

zark-notation-empty = An empty line is not a move.
# $moves: the notation's verbs (agree-end, attack, build, ...).
zark-notation-not-a-move = { $word } is not a move. Moves: { $moves }.
zark-notation-word-count = { $line } has the wrong number of words for { $verb }; see docs/notation.md.
zark-notation-expected = Expected '{ $word }' in { $line }.
zark-notation-not-a-seat = { $text } is not a seat number (1 to 5).
zark-notation-as-one-card = 'as' takes one card, what the Wild stands for: { $line }.
zark-notation-after-demolish = Nothing may follow 'demolish' in { $line }.
zark-notation-convert-size = 'convert' takes one size in { $line }.
zark-notation-attack-ending = An attack ends with 'demolish' or 'convert SIZE': { $line }.
zark-notation-attack-payment = An attack names the cards it pays with: { $line }.

## Table settings (/zark new)

# $options: the game's table options as typed (edition, deck, attack_own, rated, hints, boards).
zark-kind-no-such-option = { $game } has no table option { $option }; its options are { $options }.
# $games: the games as typed (zark-city, unocitta, unopolis).
zark-settings-no-game = There is no game { $game }; choose one of: { $games }.
zark-settings-players = { $game } needs { $fewest } to { $most } { $most ->
        [one] player
       *[other] players
    }, not { $count }.
# $value: the setting's value as typed (classic, uno, 4).
zark-settings-fixed = { $game } is played with { $setting ->
        [edition] edition
        [deck] deck
       *[block_size] block size
    } { $value }, not { $given }.
zark-settings-uno-deck = The uno deck is for Unocitta and Unopolis: choose the game unocitta or unopolis.
zark-settings-no-edition = There is no edition { $edition }; choose one of: { $editions }.
zark-settings-no-deck = There is no deck { $deck }; choose one of: { $decks }.
zark-settings-block-size = A power block has { $fewest } or { $most } { $most ->
        [one] card
       *[other] cards
    }, not { $given }.

## The board and the hand

zark-state-cell-taken = { $cell } already has a card on it.
zark-state-not-next-to-a-card = { $cell } is not next to any card.
zark-state-not-in-hand = The { $card } is not in your hand.
zark-state-hold-only = You hold only { $count } of the { $card }.

## The caretaker (a move played for a player whose time ran out)

zark-caretaker-nothing-to-do = { $name } has nothing to do now.
