"""The board image: the table of cards with their names, pyramids and seat marks, the empty cells' names, the legend.

`draw_board` reads only the public parts of a `ZarkView` (never `view.hand`), so every player's board image is the
same picture and none can show a secret. It composes a paletted image from cached tiles (see `sprites`).
"""

from __future__ import annotations

from collections.abc import Collection
from itertools import combinations

from PIL import Image, ImageDraw

from i18n import ENGLISH
from rules import Cell
from rules.zark import ZarkView

from .. import layout
from ..frames import with_mark
from ..layout import RGB, Box
from ..palette import blank_canvas, ink
from ..sprites import TextStyle, paste_label, paste_mark, paste_pyramid, slot_outline
from ..words import said
from .describe import last_move_cells
from .geometry import BoardGeometry, board_geometry
from .layout import HIGHLIGHT_WIDTH, RING_REACH
from .legend import draw_legend
from .sprites import board_card

#: A card's name under it, on each colour it can lie on: white as the card on the table, bright beside the empty
#: cells' faint names; grey in the last move's white ring and on the winning block's gold band.
CARD_NAME_INK: dict[RGB, RGB] = {
    layout.FELT: layout.CARD_FACE,
    layout.LAST_MOVE: layout.NAME_TEXT,
    layout.WIN_BAND: layout.CARD_EDGE,
}


def card_name_style(size: int, paper: RGB) -> TextStyle:
    """A card's name at `size` (`grid.name_size`, or smaller to fit) on `paper`, one of `CARD_NAME_INK`."""
    return TextStyle("condensed", size, CARD_NAME_INK[paper], paper)


def empty_name_style(size: int) -> TextStyle:
    """An empty cell's name, faint on the table, at `size` (`grid.name_size`, or smaller to fit)."""
    return TextStyle("condensed", size, layout.FRONTIER_TEXT, layout.FELT)


MESSAGE_STYLE = TextStyle("regular", 26, layout.FRONTIER_TEXT, layout.FELT)


def _grow(box: Box, by: int) -> Box:
    return (box[0] - by, box[1] - by, box[2] + by, box[3] + by)


def _centre(box: Box) -> tuple[int, int]:
    return ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2)


def _rounded_fill(draw: ImageDraw.ImageDraw, box: Box, radius: int, colour: RGB) -> None:
    draw.rounded_rectangle((box[0], box[1], box[2] - 1, box[3] - 1), radius=radius, fill=ink(colour))


def _draw_frontier(canvas: Image.Image, geometry: BoardGeometry) -> None:
    """Empty cells where a card could now go carry their names faintly, so a player can type them (while the game is
    on: `grid.empty_cells_named`)."""
    for cell, slot in geometry.slots.items():
        canvas.paste(ink(layout.FRONTIER_SLOT), slot, slot_outline(slot[2] - slot[0], slot[3] - slot[1]))
        for line in geometry.labels[cell]:
            paste_label(canvas, line.xy, line.text, empty_name_style(line.size), line.anchor)


def _ring(draw: ImageDraw.ImageDraw, geometry: BoardGeometry, cell: Cell, reach: int, colour: RGB) -> None:
    """A band `reach` wide around a card and its name under it, in one shape."""
    _rounded_fill(draw, _grow(geometry.cards[cell], reach), layout.CARD_RADIUS + reach, colour)
    for line in geometry.labels[cell]:
        _rounded_fill(draw, _grow(line.box, reach), reach, colour)


def _draw_winning_block(draw: ImageDraw.ImageDraw, view: ZarkView, geometry: BoardGeometry) -> None:
    """One gold shape under the winning cards and their names, joined where they touch, so the block reads as a
    whole."""
    block = [cell for cell in view.winning_block if cell in geometry.cards]
    for cell in block:
        _ring(draw, geometry, cell, RING_REACH, layout.WIN_BAND)
    half = layout.CARD_SHORT // 3
    for a, b in combinations(block, 2):
        if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
            continue
        (ax, ay), (bx, by) = _centre(geometry.cards[a]), _centre(geometry.cards[b])
        if ay == by:
            draw.rectangle((min(ax, bx), ay - half, max(ax, bx), ay + half), fill=ink(layout.WIN_BAND))
        else:
            draw.rectangle((ax - half, min(ay, by), ax + half, max(ay, by)), fill=ink(layout.WIN_BAND))


def _draw_last_move(draw: ImageDraw.ImageDraw, highlighted: tuple[Cell, ...], geometry: BoardGeometry) -> None:
    """A white ring around every card the last move changed, and its name."""
    for cell in highlighted:
        if cell in geometry.cards:
            _ring(draw, geometry, cell, HIGHLIGHT_WIDTH, layout.LAST_MOVE)


def _backdrop(view: ZarkView, cell: Cell, highlighted: tuple[Cell, ...]) -> RGB:
    """The colour right around a card, which its rounded corners blend into."""
    if cell in highlighted:
        return layout.LAST_MOVE
    if cell in view.winning_block:
        return layout.WIN_BAND
    return layout.FELT


def _draw_card(canvas: Image.Image, view: ZarkView, cell: Cell, geometry: BoardGeometry, backdrop: RGB) -> None:
    box = geometry.cards[cell]
    tile = board_card(view.cards[cell], view.nominations.get(cell), box[2] - box[0], box[3] - box[1], backdrop)
    canvas.paste(tile, box[:2])
    for line in geometry.labels[cell]:
        paste_label(canvas, line.xy, line.text, card_name_style(line.size, backdrop), line.anchor)
    for placement in geometry.pieces.get(cell, ()):
        paste_pyramid(canvas, placement.box, view.seats[placement.seat].colour, layout.CARD_FACE)
    for mark in geometry.marks.get(cell, ()):
        paste_mark(canvas, mark.box, mark.letter, mark.size, layout.CARD_FACE)


def _draw_empty_board(canvas: Image.Image, geometry: BoardGeometry, language: str) -> None:
    message = said(language, "image-board-starters")
    paste_label(canvas, _centre(geometry.board), message, MESSAGE_STYLE, "mm")


def draw_board(
    view: ZarkView,
    geometry: BoardGeometry | None = None,
    *,
    highlight: Collection[Cell] | None = None,
    mark: str = "",
    language: str = ENGLISH,
) -> Image.Image:
    """The board as a paletted image, ready to encode, its words in `language`. `highlight`: the cards to ring (by
    default those the last move changed); `mark`: words on a band across the top (a preview says it is one)."""
    board = _draw_table(view, geometry or board_geometry(view, language=language), highlight, language)
    return with_mark(board, mark) if mark else board


def _draw_table(
    view: ZarkView, geometry: BoardGeometry, highlight: Collection[Cell] | None, language: str
) -> Image.Image:
    canvas = blank_canvas(geometry.width, geometry.height, layout.FELT)
    draw = ImageDraw.Draw(canvas)
    if not view.cards:
        _draw_empty_board(canvas, geometry, language)
    _draw_frontier(canvas, geometry)
    _draw_winning_block(draw, view, geometry)
    highlighted = last_move_cells(view) if highlight is None else tuple(c for c in highlight if c in view.cards)
    _draw_last_move(draw, highlighted, geometry)
    for cell in view.cards:
        _draw_card(canvas, view, cell, geometry, _backdrop(view, cell, highlighted))
    draw_legend(canvas, view, geometry.legend, geometry.legend_font_size, language=language)
    return canvas
