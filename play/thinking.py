"""Which computer player chooses a seat's move: the Zark family's (`rules.players`, `rules.caretaker`) or Zarcana's
(`rules.zarcana.players`), by the game's engine. Imports only the rules, so the worker processes that run `decide`
(`play.workers`) load nothing else."""

from __future__ import annotations

from rules import Action, players
from rules import GameState
from rules.zarcana import ZarcanaGame
from rules.zarcana import players as zarcana_players
from rules.zark import caretaker


def decide(game: GameState, seat: int, level: str, seed: str) -> Action:
    """The move a computer seat at `level` plays now, seeded by `seed` (public: the game, its version, the seat).
    Zarcana's players play its own levels (medium and hard play as easy there)."""
    if isinstance(game, ZarcanaGame):
        return zarcana_players.decide(game, seat, level, seed)
    return players.decide(game, seat, level, seed)


def caretaker_action(game: GameState, seat: int) -> Action:
    """The move a caretaker plays for an absent player at a deadline: the easy computer player's, seeing only that
    seat's cards, seeded by public facts."""
    if isinstance(game, ZarcanaGame):
        return zarcana_players.caretaker_action(game, seat)
    return caretaker.caretaker_action(game, seat)
