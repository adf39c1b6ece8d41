"""The one drawing service: every image the bot sends (boards, hands, catch-up boards, rating charts, animated
replays) is made here, off the event loop, in the bot's own process.

Drawing is mostly Pillow and FreeType work that holds the interpreter lock, so it runs on one worker thread:
boards queue there instead of taking turns with the event loop, which keeps acknowledging interactions meanwhile.
PNG compression (zlib) lets go of the lock, so the event loop runs while a board is encoded.

A game's public board after a move never changes, and the same process may be asked for it twice: the table's post
and, with the web companion in the bot's process, every open page of the game (`web`). Such a board, asked for with
its game's id, is kept (`BOARDS_KEPT`) and drawn once, however many ask for it while it is being drawn; so is its
alt text (`DrawingService.alt_text`).
"""

from __future__ import annotations

import asyncio
import functools
from collections import OrderedDict
from collections.abc import Callable, Collection, Sequence
from concurrent.futures import ThreadPoolExecutor

from i18n import ENGLISH
from rules import Cell, GameState, GameView

from . import alt_text, board_png, hand_png, rating_chart_png
from .replay import Replay, replay_gif

#: Threads that draw. One keeps the event loop's share of the interpreter lock large; see bench/e2e.py.
DRAWING_THREADS = 1
#: Public boards kept drawn, by (game, moves made, language): the newest of a hundred busy games and more, a few
#: tens of kilobytes each.
BOARDS_KEPT = 256


class DrawingService:
    """`await drawing.board(view)` and `await drawing.hand(view)`: PNG bytes, drawn on the service's thread."""

    def __init__(self, threads: int = DRAWING_THREADS) -> None:
        self._pool = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="drawing")
        # An animated replay takes seconds: on a thread of its own, so the boards of moves never queue behind one
        # (it takes the drawing lock frame by frame, and boards are drawn between its frames).
        self._replays = ThreadPoolExecutor(max_workers=1, thread_name_prefix="replay")
        self._boards: OrderedDict[tuple[int, int, str], asyncio.Future[bytes]] = OrderedDict()
        self._alts: OrderedDict[tuple[int, int, str], str] = OrderedDict()

    async def board(
        self,
        view: GameView,
        *,
        highlight: Collection[Cell] | None = None,
        mark: str = "",
        language: str = ENGLISH,
        game_id: int | None = None,
    ) -> bytes:
        """The board of `view` (only its public parts are drawn, whoever's view it is); the options as `board_png`.
        With `game_id`, `view` is that game's public view after its moves so far, plain (no highlight, no mark): the
        board is kept, and the same board asked for again is not drawn again."""
        draw = functools.partial(board_png, highlight=highlight, mark=mark, language=language)
        if game_id is None:
            return await self._run(draw, view)
        if highlight or mark:
            raise ValueError("only a plain public board is kept by its game")
        key = (game_id, len(view.history), language)
        drawn = self._boards.get(key)
        if drawn is None or (drawn.done() and (drawn.cancelled() or drawn.exception() is not None)):
            drawn = self._boards[key] = asyncio.ensure_future(self._run(draw, view))
            while len(self._boards) > BOARDS_KEPT:
                self._boards.popitem(last=False)
        self._boards.move_to_end(key)
        return await asyncio.shield(drawn)  # a caller that goes does not stop the drawing the others wait for

    def alt_text(self, view: GameView, *, language: str = ENGLISH, game_id: int | None = None) -> str:
        """`render.alt_text` of `view`; with `game_id`, kept as the board is (`board`): the words the table's
        image was given are those a page gives it, worked out once."""
        if game_id is None:
            return alt_text(view, language=language)
        key = (game_id, len(view.history), language)
        said = self._alts.get(key)
        if said is None:
            said = self._alts[key] = alt_text(view, language=language)
            while len(self._alts) > BOARDS_KEPT:
                self._alts.popitem(last=False)
        self._alts.move_to_end(key)
        return said

    def kept_board(self, game_id: int, moves: int, language: str) -> bytes | None:
        """The public board of game `game_id` after `moves` moves in `language`, if it is kept drawn (None: not
        drawn, or still being drawn)."""
        drawn = self._boards.get((game_id, moves, language))
        if drawn is None or not drawn.done() or drawn.cancelled() or drawn.exception() is not None:
            return None
        return drawn.result()

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
