"""Timers: which reminders and deadlines are due, rescheduling them, and the bot's own heartbeat."""

from __future__ import annotations

from datetime import datetime, timedelta

from . import sql
from .connection import Params, StoreConnection, fetch_rows, read_row, require_status
from .rows import GameRow, GameStatus, Timers, from_millis, to_millis


class TimerStore(StoreConnection):
    async def due_reminders(self, limit: int = 50) -> list[GameRow]:
        """Games whose next reminder is due now (oldest first), from the index on `remind_at`."""
        return await self._listed(sql.DUE_REMINDERS, {"now": self._now(), "limit": limit})

    async def due_deadlines(self, limit: int = 50) -> list[GameRow]:
        """Games whose deadline has passed (oldest first), from the index on `deadline_at`."""
        return await self._listed(sql.DUE_DEADLINES, {"now": self._now(), "limit": limit})

    async def reminder_sent(self, row: GameRow, sent_at: datetime) -> bool:
        """After the reminder due at `row.remind_at` was posted (`sent_at`: when the scheduler began sending it):
        schedule the next one. False if the wait changed meanwhile (a move, new timers), which scheduled its own."""
        return await self._reschedule_reminder(row, sql.REMINDER_SENT, {"now": to_millis(sent_at)})

    async def reminder_failed(self, row: GameRow, retry_at: datetime) -> bool:
        """The reminder due at `row.remind_at` could not be posted: it is due again at `retry_at`."""
        return await self._reschedule_reminder(row, sql.REMINDER_RETRY, {"retry_at": to_millis(retry_at)})

    async def _reschedule_reminder(self, row: GameRow, statement: str, params: Params) -> bool:
        if row.remind_at is None:
            return False
        async with self._write() as db:
            cursor = await db.execute(statement, params | {"game_id": row.id, "was": to_millis(row.remind_at)})
            return cursor.rowcount == 1

    async def move_timers(self, game_id: int, remind_at: datetime | None, deadline_at: datetime | None) -> None:
        """Put a game's next reminder and deadline at these times (an away player's pause)."""
        params = {
            "game_id": game_id,
            "remind_at": _millis_or_none(remind_at),
            "deadline_at": _millis_or_none(deadline_at),
        }
        async with self._write() as db:
            await db.execute(sql.MOVE_TIMERS, params)

    async def set_timers(self, game_id: int, timers: Timers) -> GameRow:
        """New reminder and deadline settings; a running wait is timed again from when it began."""
        async with self._write() as db:
            await require_status(db, game_id, GameStatus.LOBBY, GameStatus.SETUP, GameStatus.PLAYING)
            await db.execute(sql.SET_TIMERS, timers.params() | {"game_id": game_id, "now": self._now()})
            return await read_row(db, game_id)

    async def extend_timers(self, by: timedelta) -> None:
        """Move every running reminder and deadline on by `by` (the time the bot was down)."""
        async with self._write() as db:
            await db.execute(sql.EXTEND_TIMERS, {"by": round(by.total_seconds() * 1000)})

    async def heartbeat(self) -> datetime | None:
        """Record that the bot is alive now; return when it last said so (None the first time)."""
        now = self._now()
        async with self._write() as db:
            rows = await fetch_rows(db, sql.GET_BOT_STATE, {"key": "alive_at"})
            await db.execute(sql.SET_BOT_STATE, {"key": "alive_at", "value": now})
        return from_millis(rows[0]["value"]) if rows else None


def _millis_or_none(moment: datetime | None) -> int | None:
    return None if moment is None else to_millis(moment)
