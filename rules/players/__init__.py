"""Computer players for every game kind: `choose(game, seat, level, rng, budget)` gives the action a level plays.

The levels (`LEVELS`: random, easy, medium, hard; and `GENTLE`, the tutorial's) are written once
(`rules.players.search`, with the hard level's tree search in `rules.players.ismcts`) against the `Evaluation`
protocol (`rules.core.evaluation`); each game kind gives its own evaluation (`GameKind.evaluation`), which is all the
levels read of a game. `rules.players.arena` sets
levels against each other. docs/computer-players.md says how strong each level is in each game and how fast.
"""

from __future__ import annotations

import random

from ..core.actions import Action
from ..core.evaluation import GENTLE, LEVELS
from ..core.protocol import GameState
from ..core.registry import kind_of
from . import search

__all__ = ["GENTLE", "LEVELS", "choose", "decide", "default_budget"]


def choose(game: GameState, seat: int, level: str, rng: random.Random, budget: int | None = None) -> Action:
    """The action `level` plays for `seat`, who must act now, seeing only what that seat may see; `budget` is how
    much it searches (`default_budget` when None). Raises `ValueError` for an unknown level or a seat with nothing
    to do."""
    return search.choose_with_evaluation(kind_of(game).evaluation, game, seat, level, rng, budget=budget)


def default_budget(game: GameState, level: str) -> int:
    """How much `level` searches in `game` when no budget is given, at its table's number of active seats."""
    return kind_of(game).evaluation.default_budget(level, len(game.active_seats()))


def decide(game: GameState, seat: int, level: str, seed: str) -> Action:
    """`choose` with a generator seeded by `seed` and the level's own budget: what a computer seat at a table
    plays. Module-level and fed only picklable values, so the bot runs it in a worker process."""
    return choose(game, seat, level, random.Random(seed))
