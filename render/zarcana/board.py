"""The Zarcana board image: the spaces with their top cards, the stacks' depths, wasteland, minions, the legend.

`draw_board` reads only the public parts of a `ZarcanaView` (never `view.hand`; a face-down card is None in every
view), so every player's board image is the same picture and none can show a secret. Like the Zark board it is
composed in the fixed palette from cached tiles (`render.sprites`, `faces`, `minions`).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from functools import cache

from PIL import Image, ImageDraw

from i18n import ENGLISH
from render import layout as shared
from render.fonts import font
from render.frames import with_mark
from render.layout import RGB
from render.marks import SeatMark
from render.palette import blank_canvas, ink, quantize
from render.seats import MARK_FONT, phone_font_size
from render.sprites import TextStyle, card_blank, paste_label, paste_mark, slot_outline
from render.words import said
from rules import Phase, cell_name
from rules.core.cells import Cell
from rules.zarcana import ZarcanaView

from ..layout import Box
from . import layout
from .describe import last_move_cells
from .faces import board_face
from .geometry import ZarcanaGeometry, zarcana_geometry
from .legend import draw_legend
from .minions import paste_minion

WASTE_NAME = TextStyle("condensed", layout.CELL_NAME_SIZE, layout.WASTELAND_TEXT, shared.FELT)


def cell_name_style(where: str, image_width: int) -> TextStyle:
    """A space's name (K11) on an empty space, a card or wasteland: at `layout.CELL_NAME_SIZE`, or larger on a wider
    board so that it is `render.seats.MARK_PHONE_HEIGHT` tall at phone width, as the seat marks are."""
    size = phone_font_size(image_width, layout.CELL_NAME_SIZE, layout.CELL_NAME_MAX)
    ink_, paper = {
        "empty": (shared.FRONTIER_TEXT, shared.FELT),
        "card": (shared.NAME_TEXT, shared.CARD_FACE),
        "wasteland": (layout.WASTELAND_TEXT, shared.FELT),
    }[where]
    return TextStyle("condensed", size, ink_, paper)


def cell_name_box(where: str, cell: Cell, box: Box, image_width: int) -> Box:
    """Where the ink of a space's name is drawn (`cell_name_style`): centred on an empty space, in the foot's right
    end of a card or wasteland `box`."""
    style = cell_name_style(where, image_width)
    xy, anchor = (
        (_centre(box), "mm") if where == "empty" else ((box[2] - layout.CARD_PAD - 2, _foot_baseline(box)), "rs")
    )
    left, top, right, bottom = font(style.font, style.size).getbbox(cell_name(cell), anchor=anchor)
    return (xy[0] + int(left), xy[1] + int(top), xy[0] + int(right), xy[1] + int(bottom))


def _grow(box: Box, by: int) -> Box:
    return (box[0] - by, box[1] - by, box[2] + by, box[3] + by)


def _centre(box: Box) -> tuple[int, int]:
    return ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2)


def _depth(view: ZarcanaView, cell: Cell) -> int:
    return len(view.stacks.get(cell, ()))


def stack_box(view: ZarcanaView, cell: Cell, card: Box) -> Box:
    """The card and the edges of the cards under it that peek out below and to the right."""
    shown = min(layout.STACK_SHOWN, _depth(view, cell) - 1) * layout.STACK_OFFSET
    return (card[0], card[1], card[2] + shown, card[3] + shown)


@cache
def _layer(backdrop: RGB) -> Image.Image:
    """A card under the top one: a blank card on `backdrop`, paletted."""
    tile = Image.new("RGB", (layout.CARD_WIDTH, layout.CARD_HEIGHT), backdrop)
    blank = card_blank(layout.CARD_WIDTH, layout.CARD_HEIGHT)
    tile.paste(blank, (0, 0), blank)
    return quantize(tile)


def depth_text(depth: int, room: int, language: str = ENGLISH) -> str:
    """The stack's depth as its pill says it: ``3 cards``, or ``×3`` where the space's name leaves too little room."""
    text = said(language, "image-depth", count=depth)
    return text if _pill_width(text) <= room else f"×{depth}"


def _pill_width(text: str) -> int:
    return round(font("bold", layout.DEPTH_SIZE).getlength(text)) + 12


@cache
def depth_pill(text: str) -> Image.Image:
    """The stack's depth on a dark pill, on a white card."""
    text_font = font("bold", layout.DEPTH_SIZE)
    width = _pill_width(text)
    height = layout.DEPTH_SIZE + 6
    tile = Image.new("RGB", (width, height), shared.CARD_FACE)
    draw = ImageDraw.Draw(tile)
    draw.rounded_rectangle((0, 0, width - 1, height - 1), radius=height // 2, fill=shared.BADGE_BG)
    draw.text((width / 2, height / 2), text, font=text_font, fill=shared.BADGE_TEXT, anchor="mm")
    return quantize(tile)


def ring_box(view: ZarcanaView, geometry: ZarcanaGeometry, cell: Cell) -> Box:
    """What a ring goes around: a card with the cards peeking out under it, or an empty space's outline."""
    if cell in geometry.cards:
        return stack_box(view, cell, geometry.cards[cell])
    return geometry.wastelands.get(cell) or geometry.empties[cell]


def _ring(draw: ImageDraw.ImageDraw, box: Box, reach: int, colour: RGB, *, hollow: bool) -> None:
    """A band `reach` pixels wide around `box`: behind a card, or around an empty space (`hollow`: the table's
    colour kept inside)."""
    grown = _grow(box, reach)
    radius = shared.CARD_RADIUS + reach
    draw.rounded_rectangle((grown[0], grown[1], grown[2] - 1, grown[3] - 1), radius=radius, fill=ink(colour))
    if hollow:
        inside = (box[0], box[1], box[2] - 1, box[3] - 1)
        draw.rounded_rectangle(inside, radius=shared.CARD_RADIUS, fill=ink(shared.FELT))


@dataclass(frozen=True, slots=True)
class Rings:
    """The spaces ringed: white around what the last move changed (or `highlight`), and at the end gold, outside
    any white ring, around every space that scored for a winner (Z-62)."""

    moved: tuple[Cell, ...]
    scored: tuple[Cell, ...]

    def backdrop(self, cell: Cell) -> RGB:
        """The colour right around a card, which its rounded corners blend into."""
        if cell in self.moved:
            return shared.LAST_MOVE
        return shared.WIN_BAND if cell in self.scored else shared.FELT


def rings(view: ZarcanaView, geometry: ZarcanaGeometry, highlight: Collection[Cell] | None) -> Rings:
    scored: list[Cell] = []
    if view.phase is Phase.OVER:
        scored = [cell for seat in view.winners for cell in view.held_alone()[seat]]
    shown = geometry.cells
    moved = last_move_cells(view) if highlight is None else tuple(cell for cell in highlight if cell in shown)
    return Rings(tuple(moved), tuple(scored))


def _draw_rings(draw: ImageDraw.ImageDraw, view: ZarcanaView, geometry: ZarcanaGeometry, ringed: Rings) -> None:
    for cell in ringed.scored:
        box = ring_box(view, geometry, cell)
        _ring(draw, box, layout.HIGHLIGHT_WIDTH + layout.SCORE_WIDTH, shared.WIN_BAND, hollow=False)
    for cell in ringed.moved:
        box = ring_box(view, geometry, cell)
        _ring(draw, box, layout.HIGHLIGHT_WIDTH, shared.LAST_MOVE, hollow=cell not in geometry.cards)


def _draw_empty(canvas: Image.Image, cell: Cell, box: Box) -> None:
    canvas.paste(ink(shared.FRONTIER_SLOT), box, slot_outline(box[2] - box[0], box[3] - box[1]))
    paste_label(canvas, _centre(box), cell_name(cell), cell_name_style("empty", canvas.width), "mm")


def _foot_baseline(box: Box) -> int:
    return box[3] - layout.CARD_PAD - 2


def _draw_card(
    canvas: Image.Image, view: ZarcanaView, cell: Cell, geometry: ZarcanaGeometry, backdrop: RGB, *, language: str
) -> None:
    box = geometry.cards[cell]
    depth = _depth(view, cell)
    for layer in range(min(layout.STACK_SHOWN, depth - 1), 0, -1):
        offset = layer * layout.STACK_OFFSET
        tile = _layer(backdrop)
        canvas.paste(tile, (box[0] + offset, box[1] + offset))
    canvas.paste(board_face(geometry.faces[cell], backdrop), box[:2])
    baseline = _foot_baseline(box)
    style = cell_name_style("card", canvas.width)
    name = paste_label(canvas, (box[2] - layout.CARD_PAD - 2, baseline), cell_name(cell), style, "rs")
    if depth > 1:
        left = box[0] + layout.CARD_PAD
        pill = depth_pill(depth_text(depth, name[0] - 6 - left, language))
        canvas.paste(pill, (left, baseline + 4 - pill.height))
    _draw_minions(canvas, view, cell, geometry, shared.CARD_FACE)


def _dashed_outline(draw: ImageDraw.ImageDraw, box: Box, colour: RGB, dash: int = 10, width: int = 2) -> None:
    """The outline of an empty space a minion occupies: dashed, since no card lies there."""
    left, top, right, bottom = box[0], box[1], box[2] - 1, box[3] - 1
    fill = ink(colour)
    for x in range(left, right, 2 * dash):
        end = min(x + dash, right)
        draw.rectangle((x, top, end, top + width - 1), fill=fill)
        draw.rectangle((x, bottom - width + 1, end, bottom), fill=fill)
    for y in range(top, bottom, 2 * dash):
        end = min(y + dash, bottom)
        draw.rectangle((left, y, left + width - 1, end), fill=fill)
        draw.rectangle((right - width + 1, y, right, end), fill=fill)


def _draw_wasteland(
    canvas: Image.Image, view: ZarcanaView, cell: Cell, geometry: ZarcanaGeometry, language: str
) -> None:
    box = geometry.wastelands[cell]
    _dashed_outline(ImageDraw.Draw(canvas), box, layout.WASTELAND_EDGE)
    word = said(language, "image-wasteland")
    paste_label(canvas, (_centre(box)[0], box[1] + layout.BAND // 2), word, WASTE_NAME, "mm")
    style = cell_name_style("wasteland", canvas.width)
    paste_label(canvas, (box[2] - layout.CARD_PAD - 2, _foot_baseline(box)), cell_name(cell), style, "rs")
    _draw_minions(canvas, view, cell, geometry, shared.FELT)


def _paste_mark(canvas: Image.Image, mark: SeatMark, paper: RGB) -> None:
    if paper == shared.FELT:  # white on the table, as in the hand image
        style = TextStyle(MARK_FONT, mark.size, layout.WASTELAND_MARK, paper)
        paste_label(canvas, (mark.box[0], mark.box[3]), mark.letter, style, "ls")
    else:
        paste_mark(canvas, mark.box, mark.letter, mark.size, paper)


def _draw_minions(canvas: Image.Image, view: ZarcanaView, cell: Cell, geometry: ZarcanaGeometry, paper: RGB) -> None:
    for placement in geometry.minions.get(cell, ()):
        paste_minion(canvas, placement, view.seats[placement.seat].colour, paper)
    for mark in geometry.marks.get(cell, ()):
        _paste_mark(canvas, mark, paper)


def draw_board(
    view: ZarcanaView,
    geometry: ZarcanaGeometry | None = None,
    *,
    highlight: Collection[Cell] | None = None,
    mark: str = "",
    language: str = ENGLISH,
) -> Image.Image:
    """The board as a paletted image, ready to encode, its words in `language`. `highlight`: the spaces to ring (by
    default those the last move changed); `mark`: words on a band across the top (a preview says it is one)."""
    geometry = geometry or zarcana_geometry(view, language=language)
    canvas = blank_canvas(geometry.width, geometry.height, shared.FELT)
    ringed = rings(view, geometry, highlight)
    _draw_rings(ImageDraw.Draw(canvas), view, geometry, ringed)
    for cell, box in geometry.empties.items():
        _draw_empty(canvas, cell, box)
    for cell in geometry.cards:
        _draw_card(canvas, view, cell, geometry, ringed.backdrop(cell), language=language)
    for cell in geometry.wastelands:
        _draw_wasteland(canvas, view, cell, geometry, language)
    if not geometry.cells:
        message = TextStyle("regular", 26, shared.FRONTIER_TEXT, shared.FELT)
        paste_label(canvas, _centre(geometry.board), said(language, "image-board-empty"), message, "mm")
    draw_legend(canvas, view, geometry.legend, geometry.legend_font_size, language=language)
    return with_mark(canvas, mark) if mark else canvas
