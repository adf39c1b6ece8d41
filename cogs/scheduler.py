"""The scheduler: one task that sends due reminders and plays caretaker moves at deadlines (issue 7).

Every tick it asks the store for games whose reminder or deadline is due (indexed queries on `remind_at` and
`deadline_at`, never a scan of the games), and records a heartbeat. Everything lives in the database, so a
restart loses nothing; at start-up the time the bot was down is added to every running timer, so nobody is
punished for the bot's absence. An away player's timers wait until they are back.
"""

from __future__ import annotations

import asyncio
import logging
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from discord.ext import commands

from data import GameRow, StoreError
from rules import RulesError, describe
from rules.caretaker import caretaker_action

from .announce import announce
from .notify import direct_message, prefs_of
from .places import game_place
from .prefs import plural, span, stamp
from .replies import mentioning
from .texts import UserError, mention
from .ui import catchup_view

if TYPE_CHECKING:
    from bot import ZarkBot

log = logging.getLogger(__name__)


class Scheduler(commands.Cog):
    def __init__(self, bot: ZarkBot) -> None:
        self.bot = bot
        self._task: asyncio.Task[None] | None = None

    async def cog_load(self) -> None:
        await self.forgive_downtime()
        self._task = asyncio.create_task(self._run(), name="zark-scheduler")

    async def cog_unload(self) -> None:
        if self._task is not None:
            self._task.cancel()

    async def forgive_downtime(self) -> None:
        """Move every running timer on by the time since the last heartbeat (beyond one normal tick)."""
        last = await self.bot.store.heartbeat()
        if last is None:
            return
        down = self.bot.clock() - last - timedelta(seconds=self.bot.config.tick_seconds)
        if down > timedelta(0):
            log.info("The bot was down for %s: timers move on by as much", down)
            await self.bot.store.extend_timers(down)

    async def _run(self) -> None:
        # No waiting for the gateway's "ready": reminders and caretaker moves need only the HTTP API (channels are
        # fetched when not cached), so timers keep running while the gateway connects or reconnects.
        while True:
            try:
                await self.tick()
            except Exception:  # one bad game must not stop every other game's timers
                log.exception("Scheduler tick failed")
            await asyncio.sleep(self.bot.config.tick_seconds)

    async def tick(self) -> None:
        await self.bot.store.heartbeat()
        for row in await self.bot.store.due_deadlines():
            await self.deadline_passed(row)
        for row in await self.bot.store.due_reminders():
            await self.remind(row)

    # ------------------------------------------------------------------------------------------- reminders

    async def remind(self, row: GameRow) -> None:
        now = self.bot.clock()
        returns = await self._returns(row, now)
        present = [user_id for user_id, back in returns.items() if back is None]
        if not present:
            await self._wait_for_return(row, returns)
            return
        if not await self.bot.store.reminder_sent(row):
            return  # another tick got there first
        log.info("Reminding %d player(s) in game %s", len(present), row.id)
        waited = span(now - row.turn_since) if row.turn_since else "a while"
        deadline = f" A caretaker moves for you {stamp(row.deadline_at)}." if row.deadline_at else ""
        text = (
            f"⏰ {', '.join(mention(u) for u in present)}: game {row.id} has waited {waited} for your move.{deadline}"
        )
        channel = await game_place(self.bot, row)
        await channel.send(
            text,
            view=catchup_view(row.id),
            allowed_mentions=mentioning(*present),
        )
        for user_id in present:
            await direct_message(self.bot, row, user_id, f"⏰ Game {row.id} has waited {waited} for your move.")

    async def _returns(self, row: GameRow, now: datetime) -> dict[int, datetime | None]:
        """For each player the game waits on: when they are back from being away, or None if they are here."""
        return {user_id: (await prefs_of(self.bot, user_id)).away(now) for user_id in row.waiting_user_ids}

    async def _wait_for_return(self, row: GameRow, returns: dict[int, datetime | None]) -> None:
        """Everyone this game waits for is away: its reminder and deadline start again when they are back."""
        back = max(moment for moment in returns.values() if moment is not None)
        await self.bot.store.move_timers(row.id, *row.timers.due_from(back))
        log.info("Game %s waits for players who are away until %s: timers moved", row.id, back)

    # ------------------------------------------------------------------------------------------- deadlines

    async def deadline_passed(self, row: GameRow) -> None:
        returns = await self._returns(row, self.bot.clock())
        if all(back is not None for back in returns.values()):
            await self._wait_for_return(row, returns)
            return
        for user_id, back in returns.items():
            if back is None:
                await self.play_caretaker(row, user_id)

    async def play_caretaker(self, row: GameRow, user_id: int) -> None:
        """The absent player's caretaker turn: a draw (or the setup's lowest choice), and a discard if needed."""
        log.info("Deadline passed in game %s: a caretaker plays for user %s", row.id, user_id)
        lines = []
        while True:
            try:
                played = await self.bot.referee.play_in(row.id, user_id, caretaker_action, None, caretaker=True)
            except (RulesError, StoreError, UserError) as error:
                log.info("No caretaker move in game %s: %s", row.id, error)
                break
            lines.append(describe(played.action))
            await announce(self.bot, played, caretaker=True)
            if played.game.phase != "discard" or played.game.current != played.seat:
                break
        if lines:
            await self._tell_host_if_limit_reached(row.id, user_id)

    async def _tell_host_if_limit_reached(self, game_id: int, user_id: int) -> None:
        row = (await self.bot.store.load(game_id)).row
        streak = next((p.caretaker_streak for p in row.players if p.user_id == user_id), 0)
        if streak >= row.timers.caretaker_limit and row.status.value != "finished":
            channel = await game_place(self.bot, row)
            await channel.send(
                f"{mention(user_id)} has missed {plural(streak, 'deadline')} in a row. The host, "
                f"{mention(row.host_id)}, may remove them with /zark remove (their pyramids leave the board, R-18).",
                allowed_mentions=mentioning(row.host_id),
            )


async def setup(bot: ZarkBot) -> None:
    await bot.add_cog(Scheduler(bot))
