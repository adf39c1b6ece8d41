"""Which engine plays a game: the Zark family's (`rules.game.Game`, for Zark City, Unocitta and Unopolis) or
Zarcana's (`rules.zarcana.ZarcanaGame`). A record's ``game:`` header and a snapshot's ``settings.game`` say which;
everything else reads a game through these functions and never compares game names itself.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from .game import Game
from .hidden import resample_hidden
from .record import read_record, replay, replay_path, write_record
from .serial import game_from_dict, game_to_dict
from .settings import GAMES
from .text import position_text
from .zarcana.game import ZarcanaGame
from .zarcana.hidden import resample_hidden as resample_zarcana
from .zarcana.record import read_zarcana_record, replay_zarcana, write_zarcana_record
from .zarcana.serial import zarcana_from_dict, zarcana_to_dict
from .zarcana.settings import ZARCANA
from .zarcana.text import position_text as zarcana_position_text

#: Every game the engines play, by the key records and snapshots name them with.
ALL_GAMES = (*GAMES, ZARCANA)
AnyGame = Game | ZarcanaGame


def record_game(text: str) -> str:
    """The game a record names in its ``game:`` header (Zark City when it names none)."""
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if line[:1].isdigit():
            break
        key, _, value = line.partition(":")
        if key.strip().lower() == "game":
            return value.strip().lower()
    return GAMES[0]


def replay_any(text: str) -> AnyGame:
    """Read and replay a record of any game. Raises `RecordError`."""
    if record_game(text) == ZARCANA:
        return replay_zarcana(read_zarcana_record(text))
    return replay(read_record(text))


def replay_any_file(path: str) -> AnyGame:
    """Read the record at `path` and replay it, for the command lines. Raises `RecordFileError`."""
    return replay_path(path, replay_any)


def write_any_record(game: AnyGame) -> str:
    return write_zarcana_record(game) if isinstance(game, ZarcanaGame) else write_record(game)


def any_position_text(game: AnyGame) -> str:
    return zarcana_position_text(game) if isinstance(game, ZarcanaGame) else position_text(game)


def any_game_to_dict(game: AnyGame) -> dict[str, object]:
    """A snapshot of any game (`rules.serial`'s shape; Zarcana's settings say ``"game": "zarcana"``)."""
    return zarcana_to_dict(game) if isinstance(game, ZarcanaGame) else game_to_dict(game)


def any_game_from_dict(data: Mapping[str, Any]) -> AnyGame:
    """The game of a snapshot, by the engine its ``settings.game`` names."""
    if data["settings"].get("game") == ZARCANA:
        return zarcana_from_dict(data)
    return game_from_dict(data)


def resample_any_hidden(game: AnyGame, seat: int, rng: random.Random) -> AnyGame:
    """The game as `seat` might believe it to be, its hidden cards dealt afresh by the game's own engine."""
    return resample_zarcana(game, seat, rng) if isinstance(game, ZarcanaGame) else resample_hidden(game, seat, rng)
