"""The web's player pages and leaderboards at scale, for `bench/web.py`: a store (SQLite or PostgreSQL) filled with
`bench/ratings.py`'s generated players and rated games (`data.bulk.load_results`), half its servers listed, then one
client reading pages from the site in this process, one after another:

- `profile_page_p95_ms`: a listed player's page (`/u/TOKEN`), players drawn at random among those shown;
- `leaderboard_page_p95_ms`: a kind's leaderboard of everyone listed (`/top/KIND`) and a listed server's page
  (`/s/TOKEN`, its games and its four kinds' leaderboards), alike;
- `server_page_p95_ms`: the listed servers' pages alone;
- `profile_page_cpu_ms`, `leaderboard_page_cpu_ms`: the CPU a read takes here (median), the site's and its client's.

The generated games have no players' rows or moves (the ratings never read them), so a profile's name is its id and
its time to move reads nothing: the queries run, on empty ranges.
"""

from __future__ import annotations

import random
import statistics
import time
from dataclasses import dataclass
from pathlib import Path

import aiohttp

from bench.ratings import GUILDS, generated_results
from data import Store
from data.bulk import load_results
from data.ratings import GameResult, Rating, rerate
from play.webplayers import kind_keys

#: Of the generated servers (numbered 1 to `GUILDS`), these are listed: every other one.
LISTED = range(1, GUILDS + 1, 2)


def p95(samples: list[float]) -> float:
    return statistics.quantiles(samples, n=20)[-1] if len(samples) > 1 else samples[0]


@dataclass(frozen=True)
class Generated:
    """The generated players' rated games, rated, and their servers: made once, loaded into each store."""

    rated: list[GameResult]
    ratings: list[Rating]
    guilds: list[int | None]
    seconds: float


def generated(players: int, games: int, seed: int) -> Generated:
    started = time.perf_counter()
    results, guilds = generated_results(players, games, random.Random(seed))
    ratings, rated = rerate(results)
    return Generated(rated, list(ratings.values()), guilds, time.perf_counter() - started)


async def filled(db: str | Path, made: Generated) -> float:
    """Fill the store at `db` (a SQLite file or a PostgreSQL URL) with the generated players and games, list half
    the servers; the seconds it took."""
    async with await Store.open(db) as store:
        started = time.perf_counter()
        await load_results(store.database, made.rated, made.ratings, made.guilds)
        for guild in LISTED:
            await store.set_listed(guild, True)
    return time.perf_counter() - started


async def timed(session: aiohttp.ClientSession, url: str, cpu: list[float]) -> float:
    """A page's milliseconds from request to its last byte; its CPU milliseconds (the site's and its one client's,
    what this process spent: much less moved by other work on the machine than the time) appended to `cpu`."""
    started, spent = time.perf_counter(), time.process_time()
    async with session.get(url) as answer:
        await answer.read()
        assert answer.status == 200, (url, answer.status)
    cpu.append((time.process_time() - spent) * 1000)
    return (time.perf_counter() - started) * 1000


async def read_pages(store: Store, base: str, *, reads: int, seed: int) -> dict[str, list[float]]:
    """Each kind of page read `reads` times (after a first read of each, which gives the tokens it links)."""
    rng = random.Random(seed)
    tops = [f"{base}/top/{kind}" for kind in kind_keys()]
    servers = [f"{base}/s/{await store.set_listed(guild, True)}" for guild in LISTED]
    profiles: list[str] = []
    async with aiohttp.ClientSession() as session:
        for url in tops + servers:  # their first reads give the players they link their tokens
            async with session.get(url) as answer:
                profiles += [f"{base}{href}" for href in _profile_links(await answer.text())]
        profiles = sorted(set(profiles))
        found: dict[str, list[float]] = {"profile": [], "leaderboard": [], "server": [], "profile_cpu": [],
                                         "leaderboard_cpu": []}  # fmt: skip
        for _ in range(reads):
            found["profile"].append(await timed(session, rng.choice(profiles), found["profile_cpu"]))
            board = rng.choice(tops + servers)
            spent = await timed(session, board, found["leaderboard_cpu"])
            found["leaderboard"].append(spent)
            if "/s/" in board:
                found["server"].append(spent)
    return found


def _profile_links(html: str) -> list[str]:
    return [part.split('"', 1)[0] for part in html.split('href="')[1:] if part.startswith("/u/")]
