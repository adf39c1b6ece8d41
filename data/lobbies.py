"""Lobbies: opening one, taking and giving up seats, where it is posted, and abandoning a lobby or a game."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

from rules import Message
from rules.core.seats import MAX_PLAYERS

from . import sql
from .connection import StoreConnection, read_row, require_status
from .database import Session
from .errors import LobbyError
from .rows import GameRow, GameStatus, Timers, dump_json, player_rows


class LobbyStore(StoreConnection):
    async def create_lobby(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_name: str,
        settings: dict[str, object],
        thread_id: int | None = None,
        lobby_message_id: int | None = None,
        timers: Timers | None = None,
        opening: bool = False,
    ) -> GameRow:
        """A new lobby with the host in seat 0. `settings` is `Settings.to_dict()` without "players". An `opening`
        lobby (its message not yet posted) is nobody's game until `set_thread` or `settle_in_channel` settles it."""
        now = self._now()
        options = {key: value for key, value in settings.items() if key != "players"}
        params: dict[str, object] = {
            "guild_id": guild_id,
            "channel_id": channel_id,
            "thread_id": thread_id,
            "host_id": host_id,
        }
        params |= (timers or Timers()).params()
        params |= {"lobby_message_id": lobby_message_id, "settings": dump_json(options), "now": now}
        params |= {"opening": int(opening)}
        async with self.database.write() as session:
            game_id = (await session.fetch(sql.INSERT_LOBBY, params))[0]["id"]
            player = {"game_id": game_id, "seat": 0, "user_id": host_id, "name": host_name, "computer": None}
            await session.execute(sql.INSERT_PLAYER, player | {"now": now})
            return await read_row(session, game_id)

    async def join(self, game_id: int, user_id: int, name: str) -> GameRow:
        """Take the next free seat. Raises LobbyError (full, already in) or GameClosedError (already started)."""
        async with self.database.write() as session:
            await require_status(session, game_id, GameStatus.LOBBY, lock=True)
            if await session.fetch(sql.SELECT_SEAT_OF, {"game_id": game_id, "user_id": user_id}):
                raise LobbyError(Message("store-lobby-already-in"))
            return await _seat(session, game_id, {"user_id": user_id, "name": name, "computer": None}, self._now())

    async def add_computer(self, game_id: int, level: str, name_of: Callable[[int], str]) -> GameRow:
        """Seat a computer player at `level`, numbered with the lowest number no computer of this lobby has and
        named `name_of(number)`; its user id is minus that number. Raises as `join` does."""
        async with self.database.write() as session:
            await require_status(session, game_id, GameStatus.LOBBY, lock=True)
            rows = await session.fetch(sql.LOBBY_COMPUTER_IDS, {"game_id": game_id})
            number = min(set(range(1, MAX_PLAYERS + 1)) - {-row["user_id"] for row in rows})
            computer = {"user_id": -number, "name": name_of(number), "computer": level}
            return await _seat(session, game_id, computer, self._now())

    async def leave(self, game_id: int, user_id: int) -> GameRow:
        """Give up a seat in a lobby; later seats move up so seats stay 0..n-1 in joining order."""
        now = self._now()
        async with self.database.write() as session:
            await require_status(session, game_id, GameStatus.LOBBY, lock=True)
            if not await session.fetch(sql.SELECT_SEAT_OF, {"game_id": game_id, "user_id": user_id}):
                raise LobbyError(Message("store-lobby-not-in"))
            await session.execute(sql.DELETE_PLAYER, {"game_id": game_id, "user_id": user_id})
            players = player_rows(await session.fetch(sql.SELECT_PLAYERS, {"game_id": game_id}))
            for seat, player in enumerate(players):
                if player.seat != seat:
                    await session.execute(
                        sql.MOVE_PLAYER_SEAT, {"game_id": game_id, "user_id": player.user_id, "seat": seat}
                    )
            await session.execute(sql.TOUCH_LOBBY, {"game_id": game_id, "now": now})
            return await read_row(session, game_id)

    async def set_thread(self, game_id: int, thread_id: int | None) -> None:
        await self._update_one(game_id, sql.SET_THREAD, {"thread_id": thread_id})

    async def set_lobby_message(self, game_id: int, message_id: int | None) -> None:
        await self._update_one(game_id, sql.SET_LOBBY_MESSAGE, {"message_id": message_id})

    async def settle_in_channel(self, game_id: int) -> bool:
        """An opening lobby that has no thread lives in its channel: True, unless another game lives there already
        (False: it stays nobody's; the caller cancels it)."""
        async with self.database.write() as session:
            return await session.execute(sql.SETTLE_IN_CHANNEL, {"game_id": game_id, "now": self._now()}) == 1

    async def forget_unopened(self, game_id: int) -> None:
        """Delete an opening lobby whose message could not be posted: nothing of it is left."""
        async with self.database.write() as session:
            await session.execute(sql.FORGET_UNOPENED_PLAYERS, {"game_id": game_id})
            await session.execute(sql.FORGET_UNOPENED, {"game_id": game_id})

    async def abandon_unopened(self, older_than: timedelta) -> int:
        """Abandon the lobbies whose opening never finished (stored, then never posted: the process stopped), older
        than `older_than`; how many."""
        now = self._now()
        params = {"now": now, "before": now - round(older_than.total_seconds() * 1000)}
        async with self.database.write() as session:
            return await session.execute(sql.ABANDON_UNOPENED, params)

    async def abandon(self, game_id: int) -> GameRow:
        """Stop a lobby or a game for good. Raises GameClosedError if it is already finished or abandoned."""
        now = self._now()
        async with self.database.write() as session:
            if await session.execute(sql.ABANDON, {"game_id": game_id, "now": now}) != 1:
                await require_status(session, game_id, GameStatus.LOBBY, GameStatus.SETUP, GameStatus.PLAYING)
            return await read_row(session, game_id)


async def _seat(session: Session, game_id: int, player: dict[str, object], now: int) -> GameRow:
    """The next free seat of a lobby for `player` (its user_id, name and computer level), unless it is full. The
    caller holds the game's row, so no other seat is taken meanwhile."""
    seats = (await session.fetch(sql.LOBBY_SEATS, {"game_id": game_id}))[0]
    if seats["taken"] >= MAX_PLAYERS:
        raise LobbyError(Message("store-lobby-full", count=MAX_PLAYERS))
    await session.execute(sql.INSERT_PLAYER, player | {"game_id": game_id, "seat": seats["next_seat"], "now": now})
    await session.execute(sql.TOUCH_LOBBY, {"game_id": game_id, "now": now})
    return await read_row(session, game_id)
