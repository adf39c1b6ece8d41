"""End-to-end speed of the real bot.py against the local Discord stand-in, with N games played flat out at once.

Set-up, not measured: the bot starts; each game is opened (/zark new, Join, Join, Start) and its three players
choose their starters, `--setup-pace` games at a time, so that set-up never overloads the bot.

Measured phase: every game plays `--moves` turns at once, closed loop: a game sends its next command as soon as
the previous one is answered. Meanwhile one more member sends /zark ping, the no-op round trip (acknowledge with
"thinking", then post a private line; no game work), every `--ping-every` seconds, in a channel of its own. A
command the bot does not acknowledge within Discord's 3 s is counted, not fatal: for a turn the bench then waits for
its board (the move may still be played), and gives up on that game (counted) if no board comes within `--give-up`
seconds, or if the bot refuses the move. A move whose line the bot holds for the next board (the last starter
chosen, a free move before the turn's main one: `play.announcements.holds`) has no board of its own to wait for.

Figures, each stamped by the stand-in when the event reaches it (not when the driver gets round to looking):
- ack: interaction sent on the gateway -> the stand-in receives the bot's first callback (a reply or a "thinking"
  defer), over every interaction of the measured phase (turns, discard menus, pings). `late_acks`: the first
  callback came after 3 s (refused with 10062, as on Discord; its arrival time is what counts) or never (counted as
  infinite in the percentiles).
- board: the turn's command sent -> its board message posted in the game's thread.
- noop: /zark ping sent -> its private reply posted.
- bot_cpu_ms_per_turn: user + system CPU (/proc/<pid>/stat) of bot.py and every process it started, over the
  measured phase, divided by the turns; bench_cpu_ms_per_turn: the same for this process (stand-in and driver).
  `*_cores_used`: the same CPU divided by the phase's wall time; `bot_main_cores_used` is bot.py's own process,
  one event loop (plus its database thread): near 1.0, the loop is saturated and is the limit.

Is this process the bottleneck? It runs the stand-in and the driver on the same cores as the bot, and its event
loop stamps every figure, so when it runs late the bot looks slower than it is: `bench_loop_lag_p99_ms` (how late
a 50 ms timer fires here) bounds that error. To keep it light, the driver's waits each look at one interaction or
at the newest message of one thread (never a scan of every stored message), the stand-in re-checks its waiters in
one pass per loop turn and parses request bodies itself, and garbage collection is frozen over the measured phase
(a full collection of the stand-in's heap paused this process for most of a second).

Even so, it needs about a third as much CPU per turn as the bot, and with many games every core is busy, so it
takes CPU the bot would have against the real Discord: `bench_cores_used` says how much. `--bench-nice N` lowers
this process's priority once the bot runs (the bot and its processes keep theirs), to see how much that matters:
the bot then gets the cores first, but this process stamps later, which the loop lag shows and which makes every
latency look longer. `other_cores_used` is what other programs took meanwhile: figures from a machine busy with
other work are not comparable.

With `--limits` the stand-in enforces Discord's real rate limits (50 requests per second per bot token, interaction
callbacks and webhooks exempt; 5 messages per 5 s per channel): compare its turns_per_s with a run without. It then
also prints the 429s the bot was given (`global_429s` should be 0: Discord bans an address for a while after 10,000
invalid requests in 10 minutes), the peak request rate, and `committed_without_board`: moves stored whose board
(of their version or a later one: boards that queued go out as one) never reached the game's thread.

`requests_by_route` lists the bot's requests that the global limit counts, by route, and `global_429s_by_route`
those refused: every one of them waits for the bot's pacer (`cogs/support/pacing.py`).

With `--web` the bot's web companion is on (ZARK_WEB_PORT, ZARK_WEB_URL: its boards carry the link) and every game
has a page open over the measured phase (opened before it: the page, its board, its stream's hello), as a browser
keeps it: its event stream, whose events carry the page, and its board image read again at each move;
`web_pages_open` and `web_boards_read` say how many. Compare `bot_cpu_ms_per_turn` with a run without (goal: at
most 1.1 times).

With `--count-sql` the bot logs at DEBUG level, and the measured phase's part of its log gives its database calls per
turn: `sql_calls_per_turn` (every aiosqlite call: a statement, a BEGIN, a COMMIT) and `write_transactions_per_turn`
(BEGIN IMMEDIATE). Logging that much slows the bot: the speed figures of such a run are not comparable.

Run: .venv/bin/python bench/e2e.py [--games 6] [--moves 40] [--limits] [--web] [--count-sql]
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import re
import shutil
import socket
import sqlite3
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import aiohttp

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.harness import (  # noqa: E402
    LoopLag,
    machine_busy_seconds,
    ms,
    percentile,
    process_cpu_seconds,
    tree_cpu_seconds,
)
from bench.tables import NAMES, STARTERS, Driver, Figures, play, set_up, unposted  # noqa: E402
from play.games import load as load_games  # noqa: E402
from tests.e2e.fakediscord import BotProcess, ErrorCode, FakeDiscord  # noqa: E402
from tests.e2e.fakediscord.interactions import InteractionRecord  # noqa: E402
from tests.e2e.fakediscord.limits import route_template  # noqa: E402
from tests.e2e.zark import WINNING_SEED, plan_game  # noqa: E402

GOALS_AT_200_GAMES = "ack_p99_ms <= 1000, late_acks 0, board_p95_ms <= 3000"
GOALS_WITH_LIMITS = (
    "at 100 games: turns_per_s >= 0.7 x the run without limits, global_429s 0, committed_without_board 0, "
    "board_p95_ms <= 2000"
)
BENCH_NICE = 0  # see the docstring: a higher niceness yields the cores to the bot, but this process stamps later
ACK_DEADLINE = 3.0  # Discord's: an interaction not acknowledged by then fails for the user
CUSTOM_ID = re.compile(r"^(button|select) '(zark:[a-z]+)")


async def probe(driver: Driver, every: float, figures: Figures) -> None:
    """The no-op round trip, sampled at a steady pace while the games play (cancelled when they are done)."""
    user, channel = driver.fd.add_member("prober"), driver.fd.add_channel("probe")
    while True:
        await asyncio.gather(driver.ping(user, channel, figures), asyncio.sleep(every))


@dataclass(frozen=True)
class CpuCounters:
    """CPU seconds so far: bot.py alone, bot.py with every process it started, this process, the whole machine."""

    bot_main: float
    bot: float
    bench: float
    machine: float

    @classmethod
    def read(cls, bot_pid: int) -> CpuCounters:
        return cls(process_cpu_seconds(bot_pid), tree_cpu_seconds(bot_pid), time.process_time(), machine_busy_seconds())

    def __sub__(self, other: CpuCounters) -> CpuCounters:
        return CpuCounters(
            self.bot_main - other.bot_main, self.bot - other.bot, self.bench - other.bench, self.machine - other.machine
        )

    @property
    def others(self) -> float:
        """Everything else the machine ran meanwhile (other programs share these cores)."""
        return max(0.0, self.machine - self.bot - self.bench)


@dataclass
class Run:
    """One run's results, for the report."""

    games: int
    moves: int
    pace: int
    tables: int
    failures: list[str]
    setup_s: float
    measured_s: float
    figures: Figures
    routes: list[tuple[str, int]]
    global_429_routes: list[tuple[str, int]]
    records: list[InteractionRecord]
    cpu: CpuCounters
    lags: list[float]
    nice: int
    bot_log: str
    ping_every: float
    limits: bool = False
    sql_log: str | None = None  # with --count-sql: the bot's log over the measured phase


