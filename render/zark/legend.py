"""The legend under a Zark family board: whose turn it is, each player's row (mark, pyramid, name, hand size,
stash, tag), the piles and the last move.

Nothing in it is cut: the status, piles and last-move lines wrap onto as many lines as they take, and so does a
long name in its row (`render.legend.row_name_lines`), so the legend's height follows its lines. `legend_lines` lays it
out and `draw_legend` draws that, so tests measure what is drawn.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from i18n import ENGLISH
from rules import Phase
from rules.zark import ZarkView

from .. import layout
from ..fonts import text_length
from ..layout import Box
from ..legend import (
    COLUMNS,
    HEADING_SHARE,
    Columns,
    LegendLayout,
    draw_seat_row,
    hand_column_texts,
    lay_out_legend,
    line_height,
    row_baseline,
    row_mark,
    write_in_row,
)
from ..lines import paste_line
from ..palette import ink
from ..sprites import TextStyle, paste_label
from ..words import said
from .describe import last_move_text
from .words import card_label_in, status_words


def columns(view: ZarkView, language: str = ENGLISH) -> Columns:
    """Where a player's row puts its columns: `render.legend.COLUMNS`, the stash and tag further right where the hand
    sizes or their heading take more room in `language`."""
    return COLUMNS.widened(hand_column_texts([seat.hand_size for seat in view.seats], "image-legend-hand", language))


def legend_lines(view: ZarkView, size: int, width: int, top: int = 0, *, language: str = ENGLISH) -> LegendLayout:
    """Every line of the legend from `top`, for a legend `width` pixels wide at font `size`, in `language`."""
    last_move = last_move_text(view, language) if view.history else ""
    notes = ((piles_text(view, language), "muted", 0.7), (last_move, "plain", 0.7))
    status = (status_words(language, view), 0.78)
    placed = columns(view, language)
    return lay_out_legend(status, view.seats, notes, columns=placed, size=size, width=width, top=top)


def legend_height(view: ZarkView, size: int, width: int, *, language: str = ENGLISH) -> int:
    return legend_lines(view, size, width, language=language).height


def legend_min_width(view: ZarkView, language: str = ENGLISH) -> int:
    """The narrowest board image: `layout.LEGEND_MIN_WIDTH`, or wider where a tag the legend shows (`seat_tag`, in
    `language`) needs it at the smallest legend font, which a board that narrow has."""
    size = layout.LEGEND_FONT_MIN
    widest = max(text_length("bold", size, seat_tag(view, seat.seat, language)) for seat in view.seats)
    return max(layout.LEGEND_MIN_WIDTH, round(columns(view, language).tag * size + widest) + 2 * layout.LEGEND_PAD)


def seat_tag(view: ZarkView, seat: int, language: str = ENGLISH) -> str:
    """What a player's row ends with: whose turn it is, who won, who resigned or agrees to end."""
    key = _tag(view, seat)
    return said(language, key) if key else ""


def _tag(view: ZarkView, seat: int) -> str:
    info = view.seats[seat]
    if info.resigned:
        return "image-tag-resigned"
    if view.phase is Phase.OVER:
        return "image-tag-wins" if view.winner == seat else ""
    if view.phase is Phase.STARTERS:
        return "image-tag-choosing" if seat in view.to_act else "image-tag-ready"
    if seat in view.to_act:
        return "image-tag-to-play"
    return "image-tag-agrees" if info.agreed_end else ""


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


def _draw_seat_row(
    canvas: Image.Image, view: ZarkView, seat: int, layout: LegendLayout, size: int, *, language: str
) -> None:
    info, marked, top = view.seats[seat], is_marked_row(view, seat), layout.seat_tops[seat]
    mark = seat_mark_box(view, seat, layout, size, canvas.width)
    placed = columns(view, language)
    columns_top = draw_seat_row(
        canvas, info, mark, top=top, size=size, marked=marked, columns=placed, language=language
    )
    tag = seat_tag(view, seat, language)
    if tag:
        write_in_row(canvas, info, (placed.tag, tag, "bold"), top=columns_top, size=size, marked=marked)


def piles_text(view: ZarkView, language: str = ENGLISH) -> str:
    """``Deck 23 · Discard 14, top 7♥``."""
    piles = {"deck": view.deck_count, "discard": len(view.discard)}
    if view.discard:
        return said(language, "image-piles-top", **piles, card=card_label_in(language, view.discard[-1]))
    return said(language, "image-piles", **piles)


def draw_legend(canvas: Image.Image, view: ZarkView, box: Box, size: int, *, language: str = ENGLISH) -> None:
    """Draw the legend into `box` of a paletted canvas, in `language`."""
    ImageDraw.Draw(canvas).rectangle((box[0], box[1], box[2] - 1, box[3] - 1), fill=ink(layout.LEGEND_BG))
    placed = legend_lines(view, size, box[2] - box[0], box[1], language=language)
    line = line_height(size)
    left = layout.LEGEND_PAD
    for entry in placed.lines:
        paste_line(canvas, (left, entry.top + round(line * entry.drop)), entry.text, entry.style)
    heading = TextStyle("regular", round(size * HEADING_SHARE), layout.LEGEND_MUTED, layout.LEGEND_BG)
    at_hand, at_stash = columns(view, language).hand, columns(view, language).stash
    for at, key in ((at_hand, "image-legend-hand"), (at_stash, "image-legend-stash")):
        xy = (left + at * size, placed.headings_top + round(line * 0.7))
        paste_label(canvas, xy, said(language, key), heading, "ls")
    for seat in range(len(view.seats)):
        _draw_seat_row(canvas, view, seat, placed, size, language=language)
