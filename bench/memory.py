"""Memory of the real bot.py with 1,000 active games, against a bare discord.py bot measured the same way.

Real run: bot.py against the local Discord stand-in. Each game is played as its two players would: /zark new,
Join, Start, both players' /zark starter and the first /zark place (three moves), then /zark board (the board
shown). Games stay in progress. `--pace` games are set up at a time, each worker in a channel of its own: this is a
memory bench, so the bot is never pushed hard. Every game deals from the same seed (ZARK_DEAL_SEED), so the bench
knows the legal moves without reading the bot's database.

Floor: bench/bare_bot.py (same base class and intents as bot.py, one slash command answering a short private
message) in a fresh stand-in holding what the real run left: the same channels, one thread per game, the same
members; it then receives as many interactions as bot.py did (/hello, in the games' threads, by their players).

RSS: VmRSS (/proc/<pid>/status) of the bot process and every process it started (its descendants in /proc),
summed. Read once the bot is idle (its processes used under 20 ms of CPU in one second), five times one second
apart; the largest sum is printed. PSS (/proc/<pid>/smaps_rollup: shared pages split between the processes that
share them) is printed too, since the drawing processes share the interpreter's files with bot.py.

Run: .venv/bin/python bench/memory.py [--games 1000] [--pace 8]
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.harness import (  # noqa: E402
    SetupError,
    command_line,
    open_game,
    pss_kb,
    tree_rss_kb,
    wait_until_idle,
)
from tests.e2e.fakediscord import BotProcess, Channel, FakeDiscord, InteractionResult, User  # noqa: E402
from tests.e2e.zark import WINNING_SEED, command_for, plan_game  # noqa: E402

GOAL_RSS_MB = 150
READS = 5
TIMEOUT = 60.0  # seconds for one step of a game's set-up; the bot is not under load, so this is generous


@dataclass
class Memory:
    """RSS of a bot and its processes at one moment (the largest of `READS` reads), and their PSS."""

    rss_kb: dict[int, int]
    pss_kb: int
    names: dict[int, str]
    reads_mb: list[float]

    @property
    def rss_mb(self) -> float:
        return sum(self.rss_kb.values()) / 1024

    def by_process(self) -> str:
        return ", ".join(f"{self.names[pid]} {kb / 1024:.1f}" for pid, kb in self.rss_kb.items())


def _short(command: str) -> str:
    words = command.split()
    if "-m" in words:
        return words[words.index("-m") + 1]
    return next((Path(word).name for word in words if word.endswith(".py")), words[0] if words else "?")


async def measure(pid: int) -> Memory:
    await wait_until_idle(pid)
    reads = []
    for read in range(READS):
        if read:
            await asyncio.sleep(1.0)
        reads.append(tree_rss_kb(pid))
    largest = max(reads, key=lambda kb: sum(kb.values()))
    names = {pid: _short(command_line(pid)) for pid in largest}
    return Memory(largest, sum(pss_kb(pid) for pid in largest), names, [sum(kb.values()) / 1024 for kb in reads])


@dataclass
class Shape:
    """What the real run left in the stand-in, for the floor to be given the same."""

    channels: list[str] = field(default_factory=list)
    threads: list[tuple[int, str, list[str]]] = field(default_factory=list)  # (channel index, name, players)
    interactions: int = 0


@dataclass
class Result:
    connected: Memory
    loaded: Memory
    seconds: float
    failures: list[str]


Job = Callable[[int], Awaitable[None]]  # called with its worker's number


async def run_workers(pace: int, jobs: list[Job]) -> None:
    """Run `jobs` `pace` at a time; each job gets its worker's number (0 to pace - 1)."""
    queue = list(reversed(jobs))

    async def worker(slot: int) -> None:
        while queue:
            await queue.pop()(slot)

    await asyncio.gather(*(worker(slot) for slot in range(min(pace, len(jobs)))))


