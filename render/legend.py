"""What every game's legend under the board shares: a row per player, with the seat's mark, pyramid, name, hand
size and stash, in columns; the rows' marks and icons. Each game's legend (`render.zark.legend`,
`render.zarcana.legend`) adds what else it shows.

Its font grows with the image width, because a phone shrinks a wide board image and the legend with it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from PIL import Image, ImageDraw

from . import layout
from .fonts import font
from .layout import RGB, Box
from .lines import fit
from .palette import ink
from .seats import cap_height, mark_font_size, mark_width
from .sprites import TextStyle, paste_label, paste_mark, paste_pyramid


class MarkedSeat(Protocol):
    @property
    def letter(self) -> str: ...


class MarkedSeats(Protocol):
    """A view of any game, as far as its seats' marks go."""

    @property
    def seats(self) -> Sequence[MarkedSeat]: ...


# Column positions in a player's row, in multiples of the legend font size; the name's is after the seat's mark and
# pyramid, which the row begins with.
_NAME_AT = 1.25
_HAND_AT = 11.3
_STASH_AT = 15.5
_STASH_STEP = 2.0
_TAG_AT = 21.6
_ICON_HEIGHT = {1: 0.5, 2: 0.72, 3: 0.95}


def line_height(size: int) -> int:
    return round(size * layout.LEGEND_LINE)


def seat_icon(canvas: Image.Image, colour: str, height: int, *, base: tuple[int, int], paper: RGB) -> int:
    """A pyramid standing on `base` (its bottom-left corner); returns its width."""
    width = round(height * layout.PYRAMID_WIDTH_RATIO)
    paste_pyramid(canvas, (base[0], base[1] - height, base[0] + width, base[1]), colour, paper)
    return width


def seat_row_top(box: Box, size: int, seat: int) -> int:
    """Player rows follow the status line and the column headings."""
    return box[1] + layout.LEGEND_PAD + (2 + seat) * line_height(size)


def row_baseline(top: int, size: int) -> int:
    return top + round(line_height(size) * 0.78)


def legend_mark(view: MarkedSeats, seat: int, box: Box, size: int, image_width: int) -> tuple[int, Box]:
    """The font size of the seat's mark at the start of its row, and the box it stands in (baseline at the bottom):
    as large as on the board, and never smaller than the legend's text."""
    baseline = row_baseline(seat_row_top(box, size, seat), size)
    return row_mark([info.letter for info in view.seats], baseline, size, image_width)


def row_mark(letters: Sequence[str], baseline: int, size: int, image_width: int) -> tuple[int, Box]:
    """`legend_mark` for a row whose baseline is `baseline`, in a legend whose seats have `letters`: the marks stand in
    a column as wide as the widest letter."""
    mark_size = max(size, mark_font_size(image_width))
    column = max(mark_width(letter, mark_size) for letter in letters)
    return mark_size, (layout.LEGEND_PAD, baseline - cap_height(mark_size), layout.LEGEND_PAD + column, baseline)


class SeatRow(Protocol):
    """What a player's row shows of a seat, in any game's view."""

    @property
    def letter(self) -> str: ...
    @property
    def colour(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def hand_size(self) -> int: ...
    @property
    def stash(self) -> tuple[int, int, int]: ...
    @property
    def resigned(self) -> bool: ...


@dataclass(frozen=True, slots=True)
class Columns:
    """Where a player's row puts its columns, in multiples of the legend font size: the hand size, the stash, the
    tag (whose turn it is, who won). A game may add columns of its own between them (Zarcana's score)."""

    hand: float
    stash: float
    tag: float


COLUMNS = Columns(_HAND_AT, _STASH_AT, _TAG_AT)


def _row_paper(marked: bool) -> RGB:
    return layout.LEGEND_CURRENT if marked else layout.LEGEND_BG


def write_in_row(
    canvas: Image.Image, info: SeatRow, column: tuple[float, str, str], *, top: int, size: int, marked: bool
) -> None:
    """`column`'s text (at, text, font style) on a player's row, as the row's other columns are written."""
    at, text, style = column
    text_ink = layout.LEGEND_MUTED if info.resigned else layout.LEGEND_TEXT
    paper = _row_paper(marked)
    xy = (layout.LEGEND_PAD + at * size, row_baseline(top, size))
    paste_label(canvas, xy, text, TextStyle(style, size, text_ink, paper), "ls")


def draw_seat_row(
    canvas: Image.Image,
    info: SeatRow,
    mark: tuple[int, Box],
    *,
    top: int,
    size: int,
    marked: bool,
    columns: Columns = COLUMNS,
) -> None:
    """A player's row from `top`: highlighted if `marked`, the seat's `mark` (its font size and box), pyramid and
    name, hand size and stash, in `columns`; the caller writes the tag and any column of its own (`write_in_row`)."""
    line = line_height(size)
    left = layout.LEGEND_PAD
    paper = _row_paper(marked)
    if marked:
        ImageDraw.Draw(canvas).rectangle((0, top, canvas.width - 1, top + line - 1), fill=ink(paper))
    baseline = row_baseline(top, size)
    name_style = "bold" if marked else "regular"

    def write(at: float, text: str, style: str = "regular") -> None:
        write_in_row(canvas, info, (at, text, style), top=top, size=size, marked=marked)

    mark_size, mark_box = mark
    paste_mark(canvas, mark_box, info.letter, mark_size, paper)
    icon_left = mark_box[2] + round(size * 0.3)
    seat_icon(canvas, info.colour, round(size * 1.05), base=(icon_left, baseline + round(size * 0.12)), paper=paper)
    name_at = (icon_left - left) / size + _NAME_AT
    write(name_at, fit(info.name, font(name_style, size), (columns.hand - name_at - 0.4) * size), name_style)
    write(columns.hand, f"{info.hand_size} card" + ("s" if info.hand_size != 1 else ""))
    for index, count in enumerate(info.stash):
        x = round(left + (columns.stash + index * _STASH_STEP) * size)
        height = round(size * _ICON_HEIGHT[index + 1])
        width = seat_icon(canvas, info.colour, height, base=(x, baseline + 1), paper=paper)
        write((x + width - left) / size + 0.12, str(count))
