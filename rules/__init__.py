"""The game engines: pure Python, standard library only, no I/O, no clock, no global randomness.

`rules.core` holds what every game shares: the engine protocol every game kind answers (`rules.core.protocol`) and
the registry of kinds (`rules.core.registry`); each game has a package of its own (`rules.zark` for Zark City and its
Uno-deck cousins, `rules.zarcana`), registered by `rules.games.load()`, which a program calls once at start-up. The
names here are the core's.
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
    Message,
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
from .core.events import Event
from .core.protocol import GameKind, GameSettings, GameState, GameView, TableOption
from .core.registry import kind_for, kind_named, kind_of, kinds, record_kind

__all__ = [
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "SEAT_COLOURS",
    "SEAT_LETTERS",
    "SIZE_NAMES",
    "Action",
    "AgreeEnd",
    "Cell",
    "Event",
    "GameKind",
    "GameOverError",
    "GameSettings",
    "GameState",
    "GameView",
    "IllegalActionError",
    "Message",
    "NotYourTurnError",
    "NotationError",
    "Phase",
    "RecordError",
    "RecordFileError",
    "Resign",
    "RulesError",
    "TableOption",
    "cell_name",
    "kind_for",
    "kind_named",
    "kind_of",
    "kinds",
    "parse_cell",
    "parse_size",
    "quoted",
    "record_kind",
]
