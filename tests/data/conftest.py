"""Fixtures for the store tests: real databases, never mocks. The store contract runs on both backends: every test
that takes `store` (or `target`) runs once on a SQLite file in pytest's temporary directory and once on the PostgreSQL
server (skipped, saying so, where there is none): `target` a fresh schema, `store` this worker's migrated schema with
every row gone. Tests of one backend's own behaviour
take `sqlite_store` or `postgres_store`."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from data import Store

from .store_helpers import FakeClock

BACKENDS = ("sqlite", "postgresql")


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "var" / "zark.db"


@pytest.fixture(params=BACKENDS)
def target(request: pytest.FixtureRequest, db_path: Path) -> str:
    """Where a store opens: a SQLite file, or (through `postgres_url`) a new schema on the PostgreSQL server."""
    if request.param == "sqlite":
        return f"sqlite:{db_path}"
    url = request.getfixturevalue("postgres_url")
    assert isinstance(url, str)
    return url


@pytest.fixture
async def store(store_target: str, clock: FakeClock) -> AsyncIterator[Store]:
    async with await Store.open(store_target, clock=clock) as opened:
        yield opened


@pytest.fixture
async def sqlite_store(db_path: Path, clock: FakeClock) -> AsyncIterator[Store]:
    async with await Store.open(db_path, clock=clock) as opened:
        yield opened


@pytest.fixture
async def postgres_store(postgres_store_url: str, clock: FakeClock) -> AsyncIterator[Store]:
    async with await Store.open(postgres_store_url, clock=clock) as opened:
        yield opened
