"""The caretaker: the move played for a player who let a deadline pass, so a game never stalls.

- Choosing starters (R-2): the lowest number card in hand (ties: the first suit in ♠ ♥ ♦ ♣ ★ order).
- First round (R-3): the lowest legal cell: the leftmost column, then the topmost row.
- A turn: the easy computer player's move, which sees only what the absent player's seat sees; its
  choices are seeded by the game's public history, so the same moment gives the same move.
- The hand limit (R-8): discard number cards first, lowest rank first; then J and Jokers, then Q, then K, and
  Aces last (they pay for attacks and, in arcade, fly). With the Uno deck: numbers, then Skips and Reverses, then
  Draw Twos and Wilds, then Wild Draw Fours (by the points they pay, R-23).
"""

from __future__ import annotations

import random

from ..core.actions import Action
from ..core.errors import IllegalActionError
from ..core.messages import Message
from ..core.phase import Phase
from ..players.search import choose_with_evaluation
from .actions import Discard, Place, Starter
from .cards import CARD_INFO, Card, sort_key
from .evaluation import ZARK_EVALUATION
from .game import ZarkGame
from .legal import frontier
from .settings import HAND_LIMIT


def caretaker_action(game: ZarkGame, seat: int) -> Action:
    """The action played for `seat`, who must act now. Raises if `seat` has nothing to do."""
    if seat not in game.seats_to_act():
        raise IllegalActionError(Message("zark-caretaker-nothing-to-do", name=game.name(seat)))
    if game.phase is Phase.STARTERS:
        numbers = [card for card in game.hands[seat] if game.settings.ruleset.is_number(card)]
        return Starter(min(numbers, key=sort_key))
    if game.phase is Phase.HATCHING:
        return Place(min(frontier(game)))
    if game.phase is Phase.DISCARD:
        excess = len(game.hands[seat]) - HAND_LIMIT
        return Discard(tuple(sorted(game.hands[seat], key=lambda card: _least_useful(game, card))[:excess]))
    rng = random.Random(f"caretaker:{seat}:{len(game.history)}")  # public facts only: the seed would be a secret
    return choose_with_evaluation(ZARK_EVALUATION, game, seat, "easy", rng)


def _least_useful(game: ZarkGame, card: Card) -> tuple[int, int, int, tuple[int, int, int]]:
    rules = game.settings.ruleset
    if rules.is_number(card):
        return (0, CARD_INFO[card].rank, 0, sort_key(card))
    return (1, int(rules.flies(card)), rules.attack_points(card), sort_key(card))
