"""Which family of games a table plays, and what the application asks of it.

Two engines play the bot's games: the Zark family's (`rules.Game`: Zark City, Unocitta, Unopolis) and Zarcana's
(`rules.zarcana.ZarcanaGame`). Everything shared (the referee, the store, lobbies, timers, reminders, deadlines, the
scheduling of computer players) reads a game only through what both engines answer alike: ``apply``, ``view``,
``seats_to_act``, ``phase``, ``history``, ``resigned``, ``name`` and ``settings.ruleset.title``, with views that
both have ``to_act``, ``hand``, ``history``, ``name`` and ``viewer``. What differs, the words above all, is asked of
the table's `Family`: `ZARK` (the modules of `play/` itself) or `ZARCANA` (`play.zarcana`). `family_of` finds it
from a game or a view, `family_for` from stored settings; nothing else compares games.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from data import GameRow
from rules import Action, AgreeEnd, Cell, Phase, Resign
from rules import GameState, GameSettings, GameView
from rules.engines import is_zarcana
from rules.zarcana import ZarcanaGame, ZarcanaSettings, ZarcanaView
from rules.zarcana import parse_action as parse_zarcana_action
from rules.zarcana.actions import OPEN_ANY_TIME as ZARCANA_OPEN
from rules.zarcana.actions import OPTIONS as ZARCANA_OPTIONS
from rules.zarcana.actions import STEPS as ZARCANA_STEPS
from rules.zarcana.events import Event as ZarcanaEvent
from rules.zarcana.players import level_played
from rules.zarcana.record import write_public_zarcana_record
from rules.zarcana.settings import MAX_PLAYERS as ZARCANA_MAX_PLAYERS
from rules.zarcana.words import history_words
from rules.zark import (
    Attack,
    Build,
    Discard,
    Draw,
    Fly,
    Game,
    Grow,
    Hatch,
    Move,
    Nominate,
    Place,
    Settings,
    Spawn,
    Starter,
    View,
    card_label,
    parse_action,
    write_public_record,
)

from . import catchup, texts
from . import preview as zark_preview
from .errors import UserError
from .moves import ActionBuilder, Played, Seated
from .preview import Preview
from .zarcana import preview as zarcana_preview
from .zarcana import reports as zarcana_reports
from .zarcana import texts as zarcana_texts
from .zark_reports import DiscardOwed, zark_hand_words, zark_private_report

#: Every action the Zark family's engine knows (R-1 to R-28), and Zarcana's (section 7 and the answers).
ZARK_ACTIONS = (Starter, Place, Draw, Grow, Spawn, Build, Move, Attack, Fly, Hatch, Discard, Nominate, Resign, AgreeEnd)
ZARCANA_ACTIONS = (*ZARCANA_OPTIONS, *ZARCANA_STEPS, *ZARCANA_OPEN)
#: The table options each family's games take, by the names `/zark new` gives them (H-1, H-18 to H-21 for Zarcana).
ZARK_OPTIONS = ("edition", "deck", "attack_own")
ZARCANA_OPTIONS_STORED = ("safety_end", "tie_break", "extra_cards", "trump_order", "first")


def _refuse_others(options: Mapping[str, object], own: tuple[str, ...], whose: str) -> None:
    others = [name for name in options if name not in own]
    if others:
        names = " and ".join({"first": "first_player"}.get(name, name) for name in others)
        raise UserError(f"The option {names} is {whose}: leave it out for this game.")


class Family(Protocol):
    """What differs between the engines, as the application asks it. Every method takes the game or the view of a
    table of this family (`family_of` found it so)."""

    @property
    def wrong_commands(self) -> str:
        """Said when another family's command is used at this family's table."""
        ...

    def owns(self, action: Action) -> bool: ...
    def parse_action(self, line: str) -> Action: ...
    def stored_options(self, game: str, options: Mapping[str, object]) -> dict[str, object]:
        """A new table's options as stored (those left out are the game's own); raises a sentence for options the
        rules refuse or that belong to another family's games."""
        ...

    def table_words(self, settings: GameSettings) -> str: ...
    def waiting_sentence(self, game: GameState, seat: int) -> str: ...
    def move_line(self, view: GameView, seat: int, action: Action, *, private: bool = False) -> str: ...
    def events_line(self, view: GameView, events: Sequence[object]) -> str: ...
    def next_step_line(self, view: GameView, row: GameRow) -> str: ...
    def winners(self, view: GameView) -> tuple[int, ...]: ...
    def private_report(self, played: Played, viewer_id: int) -> tuple[str, DiscardOwed | None]: ...
    def hand_text(self, view: GameView) -> str: ...
    def log_words(self, view: GameView, seat: int, notation: str) -> str: ...
    def catch_up(self, view: GameView) -> tuple[str, tuple[Cell, ...]]: ...
    def public_record(self, game: GameState, viewer: int | None) -> str: ...
    def preview(self, seated: Seated, build: ActionBuilder) -> Preview: ...
    def computer_level(self, level: str) -> str: ...


