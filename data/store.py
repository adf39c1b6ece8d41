"""The game store: one SQLite file, a snapshot plus an append-only move log per game.

A move is one transaction (`commit_move`): it appends the move to the log and replaces the snapshot only if the
game is still at the version the caller read, so a move is never half-applied, never applied on top of another
player's, and never applied twice for the same Discord interaction.

Loading: a game's state is a function of its id and version (a version is one more logged move), so the store
keeps the state it last loaded or committed for the most recent games (`STATE_CACHE_GAMES`) and, when the row
still shows that version, hands out a copy instead of reading the log and parsing the snapshot again. The row
itself is always read; the cache never decides what is current.

Durability: WAL with `synchronous = NORMAL`. A commit is written to the WAL before `commit_move` returns, so it
survives the bot process dying at any moment (SIGKILL included); only a power cut or kernel crash can lose the last
moments before a checkpoint, and even then the file stays consistent. `full_sync=True` trades a disk flush on
every move for surviving power loss too.

The rest of the store is one module per concern, each a part `Store` is made of: `lobbies`, `timers`, `listings`
(finding games), `preferences` (guild and user settings) and `maintenance` (checks, backups, imports), all built
on `connection` (the one connection, its lock and the clock).
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType

import aiosqlite

from rules import Card, Discard, Game, Settings
from rules.actions import FREE_ACTIONS

from . import sql
from .connection import (
    Clock,
    connect,
    enable_wal,
    fetch_rows,
    keep_recent,
    read_moves,
    read_row,
    read_state,
    require_status,
    utc_now,
)
from .errors import DamagedGameError, DuplicateInteractionError, GameNotFoundError, SchemaTooNewError, StaleVersionError
from .listings import ListingStore
from .lobbies import LobbyStore
from .maintenance import MaintenanceStore
from .migrations import LATEST_VERSION, migrate, schema_version
from .preferences import PreferenceStore
from .rows import GameStatus, LoadedGame, LoggedMove, dump_json, fold_listed
from .snapshots import ReplayError, order_json, replay_log, snapshot_json, state_columns, try_load_snapshot
from .timers import TimerStore

__all__ = ["DEFAULT_DB_PATH", "STATE_CACHE_GAMES", "Clock", "Store", "utc_now"]

log = logging.getLogger(__name__)

#: Where the bot keeps its database unless ZARK_DB_PATH says otherwise (`/var/` is ignored by git).
DEFAULT_DB_PATH = Path(__file__).resolve().parent.parent / "var" / "zark.db"

#: How many games' latest states `Store` keeps in memory (a game's state is small next to what the bot draws).
STATE_CACHE_GAMES = 256


class Store(LobbyStore, TimerStore, ListingStore, PreferenceStore, MaintenanceStore):
    """Open with `await Store.open(path)`; close with `await store.close()` or use `async with`."""

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
        db = await connect(path)
        try:
            found = await schema_version(db)
            if found > LATEST_VERSION:
                raise SchemaTooNewError(str(path), found, LATEST_VERSION)
            await enable_wal(db)
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

    # ------------------------------------------------------------------------------------------- dealing

    async def start_game(self, game_id: int, seed: str | int, *, order: Sequence[Card] | None = None) -> LoadedGame:
        """Deal the game (`Game.new`) for the lobby's players in seat order and write its first snapshot.

        Exactly one of several concurrent starts succeeds; the others raise GameClosedError. Invalid settings (one
        player, say) raise the engine's NotationError and leave the lobby as it was.
        """
        now = self._now()
        async with self._write() as db:
            await require_status(db, game_id, GameStatus.LOBBY)
            lobby = await read_row(db, game_id)
            settings = Settings.from_dict({**lobby.settings, "players": [player.name for player in lobby.players]})
            game = Game.new(settings, seed, list(order) if order is not None else None)
            params = state_columns(game) | {"game_id": game_id, "settings": dump_json(settings.to_dict())}
            params |= {"seed": game.seed, "initial_order": order_json(game), "now": now}
            await db.execute(sql.START_GAME, params)
            row = await read_row(db, game_id)
        self._remember(game_id, row.version, game)
        return LoadedGame(row, game)

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
        # A free action (R-24's nomination) is not the end of a wait: the same player still has their turn to
        # play, so their reminder and deadline keep running (they cannot be put off by re-nominating).
        acting_bit = 0 if isinstance(action, FREE_ACTIONS) else 1 << seat
        params = state_columns(game) | {
            "game_id": game_id,
            "expected_version": expected_version,
            "now": self._now(),
            "acting_bit": acting_bit,
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
            rows = await fetch_rows(db, sql.SELECT_MOVE_BY_INTERACTION, {"interaction_id": interaction_id})
        return (rows[0]["game_id"], rows[0]["seq"]) if rows else None

    async def load(self, game_id: int) -> LoadedGame:
        """The game and its engine state (None in a lobby). A snapshot that fails to load is rebuilt from the log."""
        async with self._read() as db:
            rows = await fetch_rows(db, sql.SELECT_GAME_AND_PLAYERS, {"game_id": game_id})
            if not rows:
                raise GameNotFoundError(game_id)
            loaded = await self._loaded(db, rows)
        return loaded if loaded is not None else await self.rebuild(game_id)

    async def load_here(self, place_id: int) -> LoadedGame | None:
        """`load` of the game `game_in_channel` finds, or None: one statement when the state is kept in memory."""
        async with self._read() as db:
            rows = await fetch_rows(db, sql.LOAD_GAME_IN_THREAD, {"place_id": place_id})
            if not rows:
                rows = await fetch_rows(db, sql.LOAD_GAME_IN_CHANNEL, {"place_id": place_id})
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
        moves = await read_moves(db, row.id)
        game, problem = try_load_snapshot(record["state"], moves, row.version)
        if game is None:
            log.warning("Game %d: the snapshot does not load (%s); rebuilding it from the move log.", row.id, problem)
            return None
        self._remember(row.id, row.version, game)
        return LoadedGame(row, game)

    async def moves(self, game_id: int) -> list[LoggedMove]:
        """The move log in order (seat is 0-based, as in the engine)."""
        async with self._read() as db:
            return await read_moves(db, game_id)

    # ------------------------------------------------------------------------------------------- recovery

    async def rebuild(self, game_id: int) -> LoadedGame:
        """Replace the snapshot with the replayed log. Raises DamagedGameError when the log does not replay."""
        now = self._now()
        async with self._write() as db:
            record = await read_state(db, game_id)
            row = await read_row(db, game_id, record)
            if record["seed"] is None:
                return LoadedGame(row, None)
            moves = await read_moves(db, game_id)
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

    # ------------------------------------------------------------------------------------------- state cache

    def _remember(self, game_id: int, version: int, game: Game) -> None:
        """Keep a private copy of the state at this version (callers may go on changing theirs)."""
        keep_recent(self._states, game_id, (version, game.copy()), STATE_CACHE_GAMES)

    def _recall(self, game_id: int, version: int) -> Game | None:
        """A copy of the kept state if it is at `version`, else None."""
        kept = self._states.get(game_id)
        if kept is None or kept[0] != version:
            return None
        self._states.move_to_end(game_id)
        return kept[1].copy()


# ----------------------------------------------------------------------------------------------- helpers
# These run under the lock `commit_move` holds, once its statement was refused.


async def _explain_refusal(
    db: aiosqlite.Connection, game_id: int, expected_version: int, interaction_id: int | None
) -> None:
    """The move's UPDATE matched no row: say why, in the order a player would care about. Always raises."""
    await _raise_if_duplicate(db, interaction_id)
    await require_status(db, game_id, GameStatus.SETUP, GameStatus.PLAYING)
    current = (await fetch_rows(db, sql.SELECT_STATUS, {"game_id": game_id}))[0]["version"]
    raise StaleVersionError(game_id, expected_version, current)


async def _raise_if_duplicate(db: aiosqlite.Connection, interaction_id: int | None) -> None:
    if interaction_id is None:
        return
    rows = await fetch_rows(db, sql.SELECT_MOVE_BY_INTERACTION, {"interaction_id": interaction_id})
    if rows:
        raise DuplicateInteractionError(interaction_id, rows[0]["game_id"], rows[0]["seq"])
