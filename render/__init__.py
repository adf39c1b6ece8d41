"""Pictures and descriptions of a game for players: pure functions from a `rules.View` to PNG bytes or text.

A view holds nothing its viewer may not see, and these functions read nothing else, so no image or text made
here can leak a hand or the deck. Drawing and encoding a board takes a few milliseconds on the 2-core host
(`bench/render.py`): 1.5 ms for a 40-move game's final board, 4.5 ms for a 54-card board, and for each turn's
board as a game goes 2.2-2.5 ms in a process's first game, 1.7-1.8 ms in the next one and 1.1-1.2 ms for a board
drawn again. The difference is what the process draws for the first time: words of the legend (whose changing
lines are composed from cached words, see `lines`), cards and pyramids. The bot calls these off the event loop
(``asyncio.to_thread``); they are safe in several threads.

- `board_png(view, key=game_id)`: the board with every card's cell name, the pyramids, the empty cells' names and
  a legend. With a key, the bands of the image that are unchanged since the last board under that key are not
  compressed again (see `png`); the PNG is the same either way.
- `hand_png(view)`: the viewer's own hand, large, for an ephemeral reply.
- `alt_text(view)`: at most 1,000 characters describing the board, for the image's alt text.
- `board_text(view)`: the board in words, for ``/board`` as text.
- `hand_text(view)`: the viewer's hand in words, for the hand image's alt text.
"""

from __future__ import annotations

import threading
from collections.abc import Hashable

from rules import View

from .board import draw_board
from .describe import ALT_TEXT_LIMIT, alt_text, board_text, hand_text
from .geometry import BoardGeometry, PiecePlacement, board_geometry
from .hand import draw_hand, hand_labels
from .palette import quantize
from .png import BandCache, encode

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


# The bot draws in worker threads; one FreeType face must not render in two at once. Encoding runs outside the lock.
_DRAWING = threading.Lock()

# The last board of each of the most recently rendered games, for `board_png(view, key=...)`. A 40-move board
# takes about 0.8 MB here and a 54-card board 3.1 MB: at most 16 games and 32 MB in all.
BOARD_CACHE_GAMES = 16
BOARD_CACHE_BYTES = 32 * 1024 * 1024
_BOARDS = BandCache(BOARD_CACHE_GAMES, BOARD_CACHE_BYTES)


def board_png(view: View, *, key: Hashable | None = None) -> bytes:
    """The board image as PNG bytes. Uses only public information, whoever's view it is given.

    `key` names the game the view belongs to (its id, say): boards rendered under one key are compared band by
    band with the previous one, and bands that are byte for byte unchanged keep their compressed form. That saves
    about a sixth of the encoding time of a turn that keeps the board's size (a third to a half of the rows
    change each turn, but they are spread over two thirds of the bands). The PNG is identical with or without a
    key, for any key and any order of calls; a wrong or shared key only costs the reuse. The last board of at
    most `BOARD_CACHE_GAMES` keys (and `BOARD_CACHE_BYTES` in all) is kept, the least recently used going first.
    """
    with _DRAWING:
        image = draw_board(view)
    if key is None:
        return encode(image)
    return _BOARDS.encode(image, key)


def hand_png(view: View) -> bytes:
    """The viewer's hand as PNG bytes. Raises `ValueError` for the public view, which has no hand."""
    with _DRAWING:
        image = quantize(draw_hand(view))
    return encode(image)
