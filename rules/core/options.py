"""What every game kind's table options share: the on/off words, and `rated`, which every kind offers.

A table with `rated` off is a friendly game: its settings say so (each family's settings carry ``rated``, on when
left out, as in snapshots and records from before it), and its kind's `ranking` is then None, so no result is
written and nobody's rating moves.
"""

from __future__ import annotations

from .errors import NotationError, quoted
from .protocol import TableOption

ON, OFF = ("on", "yes", "true"), ("off", "no", "false")

RATED = TableOption("rated", ("on", "off"), "off: a friendly game, not rated")


def flag(name: str, value: str) -> bool:
    """An on/off table option's value."""
    word = value.strip().lower()
    if word in ON or word in OFF:
        return word in ON
    raise NotationError(f"The option {name} is on or off, not {quoted(value)}.")
