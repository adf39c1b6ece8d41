"""Drawing the boards of games in a process of their own, so that drawing never competes with the event loop.

Python runs one thread at a time. Drawn in a worker thread, a board (a millisecond or two of mostly Python and
FreeType work) kept the event loop waiting for its turn at every socket call, and with several games playing,
every turn's round trips slowed down. One drawing process (`python -m render.worker`) draws instead: it keeps
`render`'s caches and the previous board of each game, and the bot sends it only public views, over a pipe.

If the drawing process fails (killed, out of memory), the board is drawn in a thread instead and a new process is
started for the next one, so a move's board is never lost to it. When the bot dies, however it dies, the pipe
closes and the drawing process leaves.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import pickle
import sys
from pathlib import Path

import render
from render.worker import HEADER, frame, unframe
from rules import View

log = logging.getLogger(__name__)

ROOT = Path(__file__).resolve().parent.parent  # where `python -m render.worker` finds the package
STOP_TIMEOUT = 5.0
#: Boards of this many games can be drawn at once (each process uses a core while it draws, up to about 80 MB).
DRAWING_PROCESSES = 2


class DrawingError(Exception):
    """The drawing process could not draw a board (its message says why)."""


class BoardDrawer:
    """`await drawer.draw(view, game_id)`: the public board as PNG bytes, drawn in a drawing process.

    With several processes (`DRAWING_PROCESSES`), boards of different games are drawn at the same time; a game
    always goes to the same process, which keeps its previous board.
    """

    def __init__(self, processes: int = DRAWING_PROCESSES) -> None:
        self._processes = [_DrawingProcess() for _ in range(processes)]

    @property
    def pids(self) -> list[int]:
        """The running drawing processes' pids (for logs and tests)."""
        return [pid for process in self._processes if (pid := process.pid) is not None]

    async def start(self) -> None:
        for process in self._processes:
            await process.start()

    async def draw(self, view: View, game_id: int) -> bytes:
        return await self._processes[game_id % len(self._processes)].draw(view, game_id)

    async def close(self) -> None:
        for process in self._processes:
            await process.close()


class _DrawingProcess:
    """One `python -m render.worker` and the pipe to it."""

    def __init__(self) -> None:
        self._process: asyncio.subprocess.Process | None = None
        self._lock = asyncio.Lock()  # one request and its answer at a time: the pipe stays in step

    @property
    def pid(self) -> int | None:
        """The drawing process's pid while it runs (for logs and tests)."""
        return self._process.pid if self._process is not None else None

    async def start(self) -> None:
        """Start the drawing process if it is not running; it warms up (fonts, sprites) by itself."""
        if self._process is None or self._process.returncode is not None:
            self._process = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "render.worker", cwd=ROOT,
                stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
            )  # fmt: skip

    async def draw(self, view: View, game_id: int) -> bytes:
        # Shielded: a caller that stops waiting (a move that was not committed) must not leave an answer unread.
        return await asyncio.shield(self._draw(view, game_id))

    async def _draw(self, view: View, game_id: int) -> bytes:
        async with self._lock:
            try:
                return await self._ask(view, game_id)
            except DrawingError:
                raise
            except (OSError, EOFError, pickle.UnpicklingError) as error:  # the process died, or the pipe broke
                log.warning("The drawing process failed (%s); drawing in a thread and starting a new one", error)
                await self._stop()
        return await asyncio.to_thread(render.board_png, view)

    async def _ask(self, view: View, game_id: int) -> bytes:
        await self.start()
        process = self._process
        assert process is not None and process.stdin is not None and process.stdout is not None
        process.stdin.write(frame((view, game_id)))
        await process.stdin.drain()
        try:
            (size,) = HEADER.unpack(await process.stdout.readexactly(HEADER.size))
            ok, answer = unframe(await process.stdout.readexactly(size))  # type: ignore[misc]
        except asyncio.IncompleteReadError as error:
            raise EOFError("the drawing process ended") from error
        if not ok:
            raise DrawingError(str(answer))
        assert isinstance(answer, bytes)
        return answer

    async def close(self) -> None:
        async with self._lock:
            await self._stop()

    async def _stop(self) -> None:
        """End the drawing process: its input closed, it leaves; if it does not, it is killed."""
        process, self._process = self._process, None
        if process is None:
            return
        if process.stdin is not None:
            process.stdin.close()
        if process.returncode is not None:
            return
        try:
            await asyncio.wait_for(process.wait(), STOP_TIMEOUT)
        except TimeoutError:
            with contextlib.suppress(ProcessLookupError):
                process.kill()
            await process.wait()
