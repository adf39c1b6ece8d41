"""The scheduler: one task that sends due reminders and plays caretaker moves at deadlines.

Every tick it records a heartbeat and claims, one at a time, the games whose deadline or reminder is due (indexed
queries, never a scan of the games); `play.scheduler` decides what each needs, and this cog posts it. A claim holds
the timer for this process, so when several bot processes share the database each timer fires in one of them,
whichever shard its game belongs to. No waiting for the gateway's "ready": reminders and caretaker moves need only
the HTTP API (channels are fetched when not cached), so timers keep running while the gateway connects or
reconnects, and a process takes up the timers of games on shards it does not run.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from data import GameRow
from play import scheduler
from play.texts import table_language

from .support.looking import catchup_button
from .support.places import game_place
from .support.posting import direct_message
from .support.replies import mentioning

if TYPE_CHECKING:
    from bot import ZarkBot

log = logging.getLogger(__name__)


#: How long a lobby may stay stored but unposted (a process stopped while opening it) before it is cancelled.
UNOPENED_FOR = timedelta(minutes=15)


class Scheduler(commands.Cog):
    def __init__(self, bot: ZarkBot) -> None:
        self.bot = bot
        self._task: asyncio.Task[None] | None = None

    async def cog_load(self) -> None:
        tick = timedelta(seconds=self.bot.config.tick_seconds)
        down = await scheduler.forgive_downtime(self.bot.store, tick)
        if down is not None:
            log.info("The bot was down for %s: timers move on by as much", down)
        self._task = asyncio.create_task(self._run(), name="zark-scheduler")

    async def cog_unload(self) -> None:
        if self._task is not None:
            self._task.cancel()

    async def _run(self) -> None:
        while True:
            try:
                await self.tick()
            except Exception:  # one bad game must not stop every other game's timers
                log.exception("Scheduler tick failed")
            await asyncio.sleep(self.bot.config.tick_seconds)

    async def tick(self) -> None:
        store = self.bot.store
        await store.heartbeat()
        if forgotten := await store.abandon_unopened(UNOPENED_FOR):
            log.info("Cancelled %d lobbies whose opening never finished", forgotten)
        for _ in range(scheduler.CLAIMS_PER_TICK):
            if (row := await store.claim_due_deadline(scheduler.TIMER_LEASE)) is None:
                break
            await self._each(row, self.deadline_passed)
        for _ in range(scheduler.CLAIMS_PER_TICK):
            if (row := await store.claim_due_reminder(scheduler.TIMER_LEASE)) is None:
                break
            await self._each(row, self.remind)

    async def _each(self, row: GameRow, handle: Callable[[GameRow], Awaitable[None]]) -> None:
        """One claimed timer. A failure is logged and the others go on; the claim keeps this one from being tried
        again at once (it lapses after the lease)."""
        try:
            await handle(row)
        except Exception:
            log.exception("Game %s: a due timer failed", row.id)

    async def remind(self, row: GameRow) -> None:
        """Post the reminder, then mark it sent: a reminder Discord refused is posted again later, and one posted
        again (its marking lost to a crash, or its answer to a timeout) carries the same nonce, which Discord
        holds to a single message."""
        store, now = self.bot.store, self.bot.clock()
        if not row.waiting_user_ids:  # it waits on computer players only: nobody to remind; see that they move
            await store.reminder_sent(row, now)
            self.bot.computers.wake(row.id)
            return
        returns = await scheduler.absences(store, row, now)
        present = [user_id for user_id, back in returns.items() if back is None]
        if not present:
            back = await scheduler.wait_for_return(store, row, returns)
            log.info("Game %s waits for players who are away until %s: timers moved", row.id, back)
            return
        log.info("Reminding %d player(s) in game %s", len(present), row.id)
        text, dm_text = scheduler.reminder_texts(row, present, now)
        try:
            channel = await game_place(self.bot, row)
            await channel.send(
                text,
                view=catchup_button(row.id, table_language(row.settings)),
                allowed_mentions=mentioning(*present),
                nonce=scheduler.reminder_nonce(row),
            )
        except discord.HTTPException:
            retry = scheduler.REMINDER_RETRY
            log.warning("Game %s: the reminder could not be posted; trying again in %s", row.id, retry)
            await store.reminder_failed(row, now + retry)
            return
        if not await store.reminder_sent(row, now):
            return  # the game moved on meanwhile: its new wait has a reminder of its own
        for user_id in present:
            await direct_message(self.bot, row, user_id, dm_text)

    async def deadline_passed(self, row: GameRow) -> None:
        if not row.waiting_user_ids:  # computer players have no deadline: see that they move, and time afresh
            await self.bot.store.move_timers(row.id, *row.timers.due_from(self.bot.clock()))
            self.bot.computers.wake(row.id)
            return
        returns = await scheduler.absences(self.bot.store, row, self.bot.clock())
        if all(back is not None for back in returns.values()):
            back = await scheduler.wait_for_return(self.bot.store, row, returns)
            log.info("Game %s waits for players who are away until %s: timers moved", row.id, back)
            return
        for user_id, away_until in returns.items():
            if away_until is None:
                await self.play_caretaker(row, user_id)

    async def play_caretaker(self, row: GameRow, user_id: int) -> None:
        """The absent player's caretaker turn, each move announced to the table."""
        log.info("Deadline passed in game %s: a caretaker plays for user %s", row.id, user_id)
        moved = False
        async for played in scheduler.caretaker_turn(self.bot.referee, row, user_id):
            moved = True
            self.bot.outbox.deliver_now(row.id)  # the caretaker's board and DMs, written with each move
            self.bot.computers.wake_if_waiting(played.row, played.public)
        if not moved:
            return
        notice = await scheduler.limit_reached(self.bot.store, row.id, user_id)
        if notice is not None:
            channel = await game_place(self.bot, row)
            await channel.send(notice, allowed_mentions=mentioning(row.host_id))


async def setup(bot: ZarkBot) -> None:
    await bot.add_cog(Scheduler(bot))
