"""What every game shares: cells and their names, seats, phases, errors that carry a player's sentence, seeded
chance, the `Action` base class with `Resign` and `AgreeEnd`, and records."""

from .actions import SIZE_NAMES, Action, AgreeEnd, Resign, parse_size
from .cells import Cell, cell_name, parse_cell
from .errors import GameOverError, IllegalActionError, NotationError, NotYourTurnError, RulesError, quoted
from .messages import Message
from .phase import Phase
from .records import RecordError, RecordFileError
from .seats import MAX_PLAYERS, MIN_PLAYERS, SEAT_COLOURS, SEAT_LETTERS

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
    "Message",
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
