"""Benchmark of the game store on both backends, with stored games of realistic size; prints `name: value` lines.

Run from the project root: `.venv/bin/python -m bench.store` (options: --games, --commits, --writers, --backend,
--postgres-url, --dir). Targets: at least 1,000 committed moves/s, p99 commit latency at most 5 ms, and
opening the full store at start-up at most 1.5 times as slow as opening an empty one (SQLite).

The stored games are a few dozen distinct random games of 100-300 moves (snapshot plus full move log), imported
again and again under different ids, users and channels, so set-up stays quick while every row is full size. The
SQLite database is filled first and then copied into a fresh PostgreSQL schema (`python -m data copy`'s code),
so both backends hold the same games.

For each backend: loading a game, a stream of commits one after another (`<backend>_commits_per_s` counts the
store's own time; `_with_engine` adds choosing each move), and many games committing at once in one process. For
PostgreSQL also N writer processes (each a bot process of its own, with its own games and pool) committing at
once: `postgresql_writers_N_commits_per_s` over the wall time, and the commit latencies of all of them. The moves
they commit are chosen before the clock starts, so the figures are the store's and the server's alone.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import secrets
import statistics
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


from bench.postgres import DEFAULT_POSTGRES_URL, NoServer, scratch_schema
from data import LoadedGame, Store
from data.copying import copy_database
from data.sqlite import SqliteDatabase
from rules import GameState, Phase, games
from rules.zark import ZarkGame, ZarkSettings
from rules.zark.playout import random_game

DISTINCT_GAMES = 40
GUILDS = 50
USERS = 20_000
ROOT = Path(__file__).resolve().parent.parent


def sample_games(count: int, rng: random.Random) -> list[ZarkGame]:
    """Random games in progress with 100 to 300 moves, two to five players, both editions."""
    games: list[ZarkGame] = []
    while len(games) < count:
        players = tuple(f"Player {seat + 1}" for seat in range(rng.randint(2, 5)))
        settings = ZarkSettings(players=players, edition=rng.choice(("arcade", "classic")))
        game = random_game(settings, f"bench-{len(games)}-{rng.random()}", max_turns=rng.randint(60, 240))
        if game.phase is not Phase.OVER and 100 <= len(game.history) <= 300:
            games.append(game)
    return games


async def fill(path: Path, count: int, samples: list[ZarkGame], rng: random.Random) -> None:
    async with await Store.open(path) as store:
        for number in range(count):
            game = rng.choice(samples)
            users = rng.sample(range(1, USERS + 1), len(game.settings.players))
            guild = rng.randrange(GUILDS) + 1
            await store.import_game(game, guild_id=guild, channel_id=10_000 + number, user_ids=users)


async def open_times_ms(paths: list[Path], repeats: int) -> list[float]:
    """The median time to open each store (connect, pragmas, schema check) as the bot does at start-up.

    The stores are opened in turn, after one untimed round, so that warm-up and background disk activity fall
    on all of them alike.
    """
    times: list[list[float]] = [[] for _ in paths]
    for round_number in range(repeats + 1):
        for path, samples in zip(paths, times, strict=True):
            started = time.perf_counter()
            store = await Store.open(path)
            elapsed = time.perf_counter() - started
            await store.close()
            if round_number:
                samples.append(elapsed)
    return [statistics.median(samples) * 1000 for samples in times]


async def load_games(store: Store, ids: list[int]) -> tuple[list[LoadedGame], list[float]]:
    loaded, times = [], []
    for game_id in ids:
        started = time.perf_counter()
        loaded.append(await store.load(game_id))
        times.append(time.perf_counter() - started)
    return loaded, times


def random_move(game: GameState, rng: random.Random) -> int:
    """A uniformly random legal action of one of the seats that may act, applied; its seat. Any game kind."""
    seat = rng.choice(game.seats_to_act())
    game.apply(seat, rng.choice(game.legal_actions(seat)))
    return seat


def planned_commits(games: list[LoadedGame], commits: int, rng: random.Random) -> list[tuple[LoadedGame, GameState]]:
    """`commits` moves round the games, chosen now: each is the game after one more random move, in order."""
    states = {loaded.row.id: loaded.game for loaded in games}
    plan: list[tuple[LoadedGame, GameState]] = []
    while len(plan) < commits:
        before = len(plan)
        for loaded in games:
            game = states[loaded.row.id]
            assert game is not None  # the games filled are started
            if game.phase is Phase.OVER or len(plan) >= commits:
                continue
            random_move(game, rng)
            plan.append((loaded, game.copy()))
        if len(plan) == before:
            raise SystemExit("every game ended before the commits were planned: use more --active games")
    return plan


async def commit_plan(store: Store, plan: list[tuple[LoadedGame, GameState]]) -> list[float]:
    """Commit the planned moves one after another; return each commit_move call's duration."""
    latencies: list[float] = []
    interaction = secrets.randbelow(10**12) * 10**6
    for loaded, game in plan:
        interaction += 1
        seat = game.history[-1][0]
        started = time.perf_counter()
        await store.commit_move(
            loaded.row.id, len(game.history), game, user_id=loaded.row.user_at(seat), interaction_id=interaction
        )
        latencies.append(time.perf_counter() - started)
    return latencies


