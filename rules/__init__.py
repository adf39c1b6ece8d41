"""The Zark City rules engine: pure Python, standard library only, no I/O, no clock, no global randomness.

Create a game with `Game.new(Settings(players=...), seed)`, ask `game.legal_actions(seat)`, apply with
`game.apply(seat, action)` (illegal actions raise a `RulesError` carrying a sentence for the player and change
nothing), and show players only `game.view(seat)` / `make_view(game, seat)`. The one exception to "no I/O" is
`replay_file`, which reads a record file for the command lines.
"""

from .actions import (
    SIZE_NAMES,
    Action,
    AgreeEnd,
    Attack,
    Build,
    Discard,
    Draw,
    Fly,
    Grow,
    Hatch,
    Move,
    Nominate,
    Place,
    Resign,
    Spawn,
    Starter,
    describe,
    parse_action,
    parse_size,
)
from .cards import Card, card_label, card_words, parse_card
from .cells import Cell, cell_name, parse_cell
from .errors import GameOverError, IllegalActionError, NotationError, NotYourTurnError, RulesError, quoted
from .game import Event, Game
from .hidden import resample_hidden
from .phase import Phase
from .record import (
    Record,
    RecordError,
    RecordFileError,
    read_record,
    replay,
    replay_file,
    write_public_record,
    write_record,
)
from .ruleset import GAME_TITLES, Ruleset
from .serial import game_from_dict, game_to_dict
from .settings import EDITIONS, GAMES, HAND_LIMIT, MAX_PLAYERS, MIN_PLAYERS, SEAT_COLOURS, SEAT_LETTERS, Settings
from .views import SeatView, View, make_view

__all__ = [
    "EDITIONS",
    "GAMES",
    "GAME_TITLES",
    "HAND_LIMIT",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "SEAT_COLOURS",
    "SEAT_LETTERS",
    "SIZE_NAMES",
    "Action",
    "AgreeEnd",
    "Attack",
    "Build",
    "Card",
    "Cell",
    "Discard",
    "Draw",
    "Event",
    "Fly",
    "Game",
    "GameOverError",
    "Grow",
    "Hatch",
    "IllegalActionError",
    "Move",
    "Nominate",
    "NotYourTurnError",
    "NotationError",
    "Phase",
    "Place",
    "Record",
    "RecordError",
    "RecordFileError",
    "Resign",
    "RulesError",
    "Ruleset",
    "SeatView",
    "Settings",
    "Spawn",
    "Starter",
    "View",
    "card_label",
    "card_words",
    "cell_name",
    "describe",
    "game_from_dict",
    "game_to_dict",
    "make_view",
    "parse_action",
    "parse_card",
    "parse_cell",
    "parse_size",
    "quoted",
    "read_record",
    "replay",
    "replay_file",
    "resample_hidden",
    "write_public_record",
    "write_record",
]
