"""Random legal games, for the command line, the property tests and the benchmark (OpenSpiel's random_sim)."""

from __future__ import annotations

import random

from ..core.actions import Action, Resign
from ..core.phase import Phase
from . import legal
from .game import ZarkGame
from .settings import ZarkSettings

#: How often a random player takes a free action (re-nominating a Wild, R-24) when it may, before its turn option.
FREE_ACTION_CHANCE = 0.1


def random_step(game: ZarkGame, rng: random.Random, resign_chance: float = 0.0) -> tuple[int, Action]:
    """Choose who acts and a uniformly random legal action for them; apply it and return it. Now and then the
    action is a free one (which leaves the turn with the same player)."""
    seat = rng.choice(game.seats_to_act())
    free = legal.free_actions(game, seat)
    if resign_chance and rng.random() < resign_chance:
        action: Action = Resign()
    elif free and rng.random() < FREE_ACTION_CHANCE:
        action = rng.choice(free)
    else:
        action = rng.choice(game.legal_actions(seat))
    game.apply(seat, action)
    return seat, action


def random_game(
    settings: ZarkSettings, seed: str | int, *, max_turns: int = 500, rng_seed: int | None = None
) -> ZarkGame:
    """Play random legal actions until someone wins or `max_turns` turns have begun."""
    game = ZarkGame.new(settings, seed)
    rng = random.Random(f"{seed}:players" if rng_seed is None else rng_seed)
    while game.phase is not Phase.OVER and game.turn <= max_turns:
        random_step(game, rng)
    return game
