"""Computer seats moving on their own: the bot's side of `play.computers`.

`wake(game_id)` is called after every move posted and when a game starts; it plays the computer moves the game
waits on, one task per game. Searches run in worker processes (`play.workers`, started on first use), never on
the event loop, so no person's command waits on one. A sweep at start-up, then every
scheduler tick, wakes every game the store says waits on a computer seat: that resumes the moves a restart cut
off, and any a failure left undone, so a computer never stalls a game.

Each turn is claimed in the name of this process (its shards) before the search: with several bot processes on
one database, one of them searches and plays it. A process started again takes up at once the turns it held.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from datetime import timedelta
from typing import TYPE_CHECKING, Any, TypeVar

from discord.ext import commands

from data import GameRow
from play.computers import Turn, claim_lease, computer_moves, computers_to_act
from play.thinking import decide
from play.workers import worker_pool
from rules import Action, GameState, GameView

if TYPE_CHECKING:
    from bot import ZarkBot

log = logging.getLogger(__name__)
WorkerResult = TypeVar("WorkerResult")


class ComputerSeats(commands.Cog):
    def __init__(self, bot: ZarkBot) -> None:
        self.bot = bot
        self._pool: ProcessPoolExecutor | None = None
        self._running: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()  # games woken while their task ran: it looks once more before it ends
        self._sweeper: asyncio.Task[None] | None = None

    async def cog_load(self) -> None:
        self._sweeper = asyncio.create_task(self._sweep_forever(), name="zark-computers")

    async def cog_unload(self) -> None:
        for task in [self._sweeper, *self._running.values()]:
            if task is not None:
                task.cancel()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)

    def wake(self, game_id: int) -> None:
        """Play the computer moves this game waits on, if any: at once in a task, or after the running one."""
        if game_id in self._running:
            self._again.add(game_id)
            return
        task = asyncio.create_task(self._play(game_id), name=f"zark-computers-{game_id}")
        self._running[game_id] = task
        task.add_done_callback(lambda _: self._running.pop(game_id, None))

    def wake_if_waiting(self, row: GameRow, view: GameView) -> None:
        if computers_to_act(row, view):
            self.wake(row.id)

    async def _play(self, game_id: int) -> None:
        try:
            while True:
                self._again.discard(game_id)
                moves = computer_moves(self.bot.referee, game_id, self._think, self._pause, self._claim)
                async for _ in moves:
                    self.bot.outbox.deliver_now(game_id)  # written with the move: the board and the DMs it owes
                if game_id not in self._again:
                    return
        except Exception:  # logged; the next sweep tries again, so the game does not stall
            log.exception("Game %s: a computer player's move failed", game_id)

    async def _claim(self, turn: Turn) -> bool:
        lease = claim_lease(timedelta(seconds=self.bot.config.computer_delay))
        return await self.bot.store.claim_computer_turn(turn.game_id, turn.version, self.bot.process_name, lease)

    async def _think(self, game: GameState, seat: int, level: str, seed: str) -> Action:
        log.info("%s is thinking: %s", game.name(seat), seed)
        return await self.think(game, seat, level, seed)

    async def think(self, game: GameState, seat: int, level: str, seed: str) -> Action:
        """What `level` plays for `seat` in `game`, searched in a worker process (also a hint's search, given the
        game as the asker may believe it, `play.hints`)."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._workers(), decide, game, seat, level, seed)

    async def in_workers(self, function: Callable[..., WorkerResult], *args: Any) -> WorkerResult:
        """Run `function(*args)` in the computer players' worker processes (a long search off the event loop: the
        post-game review). `function` must be importable and its arguments picklable."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._workers(), function, *args)

    async def _pause(self, row: GameRow) -> None:
        """What is left of the pause before a computer's move, counted from when its turn came (a restart
        does not make it wait again)."""
        waited = (self.bot.clock() - row.turn_since).total_seconds() if row.turn_since is not None else 0.0
        if (left := self.bot.config.computer_delay - waited) > 0:
            await asyncio.sleep(left)

    def _workers(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = worker_pool(self.bot.config.computer_workers)
        return self._pool

    async def sweep(self) -> None:
        for row in await self.bot.store.games_waiting_on_computers():
            self.wake(row.id)

    async def _sweep_forever(self) -> None:
        while True:
            try:
                await self.sweep()
            except Exception:
                log.exception("Looking for games that wait on computer players failed")
            await asyncio.sleep(self.bot.config.tick_seconds)
