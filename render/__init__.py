"""Pictures and descriptions of a game for players: pure functions from a view (`rules.GameView`) to PNG bytes or
text. Each game kind's drawer (`render.drawers`: `render.zark`, `render.zarcana`) draws its own; these functions find
it by the view's kind.

A view holds nothing its viewer may not see, and these functions read nothing else, so no image or text made
here can leak a hand or the deck. Images are drawn with Pillow's public API in the fixed palette (`palette`) and
saved as paletted PNGs. The functions are safe to call from several threads at once; the bot calls them off the
event loop, through its drawing service (`render.service`).

- `board_png(view, highlight=…, mark=…)`: the board with every card's cell name, the pieces, the empty cells' names
  and a legend; the keyword options say how to present it (cells to ring, words on a band at the top).
- `hand_png(view)`: the viewer's own hand, large, for an ephemeral reply.
- `alt_text(view)`: at most 1,000 characters describing the board, for the image's alt text.
- `board_text(view, grid=…)`: the board in words, for ``/board`` as text.
- `hand_text(view)`: the viewer's hand in words, for the hand image's alt text.
- `hand_labels(view)`: the cards the hand image shows, for tests that nothing else is drawn.
- `rating_chart_png(points, title=…)`: a player's rating over their rated games, a line chart (`render.chart`).

Every one that has words takes a `language` (one of `i18n.LANGUAGES`, English unless said): a board, its alt text
and a replay are in the table's language (`play.texts.table_language`), a hand and its text in the viewer's.
"""

from __future__ import annotations

import threading
from collections.abc import Collection, Sequence

from i18n import ENGLISH
from rules import Cell, GameView

from .chart import draw_rating_chart, encode_chart
from .drawers import drawer_of
from .palette import encode, quantize
from .words import ALT_TEXT_LIMIT

__all__ = [
    "ALT_TEXT_LIMIT",
    "alt_text",
    "board_png",
    "board_text",
    "hand_labels",
    "hand_png",
    "hand_text",
    "rating_chart_png",
]


# The bot draws in worker threads, and one FreeType face must not render in two at once: drawing (text, cached
# tiles) holds this lock; encoding, the larger part of the time, runs outside it.
_DRAWING = threading.Lock()


def board_png(
    view: GameView, *, highlight: Collection[Cell] | None = None, mark: str = "", language: str = ENGLISH
) -> bytes:
    """The board image as PNG bytes, its words in `language`. Uses only public information, whoever's view it is
    given. How it is shown is a keyword option, never an edit of the view: `highlight` rings those cards (Zarcana:
    spaces) instead of the last move's, and `mark` puts its words on a band across the top (``PREVIEW``)."""
    drawer = drawer_of(view)
    with _DRAWING:
        image = drawer.board(view, highlight=highlight, mark=mark, language=language)
    return encode(image)


def hand_png(view: GameView, *, language: str = ENGLISH) -> bytes:
    """The viewer's hand as PNG bytes, its words in `language`. Raises `ValueError` for the public view, which has
    no hand."""
    drawer = drawer_of(view)
    with _DRAWING:
        image = quantize(drawer.hand(view, language=language))
    return encode(image)


def alt_text(view: GameView, *, language: str = ENGLISH) -> str:
    """At most `ALT_TEXT_LIMIT` characters describing the board in `language`, for the image's alt text."""
    return drawer_of(view).alt_text(view, language=language)


def board_text(view: GameView, *, grid: bool = False, language: str = ENGLISH) -> str:
    """The board in words (`language`'s), for ``/board`` as text and for screen readers; ``grid=True`` lays the
    spaces out in an aligned grid instead of row by row."""
    return drawer_of(view).board_text(view, grid=grid, language=language)


def hand_text(view: GameView, *, language: str = ENGLISH) -> str:
    """The viewer's hand in words (`language`'s), for the hand image's alt text."""
    return drawer_of(view).hand_text(view, language=language)


def hand_labels(view: GameView) -> tuple[str, ...]:
    """The card labels the hand image shows, in order: exactly the viewer's own hand."""
    return drawer_of(view).hand_labels(view)


def rating_chart_png(points: Sequence[tuple[float, float]], *, title: str, language: str = ENGLISH) -> bytes:
    """A player's rating over their rated games as PNG bytes (`render.chart`): `points` are ``(mu, sigma)``, the
    rating before the first game and after each one (two at least), `title` says whose and in which game; its
    labels are in `language`."""
    with _DRAWING:
        image = draw_rating_chart(points, title=title, language=language)
    return encode_chart(image)
