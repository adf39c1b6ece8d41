"""The caretaker: the move played for an absent Zarcana player at a deadline, so a game never stalls. It is the easy
computer player's move (`rules.players`, with `evaluation.ZARCANA_EVALUATION`), which sees only what the absent
player's seat sees; its choices are seeded by public facts only (the game's seed would be a secret), so the same
moment gives the same move."""

from __future__ import annotations

import random

from ..core.actions import Action
from ..players.search import choose_with_evaluation
from .evaluation import ZARCANA_EVALUATION
from .game import ZarcanaGame


def caretaker_action(game: ZarcanaGame, seat: int) -> Action:
    """The action played for `seat`, who must act now."""
    return choose_with_evaluation(
        ZARCANA_EVALUATION, game, seat, "easy", random.Random(f"caretaker:{seat}:{len(game.history)}")
    )
