"""Zark City, Unocitta and Unopolis at a table: what the application says and offers for the Zark family's games
(`rules.zark`). `ZARK_FAMILY` is how the shared code reaches it (`play.families`).

- `texts`: move lines, the table's line after a move, the events everyone may know; `reports`: what the player who
  moved learns privately; `catchup`: what happened since a player's last move.
- `reading`, `choices`: reading the commands' options and suggesting only legal values.
- `preview`: what a move tried privately would do. `help`: the rules pages.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from data import GameRow
from rules import Action, Cell, GameSettings, GameState, GameView, Phase
from rules.zark import Discard, ZarkEvent, ZarkGame, ZarkSettings, ZarkView, card_label, parse_card

from ..families import CardsOwed, Topic
from . import catchup, preview, texts
from .reports import zark_hand_words, zark_private_report
from .tutorial import zark_topics

if TYPE_CHECKING:
    from ..moves import Played


def _view(view: GameView) -> ZarkView:
    assert isinstance(view, ZarkView), f"{type(view).__name__} is not a Zark family view"
    return view


def _game(game: GameState) -> ZarkGame:
    assert isinstance(game, ZarkGame), f"{type(game).__name__} is not a Zark family game"
    return game


class ZarkFamily:
    """Zark City, Unocitta and Unopolis."""

    wrong_commands = (
        "This is a Zark City game (or one of its Uno-deck cousins): play it with /draw, /grow, /spawn, /build, "
        "/move, /attack, /fly, /hatch and /discard (see /zark rules). The /zarcana commands are for Zarcana games."
    )

    def table_words(self, settings: GameSettings) -> str:
        assert isinstance(settings, ZarkSettings)
        rules = settings.ruleset
        return f"{rules.edition} edition, {rules.deck} deck, {rules.block_size}-card power blocks"

    def waiting_sentence(self, game: GameState, seat: int) -> str:
        zark = _game(game)
        if zark.resigned[seat]:  # first: a player who resigned while starters were chosen has chosen nothing
            return "You have resigned from this game."
        if zark.phase is Phase.STARTERS:
            return "You have chosen your starter; waiting for the others."
        return f"It is {zark.name(zark.current)}'s turn, not yours."

    def move_line(self, view: GameView, seat: int, action: Action, *, private: bool = False) -> str:
        return texts.move_line(_view(view), seat, action, private=private)

    def events_line(self, view: GameView, events: Sequence[object]) -> str:
        return texts.public_events_line(_view(view), [event for event in events if isinstance(event, ZarkEvent)])

    def next_step_line(self, view: GameView, row: GameRow) -> str:
        return texts.next_step_line(_view(view), row)

    def turn_goes_on_line(self, view: GameView) -> str:
        return texts.turn_goes_on_line(view)

    def private_report(self, played: Played, viewer_id: int) -> tuple[str, CardsOwed | None]:
        return zark_private_report(played, viewer_id)

    def owed_action(self, cards: tuple[str, ...]) -> Action:
        return Discard(tuple(parse_card(card) for card in cards))

    def hand_text(self, view: GameView) -> str:
        zark = _view(view)
        text = zark_hand_words(zark)
        if zark.own_starter:
            text += f"\nYour starter (still secret): {card_label(zark.own_starter)}."
        return text

    def log_words(self, view: GameView, seat: int, notation: str) -> str:
        return texts.notation_words(notation)

    def catch_up(self, view: GameView) -> tuple[str, tuple[Cell, ...]]:
        return catchup.catch_up(_view(view))

    def preview_lines(self, sample: GameState, seat: int, action: Action, events: Sequence[object]) -> list[str]:
        return preview.preview_lines(_game(sample), seat, action, events)

    def tutorial_topics(self, settings: GameSettings) -> tuple[Topic, ...]:
        return zark_topics(settings)


ZARK_FAMILY = ZarkFamily()
