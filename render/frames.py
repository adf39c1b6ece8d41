"""A board presented as something other than the game's own board: a band across its top with words on it
(``PREVIEW``, ``HINT``, ``REVIEW``), which the caller gives in the reader's language."""

from __future__ import annotations

from PIL import Image

from . import layout
from .palette import blank_canvas
from .sprites import TextStyle, paste_label


def with_mark(board: Image.Image, mark: str) -> Image.Image:
    """The board under a band that carries `mark`, in the colours of the legend's "to play" row."""
    size = layout.MARK_SIZE
    band = round(size * 1.9)
    canvas = blank_canvas(board.width, board.height + band, layout.LEGEND_CURRENT)
    canvas.paste(board, (0, band))
    style = TextStyle("bold", size, layout.LEGEND_TEXT, layout.LEGEND_CURRENT)
    paste_label(canvas, (board.width // 2, band // 2), mark, style, "mm")
    return canvas
