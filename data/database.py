"""The connection layer: what the store asks of a database, and which database a setting names.

The store's queries (`data.sql`) and its logic (`data.store` and its parts) are shared; a backend supplies only
what truly differs between SQLite and PostgreSQL:

- how to connect, and how a read, a write transaction and a migration begin and end;
- its `Dialect`: the DDL types, and the row locks PostgreSQL needs where SQLite's one writer at a time makes them
  unnecessary (written in the shared SQL as the comments `/*for-update*/` and `/*for-update-skip-locked*/`,
  which SQLite reads as comments and the PostgreSQL backend turns into clauses);
- where the schema version is kept, and the lock that lets one process migrate while the others wait.

Statements use named parameters (`:game_id`) and rows are read by column name, on both backends.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

Params = Mapping[str, Any]

#: The marker comments of the shared SQL that only PostgreSQL turns into row locks (see the module text).
FOR_UPDATE = "/*for-update*/"
FOR_UPDATE_SKIP_LOCKED = "/*for-update-skip-locked*/"


class Row(Protocol):
    """A result row read by column name: `sqlite3.Row` and `asyncpg.Record` both are one."""

    def __getitem__(self, key: str, /) -> Any: ...


class IntegrityViolation(Exception):
    """A statement broke a constraint (a unique key, a foreign key): the backend's own error, made common."""


class Session(Protocol):
    """One connection, inside a read, a write transaction or a migration: what the store's queries run on."""

    async def fetch(self, statement: str, params: Params | None = None) -> Sequence[Row]:
        """Every row the statement returns."""
        ...

    async def execute(self, statement: str, params: Params | None = None) -> int:
        """Run a statement; return how many rows it changed."""
        ...

    async def execute_many(self, statement: str, params: Iterable[Params]) -> None: ...

    def stream(self, statement: str, params: Params | None = None, batch: int = 2000) -> AsyncIterator[list[Row]]:
        """The rows in batches, without holding them all in memory (inside a `snapshot` or a write)."""
        ...

    async def insert_rows(self, table: str, columns: Sequence[str], rows: Sequence[Sequence[Any]]) -> None:
        """Insert many rows at once (the copy between databases): the fastest way each backend has."""
        ...


@dataclass(frozen=True, slots=True)
class Dialect:
    """What the shared SQL leaves to the backend."""

    name: str  # "sqlite" or "postgresql"
    ddl_words: Mapping[str, str]  # the placeholders of the migrations' DDL (`{id_key}`, `{int}`, ...)

    def ddl(self, template: str) -> str:
        return template.format_map(self.ddl_words)


class Database(ABC):
    """An open database: a SQLite file or a PostgreSQL pool. The store runs every statement through one."""

    dialect: Dialect
    #: How to open this database again (`sqlite:PATH` or the PostgreSQL URL): for a second store, or the tests.
    target: str

    @abstractmethod
    async def prepare(self) -> None:
        """Settings of the connection, once the schema version was found to be one this code knows."""

    @abstractmethod
    def read(self) -> AbstractAsyncContextManager[Session]:
        """A session for reads: each statement sees what was committed when it ran."""

    @abstractmethod
    def write(self) -> AbstractAsyncContextManager[Session]:
        """One transaction: committed when the block ends, rolled back if it raises (or is cancelled)."""

    @abstractmethod
    def snapshot(self) -> AbstractAsyncContextManager[Session]:
        """A read-only transaction: every statement sees the database as it was when the first one ran."""

    @abstractmethod
    def migration(self) -> AbstractAsyncContextManager[Session]:
        """A write transaction that no other process's migration runs alongside (the caller re-reads the version
        inside it, so a process that waited finds the work done)."""

    @abstractmethod
    async def schema_version(self, session: Session | None = None) -> int:
        """The version of the schema (0 for an empty database), read on `session` or on a read of its own."""

    @abstractmethod
    async def set_schema_version(self, session: Session, version: int) -> None: ...

    @abstractmethod
    async def after_copy(self, session: Session) -> None:
        """After rows were copied in with their ids: let new games number on from the highest copied id."""

    async def listen(self, channel: str, heard: Callable[[str], None]) -> Callable[[], Awaitable[None]] | None:
        """Call `heard` with the payload of each notification sent on `channel` by any process (PostgreSQL's
        LISTEN), until the returned function is awaited; None where the database has no such thing (SQLite)."""
        return None

    @abstractmethod
    async def close(self) -> None: ...

    @abstractmethod
    def describe(self) -> str:
        """Where it is, for people: a path, or host and database (never a password)."""


# ----------------------------------------------------------------------------------------------- targets

POSTGRES_SCHEMES = ("postgresql://", "postgres://")
SQLITE_PREFIX = "sqlite:"


class TargetError(ValueError):
    """A database setting that names no database this bot can use; the message is the sentence to show."""


def is_postgres(target: str | Path) -> bool:
    return isinstance(target, str) and target.startswith(POSTGRES_SCHEMES)


def sqlite_path(target: str | Path) -> Path:
    """The file of a SQLite target: a path, or `sqlite:PATH`."""
    if isinstance(target, Path):
        return target
    if target.startswith(SQLITE_PREFIX):
        target = target.removeprefix(SQLITE_PREFIX).removeprefix("//")
        if not target:
            raise TargetError("A SQLite database is written sqlite:PATH, with the path of its file.")
        return Path(target)
    if "://" in target:
        raise TargetError(
            f"{redact(target)} is not a database this bot knows: use postgresql://USER@HOST:PORT/DATABASE, or "
            "sqlite:PATH for a SQLite file."
        )
    return Path(target)


_PASSWORD = re.compile(r"(://[^:/@]+:)[^@/]*@")


def redact(url: str) -> str:
    """A URL safe to print: its password, if it has one, replaced by ***."""
    return _PASSWORD.sub(r"\1***@", url)
