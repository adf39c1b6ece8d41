"""What every game kind's table options share: the on/off words, and `rated` and `hints`, which every kind offers.

A table with `rated` off is a friendly game: its settings say so (each family's settings carry ``rated``, on when
left out, as in snapshots and records from before it), and its kind's `ranking` is then None, so no result is
written and nobody's rating moves.

A table with `hints` on lets its players ask the medium computer player for a move (/zark hint). Such a game is
never rated: its settings carry ``hints`` (off when left out) and ``rated`` off, and its kind's `ranking` is None
whatever ``rated`` says.
"""

from __future__ import annotations

from collections.abc import Mapping

from .errors import NotationError, quoted
from .protocol import TableOption

ON, OFF = ("on", "yes", "true"), ("off", "no", "false")

RATED = TableOption(
    "rated",
    ("on", "off"),
    "whether the result moves the players' ratings",
    ("the result moves the players' ratings", "a friendly game, not rated"),
)
HINTS = TableOption(
    "hints",
    ("off", "on"),
    "whether /zark hint suggests moves (a game with hints is never rated)",
    ("no hints, as in a rated game", "/zark hint suggests moves; such a game is never rated"),
)


def flag(name: str, value: str) -> bool:
    """An on/off table option's value."""
    word = value.strip().lower()
    if word in ON or word in OFF:
        return word in ON
    raise NotationError(f"The option {name} is on or off, not {quoted(value)}.")


def rated_and_hints(options: Mapping[str, str]) -> tuple[bool, bool]:
    """The table's `rated` and `hints`: rated unless `rated` is off or `hints` is on (a game with hints is never
    rated); asking for both at once is refused in a sentence."""
    hints = flag("hints", options["hints"]) if "hints" in options else False
    rated = flag("rated", options["rated"]) if "rated" in options else not hints
    if rated and hints:
        raise NotationError("A game with hints on is never rated: leave out rated:on or hints:on.")
    return rated, hints
