"""The board's grid and the cells' names: the columns and rows that hold the cards and the ring of empty cells around
them, and where each cell's name (K11) is written, large enough to read at a phone's width.

A phone shows a board `render.seats.PHONE_WIDTH` pixels wide, so a name is legible only if it is large relative to
the image's width: every name is drawn at one size for the board (`name_size`), whose capitals and digits are
`render.seats.MARK_PHONE_HEIGHT` tall at phone width, as the seat marks are. The width is what a wide board has
none of to spare (the cards, their ranks and marks shrink with every pixel added), while height costs nothing on a
phone, which scrolls. So:

- a card's name goes under the card, not in its corner (a card has no room for it at that size): each row of cards
  is taller than a column is wide by the names' band, and the rings around a card (the last move, the winning block)
  take its name in;
- an empty cell's name stays in its middle, inside the cell's faint outline;
- the outer ring's columns are narrow: their names are written on one line where that costs no width (the board is
  narrower than the legend) and otherwise in two, the column's letters over the row's number (E over 11), which
  fit the narrow column with its outline near its sides; where even those are wider the column widens, first into
  the board's margin.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import cache

from rules import Cell, Phase, cell_name
from rules.zark import ZarkView

from .. import layout
from ..fonts import font, text_length
from ..layout import Box
from ..seats import cap_height, phone_font_size
from .layout import (
    BOARD_MARGIN,
    NAME_CLEAR,
    NAME_GAP,
    NAME_INSET,
    NAME_LINE_GAP,
    NAME_MAX,
    NAME_MIN,
    NAME_ROOM,
    OUTER_SLOT_INSET,
    RING_REACH,
    SLOT_INSET,
)

Spans = dict[int, tuple[int, int]]


@dataclass(frozen=True, slots=True)
class CellLabel:
    """One line of a cell's name as the board writes it (K11, or E and 11 on two lines): in the condensed font at
    `size`, placed at `xy` by `anchor` as `PIL.ImageDraw.ImageDraw.text` places text; `box` is where its ink is."""

    text: str
    size: int
    xy: tuple[int, int]
    anchor: str
    box: Box


def text_line(text: str, size: int, xy: tuple[int, int], anchor: str) -> CellLabel:
    left, top, right, bottom = (int(edge) for edge in font("condensed", size).getbbox(text, anchor=anchor))
    return CellLabel(text, size, xy, anchor, (xy[0] + left, xy[1] + top, xy[0] + right, xy[1] + bottom))


def name_size(image_width: int) -> int:
    """The cells' names' size on a board `image_width` pixels wide: `render.seats.MARK_PHONE_HEIGHT` tall at phone
    width, as the seat marks are, from `NAME_MIN` up to `NAME_MAX`."""
    return phone_font_size(image_width, NAME_MIN, NAME_MAX)


def fitted_size(texts: tuple[str, ...], size: int, room: int) -> int:
    """`size`, or smaller where a line of `texts` would be wider than `room` (a far cell's long name, such as -B10)."""
    while size > NAME_MIN and max(text_length("condensed", size, text) for text in texts) > room:
        size -= 1
    return size


_NAME_PARTS = re.compile(r"^(-?[A-Z]+)(-?\d+)$")


def name_lines(cell: Cell, stacked: bool) -> tuple[str, ...]:
    """The cell's name on one line, or `stacked` on two: the column's letters over the row's number."""
    name = cell_name(cell)
    match = _NAME_PARTS.match(name)
    return match.groups() if stacked and match else (name,)


@cache
def descent(size: int) -> int:
    """How far a name's ink can reach below its baseline: the tails of Q and J."""
    return max(int(font("condensed", size).getbbox(letter, anchor="ls")[3]) for letter in "QJ")


def is_portrait(cell: Cell) -> bool:
    """Neighbouring cards always lie crosswise to each other, as on the table (R-4)."""
    return (cell[0] + cell[1]) % 2 == 0


def card_size(cell: Cell) -> tuple[int, int]:
    if is_portrait(cell):
        return layout.CARD_SHORT, layout.CARD_LONG
    return layout.CARD_LONG, layout.CARD_SHORT


def card_in(cell: Cell, box: Box) -> Box:
    """A card in its grid cell `box`: centred in the square at the cell's top; its name goes under it."""
    width, height = card_size(cell)
    left = (box[0] + box[2] - width) // 2
    top = box[1] + (layout.PITCH - height) // 2
    return (left, top, left + width, top + height)


def empty_cells_named(view: ZarkView) -> tuple[Cell, ...]:
    """The empty cells the board names: where a card could go, while the game is on (a finished board shows none)."""
    return view.frontier if view.phase is not Phase.OVER else ()


def card_row_height(size: int) -> int:
    """A row of cards: the square a landscape card fits, and the band of names under the cards. A name stands
    `NAME_GAP` under its card and `NAME_CLEAR` clear of the rings around the card below (a landscape card under a
    portrait one, or the other way round), so it is seen to belong to the card above it."""
    portrait, landscape = card_in((0, 0), (0, 0, 0, 0)), card_in((1, 0), (0, 0, 0, 0))
    reach = NAME_GAP + cap_height(size) + descent(size) + RING_REACH + NAME_CLEAR
    return max(layout.PITCH, portrait[3] + reach - landscape[1], landscape[3] + reach - portrait[1])


def _lines_height(lines: int, size: int) -> int:
    return lines * cap_height(size) + (lines - 1) * NAME_LINE_GAP


@dataclass(frozen=True, slots=True)
class Grid:
    """The board's columns and rows (pixel spans from the first column's and row's start), the felt left of the
    first column and around the rest, the names' size and whether the outer columns write their names in two lines."""

    columns: Spans
    rows: Spans
    left: int  # the felt left of the first column: the board's margin, less what the outer column took of it
    right: int
    size: int
    stacked: bool

    @property
    def width(self) -> int:
        return self.left + self.columns[max(self.columns)][1] + self.right

    @property
    def height(self) -> int:
        return 2 * BOARD_MARGIN + self.rows[max(self.rows)][1]

    def cell(self, cell: Cell, offset_x: int) -> Box:
        """The cell's box on an image whose grid starts `offset_x` from the left."""
        left, right = self.columns[cell[0]]
        top, bottom = self.rows[cell[1]]
        x, y = offset_x + self.left, BOARD_MARGIN
        return (left + x, top + y, right + x, bottom + y)


def _track(low: int, high: int, ends: tuple[int, int], inner: int) -> Spans:
    """Pixel spans of grid columns (or rows) low..high: the first and last, the outer ring, are `ends` wide (or
    high)."""
    spans: Spans = {}
    position = 0
    for index in range(low, high + 1):
        size = ends[0] if index == low else ends[1] if index == high else inner
        spans[index] = (position, position + size)
        position += size
    return spans


def _grid(view: ZarkView, size: int, stacked: bool) -> Grid:
    """The grid for names at `size`: the outer ring as wide and high as its names need, where it shows them."""
    shown = set(view.cards) | set(view.frontier)
    named = empty_cells_named(view)
    xs, ys = [x for x, _ in shown], [y for _, y in shown]
    ends = []
    for x in (min(xs), max(xs)):
        lines = [text for cell in named if cell[0] == x for text in name_lines(cell, stacked)]
        widest = max((text_length("condensed", size, text) for text in lines), default=0)
        ends.append(max(layout.RING, math.ceil(widest) + 2 * OUTER_SLOT_INSET + NAME_INSET))
    tallest = _lines_height(1, size) + descent(size) + 2 * SLOT_INSET + NAME_INSET
    ring_row = max(layout.RING, tallest) if named else layout.RING
    columns = _track(min(xs), max(xs), (ends[0], ends[1]), layout.PITCH)
    rows = _track(min(ys), max(ys), (ring_row, ring_row), card_row_height(size))
    left, right = (max(0, BOARD_MARGIN - (end - layout.RING)) for end in ends)
    return Grid(columns, rows, left, right, size, stacked)


def _fitted_grid(view: ZarkView, stacked: bool) -> Grid:
    """The grid whose names are as large as its width asks: a wider outer ring asks for larger names, and those
    for a wider ring, until the names are large enough (or `NAME_MAX`)."""
    size = NAME_MIN
    while True:
        grid = _grid(view, size, stacked)
        wanted = name_size(max(grid.width, layout.LEGEND_MIN_WIDTH))
        if wanted <= size:
            return grid
        size = wanted


def lay_out_grid(view: ZarkView) -> Grid | None:
    """The board's grid, with the outer columns' names on one line where that leaves the image's width as it is
    (within the legend's), in two where that makes it narrower; None before the first card."""
    if not view.cards:
        return None
    one_line = _fitted_grid(view, stacked=False)
    if one_line.width <= layout.LEGEND_MIN_WIDTH:
        return one_line
    stacked = _fitted_grid(view, stacked=True)
    return stacked if stacked.width < one_line.width else one_line


def card_name(cell: Cell, card: Box, size: int) -> tuple[CellLabel, ...]:
    """A card's name, centred under the card, at `size` or smaller to fit `NAME_ROOM`."""
    text = cell_name(cell)
    size = fitted_size((text,), size, NAME_ROOM)
    return (text_line(text, size, ((card[0] + card[2]) // 2, card[3] + NAME_GAP + cap_height(size)), "ms"),)


def slot(box: Box, outer: bool) -> Box:
    """The faint outline of an empty cell in its grid cell `box`: nearer the sides in an `outer` column."""
    inset = OUTER_SLOT_INSET if outer else SLOT_INSET
    return (box[0] + inset, box[1] + SLOT_INSET, box[2] - inset, box[3] - SLOT_INSET)


def empty_name(cell: Cell, box: Box, size: int, stacked: bool) -> tuple[CellLabel, ...]:
    """An empty cell's name, in the middle of its outline `box` (`slot`): on two lines if `stacked`."""
    lines = name_lines(cell, stacked)
    size = fitted_size(lines, size, box[2] - box[0] - NAME_INSET)
    baseline = (box[1] + box[3] - _lines_height(len(lines), size)) // 2 + cap_height(size)
    placed = []
    for text in lines:
        placed.append(text_line(text, size, ((box[0] + box[2]) // 2, baseline), "ms"))
        baseline += cap_height(size) + NAME_LINE_GAP
    return tuple(placed)


def outer_column(grid: Grid, cell: Cell) -> bool:
    return cell[0] in (min(grid.columns), max(grid.columns))
