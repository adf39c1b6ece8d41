"""Computer players at a table: seating them in a lobby, and playing their turns.

The host seats computer players in a lobby at a level (easy, medium or hard). Each is named like "Bot 2 (hard)" in
the table's language (short enough for the board's legend) and has a user id of its own below zero, so it has one
seat like anyone. The engine knows them only by that name; texts add a 🤖.

A computer seat is never pinged, reminded or given a deadline. When the game waits on one, `computer_moves`
finds what it must do, has `think` choose the action (the bot runs `play.thinking.decide` in a worker process,
never on the event loop), waits out the rest of a short pause counted from when its turn came, and plays the move
through the referee like anyone's, at the version the choice was made for. The choice is seeded by the game's id,
its version and the seat, which are public, so the same moment always gives the same move: a search cut off by a
restart is made again, identically, after it.

With several bot processes on one database, each turn is first claimed (`Claim`): one process searches and plays
it, the others leave it alone; the version check would refuse a second move anyway, but not a second search.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from datetime import timedelta

import i18n
from data import GameRow, LoadedGame, PlayerRow, StoreError
from i18n import ENGLISH
from rules import Action, GameState, GameView, RulesError

from . import tutorial
from .actor import Actor
from .errors import UserError
from .referee import Played, Referee

#: The levels a table offers (the arena's `random` yardstick is no opponent for a person).
SEAT_LEVELS = ("easy", "medium", "hard")

#: (game, seat, level, seed) -> the action; the bot's runs in a worker process.
Think = Callable[[GameState, int, str, str], Awaitable[Action]]
#: Waits out what is left of the pause before a computer's move (given the game as loaded when it was chosen).
Pause = Callable[[GameRow], Awaitable[None]]
#: Whether this process now holds the turn (`GameStore.claim_computer_turn`): False when another process does.
Claim = Callable[["Turn"], Awaitable[bool]]

#: How long a claimed turn is held beyond the pause before the move: time enough for the slowest search on a busy
#: machine. Another process takes the turn up only if its holder died (or is slower than this).
SEARCH_ALLOWANCE = timedelta(minutes=2)


def claim_lease(pause: timedelta) -> timedelta:
    """How long a computer's turn is claimed for, with this pause before its move."""
    return pause + SEARCH_ALLOWANCE


def computer_name(number: int, level: str, language: str = ENGLISH) -> str:
    """A computer seat's name, in its table's `language`: ``Bot 2 (hard)``, ``Bot 2 (schwer)``. It is kept with the
    game as any player's name, so every board, turn and legend of that table reads it in the table's language."""
    return i18n.text(language, "computer-name", number=str(number), level=level)


def computers_to_act(row: GameRow, view: GameView) -> list[PlayerRow]:
    """The computer seats that must act in this view of the game (its `to_act`)."""
    players = (row.player_at(seat) for seat in view.to_act)
    return [player for player in players if player is not None and player.is_computer]


@dataclass(frozen=True, slots=True)
class Turn:
    """What a computer seat must do now: act in this game, at this version."""

    game_id: int
    version: int
    player: PlayerRow
    #: What seeds the move in place of the game's number (a tutorial's: `play.tutorial.seeded_as`).
    seeded_as: str | None = None

    @property
    def seed(self) -> str:
        return f"computer:{self.seeded_as or self.game_id}:{self.version}:{self.player.seat}"


def pending(loaded: LoadedGame) -> Turn | None:
    """The first computer seat this game waits on, if any (several choose starters at once: one at a time)."""
    if loaded.game is None or not loaded.row.status.is_active:
        return None
    for seat in loaded.game.seats_to_act():
        player = loaded.row.player_at(seat)
        if player is not None and player.is_computer:
            return Turn(loaded.row.id, loaded.version, player, tutorial.seeded_as(loaded.row.settings))
    return None


class ComputerMoveRefused(Exception):
    """The engine refused a computer's own choice in the game it was chosen for: a bug, never a player's doing."""


async def computer_moves(
    referee: Referee, game_id: int, think: Think, pause: Pause, claim: Claim
) -> AsyncIterator[Played]:
    """Play every computer move this game waits on, one at a time, until it waits on people only (or is over, or
    another process holds the turn)."""
    while True:
        loaded = await referee.store.load(game_id)
        turn = pending(loaded)
        if turn is None or not await claim(turn):
            return
        assert loaded.game is not None and turn.player.computer is not None
        taught = tutorial.teaching_move(loaded.row.settings, loaded.game, turn.player.seat)
        action = taught or await think(loaded.game, turn.player.seat, turn.player.computer, turn.seed)
        await pause(loaded.row)
        try:
            played = await referee.play_in(
                game_id, Actor.computer(turn.player.user_id), _given(action), None, expected_version=turn.version
            )
        except (RulesError, StoreError, UserError) as error:
            now = await referee.store.load(game_id)
            if not now.row.status.is_active:
                return  # stopped meanwhile (a tutorial its learner ended): nothing more to play
            if now.version == turn.version:
                raise ComputerMoveRefused(f"game {game_id}: {action.notation()}: {error}") from error
            continue  # the game moved on meanwhile (someone resigned, or chose a starter): look again
        yield played


def _given(action: Action) -> Callable[[GameState, int], Action]:
    return lambda game, seat: action
