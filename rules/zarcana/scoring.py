"""Scoring (Z-62, Z-63): the spaces each player alone occupies, which the game scores at its end and the board
shows as the score so far."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..core.cells import Cell
from .minions import Minion


def held_alone(
    minions: Mapping[Cell, Sequence[Minion]], stacks: Mapping[Cell, Sequence[object]], seats: int
) -> dict[int, list[Cell]]:
    """For each of `seats` seats, the spaces with a card that only its minions occupy (Z-62), in reading order (row by
    row, left to right). Shared spaces, spaces without minions and wasteland score nothing."""
    result: dict[int, list[Cell]] = {seat: [] for seat in range(seats)}
    for cell in sorted(minions, key=lambda cell: (cell[1], cell[0])):
        owners = {minion.owner for minion in minions[cell]}
        if len(owners) == 1 and stacks.get(cell):
            result[owners.pop()].append(cell)
    return result
