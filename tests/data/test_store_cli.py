"""The operators' command line: `python -m data backup FILE` and `python -m data check`."""

from __future__ import annotations

import asyncio
import random
import sqlite3
from pathlib import Path

import pytest

from data import Store
from data.__main__ import main

from .store_helpers import play, started_game


async def a_database_with_games(path: Path) -> None:
    async with await Store.open(path) as store:
        for seed in ("x", "y"):
            await play(store, await started_game(store, 3, seed=seed), 25, random.Random(seed))


def test_check_and_backup(db_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    asyncio.run(a_database_with_games(db_path))
    assert main(["--db", str(db_path), "check"]) == 0
    assert "integrity_check: ok" in capsys.readouterr().out
    backup = tmp_path / "copies" / "zark.db"
    assert main(["--db", str(db_path), "backup", str(backup)]) == 0
    assert main(["--db", str(backup), "check"]) == 0


def test_check_reports_a_damaged_game(db_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    asyncio.run(a_database_with_games(db_path))
    db = sqlite3.connect(db_path)
    with db:
        db.execute("UPDATE games SET state = 'oops' WHERE id = 2")
    db.close()
    assert main(["--db", str(db_path), "check"]) == 1
    out = capsys.readouterr().out
    assert "game 2: the snapshot does not load" in out and "games with a problem: 1" in out


def test_missing_database_is_not_created(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "nowhere.db"
    assert main(["--db", str(missing), "check"]) == 2
    assert not missing.exists()
    assert "There is no database" in capsys.readouterr().err
