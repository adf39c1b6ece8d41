"""Which spaces a Zarcana board shows: every space with a card, every space a minion occupies without one
(wasteland, Z-11) and, while the game is on, every other empty space next to a card, since minions move, build and
are put there (Z-11, Z-41, Z-53)."""

from __future__ import annotations

from rules import Phase
from rules.core.cells import Cell, neighbours
from rules.zarcana import ZarcanaView


def shown_spaces(view: ZarcanaView) -> tuple[set[Cell], set[Cell], set[Cell]]:
    """The spaces with a card, those a minion occupies without one (wasteland), and, while the game is on, the other
    empty spaces next to a card."""
    cards = {cell for cell, stack in view.stacks.items() if stack}
    wasteland = {cell for cell, here in view.minions.items() if here and cell not in cards}
    empty: set[Cell] = set()
    if view.phase is not Phase.OVER:
        empty = {n for cell in cards for n in neighbours(cell)} - cards - wasteland
    return cards, wasteland, empty
