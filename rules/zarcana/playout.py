"""Random legal Zarcana games, for the command line, the property tests and the benchmark (OpenSpiel's random_sim).

The random player first picks a kind of action uniformly (a turn option or a kind of answer, and for a power's use
the power too), then one action of that kind: a uniform pick over all actions would nearly always play a card,
since one card has many uses, and games would rarely see a draw, a declaration or the rarer powers.
"""

from __future__ import annotations

import random
from collections import defaultdict

from ..core.actions import Action, Resign
from ..core.phase import Phase
from .game import ZarcanaGame
from .settings import ZarcanaSettings


def random_action(game: ZarcanaGame, seat: int, rng: random.Random, *, declare: bool = True) -> Action:
    """A random legal action for `seat` (see above); with `declare` false, never option 8 when another is open."""
    by_kind: dict[tuple[str, str], list[Action]] = defaultdict(list)
    for action in game.legal_actions(seat):
        by_kind[(type(action).__name__, getattr(action, "power", ""))].append(action)
    kinds = sorted(by_kind)
    if not declare and len(kinds) > 1:
        kinds = [kind for kind in kinds if kind[0] != "Declare"]
    return rng.choice(by_kind[rng.choice(kinds)])


def random_step(game: ZarcanaGame, rng: random.Random, resign_chance: float = 0.0) -> tuple[int, Action]:
    """Choose who acts and a random legal action for them; apply it and return it."""
    seat = rng.choice(game.seats_to_act())
    action = Resign() if resign_chance and rng.random() < resign_chance else random_action(game, seat, rng)
    game.apply(seat, action)
    return seat, action


def random_game(
    settings: ZarcanaSettings, seed: str | int, *, max_turns: int = 500, rng_seed: int | None = None
) -> ZarcanaGame:
    """Play random legal actions until the game ends or `max_turns` turns have begun (the H-18 safety end, on by
    default, ends nearly every game well before)."""
    game = ZarcanaGame.new(settings, seed)
    rng = random.Random(f"{seed}:players" if rng_seed is None else rng_seed)
    while game.phase is not Phase.OVER and game.turn <= max_turns:
        random_step(game, rng)
    return game
