"""What an animated replay (`render.replay`) asks of a Zarcana board: which spaces a move changed, seen by comparing
two public views, and where the board image draws them."""

from __future__ import annotations

from collections.abc import Collection

from i18n import ENGLISH
from rules import Cell
from rules.zarcana import ZarcanaView

from ..layout import Box
from .board import stack_box
from .geometry import zarcana_geometry


def changed_cells(before: ZarcanaView, after: ZarcanaView) -> tuple[Cell, ...]:
    """The spaces whose stack or minions differ, in reading order."""
    cells = set(before.stacks) | set(after.stacks) | set(before.minions) | set(after.minions)
    changed = (
        cell
        for cell in cells
        if before.stacks.get(cell, ()) != after.stacks.get(cell, ())
        or before.minions.get(cell, ()) != after.minions.get(cell, ())
    )
    return tuple(sorted(changed, key=lambda cell: (cell[1], cell[0])))


def cell_boxes(view: ZarcanaView, cells: Collection[Cell], *, language: str = ENGLISH) -> dict[Cell, Box]:
    """The stack (or empty space's outline) of each of `cells` that the board image of `view`, drawn in `language`
    (which sets its narrowest width), shows."""
    geometry = zarcana_geometry(view, language=language)
    boxes: dict[Cell, Box] = {}
    for cell in cells:
        if cell in geometry.cards:
            boxes[cell] = stack_box(view, cell, geometry.cards[cell])
        elif (box := geometry.wastelands.get(cell) or geometry.empties.get(cell)) is not None:
            boxes[cell] = box
    return boxes
