"""The legend under a Zarcana board: whose turn or which decision is awaited, each player's letter, colour, name,
hand size, stash and score so far, the piles with the discard's top card, how near the end the game is, the last
move.

It looks like the Zark legend (`render.legend`: the same rows, marks, icons and fonts, growing with the image's
width) with a score column. Its longer lines (a pending decision, the last move) and long names wrap onto as many
lines as they take rather than lose their end. `legend_lines` lays it out and `draw_legend` draws that, so tests
measure what is drawn.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

import i18n
from i18n import ENGLISH
from render import layout as shared
from render.legend import (
    Columns,
    LegendLayout,
    draw_seat_row,
    lay_out_legend,
    line_height,
    row_baseline,
    row_mark,
    write_in_row,
)
from render.lines import paste_line
from render.palette import ink
from render.sprites import TextStyle, paste_label
from rules import Phase
from rules.zarcana import Demand, ZarcanaView
from rules.zarcana.text import status_message

from ..layout import Box
from .describe import last_move_text, piles_text, round_text, score_text

# Column positions in a player's row, in multiples of the legend font size (as in `render.legend`): narrower hand
# and stash columns than Zark City's leave room for the score.
_COLUMNS = Columns(hand=10.0, stash=14.0, tag=23.6)
_SCORE_AT = 20.4
_TAG_EMS = 5.2  # "◀ to play"


def legend_width() -> int:
    """The narrowest board image: room for a player's row at the smallest legend font."""
    return round((_COLUMNS.tag + _TAG_EMS) * shared.LEGEND_FONT_MIN) + 2 * shared.LEGEND_PAD


def legend_lines(view: ZarcanaView, size: int, width: int, top: int = 0) -> LegendLayout:
    """Every line of the legend from `top`, for a legend `width` pixels wide at font `size`."""
    last_move = last_move_text(view) if view.history else ""
    notes = ((piles_text(view), "muted", 0.75), (round_text(view), "muted", 0.75), (last_move, "plain", 0.75))
    return lay_out_legend(
        (i18n.say(ENGLISH, status_message(view)), 0.75),
        view.seats,
        notes,
        columns=_COLUMNS,
        size=size,
        width=width,
        top=top,
    )


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
    as large as on the board, never smaller than the legend's text (`render.legend.row_mark`)."""
    baseline = row_baseline(layout.seat_tops[seat], size)
    return row_mark([info.letter for info in view.seats], baseline, size, image_width)


def _draw_seat_row(canvas: Image.Image, view: ZarcanaView, seat: int, layout: LegendLayout, size: int) -> None:
    """The Zark legend's row (`render.legend.draw_seat_row`), with the score so far before the tag."""
    info, marked, top = view.seats[seat], is_marked_row(view, seat), layout.seat_tops[seat]
    mark = seat_mark_box(view, seat, layout, size, canvas.width)
    columns_top = draw_seat_row(canvas, info, mark, top=top, size=size, marked=marked, columns=_COLUMNS)
    score = (_SCORE_AT, score_text(view, seat), "bold" if info.score is not None else "regular")
    for column in (score, (_COLUMNS.tag, seat_tag(view, seat), "bold")):
        if column[1]:
            write_in_row(canvas, info, column, top=columns_top, size=size, marked=marked)


def draw_legend(canvas: Image.Image, view: ZarcanaView, box: Box, size: int) -> None:
    """Draw the legend into `box` of a paletted canvas."""
    ImageDraw.Draw(canvas).rectangle((box[0], box[1], box[2] - 1, box[3] - 1), fill=ink(shared.LEGEND_BG))
    layout = legend_lines(view, size, box[2] - box[0], box[1])
    line = line_height(size)
    left = shared.LEGEND_PAD
    for entry in layout.lines:
        paste_line(canvas, (left, entry.top + round(line * entry.drop)), entry.text, entry.style)
    heading = TextStyle("regular", round(size * 0.7), shared.LEGEND_MUTED, shared.LEGEND_BG)
    heading_baseline = layout.headings_top + round(line * 0.7)
    for at, text in ((_COLUMNS.hand, "in hand"), (_COLUMNS.stash, "stash: S M L"), (_SCORE_AT, "score")):
        paste_label(canvas, (left + at * size, heading_baseline), text, heading, "ls")
    for seat in range(len(view.seats)):
        _draw_seat_row(canvas, view, seat, layout, size)
