"""Guild and user settings: one JSON blob each.

Nothing is kept in memory: with several bot processes sharing a database, another process may have written a
player's settings a moment ago, and a settings read is one indexed lookup.
"""

from __future__ import annotations

from . import sql
from .connection import StoreConnection
from .database import Params
from .rows import dump_json, parse_settings


class PreferenceStore(StoreConnection):
    async def guild_settings(self, guild_id: int) -> dict[str, object]:
        """The guild's settings blob ({} when never set)."""
        return await self._settings(sql.SELECT_GUILD_SETTINGS, {"guild_id": guild_id})

    async def set_guild_settings(self, guild_id: int, settings: dict[str, object]) -> None:
        """Replace the guild's settings blob (read, change and write back to update one key)."""
        await self._write_settings(sql.UPSERT_GUILD_SETTINGS, {"guild_id": guild_id}, settings)

    async def user_settings(self, user_id: int) -> dict[str, object]:
        """The user's settings blob ({} when never set)."""
        return await self._settings(sql.SELECT_USER_SETTINGS, {"user_id": user_id})

    async def set_user_settings(self, user_id: int, settings: dict[str, object]) -> None:
        await self._write_settings(sql.UPSERT_USER_SETTINGS, {"user_id": user_id}, settings)

    async def _settings(self, statement: str, params: Params) -> dict[str, object]:
        async with self.database.read() as session:
            rows = await session.fetch(statement, params)
        return parse_settings(rows[0]["settings"]) if rows else {}

    async def _write_settings(self, statement: str, params: Params, settings: dict[str, object]) -> None:
        now = self._now()
        async with self.database.write() as session:
            await session.execute(statement, {**params, "settings": dump_json(settings), "now": now})
