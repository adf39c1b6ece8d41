"""The outbox: what a committed move owes the table (its board for everyone, DMs to whoever must act next), written
in the move's own transaction and delivered until delivered.

A delivery is claimed by one process for a lease before it is attempted, so each goes out once whichever processes
are up; a process that dies holding one leaves it to lapse. Delivered, it is deleted; failed, it is due again later
(the caller says when). A claim is one transaction, and so is what became of what it held. The store knows nothing of
Discord: a delivery is a kind (``board``, ``dm``, ``replay``) and a JSON payload that `play/` writes and `cogs/` reads.
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
from .rows import dump_json, span_millis, to_millis


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
    attempts: int  # attempts counted before this claim (one that counted may have gone through)


#: A new delivery is due for the sweep only after this long: the process that wrote it delivers it at once (the
#: board of a player's move as the follow-up of their command), and the sweep takes it up only if that failed or the
#: process stopped.
GRACE_MILLIS = 15_000


async def write_owed(session: Session, game_id: int, version: int, owed: Sequence[Owed], now: int) -> None:
    """Add what `version` of the game owes, in the caller's transaction."""
    common = {"game_id": game_id, "version": version, "now": now, "due_at": now + GRACE_MILLIS}
    rows = [common | {"kind": item.kind, "payload": dump_json(dict(item.payload))} for item in owed]
    if rows:
        await session.execute_many(sql.INSERT_OWED, rows)


class OutboxStore(StoreConnection):
    async def claim_deliveries(
        self, owner: str, lease: timedelta, *, game_id: int | None = None, limit: int = 50
    ) -> list[Delivery]:
        """Hold deliveries for `lease` in the name of the process `owner`, to attempt them: those due now (oldest
        first), or with `game_id` those of that game that are new or due (one that failed waits for its retry). Those
        held (by another process, or by another task of this one) are left to their holder.

        The claim counts the attempt it is made for, in the same statement: should the process stop in the middle
        of it, the next attempt knows this one may have gone through. `Delivery.attempts` is the count before it."""
        now = self._now()
        params: dict[str, object] = {"owner": owner, "now": now, "until": now + span_millis(lease)}
        statement = sql.CLAIM_DUE_DELIVERIES if game_id is None else sql.CLAIM_GAME_DELIVERIES
        params |= {"limit": limit} if game_id is None else {"game_id": game_id}
        async with self.database.write() as session:
            rows = await session.fetch(statement, params)
        found = [_delivery(row) for row in rows]
        return sorted(found, key=lambda delivery: delivery.id)

    async def settle(
        self, owner: str, delivered: Sequence[Delivery], failed: Sequence[tuple[Delivery, datetime]] = ()
    ) -> None:
        """What became of claimed deliveries, in one transaction: the `delivered` go; the `failed` are due again at
        their time, the claim let go."""
        if not delivered and not failed:
            return
        async with self.database.write() as session:
            if delivered:
                await session.execute_many(sql.DELIVERED, [{"id": d.id, "owner": owner} for d in delivered])
            if failed:
                retries = [{"id": d.id, "owner": owner, "due_at": to_millis(at)} for d, at in failed]
                await session.execute_many(sql.DELIVERY_FAILED, retries)

    async def delivered(self, owner: str, deliveries: Sequence[Delivery]) -> None:
        """These deliveries are done: they go."""
        await self.settle(owner, deliveries)

    async def delivery_failed(self, owner: str, deliveries: Sequence[Delivery], retry_at: datetime) -> None:
        """These deliveries failed: due again at `retry_at`, the claim let go."""
        await self.settle(owner, (), [(delivery, retry_at) for delivery in deliveries])

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
