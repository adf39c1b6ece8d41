"""Random legal games, for the command line, the property tests and the benchmark (OpenSpiel's random_sim)."""

from __future__ import annotations

import random

from .actions import Action, Resign
from .game import Game
from .phase import Phase
from .settings import Settings


def random_step(game: Game, rng: random.Random, resign_chance: float = 0.0) -> tuple[int, Action]:
    """Choose who acts and a uniformly random legal action for them; apply it and return it."""
    seat = rng.choice(game.seats_to_act())
    if resign_chance and rng.random() < resign_chance:
        action: Action = Resign()
    else:
        action = rng.choice(game.legal_actions(seat))
    game.apply(seat, action)
    return seat, action


def random_game(settings: Settings, seed: str | int, *, max_turns: int = 500, rng_seed: int | None = None) -> Game:
    """Play random legal actions until someone wins or `max_turns` turns have begun."""
    game = Game.new(settings, seed)
    rng = random.Random(f"{seed}:players" if rng_seed is None else rng_seed)
    while game.phase is not Phase.OVER and game.turn <= max_turns:
        random_step(game, rng)
    return game
