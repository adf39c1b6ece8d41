"""Where everything goes on the board image, computed from a view without drawing anything.

The drawing code and the tests share this: a test finds a card or a pyramid through `board_geometry` instead of
guessing pixel positions. Boxes are ``(left, top, right, bottom)`` with right and bottom exclusive, as in
`PIL.Image.crop`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, groupby, pairwise

from i18n import ENGLISH
from rules import Cell
from rules.zark import ZarkView
from rules.zark.actions import Piece

from .. import layout
from ..layout import Box
from ..marks import SeatMark, legend_font_size
from ..seats import MARK_FONT_MIN, cap_height, mark_font_size, mark_width
from .grid import (
    CellLabel,
    card_in,
    card_name,
    empty_cells_named,
    empty_name,
    lay_out_grid,
    outer_column,
    slot,
)
from .layout import CARD_PAD, NAME_MIN
from .legend import legend_height, legend_min_width


@dataclass(frozen=True, slots=True)
class PiecePlacement:
    """One pyramid on a card: whose, which size (1-3), and the box its triangle fills (apex at the top centre)."""

    seat: int
    size: int
    box: Box


@dataclass(frozen=True, slots=True)
class CardPieces:
    """What stands on one card: the pyramids, and the mark before each seat's group of them."""

    pieces: tuple[PiecePlacement, ...]
    marks: tuple[SeatMark, ...]


@dataclass(frozen=True, slots=True)
class BoardGeometry:
    width: int
    height: int
    board: Box  # the table, cards and empty-cell names
    legend: Box
    cells: dict[Cell, Box]  # the grid cell of every card and every frontier cell
    cards: dict[Cell, Box]  # the card itself, at the top of its cell
    pieces: dict[Cell, tuple[PiecePlacement, ...]]
    marks: dict[Cell, tuple[SeatMark, ...]]  # before each seat's pyramids on a card (see `seats`)
    labels: dict[Cell, tuple[CellLabel, ...]]  # each shown name's lines: every card's, every empty cell's (`grid`)
    slots: dict[Cell, Box]  # the faint outline of every empty cell whose name is shown
    legend_font_size: int
    name_size: int  # of the cells' names (`grid.name_size`)

    def card_and_name(self, cell: Cell) -> Box:
        """The box around a card and its name under it: what a ring around the card takes in."""
        boxes = [self.cards[cell], *(line.box for line in self.labels[cell])]
        return (min(box[0] for box in boxes), boxes[0][1], max(box[2] for box in boxes), max(box[3] for box in boxes))


def board_geometry(view: ZarkView, *, language: str = ENGLISH) -> BoardGeometry:
    """Lay out the board image for `view`, its legend in `language`: the grid (`grid.lay_out_grid`) spans the cards
    plus one ring of empty cells around them; every card's name is under it, every empty cell's in its middle."""
    grid = lay_out_grid(view)
    board_width, board_height = (grid.width, grid.height) if grid else (0, layout.EMPTY_BOARD_HEIGHT)
    width = max(board_width, legend_min_width(view, language))
    size = grid.size if grid else NAME_MIN
    offset_x = (width - board_width) // 2
    cells = {cell: grid.cell(cell, offset_x) for cell in set(view.cards) | set(view.frontier)} if grid else {}
    cards = {cell: card_in(cell, cells[cell]) for cell in view.cards}
    mark_size = mark_font_size(width)
    letters = tuple(seat.letter for seat in view.seats)
    on_cards = {cell: here for cell, here in view.pieces.items() if cell in cards}
    placed = {cell: place_pieces(cell, cards[cell], here, letters, mark_size) for cell, here in on_cards.items()}
    labels = {cell: card_name(cell, card, size) for cell, card in cards.items()}
    slots: dict[Cell, Box] = {}
    for cell in empty_cells_named(view):  # around the cards, so there is a grid
        outer = grid is not None and outer_column(grid, cell)
        slots[cell] = slot(cells[cell], outer)
        labels[cell] = empty_name(cell, slots[cell], size, stacked=outer and grid is not None and grid.stacked)
    legend_size = legend_font_size(width)
    legend_top = board_height
    legend_bottom = legend_top + legend_height(view, legend_size, width, language=language)
    return BoardGeometry(
        width=width,
        height=legend_bottom,
        board=(0, 0, width, board_height),
        legend=(0, legend_top, width, legend_bottom),
        cells=cells,
        cards=cards,
        pieces={cell: on_card.pieces for cell, on_card in placed.items()},
        marks={cell: on_card.marks for cell, on_card in placed.items()},
        labels=labels,
        slots=slots,
        legend_font_size=legend_size,
        name_size=size,
    )


