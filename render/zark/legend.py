"""TODO docstring"""

from __future__ import annotations

from PIL import Image, ImageDraw

from rules import Phase
from rules.zark import ZarkView
from rules.zark.cards import card_label
from rules.zark.text import status_line

from .. import layout
from ..fonts import font
from ..layout import Box
from ..legend import COLUMNS, draw_seat_row, legend_mark, line_height, seat_row_top, write_in_row
from ..lines import fit, fit_words, paste_line
from ..palette import ink
from ..sprites import TextStyle, paste_label
from .describe import last_move_text


def _extra_lines(view: ZarkView) -> int:
    """Lines besides the player rows: status, column headings, piles, and the last move if there is one."""
    return 3 + (1 if view.history else 0)


def legend_height(view: ZarkView, size: int) -> int:
    rows = len(view.seats) + _extra_lines(view)
    return 2 * layout.LEGEND_PAD + rows * line_height(size) + layout.LEGEND_PAD // 2


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


def _draw_seat_row(canvas: Image.Image, view: ZarkView, seat: int, box: Box, size: int) -> None:
    info, marked = view.seats[seat], is_marked_row(view, seat)
    top = seat_row_top(box, size, seat)
    draw_seat_row(canvas, info, legend_mark(view, seat, box, size, canvas.width), top=top, size=size, marked=marked)
    tag = seat_tag(view, seat)
    if tag:
        write_in_row(canvas, info, (COLUMNS.tag, tag, "bold"), top=top, size=size, marked=marked)


def piles_text(view: ZarkView) -> str:
    top = f", top {card_label(view.discard[-1])}" if view.discard else ""
    return f"Deck {view.deck_count} · Discard {len(view.discard)}{top}"


def draw_legend(canvas: Image.Image, view: ZarkView, box: Box, size: int) -> None:
    """Draw the legend into `box` of a paletted canvas."""
    ImageDraw.Draw(canvas).rectangle((box[0], box[1], box[2] - 1, box[3] - 1), fill=ink(layout.LEGEND_BG))
    line = line_height(size)
    left, width = layout.LEGEND_PAD, box[2] - box[0] - 2 * layout.LEGEND_PAD
    top = box[1] + layout.LEGEND_PAD

    def write(text: str, style: TextStyle, *, drop: float = 0.78) -> None:
        """A full-width line that changes from turn to turn, pasted from cached words (see `lines`)."""
        paste_line(canvas, (left, top + round(line * drop)), fit_words(text, style, width), style)

    def heading(text: str, at: float) -> None:
        style = TextStyle("regular", round(size * 0.7), layout.LEGEND_MUTED, layout.LEGEND_BG)
        text = fit(text, font(style.font, style.size), width - at * size)
        paste_label(canvas, (left + at * size, top + round(line * 0.7)), text, style, "ls")

    write(status_line(view), TextStyle("bold", size, layout.LEGEND_TEXT, layout.LEGEND_BG))
    top += line
    heading("in hand", COLUMNS.hand)
    heading("left in stash: S M L", COLUMNS.stash)
    top += line
    for seat in range(len(view.seats)):
        _draw_seat_row(canvas, view, seat, box, size)
        top += line
    top += layout.LEGEND_PAD // 2
    write(piles_text(view), TextStyle("regular", round(size * 0.85), layout.LEGEND_MUTED, layout.LEGEND_BG), drop=0.7)
    top += line
    if view.history:
        write(last_move_text(view), TextStyle("regular", size, layout.LEGEND_TEXT, layout.LEGEND_BG), drop=0.7)
