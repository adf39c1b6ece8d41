"""The SQLite backend (the default): one file, one connection, WAL. Also the SQLite-only operators' tools, the
integrity check and the live backup.

One connection serves the bot (aiosqlite runs it on its own thread). An asyncio lock keeps each transaction whole
and keeps reads from seeing another coroutine's uncommitted writes; a write transaction takes SQLite's write lock
from its first statement (BEGIN IMMEDIATE), so a read-then-write is never overtaken, by this process or another,
which is why the row-lock markers of the shared SQL are left as the comments they are here.

Durability: WAL with `synchronous = NORMAL`. A commit is written to the WAL before the transaction returns, so it
survives the process dying at any moment (SIGKILL included); only a power cut or kernel crash can lose the last
moments before a checkpoint, and even then the file stays consistent. `full_sync=True` trades a disk flush on
every commit for surviving power loss too.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sqlite3
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from .database import SQLITE_PREFIX, Database, Dialect, IntegrityViolation, Params, Row, Session

SET_WAL = "PRAGMA journal_mode = WAL"
SET_SYNCHRONOUS_NORMAL = "PRAGMA synchronous = NORMAL"
SET_SYNCHRONOUS_FULL = "PRAGMA synchronous = FULL"
SET_FOREIGN_KEYS = "PRAGMA foreign_keys = ON"
SET_BUSY_TIMEOUT = "PRAGMA busy_timeout = 10000"
INTEGRITY_CHECK = "PRAGMA integrity_check"
READ_USER_VERSION = "PRAGMA user_version"
# PRAGMA takes no bound parameters; the value is always an int from the migrations, never outside input.
WRITE_USER_VERSION = "PRAGMA user_version = {version:d}"

BEGIN = "BEGIN"
BEGIN_IMMEDIATE = "BEGIN IMMEDIATE"  # take the write lock first, so a read-then-write cannot be overtaken
COMMIT = "COMMIT"
ROLLBACK = "ROLLBACK"

SQLITE = Dialect(
    "sqlite",
    {
        "id_key": "INTEGER PRIMARY KEY",  # the rowid itself: new games number on from the highest id
        "int": "INTEGER",
        "without_rowid": " WITHOUT ROWID",
        # floor(16 * conservative) without `floor`, one of SQLite's optional math functions: CAST truncates
        "bucket": "(CAST(16 * conservative AS INTEGER) - (16 * conservative < CAST(16 * conservative AS INTEGER)))",
        "often_updated": "",  # PostgreSQL's fill factor (migration 12): SQLite rewrites a page in place
    },
)


class SqliteSession:
    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db

    async def fetch(self, statement: str, params: Params | None = None) -> Sequence[Row]:
        try:
            return list(await self._db.execute_fetchall(statement, params or {}))
        except sqlite3.IntegrityError as error:
            raise IntegrityViolation(str(error)) from error

    async def execute(self, statement: str, params: Params | None = None) -> int:
        try:
            cursor = await self._db.execute(statement, params or {})
        except sqlite3.IntegrityError as error:
            raise IntegrityViolation(str(error)) from error
        return cursor.rowcount

    async def execute_many(self, statement: str, params: Iterable[Params]) -> None:
        try:
            await self._db.executemany(statement, params)
        except sqlite3.IntegrityError as error:
            raise IntegrityViolation(str(error)) from error

    async def stream(self, statement: str, params: Params | None = None, batch: int = 2000) -> AsyncIterator[list[Row]]:
        cursor = await self._db.execute(statement, params or {})
        try:
            while rows := await cursor.fetchmany(batch):
                yield list(rows)
        finally:
            await cursor.close()

    async def insert_rows(self, table: str, columns: Sequence[str], rows: Sequence[Sequence[Any]]) -> None:
        # Table and column names come from the store's own constants, never from outside.
        statement = f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' for _ in columns)})"
        try:
            await self._db.executemany(statement, rows)
        except sqlite3.IntegrityError as error:
            raise IntegrityViolation(str(error)) from error


class SqliteDatabase(Database):
    dialect = SQLITE

    def __init__(self, db: aiosqlite.Connection, path: Path, *, full_sync: bool) -> None:
        self._db = db
        self.path = path
        self.target = f"{SQLITE_PREFIX}{path}"
        self._full_sync = full_sync
        self._lock = asyncio.Lock()

    @classmethod
    async def connect(cls, path: Path, *, full_sync: bool = False) -> SqliteDatabase:
        """Open the file (creating it and its directory on first run). Autocommit mode: every transaction here is
        an explicit BEGIN ... COMMIT, never one Python opened."""
        path.parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(path, isolation_level=None)
        db.row_factory = sqlite3.Row
        await db.execute(SET_BUSY_TIMEOUT)
        return cls(db, path, full_sync=full_sync)

    async def prepare(self) -> None:
        """WAL, the durability chosen, and foreign keys (a setting of each connection in SQLite)."""
        await _enable_wal(self._db)
        await self._db.execute(SET_SYNCHRONOUS_FULL if self._full_sync else SET_SYNCHRONOUS_NORMAL)
        await self._db.execute(SET_FOREIGN_KEYS)

    @asynccontextmanager
    async def read(self) -> AsyncIterator[SqliteSession]:
        async with self._lock:
            yield SqliteSession(self._db)

    def write(self) -> contextlib.AbstractAsyncContextManager[SqliteSession]:
        return self._transaction(BEGIN_IMMEDIATE)

    def migration(self) -> contextlib.AbstractAsyncContextManager[SqliteSession]:
        return self._transaction(BEGIN_IMMEDIATE)  # the write lock keeps every other process out meanwhile

    def snapshot(self) -> contextlib.AbstractAsyncContextManager[SqliteSession]:
        return self._transaction(BEGIN)  # in WAL a read transaction sees one moment throughout

    @asynccontextmanager
    async def _transaction(self, begin: str) -> AsyncIterator[SqliteSession]:
        async with self._lock:
            try:
                await self._db.execute(begin)
                yield SqliteSession(self._db)
                await self._db.execute(COMMIT)
            except BaseException:
                # Queued behind whatever is still running on the connection's thread (a cancelled task's
                # statement carries on there), so this always ends the transaction; it fails only when BEGIN
                # itself did, and then there is nothing to undo.
                with contextlib.suppress(sqlite3.OperationalError):
                    await self._db.execute(ROLLBACK)
                raise

    async def schema_version(self, session: Session | None = None) -> int:
        if session is None:
            async with self.read() as own:
                return await self.schema_version(own)
        rows = await session.fetch(READ_USER_VERSION)
        return int(rows[0]["user_version"])

    async def set_schema_version(self, session: Session, version: int) -> None:
        await session.execute(WRITE_USER_VERSION.format(version=version))

    async def after_copy(self, session: Session) -> None:
        """Nothing to do: an INTEGER PRIMARY KEY numbers on from the highest id there is."""

    async def close(self) -> None:
        """Close; being the last connection, this folds the WAL back into the database file."""
        async with self._lock:
            await self._db.close()

    def describe(self) -> str:
        return str(self.path)

    # ------------------------------------------------------------------------------------------- operators

    async def integrity_check(self) -> str:
        """SQLite's own check of the whole file: "ok", or the problems it found."""
        async with self.read() as session:
            return "\n".join(str(row["integrity_check"]) for row in await session.fetch(INTEGRITY_CHECK))

    async def backup(self, destination: str | Path) -> None:
        """Copy the live database to `destination` with SQLite's backup API, while the bot keeps running.

        The copy is made on a connection of its own (WAL lets it read while moves are committed) into a
        ".partial" file that is renamed into place only when complete.
        """
        destination = Path(destination)
        destination.parent.mkdir(parents=True, exist_ok=True)
        partial = destination.with_name(destination.name + ".partial")
        partial.unlink(missing_ok=True)
        async with aiosqlite.connect(self.path) as source:
            target = sqlite3.connect(partial, check_same_thread=False)  # used on the source's thread
            try:
                await source.backup(target)
            finally:
                target.close()
        os.replace(partial, destination)


async def _enable_wal(db: aiosqlite.Connection, attempts: int = 100) -> None:
    """Switch to WAL (a no-op once the file is in WAL mode).

    The switch needs the file to itself and SQLite does not wait for that with the busy timeout, so two processes
    creating the database at once retry here.
    """
    for _ in range(attempts - 1):
        try:
            await db.execute(SET_WAL)
            return
        except sqlite3.OperationalError as error:
            if "locked" not in str(error):
                raise
            await asyncio.sleep(0.05)
    await db.execute(SET_WAL)
