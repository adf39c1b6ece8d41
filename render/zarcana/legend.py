"""The legend under a Zarcana board: whose turn or which decision is awaited, each player's letter, colour, name,
hand size, stash and score so far, the piles with the discard's top card, how near the end the game is, the last
move.

It looks like the Zark legend (`render.legend`: the same rows, marks, icons and fonts, growing with the image's
width) with a score column. Its longer lines (a pending decision, the last move) wrap onto a second line rather than
lose their end. `legend_lines` lays it out and `draw_legend` draws that, so tests measure what is drawn.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from render import layout as shared
from render.fonts import font, text_length
from render.legend import line_height, row_baseline, seat_icon
from render.lines import fit, fit_words, paste_line
from render.palette import ink
from render.seats import cap_height, mark_font_size, mark_width
from render.sprites import TextStyle, paste_label, paste_mark
from rules import Phase
from rules.zarcana import Demand, ZarcanaView
from rules.zarcana.text import status_line

from .describe import last_move_text, piles_text, round_text, score_text

Box = tuple[int, int, int, int]

# Column positions in a player's row, in multiples of the legend font size (as in `render.legend`).
_NAME_AT = 1.25
_HAND_AT = 10.0
_STASH_AT = 14.0
_STASH_STEP = 2.0
_SCORE_AT = 20.4
_TAG_AT = 23.6
_TAG_EMS = 5.2  # "◀ to play"
_ICON_HEIGHT = {1: 0.5, 2: 0.72, 3: 0.95}
_MAX_LINES = 2  # a long line wraps once; past that it ends with an ellipsis


def legend_width() -> int:
    """The narrowest board image: room for a player's row at the smallest legend font."""
    return round((_TAG_AT + _TAG_EMS) * shared.LEGEND_FONT_MIN) + 2 * shared.LEGEND_PAD


@dataclass(frozen=True, slots=True)
class LegendLine:
    """One line of the legend: its words and style, and the top of its line box."""

    text: str
    style: TextStyle
    top: int


@dataclass(frozen=True, slots=True)
class LegendLayout:
    lines: tuple[LegendLine, ...]
    headings_top: int
    seat_tops: tuple[int, ...]
    height: int


def _style(kind: str, size: int) -> TextStyle:
    paper = shared.LEGEND_BG
    if kind == "status":
        return TextStyle("bold", size, shared.LEGEND_TEXT, paper)
    if kind == "muted":
        return TextStyle("regular", round(size * 0.85), shared.LEGEND_MUTED, paper)
    return TextStyle("regular", size, shared.LEGEND_TEXT, paper)


@lru_cache(maxsize=1024)
def wrapped(text: str, style: TextStyle, width: int, max_lines: int = _MAX_LINES) -> tuple[str, ...]:
    """`text` in lines no wider than `width`, broken between words; the last allowed line ends with an ellipsis if
    the text goes on."""
    words = text.split(" ")
    lines: list[str] = []
    for word in words:
        joined = f"{lines[-1]} {word}" if lines else word
        if lines and text_length(style.font, style.size, joined) <= width:
            lines[-1] = joined
        else:
            lines.append(word)
    if len(lines) > max_lines:
        lines = [*lines[: max_lines - 1], " ".join(lines[max_lines - 1 :])]
    return tuple(fit_words(line, style, width) for line in lines)


def legend_lines(view: ZarcanaView, size: int, width: int, top: int = 0) -> LegendLayout:
    """Every line of the legend from `top`, for a legend `width` pixels wide at font `size`."""
    line = line_height(size)
    text_width = width - 2 * shared.LEGEND_PAD
    at = top + shared.LEGEND_PAD
    lines: list[LegendLine] = []

    def add(text: str, kind: str) -> None:
        nonlocal at
        style = _style(kind, size)
        for part in wrapped(text, style, text_width):
            lines.append(LegendLine(part, style, at))
            at += line

    add(status_line(view), "status")
    headings_top = at
    at += line
    seat_tops = []
    for _ in view.seats:
        seat_tops.append(at)
        at += line
    at += shared.LEGEND_PAD // 2
    add(piles_text(view), "muted")
    state = round_text(view)
    if state:
        add(state, "muted")
    if view.history:
        add(last_move_text(view), "plain")
    return LegendLayout(tuple(lines), headings_top, tuple(seat_tops), at + shared.LEGEND_PAD - top)


def legend_height(view: ZarcanaView, size: int, width: int) -> int:
    return legend_lines(view, size, width).height


# ----------------------------------------------------------------------------------------------- player rows


