"""The legend under a Zark family board: whose turn it is, each player's row (mark, pyramid, name, hand size,
stash, tag), the piles and the last move.

Nothing in it is cut: the status, piles and last-move lines wrap onto as many lines as they take, and so does a
long name in its row (`render.legend.row_name_lines`), so the legend's height follows its lines. `legend_lines` lays it
out and `draw_legend` draws that, so tests measure what is drawn.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from i18n import ENGLISH, say
from rules import Phase
from rules.zark import ZarkView
from rules.zark.cards import card_label
from rules.zark.text import status_line

from .. import layout
from ..layout import Box
from ..legend import (
    COLUMNS,
    LegendLayout,
    draw_seat_row,
    lay_out_legend,
    line_height,
    row_baseline,
    row_mark,
    write_in_row,
)
from ..lines import paste_line
from ..palette import ink
from ..sprites import TextStyle, paste_label
from .describe import last_move_text


def legend_lines(view: ZarkView, size: int, width: int, top: int = 0) -> LegendLayout:
    """Every line of the legend from `top`, for a legend `width` pixels wide at font `size`."""
    last_move = last_move_text(view) if view.history else ""
    notes = ((piles_text(view), "muted", 0.7), (last_move, "plain", 0.7))
    return lay_out_legend(
        (say(ENGLISH, status_line(view)), 0.78), view.seats, notes, columns=COLUMNS, size=size, width=width, top=top
    )


def legend_height(view: ZarkView, size: int, width: int) -> int:
    return legend_lines(view, size, width).height


def seat_tag(view: ZarkView, seat: int) -> str:
    info = view.seats[seat]
    if info.resigned:
        return "resigned"
    if view.phase is Phase.OVER:
        return "wins ★" if view.winner == seat else ""
    if view.phase is Phase.STARTERS:
        return "choosing" if seat in view.to_act else "ready"
    if seat in view.to_act:
        return "◀ to play"
    return "agrees to end" if info.agreed_end else ""


def is_marked_row(view: ZarkView, seat: int) -> bool:
    """Whether the seat's row is highlighted: the player to move, or the winner."""
    if view.phase is Phase.OVER:
        return view.winner == seat
    return view.phase is not Phase.STARTERS and seat in view.to_act


def seat_mark_box(view: ZarkView, seat: int, layout: LegendLayout, size: int, image_width: int) -> tuple[int, Box]:
    """The font size of the seat's mark at the start of its row, and the box it stands in (baseline at the bottom):
    as large as on the board, never smaller than the legend's text (`render.legend.row_mark`)."""
    baseline = row_baseline(layout.seat_tops[seat], size)
    return row_mark([info.letter for info in view.seats], baseline, size, image_width)


def _draw_seat_row(canvas: Image.Image, view: ZarkView, seat: int, layout: LegendLayout, size: int) -> None:
    info, marked, top = view.seats[seat], is_marked_row(view, seat), layout.seat_tops[seat]
    mark = seat_mark_box(view, seat, layout, size, canvas.width)
    columns_top = draw_seat_row(canvas, info, mark, top=top, size=size, marked=marked)
    tag = seat_tag(view, seat)
    if tag:
        write_in_row(canvas, info, (COLUMNS.tag, tag, "bold"), top=columns_top, size=size, marked=marked)


def piles_text(view: ZarkView) -> str:
    top = f", top {card_label(view.discard[-1])}" if view.discard else ""
    return f"Deck {view.deck_count} · Discard {len(view.discard)}{top}"


def draw_legend(canvas: Image.Image, view: ZarkView, box: Box, size: int) -> None:
    """Draw the legend into `box` of a paletted canvas."""
    ImageDraw.Draw(canvas).rectangle((box[0], box[1], box[2] - 1, box[3] - 1), fill=ink(layout.LEGEND_BG))
    placed = legend_lines(view, size, box[2] - box[0], box[1])
    line = line_height(size)
    left = layout.LEGEND_PAD
    for entry in placed.lines:
        paste_line(canvas, (left, entry.top + round(line * entry.drop)), entry.text, entry.style)
    heading = TextStyle("regular", round(size * 0.7), layout.LEGEND_MUTED, layout.LEGEND_BG)
    for at, text in ((COLUMNS.hand, "in hand"), (COLUMNS.stash, "left in stash: S M L")):
        paste_label(canvas, (left + at * size, placed.headings_top + round(line * 0.7)), text, heading, "ls")
    for seat in range(len(view.seats)):
        _draw_seat_row(canvas, view, seat, placed, size)
