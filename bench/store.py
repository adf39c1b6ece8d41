"""Benchmark of the game store with 10,000 stored games of realistic size; prints `name: value` lines.

Run from the project root: `.venv/bin/python -m bench.store` (options: --games, --commits, --dir, --keep).
Targets (issue 4): at least 1,000 committed moves/s, p99 commit latency at most 5 ms, and opening the full
store at start-up at most 1.5 times as slow as opening an empty one.

The stored games are a few dozen distinct random games of 100-300 moves (snapshot plus full move log), imported
again and again under different ids, users and channels, so set-up stays quick while every row is full size.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from data import LoadedGame, Store
from data.sqlite import SqliteDatabase
from rules import Game, Phase, Settings
from rules.playout import random_game, random_step

DISTINCT_GAMES = 40
GUILDS = 50
USERS = 20_000


def sample_games(count: int, rng: random.Random) -> list[Game]:
    """Random games in progress with 100 to 300 moves, two to five players, both editions."""
    games: list[Game] = []
    while len(games) < count:
        players = tuple(f"Player {seat + 1}" for seat in range(rng.randint(2, 5)))
        settings = Settings(players=players, edition=rng.choice(("arcade", "classic")))
        game = random_game(settings, f"bench-{len(games)}-{rng.random()}", max_turns=rng.randint(60, 240))
        if game.phase is not Phase.OVER and 100 <= len(game.history) <= 300:
            games.append(game)
    return games


async def fill(path: Path, count: int, samples: list[Game], rng: random.Random) -> None:
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


async def commit_stream(store: Store, games: list[LoadedGame], commits: int, rng: random.Random) -> list[float]:
    """Commit random moves round the games one after another; return each commit_move call's duration."""
    versions = {loaded.row.id: loaded.version for loaded in games}
    latencies: list[float] = []
    interaction = 10**15
    while len(latencies) < commits:
        for loaded in games:
            game = loaded.game
            assert game is not None
            if game.phase is Phase.OVER or len(latencies) >= commits:
                continue
            seat, _ = random_step(game, rng)
            interaction += 1
            started = time.perf_counter()
            versions[loaded.row.id] = await store.commit_move(
                loaded.row.id,
                versions[loaded.row.id],
                game,
                user_id=loaded.row.user_at(seat),
                interaction_id=interaction,
            )
            latencies.append(time.perf_counter() - started)
    return latencies


async def concurrent_rate(store: Store, games: list[LoadedGame], per_game: int, rng: random.Random) -> float:
    """Moves per second with one coroutine per game committing at once, as when many players act together."""

    async def player(loaded: LoadedGame, seed: int) -> int:
        own_rng, game, version, done = random.Random(seed), loaded.game, loaded.version, 0
        assert game is not None
        while done < per_game and game.phase is not Phase.OVER:
            random_step(game, own_rng)
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


async def run(directory: Path, args: argparse.Namespace) -> None:
    rng = random.Random(args.seed)
    full, empty = directory / "full.db", directory / "empty.db"
    started = time.perf_counter()
    samples = sample_games(DISTINCT_GAMES, rng)
    await fill(full, args.games, samples, rng)
    async with await Store.open(empty):
        pass
    report("games_stored", args.games)
    report("moves_per_stored_game_mean", statistics.mean(len(game.history) for game in samples))
    report("db_size_mb", size_mb(full))
    report("setup_s", time.perf_counter() - started)
    # Let the kernel write the set-up's hundred megabytes out now, not during the timings below.
    await asyncio.to_thread(os.sync)

    async with await Store.open(full) as store:
        ids = rng.sample(range(1, args.games + 1), args.active)
        loaded, load_times = await load_games(store, ids)
        report("load_one_game_ms_p50", statistics.median(load_times) * 1000)
        report("load_one_game_ms_p99", percentile(load_times, 0.99) * 1000)
        started = time.perf_counter()
        latencies = await commit_stream(store, loaded, args.commits, rng)
        wall = time.perf_counter() - started
        report("committed_moves_per_s", len(latencies) / sum(latencies))
        report("committed_moves_per_s_with_engine", len(latencies) / wall)
        report("commit_latency_ms_p50", statistics.median(latencies) * 1000)
        report("commit_latency_ms_p99", percentile(latencies, 0.99) * 1000)
        report("commit_latency_ms_max", max(latencies) * 1000)
        fresh, _ = await load_games(store, ids[: args.concurrent])
        rate = await concurrent_rate(store, fresh, 20, rng)
        report(f"concurrent_moves_per_s_with_engine_{args.concurrent}_games", rate)
        started = time.perf_counter()
        assert isinstance(store.database, SqliteDatabase)
        await store.database.backup(directory / "backup.db")
        report("backup_s", time.perf_counter() - started)
        started = time.perf_counter()
    report("close_ms", (time.perf_counter() - started) * 1000)

    empty_ms, full_ms = await open_times_ms([empty, full], args.repeats)
    report("open_empty_store_ms", empty_ms)
    report("open_full_store_ms", full_ms)
    report("open_ratio_full_to_empty", full_ms / empty_ms)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000, help="stored games (default 10,000)")
    parser.add_argument("--commits", type=int, default=5_000, help="moves committed in the timed stream")
    parser.add_argument("--active", type=int, default=200, help="games the stream commits to (and loads)")
    parser.add_argument("--concurrent", type=int, default=50, help="games committing at once in the last test")
    parser.add_argument("--repeats", type=int, default=30, help="opens timed for each start-up figure")
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--dir", type=Path, help="work here and keep the files (default: a temporary directory)")
    args = parser.parse_args()
    if args.dir is not None:
        args.dir.mkdir(parents=True, exist_ok=True)
        asyncio.run(run(args.dir, args))
        return
    with tempfile.TemporaryDirectory(prefix="zark-bench-") as directory:
        asyncio.run(run(Path(directory), args))


if __name__ == "__main__":
    main()
