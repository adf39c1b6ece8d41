"""What every game's board draws beside its pieces: a seat's letter before that seat's pieces on a card
(`SeatMark`), and the legend's font size for a board of a given width."""

from __future__ import annotations

from dataclasses import dataclass

from . import layout
from .layout import Box


@dataclass(frozen=True, slots=True)
class SeatMark:
    """A seat's letter before that seat's pyramids on a card (see `seats`): `size` is its font size, and `box` the
    space it stands in, as wide as the letter's advance and a capital's height tall, the baseline at the bottom."""

    seat: int
    letter: str
    size: int
    box: Box


def legend_font_size(width: int) -> int:
    size = round(width * layout.LEGEND_FONT_PER_PIXEL)
    return max(layout.LEGEND_FONT_MIN, min(layout.LEGEND_FONT_MAX, size))
