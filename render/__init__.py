"""Pictures and descriptions of a game for players: pure functions from a view (a Zark family `rules.View` or a
`rules.zarcana.ZarcanaView`, `GameView`) to PNG bytes or text. Each function picks the drawing by the view's type;
Zarcana's is in `render.zarcana`.

A view holds nothing its viewer may not see, and these functions read nothing else, so no image or text made
here can leak a hand or the deck. Images are drawn with Pillow's public API in the fixed palette (`palette`) and
saved as paletted PNGs. The functions are safe to call from several threads at once; the bot calls them off the
event loop, through its drawing service (`render.service`).

- `board_png(view, highlight=…, mark=…)`: the board with every card's cell name, the pyramids (Zarcana: minions,
  stacks and wasteland), the empty cells' names and a legend; the keyword options say how to present it (cells to
  ring, words on a band at the top).
- `hand_png(view)`: the viewer's own hand, large, for an ephemeral reply.
- `alt_text(view)`: at most 1,000 characters describing the board, for the image's alt text.
- `board_text(view, grid=…)`: the board in words, for ``/board`` as text.
- `hand_text(view)`: the viewer's hand in words, for the hand image's alt text.
- `hand_labels(view)`: the cards the hand image shows, for tests that nothing else is drawn.
"""

from __future__ import annotations

import threading
from collections.abc import Collection

from rules import Cell
from rules.zarcana import ZarcanaView
from rules.zark import View

from . import describe, hand, zarcana
from .board import draw_board
from .describe import ALT_TEXT_LIMIT
from .geometry import BoardGeometry, PiecePlacement, board_geometry
from .hand import draw_hand
from .palette import encode, quantize

#: Every view the functions here draw and describe.
GameView = View | ZarcanaView

__all__ = [
    "ALT_TEXT_LIMIT",
    "GameView",
    "BoardGeometry",
    "PiecePlacement",
    "alt_text",
    "board_geometry",
    "board_png",
    "board_text",
    "hand_labels",
    "hand_png",
    "hand_text",
]


# The bot draws in worker threads, and one FreeType face must not render in two at once: drawing (text, cached
# tiles) holds this lock; encoding, the larger part of the time, runs outside it.
_DRAWING = threading.Lock()


def board_png(view: GameView, *, highlight: Collection[Cell] | None = None, mark: str = "") -> bytes:
    """The board image as PNG bytes. Uses only public information, whoever's view it is given. How it is shown is
    a keyword option, never an edit of the view: `highlight` rings those cards (Zarcana: spaces) instead of the
    last move's, and `mark` puts its words on a band across the top (``PREVIEW``)."""
    with _DRAWING:
        if isinstance(view, ZarcanaView):
            image = zarcana.draw_board(view, highlight=highlight, mark=mark)
        else:
            image = draw_board(view, highlight=highlight, mark=mark)
    return encode(image)


def hand_png(view: GameView) -> bytes:
    """The viewer's hand as PNG bytes. Raises `ValueError` for the public view, which has no hand."""
    with _DRAWING:
        drawn = zarcana.draw_hand(view) if isinstance(view, ZarcanaView) else draw_hand(view)
        image = quantize(drawn)
    return encode(image)


def alt_text(view: GameView) -> str:
    """At most `ALT_TEXT_LIMIT` characters describing the board, for the image's alt text."""
    return zarcana.alt_text(view) if isinstance(view, ZarcanaView) else describe.alt_text(view)


def board_text(view: GameView, *, grid: bool = False) -> str:
    """The board in words, for ``/board`` as text and for screen readers; ``grid=True`` lays the spaces out in an
    aligned grid instead of row by row."""
    if isinstance(view, ZarcanaView):
        return zarcana.board_text(view, grid=grid)
    return describe.board_text(view, grid=grid)


def hand_text(view: GameView) -> str:
    """The viewer's hand in words, for the hand image's alt text."""
    return zarcana.hand_text(view) if isinstance(view, ZarcanaView) else describe.hand_text(view)


def hand_labels(view: GameView) -> tuple[str, ...]:
    """The card labels the hand image shows, in order: exactly the viewer's own hand."""
    return zarcana.hand_labels(view) if isinstance(view, ZarcanaView) else hand.hand_labels(view)
