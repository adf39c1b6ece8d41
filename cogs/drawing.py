"""Drawing the boards of moves in a process of their own, so that drawing never competes with the event loop.

Python runs one thread at a time. Drawn in a worker thread, a board (a millisecond or two of mostly Python and
FreeType work) kept the event loop waiting for its turn at every socket call, and with several games playing
every turn's round trips slowed down. A single worker process draws instead: it keeps `render`'s caches and the
previous board of each game (`render.board_png(..., key=game_id)`), and the bot only sends it the public view.

If the worker dies (killed, out of memory), the board is drawn in a thread instead and a new worker is started
for the next one, so a move's board is never lost to it. If the bot dies without closing it (SIGKILL), the worker
notices within a second and leaves, and multiprocessing's helper processes go with it.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import threading
import time
from concurrent.futures import BrokenExecutor, Executor, ProcessPoolExecutor
from functools import partial

import render
from render.samples import early_game
from rules import View

log = logging.getLogger(__name__)


class BoardDrawer:
    """`await drawer.draw(view, game_id)`: the public board as PNG bytes, drawn in the worker process."""

    def __init__(self) -> None:
        self._pool: Executor | None = None

    def start(self) -> None:
        """Start the worker process and warm it (fonts, sprites) in the background."""
        if self._pool is None:
            # forkserver: the worker is forked from a small clean process, never from this one with its threads.
            context = multiprocessing.get_context("forkserver")
            context.set_forkserver_preload(["render"])
            self._pool = ProcessPoolExecutor(
                max_workers=1, mp_context=context, initializer=_serve, initargs=(os.getpid(),)
            )
            self._pool.submit(int)  # workers start with their first job: start it now, warming up meanwhile

    async def draw(self, view: View, game_id: int) -> bytes:
        self.start()
        assert self._pool is not None
        job = partial(render.board_png, view, key=game_id)
        try:
            return await asyncio.get_running_loop().run_in_executor(self._pool, job)
        except BrokenExecutor:
            log.warning("The drawing process died; drawing this board in a thread and starting a new process")
            self._restart()
            return await asyncio.to_thread(job)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None

    def _restart(self) -> None:
        broken, self._pool = self._pool, None
        if broken is not None:
            broken.shutdown(wait=False, cancel_futures=True)
        self.start()


def _serve(bot_pid: int) -> None:
    """In the worker, before its first board: watch the bot, and load the fonts and the sprites every board uses,
    so the first move's board is not the slow one."""
    threading.Thread(target=_leave_with, args=(bot_pid,), name="watch-bot", daemon=True).start()
    render.board_png(early_game().view(None))


def _leave_with(bot_pid: int, every: float = 0.5) -> None:
    """Exit as soon as the bot's process is gone: a killed bot cannot shut its worker down."""
    while True:
        time.sleep(every)
        try:
            os.kill(bot_pid, 0)
        except ProcessLookupError:
            os._exit(0)
        except PermissionError:  # the pid now belongs to another user's process: ours is gone
            os._exit(0)