def seat_tag(view: ZarcanaView, seat: int) -> str:
    info = view.seats[seat]
    if info.resigned:
        return "resigned"
    if view.phase is Phase.OVER:
        return "wins ★" if seat in view.winners else ""
    if seat in view.to_act:
        return "◀ to give" if isinstance(view.pending, Demand) and view.pending.giver == seat else "◀ to play"
    return "agrees to end" if info.agreed_end else ""


def is_marked_row(view: ZarcanaView, seat: int) -> bool:
    """Whether the seat's row is highlighted: a player who must act now, or a winner."""
    if view.phase is Phase.OVER:
        return seat in view.winners
    return seat in view.to_act


def seat_mark_box(view: ZarcanaView, seat: int, layout: LegendLayout, size: int, image_width: int) -> tuple[int, Box]:
    """The font size of the seat's mark at the start of its row, and the box it stands in (baseline at the bottom):
    as large as on the board, never smaller than the legend's text."""
    mark_size = max(size, mark_font_size(image_width))
    column = max(mark_width(info.letter, mark_size) for info in view.seats)
    baseline = row_baseline(layout.seat_tops[seat], size)
    pad = shared.LEGEND_PAD
    return mark_size, (pad, baseline - cap_height(mark_size), pad + column, baseline)


def _draw_seat_row(canvas: Image.Image, view: ZarcanaView, seat: int, layout: LegendLayout, size: int) -> None:
    info = view.seats[seat]
    left = shared.LEGEND_PAD
    top = layout.seat_tops[seat]
    marked = is_marked_row(view, seat)
    paper = shared.LEGEND_CURRENT if marked else shared.LEGEND_BG
    if marked:
        box = (0, top, canvas.width - 1, top + line_height(size) - 1)
        ImageDraw.Draw(canvas).rectangle(box, fill=ink(paper))
    baseline = row_baseline(top, size)
    text_ink = shared.LEGEND_MUTED if info.resigned else shared.LEGEND_TEXT
    name_style = "bold" if marked else "regular"

    def write(at: float, text: str, style: str = "regular") -> None:
        paste_label(canvas, (left + at * size, baseline), text, TextStyle(style, size, text_ink, paper), "ls")

    mark_size, mark_box = seat_mark_box(view, seat, layout, size, canvas.width)
    paste_mark(canvas, mark_box, info.letter, mark_size, paper)
    icon_left = mark_box[2] + round(size * 0.3)
    seat_icon(canvas, info.colour, round(size * 1.05), base=(icon_left, baseline + round(size * 0.12)), paper=paper)
    name_at = (icon_left - left) / size + _NAME_AT
    write(name_at, fit(info.name, font(name_style, size), (_HAND_AT - name_at - 0.4) * size), name_style)
    write(_HAND_AT, f"{info.hand_size} card" + ("s" if info.hand_size != 1 else ""))
    for index, count in enumerate(info.stash):
        x = round(left + (_STASH_AT + index * _STASH_STEP) * size)
        height = round(size * _ICON_HEIGHT[index + 1])
        width = seat_icon(canvas, info.colour, height, base=(x, baseline + 1), paper=paper)
        write((x + width - left) / size + 0.12, str(count))
    write(_SCORE_AT, score_text(view, seat), "bold" if info.score is not None else "regular")
    tag = seat_tag(view, seat)
    if tag:
        write(_TAG_AT, tag, "bold")


def draw_legend(canvas: Image.Image, view: ZarcanaView, box: Box, size: int) -> None:
    """Draw the legend into `box` of a paletted canvas."""
    ImageDraw.Draw(canvas).rectangle((box[0], box[1], box[2] - 1, box[3] - 1), fill=ink(shared.LEGEND_BG))
    layout = legend_lines(view, size, box[2] - box[0], box[1])
    line = line_height(size)
    left = shared.LEGEND_PAD
    for entry in layout.lines:
        paste_line(canvas, (left, entry.top + round(line * 0.75)), entry.text, entry.style)
    heading = TextStyle("regular", round(size * 0.7), shared.LEGEND_MUTED, shared.LEGEND_BG)
    heading_baseline = layout.headings_top + round(line * 0.7)
    final = view.phase is Phase.OVER
    for at, text in ((_HAND_AT, "in hand"), (_STASH_AT, "stash: S M L"), (_SCORE_AT, "score" if final else "so far")):
        paste_label(canvas, (left + at * size, heading_baseline), text, heading, "ls")
    for seat in range(len(view.seats)):
        _draw_seat_row(canvas, view, seat, layout, size)