# ----------------------------------------------------------------------------------------------- pyramids on a card


def piece_area(cell: Cell, card: Box) -> Box:
    """Below the rank, the whole rest of the card, portrait or landscape (its name is under it)."""
    left, top, right, bottom = card
    return (left + CARD_PAD, top + layout.RANK_BAND, right - CARD_PAD, bottom - CARD_PAD)


def pyramid_size(size: int, scale: float) -> tuple[int, int]:
    height = round(layout.PYRAMID_HEIGHT[size] * scale)
    return round(height * layout.PYRAMID_WIDTH_RATIO), height


def _gap(scale: float) -> int:
    return max(1, round(layout.PYRAMID_GAP * scale))


def _row_width(row: tuple[Piece, ...], scale: float) -> int:
    return sum(pyramid_size(size, scale)[0] for _, size in row) + _gap(scale) * (len(row) - 1)


def _rows_height(rows: tuple[tuple[Piece, ...], ...], scale: float) -> int:
    heights = [max(pyramid_size(size, scale)[1] for _, size in row) for row in rows]
    return sum(heights) + layout.PYRAMID_GAP * (len(heights) - 1)


def _mark_gap(mark_size: int) -> int:
    return max(2, round(mark_size * 0.12))


def _block_gap(mark_size: int) -> int:
    """Between two seats' groups on a card: wider than within a group, so each mark reads as starting its own."""
    return max(4, round(mark_size * 0.3))


@dataclass(frozen=True, slots=True)
class _Block:
    """One seat's pyramids on a card packed into rows, beside that seat's mark (after it), or under it."""

    seat: int
    mark_width: int
    rows: tuple[tuple[Piece, ...], ...]
    under: bool
    width: int
    height: int


def _block_options(
    group: tuple[Piece, ...], letter: str, mark_size: int, scale: float, max_height: int
) -> tuple[_Block, ...]:
    """The group's pyramids in one, two or three rows (each split as even as it can be), beside its mark or under
    it: those no taller than `max_height`. Under the mark takes less width, which lets seats share a card."""
    lead, cap = mark_width(letter, mark_size), cap_height(mark_size)
    options = []
    for count in range(1, min(3, len(group)) + 1):
        splits = combinations(range(1, len(group)), count - 1)
        rows = min(
            (tuple(group[a:b] for a, b in pairwise((0, *cut, len(group)))) for cut in splits),
            key=lambda rows: max(_row_width(row, scale) for row in rows),
        )
        rows_width, rows_height = max(_row_width(row, scale) for row in rows), _rows_height(rows, scale)
        beside = _Block(group[0][0], lead, rows, False, lead + _mark_gap(mark_size) + rows_width, max(cap, rows_height))
        under = _Block(group[0][0], lead, rows, True, max(lead, rows_width), cap + _mark_gap(mark_size) + rows_height)
        options += [block for block in (beside, under) if block.height <= max_height]
    return tuple(options)


def _line(options: list[tuple[_Block, ...]], mark_size: int, max_width: int) -> tuple[int, tuple[_Block, ...]] | None:
    """The least height at which these groups fit side by side in `max_width`, all beside their marks or all under
    them (so the marks stand in a row), and each one's packing there."""
    best: tuple[int, tuple[_Block, ...]] | None = None
    for under in (False, True):
        kind = [tuple(block for block in blocks if block.under == under) for blocks in options]
        for height in sorted({block.height for blocks in kind for block in blocks}):
            fitting = [[block for block in blocks if block.height <= height] for blocks in kind]
            if not all(fitting):
                continue
            chosen = tuple(min(blocks, key=lambda block: block.width) for blocks in fitting)
            width = sum(block.width for block in chosen) + _block_gap(mark_size) * (len(chosen) - 1)
            if width <= max_width:
                if best is None or height < best[0]:
                    best = (height, chosen)
                break
    return best


