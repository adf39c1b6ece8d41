"""Every size and colour of the Zarcana images, in one place (the shared ones come from `render.layout`).

Sizes are pixels of the finished PNG. A phone shows a board image about 400 px wide whatever its width, so what
keeps a card's name readable there is its size *relative to the image's width*: the grid's columns are as narrow as
the names allow, and its rows tall (tarot cards are tall), since height costs nothing on a phone. All colours are
`render.layout`'s, so Zarcana's images use the fixed palette without adding to it.
"""

from __future__ import annotations

from render import layout
from render.layout import RGB

# ----------------------------------------------------------------------------------------------- board grid

COLUMN = 176  # one grid column: a card and the gap between cards
ROW = 252  # one grid row: cards are tall, as tarot cards are
RING_COLUMN = 66  # an outer column of empty spaces that only carry a name
RING_ROW = 44  # an outer row likewise
CARD_WIDTH = 166
CARD_HEIGHT = 242
CARD_PAD = 6
BOARD_MARGIN = 12
SLOT_INSET = 6  # an empty space's faint outline, inside its cell
EMPTY_HEIGHT = 120  # a board with no card left on it (every card razed: no game seen does it, but none forbids it)
STACK_OFFSET = 4  # each card under the top one peeks out this far below and to the right, up to `STACK_SHOWN`
STACK_SHOWN = 2

BAND = 48  # the coloured band across the top of a card: its value, and its numeral or suit letter
VALUE_SIZE = 44  # the value, in the band's left end
BAND_MARK_SIZE = 34  # a trump's numeral or a suit's letter, in the band's right end
NAME_SIZE = 30  # the card's name under the band, condensed bold, on one or two lines
NAME_MIN_SIZE = 22  # a long name shrinks to fit, down to this
NAME_LINE = 32
CELL_NAME_SIZE = 26  # the space's name in the card's bottom-right corner, on the narrowest boards
CELL_NAME_MAX = 34  # on wider boards it grows (`board.cell_name_style`), up to what `FOOT` and a ring column hold
FOOT = 36  # the line at the bottom of a card: the stack's depth (left) and the space's name (right)
DEPTH_SIZE = 19  # the stack's depth, white on a dark pill

#: Minion heights for small, medium and large: 1x, 1.5x, 2x, as the pyramids are (Z-1, Z-3).
MINION_HEIGHT = {1: 36, 2: 54, 3: 72}
STANDING_WIDTH_RATIO = 0.84  # an upright pyramid from the side, as on the Zark boards
ARROW_WIDTH_RATIO = 0.66  # a lying minion from above: a dart as long as the pyramid is tall, narrower
ARROW_NOTCH = 0.32  # how far the dart's back is notched in, as a share of its length
MINION_GAP = 3
MINION_SCALES = (1.0, 0.9, 0.8, 0.7, 0.62, 0.55, 0.5, 0.45, 0.4, 0.36, 0.32, 0.28, 0.25)  # tried until all fit

#: Seat marks on spaces: `render.seats.mark_font_size` for the image's width (tall enough at phone width), and never
#: smaller than this, so on a narrow board the letter still matches the minions beside it in size.
MARK_SIZE_MIN = 28

#: What a card's value and name measure at least when the board is shown 400 px wide (`render.seats.PHONE_WIDTH`):
#: the value's digits and the name's capitals, on boards up to seven spaces wide (1,256 px; no normal game spreads
#: that far, only long games nobody ends). Measured by tests/render/test_legibility.py. A wider board shrinks them.
VALUE_PHONE_HEIGHT = 10
NAME_PHONE_HEIGHT = 7

HIGHLIGHT_WIDTH = 6  # the white ring around spaces the last move changed
SCORE_WIDTH = 6  # the gold ring, at the end, around the spaces that scored for a winner

# ----------------------------------------------------------------------------------------------- hand image

HAND_CARD_WIDTH = 240
HAND_CARD_HEIGHT = 350
HAND_PER_ROW = 3  # a phone shows the hand 400 px wide: three cards a row keep its text large there
HAND_GAP = 16
HAND_BAND = 72
HAND_VALUE_SIZE = 60
HAND_BAND_MARK_SIZE = 44
HAND_NAME_SIZE = 32
HAND_TEXT_SIZE = 22
HAND_NEEDS_SIZE = 19

# ----------------------------------------------------------------------------------------------- colours

#: The band of each suit (Z-4), by suit letter, and "" for trumps and the extra cards: the Uno colours, already
#: in the palette and kept apart from the seat colours (tests/render/test_colours.py). A suit is never told by
#: colour alone: the band carries its letter and the name its word ("7 of Cups").
SUIT_RGB: dict[str, RGB] = {
    "C": layout.UNO_RGB["R"],  # Cups red, as hearts
    "W": layout.UNO_RGB["G"],  # Wands green, as living wood
    "S": layout.UNO_RGB["B"],  # Swords blue, as steel
    "D": layout.UNO_RGB["Y"],  # Discs gold, as coins
    "": layout.WILD_RGB,  # trumps and extras black
}
SUIT_INK: dict[str, RGB] = {
    "C": layout.UNO_INK["R"],
    "W": layout.UNO_INK["G"],
    "S": layout.UNO_INK["B"],
    "D": layout.UNO_INK["Y"],
    "": layout.CARD_FACE,
}
BACK_RGB: RGB = layout.BADGE_BG  # a face-down card's band: dark, with a lattice
BACK_LINES: RGB = layout.NAME_TEXT
NAME_INK: RGB = layout.LEGEND_TEXT
WASTELAND_EDGE: RGB = layout.FRONTIER_TEXT  # the dashed outline of an empty space a minion occupies
WASTELAND_TEXT: RGB = layout.FRONTIER_TEXT
WASTELAND_MARK: RGB = layout.CARD_FACE  # seat marks are white on the table, as in the hand image
