"""The Zark family's engine (Zark City, Unocitta and Unopolis): pure Python, standard library only, no I/O, no
clock, no global randomness.

Create a game with `ZarkGame.new(ZarkSettings(players=...), seed)`, ask `game.legal_actions(seat)`, apply with
`game.apply(seat, action)` (illegal actions raise a `RulesError` carrying a sentence for the player and change
nothing), and show players only `game.view(seat)` / `make_view(game, seat)`. The one exception to "no I/O" is
`replay_zark_file`, which reads a record file for the command lines.
"""

from .actions import (
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
    Spawn,
    Starter,
    describe,
    parse_action,
)
from .cards import Card, card_label, parse_card
from .events import ZarkEvent
from .game import ZarkGame
from .hidden import resample_hidden
from .record import Record, read_record, replay_zark, replay_zark_file, write_public_record, write_record
from .ruleset import GAME_TITLES, Ruleset
from .serial import game_from_dict, game_to_dict
from .settings import EDITIONS, GAMES, HAND_LIMIT, ZarkSettings
from .views import SeatView, ZarkView, make_view

__all__ = [
    "EDITIONS",
    "GAMES",
    "GAME_TITLES",
    "HAND_LIMIT",
    "Attack",
    "Build",
    "Card",
    "Discard",
    "Draw",
    "Fly",
    "Grow",
    "Hatch",
    "Move",
    "Nominate",
    "Place",
    "Record",
    "Ruleset",
    "SeatView",
    "Spawn",
    "Starter",
    "ZarkEvent",
    "ZarkGame",
    "ZarkSettings",
    "ZarkView",
    "card_label",
    "describe",
    "game_from_dict",
    "game_to_dict",
    "make_view",
    "parse_action",
    "parse_card",
    "read_record",
    "replay_zark",
    "replay_zark_file",
    "resample_hidden",
    "write_public_record",
    "write_record",
]
