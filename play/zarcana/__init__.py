"""Zarcana at a table: what the application says and offers for Zarcana games (`rules.zarcana`), the way the
modules of `play/` do for the Zark family's. `ZARCANA_FAMILY` is how the shared code reaches them (`play.families`).

- `words`: cards, powers, minions and effects in words, for every message and suggestion.
- `texts`: move lines, the table's line after a move (whose turn, which decision is awaited and by whom), the
  events everyone may know, the hand shown privately (with what it privately received), catching up.
- `reports`: what the player who acted learns privately (drawn cards, a card placed face down, a new hand).
- `reading`, `choices`, `commands`: reading the commands' options, suggesting only legal values, building actions.
- `preview`: what a move tried privately would do. `help`: the rules pages ("Zarcana as documented").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from data import GameRow
from rules import Action, Cell, GameSettings, GameState, GameView
from rules.zarcana import ZarcanaEvent, ZarcanaGame, ZarcanaSettings, ZarcanaView
from rules.zarcana.words import history_words

from ..errors import UserError
from ..families import CardsOwed, Topic
from . import preview, reports, texts
from .tutorial import zarcana_topics

if TYPE_CHECKING:
    from ..moves import Played


def _view(view: GameView) -> ZarcanaView:
    assert isinstance(view, ZarcanaView), f"{type(view).__name__} is not a Zarcana view"
    return view


def _game(game: GameState) -> ZarcanaGame:
    assert isinstance(game, ZarcanaGame), f"{type(game).__name__} is not a Zarcana game"
    return game


class ZarcanaFamily:
    """Zarcana (`rules.zarcana`)."""

    wrong_commands = (
        "This is a Zarcana game: play it with the /zarcana commands (place, play, use, reorient, draw, discard-hand, "
        "pass, declare, and drawn, again, done, give, top to answer; see /zarcana rules)."
    )

    def table_words(self, settings: GameSettings) -> str:
        assert isinstance(settings, ZarcanaSettings)
        return texts.table_words(settings)

    def waiting_sentence(self, game: GameState, seat: int) -> str:
        return texts.waiting_sentence(_game(game).view(seat), seat)

    def move_line(self, view: GameView, seat: int, action: Action, *, private: bool = False) -> str:
        return texts.move_line(_view(view), seat, action, private=private)

    def events_line(self, view: GameView, events: Sequence[object]) -> str:
        return texts.events_line(_view(view), [event for event in events if isinstance(event, ZarcanaEvent)])

    def next_step_line(self, view: GameView, row: GameRow) -> str:
        return texts.next_step_line(_view(view), row)

    def turn_goes_on_line(self, view: GameView) -> str:
        raise AssertionError("Zarcana has no free action")

    def private_report(self, played: Played, viewer_id: int) -> tuple[str, CardsOwed | None]:
        return reports.private_report(played, viewer_id), None

    def owed_action(self, cards: tuple[str, ...]) -> Action:
        raise UserError("Zarcana asks for no cards from a menu: use the /zarcana commands.")

    def hand_text(self, view: GameView) -> str:
        return texts.hand_text(_view(view))

    def log_words(self, view: GameView, seat: int, notation: str) -> str:
        return history_words(_view(view), seat, notation)

    def catch_up(self, view: GameView) -> tuple[str, tuple[Cell, ...]]:
        return texts.catch_up(_view(view))

    def preview_lines(self, sample: GameState, seat: int, action: Action, events: Sequence[object]) -> list[str]:
        return preview.preview_lines(_game(sample), seat, action, events)

    def tutorial_topics(self, settings: GameSettings) -> tuple[Topic, ...]:
        return zarcana_topics(settings)


ZARCANA_FAMILY = ZarcanaFamily()
