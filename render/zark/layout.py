"""The Zark family's own sizes (cards, the board's margin, the hand), beside the sizes and colours every family's
images share in `render.layout`; Zarcana's are in `render.zarcana.layout`."""

from __future__ import annotations

from render import layout
from render.layout import px

CARD_PAD = px(5)
BOARD_MARGIN = px(14)
SLOT_INSET = px(6)  # the faint outline of an empty cell, inside the cell
OUTER_SLOT_INSET = 1  # at the sides of an outer column's cell: the narrow column keeps its room for the names
HIGHLIGHT_WIDTH = px(7)  # the white ring around cards the last action changed
RING_REACH = HIGHLIGHT_WIDTH + layout.WIN_WIDTH  # how far the rings around a card (and its name) reach at most
#: The cells' names (K11): every card's under it, every empty cell's in its middle, at one size for the board
#: (`grid.name_size`) that grows with the board's width from `NAME_MIN` up to `NAME_MAX`.
NAME_MIN = layout.FRONTIER_NAME_SIZE
NAME_MAX = 44
NAME_GAP = px(5)  # from a card's bottom edge to the top of its name's capitals
NAME_CLEAR = px(6)  # between the ring around a card's name and the card below
#: The widest a card's name is drawn: narrower than a column by the rings' reach, so a ring around one card's name
#: never reaches its neighbour's (a far cell's long name shrinks to fit).
NAME_ROOM = layout.PITCH - RING_REACH - 1
NAME_INSET = 6  # an empty cell's name keeps this much room inside its outline, in all
NAME_LINE_GAP = px(7)  # between the two lines of an outer column's name (`grid.name_lines`)
HAND_CARD_WIDTH = 150
HAND_CARD_HEIGHT = 210
HAND_GAP = 16
HAND_PER_ROW = 5
