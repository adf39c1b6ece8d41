"""The Zark family's images and texts (Zark City, Unocitta, Unopolis), behind `render`'s public functions:
`ZARK_DRAWER` is how they are found (`render.drawers`).

- `board`: the cards (`sprites`, and the Uno deck's faces in `uno`), the pyramids with their seat marks, the empty
  cells' names, rings around the last move and the winning block, and the legend (`legend`); `geometry` lays it out.
- `hand`: the viewer's cards, large. `describe`: alt text, the text board and the hand in words.
"""

from __future__ import annotations

from collections.abc import Collection

from PIL import Image

from rules import Cell, GameView
from rules.zark import ZarkView

from ..layout import Box
from . import changes, describe, hand, samples
from .board import draw_board
from .geometry import BoardGeometry, PiecePlacement, board_geometry


def _view(view: GameView) -> ZarkView:
    assert isinstance(view, ZarkView), f"{type(view).__name__} is not a Zark family view"
    return view


class ZarkDrawer:
    def board(self, view: GameView, *, highlight: Collection[Cell] | None, mark: str) -> Image.Image:
        return draw_board(_view(view), highlight=highlight, mark=mark)

    def hand(self, view: GameView) -> Image.Image:
        return hand.draw_hand(_view(view))

    def alt_text(self, view: GameView) -> str:
        return describe.alt_text(_view(view))

    def board_text(self, view: GameView, *, grid: bool) -> str:
        return describe.board_text(_view(view), grid=grid)

    def hand_text(self, view: GameView) -> str:
        return describe.hand_text(_view(view))

    def hand_labels(self, view: GameView) -> tuple[str, ...]:
        return hand.hand_labels(_view(view))

    def move_words(self, view: GameView, seat: int, notation: str) -> str:
        own = _view(view)
        return describe.action_words(own, notation)

    def changed_cells(self, before: GameView, after: GameView) -> tuple[Cell, ...]:
        return changes.changed_cells(_view(before), _view(after))

    def cell_boxes(self, view: GameView, cells: Collection[Cell]) -> dict[Cell, Box]:
        return changes.cell_boxes(_view(view), cells)

    def reference_images(self) -> dict[str, bytes]:
        return samples.reference_images()

    @property
    def phone_boards(self) -> tuple[str, ...]:
        return samples.PHONE_BOARDS


ZARK_DRAWER = ZarkDrawer()

__all__ = ["ZARK_DRAWER", "BoardGeometry", "PiecePlacement", "board_geometry"]
