"""The web companion under load, on this machine. Prints `name: value` lines:

- `game_page_p95_ms`: 50 clients at once reading the page of a 300-move game (its HTML) from a `python -m web`
  process on the same file, 95th percentile;
- `board_revalidate_p95_ms`: the same clients asking again for a move's board with its ETag (a 304);
- `move_to_viewer_p95_ms`: from a move's commit to its event at each of 1,000 open event streams on one game,
  opened as a page of the game now opens its own (each event carries the page's parts, made once for all); the site
  in this process, told by the store as the bot's own process is; over several moves;
- `web_rss_mb_1000_streams`: what 1,000 open streams add to the resident memory of a `python -m web` process;
- `profile_page_p95_ms`, `leaderboard_page_p95_ms` (and `server_page_p95_ms`): players' pages and leaderboards at
  --players players and --games rated games (`bench/web_people.py`), half the servers listed; on SQLite and (named
  `postgresql_...`) on PostgreSQL (--postgres-url, a scratch schema of the machine's `test` database by default).

The store is a SQLite file in a temporary folder; the game is a random game of Zark City between two players
played 300 moves (or to its end). Linux only (memory from /proc).

Run: .venv/bin/python bench/web.py [--clients 50] [--reads 20] [--streams 1000] [--moves 300]
     [--players 100000] [--games 1000000] [--only people|games] [--backend sqlite|postgresql|both]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import socket
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import aiohttp
from aiohttp import web

import play.games
import render.games
from bench.postgres import DEFAULT_POSTGRES_URL, NoServer, scratch_schema
from bench.web_people import Generated, filled, generated, read_pages
from data import Store
from rules import Phase, kind_named
from web import WebSettings, make_app

ROOT = Path(__file__).resolve().parents[1]
USERS = (1001, 1002)


def p95(samples: list[float]) -> float:
    return statistics.quantiles(samples, n=20)[-1] if len(samples) > 1 else samples[0]


async def long_game(store: Store, moves: int) -> tuple[int, str]:
    """A game of Zark City played `moves` random legal moves (fewer if it ends first), and its page's token."""
    row = await store.create_lobby(
        guild_id=1, channel_id=2, host_id=USERS[0], host_name="Ann", settings=kind_named("zark-city").table({})
    )
    await store.join(row.id, USERS[1], "Bob")
    loaded = await store.start_game(row.id, "bench-web")
    await play_random(store, row.id, moves, random.Random(7))
    token = await store.web_token(row.id)
    assert token is not None and loaded.game is not None
    return row.id, token


async def play_random(store: Store, game_id: int, moves: int, rng: random.Random) -> int:
    loaded = await store.load(game_id)
    game, version = loaded.game, loaded.version
    assert game is not None
    for _ in range(moves):
        if game.phase is Phase.OVER:
            break
        seat = rng.choice(game.seats_to_act())
        game.apply(seat, rng.choice(game.legal_actions(seat)))
        version = await store.commit_move(game_id, version, game, user_id=USERS[seat], interaction_id=None)
    return version


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def serving(store: Store) -> tuple[web.AppRunner, str]:
    runner = web.AppRunner(make_app(store, WebSettings(per_minute=1_000_000, burst=1_000_000)), access_log=None)
    await runner.setup()
    port = free_port()
    await web.TCPSite(runner, "127.0.0.1", port).start()
    return runner, f"http://127.0.0.1:{port}"


async def page_reads(base: str, token: str, clients: int, reads: int) -> tuple[list[float], list[float]]:
    pages: list[float] = []
    boards: list[float] = []
    connector = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=connector) as session:
        async with session.get(f"{base}/g/{token}/moves/10/board.png") as first:
            tag = first.headers["ETag"]
        await (await session.get(f"{base}/g/{token}")).read()  # the views of the game are made once

        async def client() -> None:
            for _ in range(reads):
                started = time.perf_counter()
                async with session.get(f"{base}/g/{token}") as answer:
                    await answer.read()
                    assert answer.status == 200
                pages.append((time.perf_counter() - started) * 1000)
                started = time.perf_counter()
                async with session.get(f"{base}/g/{token}/moves/10/board.png", headers={"If-None-Match": tag}) as a:
                    assert a.status == 304
                boards.append((time.perf_counter() - started) * 1000)

        await asyncio.gather(*(client() for _ in range(clients)))
    return pages, boards


async def open_streams(session: aiohttp.ClientSession, url: str, count: int) -> list[aiohttp.ClientResponse]:
    streams = []
    for start in range(0, count, 100):
        batch = await asyncio.gather(*(session.get(url) for _ in range(min(100, count - start))))
        for answer in batch:
            await answer.content.readuntil(b"\n\n")  # retry + hello
            await answer.content.readuntil(b"\n\n")
        streams.extend(batch)
    return streams


async def next_move(answer: aiohttp.ClientResponse) -> float:
    while True:
        chunk = await answer.content.readuntil(b"\n\n")
        if chunk.startswith((b"event: page", b"event: move")):
            return time.perf_counter()


async def move_to_viewer(store: Store, base: str, game: tuple[int, str], *, streams: int, moves: int) -> list[float]:
    game_id, token = game
    delays: list[float] = []
    connector = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=connector, timeout=aiohttp.ClientTimeout(total=None)) as session:
        opened = await open_streams(session, f"{base}/g/{token}/events?parts=yes", streams)  # as pages open them
        rng = random.Random(11)
        for _ in range(moves):
            waiting = [asyncio.ensure_future(next_move(answer)) for answer in opened]
            committed = time.perf_counter()
            await play_random(store, game_id, 1, rng)
            heard = await asyncio.wait_for(asyncio.gather(*waiting), 30)
            delays.extend((at - committed) * 1000 for at in heard)
        for answer in opened:
            answer.close()
    return delays


def rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


@contextlib.asynccontextmanager
async def web_process(db: Path) -> AsyncIterator[str]:
    """A `python -m web` process on the file, as an operator runs one; its address once it answers."""
    port = free_port()
    env = {**os.environ, "ZARK_DB_PATH": str(db), "ZARK_WEB_PORT": str(port), "ZARK_WEB_REQUESTS_PER_MINUTE": "1000000"}
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "web", cwd=ROOT, env=env, stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.DEVNULL,
    )  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    _PIDS[base] = process.pid
    try:
        async with aiohttp.ClientSession() as session:
            for _ in range(200):
                try:
                    async with session.get(f"{base}/") as answer:
                        await answer.read()
                        break
                except aiohttp.ClientConnectionError:
                    await asyncio.sleep(0.1)
        yield base
    finally:
        process.terminate()
        await process.wait()


_PIDS: dict[str, int] = {}


async def stream_memory(db: Path, token: str, streams: int) -> float:
    """MB that `streams` open streams add to a `python -m web` process on the same file."""
    async with web_process(db) as base, aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as session:
        await (await session.get(f"{base}/g/{token}")).read()
        await asyncio.sleep(0.5)
        before = rss_kb(_PIDS[base])
        opened = await open_streams(session, f"{base}/g/{token}/events?parts=yes", streams)  # as pages open them
        await asyncio.sleep(1.0)
        after = rss_kb(_PIDS[base])
        for answer in opened:
            answer.close()
    return (after - before) / 1024


async def people(arguments: argparse.Namespace) -> None:
    """The player pages and leaderboards at scale (`bench.web_people`), on SQLite and on PostgreSQL."""
    made = generated(arguments.players, arguments.games, seed=36)
    print(f"players: {arguments.players}")
    print(f"rated_games: {arguments.games}")
    print(f"people_generate_s: {made.seconds:.1f}")
    if arguments.backend in ("sqlite", "both"):
        with tempfile.TemporaryDirectory() as folder:
            await people_on(Path(folder) / "people.db", "", made, arguments)
    if arguments.backend in ("postgresql", "both"):
        try:
            async with scratch_schema(arguments.postgres_url, "zark_bench_web") as scratch:
                # after the bulk load, the server tidies up (as its autovacuum soon would) and learns the tables
                await people_on(
                    scratch.url, "postgresql_", made, arguments, lambda: scratch.server.execute("VACUUM ANALYZE")
                )
        except NoServer as missing:
            print(f"postgresql: {missing}")


async def people_on(
    target: str | Path,
    prefix: str,
    made: Generated,
    arguments: argparse.Namespace,
    tidy: Callable[[], Awaitable[object]] | None = None,
) -> None:
    """The people figures on one store, each name after `prefix`; `tidy` runs after the fill, untimed."""
    print(f"{prefix}people_fill_s: {await filled(target, made):.1f}")
    if tidy is not None:
        await tidy()
    async with await Store.open(target) as store:
        runner, base = await serving(store)
        try:
            found = await read_pages(store, base, reads=arguments.page_reads, seed=7)
        finally:
            await runner.cleanup()
    print(f"{prefix}profile_page_p95_ms: {p95(found['profile']):.1f}")
    print(f"{prefix}leaderboard_page_p95_ms: {p95(found['leaderboard']):.1f}")
    print(f"{prefix}server_page_p95_ms: {p95(found['server']):.1f}")
    print(f"{prefix}profile_page_cpu_ms: {statistics.median(found['profile_cpu']):.1f}")
    print(f"{prefix}leaderboard_page_cpu_ms: {statistics.median(found['leaderboard_cpu']):.1f}")


async def main(arguments: argparse.Namespace) -> None:
    play.games.load()
    render.games.load()
    if arguments.only != "games":
        await people(arguments)
    if arguments.only == "people":
        return
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "zark.db"
        async with await Store.open(db) as store:
            game_id, token = await long_game(store, arguments.moves)
            print(f"game_moves: {len(await store.moves(game_id))}")
            async with web_process(db) as base:
                pages, boards = await page_reads(base, token, arguments.clients, arguments.reads)
            print(f"game_page_p95_ms: {p95(pages):.1f}")
            print(f"board_revalidate_p95_ms: {p95(boards):.1f}")
            runner, base = await serving(store)
            try:
                live = await long_game(store, 2)
                delays = await move_to_viewer(store, base, live, streams=arguments.streams, moves=arguments.live_moves)
                print(f"move_to_viewer_p95_ms: {p95(delays):.1f}")
            finally:
                await runner.cleanup()
        print(f"web_rss_mb_{arguments.streams}_streams: {await stream_memory(db, token, arguments.streams):.1f}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--reads", type=int, default=20)
    parser.add_argument("--streams", type=int, default=1000)
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--live-moves", type=int, default=5)
    parser.add_argument("--players", type=int, default=100_000)
    parser.add_argument("--games", type=int, default=1_000_000)
    parser.add_argument("--page-reads", type=int, default=300)
    parser.add_argument("--only", choices=("people", "games"))
    parser.add_argument("--backend", choices=("sqlite", "postgresql", "both"), default="both", help="people's store")
    parser.add_argument("--postgres-url", default=DEFAULT_POSTGRES_URL)
    asyncio.run(main(parser.parse_args()))
