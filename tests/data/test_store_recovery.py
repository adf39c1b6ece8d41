"""Nothing is lost: a damaged snapshot is rebuilt from the log and a killed process leaves only whole moves behind
(on both backends), and a SQLite backup taken while moves are committed is a consistent database."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import random
import signal
import sys
from collections import defaultdict
from pathlib import Path

import pytest

from data import DamagedGameError, Store
from data.sqlite import SqliteDatabase
from rules.zark import ZarkGame, game_to_dict

from .store_helpers import peek, play, poke, reopened, started_game, stored_game

REPO = Path(__file__).resolve().parents[2]
CHILD = Path(__file__).with_name("commit_stream.py")


@pytest.mark.parametrize(
    "damage",
    ["not json at all", '{"settings": {}}', "[]", '{"looks": "like json"}'],
)
async def test_snapshot_that_fails_to_load_is_rebuilt_from_the_log(
    store: Store, damage: str, caplog: pytest.LogCaptureFixture
) -> None:
    loaded = await started_game(store, 3)
    game, version = await play(store, loaded, 60, random.Random(1))
    await poke(store, "UPDATE games SET state = :state WHERE id = :id", state=damage, id=loaded.row.id)
    assert not (await store.verify(loaded.row.id)).ok
    with caplog.at_level(logging.WARNING, logger="data.store"):
        async with reopened(store) as fresh:
            rebuilt = await fresh.load(loaded.row.id)
    assert isinstance(rebuilt.game, ZarkGame) and game_to_dict(rebuilt.game) == game_to_dict(game)
    assert rebuilt.version == version
    assert f"Game {loaded.row.id}: the snapshot does not load" in caplog.text
    assert f"Game {loaded.row.id}: snapshot rebuilt from {version - 1} logged moves" in caplog.text
    assert (await store.verify(loaded.row.id)).ok  # the repaired snapshot was written back
    await play(store, rebuilt, 5, random.Random(2))  # and the game goes on
    assert (await store.verify(loaded.row.id)).ok


async def test_snapshot_from_another_point_of_the_game_is_rebuilt(store: Store) -> None:
    """A readable snapshot of the same game at another move (an old copy) is not trusted either."""
    loaded = await started_game(store, 2, seed="same")
    game, _ = await play(store, loaded, 20, random.Random(3))
    opening = await started_game(store, 2, seed="same", first_user=2)
    copy_state = "UPDATE games SET state = (SELECT state FROM games WHERE id = :source) WHERE id = :id"
    await poke(store, copy_state, source=opening.row.id, id=loaded.row.id)
    async with reopened(store) as fresh:
        assert game_to_dict(await stored_game(fresh, loaded.row.id)) == game_to_dict(game)
    assert (await store.verify(loaded.row.id)).ok


async def test_missing_snapshot_of_a_started_game_is_rebuilt(store: Store) -> None:
    loaded = await started_game(store, 2)
    game, _ = await play(store, loaded, 8, random.Random(6))
    await poke(store, "UPDATE games SET state = NULL WHERE id = :id", id=loaded.row.id)
    assert not (await store.verify(loaded.row.id)).ok
    async with reopened(store) as fresh:
        assert game_to_dict(await stored_game(fresh, loaded.row.id)) == game_to_dict(game)
    assert (await store.verify(loaded.row.id)).ok


async def test_verify_finds_a_snapshot_that_loads_but_lies(store: Store) -> None:
    loaded = await started_game(store, 2)
    await play(store, loaded, 30, random.Random(4))
    tampered = json.loads(await peek(store, "SELECT state AS value FROM games WHERE id = :id", id=loaded.row.id))
    tampered["hands"] = [[*reversed(hand), "JOKER"] for hand in tampered["hands"]]
    await poke(store, "UPDATE games SET state = :state WHERE id = :id", state=json.dumps(tampered), id=loaded.row.id)
    check = await store.verify(loaded.row.id)
    assert not check.ok and check.problem is not None and "'hands'" in check.problem
    await store.rebuild(loaded.row.id)
    assert (await store.verify(loaded.row.id)).ok


async def test_a_log_that_does_not_replay_is_reported_not_guessed(store: Store) -> None:
    loaded = await started_game(store, 2)
    await play(store, loaded, 10, random.Random(5))
    await poke(store, "UPDATE moves SET notation = 'build 2C Z99' WHERE game_id = :id AND seq = 4", id=loaded.row.id)
    await poke(store, "UPDATE games SET state = 'garbage' WHERE id = :id", id=loaded.row.id)
    check = await store.verify(loaded.row.id)
    assert not check.ok and check.problem is not None and "move 4" in check.problem
    with pytest.raises(DamagedGameError) as damaged:
        async with reopened(store) as fresh:
            await fresh.load(loaded.row.id)
    assert "damaged" in damaged.value.sentence and "move 4" in damaged.value.detail


async def test_a_sqlite_backup_while_moves_are_committed(sqlite_store: Store, tmp_path: Path) -> None:
    store, database = sqlite_store, sqlite_store.database
    assert isinstance(database, SqliteDatabase)
    games = [await started_game(store, 2, seed=f"b{n}") for n in range(4)]
    for loaded in games:
        await play(store, loaded, 30, random.Random(loaded.row.id))
    destination = tmp_path / "backups" / "zark-backup.db"
    playing = [play(store, await store.load(g.row.id), 40, random.Random(7)) for g in games]
    await asyncio.gather(database.backup(destination), *playing)
    assert not destination.with_name(destination.name + ".partial").exists()
    async with await Store.open(destination) as copy:
        assert isinstance(copy.database, SqliteDatabase)
        assert await copy.database.integrity_check() == "ok"
        for loaded in games:
            assert (await copy.verify(loaded.row.id)).ok
            assert (await copy.load(loaded.row.id)).version >= 31


async def read_committed(stdout: asyncio.StreamReader, lines: int) -> list[tuple[int, int]]:
    committed = []
    for _ in range(lines):
        line = await asyncio.wait_for(stdout.readline(), timeout=60)
        assert line.endswith(b"\n"), "the child stopped before it was killed"
        game_id, version = line.split()
        committed.append((int(game_id), int(version)))
    return committed


@pytest.mark.parametrize("round_seed", [1, 2, 3])
async def test_process_killed_while_committing_loses_nothing_it_reported(target: str, round_seed: int) -> None:
    """SIGKILL a child mid-stream, three times on the same database; then check every reported move is whole."""
    rng = random.Random(round_seed)
    reported: dict[int, int] = defaultdict(int)
    env = os.environ | {"PYTHONPATH": str(REPO)}
    for kill in range(3):
        child = await asyncio.create_subprocess_exec(
            sys.executable,
            str(CHILD),
            target,
            str(round_seed * 10 + kill),
            stdout=asyncio.subprocess.PIPE,
            env=env,
        )
        assert child.stdout is not None
        committed = await read_committed(child.stdout, rng.randrange(100, 400))
        await asyncio.sleep(rng.random() * 0.003)  # land anywhere inside the next commit
        child.send_signal(signal.SIGKILL)
        tail = await child.stdout.read()
        assert await child.wait() == -signal.SIGKILL
        whole_lines = tail.decode().split("\n")[:-1]  # a line cut short by the kill was never fully reported
        committed += [(int(a), int(b)) for a, b in (line.split() for line in whole_lines)]
        for game_id, version in committed:
            reported[game_id] = max(reported[game_id], version)
    async with await Store.open(target) as store:
        if isinstance(store.database, SqliteDatabase):
            assert await store.database.integrity_check() == "ok"
        for game_id, version in reported.items():
            loaded = await store.load(game_id)
            assert loaded.version >= version  # the next commit may have landed without being printed
            assert len(await store.moves(game_id)) == loaded.version - 1
            check = await store.verify(game_id)
            assert check.ok, check.problem
