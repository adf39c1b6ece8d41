"""The hidden-information seam for Zarcana: a game as one seat might believe it to be (as `rules.hidden`).

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
    sample = game.copy()
    sample.seed = f"resampled-{rng.getrandbits(64):016x}"
    sample.initial_order = None
    others = [other for other in game.seats if other != seat]
    secret_face_down = sorted((card for card, placer in game.face_down.items() if placer != seat), key=sort_key)
    known = {other: sorted(game.known[seat][other], key=sort_key) for other in others}
    pool = Counter(game.deck) + Counter(secret_face_down)
    for other in others:
        pool += Counter(game.hands[other]) - Counter(known[other])
    cards = sorted(pool.elements(), key=sort_key)
    rng.shuffle(cards)
    rest = iter(cards)
    for other in others:
        sample.hands[other] = known[other] + [next(rest) for _ in range(len(game.hands[other]) - len(known[other]))]
    swaps = {card: next(rest) for card in secret_face_down}
    for stack in sample.stacks.values():
        stack[:] = [swaps.get(card, card) for card in stack]
    sample.face_down = {swaps.get(card, card): placer for card, placer in game.face_down.items()}
    sample.deck = list(rest)
    # What the others know is their secret: the sample keeps only what they know of `seat`'s own hand.
    sample.known = [
        [set(cards) if seat in (observer, holder) else set() for holder, cards in enumerate(row)]
        for observer, row in enumerate(game.known)
    ]
    sample.history = [(actor, _masked(actor, action, seat, sample)) for actor, action in game.history]
    return sample


def _masked(actor: int, action: Action, seat: int, sample: ZarcanaGame) -> Action:
    """The cards of a demand `seat` did not see are replaced by stand-ins, the same for any game (Z-39)."""
    if isinstance(action, Give) and seat not in (actor, action.to):
        return Give(tuple(sample.settings.ruleset.cards()[: len(action.cards)]), action.to)
    return action
