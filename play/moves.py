"""The values a request and a committed move are passed around as: where a command was typed, a game loaded for
one of its players, a committed action, and how an action is built. Either engine's game fits (`rules.core.protocol`):
everything here reads only what both answer alike."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from data import GameRow
from rules import Action, Event, GameState, GameView, Message, Phase, kind_of

G_co = TypeVar("G_co", bound=GameState, covariant=True)
V_co = TypeVar("V_co", bound=GameView, covariant=True)
E_co = TypeVar("E_co", bound=Event, covariant=True)

#: What the referee says when a menu or button carries a version the game has left behind.
STALE_MENU = Message("play-stale-menu")


@dataclass(frozen=True, slots=True)
class Venue:
    """Where a command was typed: a channel or thread, in a server (or in none)."""

    channel_id: int
    guild_id: int | None


@dataclass(frozen=True, slots=True)
class Seated:
    """A started game loaded for one of its players."""

    row: GameRow
    game: GameState
    seat: int

    def view(self) -> GameView:
        """What this player may see: everything they are shown or offered is computed from it."""
        return self.game.view(self.seat)


@dataclass(frozen=True, slots=True)
class PlayedOf(Generic[G_co, V_co, E_co]):
    """A committed action: the row as it was loaded, the new state, what the engine reported, and the new state's
    public view (built once: the board image, its alt text and the table's message all come from it), typed with one
    engine's game, view and event types: a family reads it so (`play.families.FamilyOf.private_report`)."""

    row: GameRow
    game: G_co
    seat: int
    action: Action
    events: Sequence[E_co]
    version: int
    public: V_co
    duplicate: bool = False

    @property
    def game_over(self) -> bool:
        return self.game.phase is Phase.OVER

    @property
    def turn_goes_on(self) -> bool:
        """A free action (R-24's nomination): the same player's turn goes on, so nobody is newly called on."""
        return kind_of(self.game).turn_goes_on(self.action)


#: A committed action as shared code holds it, whichever engine's: the referee makes it (as a `PlayedOf`: a
#: subscripted generic cannot make a frozen, slotted instance), the family of its game's kind reads it with its own
#: types (`play.families.family_of`).
Played = PlayedOf[Any, Any, Any]


#: How a command's request becomes an action, given the game as loaded (the copy the referee will apply it to) and
#: the asker's seat. It may read the game (whose pyramid a target names, the Emperor's demand under way) and raise a
#: `UserError`; the engine alone decides whether the action is legal.
ActionBuilder = Callable[[GameState, int], Action]
