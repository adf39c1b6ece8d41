"""The hidden-information seam: a game as one seat might believe it to be (OpenSpiel's resample_from_infostate).

`resample_hidden(game, seat, rng)` keeps everything `seat` knows (the board, the pieces, the discard pile, its own
hand and starter, every hand size, every public fact of the history) and deals everything it does not know (the
deck's order, the other hands, starters not yet revealed) afresh from the cards it cannot see. What a seat knows
of another hand is what R-1 showed at the deal, less the cards seen leaving that hand since; those stay where they
are. The sample is drawn from the seat's knowledge alone: two games that look the same to `seat` give the same
sample from the same `rng` state, so nothing secret can leak into a preview or a computer player's search.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING

from ..core.phase import Phase
from .actions import Attack, Build, Discard, Fly, Hatch, Starter
from .cards import Card, sort_key

if TYPE_CHECKING:
    from .game import ZarkGame

#: How many times a deal is drawn again when it breaks a fact every player knows (a hidden starter is a number
#: card, R-2; a player still choosing holds a number card, R-1) before the second fact is given up.
_TRIES = 200


def known_cards(game: ZarkGame, seat: int, other: int) -> Counter[Card]:
    """The cards `seat` knows to be among `other`'s hand (and hidden starter): shown at the deal (R-1) and not
    seen to leave it since. A lower bound: with copies of a card (Uno), a copy drawn later may have left instead."""
    if other == seat:
        return Counter(game.hands[seat])
    shown = [cards for revealed, cards in game.setup_reveals if revealed == other]
    if not shown:
        return Counter()
    known = Counter(shown[-1])  # each reveal repeats the hand, one card more
    revealed_starters = game.phase is not Phase.STARTERS
    for actor, action in game.history:
        if actor == other:
            known -= Counter(_cards_shown_leaving(action, revealed_starters))
    return known


def _cards_shown_leaving(action: object, revealed_starters: bool) -> tuple[Card, ...]:
    match action:
        case Build(card=card) | Hatch(card=card) | Fly(ace=card):
            return (card,)
        case Attack(payment=payment):
            return payment
        case Discard(cards=cards):
            return cards
        case Starter(card=card) if revealed_starters:
            return (card,)
    return ()


def resample_hidden(game: ZarkGame, seat: int, rng: random.Random) -> ZarkGame:
    """A copy of `game` whose hidden parts are dealt afresh, consistently with what `seat` knows (see above).

    The copy has a seed of its own, so a reshuffle in it follows no secret of the real game, and its history names
    its own starters where the real ones are still secret; resampling it again for `seat` is resampling the game.
    """
    return Resampler(game, seat).sample(rng)


class Resampler:
    """`resample_hidden` for one game and seat, many times: what the seat knows is worked out once (search draws
    hundreds of samples of one position, and reading the history for what each hand showed is the slow part)."""

    def __init__(self, game: ZarkGame, seat: int) -> None:
        self.game, self.seat = game, seat
        self.others = [other for other in game.seats if other != seat]
        self.hidden_starter = {
            other: game.phase is Phase.STARTERS and game.starters[other] is not None for other in self.others
        }  # chosen but not yet revealed
        known = {other: known_cards(game, seat, other) for other in self.others}
        self.known = {other: sorted(cards.elements(), key=sort_key) for other, cards in known.items()}
        pool = Counter(game.settings.ruleset.cards())
        pool -= Counter(game.cards.values()) + Counter(game.discard) + Counter(game.hands[seat])
        pool -= Counter(
            card
            for other, card in enumerate(game.starters)
            if card is not None and (other == seat or game.phase is not Phase.STARTERS)
        )
        pool -= sum(known.values(), Counter())
        self.unseen = sorted(pool.elements(), key=lambda card: (sort_key(card), card))
        self.must_hold_a_number = [
            other
            for other in self.others
            if game.phase is Phase.STARTERS and not self.hidden_starter[other] and not game.resigned[other]
        ]

    def sample(self, rng: random.Random, *, history: bool = True) -> ZarkGame:
        """One sample (see `resample_hidden`); with `history` false it has no history, which search never reads."""
        game, rules = self.game, self.game.settings.ruleset
        sample = game.copy(history=False)
        sample.seed = f"resampled-{rng.getrandbits(64):016x}"
        sample.initial_order = None
        cards = list(self.unseen)
        for attempt in range(2 * _TRIES):
            rng.shuffle(cards)
            rest = iter(cards)
            for other in self.others:
                size = len(game.hands[other]) + self.hidden_starter[other]
                place = list(self.known[other])
                place += [next(rest) for _ in range(size - len(place))]
                if self.hidden_starter[other]:
                    numbers = sorted({card for card in place if rules.is_number(card)}, key=sort_key)
                    if not numbers:
                        break
                    starter = rng.choice(numbers)
                    place.remove(starter)
                    sample.starters[other] = starter
                sample.hands[other] = place
            else:
                sample.deck = list(rest)
                if attempt >= _TRIES or all(
                    any(map(rules.is_number, sample.hands[o])) for o in self.must_hold_a_number
                ):
                    if history:
                        sample.history = [
                            (actor, Starter(sample.starters[actor] or action.card))
                            if isinstance(action, Starter) and self.hidden_starter.get(actor)
                            else (actor, action)
                            for actor, action in game.history
                        ]
                    return sample
        raise RuntimeError("No deal of the hidden cards fits what this seat knows; the game's state is inconsistent.")
