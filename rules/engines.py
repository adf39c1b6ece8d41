"""Which engine plays a game: the Zark family's (`rules.game.Game`, for Zark City, Unocitta and Unopolis) or
Zarcana's (`rules.zarcana.ZarcanaGame`). A record's ``game:`` header and a snapshot's ``settings.game`` say which;
everything else reads a game through these functions and never compares game names itself.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from .core.actions import Action
from .core.records import replay_path
from .zarcana.cards import TarotCard
from .zarcana.events import Event as ZarcanaEvent
from .zarcana.game import ZarcanaGame
from .zarcana.hidden import resample_hidden as resample_zarcana
from .zarcana.notation import parse_action as parse_zarcana_action
from .zarcana.record import read_zarcana_record, replay_zarcana, write_zarcana_record
from .zarcana.serial import zarcana_from_dict, zarcana_to_dict
from .zarcana.settings import ZARCANA, ZarcanaSettings
from .zarcana.text import position_text as zarcana_position_text
from .zarcana.views import ZarcanaView
from .zark.actions import parse_action
from .zark.cards import Card
from .zark.game import Event, Game
from .zark.hidden import resample_hidden
from .zark.record import read_record, replay, write_record
from .zark.serial import game_from_dict, game_to_dict
from .zark.settings import GAMES, Settings
from .zark.text import position_text
from .zark.views import View

#: Every game the engines play, by the key records and snapshots name them with.
ALL_GAMES = (*GAMES, ZARCANA)
AnyGame = Game | ZarcanaGame
AnyView = View | ZarcanaView
AnySettings = Settings | ZarcanaSettings
AnyEvent = Event | ZarcanaEvent


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
    if is_zarcana(data["settings"]):
        return zarcana_from_dict(data)
    return game_from_dict(data)


def resample_any_hidden(game: AnyGame, seat: int, rng: random.Random) -> AnyGame:
    """The game as `seat` might believe it to be, its hidden cards dealt afresh by the game's own engine."""
    return resample_zarcana(game, seat, rng) if isinstance(game, ZarcanaGame) else resample_hidden(game, seat, rng)


def is_zarcana(settings: Mapping[str, Any]) -> bool:
    """Whether stored settings (a snapshot's, or a lobby's) are a Zarcana table's."""
    return settings.get("game") == ZARCANA


def settings_from_dict(data: Mapping[str, Any]) -> AnySettings:
    """The settings of any game, by the engine their ``game`` names (Zark City when they name none). Raises the
    engine's `NotationError` for options it does not know the values of."""
    return ZarcanaSettings.from_dict(data) if is_zarcana(data) else Settings.from_dict(data)


def new_any_game(settings: AnySettings, seed: str | int, order: list[str] | None = None) -> AnyGame:
    """Deal a new game of either engine (`order`: the deck top first, instead of the seed's shuffle)."""
    if isinstance(settings, ZarcanaSettings):
        return ZarcanaGame.new(settings, seed, [TarotCard(card) for card in order] if order is not None else None)
    return Game.new(settings, seed, [Card(card) for card in order] if order is not None else None)


def parse_any_action(settings: AnySettings, line: str) -> Action:
    """Read one move in the notation of the engine that plays with `settings`. Raises `NotationError`."""
    return parse_zarcana_action(line) if isinstance(settings, ZarcanaSettings) else parse_action(line)
