"""Zarcana's images and texts, behind `render`'s public functions: `ZARCANA_DRAWER` is how they are found
(`render.drawers`).

What a player sees, and where it is drawn:

- `board`: the spaces (a tarot card's face, the depth of its stack, wasteland outlined, the empty spaces next to the
  cards by name), the minions by seat colour and seat letter, size and facing (`minions`), rings around what the
  last move changed and, at the end, gold around the spaces that scored for a winner; the legend (`legend`).
- `faces`: a card's face (value, suit letter or Roman numeral, name), on the board and in the hand.
- `hand`: the viewer's cards with what each power does (`powers`).
- `describe`: alt text, the text board and the hand in words.

Shared with the Zark images: fonts, the fixed palette and PNG encoding, the seat colours and marks
(`render.seats`), the legend's rows and icons, the PREVIEW band. Sizes and colours are in `layout`.
"""

from __future__ import annotations

from collections.abc import Collection

from PIL import Image

import i18n
from i18n import ENGLISH
from rules import Cell
from rules.zarcana import ZarcanaView
from rules.zarcana.words import history_message

from ..drawers import DrawerOf
from ..layout import Box
from . import changes, describe, hand, samples
from .board import draw_board
from .geometry import ZarcanaGeometry, zarcana_geometry


class ZarcanaDrawer:
    def board(self, view: ZarcanaView, *, highlight: Collection[Cell] | None, mark: str) -> Image.Image:
        return draw_board(view, highlight=highlight, mark=mark)

    def hand(self, view: ZarcanaView) -> Image.Image:
        return hand.draw_hand(view)

    def alt_text(self, view: ZarcanaView) -> str:
        return describe.alt_text(view)

    def board_text(self, view: ZarcanaView, *, grid: bool) -> str:
        return describe.board_text(view, grid=grid)

    def hand_text(self, view: ZarcanaView) -> str:
        return describe.hand_text(view)

    def hand_labels(self, view: ZarcanaView) -> tuple[str, ...]:
        return hand.hand_labels(view)

    def move_words(self, view: ZarcanaView, seat: int, notation: str) -> str:
        return i18n.say(ENGLISH, history_message(view, seat, notation))  # the table's language is to come

    def changed_cells(self, before: ZarcanaView, after: ZarcanaView) -> tuple[Cell, ...]:
        return changes.changed_cells(before, after)

    def cell_boxes(self, view: ZarcanaView, cells: Collection[Cell]) -> dict[Cell, Box]:
        return changes.cell_boxes(view, cells)

    def reference_images(self) -> dict[str, bytes]:
        return samples.reference_images()

    @property
    def phone_boards(self) -> tuple[str, ...]:
        return samples.PHONE_BOARDS


ZARCANA_DRAWER: DrawerOf[ZarcanaView] = ZarcanaDrawer()

__all__ = ["ZARCANA_DRAWER", "ZarcanaGeometry", "zarcana_geometry"]
