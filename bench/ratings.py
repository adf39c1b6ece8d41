"""Benchmark of ratings on both backends, with many players and rated games; prints `name: value` lines.

Run from the project root: `.venv/bin/python -m bench.ratings` (options: --players, --games, --backend,
--postgres-url). Goals, on each backend: `/zark rating leaderboard`'s reads (`Store.leaderboard`) and `/zark rating
profile`'s (`Store.profile`) at most 50 ms at the 95th percentile, the whole transaction of a game-ending move
(`Store.commit_move`, which writes the result and the new ratings) at most 20 ms; `rebuild_s` is the work of
`python -m data ratings --rebuild` (`Store.rebuild_ratings(write=True)`).

The rated games are generated, not played: each of --players players has a hidden strength, every game seats two
to five of them (the keen ones more often, now and then a computer level), its kind's ranking follows their
strengths with luck, and `data.ratings.rerate` rates them in order, so every stored number is one the store itself
would have written (the rebuild finds none changed). They are written at once by `data.bulk.load_results`. The
game-ending moves timed are real: random games of Zark City between stored players, imported one move before their
end, each then ended by `commit_move`.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import random
import secrets
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Sequence
from functools import partial
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.postgres import DEFAULT_POSTGRES_URL, NoServer, scratch_schema
from bench.store import percentile, report
from data import Store
from data.bulk import load_results
from data.ratings import GameResult, Rating, SeatResult, rerate
from data.skill import PERSON_START, computer_player
from rules import Phase, Resign, games
from rules.zark import ZarkGame, ZarkSettings
from rules.zark.playout import random_game

GUILDS = 50
KINDS = (("zark-city", 0.6), ("unocitta", 0.15), ("unopolis", 0.1), ("zarcana", 0.15))
LEVELS = ("easy", "medium", "hard")
START_MS = 1_700_000_000_000
QUERIES = 300
ENDINGS = 100


# ----------------------------------------------------------------------------------------------- the data


def generated_results(players: int, games: int, rng: random.Random) -> tuple[list[GameResult], list[int | None]]:
    """`games` results in order (ratings not yet computed) and each game's guild."""
    strength = [rng.gauss(0.0, 1.0) for _ in range(players)]
    kinds = [kind for kind, _ in KINDS]
    weights = [weight for _, weight in KINDS]
    results: list[GameResult] = []
    guilds: list[int | None] = []
    finished = START_MS
    for number in range(1, games + 1):
        kind = rng.choices(kinds, weights)[0]
        seats: dict[str, float] = {}
        while len(seats) < rng.choice((2, 2, 2, 3, 3, 4, 5)):
            if rng.random() < 0.05:
                level = rng.randrange(len(LEVELS))
                seats[computer_player(LEVELS[level])] = level - 1.0
            else:
                person = int(players * rng.random() ** 2)  # the keen play most
                seats[str(person + 1)] = strength[person]
        # Luck: each seat's strength plus Gumbel noise, so the stronger win more often, in proportion.
        draws = {player: skill - math.log(-math.log(rng.random() or 1e-12)) for player, skill in seats.items()}
        order = sorted(seats, key=draws.__getitem__, reverse=True)
        if kind == "zarcana":
            place_of = {player: place for place, player in enumerate(order)}
        else:
            place_of = {player: 0 if player == order[0] else 1 for player in order}
        places = tuple(
            SeatResult(seat, player, place_of[player], PERSON_START, PERSON_START) for seat, player in enumerate(seats)
        )
        finished += rng.randrange(1_000, 60_000)
        results.append(GameResult(number, number, kind, finished, places))
        guilds.append(rng.randrange(GUILDS) + 1)
    return results, guilds


def ending_games(players: int, count: int, rng: random.Random) -> list[tuple[ZarkGame, list[int]]]:
    """`count` finished Zark City games, and the stored players (user ids) to seat at each: each is imported without
    its last move, which is then committed. A game won within 120 turns of random play ends with its winning move;
    any other then ends by its players resigning in turn until one is left."""
    endings: list[tuple[ZarkGame, list[int]]] = []
    while len(endings) < count:
        seats = rng.randint(2, 4)
        settings = ZarkSettings(players=tuple(f"Player {n + 1}" for n in range(seats)))
        game = random_game(settings, f"ending-{len(endings)}-{rng.random()}", max_turns=120)
        while game.phase is not Phase.OVER:
            game.apply(rng.choice(game.active_seats()), Resign())
        users = rng.sample(range(1, min(players, 2_000) + 1), seats)  # players with many rated games
        endings.append((game, users))
    return endings


# ----------------------------------------------------------------------------------------------- the timings


async def p95_ms(calls: Sequence[Callable[[], Awaitable[object]]]) -> float:
    times = []
    for call in calls:
        started = time.perf_counter()
        await call()
        times.append(time.perf_counter() - started)
    return percentile(times, 0.95) * 1000


