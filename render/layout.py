"""Every size and colour the images use, in one place, so the look can be tuned without reading the drawing code.

Sizes are in pixels of the finished PNG. The board is a grid of square cells, each big enough for a landscape
card; cards alternate portrait and landscape by the parity of ``x + y`` (R-4), and all text stays upright.
"""

from __future__ import annotations

RGB = tuple[int, int, int]
Box = tuple[int, int, int, int]  # (left, top, right, bottom), right and bottom exclusive, as in PIL's crop

# ----------------------------------------------------------------------------------------------- board grid

#: Every board size below is a design size times this. A phone shows a big board shrunk to its width whatever
#: the scale, so the scale only sets the pixel count: this one keeps a 54-card board's PNG quick to encode.
BOARD_SCALE = 0.82


def px(design: float) -> int:
    """A size drawn at the design's scale, in pixels of the finished board (`render.zark.layout` uses it too)."""
    return round(design * BOARD_SCALE)


PITCH = px(128)  # one grid cell: a landscape card plus the gap between cards
RING = px(54)  # the outer row and column of empty cells only carry a name, so they are narrower
CARD_LONG = px(122)
CARD_SHORT = px(96)  # squarer than a real card (0.71) so portrait cards waste less width, yet clearly crosswise
CARD_RADIUS = px(9)
CARD_EDGE_WIDTH = 2
EMPTY_BOARD_HEIGHT = 150  # before the first card is placed

RANK_SIZE = px(42)  # rank and suit on one line, condensed bold: "10♠" fits a portrait card
#: An Uno card's rank and colour letter on its band (`render.zark.uno`): as large as the band holds (a suit card's
#: rank must leave "10♠" room across a portrait card), so the letter is `render.seats.MARK_PHONE_HEIGHT` tall at phone
#: width, with room to spare, on boards of five players (1,370 px wide and more).
UNO_BAND_SIZE = px(46)
RANK_TOP = px(3)
RANK_BAND = px(46)  # height of the rank line at the top of a card
WILD_TAG_SIZE = px(26)  # a Wild's "W" or "W4" in its black tag, on one line
WILD_STACK_SIZE = px(21)  # in the narrow tag of a Wild that stands for a card: "W", or "W" over "4"
WILD_STACK_GAP = 3
WILD_TAG_PAD = px(5)
MARK_SIZE = px(30)  # the words on a band across the top of a board, such as a preview's mark
FRONTIER_NAME_SIZE = px(18)  # the cells' names on a board at its narrowest (`render.zark.grid.name_size`)

# Pyramid heights for small, medium and large: 1x, 1.5x and 2x, and a base a little narrower than the height.
PYRAMID_HEIGHT = {1: px(22), 2: px(33), 3: px(44)}
PYRAMID_WIDTH_RATIO = 0.84
PYRAMID_GAP = 2
PYRAMID_SCALES = (1.0, 0.9, 0.8, 0.7, 0.62, 0.55, 0.5, 0.45, 0.4, 0.36, 0.32)  # tried in turn until all fit
SUPERSAMPLE = 4  # pyramids and card corners are drawn this much larger, then shrunk, for smooth edges

REPLAY_OUTLINE_WIDTH = 5  # in an animation's frame, shrunk or not: clear at a phone's width
WIN_WIDTH = px(7)  # the gold band around the winning power block, outside the last-move ring

# ----------------------------------------------------------------------------------------------- legend

LEGEND_MIN_WIDTH = 760
LEGEND_PAD = 18
LEGEND_FONT_MIN, LEGEND_FONT_MAX = 27, 46
LEGEND_FONT_PER_PIXEL = 0.024  # legend text grows with the image so it stays readable when a phone shrinks it
LEGEND_LINE = 1.45  # line height as a multiple of the font size

# ----------------------------------------------------------------------------------------------- hand image

HAND_MIN_WIDTH = 620  # room for the title line
HAND_MARGIN = 20
HAND_RANK_SIZE = 64
HAND_SUIT_SIZE = 70  # a big suit symbol in the middle of each card, as on a real one
HAND_BADGE_SIZE = 26
HAND_UNO_BAND = 78  # an Uno card's coloured band, with its rank
HAND_UNO_DISC = 76  # the disc below it, with the colour letter or a Wild's four colours
HAND_TITLE_SIZE = 30

# ----------------------------------------------------------------------------------------------- colours

FELT: RGB = (38, 70, 58)  # the dark felt of the table every board and hand lies on
FRONTIER_TEXT: RGB = (148, 186, 168)
FRONTIER_SLOT: RGB = (52, 88, 74)
CARD_FACE: RGB = (255, 255, 255)
CARD_EDGE: RGB = (92, 92, 92)
NAME_TEXT: RGB = (96, 96, 96)
LAST_MOVE: RGB = (255, 255, 255)
WIN_BAND: RGB = (255, 190, 30)
PYRAMID_OUTLINE: RGB = (28, 28, 28)

SUIT_COLOURS: dict[str, RGB] = {
    "S": (22, 22, 22),
    "C": (22, 22, 22),
    "H": (204, 20, 40),
    "D": (204, 20, 40),
    "T": (72, 44, 168),  # the zark deck's fifth suit, the star: indigo, unlike any player colour
    "": (22, 22, 22),  # Joker
}

#: Uno colours (R-22) by letter, as card fills. Each card also carries its colour letter, so colour is never the
#: only cue. The fills are kept apart from every seat colour below (bluer blue, yellower green, deeper yellow) and
#: from each other; `tests/render/test_colours.py` measures the CIELAB distances.
UNO_RGB: dict[str, RGB] = {
    "R": (204, 20, 40),  # the red of hearts and diamonds
    "Y": (180, 164, 0),
    "G": (30, 120, 30),
    "B": (40, 50, 160),
}
#: The text drawn on each Uno fill, whichever reads better on it.
UNO_INK: dict[str, RGB] = {"R": (255, 255, 255), "Y": (22, 22, 22), "G": (255, 255, 255), "B": (255, 255, 255)}
WILD_RGB: RGB = (22, 22, 22)  # a Wild is black, as in the real deck, with white text

#: The seat colours and the seat marks are in `seats`: chosen for every eye, and measured there.

LEGEND_BG: RGB = (246, 243, 236)
LEGEND_TEXT: RGB = (28, 28, 28)
LEGEND_MUTED: RGB = (110, 110, 110)
LEGEND_CURRENT: RGB = (220, 232, 250)  # the row of the player whose turn it is: apart from every seat colour
LEGEND_RULE: RGB = (200, 196, 188)
BADGE_BG: RGB = (40, 40, 40)
BADGE_TEXT: RGB = (255, 255, 255)
FLY_BG: RGB = (0, 114, 178)
