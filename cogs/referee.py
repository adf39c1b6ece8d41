"""The referee: the one path from a player's request to a committed move, with no Discord types in it.

A turn command is: find the game of this channel or thread, check the caller sits in it, build the action from
the options (the rules parse it), apply it to a copy (the rules decide legality), commit it with the version it
was loaded at (the store refuses stale or repeated moves), and say what happened. A per-game lock keeps two
requests of one process from racing; the store's version check covers everything else.

Given a `Drawer` (the bot passes `BoardDrawer.draw`, which draws in a process of its own), the referee starts
drawing the public board of the new state before committing it, so the picture is made while the database
writes; a move that is not committed drops its picture.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from data import DuplicateInteractionError, GameRow, GameStatus, LoadedGame, Store
from rules import Action, Event, Game, View

from .texts import UserError, game_link


@dataclass(frozen=True, slots=True)
class Seated:
    """A started game loaded for one of its players."""

    row: GameRow
    game: Game
    seat: int


@dataclass(frozen=True, slots=True)
class Played:
    """A committed action: the row as it was loaded, the new state, and what the engine reported."""

    row: GameRow
    game: Game
    seat: int
    action: Action
    events: list[Event]
    version: int
    duplicate: bool = False
    board: asyncio.Future[bytes] | None = None  # the public board of `game`, being drawn (see `Drawer`)

    @property
    def game_over(self) -> bool:
        return self.game.phase == "over"

    def public_view(self) -> View:
        return self.game.view(None)


ActionBuilder = Callable[[Game, int], Action]
Drawer = Callable[[View, int], Awaitable[bytes]]  # (public view, game id) -> the board as PNG bytes


class Referee:
    def __init__(self, store: Store, draw: Drawer | None = None) -> None:
        self.store = store
        self._draw = draw
        # A game's lock lives while someone holds or waits for it, then goes: no entry for every game ever played.
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()

    def lock(self, game_id: int) -> asyncio.Lock:
        if (lock := self._locks.get(game_id)) is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    async def game_here(self, place_id: int, user_id: int, guild_id: int | None, *, ended_ok: bool = False) -> GameRow:
        """The active game of this channel or thread (or, with `ended_ok`, the last one even if it ended), else a
        sentence: the game here is over, or where the caller's games are."""
        row = await self.store.game_in_channel(place_id)
        if row is not None:
            return row
        ended = await self.store.last_game_in_channel(place_id)
        if ended is not None:
            if ended_ok:
                return ended
            raise UserError(
                "This game was cancelled." if ended.status is GameStatus.ABANDONED else "This game is over."
            )
        mine = [g for g in await self.store.games_for_user(user_id, guild_id) if g.status.is_active]
        if not mine:
            raise UserError("There is no game here. Start one with /zark new.")
        links = ", ".join(game_link(g) for g in mine[:5])
        raise UserError(f"There is no game here. Your games: {links}")

    async def seated(self, place_id: int, user_id: int, guild_id: int | None, *, ended_ok: bool = False) -> Seated:
        loaded = await self.store.load_here(place_id)
        if loaded is None:  # no active game here: an ended one (with `ended_ok`), or the sentence saying why not
            row = await self.game_here(place_id, user_id, guild_id, ended_ok=ended_ok)
            loaded = await self.store.load(row.id)
        return self._seat(loaded, user_id)

    def _seat(self, loaded: LoadedGame, user_id: int) -> Seated:
        row, game = loaded.row, loaded.game
        if row.status is GameStatus.LOBBY or game is None:
            raise UserError("This game has not started yet: the host starts it from the lobby.")
        seat = row.seat_of(user_id)
        if seat is None:
            raise UserError("You are not playing in this game.")
        return Seated(row, game, seat)

    async def seated_in(self, game_id: int, user_id: int) -> Seated:
        return self._seat(await self.store.load(game_id), user_id)

    async def play(
        self, place_id: int, user_id: int, guild_id: int | None, build: ActionBuilder, interaction_id: int | None
    ) -> Played:
        """Build, check, apply and commit one action for the caller in the game of this channel or thread."""
        loaded = await self.store.load_here(place_id)  # finding and loading the game: usually one statement
        if loaded is not None:
            return await self.play_in(loaded.row.id, user_id, build, interaction_id, loaded=loaded)
        try:
            row = await self.game_here(place_id, user_id, guild_id)
        except UserError:
            # A repeat of a move that ended the game finds no game here: answer it as the repeat it is.
            if (repeat := await self._repeat(interaction_id)) is not None:
                return repeat
            raise
        return await self.play_in(row.id, user_id, build, interaction_id)

    async def play_in(
        self,
        game_id: int,
        user_id: int,
        build: ActionBuilder,
        interaction_id: int | None,
        *,
        expected_version: int | None = None,
        any_time: bool = False,
        caretaker: bool = False,
        actor_id: int | None = None,
        loaded: LoadedGame | None = None,
    ) -> Played:
        """Like `play`, for a known game. `expected_version` refuses a menu from an older turn; `any_time` is
        for actions open out of turn (resign, agreeing to end); `caretaker` plays for `user_id`, who let their
        deadline pass (logged without a user, and counted in their streak); `actor_id` is who is logged as making
        the move when it is not `user_id` (a host removing a player); `loaded` is the game as just loaded, used if
        no move of it was committed here since. Raises with a sentence; changes nothing then."""
        async with self.lock(game_id):
            try:
                if loaded is None or self.store.known_version(game_id) != loaded.row.version:
                    loaded = await self.store.load(game_id)  # (another request of this game got in first)
                seated, action, trial, events = self._try(loaded, user_id, build, expected_version, any_time)
            except Exception:
                # A repeated interaction fails these checks (the game has moved on since it was played), so it is
                # looked for only now, off the usual path: a repeat is answered as one, not refused.
                if (repeat := await self._repeat(interaction_id)) is not None:
                    return repeat
                raise
            game, seat = seated.game, seated.seat
            board = self._start_drawing(trial, game_id)
            try:
                version = await self.store.commit_move(
                    game_id,
                    seated.row.version,
                    trial,
                    user_id=None if caretaker else actor_id if actor_id is not None else user_id,
                    interaction_id=interaction_id,
                    caretaker=caretaker,
                )
            except DuplicateInteractionError:
                _drop(board)
                return Played(seated.row, game, seat, action, [], seated.row.version, duplicate=True)
            except BaseException:
                _drop(board)
                raise
            return Played(seated.row, trial, seat, action, events, version, board=board)

    def _start_drawing(self, game: Game, game_id: int) -> asyncio.Future[bytes] | None:
        if self._draw is None:
            return None
        return asyncio.ensure_future(self._draw(game.view(None), game_id))

    def _try(
        self, loaded: LoadedGame, user_id: int, build: ActionBuilder, expected_version: int | None, any_time: bool
    ) -> tuple[Seated, Action, Game, list[Event]]:
        """Every check, then the action applied to a copy: (who plays, the action, the new state, its events)."""
        seated = self._seat(loaded, user_id)
        game, seat = seated.game, seated.seat
        if seated.row.status is GameStatus.ABANDONED:
            raise UserError("This game was cancelled.")
        if game.phase == "over":
            raise UserError("This game is over.")
        if expected_version is not None and expected_version != seated.row.version:
            raise UserError(STALE_MENU)
        if not any_time and seat not in game.seats_to_act():
            raise UserError(waiting_sentence(game, seat))
        action = build(game, seat)
        trial = game.copy()
        events = trial.apply(seat, action)
        return seated, action, trial, events

    async def _repeat(self, interaction_id: int | None) -> Played | None:
        """A second delivery of an interaction already committed (the store keeps every interaction id, so this
        holds across restarts): a duplicate with no new events. Looked for when a check refuses, since a repeat
        would be refused (the game has moved on), so the usual path costs no query for it."""
        found = await self.store.move_for_interaction(interaction_id) if interaction_id is not None else None
        if found is None:
            return None
        game_id, seq = found
        loaded = await self.store.load(game_id)
        assert loaded.game is not None
        seat, action = loaded.game.history[seq - 1]
        return Played(loaded.row, loaded.game, seat, action, [], seq + 1, duplicate=True)


def _drop(board: asyncio.Future[Any] | None) -> None:
    """Abandon a picture of a move that was not committed (a failure to draw it is then of no interest)."""
    if board is not None:
        board.cancel()
        board.add_done_callback(lambda done: done.cancelled() or done.exception())


STALE_MENU = "This menu is from an earlier moment of the game; it has moved on. Use the newest message."


def waiting_sentence(game: Game, seat: int) -> str:
    """Why `seat` cannot act now, in words."""
    if game.resigned[seat]:  # first: a player who resigned while starters were chosen has chosen nothing
        return "You have resigned from this game."
    if game.phase == "starters":
        return "You have chosen your starter; waiting for the others."
    return f"It is {game.name(game.current)}'s turn, not yours."
