"""A scratch schema on the benchmarks' PostgreSQL server, made for one run and dropped after it: the server of
--postgres-url (ZARK_BENCH_POSTGRES_URL, else the machine's `test` database)."""

from __future__ import annotations

import os
import secrets
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass

import asyncpg

DEFAULT_POSTGRES_URL = os.environ.get("ZARK_BENCH_POSTGRES_URL") or "postgresql://postgres@127.0.0.1:5432/test"


class NoServer(Exception):
    """No PostgreSQL server answered: the benchmark says so and skips its PostgreSQL figures."""


@dataclass(frozen=True)
class Scratch:
    url: str  # a store's URL on the scratch schema
    server: asyncpg.Connection  # a connection to the server itself (VACUUM, ...)


@asynccontextmanager
async def scratch_schema(url: str, prefix: str) -> AsyncIterator[Scratch]:
    """A new schema of `url`'s database, named after `prefix`, dropped when the block ends; `NoServer` if no server
    answers."""
    try:
        server = await asyncpg.connect(url, timeout=3)
    except (OSError, TimeoutError, asyncpg.PostgresError) as error:
        raise NoServer(f"skipped: no server at {url} ({type(error).__name__})") from error
    schema = f"{prefix}_{os.getpid()}_{secrets.token_hex(2)}"
    await server.execute(f"CREATE SCHEMA {schema}")
    try:
        yield Scratch(f"{url}{'&' if '?' in url else '?'}search_path={schema}", server)
    finally:
        await server.execute(f"DROP SCHEMA {schema} CASCADE")
        await server.close()
