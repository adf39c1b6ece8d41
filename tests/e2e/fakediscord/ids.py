"""Snowflakes, tokens and timestamps shaped like Discord's, so discord.py's parsers see familiar values."""

from __future__ import annotations

import base64
import itertools
import secrets
import time
from datetime import UTC, datetime

DISCORD_EPOCH_MS = 1_420_070_400_000


class SnowflakeFactory:
    """Makes increasing snowflakes whose timestamp part is now, as discord.py derives `created_at` from it."""

    def __init__(self) -> None:
        self._counter = itertools.count()
        self._last = 0

    def next(self) -> int:
        """Return a new snowflake, strictly greater than the previous one."""
        millis = int(time.time() * 1000) - DISCORD_EPOCH_MS
        candidate = (millis << 22) | (1 << 17) | (next(self._counter) & 0xFFF)
        self._last = max(candidate, self._last + 1)
        return self._last

    def next_on_shard(self, shard_id: int, shard_count: int) -> int:
        """A new snowflake that Discord's formula, `(id >> 22) % shard_count`, deals to `shard_id`: its timestamp
        is moved on by the few milliseconds needed (so later snowflakes stay greater)."""
        candidate = self.next()
        millis = candidate >> 22
        millis += (shard_id - millis) % shard_count
        self._last = (millis << 22) | (candidate & 0x3FFFFF)
        return self._last


def bot_token(bot_id: int) -> str:
    """A token with the three dot-separated parts of a real bot token; only its exact value is accepted."""
    head = base64.urlsafe_b64encode(str(bot_id).encode()).decode().rstrip("=")
    return f"{head}.{secrets.token_urlsafe(5)[:6]}.{secrets.token_urlsafe(30)[:38]}"


def interaction_token() -> str:
    """Interaction tokens are long opaque strings that start with base64 of 'interaction:'."""
    return "aW50ZXJhY3Rpb246" + secrets.token_urlsafe(120)


def iso_now() -> str:
    """An ISO 8601 timestamp with timezone, as Discord writes them."""
    return datetime.now(UTC).isoformat()
