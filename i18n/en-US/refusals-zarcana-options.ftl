# Zarcana's turn options and powers refused (rules/zarcana/turn_options.py, checks.py).
#
# $card, $copied, $first, $second, $here, $there: a card in words (zarcana-card-suit, zarcana-card-trump);
# $power: a power in words (zarcana-power-suit or a trump's name); $minion: a minion in words
# (zarcana-check-minion); $cell, $target, $chosen: spaces (M13); $name: a player's name; $rule: a rule id (Z-30);
# $asked (and $first in zarcana-check-say-power): a power as the notation writes it (cups, wands, moon,
# hangedman), and $choices a list of them joined with commas, the same words in every language; $size: small,
# medium or large; $facing: up, north, east, south or west; $count, $held, $room, $most, $limit: numbers.

## A minion named in a refusal: $whose is yours, named ($name's) or nobody (a seat no one sits at).

zarcana-check-minion = { $whose ->
        [yours] your
        [nobody] a
       *[named] { $name }'s
    } { $size ->
        [small] small
        [medium] medium
       *[large] large
    } { $facing ->
        [up] standing
        [north] pointing north
        [east] pointing east
        [south] pointing south
       *[west] pointing west
    }

## The turn options (rules/zarcana/turn_options.py).

zarcana-option-place-minions-out = You have minions on the board: place one only when you have none (option 1, Z-29).
zarcana-option-place-no-card = { $cell } has no card: place your minion on a card territory (option 1).
zarcana-option-forbidden = This extra option may not use { $card }, which granted it (Z-37).
zarcana-option-not-in-hand = { $card } is not in your hand.
zarcana-option-no-such-minion-yours = You have no minion on { $cell } like that ({ $minion }).
zarcana-option-use-wasteland = Your minion on { $cell } is in the wasteland: there is no territory to use (Z-16).
zarcana-option-use-face-down = The card under your minion on { $cell } lies face down: it cannot be used (Z-45).
zarcana-option-actor-gone = The acting minion is no longer on the board.
zarcana-option-reorient-own = You reorient only your own minions (option 4); the Devil reorients anyone's (Z-50).
zarcana-option-devil-scope = The Devil reorients minions on { $cell } and the four spaces next to it only (Z-50).
zarcana-option-facings = A minion stands or points north, east, south or west (Z-13).
zarcana-option-reoriented-already = That minion has already been reoriented this time.
zarcana-option-faces-already = That minion already faces { $facing ->
        [up] up
        [north] north
        [east] east
        [south] south
       *[west] west
    }: choose another way (Z-13).
zarcana-option-draw-count = Draw one, two or three cards (option 5, Z-26).
zarcana-option-draw-above-six = You hold { $held ->
        [one] { $held } card
       *[other] { $held } cards
    }: { $room ->
        [0] you may draw no more
       *[other] you may draw { $room } at most
    }, never going above six (Z-26, H-4).
