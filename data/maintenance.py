"""Operators' tools shared by both backends: checking snapshots against their logs, and importing a game played
elsewhere. (SQLite's integrity check and live backup belong to the SQLite backend, `data.sqlite`; copying a whole
database from one backend to another is `data.copying`.)"""

from __future__ import annotations

from collections.abc import Sequence

from rules import GameState, kind_of

from . import sql
from .connection import StoreConnection, read_moves, read_row, read_state
from .rows import Check, GameRow, dump_json, parse_settings
from .snapshots import ReplayError, first_difference, order_json, replay_log, state_columns, try_load_snapshot


class MaintenanceStore(StoreConnection):
    async def verify(self, game_id: int) -> Check:
        """Compare the snapshot with the replayed log without changing anything."""
        async with self.database.read() as session:
            record = await read_state(session, game_id)
            moves = await read_moves(session, game_id, version=record["version"])
        version, state = record["version"], record["state"]
        if record["seed"] is None:
            return Check(game_id, not moves, "a lobby has logged moves" if moves else None)
        if version != len(moves) + 1:
            return Check(game_id, False, f"version {version} but {len(moves)} logged moves")
        try:
            settings = parse_settings(record["settings"])
            replayed = replay_log(settings, record["seed"], record["initial_order"], moves)
        except ReplayError as error:
            return Check(game_id, False, f"the log does not replay: {error.detail}")
        snapshot, problem = try_load_snapshot(state, moves, version)
        if snapshot is None:
            return Check(game_id, False, f"the snapshot does not load: {problem}")
        difference = first_difference(kind_of(snapshot).to_dict(snapshot), kind_of(replayed).to_dict(replayed))
        return Check(game_id, difference is None, difference)

    async def started_game_ids(self) -> list[int]:
        """Every game that has been dealt, finished and abandoned ones included: what `verify` can check."""
        async with self.database.read() as session:
            return [row["id"] for row in await session.fetch(sql.SELECT_STARTED_GAME_IDS)]

    async def import_game(
        self,
        game: GameState,
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
        params |= {"initial_order": order_json(game), "version": len(game.history) + 1, "now": now}
        async with self.database.write() as session:
            game_id = (await session.fetch(sql.INSERT_STARTED_GAME, params))[0]["id"]
            players = [
                {"game_id": game_id, "seat": seat, "user_id": user_id, "name": name, "computer": None, "now": now}
                for seat, (user_id, name) in enumerate(zip(user_ids, game.settings.players, strict=True))
            ]
            await session.execute_many(sql.INSERT_PLAYER, players)
            moves = [
                {"game_id": game_id, "seq": seq, "seat": seat, "user_id": user_ids[seat], "now": now}
                | {"notation": action.notation(), "interaction_id": None}
                for seq, (seat, action) in enumerate(game.history, start=1)
            ]
            await session.execute_many(sql.INSERT_MOVE, moves)
            return await read_row(session, game_id)
