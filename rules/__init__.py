"""The game engines: pure Python, standard library only, no I/O, no clock, no global randomness.

`rules.core` holds what every game shares; each game kind has a package of its own (`rules.zark` for Zark City and
its Uno-deck cousins, `rules.zarcana`). The names here are the core's.
"""

from .core import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    SEAT_COLOURS,
    SEAT_LETTERS,
    SIZE_NAMES,
    Action,
    AgreeEnd,
    Cell,
    GameOverError,
    IllegalActionError,
    NotationError,
    NotYourTurnError,
    Phase,
    RecordError,
    RecordFileError,
    Resign,
    RulesError,
    cell_name,
    parse_cell,
    parse_size,
    quoted,
)

__all__ = [
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "SEAT_COLOURS",
    "SEAT_LETTERS",
    "SIZE_NAMES",
    "Action",
    "AgreeEnd",
    "Cell",
    "GameOverError",
    "IllegalActionError",
    "NotYourTurnError",
    "NotationError",
    "Phase",
    "RecordError",
    "RecordFileError",
    "Resign",
    "RulesError",
    "cell_name",
    "parse_cell",
    "parse_size",
    "quoted",
]
