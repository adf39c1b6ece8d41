"""What every part of the store shares: the one connection, its lock, the clock, and reads inside a transaction.

One connection serves the bot (aiosqlite runs it on its own thread). An asyncio lock keeps each transaction whole
and keeps reads from seeing another coroutine's uncommitted writes. Time comes only from the injected clock, read
once at the top of each method.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from rules import Game

from . import sql
from .errors import GameClosedError, GameNotFoundError
from .rows import GameRow, GameStatus, LoggedMove, fold_listed, game_row, player_rows, to_millis

Clock = Callable[[], datetime]
Params = dict[str, Any]
K = TypeVar("K")
V = TypeVar("V")


def utc_now() -> datetime:
    return datetime.now(UTC)


class StoreConnection:
    """The state one open store holds; `Store` and the parts it is made of (lobbies, timers, ...) build on it."""

    def __init__(self, db: aiosqlite.Connection, path: Path, clock: Clock) -> None:
        self._db = db
        self.path = path
        self._clock = clock
        self._lock = asyncio.Lock()
        self._states: OrderedDict[int, tuple[int, Game]] = OrderedDict()  # game id -> (version, state)
        self._users: OrderedDict[int, str] = OrderedDict()  # user id -> settings JSON, most recent last

    def _now(self) -> int:
        return to_millis(self._clock())

    @asynccontextmanager
    async def _read(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            yield self._db

    @asynccontextmanager
    async def _write(self) -> AsyncIterator[aiosqlite.Connection]:
        """One transaction that holds SQLite's write lock from its first statement (BEGIN IMMEDIATE)."""
        async with self._lock:
            try:
                await self._db.execute(sql.BEGIN_IMMEDIATE)
                yield self._db
                await self._db.execute(sql.COMMIT)
            except BaseException:
                # Queued behind whatever is still running on the connection's thread (a cancelled task's
                # statement carries on there), so this always ends the transaction; it fails only when BEGIN
                # itself did, and then there is nothing to undo.
                with contextlib.suppress(sqlite3.OperationalError):
                    await self._db.execute(sql.ROLLBACK)
                raise

    async def _update_one(self, game_id: int, statement: str, params: Params) -> None:
        now = self._now()
        async with self._write() as db:
            cursor = await db.execute(statement, params | {"game_id": game_id, "now": now})
            if cursor.rowcount != 1:
                raise GameNotFoundError(game_id)

    async def _listed(self, statement: str, params: Params) -> list[GameRow]:
        async with self._read() as db:
            return fold_listed(await fetch_rows(db, statement, params))


def keep_recent(kept: OrderedDict[K, V], key: K, value: V, most: int) -> None:
    """Keep `value` as the most recently used entry, forgetting the least recently used beyond `most`."""
    kept[key] = value
    kept.move_to_end(key)
    while len(kept) > most:
        kept.popitem(last=False)


# ----------------------------------------------------------------------------------------------- opening


async def connect(path: Path) -> aiosqlite.Connection:
    """Autocommit mode: every transaction here is an explicit BEGIN ... COMMIT, never one Python opened."""
    db = await aiosqlite.connect(path, isolation_level=None)
    db.row_factory = sqlite3.Row
    await db.execute(sql.SET_BUSY_TIMEOUT)
    return db


async def enable_wal(db: aiosqlite.Connection, attempts: int = 100) -> None:
    """Switch to WAL (a no-op once the file is in WAL mode).

    The switch needs the file to itself and SQLite does not wait for that with the busy timeout, so two processes
    creating the database at once retry here.
    """
    for _ in range(attempts - 1):
        try:
            await db.execute(sql.SET_WAL)
            return
        except sqlite3.OperationalError as error:
            if "locked" not in str(error):
                raise
            await asyncio.sleep(0.05)
    await db.execute(sql.SET_WAL)


# ----------------------------------------------------------------------------------------------- reads
# These run inside a transaction or a read that the caller holds.

_CLOSED_SENTENCES = {
    GameStatus.LOBBY: "This game has not started yet.",
    GameStatus.SETUP: "This game has already started.",
    GameStatus.PLAYING: "This game has already started.",
    GameStatus.FINISHED: "This game is over.",
    GameStatus.ABANDONED: "This game was abandoned.",
}


async def fetch_rows(db: aiosqlite.Connection, statement: str, params: Params | None = None) -> list[sqlite3.Row]:
    return list(await db.execute_fetchall(statement, params or {}))


async def read_state(db: aiosqlite.Connection, game_id: int) -> sqlite3.Row:
    rows = await fetch_rows(db, sql.SELECT_GAME, {"game_id": game_id})
    if not rows:
        raise GameNotFoundError(game_id)
    return rows[0]


async def read_row(db: aiosqlite.Connection, game_id: int, record: sqlite3.Row | None = None) -> GameRow:
    record = record if record is not None else await read_state(db, game_id)
    return game_row(record, player_rows(await fetch_rows(db, sql.SELECT_PLAYERS, {"game_id": game_id})))


async def read_moves(db: aiosqlite.Connection, game_id: int) -> list[LoggedMove]:
    rows = await fetch_rows(db, sql.SELECT_MOVES, {"game_id": game_id})
    return [LoggedMove(row["seq"], row["seat"], row["user_id"], row["notation"]) for row in rows]


async def require_status(db: aiosqlite.Connection, game_id: int, *allowed: GameStatus) -> GameStatus:
    rows = await fetch_rows(db, sql.SELECT_STATUS, {"game_id": game_id})
    if not rows:
        raise GameNotFoundError(game_id)
    status = GameStatus(rows[0]["status"])
    if status not in allowed:
        raise GameClosedError(game_id, status, _CLOSED_SENTENCES[status])
    return status
