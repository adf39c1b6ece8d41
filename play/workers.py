"""Worker processes for computer players' searches: a pool whose workers end with the bot.

The pool starts fresh interpreters ("spawn"), not forks: the bot's process has threads (the database's, the
drawing service's), which a fork would copy mid-step. A pool's workers wait for work from their parent; if the
parent is killed (a crash, an out-of-memory kill) nothing shuts them down, so each one watches for that itself and
ends when its parent is gone. This module imports nothing heavy but the rules: every worker imports it first.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from concurrent.futures import ProcessPoolExecutor

from rules import games

#: How often a worker looks whether its parent is still there.
WATCH_SECONDS = 0.5


def worker_pool(workers: int) -> ProcessPoolExecutor:
    context = multiprocessing.get_context("spawn")
    return ProcessPoolExecutor(workers, mp_context=context, initializer=start_worker, initargs=(os.getpid(),))


def start_worker(parent_pid: int) -> None:
    """Pool initializer: the game kinds registered (a fresh interpreter has none), and the worker ends with its
    parent."""
    games.load()
    exit_with_parent(parent_pid)


def exit_with_parent(parent_pid: int) -> None:
    """End this worker once `parent_pid` is no longer its parent (it died)."""

    def watch() -> None:
        while os.getppid() == parent_pid:
            time.sleep(WATCH_SECONDS)
        os._exit(0)

    threading.Thread(target=watch, name="zark-parent-watch", daemon=True).start()
