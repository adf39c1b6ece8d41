"""Guild and user settings: one JSON blob each.

Only this store writes them, so the blobs it keeps in memory for the most recent users are what the file holds.
"""

from __future__ import annotations

from . import sql
from .connection import Params, StoreConnection, fetch_rows, keep_recent
from .rows import dump_json, parse_settings

#: How many users' settings `Store` keeps in memory (each a small JSON blob).
USER_CACHE_SIZE = 4096


class PreferenceStore(StoreConnection):
    async def guild_settings(self, guild_id: int) -> dict[str, object]:
        """The guild's settings blob ({} when never set)."""
        return await self._settings(sql.SELECT_GUILD_SETTINGS, {"guild_id": guild_id})

    async def set_guild_settings(self, guild_id: int, settings: dict[str, object]) -> None:
        """Replace the guild's settings blob (read, change and write back to update one key)."""
        await self._write_settings(sql.UPSERT_GUILD_SETTINGS, {"guild_id": guild_id}, settings)

    async def user_settings(self, user_id: int) -> dict[str, object]:
        """The user's settings blob ({} when never set). Read after every move (does the next player want a DM?),
        so the blobs of the most recent users are kept in memory; this store's own writes keep them current."""
        if (kept := self._users.get(user_id)) is not None:
            self._users.move_to_end(user_id)
            return parse_settings(kept)
        async with self._read() as db:
            rows = await fetch_rows(db, sql.SELECT_USER_SETTINGS, {"user_id": user_id})
            settings = rows[0]["settings"] if rows else "{}"
            self._keep_user(user_id, settings)  # before the lock is let go: no write can come in between
        return parse_settings(settings)

    async def set_user_settings(self, user_id: int, settings: dict[str, object]) -> None:
        text = dump_json(settings)
        await self._write_settings(sql.UPSERT_USER_SETTINGS, {"user_id": user_id}, settings)
        self._keep_user(user_id, text)  # once committed (nothing can run between the commit and this line)

    def _keep_user(self, user_id: int, settings: str) -> None:
        keep_recent(self._users, user_id, settings, USER_CACHE_SIZE)

    async def _settings(self, statement: str, params: Params) -> dict[str, object]:
        async with self._read() as db:
            rows = await fetch_rows(db, statement, params)
        return parse_settings(rows[0]["settings"]) if rows else {}

    async def _write_settings(self, statement: str, params: Params, settings: dict[str, object]) -> None:
        now = self._now()
        async with self._write() as db:
            await db.execute(statement, params | {"settings": dump_json(settings), "now": now})
