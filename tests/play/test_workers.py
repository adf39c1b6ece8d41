"""The computer players' worker pool (play.workers): its workers search, and end when the bot's process dies."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from play.workers import worker_pool
from rules.players import decide
from rules.zark import ZarkGame, ZarkSettings

ROOT = Path(__file__).resolve().parents[2]

#: A bot stand-in: starts a pool, has a worker search once, prints the worker's pid, then dies as a crash would.
CRASHING_PARENT = """
import os, signal
from play.workers import worker_pool
pool = worker_pool(1)
print(pool.submit(os.getpid).result(), flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return not Path(f"/proc/{pid}/stat").exists() or Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"


def test_a_worker_searches_a_move_in_another_process() -> None:
    game = ZarkGame.new(ZarkSettings(players=("Ann", "Bot 1 (easy)")), "5")
    with worker_pool(1) as pool:
        assert pool.submit(os.getpid).result() != os.getpid()
        chosen = pool.submit(decide, game, 1, "easy", "computer:1:1:1").result()
    assert chosen == decide(game, 1, "easy", "computer:1:1:1")  # the same move as in this process: seeded


def test_workers_end_when_the_bots_process_is_killed() -> None:
    parent = subprocess.run(
        [sys.executable, "-c", CRASHING_PARENT], cwd=ROOT, capture_output=True, text=True, timeout=60, check=False
    )
    assert parent.returncode == -9, parent.stderr
    worker = int(parent.stdout.split()[0])
    deadline = time.monotonic() + 10
    while alive(worker) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not alive(worker), "the worker outlived the killed bot"