def first_answer(record: InteractionRecord) -> float:
    """Seconds from sending an interaction to the stand-in receiving its first callback, accepted or refused as
    too late (10062); infinite if none came."""
    if record.acked_at is not None:
        return record.acked_at - record.sent_at
    late = [r.at for r in record.rejections if r.code == ErrorCode.UNKNOWN_INTERACTION and "/callback" in r.path]
    return min(late) - record.sent_at if late else float("inf")


def kind_of(record: InteractionRecord) -> str:
    """The command or component, without the game-specific part of a custom_id ("select 'zark:discard'")."""
    match = CUSTOM_ID.match(record.label)
    return f"{match.group(1)} '{match.group(2)}'" if match else record.label


async def main(options: argparse.Namespace) -> Run:
    load_games()
    games, moves, pace, nice = options.games, options.moves, options.setup_pace, options.bench_nice
    plan = plan_game(WINNING_SEED, len(NAMES), STARTERS + moves, endless=True)
    with tempfile.TemporaryDirectory() as folder:
        db, log_path = Path(folder) / "zark.db", Path(folder) / "bot.log"
        async with FakeDiscord(limits=options.limits) as fd:
            level = "DEBUG" if options.count_sql else "WARNING"
            web = web_settings() if options.web else {}
            env = fd.bot_env(ZARK_DB_PATH=str(db), ZARK_DEAL_SEED=WINNING_SEED, LOG_LEVEL=level, **web)
            bot = await BotProcess.start(ROOT / "bot.py", env=env, log_path=log_path, cwd=ROOT)
            driver = Driver(fd, options.give_up)
            try:
                await fd.wait_for_ready(process=bot)
                if nice:
                    os.setpriority(os.PRIO_PROCESS, 0, nice)  # after the bot started: it and its processes keep theirs
                started = time.monotonic()
                tables, failures = await set_up(fd, driver, db, games=games, pace=pace, plan=plan)
                setup_s = time.monotonic() - started
                pages = await open_pages(web["ZARK_WEB_URL"], db) if web else None
                figures, lag = Figures(), LoopLag()
                gc.collect()
                gc.freeze()  # the stand-in's heap, large by now, is not scanned again...
                gc.disable()  # ...and no collection pauses this process during the measured phase
                cpu, began, log_from = CpuCounters.read(bot.pid), time.monotonic(), log_path.stat().st_size
                lag.start()
                prober = asyncio.create_task(probe(driver, options.ping_every, figures))
                await asyncio.gather(*(play(driver, table, plan[STARTERS:], figures) for table in tables))
                prober.cancel()
                cpu, ended, log_to = CpuCounters.read(bot.pid) - cpu, time.monotonic(), log_path.stat().st_size
                if pages is not None:
                    figures.boards_read = pages.boards_read
                    figures.pages_open = await pages.close()
                lags = lag.stop()
                gc.enable()
                records = [r for r in fd.world.interactions.values() if began <= r.sent_at <= ended]
                figures.committed_without_board = await unposted(fd, db, tables)
                figures.limits = fd.limits.summary()
                routes = fd.limits.routes.most_common()
                hit_routes = Counter(route_template(h.route) for h in fd.limits.hits if h.scope == "global")
            finally:
                await bot.kill()
                if options.bot_log is not None:
                    shutil.copyfile(log_path, options.bot_log)
            log_text = bot.log_text()
            sql_log = None
            if options.count_sql:
                with log_path.open("rb") as log_file:
                    log_file.seek(log_from)
                    sql_log = log_file.read(log_to - log_from).decode(errors="replace")
    return Run(
        games, moves, pace, len(tables), failures, setup_s, ended - began, figures, routes,
        hit_routes.most_common(), records, cpu, lags, nice, log_text,
        options.ping_every, options.limits, sql_log,
    )  # fmt: skip


