"""Where everything goes on a Zarcana board image, computed from a view without drawing anything.

The board shows every space with a card, every space a minion occupies (wasteland, Z-11) and, while the game is on,
every empty space next to a card, with its name, since minions move, build and are put there. A column or row that
holds no card and no minion is narrow: it only carries names. Boxes are ``(left, top, right, bottom)``, right and
bottom exclusive, as in `PIL.Image.crop`; tests find things through this instead of guessing pixels.
"""

from __future__ import annotations

from dataclasses import dataclass

from i18n import ENGLISH
from render.marks import SeatMark, legend_font_size
from render.seats import mark_font_size
from rules.core.cells import Cell
from rules.zarcana import ZarcanaView

from ..layout import Box
from . import layout
from .faces import FaceText, board_lines, face_text
from .legend import legend_height, legend_width
from .minions import MinionPlacement, place_minions
from .spaces import shown_spaces


@dataclass(frozen=True, slots=True)
class ZarcanaGeometry:
    width: int
    height: int
    board: Box  # the table: spaces and their names
    legend: Box
    cells: dict[Cell, Box]  # the grid cell of every space shown
    cards: dict[Cell, Box]  # the top card of every stack
    faces: dict[Cell, FaceText]  # what each top card shows
    wastelands: dict[Cell, Box]  # the outlined empty space of every minion in wasteland
    empties: dict[Cell, Box]  # the faint outline of every other empty space next to a card (while the game is on)
    minions: dict[Cell, tuple[MinionPlacement, ...]]
    marks: dict[Cell, tuple[SeatMark, ...]]  # the seat mark starting each line of a seat's minions on a space
    mark_size: int
    legend_font_size: int


def _tracks(indices: set[int], full: set[int], pitch: int, ring: int) -> dict[int, tuple[int, int]]:
    """Pixel spans of the grid's columns (or rows): full width where a card or a minion is, narrow elsewhere."""
    spans: dict[int, tuple[int, int]] = {}
    position = 0
    for index in range(min(indices, default=0), max(indices, default=-1) + 1):
        size = pitch if index in full else ring
        spans[index] = (position, position + size)
        position += size
    return spans


def _card_box(cell: Box) -> Box:
    """A card in its grid cell, up and to the left, leaving room for the cards under it to peek out."""
    left, top = cell[0] + 1, cell[1] + 1
    return (left, top, left + layout.CARD_WIDTH, top + layout.CARD_HEIGHT)


def _inset(box: Box, by: int) -> Box:
    return (box[0] + by, box[1] + by, box[2] - by, box[3] - by)


def minion_area(box: Box, top: int) -> Box:
    """The free part of a space, `top` pixels below its top: where its minions stand, above its foot line."""
    return (box[0] + layout.CARD_PAD, box[1] + top, box[2] - layout.CARD_PAD, box[3] - layout.FOOT)


def zarcana_geometry(view: ZarcanaView, *, language: str = ENGLISH) -> ZarcanaGeometry:
    """Lay out the board image for `view`, its words in `language`."""
    cards, wasteland, empty = shown_spaces(view)
    shown = cards | wasteland | empty
    full = cards | wasteland
    columns = _tracks({x for x, _ in shown}, {x for x, _ in full}, layout.COLUMN, layout.RING_COLUMN)
    rows = _tracks({y for _, y in shown}, {y for _, y in full}, layout.ROW, layout.RING_ROW)
    board_width = max((right for _, right in columns.values()), default=0) + 2 * layout.BOARD_MARGIN
    board_height = max((bottom for _, bottom in rows.values()), default=layout.EMPTY_HEIGHT) + 2 * layout.BOARD_MARGIN
    width = max(board_width, legend_width(view, language))
    offset_x = (width - board_width) // 2 + layout.BOARD_MARGIN
    cells: dict[Cell, Box] = {}
    for cell in shown:
        (left, right), (top, bottom) = columns[cell[0]], rows[cell[1]]
        cells[cell] = (left + offset_x, top + layout.BOARD_MARGIN, right + offset_x, bottom + layout.BOARD_MARGIN)
    rules = view.settings.ruleset
    faces = {cell: face_text(view.top_face(cell), rules, _value(view, cell), language) for cell in cards}
    card_boxes = {cell: _card_box(cells[cell]) for cell in cards}
    wastelands = {cell: _card_box(cells[cell]) for cell in wasteland}
    empties = {cell: _inset(cells[cell], layout.SLOT_INSET) for cell in empty}
    mark_size = max(mark_font_size(width), layout.MARK_SIZE_MIN)
    letters = tuple(seat.letter for seat in view.seats)
    minions, marks = {}, {}
    for cell, here in view.minions.items():
        if not here:
            continue
        if cell in card_boxes:
            area = minion_area(card_boxes[cell], board_lines(faces[cell]).name_bottom)
        else:
            area = minion_area(wastelands[cell], layout.BAND)
        placed = place_minions(area, here, letters, mark_size)
        minions[cell], marks[cell] = placed.minions, placed.marks
    font_size = legend_font_size(width)
    legend_bottom = board_height + legend_height(view, font_size, width, language=language)
    return ZarcanaGeometry(
        width=width,
        height=legend_bottom,
        board=(0, 0, width, board_height),
        legend=(0, board_height, width, legend_bottom),
        cells=cells,
        cards=card_boxes,
        faces=faces,
        wastelands=wastelands,
        empties=empties,
        minions=minions,
        marks=marks,
        mark_size=mark_size,
        legend_font_size=font_size,
    )


def _value(view: ZarcanaView, cell: Cell) -> int:
    top = view.top_face(cell)
    return view.value(top) if top is not None else 0
