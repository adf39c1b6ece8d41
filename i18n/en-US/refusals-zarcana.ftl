# Zarcana's refusals (rules/zarcana/), the review's (rules/review.py), and the words they put in.

## A card and a power named in words. $rank: A, 2 to 10, P, N, Q, K; $suit: C, W, S, D; $name: a trump's or
## an extra card's code (rules/zarcana/cards.py); a suit's power: cups, wands, swords, discs.

zarcana-card-suit = { $rank ->
        [A] Ace
        [P] Page
        [N] Knight
        [Q] Queen
        [K] King
       *[pip] { $rank }
    } of { $suit ->
        [C] Cups
        [W] Wands
        [S] Swords
       *[D] Discs
    }
zarcana-card-trump = { $name ->
        [Fool] The Fool
        [Magician] The Magician
        [Priestess] The High Priestess
        [Empress] The Empress
        [Emperor] The Emperor
        [Hierophant] The Hierophant
        [Lovers] The Lovers
        [Chariot] The Chariot
        [Strength] Strength
        [Hermit] The Hermit
        [Wheel] Wheel of Fortune
        [Justice] Justice
        [HangedMan] The Hanged Man
        [Death] Death
        [Temperance] Temperance
        [Devil] The Devil
        [Tower] The Tower
        [Star] The Star
        [Moon] The Moon
        [Sun] The Sun
        [Judgement] Judgement
        [World] The World
        [Doppelganger] The Doppelganger
       *[Gateway] The Gateway
    }
zarcana-power-suit = { $suit ->
        [cups] Cups
        [wands] Wands
        [swords] Swords
       *[discs] Discs
    }

## What must be done before anything else: $name, $giver, $receiver are players' names; $card, $first,
## $second, $power are a card or power in words (above); $cell a space (M13).

zarcana-next-use-drawn = { $name } must use { $card }, drawn by the Fool, as if from their hand (Z-35).
zarcana-next-second-step = { $name } may use { $power } again with the minion on { $cell }, or say { cmd-zarcana-done }.
zarcana-next-reorient-own = { $name } reorients their own minions: one more minion.
zarcana-next-reorient-own-or-done = { $name } reorients their own minions: one more minion or say { cmd-zarcana-done }.
zarcana-next-reorient-devil = { $name } reorients minions on and around { $cell } (the Devil): one more minion.
zarcana-next-reorient-devil-or-done = { $name } reorients minions on and around { $cell } (the Devil): one more minion or say { cmd-zarcana-done }.
zarcana-next-demand = { $giver } must give { $receiver } { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } of their choice (the Emperor, Z-39).
zarcana-next-order = { $name } chooses which goes on top of the discard pile: { $first } or { $second } (H-9).

## The game (rules/zarcana/game.py). $next is one of the zarcana-next-* sentences; $move a move's notation,
## quoted ('done').

zarcana-first = First: { $next }
zarcana-preview-after-decision = { $next } Preview your move once that is answered: it may change the board.
zarcana-not-your-turn = It is { $name }'s turn, not yours.
zarcana-nothing-to-answer = There is nothing to answer now: take a turn option ({ $move }).
zarcana-not-a-turn-option = { $move } is not a Zarcana turn option.
zarcana-devil-change-first = Reorient a minion first: the Devil must change something (H-22).
zarcana-already-agreed = You have already agreed to end this game.

## The notation (rules/zarcana/notation.py, cards.py, powers.py, minions.py): $line, $text, $rest, $verb are what
## the player typed, quoted; $keyword a word of the notation, quoted ('at'); $moves the notation's moves, listed;
## $what the part missing: cell, size, facing, card, top, effect, move, power, seat, demand or count.

zarcana-notation-ends-early = { $line } ends too soon: { $what ->
        [size] a size
        [facing] a facing
        [card] a card
        [top] the card to put on top
        [effect] the effect
        [move] the move
        [power] a power
        [seat] a seat number
        [demand] the cards demanded
        [count] how many cards
       *[cell] a cell
    } is missing (see docs/notation.md).
zarcana-notation-expected = Expected { $keyword } in { $line } (see docs/notation.md).
zarcana-notation-too-long = { $rest } is more than { $line } needs.
zarcana-notation-not-a-number = { $text } is not a number ({ $what ->
        [seat] a seat number
        [demand] the cards demanded
       *[count] how many cards
    }) in { $line }.
zarcana-notation-not-a-seat = { $number } is not a seat number (1 to { $most }, H-23).
zarcana-notation-not-an-effect = { $verb } is not what a power does; see docs/notation.md.
zarcana-notation-empty = An empty line is not a move.
zarcana-notation-not-a-move = { $verb } is not a Zarcana move. Moves: { $moves }.
zarcana-notation-not-a-card = { $text } is not a tarot card. Write suit cards like 7C (7 of Cups), PS (Page of Swords), ND (Knight of Discs), KW (King of Wands), and trumps by name: Fool, Priestess, HangedMan, World.
zarcana-notation-not-a-power = { $text } is not a power: say cups, wands, swords, discs, or a trump's name.
zarcana-notation-not-a-facing = { $text } is not a facing: say up (standing), north, east, south or west (Z-13).

## The table (rules/zarcana/settings.py, kind.py): $text what was given, quoted; $orders and $options the
## option values and names, listed (words of the options, the same in every language).

zarcana-settings-players = Zarcana needs { $least } to { $most } players, not { $count } (H-23).
zarcana-settings-trump-order = There is no trump order { $text }; choose one of: { $orders } (H-21).
zarcana-settings-first-seat = Seat { $seat } was chosen to play first, but the table has only { $count ->
        [one] { $count } player
       *[other] { $count } players
    } (H-1).
zarcana-settings-first-player = The first player is a seat number from 1 to { $most }, or lot, not { $text }.
zarcana-settings-no-option = Zarcana has no table option { $text }; its options are { $options }.

## The review (rules/review.py).

review-not-over = This game is not over yet. A review sees every player's cards, so it is only for a finished game.

## Starting a table the engine refuses (play/lobby.py): $refusal is the engine's sentence.

play-lobby-start-refused = { $refusal } Wait for more players to join, or cancel and open a new game.
