# Autocomplete: what a choice's name says beside its value, in the asker's language. A choice's name has at most
# 100 characters (Discord's limit): keep each line short.

# A value and what it does or holds: "rated:off · a friendly game, not rated", "M13 (7 of Cups) · your small".
choice-with-words = { $value } · { $words }
# The one entry offered when the game cannot be read in time.
autocomplete-busy = The bot is busy: type the value, or try again in a moment.

## What each value of a table option does (/zark new options:), after the value itself.

table-option-rated-on = the result moves the players' ratings
table-option-rated-off = a friendly game, not rated
table-option-hints-off = no hints, as in a rated game
table-option-hints-on = /{ cmd-zark } { cmd-zark-hint } suggests moves; such a game is never rated
table-option-boards-turn = a board with every post
table-option-boards-round = a board once a round
table-option-boards-asked = no board unless someone asks with /{ cmd-zark } { cmd-zark-board }
table-option-edition-arcade = a card drawn each turn, attacks with change, Fly
table-option-edition-classic = the 2008 rules, every face card worth 1, no Fly (R-19 to R-21)
table-option-deck-standard = 52 cards and 2 Jokers
table-option-deck-zark = five suits with the star, no Jokers
table-option-attack-own-off = only other players' pyramids may be attacked (R-11)
table-option-attack-own-on = players may attack their own pyramids too (R-11)
table-option-safety-end-on = the game also ends when the deck runs out a second time (H-18)
table-option-safety-end-off = only a declaration ends the game (H-18)
table-option-tie-break-off = a tie is a shared win (H-19)
table-option-tie-break-on = a tie goes to the most pips of minions on the board (H-19)
table-option-extra-cards-off = the deck without extra cards (H-20)
table-option-extra-cards-on = the Doppelganger and the Gateway join the deck (H-20)
table-option-trump-order-rws = Strength is 8, Justice 11 (H-21)
table-option-trump-order-marseille = Justice is 8, Strength 11 (H-21)
table-option-first-player-lot = the first player is drawn by lot (H-1)
# $seat: 1 to 5, the order in which the players joined.
table-option-first-player-seat = the { $seat ->
        [1] first
        [2] second
        [3] third
        [4] fourth
       *[5] fifth
    } player to join plays first (H-1)

## Zarcana's choices. $cell a space (N13); $card, $power a card or power in words; $space a zarcana-choice-space;
## $size small, medium or large; $facing up, north, east, south or west; $whose yours or named ($owner's);
## "none" stands for a part left out.

# A space and its top card: $top card ($card), face-down or wasteland.
zarcana-choice-space = { $cell } ({ $top ->
        [wasteland] wasteland
        [face-down] a face-down card
       *[card] { $card }
    })
zarcana-choice-minion = { $whose ->
        [yours] your
       *[named] { $owner }'s
    } { $size ->
        [small] small
        [medium] medium
       *[large] large
    }, { $facing ->
        [up] standing
        [north] pointing north
        [east] pointing east
        [south] pointing south
       *[west] pointing west
    }
zarcana-choice-no-minions = no minions
zarcana-choice-no-minion = no minion: this power needs none (Z-18, Z-29a)
zarcana-choice-facing = { $facing ->
        [up] standing
        [north] pointing north
        [east] pointing east
        [south] pointing south
       *[west] pointing west
    }
# $does: what the power does (zarcana-power-does-*).
zarcana-choice-power = { $power }: { $does }
# $number: a trump's number in this deck's order (H-21), or none.
zarcana-choice-card = { $card }{ $number ->
        [none] {""}
       *[given] {" "}({ $number })
    }
# $powers: the powers the card may be played as, listed.
zarcana-choice-as = { $card } · as { $powers }
# Option 5: $number the cards drawn (a string), $held the hand it leaves.
zarcana-choice-draw-count = { $number } · draw { $number }, to hold { $held ->
        [one] { $held } card
       *[other] { $held } cards
    }
zarcana-choice-top = { $card } on top (H-9)
# The Emperor's demand (Z-39): $cards listed.
zarcana-choice-give = give { $cards }

## What a power would do, offered as a target.

zarcana-choice-strike = attack { $whose ->
        [yours] your
       *[named] { $owner }'s
    } { $size ->
        [small] small
        [medium] medium
       *[large] large
    } on { $space }{ $count ->
        [0] {""}
        [one] , demanding { $count } card
       *[other] , demanding { $count } cards
    }
zarcana-choice-raze = raze the top card of { $space }
zarcana-choice-convert = convert { $whose ->
        [yours] your
       *[named] { $owner }'s
    } { $size ->
        [small] small
        [medium] medium
       *[large] large
    } on { $space } into your { $into ->
        [small] small
        [medium] medium
       *[large] large
    }
zarcana-choice-move = move to { $space }, then stand
# $into: the size it grows to, or none (a large minion).
zarcana-choice-grow = grow{ $into ->
        [small] {" "}to small
        [medium] {" "}to medium
        [large] {" "}to large
       *[none] {""}
    }
zarcana-choice-clone = clone a { $size ->
        [small] small
        [medium] medium
       *[large] large
    }, standing
# $card: a card from the hand, or none (a card from the deck).
zarcana-choice-build = build { $card ->
        [none] a card from the deck
       *[given] { $card } from your hand
    } on { $space }
zarcana-choice-draw = draw { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }, then take one more option
zarcana-choice-create = put your { $size ->
        [small] small
        [medium] medium
       *[large] large
    } on { $space }
# $count: the cards in the other player's hand.
zarcana-choice-swap = swap hands with { $name } ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    })
zarcana-choice-transport = carry this territory and its minions to { $space }
# $cards: the cards taken, listed (or zarcana-no-cards).
zarcana-choice-take = take { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } from the discard pile: { $cards }
zarcana-choice-teleport = teleport to { $space }, then stand
zarcana-choice-plain = nothing to choose
