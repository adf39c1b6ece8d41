"""The game store: a snapshot plus an append-only move log per game, in SQLite (the default) or PostgreSQL.

One `Store` serves both backends: the queries (`data.sql`) and everything here are shared, and the backend
(`data.sqlite`, `data.postgres`) supplies only the connection and the true dialect differences. `Store.open` picks
the backend from its target: a path or `sqlite:PATH`, or a `postgresql://` URL. `data.gamestore.GameStore` is the
protocol the bot's other layers use.

A move is one transaction (`commit_move`): it checks the version the caller read, appends the move to the log and
replaces the snapshot, so a move is never half-applied, never applied on top of another player's (whichever
process committed it), and never applied twice for the same Discord interaction.

Loading: a game's state is a function of its id and version (a version is one more logged move), so the store
keeps the state it last loaded or committed for the most recent games (`STATE_CACHE_GAMES`) and, when the stored
row shows that version, hands out a copy instead of reading the log and parsing the snapshot again. The row is
always read, so a move committed by another process is always seen; the cache never decides what is current.

The rest of the store is one module per concern, each a part `Store` is made of: `lobbies`, `timers`, `listings`
(finding games), `preferences` (guild and user settings), `maintenance` (checks, imports) and `ratings`, all built on
`connection` (the database, the clock and the reads they share).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from types import TracebackType

from rules import GameState, Phase, kind_for, kind_of

from . import sql
from .connection import (
    Now,
    keep_recent,
    read_moves,
    read_row,
    read_state,
    require_status,
    utc_now,
)
from .database import Database, IntegrityViolation, Row, Session, TargetError, is_postgres, sqlite_path
from .errors import DamagedGameError, DuplicateInteractionError, GameNotFoundError, SchemaTooNewError, StaleVersionError
from .listings import ListingStore
from .lobbies import LobbyStore
from .maintenance import MaintenanceStore
from .migrations import LATEST_VERSION, migrate
from .outbox import OutboxStore, Owed, write_owed
from .preferences import PreferenceStore
from .ratings import GameResult, RatingStore, write_result
from .rows import GameStatus, LoadedGame, LoggedMove, dump_json, fold_listed
from .snapshots import ReplayError, order_json, replay_log, snapshot_json, state_columns, try_load_snapshot
from .sqlite import SqliteDatabase
from .timers import TimerStore
from .webplayers import WebPlayerStore

__all__ = ["DEFAULT_DB_PATH", "STATE_CACHE_GAMES", "Now", "Store", "open_database", "utc_now"]

log = logging.getLogger(__name__)

#: Where the bot keeps its database unless ZARK_DB_PATH says otherwise (`/var/` is ignored by git).
DEFAULT_DB_PATH = Path(__file__).resolve().parent.parent / "var" / "zark.db"

#: How many games' latest states `Store` keeps in memory (a game's state is small next to what the bot draws).
STATE_CACHE_GAMES = 256


class Store(
    LobbyStore, TimerStore, ListingStore, PreferenceStore, MaintenanceStore, OutboxStore, RatingStore, WebPlayerStore
):
    """Open with `await Store.open(target)`; close with `await store.close()` or use `async with`."""

    # ------------------------------------------------------------------------------------------- lifetime

    @classmethod
    async def open(
        cls, target: str | Path = DEFAULT_DB_PATH, *, clock: Now = utc_now, full_sync: bool = False
    ) -> Store:
        """Open the database (a SQLite file is created, with its directory, on first run) and migrate its schema to
        the latest version. `target` is a path or `sqlite:PATH`, or a `postgresql://` URL; `full_sync` is for
        SQLite (a disk flush on every commit).

        Raises SchemaTooNewError, leaving the database untouched, when a newer bot wrote it, TargetError for a
        target that names no database, and DatabaseUnavailableError when a PostgreSQL server cannot be reached.
        Takes the same time whatever the database holds: nothing here reads the games.
        """
        database = await open_database(target, full_sync=full_sync)
        try:
            found = await database.schema_version()
            if found > LATEST_VERSION:
                raise SchemaTooNewError(database.describe(), found, LATEST_VERSION)
            await database.prepare()
            await migrate(database)
        except BaseException:
            await database.close()
            raise
        return cls(database, clock)

    async def close(self) -> None:
        await self.database.close()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        await self.close()

    # ------------------------------------------------------------------------------------------- dealing

    async def start_game(
        self,
        game_id: int,
        seed: str | int,
        *,
        order: Sequence[str] | None = None,
        owed: Callable[[LoadedGame], Sequence[Owed]] | None = None,
        notes: Callable[[GameState], Mapping[str, object]] | None = None,
    ) -> LoadedGame:
        """Deal the game (by the engine its settings name) for the lobby's players in seat order and write its first
        snapshot, with what `owed` says the start owes the table (`data.outbox`), in one transaction. What `notes`
        gives for the game dealt is kept in its stored settings beside the engine's, under keys no engine reads (a
        tutorial's learner and what it has explained: `play.tutorial`); a move may change them (`commit_move`).

        Exactly one of several concurrent starts succeeds; the others raise GameClosedError. Invalid settings (one
        player, say) raise the engine's NotationError and leave the lobby as it was.
        """
        now = self._now()
        async with self.database.write() as session:
            await require_status(session, game_id, GameStatus.LOBBY, lock=True)
            lobby = await read_row(session, game_id)
            stored = {**lobby.settings, "players": [player.name for player in lobby.players]}
            kind = kind_for(stored)
            game = kind.new(kind.settings(stored), seed, order)
            settings = {**(notes(game) if notes is not None else {}), **game.settings.to_dict()}
            params = state_columns(game) | {"game_id": game_id, "settings": dump_json(settings)}
            params |= {"seed": game.seed, "initial_order": order_json(game), "now": now}
            await session.execute(sql.START_GAME, params)
            row = await read_row(session, game_id)
            if owed is not None:
                await write_owed(session, game_id, row.version, owed(LoadedGame(row, game)), now)
        self._remember(game_id, row.version, game)
        return LoadedGame(row, game)

    # ------------------------------------------------------------------------------------------- moves

    async def commit_move(
        self,
        game_id: int,
        expected_version: int,
        game: GameState,
        *,
        user_id: int | None,
        interaction_id: int | None,
        caretaker: bool = False,
        continuing: bool = False,
        owed: Sequence[Owed] | Callable[[GameResult | None], Sequence[Owed]] = (),
        settings: Mapping[str, object] | None = None,
    ) -> int:
        """Log `game`'s last move and store `game` as the new snapshot, with what the move `owed` the table
        (`data.outbox`), in one transaction; return the new version.

        `game` is the state loaded at `expected_version` with exactly one action applied: its seat and notation
        are taken from `game.history[-1]`, so the log cannot disagree with the snapshot. Raises
        StaleVersionError if another move was committed since (nothing written), DuplicateInteractionError if
        `interaction_id` was already committed (nothing written; the first handling already answered), and
        GameClosedError if the game is not in play. A `caretaker` move (played for an absent player at a
        deadline) adds one to that player's streak, once per turn; any move of their own sets it back to nought.
        The move that ends the game also writes its result and its players' new ratings (`data.ratings`); `owed`
        may be a function of that result (None for a move that does not end a rated game), to tell the table.
        `settings`, given, replace the stored settings with the move (the engine's unchanged, what `start_game`'s
        notes keep beside them changed), so they always go with the version they were written for.
        """
        if len(game.history) != expected_version:
            raise ValueError(
                f"commit one move at a time: a game at version {expected_version} plus one move has "
                f"{expected_version} moves in its history, not {len(game.history)}"
            )
        seat, action = game.history[-1]
        # A caretaker turn counts once, not again for its discard or its further steps.
        kind = kind_of(game)
        keep = caretaker and (continuing or kind.completes_turn(action))
        # A free action (R-24's nomination) is not the end of a wait: the same player still has their turn to
        # play, so their reminder and deadline keep running (they cannot be put off by re-nominating).
        acting_bit = 0 if kind.turn_goes_on(action) else 1 << seat
        now = self._now()
        params = state_columns(game) | {
            "game_id": game_id,
            "expected_version": expected_version,
            "now": now,
            "acting_bit": acting_bit,
            "seq": expected_version,
            "seat": seat,
            "user_id": user_id,
            "notation": action.notation(),
            "interaction_id": interaction_id,
            "step": int(caretaker),
            "keep": int(keep),
        }
        try:
            async with self.database.write() as session:
                if await session.execute(sql.COMMIT_MOVE, params) != 1:
                    raise _NotAtVersion  # (nothing was written: the transaction is rolled back)
                await session.execute(sql.INSERT_MOVE, params)
                await session.execute(sql.SET_CARETAKER_STREAK, params)
                if settings is not None:
                    await session.execute(sql.SET_SETTINGS, {"game_id": game_id, "settings": dump_json(dict(settings))})
                result = await write_result(session, game_id, game, now) if game.phase is Phase.OVER else None
                owes = owed(result) if callable(owed) else owed
                await write_owed(session, game_id, expected_version + 1, owes, now)
                if self.database.dialect.name == "postgresql":  # other processes' pages hear of it (LISTEN)
                    await session.execute(sql.NOTIFY_MOVE, {"payload": f"{game_id} {expected_version + 1}"})
        except _NotAtVersion:
            await self._explain_refusal(game_id, expected_version, interaction_id)
        except IntegrityViolation:
            await self._raise_if_duplicate(interaction_id)
            raise
        self._remember(game_id, expected_version + 1, game)
        self.tell_moved(game_id, expected_version + 1)
        return expected_version + 1

    async def move_for_interaction(self, interaction_id: int) -> tuple[int, int] | None:
        """The (game id, move seq) a Discord interaction was committed as, or None: answers a repeat at once."""
        async with self.database.read() as session:
            rows = await session.fetch(sql.SELECT_MOVE_BY_INTERACTION, {"interaction_id": interaction_id})
        return (rows[0]["game_id"], rows[0]["seq"]) if rows else None

    async def load(self, game_id: int) -> LoadedGame:
        """The game and its engine state (None in a lobby). A snapshot that fails to load is rebuilt from the log."""
        async with self.database.read() as session:
            rows = await session.fetch(sql.SELECT_GAME_AND_PLAYERS, {"game_id": game_id})
            if not rows:
                raise GameNotFoundError(game_id)
            loaded = await self._loaded(session, rows)
        return loaded if loaded is not None else await self.rebuild(game_id)

    async def load_here(self, place_id: int) -> LoadedGame | None:
        """`load` of the game `game_in_channel` finds, or None: one statement when the state is kept in memory."""
        async with self.database.read() as session:
            rows = await session.fetch(sql.LOAD_GAME_IN_THREAD, {"place_id": place_id})
            if not rows:
                rows = await session.fetch(sql.LOAD_GAME_IN_CHANNEL, {"place_id": place_id})
            if not rows:
                return None
            loaded = await self._loaded(session, rows)
        return loaded if loaded is not None else await self.rebuild(rows[0]["id"])

    def known_version(self, game_id: int) -> int | None:
        """The newest version of the game this store has loaded or committed, if it still keeps it (no I/O)."""
        kept = self._states.get(game_id)
        return kept[0] if kept is not None else None

    async def _loaded(self, session: Session, rows: Sequence[Row]) -> LoadedGame | None:
        """The LoadedGame of a game's rows (one per player, each with the snapshot), read within the caller's read;
        None when the snapshot does not load (the caller rebuilds it once the read is over)."""
        record, [row] = rows[0], fold_listed(rows)
        if record["seed"] is None:
            return LoadedGame(row, None)  # a lobby: nothing dealt yet
        if (known := self._recall(row.id, row.version)) is not None:
            return LoadedGame(row, known)
        moves = await read_moves(session, row.id, version=row.version)
        game, problem = try_load_snapshot(record["state"], moves, row.version)
        if game is None:
            log.warning("Game %d: the snapshot does not load (%s); rebuilding it from the move log.", row.id, problem)
            return None
        self._remember(row.id, row.version, game)
        return LoadedGame(row, game)

    async def moves(self, game_id: int) -> list[LoggedMove]:
        """The move log in order (seat is 0-based, as in the engine)."""
        async with self.database.read() as session:
            return await read_moves(session, game_id)

    # ------------------------------------------------------------------------------------------- recovery

    async def rebuild(self, game_id: int) -> LoadedGame:
        """Replace the snapshot with the replayed log. Raises DamagedGameError when the log does not replay."""
        now = self._now()
        async with self.database.write() as session:
            record = await read_state(session, game_id)
            row = await read_row(session, game_id, record)
            if record["seed"] is None:
                return LoadedGame(row, None)
            moves = await read_moves(session, game_id, version=row.version)
            try:
                if len(moves) != row.version - 1:
                    raise ReplayError(f"the log holds {len(moves)} moves but the game is at version {row.version}")
                game = replay_log(row.settings, record["seed"], record["initial_order"], moves)
            except ReplayError as error:
                log.error("Game %d: the move log does not replay: %s", game_id, error.detail)
                raise DamagedGameError(game_id, error.detail) from None
            params = {"game_id": game_id, "version": row.version, "now": now, "state": snapshot_json(game)}
            await session.execute(sql.REPLACE_SNAPSHOT, params)
        log.warning("Game %d: snapshot rebuilt from %d logged moves.", game_id, len(moves))
        self._remember(game_id, row.version, game)
        return LoadedGame(row, game)

    # ------------------------------------------------------------------------------------------- state cache

    def _remember(self, game_id: int, version: int, game: GameState) -> None:
        """Keep a private copy of the state at this version (callers may go on changing theirs)."""
        keep_recent(self._states, game_id, (version, game.copy()), STATE_CACHE_GAMES)

    def _recall(self, game_id: int, version: int) -> GameState | None:
        """A copy of the kept state if it is at `version`, else None."""
        kept = self._states.get(game_id)
        if kept is None or kept[0] != version:
            return None
        self._states.move_to_end(game_id)
        return kept[1].copy()

    # ------------------------------------------------------------------------------------------- refusals

    async def _explain_refusal(self, game_id: int, expected_version: int, interaction_id: int | None) -> None:
        """The move's UPDATE matched no row: say why, in the order a player would care about. Always raises."""
        await self._raise_if_duplicate(interaction_id)
        async with self.database.read() as session:
            await require_status(session, game_id, GameStatus.SETUP, GameStatus.PLAYING)
            current = (await session.fetch(sql.SELECT_STATUS, {"game_id": game_id}))[0]["version"]
        raise StaleVersionError(game_id, expected_version, current)

    async def _raise_if_duplicate(self, interaction_id: int | None) -> None:
        if interaction_id is None:
            return
        async with self.database.read() as session:
            rows = await session.fetch(sql.SELECT_MOVE_BY_INTERACTION, {"interaction_id": interaction_id})
        if rows:
            raise DuplicateInteractionError(interaction_id, rows[0]["game_id"], rows[0]["seq"])


class _NotAtVersion(Exception):
    """Inside `commit_move`: the version check matched no row, so the transaction is given up."""


async def open_database(target: str | Path, *, full_sync: bool = False) -> Database:
    """Connect to the database `target` names (nothing is read or migrated yet)."""
    if is_postgres(target):
        # Imported here, so that asyncpg is loaded only by a bot that uses PostgreSQL.
        from .postgres import PostgresDatabase  # noqa: PLC0415

        return await PostgresDatabase.connect(str(target))
    path = sqlite_path(target)
    if path.is_dir():
        raise TargetError(f"{path} is a folder, not a database file.")
    return await SqliteDatabase.connect(path, full_sync=full_sync)
