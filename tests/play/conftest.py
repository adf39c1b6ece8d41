"""Fixtures for the application tests: a real SQLite store in pytest's temporary directory and a referee on it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from data import Store
from play.referee import Referee
from tests.data.store_helpers import FakeClock


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    async with await Store.open(tmp_path / "var" / "zark.db", clock=FakeClock()) as opened:
        yield opened


@pytest.fixture
def referee(store: Store) -> Referee:
    return Referee(store)
