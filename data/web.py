"""What the web companion needs of the store: each game's unguessable address (a token of `TOKEN_BYTES` random
bytes, given to a started game the first time a link to it is made and never changed), the game a token names, and
values the web makes once and keeps (the secret its private links are signed with)."""

from __future__ import annotations

import contextlib
import logging
import re
import secrets
from collections.abc import Awaitable, Callable, Sequence

from . import sql
from .connection import StoreConnection
from .errors import GameNotFoundError

log = logging.getLogger(__name__)

#: 16 bytes: 128 random bits, written as 22 characters of URL-safe base64.
TOKEN_BYTES = 16
#: What a token looks like: anything else is no game's, and is answered without asking the database.
WEB_TOKEN = re.compile(r"[A-Za-z0-9_-]{22}")


class WebStore(StoreConnection):
    async def web_token(self, game_id: int) -> str | None:
        """The game's web address token, given to it now if it has none yet; None for a lobby (a game not started
        has no page). Raises GameNotFoundError for no such game."""
        async with self.database.write() as session:
            await session.execute(sql.GIVE_WEB_TOKEN, {"game_id": game_id, "token": secrets.token_urlsafe(TOKEN_BYTES)})
            rows = await session.fetch(sql.SELECT_WEB_TOKEN, {"game_id": game_id})
        if not rows:
            raise GameNotFoundError(game_id)
        token = rows[0]["web_token"]
        return None if token is None else str(token)

    async def web_tokens(self, game_ids: Sequence[int]) -> dict[int, str]:
        """The web address tokens of started games, each given now (all in one transaction) if it had none; games
        not started, or not there, are left out."""
        found: dict[int, str] = {}
        async with self.database.write() as session:
            for game_id in dict.fromkeys(game_ids):
                params = {"game_id": game_id, "token": secrets.token_urlsafe(TOKEN_BYTES)}
                await session.execute(sql.GIVE_WEB_TOKEN, params)
                rows = await session.fetch(sql.SELECT_WEB_TOKEN, {"game_id": game_id})
                if rows and rows[0]["web_token"] is not None:
                    found[game_id] = str(rows[0]["web_token"])
        return found

    async def game_of_web_token(self, token: str) -> int | None:
        """The game whose address `token` is, or None (a malformed token is none, unread)."""
        if WEB_TOKEN.fullmatch(token) is None:
            return None
        async with self.database.read() as session:
            rows = await session.fetch(sql.GAME_OF_WEB_TOKEN, {"token": token})
        return int(rows[0]["id"]) if rows else None

    async def web_value(self, key: str, made: str) -> str:
        """The value kept under `key`, or `made` kept now if there was none (of processes racing, the first's)."""
        async with self.database.write() as session:
            await session.execute(sql.SET_WEB_STATE_ONCE, {"key": key, "value": made})
            rows = await session.fetch(sql.GET_WEB_STATE, {"key": key})
        return str(rows[0]["value"])

    # ------------------------------------------------------------------------------------------- moves as they come

    def tell_moved(self, game_id: int, version: int) -> None:
        """Tell this process's followers (`follow_moves`) that a game reached `version`."""
        for moved in tuple(self._move_listeners):
            try:
                moved(game_id, version)
            except Exception:  # a follower's failure is its own: the move is made
                log.exception("A follower of moves failed on game %d", game_id)

    async def follow_moves(
        self, moved: Callable[[int, int], None], missed: Callable[[], None] | None = None
    ) -> Callable[[], Awaitable[None]]:
        """Call `moved(game id, version)` for each move committed from now on: by this process, and on PostgreSQL
        by any process (LISTEN; a move may then be told twice), and `missed()` when moves may have gone untold
        (the database's connection was lost a while). Await the returned function to stop."""
        self._move_listeners.append(moved)
        schema = ""
        if self.database.dialect.name == "postgresql":  # notifications name their schema: only this store's count
            async with self.database.read() as session:
                schema = str((await session.fetch(sql.CURRENT_SCHEMA))[0]["schema"])

        def heard(payload: str) -> None:
            where, game, version = [*payload.split(" "), "", "", ""][:3]
            if where == schema and game.isdigit() and version.isdigit():
                moved(int(game), int(version))
            elif not payload and missed is not None:
                missed()

        stop_listening = await self.database.listen(sql.MOVES_CHANNEL, heard)

        async def stop() -> None:
            with contextlib.suppress(ValueError):
                self._move_listeners.remove(moved)
            if stop_listening is not None:
                await stop_listening()

        return stop

    async def versions(self, game_ids: Sequence[int]) -> dict[int, int]:
        """Each game's version now (a game that is gone left out)."""
        found: dict[int, int] = {}
        async with self.database.read() as session:
            for game_id in game_ids:
                rows = await session.fetch(sql.SELECT_VERSION, {"game_id": game_id})
                if rows:
                    found[game_id] = int(rows[0]["version"])
        return found

    async def web_stamp(self, game_id: int) -> tuple[int, str, int, int | None] | None:
        """What a game's page depends on beyond its moves (version, status, last change, deadline), in one small
        read: a page made for the same stamp is still right. None for no such game."""
        async with self.database.read() as session:
            rows = await session.fetch(sql.SELECT_WEB_STAMP, {"game_id": game_id})
        if not rows:
            return None
        row = rows[0]
        deadline = row["deadline_at"]
        return (
            int(row["version"]),
            str(row["status"]),
            int(row["updated_at"]),
            None if deadline is None else int(deadline),
        )
