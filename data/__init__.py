"""Game storage: every SQL statement of the bot lives in this package. SQLite (aiosqlite) by default, PostgreSQL
(asyncpg) past one process.

Open a store once at start-up (`await Store.open(target)`: a path, `sqlite:PATH` or a `postgresql://` URL), load a
game, apply an action to `loaded.game` with the rules engine, then `commit_move` it with the version it was loaded
at. The rest of the bot sees only the `GameStore` protocol. See `data.store` for the guarantees.
"""

from .connection import Now, utc_now
from .database import TargetError, redact
from .errors import (
    DamagedGameError,
    DatabaseUnavailableError,
    DuplicateInteractionError,
    GameClosedError,
    GameNotFoundError,
    LobbyError,
    SchemaTooNewError,
    StaleVersionError,
    StoreError,
)
from .gamestore import GameStore
from .listings import FinishedGame
from .migrations import LATEST_VERSION
from .outbox import Delivery, Owed
from .ratings import GameResult, Leaderboard, PlayedGame, Profile, Rating, SeatResult, Standing
from .rows import Check, GameRow, GameStatus, LoadedGame, LoggedMove, PlayerRow, Timers
from .sql import QUALIFYING_GAMES
from .store import DEFAULT_DB_PATH, Store
from .webplayers import GuildGame, ListedGame, LoggedTurn, PlayerCard

__all__ = [
    "DEFAULT_DB_PATH",
    "LATEST_VERSION",
    "QUALIFYING_GAMES",
    "Check",
    "DamagedGameError",
    "DatabaseUnavailableError",
    "Delivery",
    "DuplicateInteractionError",
    "FinishedGame",
    "GameClosedError",
    "GameNotFoundError",
    "GameResult",
    "GameRow",
    "GameStatus",
    "GameStore",
    "GuildGame",
    "Leaderboard",
    "ListedGame",
    "LoadedGame",
    "LobbyError",
    "LoggedMove",
    "LoggedTurn",
    "Now",
    "Owed",
    "PlayedGame",
    "PlayerCard",
    "PlayerRow",
    "Profile",
    "Rating",
    "SchemaTooNewError",
    "SeatResult",
    "StaleVersionError",
    "Standing",
    "Store",
    "StoreError",
    "TargetError",
    "Timers",
    "redact",
    "utc_now",
]
