"""The PostgreSQL server the tests use, and a fresh schema in it for each test that asks.

The server is ZARK_TEST_POSTGRES_URL (default: postgresql://postgres@127.0.0.1:5432/test). Each test gets a schema
of its own, named after this run (`zark_t<run>_<n>`; a run is one pytest process, so each xdist worker has its own),
which the store reaches through `?search_path=` in its URL and which is dropped when the test ends; parallel runs,
workers and reruns never meet.

Where no server answers, the PostgreSQL tests are skipped with a sentence saying so, unless ZARK_REQUIRE_POSTGRES=1
(as `.ci/run` sets it): then each of them fails instead, so CI cannot pass without testing PostgreSQL.
"""

from __future__ import annotations

import asyncio
import itertools
import os
import secrets
from dataclasses import dataclass, field

import asyncpg

DEFAULT_URL = "postgresql://postgres@127.0.0.1:5432/test"
CONNECT_TIMEOUT_SECONDS = 3


def server_url() -> str:
    return os.environ.get("ZARK_TEST_POSTGRES_URL", "").strip() or DEFAULT_URL


def required() -> bool:
    return os.environ.get("ZARK_REQUIRE_POSTGRES", "").strip() not in ("", "0")


@dataclass
class Server:
    """What this run found at the server's address: `problem` is None when it answered."""

    url: str
    problem: str | None
    run: str = field(default_factory=lambda: secrets.token_hex(3))
    _numbers: itertools.count[int] = field(default_factory=itertools.count)

    @property
    def skip_reason(self) -> str:
        return f"PostgreSQL backend skipped: no PostgreSQL server at {self.url}"

    def schema_name(self) -> str:
        return f"zark_t{self.run}_{next(self._numbers)}"

    def url_for(self, schema: str) -> str:
        separator = "&" if "?" in self.url else "?"
        return f"{self.url}{separator}search_path={schema}"

    async def create_schema(self) -> tuple[str, str]:
        """A new empty schema: (its name, a store URL that works in it)."""
        name = self.schema_name()
        connection = await asyncpg.connect(self.url, timeout=CONNECT_TIMEOUT_SECONDS)
        try:
            await connection.execute(f"CREATE SCHEMA {name}")
        finally:
            await connection.close()
        return name, self.url_for(name)

    async def drop_schema(self, name: str) -> None:
        connection = await asyncpg.connect(self.url, timeout=CONNECT_TIMEOUT_SECONDS)
        try:
            await connection.execute(f"DROP SCHEMA IF EXISTS {name} CASCADE")
        finally:
            await connection.close()

    async def empty_schema(self, name: str) -> None:
        """Every row of a migrated schema's tables gone, its numbering from 1 again: what a new schema migrated
        afresh would be, without its dozen DDL transactions (about 0.15 s a test against 0.04 s)."""
        connection = await asyncpg.connect(self.url, timeout=CONNECT_TIMEOUT_SECONDS)
        try:
            tables = await connection.fetch(
                "SELECT tablename FROM pg_tables WHERE schemaname = $1 AND tablename <> 'schema_version'", name
            )
            listed = ", ".join(f"{name}.{table}" for (table,) in tables)
            await connection.execute(f"TRUNCATE {listed} RESTART IDENTITY CASCADE")
        finally:
            await connection.close()

    async def drop_leftovers(self) -> None:
        """Every schema of this run still there (a test that was interrupted before its own clean-up)."""
        connection = await asyncpg.connect(self.url, timeout=CONNECT_TIMEOUT_SECONDS)
        try:
            names = await connection.fetch(
                "SELECT nspname FROM pg_namespace WHERE nspname LIKE $1", f"zark_t{self.run}\\_%"
            )
            for (name,) in names:
                await connection.execute(f"DROP SCHEMA IF EXISTS {name} CASCADE")
        finally:
            await connection.close()


async def _probe(url: str) -> str | None:
    try:
        connection = await asyncpg.connect(url, timeout=CONNECT_TIMEOUT_SECONDS)
    except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
        return f"{type(error).__name__}: {error}"
    await connection.close()
    return None


def find_server() -> Server:
    url = server_url()
    return Server(url, asyncio.run(_probe(url)))
