"""What every game kind's table options share: the on/off words, and `rated` and `hints`, which every kind offers.

A table with `rated` off is a friendly game: its settings say so (each family's settings carry ``rated``, on when
left out, as in snapshots and records from before it), and its kind's `ranking` is then None, so no result is
written and nobody's rating moves.

A table with `hints` on lets its players ask the medium computer player for a move (/zark hint). Such a game is
never rated: its settings carry ``hints`` (off when left out) and ``rated`` off, and its kind's `ranking` is None
whatever ``rated`` says.

The table option `boards` says how often the board's image is posted in the game's thread: with every post (``turn``,
the default), once a round (``round``), or only when a player asks (``asked``: /zark board always shows it). It is the
table's, not the engine's: the stored settings carry ``boards`` beside the engine's (`boards_of` reads it).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import NotationError, quoted
from .messages import Message
from .protocol import TableOption

ON, OFF = ("on", "yes", "true"), ("off", "no", "false")

RATED = TableOption("rated", ("on", "off"), (Message("table-option-rated-on"), Message("table-option-rated-off")))
HINTS = TableOption("hints", ("off", "on"), (Message("table-option-hints-off"), Message("table-option-hints-on")))
BOARDS_TURN, BOARDS_ROUND, BOARDS_ASKED = "turn", "round", "asked"
BOARDS = TableOption(
    "boards",
    (BOARDS_TURN, BOARDS_ROUND, BOARDS_ASKED),
    tuple(Message(f"table-option-boards-{value}") for value in (BOARDS_TURN, BOARDS_ROUND, BOARDS_ASKED)),
)


def flag(name: str, value: str) -> bool:
    """An on/off table option's value."""
    word = value.strip().lower()
    if word in ON or word in OFF:
        return word in ON
    raise NotationError(Message("core-option-on-or-off", option=name, text=quoted(value)))


def rated_and_hints(options: Mapping[str, str]) -> tuple[bool, bool]:
    """The table's `rated` and `hints`: rated unless `rated` is off or `hints` is on (a game with hints is never
    rated); asking for both at once is refused in a sentence."""
    hints = flag("hints", options["hints"]) if "hints" in options else False
    rated = flag("rated", options["rated"]) if "rated" in options else not hints
    if rated and hints:
        raise NotationError(Message("core-hints-never-rated"))
    return rated, hints


def boards_option(options: Mapping[str, str]) -> dict[str, str]:
    """The table's `boards`, for its stored settings (nothing when left out: every turn), or the sentence why not."""
    if "boards" not in options:
        return {}
    word = options["boards"].strip().lower()
    if word not in BOARDS.values:
        values = ", ".join(BOARDS.values)  # as a player types them, the same in every language
        raise NotationError(Message("core-option-boards", values=values, text=quoted(options["boards"])))
    return {"boards": word}


def boards_of(settings: Mapping[str, Any]) -> str:
    """How often a table posts its board (`BOARDS`), from its stored settings: every turn when they do not say."""
    value = settings.get("boards", BOARDS_TURN)
    return value if value in BOARDS.values else BOARDS_TURN