async def real_run(games: int, pace: int, shape: Shape) -> Result:
    plan = plan_game(WINNING_SEED, 2, 3, endless=True)  # both starters, then the first placement
    failures: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        async with FakeDiscord() as fd:
            env = fd.bot_env(
                ZARK_DB_PATH=str(Path(folder) / "zark.db"), ZARK_DEAL_SEED=WINNING_SEED, LOG_LEVEL="WARNING"
            )
            bot = await BotProcess.start(ROOT / "bot.py", env=env, log_path=Path(folder) / "bot.log", cwd=ROOT)
            try:
                await fd.wait_for_ready(process=bot)
                connected = await measure(bot.pid)
                shape.channels = [f"games-{slot + 1}" for slot in range(min(pace, games))]
                channels = [fd.add_channel(name) for name in shape.channels]
                started = time.monotonic()

                async def one_game(slot: int, number: int) -> None:
                    users = [fd.add_member(f"p{number}a"), fd.add_member(f"p{number}b")]
                    try:
                        opened = await open_game(fd, channels[slot], users, timeout=TIMEOUT)
                        for seat, action in plan:
                            command, options = command_for(action)
                            moved = await ask(fd, users[seat], command, opened.thread, **options)
                            if not moved.content.startswith("Done"):
                                raise SetupError(f"game {number} {command}: {moved.content[:200]!r}")
                        shown = await ask(fd, users[0], "zark board", opened.thread)
                        if not shown.files:
                            raise SetupError(f"game {number} /zark board: {shown.content[:200]!r}")
                    except SetupError as error:
                        failures.append(str(error))
                        return
                    shape.threads.append((slot, opened.thread.name or "", [user.username for user in users]))

                jobs: list[Job] = [partial(one_game, number=number) for number in range(1, games + 1)]
                await run_workers(pace, jobs)
                seconds = time.monotonic() - started
                shape.interactions = len(fd.world.interactions)
                loaded = await measure(bot.pid)
            finally:
                await bot.kill()
    return Result(connected, loaded, seconds, failures)


async def ask(fd: FakeDiscord, user: User, command: str, where: Channel, **options: str) -> InteractionResult:
    result = await fd.slash(user, command, channel=where, timeout=TIMEOUT, must_respond=False, options=options)
    if not result.responded:
        raise SetupError(f"/{command} by {user.username}: not answered ({result.status.value})")
    return result


async def bare_run(shape: Shape, pace: int) -> Result:
    """The floor: bare_bot.py in a stand-in holding the same channels, threads and members, sent as many
    interactions, each in a game's thread by one of its players."""
    failures: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        async with FakeDiscord() as fd:
            env = fd.bot_env(LOG_LEVEL="WARNING")
            bot = await BotProcess.start(ROOT / "bench" / "bare_bot.py", env=env, log_path=Path(folder) / "bare.log")
            try:
                await fd.wait_for_ready(process=bot)
                connected = await measure(bot.pid)
                channels = [fd.add_channel(name) for name in shape.channels]
                places: list[tuple[User, Channel]] = []
                for slot, name, players in shape.threads:
                    thread = fd.add_thread(channels[slot], name)
                    places.extend((fd.add_member(player), thread) for player in players)
                started = time.monotonic()

                async def hello(_slot: int, number: int) -> None:
                    user, thread = places[number % len(places)]
                    try:
                        await ask(fd, user, "hello", thread)
                    except SetupError as error:
                        failures.append(str(error))

                jobs: list[Job] = [partial(hello, number=number) for number in range(shape.interactions)]
                await run_workers(pace, jobs if places else [])
                seconds = time.monotonic() - started
                loaded = await measure(bot.pid)
            finally:
                await bot.kill()
    return Result(connected, loaded, seconds, failures)


async def main(games: int, pace: int) -> None:
    shape = Shape()
    real = await real_run(games, pace, shape)
    bare = await bare_run(shape, pace)
    print(f"games: {len(shape.threads)}")
    print(f"setup_failures: {len(real.failures)}")
    for failure in real.failures[:3]:
        print(f"  e.g. {failure}")
    print(f"setup_s: {real.seconds:.1f}")
    print(f"interactions: {shape.interactions}")
    print(f"channels_and_threads: {len(shape.channels) + 1} channels, {len(shape.threads)} threads")
    print(f"rss_read: largest of {READS} reads 1 s apart once idle, bot.py and every process it started, summed")
    print(f"rss_mb_connected: {real.connected.rss_mb:.1f}")
    print(f"rss_mb_connected_by_process: {real.connected.by_process()}")
    print(f"rss_mb_{games}_games: {real.loaded.rss_mb:.1f}")
    print(f"rss_mb_reads: {', '.join(f'{mb:.1f}' for mb in real.loaded.reads_mb)}")
    print(f"rss_mb_by_process: {real.loaded.by_process()}")
    print(f"pss_mb_{games}_games: {real.loaded.pss_kb / 1024:.1f}")
    print(f"bare_discordpy_rss_mb_connected: {bare.connected.rss_mb:.1f}")
    print(f"bare_discordpy_rss_mb: {bare.loaded.rss_mb:.1f}")
    print(f"bare_failures: {len(bare.failures)}")
    print(f"goal_rss_mb: {GOAL_RSS_MB}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000, help="active games (default 1000)")
    parser.add_argument("--pace", type=int, default=8, help="games set up at a time (default 8)")
    arguments = parser.parse_args()
    asyncio.run(main(arguments.games, arguments.pace))
