"""The one drawing service: every image the bot sends (boards, hands, catch-up boards, rating charts, animated
replays) is made here, off the event loop, in the bot's own process.

Drawing is mostly Pillow and FreeType work that holds the interpreter lock, so it runs on one worker thread:
boards queue there instead of taking turns with the event loop, which keeps acknowledging interactions meanwhile.
PNG compression (zlib) lets go of the lock, so the event loop runs while a board is encoded.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable, Collection, Sequence
from concurrent.futures import ThreadPoolExecutor

from i18n import ENGLISH
from rules import Cell, GameState, GameView

from . import board_png, hand_png, rating_chart_png
from .replay import Replay, replay_gif

#: Threads that draw. One keeps the event loop's share of the interpreter lock large; see bench/e2e.py.
DRAWING_THREADS = 1


class DrawingService:
    """`await drawing.board(view)` and `await drawing.hand(view)`: PNG bytes, drawn on the service's thread."""

    def __init__(self, threads: int = DRAWING_THREADS) -> None:
        self._pool = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="drawing")
        # An animated replay takes seconds: on a thread of its own, so the boards of moves never queue behind one
        # (it takes the drawing lock frame by frame, and boards are drawn between its frames).
        self._replays = ThreadPoolExecutor(max_workers=1, thread_name_prefix="replay")

    async def board(
        self,
        view: GameView,
        *,
        highlight: Collection[Cell] | None = None,
        mark: str = "",
        language: str = ENGLISH,
    ) -> bytes:
        """The board of `view` (only its public parts are drawn, whoever's view it is); the options as `board_png`."""
        return await self._run(functools.partial(board_png, highlight=highlight, mark=mark, language=language), view)

    async def hand(self, view: GameView, *, language: str = ENGLISH) -> bytes:
        """The viewer's own hand, in `language` (the viewer's); the public view has none (ValueError)."""
        return await self._run(functools.partial(hand_png, language=language), view)

    async def chart(self, points: Sequence[tuple[float, float]], title: str, *, language: str = ENGLISH) -> bytes:
        """A player's rating over their rated games (`rating_chart_png`), its labels in `language`."""
        draw = functools.partial(rating_chart_png, points, title=title, language=language)
        return await asyncio.get_running_loop().run_in_executor(self._pool, draw)

    async def replay(self, game: GameState, *, language: str = ENGLISH) -> Replay:
        """The animated replay of `game` (`render.replay`): a GIF, drawn from public views only, its words in
        `language` (the table's)."""
        draw = functools.partial(replay_gif, game, language=language)
        return await asyncio.get_running_loop().run_in_executor(self._replays, draw)

    async def _run(self, draw: Callable[[GameView], bytes], view: GameView) -> bytes:
        return await asyncio.get_running_loop().run_in_executor(self._pool, draw, view)

    def close(self) -> None:
        """Stop taking work; boards still queued are dropped (their callers are gone when the bot stops)."""
        self._pool.shutdown(wait=False, cancel_futures=True)
        self._replays.shutdown(wait=False, cancel_futures=True)
