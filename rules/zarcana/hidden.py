"""The hidden-information seam for Zarcana: a game as one seat might believe it to be (as `rules.zark.hidden`).

`resample_hidden(game, seat, rng)` keeps everything `seat` knows and deals everything it does not know afresh from
the cards it cannot place. It knows the board's face-up cards, the discard pile, the cards in play, its own hand,
every count, and the cards it knows to be in other hands (`ZarcanaGame.known`: taken by Judgement in front of
everyone, given to it or by it for the Emperor, its old hand after a swap by Justice). Of the face-down cards (Z-45)
it knows only those it placed itself, having seen them at placement: the others, the deck's order and the rest of
every other hand are resampled. The sample depends on nothing else, so a preview or a computer player searching
it cannot learn a secret.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING

from ..core.actions import Action
from .actions import Give
from .cards import sort_key

if TYPE_CHECKING:
    from .game import ZarcanaGame


def resample_hidden(game: ZarcanaGame, seat: int, rng: random.Random) -> ZarcanaGame:
    """A copy of `game` whose hidden cards are dealt afresh, consistently with what `seat` knows (see above). The
    copy has a seed of its own, so its reshuffles follow no secret of the real game."""
    return Resampler(game, seat).sample(rng)


class Resampler:
    """`resample_hidden` for one game and seat, many times (as the Zark family's `rules.zark.hidden.Resampler`): what
    the seat knows is worked out once, and a sample without history (search never reads it) skips masking it."""

    def __init__(self, game: ZarcanaGame, seat: int) -> None:
        self.game, self.seat = game, seat
        self.others = [other for other in game.seats if other != seat]
        self.secret_face_down = sorted(
            (card for card, placer in game.face_down.items() if placer != seat), key=sort_key
        )
        self.known = {other: sorted(game.known[seat][other], key=sort_key) for other in self.others}
        pool = Counter(game.deck) + Counter(self.secret_face_down)
        for other in self.others:
            pool += Counter(game.hands[other]) - Counter(self.known[other])
        self.unseen = sorted(pool.elements(), key=sort_key)
        # What the others know is their secret: a sample keeps only what they know of `seat`'s own hand.
        self.knowledge = [
            [set(cards) if seat in (observer, holder) else set() for holder, cards in enumerate(row)]
            for observer, row in enumerate(game.known)
        ]

    def sample(self, rng: random.Random, *, history: bool = True) -> ZarcanaGame:
        """One sample (see `resample_hidden`); with `history` false it has no history."""
        game, seat = self.game, self.seat
        sample = game.copy(history=False)
        sample.seed = f"resampled-{rng.getrandbits(64):016x}"
        sample.initial_order = None
        cards = list(self.unseen)
        rng.shuffle(cards)
        rest = iter(cards)
        for other in self.others:
            known = self.known[other]
            sample.hands[other] = known + [next(rest) for _ in range(len(game.hands[other]) - len(known))]
        swaps = {card: next(rest) for card in self.secret_face_down}
        if swaps:
            for stack in sample.stacks.values():
                stack[:] = [swaps.get(card, card) for card in stack]
            sample.face_down = {swaps.get(card, card): placer for card, placer in game.face_down.items()}
        sample.deck = list(rest)
        sample.known = [[set(cards) for cards in row] for row in self.knowledge]
        if history:
            sample.history = [(actor, _masked(actor, action, seat, sample)) for actor, action in game.history]
        return sample


def _masked(actor: int, action: Action, seat: int, sample: ZarcanaGame) -> Action:
    """The cards of a demand `seat` did not see are replaced by stand-ins, the same for any game (Z-39)."""
    if isinstance(action, Give) and seat not in (actor, action.to):
        return Give(tuple(sample.settings.ruleset.cards()[: len(action.cards)]), action.to)
    return action
