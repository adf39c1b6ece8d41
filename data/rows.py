"""What the store hands back: plain frozen dataclasses, so nothing outside `data/` ever sees a database row."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from enum import StrEnum

from rules import GameState

from .database import Row


class GameStatus(StrEnum):
    LOBBY = "lobby"  # players are joining; no engine state yet, version 0
    SETUP = "setup"  # started: starter cards are being chosen and placed
    PLAYING = "playing"  # turns are being taken
    FINISHED = "finished"  # the engine says the game is over
    ABANDONED = "abandoned"  # stopped by the bot or the players before it was over

    @property
    def is_active(self) -> bool:
        return self in (GameStatus.LOBBY, GameStatus.SETUP, GameStatus.PLAYING)


@dataclass(frozen=True, slots=True)
class PlayerRow:
    seat: int  # 0-based, as in the engine; the lobby keeps seats in joining order with no gaps
    user_id: int
    name: str  # the name the engine and the record use; fixed once the game starts
    caretaker_streak: int = 0  # caretaker moves in a row played for this player at a deadline
    computer: str | None = None  # a computer player's level; None for a person

    @property
    def is_computer(self) -> bool:
        return self.computer is not None


@dataclass(frozen=True, slots=True)
class Timers:
    """A game's reminder and deadline settings, in minutes (the bot shows hours and days)."""

    remind_after_minutes: int = 24 * 60  # the first reminder, after this long waiting
    remind_every_minutes: int = 24 * 60  # then again every this long
    deadline_minutes: int | None = None  # off, or 1 to 14 days: then a caretaker move is played
    caretaker_limit: int = 3  # caretaker moves in a row after which the host may remove the player

    def due_from(self, start: datetime) -> tuple[datetime, datetime | None]:
        """When the first reminder and the deadline (None if off) fall for a wait that begins at `start`."""
        deadline = None if self.deadline_minutes is None else start + timedelta(minutes=self.deadline_minutes)
        return start + timedelta(minutes=self.remind_after_minutes), deadline

    def params(self) -> dict[str, int | None]:
        return {
            "remind_after_minutes": self.remind_after_minutes,
            "remind_every_minutes": self.remind_every_minutes,
            "deadline_minutes": self.deadline_minutes,
            "caretaker_limit": self.caretaker_limit,
        }


@dataclass(frozen=True, slots=True)
class GameRow:
    """One game as stored, without its engine state (lists and lookups never read the snapshot)."""

    id: int
    guild_id: int | None
    channel_id: int
    thread_id: int | None
    lobby_message_id: int | None
    host_id: int
    status: GameStatus
    settings: dict[str, object]  # `Settings.to_dict()`; without "players" while in the lobby
    seed: str | None
    players: tuple[PlayerRow, ...]
    version: int  # 0 in the lobby, 1 when started, +1 per move: always 1 + the number of logged moves
    turn_seat: int | None  # the one seat to act, or None while several choose starters or nobody acts
    waiting_seats: tuple[int, ...]  # every seat that has to act now
    turn_since: datetime | None  # when the oldest of those waits began
    created_at: datetime
    updated_at: datetime
    timers: Timers = field(default_factory=Timers)
    remind_at: datetime | None = None  # when the next reminder is due
    deadline_at: datetime | None = None  # when a caretaker move will be played, if deadlines are on

    @property
    def turn_user_id(self) -> int | None:
        return None if self.turn_seat is None else self.user_at(self.turn_seat)

    @property
    def waiting_user_ids(self) -> tuple[int, ...]:
        """The people the game waits for (to remind, ping, or play for at a deadline): never a computer seat."""
        return tuple(p.user_id for p in self.players if p.seat in self.waiting_seats and not p.is_computer)

    @property
    def waiting_computers(self) -> tuple[PlayerRow, ...]:
        """The computer seats the game waits for: they move on their own."""
        return tuple(p for p in self.players if p.seat in self.waiting_seats and p.is_computer)

    def player_at(self, seat: int) -> PlayerRow | None:
        return next((player for player in self.players if player.seat == seat), None)

    def user_at(self, seat: int) -> int | None:
        return next((player.user_id for player in self.players if player.seat == seat), None)

    def seat_of(self, user_id: int) -> int | None:
        return next((player.seat for player in self.players if player.user_id == user_id), None)


