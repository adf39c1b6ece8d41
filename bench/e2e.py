"""End-to-end latency (issue 6): the real bot.py against the local Discord stand-in, several games at once.

For every game action: milliseconds from injecting the command to the board message being posted. For a
command shaped the same but doing no work (/zark ping: acknowledge, then post a message): milliseconds from
injecting it to that message being posted, the floor. Prints `name: value` lines.
Run: .venv/bin/python bench/e2e.py [--games 6] [--moves 40]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.e2e.fakediscord import BotProcess, FakeDiscord  # noqa: E402
from tests.e2e.zark import WINNING_SEED, Table, open_table, plan_game  # noqa: E402

NAMES = ("ann", "bob", "cy")


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


async def play(table: Table, moves: int, board_ms: list[float], ping_ms: list[float]) -> None:
    plan = plan_game(WINNING_SEED, len(NAMES), moves, endless=True)
    for seat, action in plan:
        result = await table.perform(seat, action, check_autocomplete=False)
        boards = [m for m in table.fd.messages_in(table.thread) if m.attachments]
        board = next(m for m in reversed(boards) if m.created_at >= result.record.sent_at)
        board_ms.append((board.created_at - result.record.sent_at) * 1000)
        pong = await table.fd.slash(table.user(seat), "zark ping", channel=table.thread)
        posted = next(m for m in pong.replies if not m.loading)  # the "thinking" placeholder, edited into the reply
        ping_ms.append(((posted.edited_at or posted.created_at) - pong.record.sent_at) * 1000)


async def main(games: int, moves: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "zark.db"
        async with FakeDiscord() as fd:
            env = fd.bot_env(ZARK_DB_PATH=str(db), ZARK_DEAL_SEED=WINNING_SEED, LOG_LEVEL="WARNING")
            bot = await BotProcess.start(ROOT / "bot.py", env=env, log_path=Path(folder) / "bot.log", cwd=ROOT)
            try:
                await fd.wait_for_ready(process=bot)
                tables = []
                for number in range(1, games + 1):
                    names = tuple(f"{name}{number}" for name in NAMES)
                    tables.append(await open_table(fd, db, names, number=number))
                board_ms: list[float] = []
                ping_ms: list[float] = []
                await asyncio.gather(*(play(table, moves, board_ms, ping_ms) for table in tables))
                acks = [(r.ack_latency, r.label) for r in fd.world.interactions.values() if r.ack_latency is not None]
            finally:
                await bot.kill()
    board_p50, board_p95 = statistics.median(board_ms), percentile(board_ms, 0.95)
    ping_p50, ping_p95 = statistics.median(ping_ms), percentile(ping_ms, 0.95)
    print(f"games: {games}")
    print(f"turns: {len(board_ms)}")
    print(f"turn_to_board_ms_p50: {board_p50:.1f}")
    print(f"turn_to_board_ms_p95: {board_p95:.1f}")
    print(f"ping_ms_p50: {ping_p50:.1f}")
    print(f"ping_ms_p95: {ping_p95:.1f}")
    print(f"ratio_p50: {board_p50 / ping_p50:.2f}")
    print(f"ratio_p95: {board_p95 / ping_p95:.2f}")
    slowest, label = max(acks)
    print(f"slowest_ack_ms: {slowest * 1000:.1f}")
    print(f"slowest_ack_of: {label}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--moves", type=int, default=40)
    arguments = parser.parse_args()
    asyncio.run(main(arguments.games, arguments.moves))