async def commit_stream(store: Store, games: list[LoadedGame], commits: int, rng: random.Random) -> list[float]:
    """Commit random moves round the games one after another, choosing each just before it is committed."""
    versions = {loaded.row.id: loaded.version for loaded in games}
    latencies: list[float] = []
    while len(latencies) < commits:
        for loaded in games:
            game = loaded.game
            assert game is not None
            if game.phase is Phase.OVER or len(latencies) >= commits:
                continue
            seat = random_move(game, rng)
            started = time.perf_counter()
            versions[loaded.row.id] = await store.commit_move(
                loaded.row.id, versions[loaded.row.id], game, user_id=loaded.row.user_at(seat), interaction_id=None
            )
            latencies.append(time.perf_counter() - started)
    return latencies


async def concurrent_rate(store: Store, games: list[LoadedGame], per_game: int, rng: random.Random) -> float:
    """Moves per second with one coroutine per game committing at once, as when many players act together."""

    async def player(loaded: LoadedGame, seed: int) -> int:
        own_rng, game, version, done = random.Random(seed), loaded.game, loaded.version, 0
        assert game is not None
        while done < per_game and game.phase is not Phase.OVER:
            random_move(game, own_rng)
            version = await store.commit_move(loaded.row.id, version, game, user_id=None, interaction_id=None)
            done += 1
        return done

    started = time.perf_counter()
    done = await asyncio.gather(*(player(loaded, rng.randrange(10**9)) for loaded in games))
    return sum(done) / (time.perf_counter() - started)


def size_mb(database: Path) -> float:
    """The database with its WAL, if one is left."""
    return sum(path.stat().st_size for path in database.parent.glob(database.name + "*")) / 2**20


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def report(name: str, value: float | int | str) -> None:
    text = f"{value:.3f}" if isinstance(value, float) else str(value)
    print(f"{name}: {text}", flush=True)


def report_latencies(prefix: str, latencies: list[float], wall: float | None = None) -> None:
    report(f"{prefix}_commits_per_s", len(latencies) / (wall if wall is not None else sum(latencies)))
    report(f"{prefix}_commit_latency_ms_p50", statistics.median(latencies) * 1000)
    report(f"{prefix}_commit_latency_ms_p99", percentile(latencies, 0.99) * 1000)


# ----------------------------------------------------------------------------------------------- per backend


