"""The game store: one SQLite file, a snapshot plus an append-only move log per game.

A move is one transaction (`commit_move`): it appends the move to the log and replaces the snapshot only if the
game is still at the version the caller read, so a move is never half-applied, never applied on top of another
player's, and never applied twice for the same Discord interaction.

Loading: a game's state is a function of its id and version (a version is one more logged move), so the store
keeps the state it last loaded or committed for the most recent games (`STATE_CACHE_GAMES`) and, when the row
still shows that version, hands out a copy instead of reading the log and parsing the snapshot again. The row
itself is always read; the cache never decides what is current. Users' settings are kept too: only this store
writes them, so what it keeps is what the file holds.

Durability: WAL with `synchronous = NORMAL`. A commit is written to the WAL before `commit_move` returns, so it
survives the bot process dying at any moment (SIGKILL included); only a power cut or kernel crash can lose the last
moments before a checkpoint, and even then the file stays consistent. `full_sync=True` trades about a millisecond
per move on ordinary disks for surviving power loss too.

One connection serves the bot (aiosqlite runs it on its own thread). An asyncio lock keeps each transaction whole
and keeps reads from seeing another coroutine's uncommitted writes. Time comes only from the injected clock, read
once at the top of each method.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import sqlite3
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import TracebackType
from typing import Any

import aiosqlite

from rules import Card, Discard, Game, Settings, game_to_dict
from rules.settings import MAX_PLAYERS

from . import sql
from .errors import (
    DamagedGameError,
    DuplicateInteractionError,
    GameClosedError,
    GameNotFoundError,
    LobbyError,
    SchemaTooNewError,
    StaleVersionError,
)
from .migrations import LATEST_VERSION, migrate, schema_version
from .rows import (
    Check,
    GameRow,
    GameStatus,
    LoadedGame,
    LoggedMove,
    Timers,
    dump_json,
    fold_listed,
    from_millis,
    game_row,
    player_rows,
    to_millis,
)
from .snapshots import ReplayError, first_difference, replay_log, snapshot_json, state_columns, try_load_snapshot

log = logging.getLogger(__name__)

#: Where the bot keeps its database unless ZARK_DB_PATH says otherwise (`/var/` is ignored by git).
DEFAULT_DB_PATH = Path(__file__).resolve().parent.parent / "var" / "zark.db"

Clock = Callable[[], datetime]
Params = dict[str, Any]

#: How many games' latest states `Store` keeps in memory (each a few kilobytes to some tens of kilobytes).
STATE_CACHE_GAMES = 256
#: How many users' settings `Store` keeps in memory (each a hundred bytes or so).
USER_CACHE_SIZE = 4096


def utc_now() -> datetime:
    return datetime.now(UTC)


_CLOSED_SENTENCES = {
    GameStatus.LOBBY: "This game has not started yet.",
    GameStatus.SETUP: "This game has already started.",
    GameStatus.PLAYING: "This game has already started.",
    GameStatus.FINISHED: "This game is over.",
    GameStatus.ABANDONED: "This game was abandoned.",
}


class Store:
    """Open with `await Store.open(path)`; close with `await store.close()` or use `async with`."""

    def __init__(self, db: aiosqlite.Connection, path: Path, clock: Clock) -> None:
        self._db = db
        self.path = path
        self._clock = clock
        self._lock = asyncio.Lock()
        self._states: OrderedDict[int, tuple[int, Game]] = OrderedDict()  # game id -> (version, state)
        self._users: OrderedDict[int, str] = OrderedDict()  # user id -> settings JSON, most recent last

    # ------------------------------------------------------------------------------------------- lifetime

    @classmethod
    async def open(
        cls, path: str | Path = DEFAULT_DB_PATH, *, clock: Clock = utc_now, full_sync: bool = False
    ) -> Store:
        """Open (creating the file and its directory on first run) and migrate the schema to the latest version.

        Raises SchemaTooNewError, leaving the file untouched, when a newer bot wrote it. Takes the same time
        whatever the database holds: nothing here reads the games.
        """
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        db = await _connect(path)
        try:
            found = await schema_version(db)
            if found > LATEST_VERSION:
                raise SchemaTooNewError(str(path), found, LATEST_VERSION)
            await _enable_wal(db)
            await db.execute(sql.SET_SYNCHRONOUS_FULL if full_sync else sql.SET_SYNCHRONOUS_NORMAL)
            await db.execute(sql.SET_FOREIGN_KEYS)
            await migrate(db, str(path))
            await db.execute(sql.CREATE_MOVE_COMMIT_VIEW)
            await db.execute(sql.CREATE_MOVE_COMMIT_TRIGGER)
        except BaseException:
            await db.close()
            raise
        return cls(db, path, clock)

    async def close(self) -> None:
        """Close; being the last connection, this folds the WAL back into the database file."""
        async with self._lock:
            await self._db.close()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        await self.close()

    # ------------------------------------------------------------------------------------------- lobbies

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
    ) -> GameRow:
        """A new lobby with the host in seat 0. `settings` is `Settings.to_dict()` without "players"."""
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
        async with self._write() as db:
            game_id = (await _rows(db, sql.INSERT_LOBBY, params))[0]["id"]
            player = {"game_id": game_id, "seat": 0, "user_id": host_id, "name": host_name, "now": now}
            await db.execute(sql.INSERT_PLAYER, player)
            return await _read_row(db, game_id)

    async def join(self, game_id: int, user_id: int, name: str) -> GameRow:
        """Take the next free seat. Raises LobbyError (full, already in) or GameClosedError (already started)."""
        now = self._now()
        async with self._write() as db:
            await _require_status(db, game_id, GameStatus.LOBBY)
            seats = (await _rows(db, sql.LOBBY_SEATS, {"game_id": game_id}))[0]
            if await _rows(db, sql.SELECT_SEAT_OF, {"game_id": game_id, "user_id": user_id}):
                raise LobbyError("You are already in this game.")
            if seats["taken"] >= MAX_PLAYERS:
                raise LobbyError(f"This game is full: {MAX_PLAYERS} players have joined.")
            player = {"game_id": game_id, "seat": seats["next_seat"], "user_id": user_id, "name": name, "now": now}
            await db.execute(sql.INSERT_PLAYER, player)
            await db.execute(sql.TOUCH_LOBBY, {"game_id": game_id, "now": now})
            return await _read_row(db, game_id)

    async def leave(self, game_id: int, user_id: int) -> GameRow:
        """Give up a seat in a lobby; later seats move up so seats stay 0..n-1 in joining order."""
        now = self._now()
        async with self._write() as db:
            await _require_status(db, game_id, GameStatus.LOBBY)
            if not await _rows(db, sql.SELECT_SEAT_OF, {"game_id": game_id, "user_id": user_id}):
                raise LobbyError("You are not in this game.")
            await db.execute(sql.DELETE_PLAYER, {"game_id": game_id, "user_id": user_id})
            players = player_rows(await _rows(db, sql.SELECT_PLAYERS, {"game_id": game_id}))
            for seat, player in enumerate(players):
                if player.seat != seat:
                    await db.execute(
                        sql.MOVE_PLAYER_SEAT, {"game_id": game_id, "user_id": player.user_id, "seat": seat}
                    )
            await db.execute(sql.TOUCH_LOBBY, {"game_id": game_id, "now": now})
            return await _read_row(db, game_id)

    async def start_game(self, game_id: int, seed: str | int, *, order: Sequence[Card] | None = None) -> LoadedGame:
        """Deal the game (`Game.new`) for the lobby's players in seat order and write its first snapshot.

        Exactly one of several concurrent starts succeeds; the others raise GameClosedError. Invalid settings (one
        player, say) raise the engine's NotationError and leave the lobby as it was.
        """
        now = self._now()
        async with self._write() as db:
            await _require_status(db, game_id, GameStatus.LOBBY)
            lobby = await _read_row(db, game_id)
            settings = Settings.from_dict({**lobby.settings, "players": [player.name for player in lobby.players]})
            game = Game.new(settings, seed, list(order) if order is not None else None)
            params = state_columns(game) | {"game_id": game_id, "settings": dump_json(settings.to_dict())}
            params |= {"seed": game.seed, "initial_order": _order_json(game), "now": now}
            await db.execute(sql.START_GAME, params)
            row = await _read_row(db, game_id)
        self._remember(game_id, row.version, game)
        return LoadedGame(row, game)

    async def set_thread(self, game_id: int, thread_id: int | None) -> None:
        await self._update_one(game_id, sql.SET_THREAD, {"thread_id": thread_id})

    async def set_lobby_message(self, game_id: int, message_id: int | None) -> None:
        await self._update_one(game_id, sql.SET_LOBBY_MESSAGE, {"message_id": message_id})

    async def abandon(self, game_id: int) -> GameRow:
        """Stop a lobby or a game for good. Raises GameClosedError if it is already finished or abandoned."""
        now = self._now()
        async with self._write() as db:
            cursor = await db.execute(sql.ABANDON, {"game_id": game_id, "now": now})
            if cursor.rowcount != 1:
                await _require_status(db, game_id, GameStatus.LOBBY, GameStatus.SETUP, GameStatus.PLAYING)
            return await _read_row(db, game_id)

    # ------------------------------------------------------------------------------------------- timers

    async def due_reminders(self, limit: int = 50) -> list[GameRow]:
        """Games whose next reminder is due now (oldest first), from the index on `remind_at`."""
        return await self._listed(sql.DUE_REMINDERS, {"now": self._now(), "limit": limit})

    async def due_deadlines(self, limit: int = 50) -> list[GameRow]:
        """Games whose deadline has passed (oldest first), from the index on `deadline_at`."""
        return await self._listed(sql.DUE_DEADLINES, {"now": self._now(), "limit": limit})

    async def reminder_sent(self, row: GameRow, sent_at: datetime) -> bool:
        """After the reminder due at `row.remind_at` was posted (`sent_at`: when the scheduler began sending it):
        schedule the next one. False if the wait changed meanwhile (a move, new timers), which scheduled its own."""
        return await self._reschedule_reminder(row, sql.REMINDER_SENT, {"now": to_millis(sent_at)})

    async def reminder_failed(self, row: GameRow, retry_at: datetime) -> bool:
        """The reminder due at `row.remind_at` could not be posted: it is due again at `retry_at`."""
        return await self._reschedule_reminder(row, sql.REMINDER_RETRY, {"retry_at": to_millis(retry_at)})

    async def _reschedule_reminder(self, row: GameRow, statement: str, params: Params) -> bool:
        if row.remind_at is None:
            return False
        async with self._write() as db:
            cursor = await db.execute(statement, params | {"game_id": row.id, "was": to_millis(row.remind_at)})
            return cursor.rowcount == 1

    async def move_timers(self, game_id: int, remind_at: datetime | None, deadline_at: datetime | None) -> None:
        """Put a game's next reminder and deadline at these times (an away player's pause)."""
        params = {
            "game_id": game_id,
            "remind_at": _millis_or_none(remind_at),
            "deadline_at": _millis_or_none(deadline_at),
        }
        async with self._write() as db:
            await db.execute(sql.MOVE_TIMERS, params)

    async def set_timers(self, game_id: int, timers: Timers) -> GameRow:
        """New reminder and deadline settings; a running wait is timed again from when it began."""
        async with self._write() as db:
            await _require_status(db, game_id, GameStatus.LOBBY, GameStatus.SETUP, GameStatus.PLAYING)
            await db.execute(sql.SET_TIMERS, timers.params() | {"game_id": game_id, "now": self._now()})
            return await _read_row(db, game_id)

    async def extend_timers(self, by: timedelta) -> None:
        """Move every running reminder and deadline on by `by` (the time the bot was down)."""
        async with self._write() as db:
            await db.execute(sql.EXTEND_TIMERS, {"by": round(by.total_seconds() * 1000)})

    async def heartbeat(self) -> datetime | None:
        """Record that the bot is alive now; return when it last said so (None the first time)."""
        now = self._now()
        async with self._write() as db:
            rows = await _rows(db, sql.GET_BOT_STATE, {"key": "alive_at"})
            await db.execute(sql.SET_BOT_STATE, {"key": "alive_at", "value": now})
        return from_millis(rows[0]["value"]) if rows else None

    # ------------------------------------------------------------------------------------------- moves

    async def commit_move(
        self,
        game_id: int,
        expected_version: int,
        game: Game,
        *,
        user_id: int | None,
        interaction_id: int | None,
        caretaker: bool = False,
    ) -> int:
        """Log `game`'s last move and store `game` as the new snapshot; return the new version.

        `game` is the state loaded at `expected_version` with exactly one action applied: its seat and notation
        are taken from `game.history[-1]`, so the log cannot disagree with the snapshot. Raises
        StaleVersionError if another move was committed since (nothing written), DuplicateInteractionError if
        `interaction_id` was already committed (nothing written; the first handling already answered), and
        GameClosedError if the game is not in play. A `caretaker` move (played for an absent player at a
        deadline) adds one to that player's streak, once per turn; any move of their own sets it back to nought.
        """
        if len(game.history) != expected_version:
            raise ValueError(
                f"commit one move at a time: a game at version {expected_version} plus one move has "
                f"{expected_version} moves in its history, not {len(game.history)}"
            )
        seat, action = game.history[-1]
        keep = caretaker and isinstance(action, Discard)  # a caretaker turn counts once, not again for its discard
        params = state_columns(game) | {
            "game_id": game_id,
            "expected_version": expected_version,
            "now": self._now(),
            "acting_bit": 1 << seat,
            "seq": expected_version,
            "seat": seat,
            "user_id": user_id,
            "notation": action.notation(),
            "interaction_id": interaction_id,
            "step": int(caretaker),
            "keep": int(keep),
        }
        async with self._lock:  # one statement (see sql.CREATE_MOVE_COMMIT_TRIGGER): a transaction of its own
            try:
                await self._db.execute(sql.INSERT_MOVE_COMMIT, params)
            except sqlite3.IntegrityError as error:
                if str(error) == sql.MOVE_NOT_AT_VERSION:
                    await _explain_refusal(self._db, game_id, expected_version, interaction_id)
                await _raise_if_duplicate(self._db, interaction_id)
                raise
        self._remember(game_id, expected_version + 1, game)
        return expected_version + 1

    async def move_for_interaction(self, interaction_id: int) -> tuple[int, int] | None:
        """The (game id, move seq) a Discord interaction was committed as, or None: answers a repeat at once."""
        async with self._read() as db:
            rows = await _rows(db, sql.SELECT_MOVE_BY_INTERACTION, {"interaction_id": interaction_id})
        return (rows[0]["game_id"], rows[0]["seq"]) if rows else None

    async def load(self, game_id: int) -> LoadedGame:
        """The game and its engine state (None in a lobby). A snapshot that fails to load is rebuilt from the log."""
        async with self._read() as db:
            rows = await _rows(db, sql.SELECT_GAME_AND_PLAYERS, {"game_id": game_id})
            if not rows:
                raise GameNotFoundError(game_id)
            loaded = await self._loaded(db, rows)
        return loaded if loaded is not None else await self.rebuild(game_id)

    async def load_here(self, place_id: int) -> LoadedGame | None:
        """`load` of the game `game_in_channel` finds, or None: one statement when the state is kept in memory."""
        async with self._read() as db:
            rows = await _rows(db, sql.LOAD_GAME_IN_THREAD, {"place_id": place_id})
            if not rows:
                rows = await _rows(db, sql.LOAD_GAME_IN_CHANNEL, {"place_id": place_id})
            if not rows:
                return None
            loaded = await self._loaded(db, rows)
        return loaded if loaded is not None else await self.rebuild(rows[0]["id"])

    def known_version(self, game_id: int) -> int | None:
        """The newest version of the game this store has loaded or committed, if it still keeps it (no I/O)."""
        kept = self._states.get(game_id)
        return kept[0] if kept is not None else None

    async def _loaded(self, db: aiosqlite.Connection, rows: list[sqlite3.Row]) -> LoadedGame | None:
        """The LoadedGame of a game's rows (one per player, each with the snapshot), read within the caller's read;
        None when the snapshot does not load (the caller rebuilds it once the read is over)."""
        record, [row] = rows[0], fold_listed(rows)
        if record["seed"] is None:
            return LoadedGame(row, None)  # a lobby: nothing dealt yet
        if (known := self._recall(row.id, row.version)) is not None:
            return LoadedGame(row, known)
        moves = await _read_moves(db, row.id)
        game, problem = try_load_snapshot(record["state"], moves, row.version)
        if game is None:
            log.warning("Game %d: the snapshot does not load (%s); rebuilding it from the move log.", row.id, problem)
            return None
        self._remember(row.id, row.version, game)
        return LoadedGame(row, game)

    async def moves(self, game_id: int) -> list[LoggedMove]:
        """The move log in order (seat is 0-based, as in the engine)."""
        async with self._read() as db:
            return await _read_moves(db, game_id)

    # ------------------------------------------------------------------------------------------- recovery

    async def rebuild(self, game_id: int) -> LoadedGame:
        """Replace the snapshot with the replayed log. Raises DamagedGameError when the log does not replay."""
        now = self._now()
        async with self._write() as db:
            record = await _read_state(db, game_id)
            row = await _read_row(db, game_id, record)
            if record["seed"] is None:
                return LoadedGame(row, None)
            moves = await _read_moves(db, game_id)
            try:
                if len(moves) != row.version - 1:
                    raise ReplayError(f"the log holds {len(moves)} moves but the game is at version {row.version}")
                game = replay_log(row.settings, record["seed"], record["initial_order"], moves)
            except ReplayError as error:
                log.error("Game %d: the move log does not replay: %s", game_id, error.detail)
                raise DamagedGameError(game_id, error.detail) from None
            params = {"game_id": game_id, "version": row.version, "now": now, "state": snapshot_json(game)}
            await db.execute(sql.REPLACE_SNAPSHOT, params)
        log.warning("Game %d: snapshot rebuilt from %d logged moves.", game_id, len(moves))
        self._remember(game_id, row.version, game)
        return LoadedGame(row, game)

    async def verify(self, game_id: int) -> Check:
        """Compare the snapshot with the replayed log without changing anything."""
        async with self._read() as db:
            record = await _read_state(db, game_id)
            moves = await _read_moves(db, game_id)
        version, state = record["version"], record["state"]
        if record["seed"] is None:
            return Check(game_id, not moves, "a lobby has logged moves" if moves else None)
        if version != len(moves) + 1:
            return Check(game_id, False, f"version {version} but {len(moves)} logged moves")
        try:
            settings = _json(record["settings"])
            replayed = replay_log(settings, record["seed"], record["initial_order"], moves)
        except ReplayError as error:
            return Check(game_id, False, f"the log does not replay: {error.detail}")
        snapshot, problem = try_load_snapshot(state, moves, version)
        if snapshot is None:
            return Check(game_id, False, f"the snapshot does not load: {problem}")
        difference = first_difference(game_to_dict(snapshot), game_to_dict(replayed))
        return Check(game_id, difference is None, difference)

    async def started_game_ids(self) -> list[int]:
        """Every game that has been dealt, finished and abandoned ones included: what `verify` can check."""
        async with self._read() as db:
            return [row["id"] for row in await _rows(db, sql.SELECT_STARTED_GAME_IDS)]

    async def integrity_check(self) -> str:
        """SQLite's own check of the whole file: "ok", or the problems it found."""
        async with self._read() as db:
            return "\n".join(str(row[0]) for row in await _rows(db, sql.INTEGRITY_CHECK))

    async def backup(self, destination: str | Path) -> None:
        """Copy the live database to `destination` with SQLite's backup API, while the bot keeps running.

        The copy is made on a connection of its own (WAL lets it read while moves are committed) into a
        ".partial" file that is renamed into place only when complete.
        """
        destination = Path(destination)
        destination.parent.mkdir(parents=True, exist_ok=True)
        partial = destination.with_name(destination.name + ".partial")
        partial.unlink(missing_ok=True)
        async with aiosqlite.connect(self.path) as source:
            target = sqlite3.connect(partial, check_same_thread=False)  # used on the source's thread
            try:
                await source.backup(target)
            finally:
                target.close()
        os.replace(partial, destination)

    # ------------------------------------------------------------------------------------------- queries

    async def game_in_channel(self, place_id: int) -> GameRow | None:
        """The newest active game in this thread, or else the newest active game posted in this channel itself."""
        return await self._in_place(sql.GAME_IN_THREAD, sql.GAME_IN_CHANNEL, place_id)

    async def last_game_in_channel(self, place_id: int) -> GameRow | None:
        """Like `game_in_channel`, but finished and abandoned games count too (to show an ended game's board)."""
        return await self._in_place(sql.LAST_GAME_IN_THREAD, sql.LAST_GAME_IN_CHANNEL, place_id)

    async def _in_place(self, in_thread: str, in_channel: str, place_id: int) -> GameRow | None:
        async with self._read() as db:
            games = fold_listed(await _rows(db, in_thread, {"place_id": place_id}))
            if not games:
                games = fold_listed(await _rows(db, in_channel, {"place_id": place_id}))
        return games[0] if games else None

    async def games_for_user(self, user_id: int, guild_id: int | None = None) -> list[GameRow]:
        """The user's lobbies and games in progress, oldest first; in one guild when `guild_id` is given."""
        if guild_id is None:
            return await self._listed(sql.GAMES_FOR_USER, {"user_id": user_id})
        return await self._listed(sql.GAMES_FOR_USER_IN_GUILD, {"user_id": user_id, "guild_id": guild_id})

    async def games_waiting_on(self, user_id: int) -> list[GameRow]:
        """Games in play where this user has to act now, longest-waiting first."""
        return await self._listed(sql.GAMES_WAITING_ON_USER, {"user_id": user_id})

    async def lobbies(self, guild_id: int) -> list[GameRow]:
        return await self._listed(sql.LOBBIES_IN_GUILD, {"guild_id": guild_id})

    async def games_waiting_longer_than(self, wait: timedelta) -> list[GameRow]:
        """Games in play whose players to act (`waiting_user_ids`) have been waited on for at least `wait`."""
        cutoff = to_millis(self._clock() - wait)
        return await self._listed(sql.GAMES_WAITING_SINCE, {"cutoff": cutoff})

    # ------------------------------------------------------------------------------------------- settings

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
            return _json(kept)
        async with self._read() as db:
            rows = await _rows(db, sql.SELECT_USER_SETTINGS, {"user_id": user_id})
            settings = rows[0]["settings"] if rows else "{}"
            self._keep_user(user_id, settings)  # before the lock is let go: no write can come in between
        return _json(settings)

    async def set_user_settings(self, user_id: int, settings: dict[str, object]) -> None:
        text = dump_json(settings)
        await self._write_settings(sql.UPSERT_USER_SETTINGS, {"user_id": user_id}, settings)
        self._keep_user(user_id, text)  # once committed (nothing can run between the commit and this line)

    def _keep_user(self, user_id: int, settings: str) -> None:
        self._users[user_id] = settings
        self._users.move_to_end(user_id)
        while len(self._users) > USER_CACHE_SIZE:
            self._users.popitem(last=False)

    # ------------------------------------------------------------------------------------------- import

    async def import_game(
        self,
        game: Game,
        *,
        guild_id: int | None,
        channel_id: int,
        user_ids: Sequence[int],
        thread_id: int | None = None,
    ) -> GameRow:
        """Store a game played elsewhere (a record, a benchmark position) with its whole history as the log.

        `user_ids[seat]` plays seat `seat` and is recorded as the actor of that seat's moves; the first is host.
        """
        if len(user_ids) != len(game.settings.players):
            raise ValueError(f"{len(game.settings.players)} seats need as many user ids, not {len(user_ids)}")
        now = self._now()
        params = state_columns(game) | {"guild_id": guild_id, "channel_id": channel_id, "thread_id": thread_id}
        params |= {"host_id": user_ids[0], "settings": dump_json(game.settings.to_dict()), "seed": game.seed}
        params |= {"initial_order": _order_json(game), "version": len(game.history) + 1, "now": now}
        async with self._write() as db:
            game_id = (await _rows(db, sql.INSERT_STARTED_GAME, params))[0]["id"]
            players = [
                {"game_id": game_id, "seat": seat, "user_id": user_id, "name": name, "now": now}
                for seat, (user_id, name) in enumerate(zip(user_ids, game.settings.players, strict=True))
            ]
            await db.executemany(sql.INSERT_PLAYER, players)
            moves = [
                {"game_id": game_id, "seq": seq, "seat": seat, "user_id": user_ids[seat], "now": now}
                | {"notation": action.notation(), "interaction_id": None}
                for seq, (seat, action) in enumerate(game.history, start=1)
            ]
            await db.executemany(sql.INSERT_MOVE, moves)
            return await _read_row(db, game_id)

    # ------------------------------------------------------------------------------------------- plumbing

    def _now(self) -> int:
        return to_millis(self._clock())

    def _remember(self, game_id: int, version: int, game: Game) -> None:
        """Keep a private copy of the state at this version (callers may go on changing theirs)."""
        self._states[game_id] = (version, game.copy())
        self._states.move_to_end(game_id)
        while len(self._states) > STATE_CACHE_GAMES:
            self._states.popitem(last=False)

    def _recall(self, game_id: int, version: int) -> Game | None:
        """A copy of the kept state if it is at `version`, else None."""
        kept = self._states.get(game_id)
        if kept is None or kept[0] != version:
            return None
        self._states.move_to_end(game_id)
        return kept[1].copy()

    @asynccontextmanager
    async def _read(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            yield self._db

    @asynccontextmanager
    async def _write(self) -> AsyncIterator[aiosqlite.Connection]:
        """One transaction that holds SQLite's write lock from its first statement (BEGIN IMMEDIATE)."""
        async with self._lock:
            try:
                await self._db.execute(sql.BEGIN_IMMEDIATE)
                yield self._db
                await self._db.execute(sql.COMMIT)
            except BaseException:
                # Queued behind whatever is still running on the connection's thread (a cancelled task's
                # statement carries on there), so this always ends the transaction; it fails only when BEGIN
                # itself did, and then there is nothing to undo.
                with contextlib.suppress(sqlite3.OperationalError):
                    await self._db.execute(sql.ROLLBACK)
                raise

    async def _update_one(self, game_id: int, statement: str, params: Params) -> None:
        now = self._now()
        async with self._write() as db:
            cursor = await db.execute(statement, params | {"game_id": game_id, "now": now})
            if cursor.rowcount != 1:
                raise GameNotFoundError(game_id)

    async def _listed(self, statement: str, params: Params) -> list[GameRow]:
        async with self._read() as db:
            return fold_listed(await _rows(db, statement, params))

    async def _settings(self, statement: str, params: Params) -> dict[str, object]:
        async with self._read() as db:
            rows = await _rows(db, statement, params)
        return _json(rows[0]["settings"]) if rows else {}

    async def _write_settings(self, statement: str, params: Params, settings: dict[str, object]) -> None:
        now = self._now()
        async with self._write() as db:
            await db.execute(statement, params | {"settings": dump_json(settings), "now": now})


# ----------------------------------------------------------------------------------------------- helpers
# These run inside a transaction or a read that the caller holds.


async def _connect(path: Path) -> aiosqlite.Connection:
    """Autocommit mode: every transaction here is an explicit BEGIN ... COMMIT, never one Python opened."""
    db = await aiosqlite.connect(path, isolation_level=None)
    db.row_factory = sqlite3.Row
    await db.execute(sql.SET_BUSY_TIMEOUT)
    return db


async def _enable_wal(db: aiosqlite.Connection, attempts: int = 100) -> None:
    """Switch to WAL (a no-op once the file is in WAL mode).

    The switch needs the file to itself and SQLite does not wait for that with the busy timeout, so two processes
    creating the database at once retry here.
    """
    for _ in range(attempts - 1):
        try:
            await db.execute(sql.SET_WAL)
            return
        except sqlite3.OperationalError as error:
            if "locked" not in str(error):
                raise
            await asyncio.sleep(0.05)
    await db.execute(sql.SET_WAL)


async def _rows(db: aiosqlite.Connection, statement: str, params: Params | None = None) -> list[sqlite3.Row]:
    return list(await db.execute_fetchall(statement, params or {}))


async def _read_state(db: aiosqlite.Connection, game_id: int) -> sqlite3.Row:
    rows = await _rows(db, sql.SELECT_GAME, {"game_id": game_id})
    if not rows:
        raise GameNotFoundError(game_id)
    return rows[0]


async def _read_row(db: aiosqlite.Connection, game_id: int, record: sqlite3.Row | None = None) -> GameRow:
    record = record if record is not None else await _read_state(db, game_id)
    return game_row(record, player_rows(await _rows(db, sql.SELECT_PLAYERS, {"game_id": game_id})))


async def _read_moves(db: aiosqlite.Connection, game_id: int) -> list[LoggedMove]:
    rows = await _rows(db, sql.SELECT_MOVES, {"game_id": game_id})
    return [LoggedMove(row["seq"], row["seat"], row["user_id"], row["notation"]) for row in rows]


async def _require_status(db: aiosqlite.Connection, game_id: int, *allowed: GameStatus) -> GameStatus:
    rows = await _rows(db, sql.SELECT_STATUS, {"game_id": game_id})
    if not rows:
        raise GameNotFoundError(game_id)
    status = GameStatus(rows[0]["status"])
    if status not in allowed:
        raise GameClosedError(game_id, status, _CLOSED_SENTENCES[status])
    return status


async def _explain_refusal(
    db: aiosqlite.Connection, game_id: int, expected_version: int, interaction_id: int | None
) -> None:
    """The move's UPDATE matched no row: say why, in the order a player would care about. Always raises."""
    await _raise_if_duplicate(db, interaction_id)
    await _require_status(db, game_id, GameStatus.SETUP, GameStatus.PLAYING)
    current = (await _rows(db, sql.SELECT_STATUS, {"game_id": game_id}))[0]["version"]
    raise StaleVersionError(game_id, expected_version, current)


async def _raise_if_duplicate(db: aiosqlite.Connection, interaction_id: int | None) -> None:
    if interaction_id is None:
        return
    rows = await _rows(db, sql.SELECT_MOVE_BY_INTERACTION, {"interaction_id": interaction_id})
    if rows:
        raise DuplicateInteractionError(interaction_id, rows[0]["game_id"], rows[0]["seq"])


def _millis_or_none(moment: datetime | None) -> int | None:
    return None if moment is None else to_millis(moment)


def _order_json(game: Game) -> str | None:
    return None if game.initial_order is None else dump_json(list(game.initial_order))


def _json(text: str) -> dict[str, object]:
    value = json.loads(text)
    if not isinstance(value, dict):
        raise ValueError("a settings blob must be a JSON object")
    return value
