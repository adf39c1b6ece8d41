"""What the application asks of a game kind: its words, and the registry that finds them.

Everything shared (the referee, the store, lobbies, timers, reminders, deadlines, previews, the scheduling of computer
players) reads a game through the engine protocol (`rules.GameState`, `rules.GameView`) and its kind
(`rules.kind_of`). What differs, the words above all, is asked of the game's `Family`, found by the game's kind:
`play.zark` serves Zark City, Unocitta and Unopolis, `play.zarcana` serves Zarcana (`play.games` registers them, one
line each). Nothing here asks what type an engine is.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from data import GameRow
from i18n import ENGLISH
from rules import Action, Cell, Event, GameKind, GameSettings, GameState, GameView, Message, kind_for, kind_of
from rules.core.registry import HasSettings

from .errors import UserError

if TYPE_CHECKING:
    from .moves import PlayedOf


@dataclass(frozen=True, slots=True)
class CardsOwed:
    """Cards the mover must choose among before their turn ends (the discard down to the hand limit, R-8): the menu
    under their private reply, for this moment of the game only."""

    game_id: int
    version: int
    hand: tuple[str, ...]  # the cards, in the game's notation
    labels: tuple[str, ...]  # each as players read it (``7♥``)
    words: tuple[str, ...]  # each in words (``7 of hearts``)
    count: int


def _nowhere(view: GameView, action: Action) -> str:
    return ""


@dataclass(frozen=True, slots=True)
class Topic:
    """One turn option a tutorial explains once (`play.tutorial`), in the family's words: its title, a sentence,
    the rule it cites (``R-11 to R-14``), the rules page saying more, which of the learner's legal actions are it,
    and where one of them is on the board (``M13 to N13``; empty when nothing is worth pointing at). A place only,
    never a card: the explanation is posted for the table to read."""

    key: str  # never changes: the tutorial stores which keys it has explained
    title: str
    sentence: str
    rule: str
    page: Message  # the rules page as typed in the reader's words: /zark rules page:build (``tutorial-page-zark``)
    matches: Callable[[Action], bool]
    where: Callable[[GameView, Action], str] = _nowhere  # given the public view


G_contra = TypeVar("G_contra", bound=GameState, contravariant=True)
V_contra = TypeVar("V_contra", bound=GameView, contravariant=True)
S_contra = TypeVar("S_contra", bound=GameSettings, contravariant=True)
E_contra = TypeVar("E_contra", bound=Event, contravariant=True)


class FamilyOf(Protocol[G_contra, V_contra, S_contra, E_contra]):
    """The words of one family of game kinds, typed with its own engine's game, view, settings and event types: every
    method takes the game, view or settings of a table this family serves. Every method that returns words takes the
    `language` of whoever reads them (`i18n.LANGUAGES`; the caller chooses it: the reader's for a private reply, the
    table's for its posts, `play.texts.table_language`). The registry holds every family alike, as a `Family`."""

    @property
    def wrong_commands(self) -> Message:
        """Said when another family's command is used at this family's table."""
        ...

    def table_words(self, settings: S_contra, *, language: str = ENGLISH) -> str:
        """The table's options in a few words, for the lobby: ``arcade edition, standard deck, ...``."""
        ...

    def waiting_sentence(self, game: G_contra, seat: int) -> Message:
        """Why `seat` cannot act now."""
        ...

    def move_line(
        self, view: V_contra, seat: int, action: Action, *, private: bool = False, language: str = ENGLISH
    ) -> str: ...

    def events_line(self, view: V_contra, events: Sequence[E_contra], *, language: str = ENGLISH) -> str:
        """What everyone may know of a move's events."""
        ...

    def next_step_line(self, view: V_contra, row: GameRow, *, language: str = ENGLISH) -> str:
        """Who acts next, mentioning those players (or who won)."""
        ...

    def turn_goes_on_line(self, view: V_contra, *, language: str = ENGLISH) -> str:
        """After a free action (`GameKind.turn_goes_on`): the same player's turn goes on."""
        ...

    def private_report(
        self, played: PlayedOf[G_contra, V_contra, E_contra], viewer_id: int, *, language: str = ENGLISH
    ) -> tuple[str, CardsOwed | None]:
        """What the person who made a move learns privately, and the cards they owe a choice of, if any."""
        ...

    def owed_action(self, cards: tuple[str, ...]) -> Action:
        """The action for the cards chosen from a `CardsOwed` menu."""
        ...

    def hand_text(self, view: V_contra, *, language: str = ENGLISH) -> str: ...

    def log_words(self, view: V_contra, seat: int, notation: str, *, language: str = ENGLISH) -> str:
        """A logged move in words, for /zark log."""
        ...

    def catch_up(self, view: V_contra, *, language: str = ENGLISH) -> tuple[str, tuple[Cell, ...]]:
        """What happened since the viewer's last move, and the cells to outline on the board."""
        ...

    def preview_lines(
        self, sample: G_contra, seat: int, action: Action, events: Sequence[E_contra], *, language: str = ENGLISH
    ) -> list[str]:
        """What a move tried privately would do (`play.preview`): ``You would have ...``, and what it leads to.
        `sample` is the resampled game after the move; nothing in it may be named that the player cannot know."""
        ...

    def tutorial_topics(self, settings: S_contra) -> tuple[Topic, ...]:
        """Every turn option of a table with these settings, as a tutorial explains them (`play.tutorial`): the
        options that become useful seldom first, since a tutorial explains only a few at a time."""
        ...

    def learner_actions(self, game: G_contra, seat: int) -> list[Action]:
        """What a tutorial matches its topics against (`Topic.matches`): every action `seat` may take now, its legal
        actions and the free ones besides (a Wild's nomination, R-24, which does not end the turn)."""
        ...

    def teaching_move(self, game: G_contra, seat: int, learner: int, explained: Sequence[str]) -> Action | None:
        """The move a tutorial's computer player at `seat` makes now in place of its own choice, to bring about for
        the `learner` an option that gentle play never would and that is not among the `explained` topics' keys
        yet (in the Zark family, Hatch: the learner's one pyramid taken, once, after the first round); or None."""
        ...


#: A family as the registry holds it and shared code asks it, its types any engine's. The one bridge from shared
#: code's protocol types (`rules.GameState`, `rules.GameView`) to a family's own: `family_of` finds a family by the
#: game's own kind, so a family is only ever handed its own engine's games, views, settings and events.
Family = FamilyOf[Any, Any, Any, Any]

_FAMILIES: dict[str, Family] = {}


def register(family: Family, *kinds: GameKind) -> None:
    """Let `family` serve the game kinds `kinds`: a registry line of `play.games`, keyed by the rules' kinds."""
    for kind in kinds:
        if kind.key in _FAMILIES:
            raise ValueError(f"the game kind {kind.key!r} has a family already")
        _FAMILIES[kind.key] = family


def unregister(*kinds: GameKind) -> None:
    for kind in kinds:
        del _FAMILIES[kind.key]


def family_named(key: str) -> Family:
    """The family of the game kind `key`. Raises `LookupError` when none is registered: `play.games.load()` registers
    the product's, once at start-up."""
    try:
        return _FAMILIES[key]
    except KeyError:
        raise LookupError(
            f"No family is registered for the game kind {key!r}: call play.games.load() at start-up."
        ) from None


def family_of(thing: HasSettings) -> Family:
    """The family of a game or of one of its views."""
    return family_named(kind_of(thing).key)


def family_for(settings: Mapping[str, Any]) -> Family:
    """The family of a table by its stored settings (a lobby's, before any game is dealt)."""
    return family_named(kind_for(settings).key)


def check_family(game: GameState, action: Action) -> None:
    """Refuse, with the words for this table, an action of another family's command."""
    if not kind_of(game).owns(action):
        raise UserError(family_of(game).wrong_commands)
