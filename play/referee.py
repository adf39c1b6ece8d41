"""The referee: the one path from a request to a committed move, for an `Actor`.

Find the game (of a channel or thread, or by its id), seat the actor in it, build the action, check that the
seat may act now, let the engine apply it (the engine alone decides legality), commit it with the version it was
loaded at (the store refuses stale or repeated moves), and say what happened. A per-game lock keeps two requests
of one process from racing; the store's version check covers everything else.
"""

from __future__ import annotations

import asyncio
import weakref
from functools import partial

from data import DuplicateInteractionError, GameRow, GameStatus, GameStore, LoadedGame
from rules import Action, Event, GameState, Message, Phase
from rules.core.actions import OPEN_ANY_TIME

from .actor import Actor, Role
from .announcements import move_owes, move_text, settings_after
from .errors import UserError
from .families import check_family, family_of
from .moves import STALE_MENU, ActionBuilder, Played, PlayedOf, Seated, Venue
from .texts import linked_game
from .tutorial import lesson

__all__ = ["STALE_MENU", "ActionBuilder", "Played", "Referee", "Seated", "Venue", "waiting_sentence"]

_CANCELLED = Message("play-game-cancelled")
_OVER = Message("play-game-over")


class Referee:
    def __init__(self, store: GameStore) -> None:
        self.store = store
        # A game's lock lives while someone holds or waits for it, then goes: no entry for every game ever played.
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()

    def lock(self, game_id: int) -> asyncio.Lock:
        if (lock := self._locks.get(game_id)) is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    async def game_here(self, place: Venue, user_id: int, *, ended_ok: bool = False) -> GameRow:
        """The active game of this channel or thread (or, with `ended_ok`, the last one even if it ended), else a
        sentence: the game here is over, or where the caller's games are."""
        row = await self.store.game_in_channel(place.channel_id)
        if row is not None:
            return row
        ended = await self.store.last_game_in_channel(place.channel_id)
        if ended is not None:
            if ended_ok:
                return ended
            raise UserError(_CANCELLED if ended.status is GameStatus.ABANDONED else _OVER)
        mine = [g for g in await self.store.games_for_user(user_id, place.guild_id) if g.status.is_active]
        if not mine:
            raise UserError(Message("play-no-game-here"))
        links = tuple(linked_game(g) for g in mine[:5])
        raise UserError(Message("play-no-game-here-yours", links=links))

    async def seated(self, place: Venue, user_id: int, *, ended_ok: bool = False) -> Seated:
        loaded = await self.store.load_here(place.channel_id)
        if loaded is None:  # no active game here: an ended one (with `ended_ok`), or the sentence saying why not
            row = await self.game_here(place, user_id, ended_ok=ended_ok)
            loaded = await self.store.load(row.id)
        return self._seat(loaded, user_id)

    def _seat(self, loaded: LoadedGame, user_id: int) -> Seated:
        row, game = loaded.row, loaded.game
        if row.status is GameStatus.LOBBY or game is None:
            raise UserError(Message("play-not-started"))
        seat = row.seat_of(user_id)
        if seat is None:
            raise UserError(Message("play-not-playing"))
        return Seated(row, game, seat)

    async def seated_in(self, game_id: int, user_id: int) -> Seated:
        return self._seat(await self.store.load(game_id), user_id)

    async def play(self, place: Venue, actor: Actor, build: ActionBuilder, interaction_id: int | None) -> Played:
        """Build, check, apply and commit one action for `actor` in the game of this channel or thread. Raises with
        a sentence, and changes nothing then."""
        loaded = await self.store.load_here(place.channel_id)  # finding and loading the game: usually one statement
        if loaded is not None:
            return await self._play(loaded.row.id, actor, build, interaction_id, expected_version=None, loaded=loaded)
        try:
            row = await self.game_here(place, actor.seat_user)
        except UserError:
            # A repeat of a move that ended the game finds no game here: answer it as the repeat it is.
            if (repeat := await self._repeat(interaction_id)) is not None:
                return repeat
            raise
        return await self._play(row.id, actor, build, interaction_id, expected_version=None, loaded=None)

    async def play_in(
        self,
        game_id: int,
        actor: Actor,
        build: ActionBuilder,
        interaction_id: int | None,
        *,
        expected_version: int | None = None,
    ) -> Played:
        """Like `play`, for a known game (a button, a menu, the scheduler). `expected_version` refuses a menu that
        belongs to an earlier moment of the game."""
        return await self._play(game_id, actor, build, interaction_id, expected_version=expected_version, loaded=None)

    async def _play(
        self,
        game_id: int,
        actor: Actor,
        build: ActionBuilder,
        interaction_id: int | None,
        *,
        expected_version: int | None,
        loaded: LoadedGame | None,
    ) -> Played:
        """`loaded` is the game as just loaded: used if no move of it was committed here since."""
        async with self.lock(game_id):
            try:
                if loaded is None or self.store.known_version(game_id) != loaded.row.version:
                    loaded = await self.store.load(game_id)  # (another request of this game got in first)
                seated, action, events = self._try(loaded, actor, build, expected_version)
            except Exception:
                # A repeated interaction fails these checks (the game has moved on since it was played), so it is
                # looked for only now, off the usual path: a repeat is answered as one, not refused.
                if (repeat := await self._repeat(interaction_id)) is not None:
                    return repeat
                raise
            game, seat = seated.game, seated.seat  # the game after the action
            played = PlayedOf(seated.row, game, seat, action, events, seated.row.version + 1, game.view(None))
            caretaker = actor.role is Role.CARETAKER
            taught = lesson(seated.row.settings, game)  # a tutorial's explanations due now, noted with the move
            lines = taught.lines if taught else ()
            text = move_text(played, caretaker=caretaker, lesson=lines)  # held for the next post, if nobody is called
            settings = settings_after(played, taught.settings if taught else seated.row.settings, text)
            try:
                await self.store.commit_move(
                    game_id,
                    seated.row.version,
                    game,
                    user_id=actor.logged_user,
                    interaction_id=interaction_id,
                    caretaker=caretaker,
                    continuing=actor.continuing,
                    owed=partial(move_owes, played, caretaker=caretaker, lesson=lines),
                    settings=settings,
                )
            except DuplicateInteractionError:
                return _repeated(seated.row, game, seat, action, seated.row.version)
            return played

    def _try(
        self, loaded: LoadedGame, actor: Actor, build: ActionBuilder, expected_version: int | None
    ) -> tuple[Seated, Action, list[Event]]:
        """Every check, then the action applied: (who plays, in the game as it now is; the action; its events)."""
        seated = self._seat(loaded, actor.seat_user)
        game, seat = seated.game, seated.seat
        if seated.row.status is GameStatus.ABANDONED:
            raise UserError(_CANCELLED)
        if game.phase is Phase.OVER:
            raise UserError(_OVER)
        if expected_version is not None and expected_version != seated.row.version:
            raise UserError(STALE_MENU)
        action = build(game, seat)
        check_family(game, action)
        if not isinstance(action, OPEN_ANY_TIME) and seat not in game.seats_to_act():
            raise UserError(waiting_sentence(game, seat))
        # The loaded game is this request's own copy, and the engine checks an action fully before changing
        # anything, so it is applied in place: a refused action leaves it as it was.
        events: list[Event] = list(game.apply(seat, action))
        return seated, action, events

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
        return _repeated(loaded.row, loaded.game, seat, action, seq + 1)


def _repeated(row: GameRow, game: GameState, seat: int, action: Action, version: int) -> Played:
    """A move made already: reported as such, with no new events."""
    return PlayedOf(row, game, seat, action, [], version, game.view(None), duplicate=True)


def waiting_sentence(game: GameState, seat: int) -> Message:
    """Why `seat` cannot act now, in words (the game's family says it)."""
    return family_of(game).waiting_sentence(game, seat)
