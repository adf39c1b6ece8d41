"""Snapshots and the move log: writing and reading a snapshot, replaying the log, and comparing the two.

The log is the truth and the snapshot a cache of it: a game is its kind's new game (`GameKind.new`, from the
settings, the seed and any deck order) followed by every logged move in order. The stored snapshot is the kind's
`to_dict(game)` with its history replaced by the history's length (`"moves": n`): the history *is* the log, and a
second copy in every snapshot would double the bytes each move writes. Loading puts the logged moves back as the
history. The snapshot's (and the row's) settings name the game's kind (`rules.kind_for`), which reads and writes it.
Nothing here touches the database.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from rules import GameState, Phase, kind_for, kind_of
from rules.core.errors import RulesError

from .rows import GameStatus, LoggedMove, dump_json


class ReplayError(Exception):
    """The log does not replay: `detail` names the move and the engine's reason."""

    def __init__(self, detail: str) -> None:
        super().__init__(detail)
        self.detail = detail


# ----------------------------------------------------------------------------------------------- writing


def snapshot_json(game: GameState) -> str:
    state = kind_of(game).to_dict(game)
    state["moves"] = len(game.history)
    del state["history"]
    return dump_json(state)


def order_json(game: GameState) -> str | None:
    """The `initial_order` column: the deck order a record named instead of a seed, else None."""
    return None if game.initial_order is None else dump_json(list(game.initial_order))


def state_columns(game: GameState) -> dict[str, object]:
    """The columns that follow from the state: status, whose turn, who is waited on, the snapshot itself."""
    return {
        "status": status_of(game).value,
        "turn_seat": single_turn_seat(game),
        "waiting_seats": sum(1 << seat for seat in game.seats_to_act()),
        "state": snapshot_json(game),
    }


def status_of(game: GameState) -> GameStatus:
    if game.phase is Phase.OVER:
        return GameStatus.FINISHED
    if game.phase in (Phase.STARTERS, Phase.HATCHING):
        return GameStatus.SETUP
    return GameStatus.PLAYING


def single_turn_seat(game: GameState) -> int | None:
    to_act = game.seats_to_act()
    return to_act[0] if len(to_act) == 1 and game.phase is not Phase.STARTERS else None


# ----------------------------------------------------------------------------------------------- reading


def load_snapshot(state: str, moves: Sequence[LoggedMove], version: int) -> GameState:
    """The stored game: the snapshot with the logged moves as its history. Raises when anything is off.

    A started game at version v has made v-1 moves, so a snapshot taken at another move (an old copy) is refused,
    as is a log that is not exactly v-1 moves long.
    """
    data = json.loads(state)
    if data.pop("moves") != version - 1 or len(moves) != version - 1:
        raise ValueError(f"the snapshot or the log does not hold the {version - 1} moves of version {version}")
    data["history"] = [[move.seat, move.notation] for move in moves]
    return kind_for(data["settings"]).from_dict(data)


def try_load_snapshot(
    state: str | None, moves: Sequence[LoggedMove], version: int
) -> tuple[GameState | None, str | None]:
    """The stored game, or None and why not. Any failure counts: a damaged cache is never fatal."""
    if state is None:
        return None, "the snapshot is missing"
    try:
        return load_snapshot(state, moves, version), None
    except Exception as error:  # JSON, KeyError, TypeError, rules errors: whatever it is, the log can rebuild it
        return None, f"{type(error).__name__}: {error}"


def replay_log(
    settings: dict[str, object], seed: str, initial_order: str | None, moves: Sequence[LoggedMove]
) -> GameState:
    """Rebuild a game from its identity and its log. Raises ReplayError naming the first move that fails."""
    order = [str(card) for card in json.loads(initial_order)] if initial_order else None
    try:
        kind = kind_for(settings)
        game = kind.new(kind.settings(settings), seed, order)
    except RulesError as error:
        raise ReplayError(f"the game cannot be set up again: {error}") from None  # a message shows its arguments
    for expected_seq, move in enumerate(moves, start=1):
        if move.seq != expected_seq:
            raise ReplayError(f"move {expected_seq} is missing from the log")
        try:
            game.apply(move.seat, kind.parse_action(move.notation))
        except RulesError as error:
            raise ReplayError(f"move {move.seq} ({move.seat + 1} {move.notation}) fails: {error}") from None
    return game


def first_difference(snapshot: dict[str, object], replayed: dict[str, object]) -> str | None:
    """The first top-level field where two snapshots (`GameKind.to_dict`) differ, or None when they are equal."""
    for key in sorted(set(snapshot) | set(replayed)):
        if snapshot.get(key) != replayed.get(key):
            return f"the snapshot and the replayed log differ in {key!r}"
    return None
