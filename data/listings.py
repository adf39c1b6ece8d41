"""Finding games: the game in a channel or thread, a user's games, the games waiting on someone."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from . import sql
from .connection import StoreConnection
from .database import Row
from .rows import GameRow, fold_listed, parse_settings, to_millis

#: The notation of a vote to end a game with no winner (`rules.AgreeEnd`): a game whose last move it is ended so.
AGREE_END = "agree-end"


@dataclass(frozen=True, slots=True)
class FinishedGame:
    """A finished game as one of its players saw it: where and when it ended, how many seats it had, the player's
    place when it was rated (0 is first) and how many seats shared that place, whether the player resigned (or was
    removed), and whether it ended by agreement with no winner."""

    game_id: int
    settings: dict[str, object]  # the game's stored settings: they name its kind
    guild_id: int | None
    channel_id: int
    thread_id: int | None
    finished_at: int  # milliseconds since the Unix epoch
    seats: int
    place: int | None  # None: not rated (ended by agreement, friendly, or imported)
    tied: int  # seats at `place`, the player's included (0 when not rated)
    resigned: bool
    by_agreement: bool


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

    async def finished_games(self, user_id: int, guild_id: int | None = None, *, limit: int = 10) -> list[FinishedGame]:
        """The user's `limit` latest finished games, newest first; in one guild when `guild_id` is given."""
        params: dict[str, object] = {"user_id": user_id, "limit": limit}
        statement = sql.FINISHED_FOR_USER
        if guild_id is not None:
            params["guild_id"] = guild_id
            statement = sql.FINISHED_FOR_USER_IN_GUILD
        async with self.database.read() as session:
            return [_finished(row) for row in await session.fetch(statement, params)]

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


def _finished(row: Row) -> FinishedGame:
    return FinishedGame(
        game_id=row["game_id"],
        settings=parse_settings(row["settings"]),
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        thread_id=row["thread_id"],
        finished_at=int(row["finished_at"]),
        seats=int(row["seats"]),
        place=row["place"],
        tied=int(row["tied"]) if row["place"] is not None else 0,
        resigned=bool(row["resigned"]),
        by_agreement=row["last_move"] == AGREE_END,
    )
