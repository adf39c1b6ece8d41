"""The Zark family's own sizes (cards, the board's margin, the hand), beside the sizes and colours every family's
images share in `render.layout`; Zarcana's are in `render.zarcana.layout`."""

from __future__ import annotations

from render.layout import px

CARD_PAD = px(5)
BOARD_MARGIN = px(14)
SLOT_INSET = px(6)  # the faint outline of an empty cell, inside the cell
NAME_SIZE = px(18)  # the cell name in a card's bottom-right corner
FRONTIER_NAME_MAX = 42  # an empty cell's name grows with the board's width up to this (`geometry.frontier_name_size`)
HIGHLIGHT_WIDTH = px(7)  # the white ring around cards the last action changed
HAND_CARD_WIDTH = 150
HAND_CARD_HEIGHT = 210
HAND_GAP = 16
HAND_PER_ROW = 5
