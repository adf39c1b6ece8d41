"""Timers: which reminders and deadlines are due, claiming them, rescheduling them, and the bot's own heartbeat.

With several bot processes on one database, each due timer is claimed before it is acted on: the claim holds it
for one process until a lease runs out (a process that dies holding one leaves it to lapse, and another takes the
timer up then), and rescheduling the timer lets go of it. A computer seat's turn is claimed the same way, for the
version of the game it is to move in.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from . import sql
from .connection import StoreConnection, read_listed, read_row, require_status
from .database import Params
from .rows import GameRow, GameStatus, Timers, from_millis, span_millis, to_millis


class TimerStore(StoreConnection):
    async def due_reminders(self, limit: int = 50) -> list[GameRow]:
        """Games whose next reminder is due now (oldest first), from the index on `remind_at`."""
        return await self._listed(sql.DUE_REMINDERS, {"now": self._now(), "limit": limit})

    async def due_deadlines(self, limit: int = 50) -> list[GameRow]:
        """Games whose deadline has passed (oldest first), from the index on `deadline_at`."""
        return await self._listed(sql.DUE_DEADLINES, {"now": self._now(), "limit": limit})

    async def claim_due_reminder(self, lease: timedelta) -> GameRow | None:
        """The game whose reminder has been due longest among those no process holds, now held by this store for
        `lease`; None when there is none. `reminder_sent` or `reminder_failed` let go of it."""
        return await self._claim(sql.CLAIM_DUE_REMINDER, lease)

    async def claim_due_deadline(self, lease: timedelta) -> GameRow | None:
        """Like `claim_due_reminder`, for a passed deadline: the caretaker's move (which sets the next deadline)
        or moving the timers lets go of it."""
        return await self._claim(sql.CLAIM_DUE_DEADLINE, lease)

    async def _claim(self, statement: str, lease: timedelta) -> GameRow | None:
        now = self._now()
        async with self.database.write() as session:
            claimed = await session.fetch(statement, {"now": now, "until": now + span_millis(lease)})
            return await read_listed(session, claimed[0]["id"]) if claimed else None

    async def claim_computer_turn(self, game_id: int, version: int, owner: str, lease: timedelta) -> bool:
        """Hold a computer seat's turn in this game at this version for `lease`, for the process named `owner`:
        True if it now holds it, False if another process does (or the game has moved on). A claim `owner` held
        already is taken again (the same process started anew). The move's commit lets go of it."""
        now = self._now()
        params = {"game_id": game_id, "version": version, "now": now, "until": now + span_millis(lease), "owner": owner}
        async with self.database.write() as session:
            return await session.execute(sql.CLAIM_COMPUTER_TURN, params) == 1

    async def reminder_sent(self, row: GameRow, sent_at: datetime) -> bool:
        """After the reminder due at `row.remind_at` was posted (`sent_at`: when the scheduler began sending it):
        schedule the next one. False if the wait changed meanwhile (a move, new timers), which scheduled its own."""
        return await self._reschedule_reminder(row, sql.REMINDER_SENT, {"now": to_millis(sent_at)})

    async def reminder_failed(self, row: GameRow, retry_at: datetime) -> bool:
        """The reminder due at `row.remind_at` could not be posted: it is due again at `retry_at`."""
        return await self._reschedule_reminder(row, sql.POSTPONE_REMINDER, {"retry_at": to_millis(retry_at)})

    async def _reschedule_reminder(self, row: GameRow, statement: str, params: Params) -> bool:
        if row.remind_at is None:
            return False
        async with self.database.write() as session:
            changed = await session.execute(statement, {**params, "game_id": row.id, "was": to_millis(row.remind_at)})
            return changed == 1

    async def move_timers(self, game_id: int, remind_at: datetime | None, deadline_at: datetime | None) -> None:
        """Put a game's next reminder and deadline at these times (an away player's pause)."""
        params = {
            "game_id": game_id,
            "remind_at": _millis_or_none(remind_at),
            "deadline_at": _millis_or_none(deadline_at),
        }
        async with self.database.write() as session:
            await session.execute(sql.MOVE_TIMERS, params)

    async def set_timers(self, game_id: int, timers: Timers) -> GameRow:
        """New reminder and deadline settings; a running wait is timed again from when it began."""
        async with self.database.write() as session:
            await require_status(session, game_id, GameStatus.LOBBY, GameStatus.SETUP, GameStatus.PLAYING)
            await session.execute(sql.SET_TIMERS, timers.params() | {"game_id": game_id, "now": self._now()})
            return await read_row(session, game_id)

    async def extend_timers(self, by: timedelta) -> None:
        """Move every running reminder and deadline on by `by` (the time the bot was down)."""
        async with self.database.write() as session:
            await session.execute(sql.EXTEND_TIMERS, {"by": span_millis(by)})

    async def heartbeat(self) -> datetime | None:
        """Record that the bot is alive now; return when it last said so (None the first time)."""
        now = self._now()
        async with self.database.write() as session:
            rows = await session.fetch(sql.GET_BOT_STATE, {"key": "alive_at"})
            await session.execute(sql.SET_BOT_STATE, {"key": "alive_at", "value": now})
        return from_millis(rows[0]["value"]) if rows else None

    async def synced_commands(self) -> int | None:
        """The digest of the slash commands last synced to Discord (`bot.py` syncs only when they changed)."""
        async with self.database.read() as session:
            rows = await session.fetch(sql.GET_BOT_STATE, {"key": "commands_digest"})
        return int(rows[0]["value"]) if rows else None

    async def commands_synced(self, digest: int) -> None:
        async with self.database.write() as session:
            await session.execute(sql.SET_BOT_STATE, {"key": "commands_digest", "value": digest})

    async def forgive_downtime(self, allowance: timedelta) -> timedelta | None:
        """At a process's start: if no process has said it was alive for longer than `allowance` (every process
        was down, then), move every running timer on by the time beyond it, and say this one is alive; return the
        time forgiven, or None. One transaction holding the heartbeat's row, so of several processes starting
        after one outage, the first forgives it and the others, reading its fresh heartbeat, forgive nothing."""
        now = self._now()
        async with self.database.write() as session:
            rows = await session.fetch(sql.LOCK_BOT_STATE, {"key": "alive_at"})
            down = timedelta(milliseconds=now - rows[0]["value"]) - allowance if rows else None
            forgiven = down if down is not None and down > timedelta(0) else None
            if forgiven is not None:
                await session.execute(sql.EXTEND_TIMERS, {"by": span_millis(forgiven)})
            await session.execute(sql.SET_BOT_STATE, {"key": "alive_at", "value": now})
        return forgiven


def _millis_or_none(moment: datetime | None) -> int | None:
    return None if moment is None else to_millis(moment)
