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

from i18n import ENGLISH
from render import layout as shared
from render.fonts import text_length
from render.legend import (
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
from render.lines import paste_line
from render.palette import ink
from render.sprites import TextStyle, paste_label
from render.words import said
from rules import Phase
from rules.zarcana import Demand, ZarcanaView

from ..layout import Box
from .describe import last_move_text, piles_text, round_text, score_text
from .words import status_words

# Column positions in a player's row, in multiples of the legend font size (as in `render.legend`): narrower hand
# and stash columns than Zark City's leave room for the score.
_COLUMNS = Columns(hand=10.0, stash=14.0, tag=23.6)
_SCORE_AT = 20.4
_TAG_EMS = 5.2  # "◀ to play"


def legend_width(view: ZarcanaView, language: str = ENGLISH) -> int:
    """The narrowest board image: room for a player's row at the smallest legend font, which a board that narrow
    has, its tag (`seat_tag`, in `language`) at least `_TAG_EMS` wide."""
    size = shared.LEGEND_FONT_MIN
    widest = max(text_length("bold", size, seat_tag(view, seat.seat, language)) for seat in view.seats) / size
    return round((columns(view, language).tag + max(_TAG_EMS, widest)) * size) + 2 * shared.LEGEND_PAD


def columns(view: ZarcanaView, language: str = ENGLISH) -> Columns:
    """Where a player's row puts its columns: `_COLUMNS`, the stash, score and tag further right where the hand sizes
    or their heading take more room in `language` (the score's is `score_at`)."""
    texts = hand_column_texts([seat.hand_size for seat in view.seats], "image-legend-hand", language)
    return _COLUMNS.widened(texts)


def score_at(placed: Columns) -> float:
    """Where the score column is, as far after the stash as in `_COLUMNS`."""
    return _SCORE_AT + placed.stash - _COLUMNS.stash


def legend_lines(view: ZarcanaView, size: int, width: int, top: int = 0, *, language: str = ENGLISH) -> LegendLayout:
    """Every line of the legend from `top`, for a legend `width` pixels wide at font `size`, in `language`."""
    last_move = last_move_text(view, language) if view.history else ""
    notes = (
        (piles_text(view, language), "muted", 0.75),
        (round_text(view, language), "muted", 0.75),
        (last_move, "plain", 0.75),
    )
    status = (status_words(language, view), 0.75)
    placed = columns(view, language)
    return lay_out_legend(status, view.seats, notes, columns=placed, size=size, width=width, top=top)


def legend_height(view: ZarcanaView, size: int, width: int, *, language: str = ENGLISH) -> int:
    return legend_lines(view, size, width, language=language).height


# ----------------------------------------------------------------------------------------------- player rows


def seat_tag(view: ZarcanaView, seat: int, language: str = ENGLISH) -> str:
    """What a player's row ends with: whose turn it is (or who must give, Z-39), who won, who resigned or agrees."""
    key = _tag(view, seat)
    return said(language, key) if key else ""


def _tag(view: ZarcanaView, seat: int) -> str:
    info = view.seats[seat]
    if info.resigned:
        return "image-tag-resigned"
    if view.phase is Phase.OVER:
        return "image-tag-wins" if seat in view.winners else ""
    if seat in view.to_act:
        giving = isinstance(view.pending, Demand) and view.pending.giver == seat
        return "image-tag-to-give" if giving else "image-tag-to-play"
    return "image-tag-agrees" if info.agreed_end else ""


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


def _draw_seat_row(
    canvas: Image.Image, view: ZarcanaView, seat: int, layout: LegendLayout, size: int, *, language: str
) -> None:
    """The Zark legend's row (`render.legend.draw_seat_row`), with the score so far before the tag."""
    info, marked, top = view.seats[seat], is_marked_row(view, seat), layout.seat_tops[seat]
    mark = seat_mark_box(view, seat, layout, size, canvas.width)
    placed = columns(view, language)
    columns_top = draw_seat_row(
        canvas, info, mark, top=top, size=size, marked=marked, columns=placed, language=language
    )
    score = (score_at(placed), score_text(view, seat), "bold" if info.score is not None else "regular")
    for column in (score, (placed.tag, seat_tag(view, seat, language), "bold")):
        if column[1]:
            write_in_row(canvas, info, column, top=columns_top, size=size, marked=marked)


def draw_legend(canvas: Image.Image, view: ZarcanaView, box: Box, size: int, *, language: str = ENGLISH) -> None:
    """Draw the legend into `box` of a paletted canvas, in `language`."""
    ImageDraw.Draw(canvas).rectangle((box[0], box[1], box[2] - 1, box[3] - 1), fill=ink(shared.LEGEND_BG))
    layout = legend_lines(view, size, box[2] - box[0], box[1], language=language)
    line = line_height(size)
    left = shared.LEGEND_PAD
    for entry in layout.lines:
        paste_line(canvas, (left, entry.top + round(line * entry.drop)), entry.text, entry.style)
    heading = TextStyle("regular", round(size * HEADING_SHARE), shared.LEGEND_MUTED, shared.LEGEND_BG)
    heading_baseline = layout.headings_top + round(line * 0.7)
    placed = columns(view, language)
    headings = ((placed.hand, "image-legend-hand"), (placed.stash, "image-legend-stash-short"))
    for at, key in (*headings, (score_at(placed), "image-legend-score")):
        paste_label(canvas, (left + at * size, heading_baseline), said(language, key), heading, "ls")
    for seat in range(len(view.seats)):
        _draw_seat_row(canvas, view, seat, layout, size, language=language)
