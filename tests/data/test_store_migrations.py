"""Opening the store: a first run creates everything, older databases are migrated, newer ones are refused; on both
backends, and with several processes starting at once."""

from __future__ import annotations

import asyncio
import hashlib
import math
import sqlite3
from datetime import timedelta
from pathlib import Path

import asyncpg
import pytest

from data import LATEST_VERSION, GameStatus, SchemaTooNewError, Store, sql
from data.database import IntegrityViolation, Row
from data.migrations import MIGRATIONS, Migration, migrate
from data.outbox import Owed, write_owed
from data.postgres import MIGRATION_LOCK
from data.sqlite import SQLITE
from data.store import open_database

from .store_helpers import GUILD, FakeClock, new_lobby

TABLES = {
    1: {"games", "game_players", "moves"},
    2: {"games", "game_players", "moves", "guild_settings", "user_settings"},
    3: {"games", "game_players", "moves", "guild_settings", "user_settings", "bot_state"},
    4: {"games", "game_players", "moves", "guild_settings", "user_settings", "bot_state"},
    5: {"games", "game_players", "moves", "guild_settings", "user_settings", "bot_state"},
    6: {"games", "game_players", "moves", "guild_settings", "user_settings", "bot_state", "outbox"},
    7: {
        *("games", "game_players", "moves", "guild_settings", "user_settings", "bot_state", "outbox"),
        *("game_results", "result_places", "ratings"),
    },
}
TABLES[8] = TABLES[7]
TABLES[9] = TABLES[8] | {"guild_players"}
TABLES[10] = TABLES[9]
TABLES[11] = TABLES[8] | {"guild_members", "board_counts"}
TABLES[12] = TABLES[11]
TABLES[13] = TABLES[12] | {"web_state"}
TABLES[14] = TABLES[13] | {"web_players", "web_guilds"}
TABLES[15] = TABLES[14]
TABLES[16] = TABLES[15]

