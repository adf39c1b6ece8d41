"""Where everything goes on the board image, computed from a view without drawing anything.

The drawing code and the tests share this: a test finds a card or a pyramid through `board_geometry` instead of
guessing pixel positions. Boxes are ``(left, top, right, bottom)`` with right and bottom exclusive, as in
`PIL.Image.crop`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, pairwise

from rules import Cell, View, cell_name

from . import layout
from .fonts import text_length
from .legend import legend_height

Box = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class PiecePlacement:
    """One pyramid on a card: whose, which size (1-3), and the box its triangle fills (apex at the top centre)."""

    seat: int
    size: int
    box: Box


@dataclass(frozen=True, slots=True)
class BoardGeometry:
    width: int
    height: int
    board: Box  # the table, cards and empty-cell names
    legend: Box
    cells: dict[Cell, Box]  # the grid cell of every card and every frontier cell
    cards: dict[Cell, Box]  # the card itself, inside its cell
    pieces: dict[Cell, tuple[PiecePlacement, ...]]
    legend_font_size: int


def is_portrait(cell: Cell) -> bool:
    """Neighbouring cards always lie crosswise to each other, as on the table (R-4)."""
    return (cell[0] + cell[1]) % 2 == 0


def card_size(cell: Cell) -> tuple[int, int]:
    if is_portrait(cell):
        return layout.CARD_SHORT, layout.CARD_LONG
    return layout.CARD_LONG, layout.CARD_SHORT


def _track(low: int, high: int) -> dict[int, tuple[int, int]]:
    """Pixel spans of grid columns (or rows) low..high, whose first and last are the narrow outer ring."""
    spans: dict[int, tuple[int, int]] = {}
    position = 0
    for index in range(low, high + 1):
        size = layout.RING if index in (low, high) else layout.PITCH
        spans[index] = (position, position + size)
        position += size
    return spans


def _centred(outer: Box, width: int, height: int) -> Box:
    left = (outer[0] + outer[2] - width) // 2
    top = (outer[1] + outer[3] - height) // 2
    return (left, top, left + width, top + height)


def legend_font_size(width: int) -> int:
    size = round(width * layout.LEGEND_FONT_PER_PIXEL)
    return max(layout.LEGEND_FONT_MIN, min(layout.LEGEND_FONT_MAX, size))


def board_geometry(view: View) -> BoardGeometry:
    """Lay out the board image for `view`: the grid spans the cards plus one ring of empty cells around them."""
    shown = set(view.cards) | set(view.frontier)
    if view.cards:
        xs = [x for x, _ in shown]
        ys = [y for _, y in shown]
        columns = _track(min(xs), max(xs))
        rows = _track(min(ys), max(ys))
        board_width = columns[max(xs)][1] + 2 * layout.BOARD_MARGIN
        board_height = rows[max(ys)][1] + 2 * layout.BOARD_MARGIN
    else:
        columns, rows = {}, {}
        board_width, board_height = 0, layout.EMPTY_BOARD_HEIGHT
    width = max(board_width, layout.LEGEND_MIN_WIDTH)
    offset_x = (width - board_width) // 2 + layout.BOARD_MARGIN
    offset_y = layout.BOARD_MARGIN
    cells: dict[Cell, Box] = {}
    for cell in shown:
        left, right = columns[cell[0]]
        top, bottom = rows[cell[1]]
        cells[cell] = (left + offset_x, top + offset_y, right + offset_x, bottom + offset_y)
    cards = {cell: _centred(cells[cell], *card_size(cell)) for cell in view.cards}
    pieces = {cell: place_pieces(cell, cards[cell], here) for cell, here in view.pieces.items() if cell in cards}
    size = legend_font_size(width)
    legend_top = board_height
    legend_bottom = legend_top + legend_height(view, size)
    return BoardGeometry(
        width=width,
        height=legend_bottom,
        board=(0, 0, width, board_height),
        legend=(0, legend_top, width, legend_bottom),
        cells=cells,
        cards=cards,
        pieces=pieces,
        legend_font_size=size,
    )


# ----------------------------------------------------------------------------------------------- pyramids on a card


def name_box(cell: Cell, card: Box) -> Box:
    """The cell name sits in the card's bottom-right corner."""
    text_width = int(text_length("condensed", layout.NAME_SIZE, cell_name(cell)))
    right = card[2] - layout.CARD_PAD
    bottom = card[3] - layout.CARD_PAD + 2
    return (right - text_width, bottom - layout.NAME_BAND + 4, right, bottom)


