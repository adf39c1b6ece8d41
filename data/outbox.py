"""The outbox: what a committed move owes the table (its board for everyone, DMs to whoever must act next), written
in the move's own transaction and delivered until delivered.

A delivery is claimed by one process for a lease before it is attempted, so each goes out once whichever processes
are up; a process that dies holding one leaves it to lapse. Delivered, it is deleted; failed, it is due again later
(the caller says when, and may record what it learned in its payload). The store knows nothing of Discord: a
delivery is a kind (``board``, ``dm``, ``replay``) and a JSON payload that `play/` writes and `cogs/` reads.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from . import sql
from .connection import StoreConnection
from .database import Row, Session
from .rows import dump_json, to_millis


@dataclass(frozen=True, slots=True)
class Owed:
    """A delivery a move (or a game's start) owes, as written with it."""

    kind: str  # "board", "dm" or "replay" (`play.announcements`)
    payload: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Delivery:
    """A delivery as claimed: which game, at which version, what, and how many attempts failed before."""

    id: int
    game_id: int
    version: int
    kind: str
    payload: dict[str, Any]
    attempts: int


#: A new delivery is due for the sweep only after this long: the process that wrote it delivers it at once (the
#: board of a player's move as the follow-up of their command), and the sweep takes it up only if that failed or the
#: process stopped.
GRACE_MILLIS = 15_000


async def write_owed(session: Session, game_id: int, version: int, owed: Sequence[Owed], now: int) -> None:
    """Add what `version` of the game owes, in the caller's transaction."""
    for item in owed:
        params = {"game_id": game_id, "version": version, "kind": item.kind, "payload": dump_json(dict(item.payload))}
        await session.execute(sql.INSERT_OWED, params | {"now": now, "due_at": now + GRACE_MILLIS})


class OutboxStore(StoreConnection):
    async def claim_deliveries(
        self, owner: str, lease: timedelta, *, game_id: int | None = None, limit: int = 50
    ) -> list[Delivery]:
        """Hold deliveries for `lease` in the name of the process `owner`: those due now (oldest first), or with
        `game_id` those of that game that are new or due (one that failed waits for its retry). Those held (by
        another process, or by another task of this one) are left to their holder."""
        now = self._now()
        params: dict[str, object] = {"owner": owner, "now": now, "until": now + _millis(lease)}
        statement = sql.CLAIM_DUE_DELIVERIES if game_id is None else sql.CLAIM_GAME_DELIVERIES
        params |= {"limit": limit} if game_id is None else {"game_id": game_id}
        async with self.database.write() as session:
            rows = await session.fetch(statement, params)
        found = [_delivery(row) for row in rows]
        return sorted(found, key=lambda delivery: delivery.id)

    async def attempting(self, owner: str, deliveries: Sequence[Delivery]) -> None:
        """Count an attempt of these deliveries, before it is made: should the process stop in the middle of it, the
        next attempt knows this one may have gone through (`Delivery.attempts`)."""
        async with self.database.write() as session:
            for delivery in deliveries:
                await session.execute(sql.ATTEMPTING, {"id": delivery.id, "owner": owner})

    async def delivered(self, owner: str, deliveries: Sequence[Delivery]) -> None:
        """These deliveries are done: they go."""
        async with self.database.write() as session:
            for delivery in deliveries:
                await session.execute(sql.DELIVERED, {"id": delivery.id, "owner": owner})

    async def delivery_failed(
        self, owner: str, deliveries: Sequence[Delivery], retry_at: datetime, payload: Mapping[str, Any] | None = None
    ) -> None:
        """These deliveries failed: due again at `retry_at`, the claim let go (with `payload`, if given, what the
        next attempt should know)."""
        async with self.database.write() as session:
            for delivery in deliveries:
                shown = dump_json(dict(payload if payload is not None else delivery.payload))
                params = {"id": delivery.id, "owner": owner, "due_at": to_millis(retry_at), "payload": shown}
                await session.execute(sql.DELIVERY_FAILED, params)

    async def release_deliveries(self, owner: str, deliveries: Sequence[Delivery]) -> None:
        """Let go of deliveries not attempted (another process, or a later pass, takes them up)."""
        async with self.database.write() as session:
            for delivery in deliveries:
                await session.execute(sql.RELEASE_DELIVERY, {"id": delivery.id, "owner": owner})

    async def release_all_deliveries(self, owner: str) -> None:
        """At start-up: let go of every delivery the process named `owner` held when it stopped."""
        async with self.database.write() as session:
            await session.execute(sql.RELEASE_ALL_DELIVERIES, {"owner": owner})

    async def owed_count(self) -> int:
        """How many deliveries are still owed (for tests and benchmarks)."""
        async with self.database.read() as session:
            return int((await session.fetch(sql.COUNT_OWED, {}))[0]["owed"])


def _delivery(row: Row) -> Delivery:
    payload = json.loads(row["payload"])
    return Delivery(row["id"], row["game_id"], row["version"], row["kind"], payload, row["attempts"])


def _millis(delta: timedelta) -> int:
    return round(delta.total_seconds() * 1000)