@dataclass(frozen=True, slots=True)
class LoadedGame:
    """A game row with its engine state; `game` is None for a lobby. Apply moves to `game`, then commit."""

    row: GameRow
    game: GameState | None

    @property
    def version(self) -> int:
        return self.row.version


@dataclass(frozen=True, slots=True)
class LoggedMove:
    seq: int  # 1-based; equal to the engine history length after the move
    seat: int
    user_id: int | None
    notation: str


@dataclass(frozen=True, slots=True)
class Check:
    """The result of comparing a game's snapshot with its replayed log; `problem` says what differs."""

    game_id: int
    ok: bool
    problem: str | None = None


# ----------------------------------------------------------------------------------------------- time


def span_millis(span: timedelta) -> int:
    """A length of time in milliseconds, as the database keeps leases and downtime."""
    return round(span.total_seconds() * 1000)


def to_millis(moment: datetime) -> int:
    if moment.tzinfo is None:
        raise ValueError("The store's clock must give aware datetimes (UTC), not naive ones.")
    return round(moment.timestamp() * 1000)


def from_millis(millis: int) -> datetime:
    return datetime.fromtimestamp(millis / 1000, tz=UTC)


# ----------------------------------------------------------------------------------------------- rows


def dump_json(value: object) -> str:
    return json.dumps(value, separators=(",", ":"))


def parse_settings(text: str) -> dict[str, object]:
    """A settings blob (a guild's, a user's or a game's) read back from its JSON."""
    value = json.loads(text)
    if not isinstance(value, dict):
        raise ValueError("a settings blob must be a JSON object")
    return value


def game_row(row: Row, players: Iterable[PlayerRow]) -> GameRow:
    mask = row["waiting_seats"]
    return GameRow(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        thread_id=row["thread_id"],
        lobby_message_id=row["lobby_message_id"],
        host_id=row["host_id"],
        status=GameStatus(row["status"]),
        settings=json.loads(row["settings"]),
        seed=row["seed"],
        players=tuple(players),
        version=row["version"],
        turn_seat=row["turn_seat"],
        waiting_seats=tuple(seat for seat in range(mask.bit_length()) if mask >> seat & 1),
        turn_since=None if row["turn_since"] is None else from_millis(row["turn_since"]),
        created_at=from_millis(row["created_at"]),
        updated_at=from_millis(row["updated_at"]),
        timers=Timers(
            row["remind_after_minutes"], row["remind_every_minutes"], row["deadline_minutes"], row["caretaker_limit"]
        ),
        remind_at=None if row["remind_at"] is None else from_millis(row["remind_at"]),
        deadline_at=None if row["deadline_at"] is None else from_millis(row["deadline_at"]),
    )


def player_rows(rows: Iterable[Row]) -> list[PlayerRow]:
    return [
        PlayerRow(row["seat"], row["user_id"], row["name"], row["caretaker_streak"], row["computer"]) for row in rows
    ]


def fold_listed(rows: Iterable[Row]) -> list[GameRow]:
    """Fold the (game, player) rows of a list query, grouped by game, into GameRows in the same order."""
    games: list[GameRow] = []
    current: Row | None = None
    players: list[PlayerRow] = []
    for row in rows:
        if current is not None and row["id"] != current["id"]:
            games.append(game_row(current, players))
            players = []
        current = row
        if row["p_seat"] is not None:
            players.append(
                PlayerRow(row["p_seat"], row["p_user_id"], row["p_name"], row["p_caretaker_streak"], row["p_computer"])
            )
    if current is not None:
        games.append(game_row(current, players))
    return games
