"""Game storage: every SQL statement of the bot lives in this package (SQLite through aiosqlite).

Open a `Store` once at start-up (`await Store.open(path)`), load a game, apply an action to `loaded.game` with the
rules engine, then `commit_move` it with the version it was loaded at. See `data.store` for the guarantees.
"""

from .connection import Clock, utc_now
from .errors import (
    DamagedGameError,
    DuplicateInteractionError,
    GameClosedError,
    GameNotFoundError,
    LobbyError,
    SchemaTooNewError,
    StaleVersionError,
    StoreError,
)
from .migrations import LATEST_VERSION
from .rows import Check, GameRow, GameStatus, LoadedGame, LoggedMove, PlayerRow, Timers
from .store import DEFAULT_DB_PATH, Store

__all__ = [
    "DEFAULT_DB_PATH",
    "LATEST_VERSION",
    "Check",
    "Clock",
    "DamagedGameError",
    "DuplicateInteractionError",
    "GameClosedError",
    "GameNotFoundError",
    "GameRow",
    "GameStatus",
    "LoadedGame",
    "LobbyError",
    "LoggedMove",
    "PlayerRow",
    "SchemaTooNewError",
    "StaleVersionError",
    "Store",
    "StoreError",
    "Timers",
    "utc_now",
]
