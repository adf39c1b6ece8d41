"""The web's player pages and leaderboards at scale, for `bench/web.py`: a store (SQLite or PostgreSQL) filled with
`bench/ratings.py`'s generated players and rated games (`data.bulk.load_results`), half its servers listed, then one
client reading pages from the site in this process, one after another:

- `profile_page_p95_ms`: a listed player's page (`/u/TOKEN`), players drawn at random among those shown;
- `leaderboard_page_p95_ms`: a kind's leaderboard of everyone listed (`/top/KIND`) and a listed server's page
  (`/s/TOKEN`, its games and its four kinds' leaderboards), alike;
- `server_page_p95_ms`: the listed servers' pages alone.

The generated games have no players' rows or moves (the ratings never read them), so a profile's name is its id and
its time to move reads nothing: the queries run, on empty ranges.
"""

from __future__ import annotations

import random
import statistics
import time
from pathlib import Path

import aiohttp

from bench.ratings import GUILDS, generated_results
from data import Store
from data.bulk import load_results
from data.ratings import rerate
from play.webplayers import kind_keys

#: Of the generated servers (numbered 1 to `GUILDS`), these are listed: every other one.
LISTED = range(1, GUILDS + 1, 2)


def p95(samples: list[float]) -> float:
    return statistics.quantiles(samples, n=20)[-1] if len(samples) > 1 else samples[0]


async def filled(db: str | Path, players: int, games: int, seed: int) -> tuple[float, float]:
    """Fill the store at `db` (a SQLite file or a PostgreSQL URL) with the generated players and games, list half
    the servers; the seconds each part took."""
    started = time.perf_counter()
    results, guilds = generated_results(players, games, random.Random(seed))
    ratings, rated = rerate(results)
    generated = time.perf_counter() - started
    async with await Store.open(db) as store:
        started = time.perf_counter()
        await load_results(store.database, rated, list(ratings.values()), guilds)
        for guild in LISTED:
            await store.set_listed(guild, True)
    return generated, time.perf_counter() - started


async def timed(session: aiohttp.ClientSession, url: str) -> float:
    started = time.perf_counter()
    async with session.get(url) as answer:
        await answer.read()
        assert answer.status == 200, (url, answer.status)
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
        found: dict[str, list[float]] = {"profile": [], "leaderboard": [], "server": []}
        for _ in range(reads):
            found["profile"].append(await timed(session, rng.choice(profiles)))
            board = rng.choice(tops + servers)
            spent = await timed(session, board)
            found["leaderboard"].append(spent)
            if "/s/" in board:
                found["server"].append(spent)
    return found


def _profile_links(html: str) -> list[str]:
    return [part.split('"', 1)[0] for part in html.split('href="')[1:] if part.startswith("/u/")]