def _zark(thing: object) -> Any:
    assert isinstance(thing, Game | View | Settings), f"{type(thing).__name__} is not a Zark family game's"
    return thing


def _zarcana(thing: object) -> Any:
    assert isinstance(thing, ZarcanaGame | ZarcanaView | ZarcanaSettings), f"{type(thing).__name__} is not Zarcana's"
    return thing


class ZarkFamily:
    """Zark City, Unocitta and Unopolis: the modules of `play/` itself."""

    wrong_commands = (
        "This is a Zark City game (or one of its Uno-deck cousins): play it with /draw, /grow, /spawn, /build, "
        "/move, /attack, /fly, /hatch and /discard (see /zark rules). The /zarcana commands are for Zarcana games."
    )

    def owns(self, action: Action) -> bool:
        return isinstance(action, ZARK_ACTIONS)

    def parse_action(self, line: str) -> Action:
        return parse_action(line)

    def stored_options(self, game: str, options: Mapping[str, object]) -> dict[str, object]:
        _refuse_others(options, ZARK_OPTIONS, "for Zarcana games (/zark new game:zarcana)")
        edition, deck = options.get("edition"), options.get("deck")
        attack_own = bool(options.get("attack_own", False))
        settings = Settings(
            players=("check", "settings"),
            game=game,
            edition=str(edition or ""),
            deck=str(deck or ""),
            attack_own=attack_own,
        )
        return {"game": settings.game, "edition": settings.edition, "deck": settings.deck, "attack_own": attack_own}

    def table_words(self, settings: GameSettings) -> str:
        rules = _zark(settings).ruleset
        return f"{rules.edition} edition, {rules.deck} deck, {rules.block_size}-card power blocks"

    def waiting_sentence(self, game: GameState, seat: int) -> str:
        zark: Game = _zark(game)
        if zark.resigned[seat]:  # first: a player who resigned while starters were chosen has chosen nothing
            return "You have resigned from this game."
        if zark.phase is Phase.STARTERS:
            return "You have chosen your starter; waiting for the others."
        return f"It is {zark.name(zark.current)}'s turn, not yours."

    def move_line(self, view: GameView, seat: int, action: Action, *, private: bool = False) -> str:
        return texts.move_line(_zark(view), seat, action, private=private)

    def events_line(self, view: GameView, events: Sequence[object]) -> str:
        return texts.public_events_line(_zark(view), [_zark_event(event) for event in events])

    def next_step_line(self, view: GameView, row: GameRow) -> str:
        return texts.next_step_line(_zark(view), row)

    def winners(self, view: GameView) -> tuple[int, ...]:
        winner = _zark(view).winner
        return () if winner is None else (winner,)

    def private_report(self, played: Played, viewer_id: int) -> tuple[str, DiscardOwed | None]:
        return zark_private_report(played, viewer_id)

    def hand_text(self, view: GameView) -> str:
        zark: View = _zark(view)
        text = zark_hand_words(zark)
        if zark.own_starter:
            text += f"\nYour starter (still secret): {card_label(zark.own_starter)}."
        return text

    def log_words(self, view: GameView, seat: int, notation: str) -> str:
        return texts.notation_words(notation)

    def catch_up(self, view: GameView) -> tuple[str, tuple[Cell, ...]]:
        return catchup.catch_up(_zark(view))

    def public_record(self, game: GameState, viewer: int | None) -> str:
        return write_public_record(_zark(game))

    def preview(self, seated: Seated, build: ActionBuilder) -> Preview:
        return zark_preview.preview(seated, build)

    def computer_level(self, level: str) -> str:
        return level


