"""What a computer seat plays, and the caretaker: the levels of `rules.players` with the game kind's evaluation, and
the kind's `caretaker_action`. Imports only the rules, so the worker processes that run `decide` (`play.workers`)
load nothing else."""

from __future__ import annotations

from rules import Action, GameState, kind_of
from rules.players import decide

__all__ = ["caretaker_action", "decide"]


def caretaker_action(game: GameState, seat: int) -> Action:
    """The move a caretaker plays for an absent player at a deadline: the easy computer player's, seeing only that
    seat's cards, seeded by public facts."""
    return kind_of(game).caretaker_action(game, seat)
