"""What the web's player pages, listed servers and leaderboards need of the store.

Private by default: a server is listed only once someone with Manage Server lists it (`set_listed`); a player's
profile is shown only while they have a rated game in a listed server and have not hidden it (`set_hidden`). Pages
are reached by tokens of `TOKEN_BYTES` random bytes (a player's and a server's, like a game's), never by an id.
"""

from __future__ import annotations

import dataclasses
import json
import secrets
from collections.abc import Sequence
from dataclasses import dataclass

from . import sql
from .database import Row, Session
from .ratings import Rating
from .web import TOKEN_BYTES, WEB_TOKEN, WebStore

#: Listed servers with at most this many players of a kind (counted once per server) have their table of everyone
#: listed read from their members' ratings, sorted; more, from the kind's table in order, each player checked.
FEW_LISTED = 5000
#: People whose cards one statement reads (a leaderboard's 25 places and those who hid theirs: one round trip).
CARDS_AT_ONCE = 64


@dataclass(frozen=True, slots=True)
class ListedGame:
    """A rated game of a player's in a listed server: their place of how many seats, their rating's move, its page."""

    game_id: int
    game: str  # the kind's key
    finished_at: int  # milliseconds since the Unix epoch
    place: int
    seats: int
    mu_before: float
    mu_after: float
    token: str


@dataclass(frozen=True, slots=True)
class LoggedTurn:
    """One move of a game a person sat in: its seat, who the log names (None: the caretaker), when, and the
    person's own seat in that game and when the game was made."""

    game_id: int
    seq: int
    seat: int
    user_id: int | None
    created_at: int
    own_seat: int
    started: int


@dataclass(frozen=True, slots=True)
class PlayerCard:
    """What a page says of a person: their page's token, whether they hid it, the name they were last seated under
    (None: never seated)."""

    token: str
    hidden: bool
    name: str | None


@dataclass(frozen=True, slots=True)
class GuildGame:
    """A started game of a listed server, for its page's list."""

    game_id: int
    token: str
    status: str
    kind: str  # the kind's key
    updated_at: int