zarcana-option-top-not-in-hand = { $card } is not in your hand: name the card of your hand to put on top of the pile (H-9).
zarcana-option-order-not-in-hand = { $card } is not one of the cards of your hand: name them from the top of the pile down (H-9).
zarcana-option-order-not-reaching = { $card } is not one of the cards reaching the discard pile together: name them from the top of the pile down (H-9).
zarcana-option-order-twice = { $card } is named twice: name each card once, from the top of the pile down (H-9).
zarcana-option-declared-already = The final round has been declared already: it is declared once only (Z-66, H-18).
zarcana-option-declare-draw-first = The deck is empty but has not been reshuffled yet, so the final round cannot be declared yet: someone must draw first, which shuffles the discard pile into a new deck (Z-65, Z-66, H-24).
zarcana-option-declare-discard-first = The deck is empty but has not been reshuffled yet, so the final round cannot be declared yet: once cards reach the discard pile, someone must draw, which shuffles the discard pile into a new deck (Z-65, Z-66, H-24).
zarcana-option-declare-not-yet = The final round may be declared once the deck has been used up and reshuffled (Z-66, H-24).
zarcana-option-give-to = The Emperor's demand is { $name }'s: give the cards to them (Z-39).
zarcana-option-give-count = Give exactly { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } (the Emperor's demand, Z-39).
zarcana-option-top-choose = Choose which goes on top of the discard pile: { $first } or { $second } (H-9).

## Whether a power may be used so (rules/zarcana/checks.py): the card's powers, the acting minion.

zarcana-check-world-nothing = { $card } has no face-up trump on the board to copy (Z-56, Z-61).
zarcana-check-discard-empty = The discard pile is empty: { $card } has no power now (Z-57).
zarcana-check-copies-court = { $card } has the power of { $power } here, not { $asked }: it copies { $copied }, a court card, with its own suit's power only (Z-57, H-17).
zarcana-check-power-only = { $card } has the power of { $power } here, not { $asked }.
zarcana-check-power-only-court = { $card } has the power of { $power } here, not { $asked } (a court card is wild only when played from the hand, Z-22, Z-35).
zarcana-check-say-power = Say which power { $card } is used as: { $choices } (as in 'as { $first }').
zarcana-check-one-of = { $card } is used here as one of: { $choices }; not { $asked }.
zarcana-check-say-minion = { $power } is used by one of your minions: say which (Z-18, { $rule }).
zarcana-check-no-minion-needed = { $power } needs no particular minion: name none (Z-18, Z-29a).
zarcana-check-no-minion-there = You have no { $size ->
        [small] small
        [medium] medium
       *[large] large
    } minion { $facing ->
        [up] standing
        [north] pointing north
        [east] pointing east
        [south] pointing south
       *[west] pointing west
    } on { $cell }.
zarcana-check-needs-lying = { $power } needs a lying minion (horizontal, Z-14, { $rule }); { $minion } on { $cell } stands.
zarcana-check-needs-standing = { $power } needs a standing minion (vertical, Z-14, { $rule }); { $minion } on { $cell } lies.
zarcana-check-not-from-wasteland = { $power } cannot be used from the wasteland (Z-16, { $rule }): { $cell } has no card.

## The effect of a power: $form names the notation the power's effect is written in.

zarcana-check-not-direct = { $power } is not a power a minion uses directly.
zarcana-check-used-as = { $power } is used as: { $form ->
        [strike] attack SEAT SIZE FACING at CELL, or raze CELL
        [convert] convert SEAT SIZE FACING at CELL to SIZE
        [move] move to CELL
        [grow] grow, or clone SIZE
        [build-sun] build CARD at CELL (a card from your hand)
        [build] build at CELL
        [draw] draw N (0, 1 or 2), then another option
        [create] create SIZE at CELL
        [swap] swap SEAT
        [transport] transport to CELL
        [take] take N (1 to 3)
        [teleport] teleport to CELL
       *[plain] nothing more: the power has no choice to make
    } ({ $rule }; see docs/notation.md).
zarcana-check-not-target = Your minion on { $cell } targets { $target }, not { $chosen }: a lying minion targets the space it points at, a standing one its own (Z-15).
zarcana-check-attack-itself = A minion may not attack itself (Z-30).
zarcana-check-no-such-minion = There is no minion on { $cell } like that ({ $minion }).
zarcana-check-cannot-reduce = { $name } has no { $size ->
        [large] medium
       *[medium] small
    } minion in their stash, so their { $size ->
        [large] large
       *[medium] medium
    } cannot be reduced: choose another victim or power (H-3, Z-59).
zarcana-check-only-emperor-demands = Only the Emperor demands cards (Z-39).
zarcana-check-demand-enemy = The Emperor demands cards only when it attacks an enemy minion (Z-39).
zarcana-check-demand-up-to-three = The Emperor demands up to three cards (Z-39).
zarcana-check-demand-holds = { $name } holds { $count ->
        [0] no cards
        [one] only { $count } card
       *[other] only { $count } cards
    } to give (Z-39).
zarcana-check-demand-room = You may demand { $count ->
        [0] no cards
        [one] only { $count } card
       *[other] only { $count } cards
    }: the demand keeps you at six or fewer (H-12).
zarcana-check-no-card-to-remove = { $cell } has no card to remove.
zarcana-check-raze-minions = There are minions on { $cell }: { $power } removes a card only where there are no minions at all (Z-30); the Tower may (Z-51).
zarcana-check-convert-not-raze = { $power } never removes a card: it converts a minion in the target space into one of yours, of its size or smaller, standing (Z-40, H-13).
zarcana-check-convert-not-attack = { $power } does not attack: it converts a minion in the target space into one of yours, of its size or smaller, standing (Z-40, H-13).
zarcana-check-replacement-size = The replacement is the victim's size or smaller: { $size ->
        [small] small
        [medium] medium
       *[large] large
    } at most (Z-40).
