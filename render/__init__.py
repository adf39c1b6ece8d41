"""Pictures and descriptions of a game for players: pure functions from a `rules.View` to PNG bytes or text.

A view holds nothing its viewer may not see, and these functions read nothing else, so no image or text made
here can leak a hand or the deck. Drawing and encoding a board takes tens of milliseconds: the bot calls these
off the event loop (``asyncio.to_thread``).

- `board_png(view)`: the board with every card's cell name, the pyramids, the empty cells' names and a legend.
- `hand_png(view)`: the viewer's own hand, large, for an ephemeral reply.
- `alt_text(view)`: at most 1,000 characters describing the board, for the image's alt text.
- `board_text(view)`: the board in words, for ``/board`` as text.
- `hand_text(view)`: the viewer's hand in words, for the hand image's alt text.
"""

from __future__ import annotations

import threading

from rules import View

from .board import draw_board
from .describe import ALT_TEXT_LIMIT, alt_text, board_text, hand_text
from .geometry import BoardGeometry, PiecePlacement, board_geometry
from .hand import draw_hand, hand_labels
from .palette import encode, quantize

__all__ = [
    "ALT_TEXT_LIMIT",
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


# The bot draws in worker threads; one FreeType face must not render in two at once. Encoding, the slow part,
# runs outside the lock.
_DRAWING = threading.Lock()


def board_png(view: View) -> bytes:
    """The board image as PNG bytes. Uses only public information, whoever's view it is given."""
    with _DRAWING:
        image = draw_board(view)
    return encode(image)


def hand_png(view: View) -> bytes:
    """The viewer's hand as PNG bytes. Raises `ValueError` for the public view, which has no hand."""
    with _DRAWING:
        image = quantize(draw_hand(view))
    return encode(image)
