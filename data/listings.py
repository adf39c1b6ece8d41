"""Finding games: the game in a channel or thread, a user's games, the games waiting on someone."""

from __future__ import annotations

from datetime import timedelta

from . import sql
from .connection import StoreConnection
from .rows import GameRow, fold_listed, to_millis


class ListingStore(StoreConnection):
    async def game_in_channel(self, place_id: int) -> GameRow | None:
        """The newest active game in this thread, or else the newest active game posted in this channel itself."""
        return await self._in_place(sql.GAME_IN_THREAD, sql.GAME_IN_CHANNEL, place_id)

    async def last_game_in_channel(self, place_id: int) -> GameRow | None:
        """Like `game_in_channel`, but finished and abandoned games count too (to show an ended game's board)."""
        return await self._in_place(sql.LAST_GAME_IN_THREAD, sql.LAST_GAME_IN_CHANNEL, place_id)

    async def _in_place(self, in_thread: str, in_channel: str, place_id: int) -> GameRow | None:
        async with self.database.read() as session:
            games = fold_listed(await session.fetch(in_thread, {"place_id": place_id}))
            if not games:
                games = fold_listed(await session.fetch(in_channel, {"place_id": place_id}))
        return games[0] if games else None

    async def games_for_user(self, user_id: int, guild_id: int | None = None) -> list[GameRow]:
        """The user's lobbies and games in progress, oldest first; in one guild when `guild_id` is given."""
        if guild_id is None:
            return await self._listed(sql.GAMES_FOR_USER, {"user_id": user_id})
        return await self._listed(sql.GAMES_FOR_USER_IN_GUILD, {"user_id": user_id, "guild_id": guild_id})

    async def games_waiting_on(self, user_id: int) -> list[GameRow]:
        """Games in play where this user has to act now, longest-waiting first."""
        return await self._listed(sql.GAMES_WAITING_ON_USER, {"user_id": user_id})

    async def games_waiting_on_computers(self, limit: int = 100) -> list[GameRow]:
        """Games in play where a computer seat has to act now, longest-waiting first."""
        return await self._listed(sql.GAMES_WAITING_ON_COMPUTERS, {"limit": limit})

    async def lobbies(self, guild_id: int) -> list[GameRow]:
        return await self._listed(sql.LOBBIES_IN_GUILD, {"guild_id": guild_id})

    async def games_waiting_longer_than(self, wait: timedelta) -> list[GameRow]:
        """Games in play whose players to act (`waiting_user_ids`) have been waited on for at least `wait`."""
        cutoff = to_millis(self._clock() - wait)
        return await self._listed(sql.GAMES_WAITING_SINCE, {"cutoff": cutoff})
