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

from i18n import ENGLISH

from . import layout
from .fonts import text_length
from .layout import RGB, Box
from .lines import wrap_words
from .palette import ink
from .seats import cap_height, mark_font_size, mark_width
from .sprites import TextStyle, paste_label, paste_mark, paste_pyramid
from .words import said

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


def row_baseline(top: int, size: int) -> int:
    return top + round(line_height(size) * 0.78)


def row_mark(letters: Sequence[str], baseline: int, size: int, image_width: int) -> tuple[int, Box]:
    """The font size of the mark at the start of a row whose baseline is `baseline`, in a legend whose seats have
    `letters`, and the box it stands in (baseline at the bottom): as large as on the board, never smaller than the
    legend's text; the marks stand in a column as wide as the widest letter."""
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

    def widened(self, texts: Sequence[tuple[str, float]]) -> Columns:
        """These columns with the stash and those after it moved right as far as the hand column's widest text
        needs (`texts`: each with the share of the legend font it is drawn at), as a longer language's may; the same
        columns where every text fits, as English's do."""
        size = layout.LEGEND_FONT_MIN
        widest = max(text_length("regular", round(size * share), text) for text, share in texts) / size
        extra = widest + _COLUMN_GAP - (self.stash - self.hand)
        return Columns(self.hand, self.stash + extra, self.tag + extra) if extra > 0 else self


COLUMNS = Columns(_HAND_AT, _STASH_AT, _TAG_AT)
#: Room left between a column's widest text and the next column, in multiples of the legend font size.
_COLUMN_GAP = 0.25
#: The size of the column headings, a share of the legend's font size.
HEADING_SHARE = 0.7


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


def _name_at(mark_right: int, size: int) -> float:
    """Where a row's name starts, in multiples of `size`: after the mark (whose right edge is `mark_right`) and the
    pyramid."""
    return (mark_right + round(size * 0.3) - layout.LEGEND_PAD) / size + _NAME_AT


def row_name_lines(
    name: str, mark_right: int, size: int, image_width: int, columns: Columns
) -> tuple[tuple[str, ...], int]:
    """A player's name as its row writes it (a Discord name has up to 32 characters), never cut, and the line of
    the row its other columns are written on: in the name column if it fits there (the row's one line), else on
    lines of their own across the legend's width (`render.lines.wrap_words`) with the columns on the line after.
    Measured in bold, the wider of the two styles a name is drawn in; `mark_right` is where the row's mark ends."""
    style = TextStyle("bold", size, layout.LEGEND_TEXT, layout.LEGEND_BG)
    name_at = _name_at(mark_right, size)
    if text_length(style.font, size, name) <= (columns.hand - name_at - 0.4) * size:
        return (name,), 0
    lines = wrap_words(name, style, image_width - 2 * layout.LEGEND_PAD - name_at * size)
    return lines, len(lines)


def hand_column_texts(hand_sizes: Sequence[int], heading: str, language: str) -> list[tuple[str, float]]:
    """What the hand column of a legend writes: each player's hand size in words, and its heading (`heading`)."""
    texts = [(said(language, "image-legend-cards", count=count), 1.0) for count in hand_sizes]
    return [*texts, (said(language, heading), HEADING_SHARE)]


def row_lines(names: Sequence[str], letters: Sequence[str], size: int, image_width: int, columns: Columns) -> list[int]:
    """How many lines each player's row takes: one, or its name's lines and one for its columns."""
    mark_right = row_mark(letters, 0, size, image_width)[1][2]
    return [row_name_lines(name, mark_right, size, image_width, columns)[1] + 1 for name in names]


