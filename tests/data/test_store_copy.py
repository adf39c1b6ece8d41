"""`python -m data copy`: a community's SQLite database moved into PostgreSQL (and back) without losing a game."""

from __future__ import annotations

import asyncio
import random
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from data import GameStatus, Store, Timers
from data.__main__ import main
from data.sql import COPIED_TABLES, select_all
from rules import Resign
from rules.zark import ZarkGame, game_to_dict

from .store_helpers import (
    CHANNEL,
    GUILD,
    THREAD,
    USERS,
    FakeClock,
    new_lobby,
    next_interaction,
    play,
    started_game,
)


async def a_community(store: Store, clock: FakeClock) -> None:
    """Everything a running bot's database holds: lobbies (one with a computer seat), games in setup and in play
    with their logs and timers, a finished and an abandoned game, settings, the heartbeat, and claims."""
    lobby = await new_lobby(store, 2, channel_id=CHANNEL + 50)
    await store.add_computer(lobby.id, "hard", lambda number: f"Bot {number} (hard)")
    await store.set_thread(lobby.id, THREAD)
    await started_game(store, 3, seed="setup", channel_id=CHANNEL + 51)
    for seed in ("a", "b", "c"):
        loaded = await started_game(store, 4, seed=seed, channel_id=CHANNEL + ord(seed))
        await store.set_timers(loaded.row.id, Timers(remind_after_minutes=60, deadline_minutes=24 * 60))
        clock.advance(minutes=7)
        await play(store, loaded, 40, random.Random(seed))
    finished = await started_game(store, 2, seed="over", channel_id=CHANNEL + 60)
    assert finished.game is not None
    finished.game.apply(0, Resign())
    await store.commit_move(finished.row.id, 1, finished.game, user_id=USERS[0], interaction_id=next_interaction())
    await store.abandon((await started_game(store, 2, seed="gone", channel_id=CHANNEL + 61)).row.id)
    await store.set_guild_settings(GUILD, {"remind_after_hours": 12})
    await store.set_user_settings(USERS[0], {"dm": True, "timezone": "Europe/Paris"})
    await store.heartbeat()
    clock.advance(hours=2)
    assert await store.claim_due_reminder(timedelta(minutes=5)) is not None


async def every_row(store: Store) -> dict[str, list[tuple[Any, ...]]]:
    async with store.database.read() as session:
        return {
            table: [tuple(row[c] for c in columns) for row in await session.fetch(select_all(table, columns, order))]
            for table, columns, order in COPIED_TABLES
        }


async def same_games(one: Store, other: Store) -> None:
    ids = await one.started_game_ids()
    assert ids == await other.started_game_ids()
    for game_id in ids:
        mine, theirs = await one.load(game_id), await other.load(game_id)
        assert mine.row == theirs.row
        assert isinstance(mine.game, ZarkGame) and isinstance(theirs.game, ZarkGame)
        assert game_to_dict(mine.game) == game_to_dict(theirs.game)
        assert (await other.verify(game_id)).ok


async def copy(source: str, target: str) -> int:
    return await asyncio.to_thread(main, ["copy", "--from", source, "--to", target])


async def test_a_sqlite_community_moves_to_postgres_and_back_with_every_row(
    db_path: Path, tmp_path: Path, postgres_url: str, clock: FakeClock, capsys: pytest.CaptureFixture[str]
) -> None:
    async with await Store.open(db_path, clock=clock) as sqlite_store:
        await a_community(sqlite_store, clock)
    assert await copy(f"sqlite:{db_path}", postgres_url) == 0
    out = capsys.readouterr().out
    back = tmp_path / "back.db"
    assert await copy(postgres_url, f"sqlite:{back}") == 0
    async with (
        await Store.open(db_path, clock=clock) as original,
        await Store.open(postgres_url, clock=clock) as moved,
        await Store.open(back, clock=clock) as returned,
    ):
        rows = await every_row(original)
        assert rows["moves"] and rows["bot_state"] and rows["user_settings"]
        counts = ", ".join(f"{table} {len(found)}" for table, found in rows.items())
        assert f"Copied {counts} rows in" in out
        assert "Every one of the 6 dealt games checked" in out
        assert await every_row(moved) == rows
        assert await every_row(returned) == rows
        await same_games(original, moved)
        await same_games(original, returned)


async def test_the_copied_games_go_on_and_new_games_number_on(
    db_path: Path, postgres_url: str, clock: FakeClock
) -> None:
    async with await Store.open(db_path, clock=clock) as sqlite_store:
        await a_community(sqlite_store, clock)
        highest = max(await sqlite_store.started_game_ids())
        waiting = await sqlite_store.games_waiting_on(USERS[1])
    assert await copy(str(db_path), postgres_url) == 0
    async with await Store.open(postgres_url, clock=clock) as moved:
        assert [row.id for row in await moved.games_waiting_on(USERS[1])] == [row.id for row in waiting]
        playing = [(await moved.load(game_id)) for game_id in await moved.started_game_ids()]
        loaded = next(game for game in playing if game.row.status is GameStatus.PLAYING)
        _, version = await play(moved, loaded, 10, random.Random(9))
        assert version > loaded.version and (await moved.verify(loaded.row.id)).ok
        lobby = await new_lobby(moved, 2, channel_id=CHANNEL + 99)
        assert lobby.id == highest + 1


async def test_a_copy_into_a_database_that_holds_games_is_refused(
    db_path: Path, postgres_url: str, clock: FakeClock, capsys: pytest.CaptureFixture[str]
) -> None:
    async with await Store.open(db_path, clock=clock) as sqlite_store:
        await a_community(sqlite_store, clock)
    async with await Store.open(postgres_url, clock=clock) as other:
        await new_lobby(other, 3)
        before = await every_row(other)
    assert await copy(str(db_path), postgres_url) == 2
    assert "already holds rows (1 in games, 3 in game_players)" in capsys.readouterr().err
    async with await Store.open(postgres_url) as other:
        assert await every_row(other) == before


def test_a_copy_from_a_file_that_is_not_there_creates_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["copy", "--from", f"sqlite:{tmp_path / 'none.db'}", "--to", f"sqlite:{tmp_path / 'to.db'}"]) == 2
    assert "There is no database" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


async def test_the_copy_names_every_column_of_every_table(store: Store) -> None:
    """A column added by a later migration and forgotten in COPIED_TABLES would be lost by a copy."""
    if store.database.dialect.name == "sqlite":
        statement = "SELECT name FROM pragma_table_info(:table)"
        names = "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    else:
        statement = (
            "SELECT column_name AS name FROM information_schema.columns "
            "WHERE table_schema = current_schema() AND table_name = :table"
        )
        names = (
            "SELECT table_name AS name FROM information_schema.tables "
            "WHERE table_schema = current_schema() AND table_name <> 'schema_version'"
        )
    async with store.database.read() as session:
        tables = {row["name"] for row in await session.fetch(names)}
        assert tables == {table for table, _, _ in COPIED_TABLES}
        for table, columns, _ in COPIED_TABLES:
            assert {row["name"] for row in await session.fetch(statement, {"table": table})} == set(columns), table