async def measure(store: Store, name: str, args: argparse.Namespace, rng: random.Random) -> None:
    """The figures every backend gets: loads, a stream of commits, many games committing at once."""
    ids = rng.sample(range(1, args.games + 1), args.active)
    loaded, load_times = await load_games(store, ids)
    report(f"{name}_load_one_game_ms_p50", statistics.median(load_times) * 1000)
    report(f"{name}_load_one_game_ms_p99", percentile(load_times, 0.99) * 1000)
    plan = planned_commits(loaded[: args.active // 2], args.commits, rng)
    report_latencies(name, await commit_plan(store, plan))
    fresh, _ = await load_games(store, ids[args.active // 2 :])
    started = time.perf_counter()
    latencies = await commit_stream(store, fresh, args.commits // 2, rng)
    report(f"{name}_commits_per_s_with_engine", len(latencies) / (time.perf_counter() - started))
    fresh, _ = await load_games(store, ids[: args.concurrent])
    rate = await concurrent_rate(store, fresh, 10, rng)
    report(f"{name}_concurrent_commits_per_s_with_engine_{args.concurrent}_games", rate)


async def sqlite_figures(directory: Path, args: argparse.Namespace, rng: random.Random) -> Path:
    full, empty = directory / "full.db", directory / "empty.db"
    started = time.perf_counter()
    samples = sample_games(DISTINCT_GAMES, rng)
    await fill(full, args.games, samples, rng)
    async with await Store.open(empty):
        pass
    report("games_stored", args.games)
    report("moves_per_stored_game_mean", statistics.mean(len(game.history) for game in samples))
    report("sqlite_db_size_mb", size_mb(full))
    report("setup_s", time.perf_counter() - started)
    # Let the kernel write the set-up's megabytes out now, not during the timings below.
    await asyncio.to_thread(os.sync)
    pristine = directory / "pristine.db"  # the games as filled, for PostgreSQL to start from the same
    async with await Store.open(full) as store:
        assert isinstance(store.database, SqliteDatabase)
        await store.database.backup(pristine)
        await measure(store, "sqlite", args, random.Random(args.seed))
        started = time.perf_counter()
        await store.database.backup(directory / "backup.db")
        report("sqlite_backup_s", time.perf_counter() - started)
    empty_ms, full_ms = await open_times_ms([empty, full], args.repeats)
    report("sqlite_open_empty_store_ms", empty_ms)
    report("sqlite_open_full_store_ms", full_ms)
    report("sqlite_open_ratio_full_to_empty", full_ms / empty_ms)
    return pristine


async def postgres_figures(source: Path, args: argparse.Namespace) -> None:
    async with scratch_schema(args.postgres_url, "zark_bench") as scratch:
        async with await Store.open(source) as sqlite_store, await Store.open(scratch.url) as store:
            started = time.perf_counter()
            await copy_database(sqlite_store.database, store.database)
            report("postgresql_copy_from_sqlite_s", time.perf_counter() - started)
            await measure(store, "postgresql", args, random.Random(args.seed))
        await scratch.server.execute("VACUUM ANALYZE")  # (the server tidies up after the copy: not timed below)
        first = 1
        for writers in args.writers:
            await writer_processes(scratch.url, writers, list(range(first, first + writers * args.per_writer)), args)
            first += writers * args.per_writer


async def writer_processes(url: str, writers: int, ids: list[int], args: argparse.Namespace) -> None:
    """N processes, each committing its share of moves to its own games, all at once."""
    per_process = args.commits // writers
    shares = [ids[n::writers] for n in range(writers)]
    children = [await start_writer(url, share, per_process, args.seed + n) for n, share in enumerate(shares)]
    for child in children:  # each has loaded its games and chosen its moves
        assert child.stdout is not None
        assert (await child.stdout.readline()).strip() == b"ready"
    started = time.perf_counter()
    for child in children:
        assert child.stdin is not None
        child.stdin.write(b"go\n")
        await child.stdin.drain()
    results = []
    for child in children:
        out, _ = await child.communicate()
        results.append(json.loads(out))
    wall = time.perf_counter() - started
    latencies = [latency for result in results for latency in result["latencies"]]
    report_latencies(f"postgresql_writers_{writers}", latencies, wall)


async def start_writer(url: str, ids: list[int], commits: int, seed: int) -> asyncio.subprocess.Process:
    command = ["-m", "bench.store", "--writer", url, "--writer-games", ",".join(map(str, ids))]
    command += ["--commits", str(commits), "--seed", str(seed)]
    pipe = asyncio.subprocess.PIPE
    return await asyncio.create_subprocess_exec(sys.executable, *command, cwd=ROOT, stdin=pipe, stdout=pipe)


async def writer(url: str, ids: list[int], commits: int, seed: int) -> None:
    """One writer process: load its games, choose its moves, say "ready", wait for "go", commit, print timings."""
    rng = random.Random(seed)
    async with await Store.open(url) as store:
        loaded, _ = await load_games(store, ids)
        plan = planned_commits(loaded, commits, rng)
        print("ready", flush=True)
        await asyncio.to_thread(sys.stdin.readline)
        latencies = await commit_plan(store, plan)
    print(json.dumps({"latencies": latencies}), flush=True)


async def run(directory: Path, args: argparse.Namespace) -> None:
    rng = random.Random(args.seed)
    pristine = await sqlite_figures(directory, args, rng)
    if args.backend == "sqlite":
        return
    try:
        await postgres_figures(pristine, args)
    except NoServer as missing:
        report("postgresql", str(missing))


def main() -> None:
    games.load()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000, help="stored games (default 10,000)")
    parser.add_argument("--commits", type=int, default=2_000, help="moves committed in each timed stream")
    parser.add_argument("--active", type=int, default=200, help="games the streams commit to (and load)")
    parser.add_argument("--concurrent", type=int, default=50, help="games committing at once in one process")
    parser.add_argument("--writers", default="1,2,4", help="PostgreSQL writer processes to time, e.g. 1,2,4")
    parser.add_argument("--per-writer", type=int, default=50, help="games each writer process commits to")
    parser.add_argument("--repeats", type=int, default=30, help="opens timed for each start-up figure")
    parser.add_argument("--backend", choices=("sqlite", "both"), default="both")
    parser.add_argument("--postgres-url", default=DEFAULT_POSTGRES_URL)
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--dir", type=Path, help="work here and keep the files (default: a temporary directory)")
    parser.add_argument("--writer", help=argparse.SUPPRESS)  # (a writer process: the store's URL)
    parser.add_argument("--writer-games", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.writer:
        asyncio.run(writer(args.writer, [int(n) for n in args.writer_games.split(",")], args.commits, args.seed))
        return
    args.writers = [int(n) for n in args.writers.split(",")]
    if args.dir is not None:
        args.dir.mkdir(parents=True, exist_ok=True)
        asyncio.run(run(args.dir, args))
        return
    with tempfile.TemporaryDirectory(prefix="zark-bench-") as directory:
        asyncio.run(run(Path(directory), args))


if __name__ == "__main__":
    main()
