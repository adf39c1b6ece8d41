"""What an animated replay (`render.replay`) asks of a Zark family board: which cells a move changed, seen by
comparing two public views, and where the board image draws them."""

from __future__ import annotations

from collections.abc import Collection

from i18n import ENGLISH
from rules import Cell
from rules.zark import ZarkView

from ..layout import Box
from .geometry import board_geometry


def changed_cells(before: ZarkView, after: ZarkView) -> tuple[Cell, ...]:
    """The cells whose card, pieces or Wild's nomination differ, in reading order."""
    cells = set(before.cards) | set(after.cards) | set(before.pieces) | set(after.pieces)
    changed = (
        cell
        for cell in cells
        if before.cards.get(cell) != after.cards.get(cell)
        or before.pieces.get(cell, ()) != after.pieces.get(cell, ())
        or before.nominations.get(cell) != after.nominations.get(cell)
    )
    return tuple(sorted(changed, key=lambda cell: (cell[1], cell[0])))


def cell_boxes(view: ZarkView, cells: Collection[Cell], *, language: str = ENGLISH) -> dict[Cell, Box]:
    """The card of each of `cells` on the board image of `view` (drawn in `language`, which sets its narrowest
    width) with its name under it, or its grid cell when no card lies there."""
    geometry = board_geometry(view, language=language)
    boxes = {
        cell: geometry.card_and_name(cell) if cell in geometry.cards else geometry.cells.get(cell) for cell in cells
    }
    return {cell: box for cell, box in boxes.items() if box is not None}