def _zark_event(event: object) -> Any:
    assert not isinstance(event, ZarcanaEvent)
    return event


class ZarcanaFamily:
    """Zarcana (`rules.zarcana`, ZARCANA.md): `play.zarcana`."""

    wrong_commands = (
        "This is a Zarcana game: play it with the /zarcana commands (place, play, use, reorient, draw, discard-hand, "
        "pass, declare, and drawn, again, done, give, top to answer; see /zarcana rules)."
    )

    def owns(self, action: Action) -> bool:
        return isinstance(action, ZARCANA_ACTIONS)

    def parse_action(self, line: str) -> Action:
        return parse_zarcana_action(line)

    def stored_options(self, game: str, options: Mapping[str, object]) -> dict[str, object]:
        _refuse_others(options, ZARCANA_OPTIONS_STORED, "for Zark City and its Uno-deck cousins, not Zarcana")
        players = [f"seat {seat + 1}" for seat in range(ZARCANA_MAX_PLAYERS)]  # a first player is checked at start
        stored = ZarcanaSettings.from_dict({"game": game, **options, "players": players}).to_dict()
        del stored["players"]
        return stored

    def table_words(self, settings: GameSettings) -> str:
        return zarcana_texts.table_words(_zarcana(settings))

    def waiting_sentence(self, game: GameState, seat: int) -> str:
        return zarcana_texts.waiting_sentence(_zarcana(game).view(seat), seat)

    def move_line(self, view: GameView, seat: int, action: Action, *, private: bool = False) -> str:
        return zarcana_texts.move_line(_zarcana(view), seat, action, private=private)

    def events_line(self, view: GameView, events: Sequence[object]) -> str:
        return zarcana_texts.events_line(_zarcana(view), [e for e in events if isinstance(e, ZarcanaEvent)])

    def next_step_line(self, view: GameView, row: GameRow) -> str:
        return zarcana_texts.next_step_line(_zarcana(view), row)

    def winners(self, view: GameView) -> tuple[int, ...]:
        winners: tuple[int, ...] = _zarcana(view).winners
        return winners

    def private_report(self, played: Played, viewer_id: int) -> tuple[str, DiscardOwed | None]:
        return zarcana_reports.private_report(played, viewer_id), None

    def hand_text(self, view: GameView) -> str:
        return zarcana_texts.hand_text(_zarcana(view))

    def log_words(self, view: GameView, seat: int, notation: str) -> str:
        return history_words(_zarcana(view), seat, notation)

    def catch_up(self, view: GameView) -> tuple[str, tuple[Cell, ...]]:
        return zarcana_texts.catch_up(_zarcana(view))

    def public_record(self, game: GameState, viewer: int | None) -> str:
        return write_public_zarcana_record(_zarcana(game), viewer)

    def preview(self, seated: Seated, build: ActionBuilder) -> Preview:
        return zarcana_preview.preview(seated, build)

    def computer_level(self, level: str) -> str:
        return level_played(level)


ZARK: Family = ZarkFamily()
ZARCANA: Family = ZarcanaFamily()


def family_of(thing: GameState | GameView) -> Family:
    """The family of a game or of one of its views."""
    return ZARCANA if isinstance(thing, ZarcanaGame | ZarcanaView) else ZARK


def family_for(settings: Mapping[str, Any]) -> Family:
    """The family of a table by its stored settings (a lobby's, before any game is dealt)."""
    return ZARCANA if is_zarcana(settings) else ZARK


def check_family(game: GameState, action: Action) -> None:
    """Refuse, with the words for this table, an action of another family's command."""
    family = family_of(game)
    if not family.owns(action):
        raise UserError(family.wrong_commands)