#: The SQLite text of each shipped migration, as it shipped (SHA-256 of its statements joined by "\n;\n"): writing
#: the DDL once for both backends must not change what an existing SQLite database was made with.
SHIPPED = {
    1: "7d1aadb7ed39473ed3a368bc18ab97c0657fd310a3b1427d003d985fe2cdc13e",
    2: "f085dc2510844b0330017ecec7867076d4621dcb77aadecc9d29f42ac8e24c08",
    3: "6c6e3ad782873007c345607f5617f2c4d815238f1d38e29d21f8b2d7cc2a1490",
    4: "806291368d72f54ed8aefc2cac602d3c62f880601f3b0e1486dc343e9ef05781",
    5: "c3efed9510cd43402accb3520c3dbd150e0682a6da06d1af12082f81a5bee67a",
    6: "1e4b1f2c76b97560dff1e035fffd6ba106364c3f3606d25506a7989448bcdc48",
    7: "f5d0a4c1b462c388cafca112d1cb3cc5aea28b5948e0e09be42615bb327a8466",
    8: "1451dd2a8e021ae883a130d194b60d43b85aeccc9e94d693db205cb31bc73f5d",
    9: "59e5b196644bb16a6034700ca39dbcb0ba08d194ae067eeac06a63354539b6c0",
    10: "8128bc3e6f45ac6c1e7c756b4186c501f557407020df35315e36f0d28968ddeb",
    11: "55b7caf5187333123a39c44d3ba51bcd8ed839e0b65d4063d944dda705dcafdd",
    12: "15207f59eacae477ced9f4cec17f07242808b7e7dec7a7299f4bf39fb9dbbfbb",
    13: "cb7af67ac0b2fd7988fd8e6a419e697fb34590cad9922a697b6ff8f8a0b54a3c",
    14: "0d70fb7b20c8608c336827b1547916f2ae31b75da147ae6f0cb70ac780c06b15",
    15: "c9ab39ef6cecc1b93978373459956598304898e87e3ad17abd380164570b83ee",
    16: "e35c2c27bb10663bd8f5cb22d933b98104a7a8bef218606f6b7fb715e377dbef",
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


async def tables_of(store: Store) -> set[str]:
    """The store's own tables (PostgreSQL's schema_version is where it keeps the version, not a table of games)."""
    if store.database.dialect.name == "sqlite":
        statement = "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    else:
        statement = "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()"
    async with store.database.read() as session:
        return {row["name"] for row in await session.fetch(statement)} - {"schema_version"}


async def make_database_at_version(target: str, version: int) -> None:
    """A database as an older bot left it: migrated only up to `version`, with a lobby in it when it can hold one."""
    database = await open_database(target)
    try:
        await database.prepare()
        assert await migrate(database, upto=version) == version
        if version >= 1:
            async with database.write() as session:
                await session.execute(
                    "INSERT INTO games (channel_id, host_id, status, settings, created_at, updated_at) "
                    "VALUES (200, 1001, 'lobby', '{}', 0, 0)"
                )
                await session.execute(
                    "INSERT INTO game_players (game_id, seat, user_id, name, joined_at) VALUES (1, 0, 1001, 'Ann', 0)"
                )
    finally:
        await database.close()


async def version_of(target: str) -> int:
    database = await open_database(target)
    try:
        return await database.schema_version()
    finally:
        await database.close()


def test_every_version_has_a_migration_in_order() -> None:
    assert [m.version for m in MIGRATIONS] == list(range(1, LATEST_VERSION + 1))
    assert set(TABLES) == {m.version for m in MIGRATIONS}


def test_shipped_migrations_are_unchanged_for_sqlite() -> None:
    for migration in MIGRATIONS:
        text = "\n;\n".join(SQLITE.ddl(statement) for statement in migration.statements)
        assert hashlib.sha256(text.encode()).hexdigest() == SHIPPED[migration.version], migration.version


# ----------------------------------------------------------------------------------------------- both backends


@pytest.mark.parametrize("figure", [-40.0, -8.53, -0.5, -0.01, 0.0, 0.01, 0.0625, 3.999, 27.3125, 41.7])
def test_sqlite_buckets_a_rating_as_floor_does_without_its_optional_floor(figure: float) -> None:
    """Migration 11's `{bucket}` in SQLite: floor(16 x) written with CAST (SQLite's `floor` is an optional math
    function, missing from some builds), exact at negative figures and whole sixteenths too."""
    with sqlite3.connect(":memory:") as db:
        db.execute("CREATE TABLE ratings (conservative DOUBLE PRECISION)")
        db.execute("INSERT INTO ratings VALUES (?)", (figure,))
        (bucket,) = db.execute(SQLITE.ddl("SELECT {bucket} FROM ratings")).fetchone()
    assert bucket == math.floor(16 * figure)


async def test_a_new_database_gets_the_whole_schema(store: Store) -> None:
    assert await tables_of(store) == TABLES[LATEST_VERSION]
    assert await store.database.schema_version() == LATEST_VERSION
    row = await new_lobby(store)
    assert row.status is GameStatus.LOBBY


@pytest.mark.parametrize("version", range(LATEST_VERSION))
async def test_migrates_from_every_earlier_version(target: str, version: int) -> None:
    await make_database_at_version(target, version)
    assert await version_of(target) == version
    async with await Store.open(target, clock=FakeClock()) as store:
        if version >= 1:
            kept = await store.load(1)
            assert kept.row.status is GameStatus.LOBBY
            assert [(p.name, p.computer) for p in kept.row.players] == [("Ann", None)]  # a person (version 4)
        await store.set_guild_settings(GUILD, {"reminders": True})
        assert await store.guild_settings(GUILD) == {"reminders": True}
        assert await tables_of(store) == TABLES[LATEST_VERSION]
    assert await version_of(target) == LATEST_VERSION


async def test_version_10_keeps_what_the_outbox_owed_and_takes_replays(target: str) -> None:
    """The outbox rebuilt to take a third kind, ``replay``: what was owed stays owed, in its order, with its attempts
    (a board tried before is looked for before it is posted again), its claims let go; new rows number on after it;
    a kind it does not know is still refused."""
    await make_database_at_version(target, 9)
    database = await open_database(target)
    try:
        async with database.write() as session:
            for kind, attempts, owner in (("board", 1, "shard-0"), ("dm", 0, None), ("board", 0, None)):
                await session.execute(
                    "INSERT INTO outbox (game_id, version, kind, payload, due_at, attempts, claimed_by, claimed_until,"
                    " created_at) VALUES (1, 3, :kind, :payload, 0, :attempts, :owner, :until, 0)",
                    {"kind": kind, "payload": f'{{"n": "{kind}{attempts}"}}', "attempts": attempts, "owner": owner,
                     "until": None if owner is None else 10**15},
                )  # fmt: skip
    finally:
        await database.close()
    async with await Store.open(target, clock=FakeClock()) as store:
        assert await store.database.schema_version() == LATEST_VERSION
        kept = await store.claim_deliveries("after", timedelta(minutes=1))  # the old claim let go: all due now
        assert [(d.kind, d.attempts, d.payload) for d in kept] == [
            ("board", 1, {"n": "board1"}),
            ("dm", 0, {"n": "dm0"}),
            ("board", 0, {"n": "board0"}),
        ]
        async with store.database.write() as session:
            await write_owed(session, 1, 4, [Owed("replay", {})], 0)
        new = await store.claim_deliveries("after", timedelta(minutes=1), game_id=1)
        assert [(d.kind, d.version) for d in new] == [("replay", 4)] and new[0].id > max(d.id for d in kept)
        with pytest.raises(IntegrityViolation):
            async with store.database.write() as session:
                await write_owed(session, 1, 4, [Owed("fax", {})], 0)
        assert await store.owed_count() == 4


async def test_version_12_keeps_the_tables_counts_in_key_order_and_drops_the_empty_ones(target: str) -> None:
    """The counts written again in key order (kind, step, scope): every count kept but the empty ones, and on
    PostgreSQL half of each page left free for updates (a fill factor of 50); a count still takes a change."""
    await make_database_at_version(target, 11)
    counts = [
        (scope, game, step, (scope + step) % 4)
        for game in ("zark-city", "zarcana")
        for step in (-3, 400, 2)
        for scope in (7, 0, 12)
    ]
    database = await open_database(target)
    try:
        async with database.write() as session:
            await session.insert_rows("board_counts", ("scope", "game", "bucket", "players"), counts)
    finally:
        await database.close()
    async with await Store.open(target, clock=FakeClock()) as store, store.database.write() as session:
        rows = await session.fetch("SELECT scope, game, bucket, players FROM board_counts")
        await session.execute(
            sql.MOVE_COUNTS[1], {"game": "zarcana", "game_id": 1, "player0": "x", "old0": None, "new0": 2}
        )
        after = await session.fetch(
            "SELECT players FROM board_counts WHERE game = 'zarcana' AND bucket = 2 AND scope = 0"
        )
        if store.database.dialect.name == "postgresql":
            options = await session.fetch(
                "SELECT reloptions FROM pg_class"
                " WHERE relname = 'board_counts' AND relnamespace = current_schema()::regnamespace"
            )
            assert options[0]["reloptions"] == ["fillfactor=50"]
    kept = sorted(c for c in counts if c[3] != 0)
    assert sorted(_count(row) for row in rows) == kept
    assert [_count(row) for row in rows] == sorted(kept, key=lambda c: (c[1], c[2], c[0]))  # (a full scan: key order)
    assert after[0]["players"] == (0 + 2) % 4 + 1


async def test_version_15_counts_each_players_wins_from_the_results(target: str) -> None:
    """Wins kept with the ratings: counted once from the results (a game's first places; a level with two seats
    that came first won once), then a game's end adds its own."""
    await make_database_at_version(target, 14)
    games = ("INSERT INTO games (id, channel_id, host_id, status, settings, created_at, updated_at)"
             " VALUES (:id, 200, 1001, 'finished', '{}', 0, 0)")  # fmt: skip
    results = "INSERT INTO game_results (game_id, seq, game, finished_at) VALUES (:id, :id, :game, 0)"
    places = ("INSERT INTO result_places (game_id, seat, player, place, mu_before, sigma_before, mu_after,"
              " sigma_after) VALUES (:id, :seat, :player, :place, 25, 8, 25, 8)")  # fmt: skip
    ratings = ("INSERT INTO ratings (game, player, mu, sigma, games, last_seq, conservative)"
               " VALUES (:game, :player, 25, 8, 2, 3, 1)")  # fmt: skip
    finished = [(2, "zark-city", [("1001", 0), ("1002", 1)]), (3, "zark-city", [("1001", 0), ("1002", 1)]),
                (4, "zarcana", [("1002", 0), ("computer:hard", 0), ("computer:hard", 0)])]  # fmt: skip
    database = await open_database(target)
    try:
        async with database.write() as session:
            for game_id, game, seats in finished:
                await session.execute(games, {"id": game_id})
                await session.execute(results, {"id": game_id, "game": game})
                for seat, (player, place) in enumerate(seats):
                    await session.execute(places, {"id": game_id, "seat": seat, "player": player, "place": place})
            for game, player in [("zark-city", "1001"), ("zark-city", "1002"), ("zarcana", "1002"),
                                 ("zarcana", "computer:hard")]:  # fmt: skip
                await session.execute(ratings, {"game": game, "player": player})
    finally:
        await database.close()
    async with await Store.open(target, clock=FakeClock()) as store:
        wins = {(s.rating.game, s.rating.player): s.wins for p in ("1001", "1002", "computer:hard")
                for s in (await store.profile(p)).standings}  # fmt: skip
        assert wins == {("zark-city", "1001"): 2, ("zark-city", "1002"): 0, ("zarcana", "1002"): 1,
                        ("zarcana", "computer:hard"): 1}  # fmt: skip


async def test_reopening_changes_nothing(target: str) -> None:
    async with await Store.open(target) as store:
        row = await new_lobby(store)
    async with await Store.open(target) as store:
        assert (await store.load(row.id)).row == row
    assert await version_of(target) == LATEST_VERSION


async def test_a_failed_migration_leaves_the_previous_version(target: str) -> None:
    broken = (*MIGRATIONS, Migration(LATEST_VERSION + 1, "broken", ("CREATE TABLE half_done (a {int})", "NOT SQL")))
    database = await open_database(target)
    try:
        await database.prepare()
        with pytest.raises((sqlite3.OperationalError, asyncpg.PostgresSyntaxError)):
            await migrate(database, broken)
    finally:
        await database.close()
    assert await version_of(target) == LATEST_VERSION
    async with await Store.open(target) as store:
        assert "half_done" not in await tables_of(store)


async def test_a_newer_database_is_refused_and_left_alone(target: str) -> None:
    database = await open_database(target)
    try:
        async with database.migration() as session:
            await database.set_schema_version(session, LATEST_VERSION + 1)
    finally:
        await database.close()
    with pytest.raises(SchemaTooNewError) as refused:
        await Store.open(target)
    assert f"schema version {LATEST_VERSION + 1}" in refused.value.sentence
    assert f"up to version {LATEST_VERSION}" in refused.value.sentence
    assert await version_of(target) == LATEST_VERSION + 1


async def test_several_stores_opening_a_new_database_at_once_migrate_once(target: str) -> None:
    """Several bot processes (or a bot and `python -m data check`) starting together: one migrates, the others
    wait and find the work done, and every one of them opens."""
    stores = await asyncio.gather(*(Store.open(target) for _ in range(3)))
    for store in stores:
        assert await tables_of(store) == TABLES[LATEST_VERSION]
        await store.close()
    assert await version_of(target) == LATEST_VERSION


async def test_foreign_keys_are_enforced(store: Store) -> None:
    """A setting of each connection in SQLite: this looks through the store's own connection."""
    with pytest.raises(IntegrityViolation):
        async with store.database.write() as session:
            await session.execute(
                "INSERT INTO game_players (game_id, seat, user_id, name, joined_at) VALUES (999, 0, 1, 'x', 0)"
            )


# ----------------------------------------------------------------------------------------------- SQLite's file


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


async def test_a_newer_file_is_not_even_switched_to_wal(tmp_path: Path) -> None:
    path = tmp_path / "zark.db"
    with sqlite3.connect(path) as db:
        db.execute(f"PRAGMA user_version = {LATEST_VERSION + 1}")
    db.close()
    with pytest.raises(SchemaTooNewError):
        await Store.open(path)
    assert file_facts(path) == (LATEST_VERSION + 1, "delete", set())


# ----------------------------------------------------------------------------------------------- PostgreSQL's lock


async def test_a_postgres_migration_waits_for_the_advisory_lock(postgres_url: str) -> None:
    """While another session holds the migrations' advisory lock, a store cannot migrate; once it is let go, the
    store migrates and opens."""
    holder = await asyncpg.connect(postgres_url)
    try:
        await holder.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK)
        opening = asyncio.create_task(Store.open(postgres_url))
        await asyncio.sleep(0.5)
        assert not opening.done()
        assert await version_of(postgres_url) == 0
        await holder.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK)
        store = await asyncio.wait_for(opening, 10)
        await store.close()
    finally:
        await holder.close()
    assert await version_of(postgres_url) == LATEST_VERSION


def _count(row: Row) -> tuple[int, str, int, int]:
    return (int(row["scope"]), row["game"], int(row["bucket"]), int(row["players"]))
