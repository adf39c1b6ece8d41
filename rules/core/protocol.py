"""The engine protocol: what every game kind answers, so that shared code (the command lines, the store, the
application, the images, the computer players) never asks what type an engine is.

A game kind has two sides, as OpenSpiel's games do:

- `GameKind`, the kind itself: its key (the ``game`` setting: ``zark-city``, ``unocitta``, ...), its title, its
  table options and their checks, dealing a new game, reading and writing records and snapshots, its notation, the
  caretaker's move and the evaluation its computer players search with. One object per kind, in the registry
  (`rules.core.registry`).
- `GameState`, one game being played: the seats to act, the legal actions of a seat, applying one, copying, the
  view a seat may see (`GameView`), the game as a seat may believe it to be (its hidden cards dealt afresh), and the
  preview's "as if it were this seat's turn".

Each kind's own types (its settings, views, events and actions) are richer than this. A kind answers `Kind` for its
own game and settings types, so its methods take them as they are; the registry holds every kind alike as a
`GameKind` (`Kind[Any, Any]`): that alias is the one place where shared code, which holds a game as a `GameState`,
meets a kind's own types. `kind_of(game)` finds the kind by the game's own settings, so the game it is handed back is
always the kind's own. A kind's events answer `rules.core.events.Event`; what only its own packages read (its
pending decisions) is left out.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, Self, TypeVar

from .actions import Action
from .cells import Cell
from .evaluation import Evaluation
from .events import Event
from .messages import Message
from .phase import Phase
from .ranking import Ranking


class Rules(Protocol):
    """The rules a table plays by: each kind's own (a Zark `Ruleset`, Zarcana's rules) answers much more."""

    @property
    def title(self) -> str: ...


class GameSettings(Protocol):
    """What is chosen when a game is created: the players in seat order, the kind, the rules they give."""

    @property
    def players(self) -> tuple[str, ...]: ...

    @property
    def game(self) -> str:
        """The kind's key, as stored in records and snapshots."""
        ...

    @property
    def ruleset(self) -> Rules: ...

    @property
    def rated(self) -> bool:
        """Whether the game's result rates its players: off for a friendly game (the table option `rated`)."""
        ...

    @property
    def hints(self) -> bool:
        """Whether its players may ask for a suggested move (the table option `hints`); such a game is never rated."""
        ...

    def to_dict(self) -> dict[str, object]: ...


class SeatSummary(Protocol):
    @property
    def name(self) -> str: ...


class GameView(Protocol):
    """What one seat (`viewer`), or everyone (`viewer` None), may see of a game: nothing else leaves the engine for
    players. Shared code reads only these; each kind's own packages read its own view's every field."""

    @property
    def viewer(self) -> int | None: ...

    @property
    def settings(self) -> GameSettings: ...

    @property
    def seats(self) -> Sequence[SeatSummary]: ...

    @property
    def phase(self) -> Phase: ...

    @property
    def current(self) -> int: ...

    @property
    def to_act(self) -> tuple[int, ...]:
        """Who must act now."""
        ...

    @property
    def turn(self) -> int: ...

    @property
    def winners(self) -> tuple[int, ...]:
        """Who won, once the game is over (several for a shared win; none if it ended with no winner)."""
        ...

    @property
    def hand(self) -> Sequence[str]:
        """The viewer's own cards; empty in the public view."""
        ...

    @property
    def history(self) -> tuple[tuple[int, str], ...]:
        """(seat, notation) of every move, as this viewer may know it."""
        ...

    @property
    def last_cells(self) -> tuple[Cell, ...]:
        """The cells the last move changed."""
        ...

    @property
    def seat(self) -> int:
        """The viewer's seat; the public view raises `HiddenInformationError`."""
        ...

    def name(self, seat: int) -> str: ...


class GameState(Protocol):
    """One game being played, secrets and all: never shown to a player (they see `view`)."""

    @property
    def settings(self) -> GameSettings: ...

    @property
    def seed(self) -> str:
        """Where all its chance comes from: a secret while the game runs (it gives every hand)."""
        ...

    @property
    def initial_order(self) -> Sequence[str] | None:
        """The deck order a record named instead of a seed, top card first."""
        ...

    @property
    def phase(self) -> Phase: ...

    @property
    def current(self) -> int:
        """Whose turn it is."""
        ...

    @property
    def turn(self) -> int: ...

    @property
    def history(self) -> Sequence[tuple[int, Action]]: ...

    @property
    def resigned(self) -> Sequence[bool]: ...

    @property
    def winners(self) -> tuple[int, ...]:
        """As `GameView.winners`."""
        ...

    def name(self, seat: int) -> str: ...

    def seats_to_act(self) -> list[int]:
        """The seats that may take a game action now (usually one; several while starters are chosen)."""
        ...

    def active_seats(self) -> list[int]:
        """The seats still playing (not resigned)."""
        ...

    def legal_actions(self, seat: int) -> list[Action]: ...

    def apply(self, seat: int, action: Action) -> Sequence[Event]:
        """Apply `action` for `seat`, or raise a `RulesError` carrying the sentence a player reads and change
        nothing. Returns the events, which only the kind's own words read in full."""
        ...

    def copy(self, *, history: bool = True) -> Self: ...

    def view(self, seat: int | None = None) -> GameView: ...

    def resample(self, seat: int, rng: random.Random) -> Self:
        """The game as `seat` may believe it to be: everything `seat` cannot see dealt afresh from `rng`, so
        whatever reads the copy (a preview, a computer player) can learn no secret."""
        ...

    def as_if_turn_of(self, seat: int) -> None:
        """Make it `seat`'s turn in this copy, as a preview does for a player waiting for theirs; raises an
        `IllegalActionError` with the sentence why not, when the game is at a moment that cannot be skipped."""
        ...