def _arrange(
    groups: list[tuple[Piece, ...]], letters: tuple[str, ...], mark_size: int, scale: float, area: Box
) -> list[tuple[int, tuple[_Block, ...]]] | None:
    """The groups in as few lines as fit the area (in seat order, each line as short as it can be), or None."""
    width, height = area[2] - area[0], area[3] - area[1]
    options = [_block_options(group, letters[group[0][0]], mark_size, scale, height) for group in groups]
    if not all(options):
        return None
    for count in range(1, len(groups) + 1):
        best: list[tuple[int, tuple[_Block, ...]]] | None = None
        for cut in combinations(range(1, len(groups)), count - 1):
            lines = [_line(options[a:b], mark_size, width) for a, b in pairwise((0, *cut, len(groups)))]
            if any(line is None for line in lines):
                continue
            fitted = [line for line in lines if line is not None]
            total = sum(line[0] for line in fitted) + layout.PYRAMID_GAP * (count - 1)
            if total <= height and (best is None or total < sum(line[0] for line in best)):
                best = fitted
        if best is not None:
            return best
    return None


@lru_cache(maxsize=2048)
def place_pieces(
    cell: Cell, card: Box, here: tuple[Piece, ...], letters: tuple[str, ...], mark_size: int
) -> CardPieces:
    """Each seat's pyramids (largest first) after that seat's mark (`letters[seat]`), the seats in order, in the
    card's free area: the marks at `mark_size` if they can be, the pyramids shrunk only as far as needed for nothing
    to cover anything else; marks shrink only when even the smallest pyramids leave no room for them.

    Cached: a board places the same pyramids on the same cards again every turn, and a crowded card's search over
    row splits and scales is a large part of drawing a crowded board (`bench/render.py`).
    """
    area = piece_area(cell, card)
    ordered = sorted(here, key=lambda piece: (piece[0], -piece[1]))
    groups = [tuple(group) for _, group in groupby(ordered, key=lambda piece: piece[0])]
    for size in range(mark_size, MARK_FONT_MIN - 1, -1):
        for scale in layout.PYRAMID_SCALES:
            lines = _arrange(groups, letters, size, scale, area)
            if lines is not None:
                return _placed(lines, letters, size, scale, area)
    # Nothing fits (no real card holds this much): one line at the smallest sizes, overflowing the area.
    scale = layout.PYRAMID_SCALES[-1]
    options = [_block_options(group, letters[group[0][0]], MARK_FONT_MIN, scale, 10**6)[-1:] for group in groups]
    blocks = tuple(block for option in options for block in option)
    return _placed([(max(block.height for block in blocks), blocks)], letters, MARK_FONT_MIN, scale, area)


def _placed(
    lines: list[tuple[int, tuple[_Block, ...]]], letters: tuple[str, ...], mark_size: int, scale: float, area: Box
) -> CardPieces:
    """Lines of groups centred in the area: in each group the mark, and its rows of pyramids after it or under it
    (centred), each row standing on a common base."""
    pieces: list[PiecePlacement] = []
    marks: list[SeatMark] = []
    cap = cap_height(mark_size)
    total = sum(height for height, _ in lines) + layout.PYRAMID_GAP * (len(lines) - 1)
    line_top = area[1] + (area[3] - area[1] - total) // 2
    for height, blocks in lines:
        width = sum(block.width for block in blocks) + _block_gap(mark_size) * (len(blocks) - 1)
        x = area[0] + (area[2] - area[0] - width) // 2
        bottom = line_top + height
        for block in blocks:
            if block.under:  # the marks in a row along the line's top, each group's pyramids hanging under its mark
                top = line_top
                mark_left, row_left = x + (block.width - block.mark_width) // 2, x
                row_top = top + cap + _mark_gap(mark_size)
            else:  # each group standing on the line's bottom, the mark first
                top = bottom - cap
                mark_left, row_left = x, x + block.mark_width + _mark_gap(mark_size)
                row_top = bottom - _rows_height(block.rows, scale)
            box = (mark_left, top, mark_left + block.mark_width, top + cap)
            marks.append(SeatMark(block.seat, letters[block.seat], mark_size, box))
            for row in block.rows:
                base = row_top + max(pyramid_size(size, scale)[1] for _, size in row)
                piece_x = row_left + (block.width - _row_width(row, scale)) // 2 if block.under else row_left
                for seat, size in row:
                    piece_width, piece_height = pyramid_size(size, scale)
                    box = (piece_x, base - piece_height, piece_x + piece_width, base)
                    pieces.append(PiecePlacement(seat, size, box))
                    piece_x += piece_width + _gap(scale)
                row_top = base + layout.PYRAMID_GAP
            x += block.width + _block_gap(mark_size)
        line_top += height + layout.PYRAMID_GAP
    return CardPieces(tuple(pieces), tuple(marks))
