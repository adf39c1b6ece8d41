"""Who owns a piece, in every image: the seat colours and the seat marks, from one place.

Every game family's images show a seat the same two ways, so that no piece is known by its colour alone:

- **Colour.** `SEAT_RGB` holds five colours named as `rules.SEAT_COLOURS` names them. They were found by search
  (from the Okabe-Ito palette used before, each colour kept to its name's range of hue and as close to the old one
  as the constraints allow) so that every pair is at least `SEAT_DELTA_E` apart in CIEDE2000 as seen with normal
  vision and with protanopia, deuteranopia and tritanopia simulated (`render.colour_vision`), and every colour at
  least `BACKGROUND_DELTA_E` from each of `PIECE_BACKGROUNDS`. Why 20: a ΔE2000 of 1 is the smallest difference seen
  between two large patches side by side, and about 10 tells two such patches apart at a glance; but pieces are
  small (a few pixels on a phone) and compared across the board, not side by side, and the smaller a mark the larger
  the difference it needs (Szafir, "Modeling Color Difference for Visualization Design", IEEE VIS 2017). The
  Okabe-Ito seat colours came down to 11.5 (orange and yellow under deuteranopia) and 11.1 (orange and purple under
  tritanopia), the pairs players reported as merging; 20 is nearly twice that, and about the most five colours that
  keep their names can reach under all four visions: the search's best was 20.4, which these colours reach.
- **Mark.** A seat's letter (`rules.SEAT_LETTERS`: B, O, G, P, Y) drawn in dark ink before each group of that seat's
  pieces, sized by `mark_font_size` from the image's width so that it is at least `MARK_PHONE_HEIGHT` pixels tall
  when the image is shown `PHONE_WIDTH` pixels wide, as a phone shows it. The letter is not drawn inside the pieces:
  a small pyramid is far too small for it. The legend and the hand show the same letter beside the player's name.

A new game family (Zarcana) reuses both: colour its pieces with `SEAT_RGB[seat.colour]`, draw them on one of the
`PIECE_BACKGROUNDS` (or add its background there, where the colour test will measure it), put the seat's mark before
each seat's group of pieces with `sprites.paste_mark` at `mark_font_size(image width)`, and add its boards to the
phone-width tests in ``tests/render/test_legibility.py``.
"""

from __future__ import annotations

import math
from functools import cache

from . import layout
from .fonts import font
from .layout import RGB

#: The seat colours, by the names `rules.SEAT_COLOURS` gives them.
SEAT_RGB: dict[str, RGB] = {
    "blue": (0, 96, 206),
    "orange": (188, 110, 0),
    "green": (0, 174, 132),
    "purple": (174, 152, 230),
    "yellow": (244, 200, 0),
}

#: Every colour a seat colour is drawn on or against: card faces (the pyramids), the legend and its highlighted row
#: (the legend's pyramids), the table (the hand image's pyramid) and the pyramids' own outline.
PIECE_BACKGROUNDS: dict[str, RGB] = {
    "card face": layout.CARD_FACE,
    "legend": layout.LEGEND_BG,
    "legend row to play": layout.LEGEND_CURRENT,
    "table": layout.FELT,
    "pyramid outline": layout.PYRAMID_OUTLINE,
}

SEAT_DELTA_E = 20.0  # least CIEDE2000 between two seat colours, under each of the four visions
BACKGROUND_DELTA_E = 20.0  # least CIEDE2000 between a seat colour and each of `PIECE_BACKGROUNDS`, likewise

# ----------------------------------------------------------------------------------------------- marks

PHONE_WIDTH = 400  # a phone shows an image about this many pixels wide
#: The least height of a seat mark's letter at phone width: 7 px is about 12 minutes of arc at a phone's reading
#: distance, over twice the smallest letter a normally sighted reader can name (5') and two thirds of the capitals
#: of a phone's body text (about 11 px): read at a glance, not only with effort.
MARK_PHONE_HEIGHT = 7
#: Where seats share a card, the marks take the room the card has: not below `MARK_PHONE_HEIGHT` where two seats share
#: a card of a board up to `SHARED_BY_TWO_WIDTH` px wide, and down to this at phone width otherwise (three seats on
#: one card, or two on a five-player board of 1,265 px or more): legible as one of five known letters, not at a glance.
SHARED_MARK_PHONE_HEIGHT = 5
SHARED_BY_TWO_WIDTH = 1160
#: The height drawn for: a little over the floor, since scaling blurs the edge rows of a letter.
_MARK_PHONE_DESIGN_HEIGHT = 7.6
MARK_FONT = "condensed"  # narrow, so a mark takes little room from the pyramids beside it
MARK_INK: RGB = layout.PYRAMID_OUTLINE
#: The largest mark: a landscape card's piece area is 37 px tall, and a mark stays inside it. Boards wider than
#: about 1,620 px (no sample board: the 54-card board is 1,592) have marks under `MARK_PHONE_HEIGHT` at phone width.
MARK_FONT_MAX = 41
MARK_FONT_MIN = 12  # when a crowded card cannot hold the board's mark size, marks shrink no further than this


@cache  # `mark_font_size` asks for up to 30 sizes on every board: 0.5 ms a board uncached, 6 µs cached
def cap_height(size: int) -> int:
    """The height of a capital letter in the mark font at `size` (the seat letters have no descenders)."""
    return -int(font(MARK_FONT, size).getbbox("B", anchor="ls")[1])


def mark_font_size(image_width: int) -> int:
    """The mark's font size for an image `image_width` pixels wide: tall enough at phone width, up to the largest
    mark a card can hold."""
    return phone_font_size(image_width, MARK_FONT_MIN, MARK_FONT_MAX)


def phone_font_size(image_width: int, least: int, most: int) -> int:
    """The smallest size from `least` of text in `MARK_FONT` (seat marks, cell names) whose capitals and digits are
    `MARK_PHONE_HEIGHT` tall when an image `image_width` pixels wide is shown at phone width; `most` if none up to it
    is."""
    wanted = _MARK_PHONE_DESIGN_HEIGHT * image_width / PHONE_WIDTH
    size = least
    while size < most and cap_height(size) < wanted:
        size += 1
    return size


@cache  # asked again for every packing `geometry.place_pieces` tries; 13 µs a call uncached
def mark_width(letter: str, size: int) -> int:
    """The width a seat's mark takes, ink and side bearings included."""
    return math.ceil(font(MARK_FONT, size).getlength(letter))
