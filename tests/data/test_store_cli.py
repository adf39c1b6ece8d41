"""The operators' command line: `python -m data check`, `backup` (SQLite only) and `migrate`, on both backends."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from data import LATEST_VERSION, Store
from data.__main__ import main
from data.store import open_database

from .store_helpers import play, poke, started_game
from .test_store_migrations import make_database_at_version, version_of


async def a_database_with_games(target: str) -> None:
    async with await Store.open(target) as store:
        for seed in ("x", "y"):
            await play(store, await started_game(store, 3, seed=seed), 25, random.Random(seed))


async def test_check(target: str, capsys: pytest.CaptureFixture[str]) -> None:
    await a_database_with_games(target)
    assert await run_main(["--db", target, "check"]) == 0
    out = capsys.readouterr().out
    assert "games checked: 2; games with a problem: 0" in out
    if target.startswith("sqlite:"):
        assert "integrity_check: ok" in out
    else:
        assert "integrity_check: not run on PostgreSQL database" in out


async def test_check_reports_a_damaged_game(target: str, capsys: pytest.CaptureFixture[str]) -> None:
    await a_database_with_games(target)
    async with await Store.open(target) as store:
        await poke(store, "UPDATE games SET state = 'oops' WHERE id = 2")
    assert await run_main(["--db", target, "check"]) == 1
    out = capsys.readouterr().out
    assert "game 2: the snapshot does not load" in out and "games with a problem: 1" in out


async def test_sqlite_backup_and_check_of_the_copy(db_path: Path, tmp_path: Path) -> None:
    await a_database_with_games(str(db_path))
    backup = tmp_path / "copies" / "zark.db"
    assert await run_main(["--db", str(db_path), "backup", str(backup)]) == 0
    assert await run_main(["--db", str(backup), "check"]) == 0


async def test_backup_of_a_postgres_database_points_at_pg_dump(
    postgres_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    await a_database_with_games(postgres_url)
    assert await run_main(["--db", postgres_url, "backup", str(tmp_path / "x.db")]) == 2
    assert "pg_dump" in capsys.readouterr().err
    assert not (tmp_path / "x.db").exists()


def test_a_missing_sqlite_database_is_not_created(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "nowhere.db"
    assert main(["--db", str(missing), "check"]) == 2
    assert not missing.exists()
    assert "There is no database" in capsys.readouterr().err


def test_a_database_setting_that_names_nothing_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--db", "mysql://somewhere/zark", "check"]) == 2
    assert "is not a database this bot knows" in capsys.readouterr().err


async def test_migrate_brings_an_older_database_up_to_date(target: str, capsys: pytest.CaptureFixture[str]) -> None:
    await make_database_at_version(target, 3)
    assert await run_main(["--db", target, "migrate"]) == 0
    assert f"from schema version 3 to {LATEST_VERSION}" in capsys.readouterr().out
    assert await version_of(target) == LATEST_VERSION
    assert await run_main(["--db", target, "migrate"]) == 0
    assert f"at schema version {LATEST_VERSION} already" in capsys.readouterr().out


async def test_the_default_database_is_the_bots_own(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """ZARK_DATABASE_URL, as the bot reads it, is also what the tools work on when no --db is given."""
    monkeypatch.setenv("ZARK_DATABASE_URL", postgres_url)
    assert await run_main(["migrate"]) == 0
    assert "PostgreSQL database test" in capsys.readouterr().out
    database = await open_database(postgres_url)
    try:
        assert await database.schema_version() == LATEST_VERSION
    finally:
        await database.close()


async def run_main(argv: list[str]) -> int:
    """`main` runs its own event loop (as from the shell): here, on a thread beside the test's loop."""
    return await asyncio.to_thread(main, argv)
