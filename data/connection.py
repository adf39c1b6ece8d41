"""What every part of the store shares: the database (either backend), the clock, and reads inside a session.

Time comes only from the injected clock, read once at the top of each method.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import TypeVar

from rules import GameState, Message

from . import sql
from .database import Database, Params, Row, Session
from .errors import GameClosedError, GameNotFoundError
from .rows import GameRow, GameStatus, LoggedMove, fold_listed, game_row, player_rows, to_millis

Now = Callable[[], datetime]
K = TypeVar("K")
V = TypeVar("V")


def utc_now() -> datetime:
    return datetime.now(UTC)


class StoreConnection:
    """The state one open store holds; `Store` and the parts it is made of (lobbies, timers, ...) build on it."""

    def __init__(self, database: Database, clock: Now) -> None:
        self.database = database
        self._clock = clock
        self._states: OrderedDict[int, tuple[int, GameState]] = OrderedDict()  # game id -> (version, state)
        self._move_listeners: list[Callable[[int, int], None]] = []  # told (game id, version) of each move made

    @property
    def target(self) -> str:
        """How to open this database again: `sqlite:PATH` or the PostgreSQL URL."""
        return self.database.target

    def _now(self) -> int:
        return to_millis(self._clock())

    async def _update_one(self, game_id: int, statement: str, params: Params) -> None:
        now = self._now()
        async with self.database.write() as session:
            if await session.execute(statement, {**params, "game_id": game_id, "now": now}) != 1:
                raise GameNotFoundError(game_id)

    async def _listed(self, statement: str, params: Params) -> list[GameRow]:
        async with self.database.read() as session:
            return fold_listed(await session.fetch(statement, params))


def keep_recent(kept: OrderedDict[K, V], key: K, value: V, most: int) -> None:
    """Keep `value` as the most recently used entry, forgetting the least recently used beyond `most`."""
    kept[key] = value
    kept.move_to_end(key)
    while len(kept) > most:
        kept.popitem(last=False)


# ----------------------------------------------------------------------------------------------- reads
# These run inside a read or a transaction that the caller holds.

_CLOSED_SENTENCES = {
    GameStatus.LOBBY: Message("store-not-started"),
    GameStatus.SETUP: Message("store-already-started"),
    GameStatus.PLAYING: Message("store-already-started"),
    GameStatus.FINISHED: Message("store-game-over"),
    GameStatus.ABANDONED: Message("store-abandoned"),
}


async def read_state(session: Session, game_id: int) -> Row:
    rows = await session.fetch(sql.SELECT_GAME, {"game_id": game_id})
    if not rows:
        raise GameNotFoundError(game_id)
    return rows[0]


async def read_row(session: Session, game_id: int, record: Row | None = None) -> GameRow:
    record = record if record is not None else await read_state(session, game_id)
    return game_row(record, player_rows(await session.fetch(sql.SELECT_PLAYERS, {"game_id": game_id})))


async def read_listed(session: Session, game_id: int) -> GameRow:
    """The game's row with its players, in one statement."""
    games = fold_listed(await session.fetch(sql.LISTED_GAME, {"game_id": game_id}))
    if not games:
        raise GameNotFoundError(game_id)
    return games[0]


async def read_moves(session: Session, game_id: int, *, version: int | None = None) -> list[LoggedMove]:
    """The move log in order; with `version`, only the moves of the game as it was at that version."""
    if version is None:
        rows: Sequence[Row] = await session.fetch(sql.SELECT_MOVES, {"game_id": game_id})
    else:
        rows = await session.fetch(sql.SELECT_MOVES_BEFORE, {"game_id": game_id, "version": version})
    return [LoggedMove(row["seq"], row["seat"], row["user_id"], row["notation"]) for row in rows]


async def require_status(session: Session, game_id: int, *allowed: GameStatus, lock: bool = False) -> GameStatus:
    """The game's status if it is one of `allowed`, else GameClosedError. With `lock` (inside a write that goes on
    to change the game), the game's row is held until the transaction ends."""
    rows = await session.fetch(sql.LOCK_STATUS if lock else sql.SELECT_STATUS, {"game_id": game_id})
    if not rows:
        raise GameNotFoundError(game_id)
    status = GameStatus(rows[0]["status"])
    if status not in allowed:
        raise GameClosedError(game_id, status, _CLOSED_SENTENCES[status])
    return status