class WebPlayerStore(WebStore):
    # ------------------------------------------------------------------------------------------- tokens and choices

    async def player_token(self, player: str) -> tuple[str, bool]:
        """The player's page token (given now if they had none) and whether they hid their profile."""
        async with self.database.write() as session:
            return await _player_token(session, player)

    async def player_cards(self, players: Sequence[str]) -> dict[str, PlayerCard]:
        """What a page says of each person among `players` (ids as text): their page token (given now, in one
        transaction, to those without one), whether they hid their profile and their last name. Read
        `CARDS_AT_ONCE` people to a statement."""
        people = [player for player in dict.fromkeys(players) if player.isdigit()]
        found: dict[str, PlayerCard] = {}
        missing: list[str] = []
        for first in range(0, len(people), CARDS_AT_ONCE):
            some = people[first : first + CARDS_AT_ONCE]
            params: dict[str, object] = {}
            for n, player in enumerate(some):
                params |= {f"player_{n}": player, f"user_id_{n}": int(player)}
            async with self.database.read() as session:
                rows = await session.fetch(sql.player_cards(len(some)), params)
            for row in rows:
                player, name = str(row["player"]), None if row["name"] is None else str(row["name"])
                if row["token"] is not None:
                    found[player] = PlayerCard(str(row["token"]), bool(row["hidden"]), name)
                else:
                    found[player] = PlayerCard("", False, name)
                    missing.append(player)
        if missing:
            async with self.database.write() as session:
                for player in missing:
                    token, hidden = await _player_token(session, player)
                    found[player] = dataclasses.replace(found[player], token=token, hidden=hidden)
        return found

    async def set_hidden(self, player: str, hidden: bool) -> None:
        """Hide the player's profile everywhere, or show it again."""
        async with self.database.write() as session:
            await _player_token(session, player)
            await session.execute(sql.SET_PLAYER_HIDDEN, {"player": player, "hidden": int(hidden)})

    async def player_of_token(self, token: str) -> tuple[str, bool] | None:
        """The player whose page `token` is and whether they hid it, or None (a malformed token is none, unread)."""
        if WEB_TOKEN.fullmatch(token) is None:
            return None
        async with self.database.read() as session:
            rows = await session.fetch(sql.PLAYER_OF_TOKEN, {"token": token})
        return (str(rows[0]["player"]), bool(rows[0]["hidden"])) if rows else None

    async def guild_token(self, guild_id: int) -> tuple[str, bool]:
        """The server's page token (given now if it had none) and whether it is listed."""
        async with self.database.write() as session:
            await session.execute(sql.GIVE_GUILD_TOKEN, {"guild_id": guild_id, "token": _token()})
            row = (await session.fetch(sql.GUILD_TOKEN, {"guild_id": guild_id}))[0]
        return str(row["token"]), bool(row["listed"])

    async def set_listed(self, guild_id: int, listed: bool, name: str | None = None) -> str:
        """List the server's games, leaderboards and players on the web, or take them off; its page's token. A `name`
        given is kept as the server's (its page's heading), in place of the one before."""
        async with self.database.write() as session:
            await session.execute(sql.GIVE_GUILD_TOKEN, {"guild_id": guild_id, "token": _token()})
            await session.execute(sql.SET_GUILD_LISTED, {"guild_id": guild_id, "listed": int(listed), "name": name})
            row = (await session.fetch(sql.GUILD_TOKEN, {"guild_id": guild_id}))[0]
        return str(row["token"])

    async def guild_of_token(self, token: str) -> tuple[int, bool, str | None] | None:
        """The server whose page `token` is, whether it is listed and its name if one was kept, or None."""
        if WEB_TOKEN.fullmatch(token) is None:
            return None
        async with self.database.read() as session:
            rows = await session.fetch(sql.GUILD_OF_TOKEN, {"token": token})
        if not rows:
            return None
        return int(rows[0]["guild_id"]), bool(rows[0]["listed"]), rows[0]["name"]

    # ------------------------------------------------------------------------------------------- what pages read

    async def player_shown(self, player: str) -> bool:
        """Whether the player's profile may be shown: not hidden, with a rated game in a listed server."""
        async with self.database.read() as session:
            return bool(await session.fetch(sql.PLAYER_VISIBLE, {"player": player}))

    async def player_name(self, user_id: int) -> str | None:
        """The name a person was last seated under, or None."""
        async with self.database.read() as session:
            rows = await session.fetch(sql.PLAYER_NAME, {"user_id": user_id})
        return str(rows[0]["name"]) if rows else None

    async def listed_games(self, player: str, *, limit: int = 20) -> list[ListedGame]:
        """The player's latest rated games in listed servers, the latest begun first, each with its page's token."""
        seats = limit * 5  # a computer level may hold up to five seats of one game
        async with self.database.read() as session:
            rows = await session.fetch(sql.LISTED_PLAYED, {"player": player, "limit": seats})
        firsts: dict[int, Row] = {}
        for row in rows:
            firsts.setdefault(int(row["game_id"]), row)
        chosen = list(firsts.values())[:limit]
        tokens = {int(row["game_id"]): row["web_token"] for row in chosen}
        if missing := [game_id for game_id, token in tokens.items() if token is None]:
            tokens |= await self.web_tokens(missing)
        return [
            ListedGame(
                int(row["game_id"]), str(row["game"]), int(row["finished_at"]), int(row["place"]), int(row["seats"]),
                float(row["mu_before"]), float(row["mu_after"]), str(tokens[int(row["game_id"])]),
            )
            for row in chosen
        ]  # fmt: skip

    async def listed_opponents(self, player: str, *, limit: int = 5, games: int = 200) -> list[tuple[str, int]]:
        """Who the player met most in their latest `games` rated games of listed servers, and how often (those who
        hid their profile left out)."""
        async with self.database.read() as session:
            rows = await session.fetch(sql.LISTED_OPPONENTS, {"player": player, "limit": limit, "games": games})
        return [(str(row["player"]), int(row["met"])) for row in rows]

    async def logged_turns(self, user_id: int, *, games: int = 50) -> list[LoggedTurn]:
        """Every move of the person's latest `games` games, by game and move."""
        async with self.database.read() as session:
            rows = await session.fetch(sql.PLAYER_MOVES, {"user_id": user_id, "games": games})
        return [
            LoggedTurn(
                int(row["game_id"]), int(row["seq"]), int(row["seat"]),
                None if row["user_id"] is None else int(row["user_id"]), int(row["created_at"]), int(row["own_seat"]),
                int(row["started"]),
            )
            for row in rows
        ]  # fmt: skip

    async def top_listed(self, game: str, *, top: int = 25) -> list[Rating]:
        """A kind's table of everyone listed: its best `top` players shown on the web."""
        params = {"game": game, "limit": top, "most": FEW_LISTED + 1}
        async with self.database.read() as session:
            few = int((await session.fetch(sql.LISTED_MEMBERS_UP_TO, params))[0]["counted"]) <= FEW_LISTED
            rows = await session.fetch(sql.TOP_VISIBLE_OF_MEMBERS if few else sql.TOP_VISIBLE, params)
        return [
            Rating(row["game"], row["player"], row["mu"], row["sigma"], row["games"], row["last_seq"]) for row in rows
        ]

    async def guild_games(self, guild_id: int, *, limit: int = 30) -> list[GuildGame]:
        """A listed server's latest started games, each with its page's token."""
        async with self.database.read() as session:
            rows = await session.fetch(sql.LISTED_GUILD_GAMES, {"guild_id": guild_id, "limit": limit})
        missing = [int(row["id"]) for row in rows if row["web_token"] is None]
        given = await self.web_tokens(missing) if missing else {}
        games = []
        for row in rows:
            token = row["web_token"] or given[int(row["id"])]
            kind = str(_settings_kind(str(row["settings"])))
            games.append(GuildGame(int(row["id"]), str(token), str(row["status"]), kind, int(row["updated_at"])))
        return games


def _token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


async def _player_token(session: Session, player: str) -> tuple[str, bool]:
    await session.execute(sql.GIVE_PLAYER_TOKEN, {"player": player, "token": _token()})
    row = (await session.fetch(sql.PLAYER_TOKEN, {"player": player}))[0]
    return str(row["token"]), bool(row["hidden"])


def _settings_kind(settings: str) -> str:
    loaded = json.loads(settings)
    return str(loaded.get("game", "")) if isinstance(loaded, dict) else ""