@dataclass(frozen=True, slots=True)
class TableOption:
    """One table option a host may choose when opening a table: `/zark new options:NAME:VALUE`."""

    name: str
    values: tuple[str, ...]  # the words a host may give, the default first
    #: What each value does, in the order of `values`, as a message citing its ruling (rated:off: "a friendly game,
    #: not rated", ``table-option-rated-off``); none: the values are offered without words
    value_help: tuple[Message, ...] = ()

    def __post_init__(self) -> None:
        assert not self.value_help or len(self.value_help) == len(self.values), f"{self.name}: one line per value"

    def describe(self, value: str) -> Message | None:
        """What choosing `value` does, as a message, or None where the option says nothing of its values."""
        if self.value_help and value in self.values:
            return self.value_help[self.values.index(value)]
        return None


G_contra = TypeVar("G_contra", bound=GameState, contravariant=True)
S_contra = TypeVar("S_contra", bound=GameSettings, contravariant=True)


class Kind(Protocol[G_contra, S_contra]):
    """One game the bot plays, taking its own game and settings types: an entry of the registry
    (`rules.core.registry`), which holds it as a `GameKind`. What it returns is typed as the protocol's (a kind's own
    class says more)."""

    @property
    def key(self) -> str:
        """The ``game`` setting that names this kind: ``zark-city``, ``unocitta``, ``unopolis``, ``zarcana``."""
        ...

    @property
    def title(self) -> str: ...

    @property
    def min_players(self) -> int: ...

    @property
    def max_players(self) -> int: ...

    @property
    def table_options(self) -> tuple[TableOption, ...]: ...

    def table(self, options: Mapping[str, str]) -> dict[str, object]:
        """A new table's stored settings from the options its host gave (by `TableOption.name`; an option left out
        takes its default). Raises `NotationError` with the sentence for an option or value this kind does not
        have, or for options that do not go together."""
        ...

    def settings(self, stored: Mapping[str, Any]) -> GameSettings:
        """The settings of stored ones (a snapshot's or a table's, with ``players``). Raises `NotationError`."""
        ...

    def new(self, settings: S_contra, seed: str | int, order: Sequence[str] | None = None) -> GameState:
        """Deal a new game from `seed` (or from `order`, the deck top first)."""
        ...

    def to_dict(self, state: G_contra) -> dict[str, object]:
        """A snapshot for storage: the whole state, secrets included, never for players."""
        ...

    def from_dict(self, data: Mapping[str, Any]) -> GameState: ...

    def parse_action(self, line: str) -> Action:
        """One move in this kind's notation. Raises `NotationError`."""
        ...

    def owns(self, action: Action) -> bool:
        """Whether `action` is one of this kind's (a command of another family's game is not)."""
        ...

    def turn_goes_on(self, action: Action) -> bool:
        """Whether `action` is free: its player's turn goes on after it (R-24's nomination), so nobody is newly called
        on and the wait for that player's move is not over."""
        ...

    def completes_turn(self, action: Action) -> bool:
        """Whether `action` only finishes a turn already taken (the discard down to the hand limit, R-8): a
        caretaker's turn counts once, not again for it."""
        ...

    def replay(self, text: str) -> GameState:
        """Read a record and play it move by move. Raises `RecordError`."""
        ...

    def write_record(self, state: G_contra) -> str:
        """The full record (docs/notation.md): replays exactly, secrets included."""
        ...

    def public_record(self, state: G_contra, viewer: int | None) -> str:
        """The record as `viewer` (None: anyone) may read it."""
        ...

    def position_text(self, state: G_contra) -> str:
        """Everything about a position in plain text, for the command lines."""
        ...

    def random_game(
        self, settings: S_contra, seed: str | int, *, max_turns: int, rng_seed: int | None = None
    ) -> GameState:
        """A game of random legal moves, for the command line, samples and benchmarks."""
        ...

    @property
    def evaluation(self) -> Evaluation[Any]:
        """What its computer players search with (`rules.players` plays every level with it)."""
        ...

    def caretaker_action(self, state: G_contra, seat: int) -> Action:
        """The move played for an absent player at a deadline: seeing only that seat's cards, seeded by public
        facts, so the same moment gives the same move."""
        ...

    def ranking(self, state: G_contra) -> Ranking | None:
        """The finished game's places, best first, each the seats tied in it (`rules.core.ranking`), for the
        ratings; None when it is not rated: a game not over, ended by agreement (R-18) with no winner, or a friendly
        game (its settings' `rated` off, or `hints` on)."""
        ...


#: A kind as the registry holds it and shared code asks it: its own types unknown (`Any`), since shared code holds a
#: game as a `GameState`. The one bridge from the registry's untyped store to a kind's own types: the registry finds a
#: game's kind by the game's own settings (`kind_of`), so a kind is only ever handed its own games and settings.
GameKind = Kind[Any, Any]