zarcana-check-none-in-stash = You have no { $size ->
        [small] small
        [medium] medium
        [large] large
       *[such] such
    } minion in your stash (Z-2).
zarcana-check-convert-nothing = Replacing your own standing minion by one of the same size changes nothing (H-22).
zarcana-check-one-step = { $power } moves one step, to a space next to { $cell } ({ $rule }).
zarcana-check-void = { $cell } is in the void, with no card on it or next to it: a minion may not move there (H-7).
zarcana-check-crowded = { $cell } already holds { $count } minions: the population limit is { $limit } (Z-24, H-5).
zarcana-check-crowded-empress = { $cell } already holds { $count } minions: the population limit is { $limit } (Z-24, H-5). The Empress ignores it (Z-38).
zarcana-check-large-grow = A large minion cannot grow any bigger (Z-32).
zarcana-check-grow-stash = You have no { $size ->
        [medium] medium
       *[large] large
    } minion in your stash to grow into (Z-2, Z-59).
zarcana-check-clone-size = A clone is the acting minion's size or smaller: { $size ->
        [small] small
        [medium] medium
       *[large] large
    } at most (Z-32).
zarcana-check-sun-which = The Sun builds with a card from your hand: say which (Z-54).
zarcana-check-sun-itself = { $card } is the card being used: it cannot build itself; build with another card of your hand (Z-54).
zarcana-check-sun-not-in-hand = { $card } is not in your hand (Z-54).
zarcana-check-build-from-deck = { $power } builds with the top card of the deck, not a card from your hand (Z-33).
zarcana-check-no-card-left = There is no card left to draw, in the deck or the discard pile (Z-65, H-22).
zarcana-check-build-enemies = Another player has minions on { $cell }: { $power } cannot build there (Z-33); Temperance can (Z-49).
zarcana-check-draws-up-to = { $power } draws up to { $most } cards.
zarcana-check-draw-above-six = You hold { $held ->
        [one] { $held } card
       *[other] { $held } cards
    }: drawing { $count } would take you above six (Z-26, H-4, H-11).
zarcana-check-nothing-to-draw = No card is left to draw, in the deck or the discard pile (Z-65).
zarcana-check-left-to-draw = Only { $count ->
        [one] { $count } card is
       *[other] { $count } cards are
    } left to draw (Z-65).
zarcana-check-lovers-not-empty = { $cell } is not an empty wasteland space: the Lovers need one with no card and no minion (Z-41).
zarcana-check-lovers-no-card-near = { $cell } is next to no card (Z-41).
zarcana-check-justice-seat = Justice swaps your hand with another player's: name their seat (Z-46).
zarcana-check-left-game = { $name } has left the game.
zarcana-check-hands-empty = Both hands are empty: swapping them would change nothing (H-22).
zarcana-check-moon-here = The Moon carries this territory somewhere else.
zarcana-check-moon-minions = { $cell } has minions on it: the Moon lands only on an empty territory or empty wasteland (Z-53).
zarcana-check-moon-alone = { $cell } would touch no card but the one the Moon carries (H-16).
zarcana-check-judgement-count = Judgement takes one to three cards from the discard pile (Z-55, H-22).
zarcana-check-take-above-six = You hold { $held ->
        [one] { $held } card
       *[other] { $held } cards
    }: taking { $count } would take you above six (H-11).
zarcana-check-judgement-pile = The discard pile holds { $count ->
        [0] no card
        [one] only { $count } card
       *[other] only { $count } cards
    } to take (Judgement itself does not count, Z-55).
zarcana-check-gateway-face-down = The card under your minion lies face down, so its suit is unknown (Z-45, Z-58).
zarcana-check-gateway-here = The Gateway teleports to another territory (Z-58).
zarcana-check-gateway-no-card = { $cell } has no face-up card to teleport to (Z-58).
zarcana-check-gateway-suit = { $there } on { $cell } is not of the suit of { $here } (Z-58, H-17).
