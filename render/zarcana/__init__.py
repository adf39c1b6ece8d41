"""Zarcana's images and texts, behind `render`'s public functions (`render.board_png` and the others dispatch here
for a `rules.zarcana.ZarcanaView`).

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

from .board import draw_board
from .describe import alt_text, board_text, hand_text
from .geometry import ZarcanaGeometry, zarcana_geometry
from .hand import draw_hand, hand_labels

__all__ = [
    "ZarcanaGeometry",
    "alt_text",
    "board_text",
    "draw_board",
    "draw_hand",
    "hand_labels",
    "hand_text",
    "zarcana_geometry",
]
