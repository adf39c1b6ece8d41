"""The test harness itself: how tests/conftest.py spreads the end-to-end tests among xdist's workers."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import cast

import pytest

from tests.conftest import E2E, TESTS, spread


@dataclass(frozen=True)
class Item:
    path: Path
    name: str


def items(path: Path, count: int) -> list[Item]:
    return [Item(path, f"{path.stem}-{n}") for n in range(count)]


def test_the_end_to_end_tests_are_spread_between_modules_each_file_in_turn() -> None:
    rules, render = items(TESTS / "rules" / "test_a.py", 6), items(TESTS / "render" / "test_b.py", 2)
    games, faults = items(E2E / "test_game.py", 2), items(E2E / "test_faults.py", 1)
    collected = cast(list[pytest.Item], [*rules, *games, *faults, *render])
    result = cast(list[Item], spread(collected))
    assert sorted(item.name for item in result) == sorted(item.name for item in collected)
    # each module of the others stays whole; the e2e tests follow in proportion, one file's then the next's
    assert result == [*rules, games[0], faults[0], *render, games[1]]


def test_without_end_to_end_tests_the_order_is_kept() -> None:
    collected = cast(list[pytest.Item], items(TESTS / "rules" / "test_a.py", 3) + items(TESTS / "test_c.py", 2))
    assert spread(collected) == collected
