"""Minions (Z-1, Z-13 to Z-15): who owns one, its size, and which way it faces.

A minion stands (``U``, vertical) or lies pointing north, east, south or west (``N``, ``E``, ``S``, ``W``, horizontal;
never diagonally, Z-13). North is up the board: from ``M13`` it points at ``M12``. A standing minion targets its
own space, a lying one the neighbouring space it points at (Z-15). Minions of one owner, size and facing in one
space are interchangeable, so that triple is all that names a minion there.
"""

from __future__ import annotations

from typing import NamedTuple

from ..core.actions import LARGE, MEDIUM, SIZE_NAMES, SMALL
from ..core.cells import Cell
from ..core.errors import NotationError, quoted
from ..core.messages import Message

UP, NORTH, EAST, SOUTH, WEST = "U", "N", "E", "S", "W"
FACINGS = (UP, NORTH, EAST, SOUTH, WEST)
FACING_WORDS = {UP: "up", NORTH: "north", EAST: "east", SOUTH: "south", WEST: "west"}
_STEPS = {NORTH: (0, -1), EAST: (1, 0), SOUTH: (0, 1), WEST: (-1, 0)}
_FACING_INPUT = {word: facing for facing, word in FACING_WORDS.items()}
_FACING_INPUT.update({"u": UP, "standing": UP, "stand": UP, "vertical": UP, "n": NORTH, "e": EAST, "s": SOUTH})
_FACING_INPUT.update({"w": WEST, "^": UP, "↑": NORTH, "→": EAST, "↓": SOUTH, "←": WEST})
SIZES = (SMALL, MEDIUM, LARGE)  # Z-3: small < medium < large

__all__ = ["FACINGS", "FACING_WORDS", "SIZES", "SIZE_NAMES", "Minion", "parse_facing", "target_of"]


class Minion(NamedTuple):
    owner: int  # seat, 0-based
    size: int  # 1 small, 2 medium, 3 large
    facing: str  # U, N, E, S or W

    @property
    def standing(self) -> bool:
        return self.facing == UP


def target_of(cell: Cell, facing: str) -> Cell:
    """The space a minion on `cell` facing `facing` targets (Z-15): its own when standing."""
    if facing == UP:
        return cell
    dx, dy = _STEPS[facing]
    return (cell[0] + dx, cell[1] + dy)


def parse_facing(text: str) -> str:
    try:
        return _FACING_INPUT[text.strip().lower()]
    except KeyError:
        raise NotationError(Message("zarcana-notation-not-a-facing", text=quoted(text))) from None