async def measure(
    store: Store, name: str, args: argparse.Namespace, ratings: list[Rating], endings: list[tuple[ZarkGame, list[int]]]
) -> None:
    rng = random.Random(args.seed)
    keen = [r.player for r in ratings if r.game == "zark-city" and r.games >= 3]
    everyone = [r.player for r in ratings]
    boards = [partial(store.leaderboard, "zark-city", rng.choice(keen)) for _ in range(QUERIES)]
    report(f"{name}_leaderboard_p95_ms", await p95_ms(boards))
    boards = [
        partial(store.leaderboard, "zark-city", rng.choice(keen), guild_id=rng.randrange(GUILDS) + 1)
        for _ in range(QUERIES)
    ]
    report(f"{name}_leaderboard_in_guild_p95_ms", await p95_ms(boards))
    profiles = [partial(store.profile, rng.choice(everyone)) for _ in range(QUERIES)]
    report(f"{name}_profile_p95_ms", await p95_ms(profiles))
    report(f"{name}_rating_update_ms_p95", await endings_p95_ms(store, endings))
    started = time.perf_counter()
    rebuilt = await store.rebuild_ratings(write=True)
    report(f"{name}_rebuild_s", time.perf_counter() - started)
    report(f"{name}_rebuild_differences", len(rebuilt.differences))


async def endings_p95_ms(store: Store, endings: list[tuple[ZarkGame, list[int]]]) -> float:
    """Each game imported one move before its end, then its last move committed (timed): the result and ratings
    written in the move's own transaction."""
    ids = []
    for finished, users in endings:
        game = ZarkGame.new(finished.settings, finished.seed)
        for seat, action in finished.history[:-1]:
            game.apply(seat, action)
        row = await store.import_game(game, guild_id=1, channel_id=secrets.randbelow(10**12), user_ids=users)
        ids.append(row.id)
    times = []
    for game_id, (game, _) in zip(ids, endings, strict=True):
        loaded = await store.load(game_id)
        before = loaded.game
        assert isinstance(before, ZarkGame)
        seat, action = game.history[-1]
        before.apply(seat, action)
        assert before.phase is Phase.OVER
        started = time.perf_counter()
        await store.commit_move(game_id, loaded.version, before, user_id=loaded.row.user_at(seat), interaction_id=None)
        times.append(time.perf_counter() - started)
        assert await store.result(game_id) is not None
    return percentile(times, 0.95) * 1000


# ----------------------------------------------------------------------------------------------- per backend


async def fill_and_measure(
    target: str | Path,
    name: str,
    args: argparse.Namespace,
    data: tuple[list[GameResult], list[int | None], list[Rating]],
    endings: list[tuple[ZarkGame, list[int]]],
) -> None:
    results, guilds, ratings = data
    async with await Store.open(target) as store:
        started = time.perf_counter()
        await load_results(store.database, results, ratings, guilds)
        report(f"{name}_fill_s", time.perf_counter() - started)
        await measure(store, name, args, ratings, endings)


async def postgres(
    args: argparse.Namespace,
    data: tuple[list[GameResult], list[int | None], list[Rating]],
    endings: list[tuple[ZarkGame, list[int]]],
) -> None:
    try:
        async with scratch_schema(args.postgres_url, "zark_bench_ratings") as scratch:
            await fill_and_measure(scratch.url, "postgresql", args, data, endings)
    except NoServer as missing:
        report("postgresql", str(missing))


async def run(directory: Path, args: argparse.Namespace) -> None:
    rng = random.Random(args.seed)
    started = time.perf_counter()
    results, guilds = generated_results(args.players, args.games, rng)
    ratings_by_key, rated = rerate(results)
    ratings = list(ratings_by_key.values())
    report("players", args.players)
    report("rated_games", args.games)
    report("places", sum(len(r.places) for r in rated))
    report("generate_s", time.perf_counter() - started)
    endings = ending_games(args.players, ENDINGS, rng)
    data = (rated, guilds, ratings)
    if args.backend in ("sqlite", "both"):
        await fill_and_measure(directory / "ratings.db", "sqlite", args, data, endings)
    if args.backend in ("postgresql", "both"):
        await postgres(args, data, endings)


def main() -> None:
    games.load()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=100_000, help="players (default 100,000)")
    parser.add_argument("--games", type=int, default=1_000_000, help="rated games stored (default 1,000,000)")
    parser.add_argument("--backend", choices=("sqlite", "postgresql", "both"), default="both")
    parser.add_argument("--postgres-url", default=DEFAULT_POSTGRES_URL)
    parser.add_argument("--seed", type=int, default=36)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="zark-bench-ratings-") as directory:
        asyncio.run(run(Path(directory), args))


if __name__ == "__main__":
    main()
