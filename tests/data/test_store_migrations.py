"""Opening the store: a first run creates everything, older files are migrated, newer files are refused."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import aiosqlite
import pytest

from data import LATEST_VERSION, GameStatus, SchemaTooNewError, Store
from data.migrations import MIGRATIONS, Migration, migrate

from .store_helpers import GUILD, FakeClock, new_lobby

TABLES = {
    1: {"games", "game_players", "moves"},
    2: {"games", "game_players", "moves", "guild_settings", "user_settings"},
    3: {"games", "game_players", "moves", "guild_settings", "user_settings", "bot_state"},
    4: {"games", "game_players", "moves", "guild_settings", "user_settings", "bot_state"},
}


def file_facts(path: Path) -> tuple[int, str, set[str]]:
    with sqlite3.connect(path) as db:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        mode = db.execute("PRAGMA journal_mode").fetchone()[0]
        tables = {
            row[0]
            for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        }
    db.close()
    return version, mode, tables


async def make_file_at_version(path: Path, version: int) -> None:
    """A database as an older bot left it: migrated only up to `version`, with a lobby in it when it can hold one."""
    async with aiosqlite.connect(path, isolation_level=None) as db:
        assert await migrate(db, str(path), upto=version) == version
        if version >= 1:
            await db.execute(
                "INSERT INTO games (channel_id, host_id, status, settings, created_at, updated_at) "
                "VALUES (200, 1001, 'lobby', '{}', 0, 0)"
            )
            await db.execute(
                "INSERT INTO game_players (game_id, seat, user_id, name, joined_at) VALUES (1, 0, 1001, 'Ann', 0)"
            )


def test_every_version_has_a_migration_in_order() -> None:
    assert [m.version for m in MIGRATIONS] == list(range(1, LATEST_VERSION + 1))
    assert set(TABLES) == {m.version for m in MIGRATIONS}


async def test_first_run_creates_directory_and_schema(tmp_path: Path) -> None:
    path = tmp_path / "not" / "yet" / "there" / "zark.db"
    async with await Store.open(path) as store:
        row = await new_lobby(store)
        assert row.status is GameStatus.LOBBY
    assert file_facts(path) == (LATEST_VERSION, "wal", TABLES[LATEST_VERSION])


async def test_empty_file_is_a_fresh_database(tmp_path: Path) -> None:
    path = tmp_path / "zark.db"
    path.touch()
    async with await Store.open(path):
        pass
    assert file_facts(path) == (LATEST_VERSION, "wal", TABLES[LATEST_VERSION])


@pytest.mark.parametrize("version", range(LATEST_VERSION))
async def test_migrates_from_every_earlier_version(tmp_path: Path, version: int) -> None:
    path = tmp_path / "zark.db"
    await make_file_at_version(path, version)
    assert file_facts(path)[0] == version
    async with await Store.open(path, clock=FakeClock()) as store:
        if version >= 1:
            kept = await store.load(1)
            assert kept.row.status is GameStatus.LOBBY
            assert [(p.name, p.computer) for p in kept.row.players] == [("Ann", None)]  # a person (version 4)
        await store.set_guild_settings(GUILD, {"reminders": True})
        assert await store.guild_settings(GUILD) == {"reminders": True}
    assert file_facts(path) == (LATEST_VERSION, "wal", TABLES[LATEST_VERSION])


async def test_reopening_changes_nothing(db_path: Path) -> None:
    async with await Store.open(db_path) as store:
        row = await new_lobby(store)
    async with await Store.open(db_path) as store:
        assert (await store.load(row.id)).row == row
    assert file_facts(db_path)[0] == LATEST_VERSION


async def test_newer_database_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "zark.db"
    with sqlite3.connect(path) as db:
        db.execute(f"PRAGMA user_version = {LATEST_VERSION + 1}")
    db.close()
    with pytest.raises(SchemaTooNewError) as refused:
        await Store.open(path)
    assert f"schema version {LATEST_VERSION + 1}" in refused.value.sentence
    assert f"up to version {LATEST_VERSION}" in refused.value.sentence
    assert file_facts(path) == (LATEST_VERSION + 1, "delete", set())


async def test_failed_migration_leaves_the_previous_version(tmp_path: Path) -> None:
    path = tmp_path / "zark.db"
    broken = (*MIGRATIONS, Migration(LATEST_VERSION + 1, "broken", ("CREATE TABLE half_done (a INTEGER)", "NOT SQL")))
    async with aiosqlite.connect(path, isolation_level=None) as db:
        with pytest.raises(sqlite3.OperationalError):
            await migrate(db, str(path), broken)
        assert not db.in_transaction
    assert file_facts(path)[0] == LATEST_VERSION
    assert "half_done" not in file_facts(path)[2]


async def test_store_connection_enforces_foreign_keys(store: Store) -> None:
    """Foreign keys are a per-connection setting in SQLite, so this looks at the store's own connection."""
    with pytest.raises(sqlite3.IntegrityError):
        await store._db.execute(
            "INSERT INTO game_players (game_id, seat, user_id, name, joined_at) VALUES (999, 0, 1, 'x', 0)"
        )


async def test_two_stores_opening_a_new_file_at_once(tmp_path: Path) -> None:
    """Two bots (or a bot and `python -m data check`) starting together migrate once, not twice."""
    path = tmp_path / "zark.db"
    stores = await asyncio.gather(Store.open(path), Store.open(path), Store.open(path))
    for store in stores:
        await store.close()
    assert file_facts(path) == (LATEST_VERSION, "wal", TABLES[LATEST_VERSION])