def piece_area(cell: Cell, card: Box) -> Box:
    """Below the rank; above the name on a portrait card, left of it on a landscape card (too short for both)."""
    left, top, right, bottom = card
    area_top = top + layout.RANK_BAND
    if is_portrait(cell):
        return (left + layout.CARD_PAD, area_top, right - layout.CARD_PAD, bottom - layout.NAME_BAND)
    return (left + layout.CARD_PAD, area_top, name_box(cell, card)[0] - 4, bottom - layout.CARD_PAD)


def pyramid_size(size: int, scale: float) -> tuple[int, int]:
    height = round(layout.PYRAMID_HEIGHT[size] * scale)
    return round(height * layout.PYRAMID_WIDTH_RATIO), height


def _pack_rows(
    here: tuple[tuple[int, int], ...], scale: float, max_width: int, max_height: int
) -> list[list[tuple[int, int]]] | None:
    """Split the pyramids, in order, into one to three rows that fit the area, as evenly wide as possible.

    Keeping the order keeps each seat's pyramids together. None if no split fits at this scale.
    """
    count = len(here)
    best: list[list[tuple[int, int]]] | None = None
    for rows in range(1, min(3, count) + 1):
        for splits in combinations(range(1, count), rows - 1):
            bounds = (0, *splits, count)
            candidate = [list(here[a:b]) for a, b in pairwise(bounds)]
            widest = max(_row_width(row, scale) for row in candidate)
            if widest > max_width or _rows_height(candidate, scale) > max_height:
                continue
            if best is None or widest < max(_row_width(row, scale) for row in best):
                best = candidate
        if best is not None:
            return best
    return None


def _gap_before(previous: tuple[int, int] | None, piece: tuple[int, int], scale: float) -> int:
    """A wider gap between two seats' pyramids than within one seat's, so groups read apart."""
    if previous is None:
        return 0
    gap = layout.PYRAMID_GAP if previous[0] == piece[0] else layout.PYRAMID_GAP * 3
    return max(1, round(gap * scale))


def _row_width(row: list[tuple[int, int]], scale: float) -> int:
    gaps = sum(_gap_before(a, b, scale) for a, b in pairwise(row))
    return gaps + sum(pyramid_size(size, scale)[0] for _, size in row)


def _display_order(here: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    """By seat, largest first within a seat."""
    return tuple(sorted(here, key=lambda piece: (piece[0], -piece[1])))


@lru_cache(maxsize=2048)
def place_pieces(cell: Cell, card: Box, here: tuple[tuple[int, int], ...]) -> tuple[PiecePlacement, ...]:
    """Rows of pyramids in the card's free area, shrunk only as far as needed for none to cover another.

    Cached: a board places the same pyramids on the same cards again every turn, and a crowded card's search
    over row splits and scales is a large part of drawing a crowded board (`bench/render.py`).
    """
    area = piece_area(cell, card)
    area_width, area_height = area[2] - area[0], area[3] - area[1]
    ordered = _display_order(here)
    scale, rows = layout.PYRAMID_SCALES[-1], [list(ordered)]
    for candidate in layout.PYRAMID_SCALES:
        packed = _pack_rows(ordered, candidate, area_width, area_height)
        if packed is not None:
            scale, rows = candidate, packed
            break
    placements: list[PiecePlacement] = []
    total_height = _rows_height(rows, scale)
    row_top = area[1] + (area_height - total_height) // 2
    for row in rows:
        row_height = max(pyramid_size(size, scale)[1] for _, size in row)
        x = area[0] + (area_width - _row_width(row, scale)) // 2
        previous = None
        for piece in row:
            x += _gap_before(previous, piece, scale)
            piece_width, piece_height = pyramid_size(piece[1], scale)
            base = row_top + row_height
            placements.append(PiecePlacement(piece[0], piece[1], (x, base - piece_height, x + piece_width, base)))
            x += piece_width
            previous = piece
        row_top += row_height + layout.PYRAMID_GAP
    return tuple(placements)


def _rows_height(rows: list[list[tuple[int, int]]], scale: float) -> int:
    heights = [max(pyramid_size(size, scale)[1] for _, size in row) for row in rows if row]
    return sum(heights) + layout.PYRAMID_GAP * (len(heights) - 1)