def draw_seat_row(
    canvas: Image.Image,
    info: SeatRow,
    mark: tuple[int, Box],
    *,
    top: int,
    size: int,
    marked: bool,
    columns: Columns = COLUMNS,
    language: str = ENGLISH,
) -> int:
    """A player's row from `top`: highlighted if `marked`, the seat's `mark` (its font size and box), pyramid and
    name (`row_name_lines`), hand size and stash, in `columns`, in `language`; the caller writes the tag and any
    column of its own (`write_in_row`) on the line whose top this returns."""
    line = line_height(size)
    left = layout.LEGEND_PAD
    paper = _row_paper(marked)
    mark_size, mark_box = mark
    names, columns_line = row_name_lines(info.name, mark_box[2], size, canvas.width, columns)
    if marked:
        bottom = top + (columns_line + 1) * line - 1
        ImageDraw.Draw(canvas).rectangle((0, top, canvas.width - 1, bottom), fill=ink(paper))
    name_style = "bold" if marked else "regular"
    paste_mark(canvas, mark_box, info.letter, mark_size, paper)
    icon_left = mark_box[2] + round(size * 0.3)
    base = (icon_left, row_baseline(top, size) + round(size * 0.12))
    seat_icon(canvas, info.colour, round(size * 1.05), base=base, paper=paper)
    name_at = _name_at(mark_box[2], size)
    for index, part in enumerate(names):
        write_in_row(canvas, info, (name_at, part, name_style), top=top + index * line, size=size, marked=marked)
    top += columns_line * line
    baseline = row_baseline(top, size)

    def write(at: float, text: str, style: str = "regular") -> None:
        write_in_row(canvas, info, (at, text, style), top=top, size=size, marked=marked)

    write(columns.hand, said(language, "image-legend-cards", count=info.hand_size))
    for index, count in enumerate(info.stash):
        x = round(left + (columns.stash + index * _STASH_STEP) * size)
        height = round(size * _ICON_HEIGHT[index + 1])
        width = seat_icon(canvas, info.colour, height, base=(x, baseline + 1), paper=paper)
        write((x + width - left) / size + 0.12, str(count))
    return top


# ----------------------------------------------------------------------------------------------- laying a legend out


@dataclass(frozen=True, slots=True)
class LegendLine:
    """One full-width line of a legend: its words, style, the top of its line box and its baseline's drop (a share
    of the line's height)."""

    text: str
    style: TextStyle
    top: int
    drop: float


@dataclass(frozen=True, slots=True)
class LegendLayout:
    """Where everything of a legend goes: its full-width lines, the top of the column headings, each seat's row."""

    lines: tuple[LegendLine, ...]
    headings_top: int
    seat_tops: tuple[int, ...]
    height: int


def legend_style(kind: str, size: int) -> TextStyle:
    """A legend line's style: ``status`` (bold), ``muted`` (smaller, grey) or ``plain``."""
    if kind == "status":
        return TextStyle("bold", size, layout.LEGEND_TEXT, layout.LEGEND_BG)
    if kind == "muted":
        return TextStyle("regular", round(size * 0.85), layout.LEGEND_MUTED, layout.LEGEND_BG)
    return TextStyle("regular", size, layout.LEGEND_TEXT, layout.LEGEND_BG)


def lay_out_legend(
    status: tuple[str, float],
    seats: Sequence[SeatRow],
    notes: Sequence[tuple[str, str, float]],
    *,
    columns: Columns,
    size: int,
    width: int,
    top: int = 0,
) -> LegendLayout:
    """Every line of a legend `width` pixels wide at font `size`, from `top`: the `status` line (words, drop), the
    column headings, a row per seat (a long name takes lines of its own: `row_lines`), then the `notes` (words, kind,
    drop; empty ones left out). Every line wraps onto as many lines as it takes: nothing is cut."""
    line = line_height(size)
    text_width = width - 2 * layout.LEGEND_PAD
    at = top + layout.LEGEND_PAD
    lines: list[LegendLine] = []

    def add(text: str, kind: str, drop: float) -> None:
        nonlocal at
        style = legend_style(kind, size)
        for part in wrap_words(text, style, text_width):
            lines.append(LegendLine(part, style, at, drop))
            at += line

    add(status[0], "status", status[1])
    headings_top = at
    at += line
    seat_tops = []
    for rows in row_lines([seat.name for seat in seats], [seat.letter for seat in seats], size, width, columns):
        seat_tops.append(at)
        at += rows * line
    at += layout.LEGEND_PAD // 2
    for text, kind, drop in notes:
        if text:
            add(text, kind, drop)
    return LegendLayout(tuple(lines), headings_top, tuple(seat_tops), at + layout.LEGEND_PAD - top)