def web_settings() -> dict[str, str]:
    """The bot's web companion on a free port, its boards linking to it, no request limit (every reader here is
    127.0.0.1)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    base = f"http://127.0.0.1:{port}"
    return {"ZARK_WEB_PORT": str(port), "ZARK_WEB_URL": base, "ZARK_WEB_REQUESTS_PER_MINUTE": "1000000"}


#: How long the pages may take to open, before the measured phase (a page that has not is left to open during it).
PAGES_OPEN_S = 30.0
#: The board image's address on a game's page.
BOARD_SOURCE = re.compile(r'<img id="board" src="([^"]+)"')
EVENTS_SOURCE = re.compile(r'data-events="([^"]+)"')


@dataclass
class OpenPages:
    """A page open on every game, as a browser keeps one: its event stream, and the page and its board read again at
    each move."""

    session: aiohttp.ClientSession
    readers: list[asyncio.Task[None]] = field(default_factory=list)
    boards_read: int = 0

    async def close(self) -> int:
        for reader in self.readers:
            reader.cancel()
        await asyncio.gather(*self.readers, return_exceptions=True)
        await self.session.close()
        return len(self.readers)


async def open_pages(base: str, db: Path) -> OpenPages:
    with sqlite3.connect(db) as database:
        tokens = [row[0] for row in database.execute("SELECT web_token FROM games WHERE web_token IS NOT NULL")]
    session = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0), timeout=aiohttp.ClientTimeout(None))

    async def read_board(html: str) -> None:
        """The board image the page shows, as a browser reads it (a move's board is a new address: never cached)."""
        found = BOARD_SOURCE.search(html)
        if found is not None:
            async with session.get(f"{base}{found.group(1)}") as board:
                if board.status == 200 and (await board.read()).startswith(b"\x89PNG"):
                    pages.boards_read += 1

    async def keep_open(token: str, opened: asyncio.Future[None]) -> None:
        """The page of the game now, open: its stream's events carry the page (`web.live`), or say to fetch it."""
        async with session.get(f"{base}/g/{token}") as page:
            html = await page.text()
        await read_board(html)
        events = EVENTS_SOURCE.search(html)
        async with session.get(f"{base}{events.group(1) if events else f'/g/{token}/events'}") as stream:
            event = ""
            async for line in stream.content:
                if line.startswith(b"event: "):
                    event = line[7:].strip().decode()
                    if not opened.done():
                        opened.set_result(None)  # the stream's hello: the page is open
                elif line.startswith(b"data: ") and event == "page":
                    await read_board(json.loads(line[6:])["main"])
                elif line.startswith(b"data: ") and event == "move":
                    async with session.get(f"{base}/g/{token}") as page:
                        await read_board(await page.text())

    pages = OpenPages(session)
    opened = [asyncio.get_running_loop().create_future() for _ in tokens]
    pages.readers.extend(asyncio.create_task(keep_open(token, one)) for token, one in zip(tokens, opened, strict=True))
    await asyncio.wait(opened, timeout=PAGES_OPEN_S)  # opening them is set-up: each page, its board, its stream
    return pages


def report(run: Run) -> None:
    figures, cpu, measured_s = run.figures, run.cpu, run.measured_s
    acks = sorted((first_answer(record), kind_of(record)) for record in run.records)
    latencies = [latency for latency, _ in acks]
    slowest, slowest_kind = acks[-1] if acks else (float("nan"), "-")
    turn_acks = [latency for latency, kind in acks if kind != "/zark ping"]
    ping_acks = [latency for latency, kind in acks if kind == "/zark ping"]
    turns = max(figures.turns, 1)
    print(
        f"measured_phase: {run.tables} games x {run.moves} turns at once, closed loop, with /zark ping every "
        f"{run.ping_every} s; after set-up ({run.pace} games at a time: lobby, joins, start, three starters)"
    )
    print(f"games: {run.games}")
    print(f"games_set_up: {run.tables}")
    print(f"setup_failures: {len(run.failures)}")
    print(f"setup_s: {run.setup_s:.1f}")
    print(f"measured_s: {measured_s:.1f}")
    print(f"turns: {figures.turns}")
    print(f"turns_per_s: {figures.turns / measured_s:.1f}")
    print(f"interactions: {len(run.records)}")
    print(f"ack_p50_ms: {ms(percentile(latencies, 0.50))}")
    print(f"ack_p99_ms: {ms(percentile(latencies, 0.99))}")
    print(f"ack_max_ms: {ms(slowest)}")
    print(f"late_acks: {sum(1 for latency in latencies if latency > ACK_DEADLINE)}")
    print(f"never_acked: {sum(1 for latency in latencies if latency == float('inf'))}")
    print(f"slowest_ack_of: {slowest_kind}")
    print(f"turn_ack_p50_ms: {ms(percentile(turn_acks, 0.50))}")
    print(f"turn_ack_p99_ms: {ms(percentile(turn_acks, 0.99))}")
    print(f"ping_ack_p50_ms: {ms(percentile(ping_acks, 0.50))}")
    print(f"ping_ack_p99_ms: {ms(percentile(ping_acks, 0.99))}")
    print(f"board_p50_ms: {ms(percentile(figures.board, 0.50))}")
    print(f"board_p95_ms: {ms(percentile(figures.board, 0.95))}")
    print(f"board_max_ms: {ms(max(figures.board, default=float('nan')))}")
    print(f"boards_missing: {figures.boards_missing}")
    print(f"noop_p50_ms: {ms(percentile(figures.noop, 0.50))}")
    print(f"noop_p95_ms: {ms(percentile(figures.noop, 0.95))}")
    print(f"bot_cpu_ms_per_turn: {cpu.bot * 1000 / turns:.1f}")
    if figures.pages_open is not None:
        print(f"web_pages_open: {figures.pages_open}")
        print(f"web_boards_read: {figures.boards_read}")
    print(f"bench_cpu_ms_per_turn: {cpu.bench * 1000 / turns:.1f}")
    print(f"bot_main_cores_used: {cpu.bot_main / measured_s:.2f}")
    print(f"bot_cores_used: {cpu.bot / measured_s:.2f}")
    print(f"bench_cores_used: {cpu.bench / measured_s:.2f}")
    print(f"other_cores_used: {cpu.others / measured_s:.2f}")
    print(f"cores: {os.cpu_count()}")
    print(f"bench_nice: {run.nice}")
    print(f"bench_loop_lag_p99_ms: {ms(percentile(run.lags, 0.99))}")
    print(f"bench_loop_lag_max_ms: {ms(max(run.lags, default=float('nan')))}")
    print(f"games_given_up: {len(figures.given_up)}")
    for problem in (run.failures + figures.given_up)[:3]:
        print(f"  e.g. {problem}")
    print(f"bot_log_tracebacks: {run.bot_log.count('Traceback')}")
    print(f"committed_without_board: {figures.committed_without_board}")
    print(f"limits: {'on' if run.limits else 'off'}")
    for name in ("global_429s", "route_429s", "requests", "exempt_requests", "peak_per_second", "invalid_requests"):
        print(f"{name}: {figures.limits.get(name, 'n/a')}")
    print(f"requests_by_route: {', '.join(f'{route} {n}' for route, n in run.routes) or '-'}")
    print(f"global_429s_by_route: {', '.join(f'{route} {n}' for route, n in run.global_429_routes) or '-'}")
    if run.sql_log is not None:
        calls = [line for line in run.sql_log.splitlines() if " aiosqlite: executing " in line]
        print(f"sql_calls_per_turn: {len(calls) / turns:.1f}")
        writes = sum(1 for line in calls if "'BEGIN IMMEDIATE'" in line)
        print(f"write_transactions_per_turn: {writes / turns:.2f}")
    print(f"goal_at_200_games: {GOALS_AT_200_GAMES}")
    print(f"goal_with_limits: {GOALS_WITH_LIMITS}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=6, help="games played at once (default 6)")
    parser.add_argument("--moves", type=int, default=40, help="measured turns per game (default 40)")
    parser.add_argument("--setup-pace", type=int, default=8, help="games set up at a time (default 8)")
    parser.add_argument("--give-up", type=float, default=30.0, help="seconds before giving up on a game (30)")
    parser.add_argument(
        "--bench-nice", type=int, default=BENCH_NICE, help=f"niceness of this process once the bot runs ({BENCH_NICE})"
    )
    parser.add_argument("--ping-every", type=float, default=0.1, help="seconds between no-op pings (default 0.1)")
    parser.add_argument("--bot-log", type=Path, help="keep the bot's log in this file")
    parser.add_argument("--limits", action="store_true", help="the stand-in enforces Discord's real rate limits")
    parser.add_argument("--web", action="store_true", help="the web companion on, a page open on every game")
    parser.add_argument("--count-sql", action="store_true", help="count the bot's database calls per turn (slower)")
    report(asyncio.run(main(parser.parse_args())))
