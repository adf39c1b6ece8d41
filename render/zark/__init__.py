"""The Zark family's images and texts (Zark City, Unocitta, Unopolis), behind `render`'s public functions:
`ZARK_DRAWER` is how they are found (`render.drawers`).

- `board`: the cards (`sprites`, and the Uno deck's faces in `uno`), the pyramids with their seat marks, the cells'
  names, rings around the last move and the winning block, and the legend (`legend`); `geometry` lays it out, on
  the grid of cells and names that `grid` makes (names large enough for a phone: under the cards, not on them).
- `hand`: the viewer's cards, large. `describe`: alt text, the text board and the hand in words.
"""

from __future__ import annotations

from collections.abc import Collection

from PIL import Image

from i18n import ENGLISH
from rules import Cell
from rules.zark import ZarkView

from ..drawers import DrawerOf
from ..layout import Box
from . import changes, describe, hand, samples, words
from .board import draw_board
from .geometry import BoardGeometry, PiecePlacement, board_geometry


class ZarkDrawer:
    def board(
        self, view: ZarkView, *, highlight: Collection[Cell] | None, mark: str, language: str = ENGLISH
    ) -> Image.Image:
        return draw_board(view, highlight=highlight, mark=mark, language=language)

    def hand(self, view: ZarkView, *, language: str = ENGLISH) -> Image.Image:
        return hand.draw_hand(view, language=language)

    def alt_text(self, view: ZarkView, *, language: str = ENGLISH) -> str:
        return describe.alt_text(view, language=language)

    def board_text(self, view: ZarkView, *, grid: bool, language: str = ENGLISH) -> str:
        return describe.board_text(view, grid=grid, language=language)

    def hand_text(self, view: ZarkView, *, language: str = ENGLISH) -> str:
        return describe.hand_text(view, language=language)

    def hand_labels(self, view: ZarkView) -> tuple[str, ...]:
        return hand.hand_labels(view)

    def move_words(self, view: ZarkView, seat: int, notation: str, *, language: str = ENGLISH) -> str:
        return words.history_words(language, view, notation)

    def changed_cells(self, before: ZarkView, after: ZarkView) -> tuple[Cell, ...]:
        return changes.changed_cells(before, after)

    def cell_boxes(self, view: ZarkView, cells: Collection[Cell], *, language: str = ENGLISH) -> dict[Cell, Box]:
        return changes.cell_boxes(view, cells, language=language)

    def reference_images(self) -> dict[str, bytes]:
        return samples.reference_images()

    @property
    def phone_boards(self) -> tuple[str, ...]:
        return samples.PHONE_BOARDS


ZARK_DRAWER: DrawerOf[ZarkView] = ZarkDrawer()

__all__ = ["ZARK_DRAWER", "BoardGeometry", "PiecePlacement", "board_geometry"]
