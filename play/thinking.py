"""What a computer seat plays, and the caretaker: asked of the game's kind (`rules.GameKind.choose`,
`caretaker_action`). Imports only the rules, so the worker processes that run `decide` (`play.workers`) load nothing
else."""

from __future__ import annotations

import random

from rules import Action, GameState, kind_of


def decide(game: GameState, seat: int, level: str, seed: str) -> Action:
    """The move a computer seat at `level` plays now, seeded by `seed` (public: the game, its version, the seat)."""
    return kind_of(game).choose(game, seat, level, random.Random(seed))


def caretaker_action(game: GameState, seat: int) -> Action:
    """The move a caretaker plays for an absent player at a deadline: the easy computer player's, seeing only that
    seat's cards, seeded by public facts."""
    return kind_of(game).caretaker_action(game, seat)
