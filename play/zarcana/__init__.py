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
from i18n import ENGLISH
from rules import Action, Cell, Message
from rules.zarcana import ZarcanaEvent, ZarcanaGame, ZarcanaSettings, ZarcanaView

from ..errors import UserError
from ..families import CardsOwed, FamilyOf, Topic
from . import preview, reports, texts
from .tutorial import zarcana_topics

if TYPE_CHECKING:
    from ..moves import PlayedOf


class ZarcanaFamily:
    """Zarcana (`rules.zarcana`)."""

    wrong_commands = Message("play-zarcana-wrong-commands")

    def table_words(self, settings: ZarcanaSettings, *, language: str = ENGLISH) -> str:
        return texts.table_words(settings, language=language)

    def waiting_sentence(self, game: ZarcanaGame, seat: int) -> Message:
        return texts.waiting_sentence(game.view(seat), seat)

    def move_line(
        self, view: ZarcanaView, seat: int, action: Action, *, private: bool = False, language: str = ENGLISH
    ) -> str:
        return texts.move_line(view, seat, action, private=private, language=language)

    def events_line(self, view: ZarcanaView, events: Sequence[ZarcanaEvent], *, language: str = ENGLISH) -> str:
        return texts.events_line(view, events, language=language)

    def next_step_line(self, view: ZarcanaView, row: GameRow, *, language: str = ENGLISH) -> str:
        return texts.next_step_line(view, row, language=language)

    def turn_goes_on_line(self, view: ZarcanaView, *, language: str = ENGLISH) -> str:
        raise AssertionError("Zarcana has no free action")

    def private_report(
        self, played: PlayedOf[ZarcanaGame, ZarcanaView, ZarcanaEvent], viewer_id: int, *, language: str = ENGLISH
    ) -> tuple[str, CardsOwed | None]:
        return reports.zarcana_private_report(played, viewer_id, language=language), None

    def owed_action(self, cards: tuple[str, ...]) -> Action:
        raise UserError(Message("play-zarcana-no-menu"))

    def hand_text(self, view: ZarcanaView, *, language: str = ENGLISH) -> str:
        return texts.hand_text(view, language=language)

    def log_words(self, view: ZarcanaView, seat: int, notation: str, *, language: str = ENGLISH) -> str:
        return texts.log_words(view, seat, notation, language=language)

    def catch_up(self, view: ZarcanaView, *, language: str = ENGLISH) -> tuple[str, tuple[Cell, ...]]:
        return texts.catch_up(view, language=language)

    def preview_lines(
        self,
        sample: ZarcanaGame,
        seat: int,
        action: Action,
        events: Sequence[ZarcanaEvent],
        *,
        language: str = ENGLISH,
    ) -> list[str]:
        return preview.preview_lines(sample, seat, action, events, language=language)

    def tutorial_topics(self, settings: ZarcanaSettings) -> tuple[Topic, ...]:
        return zarcana_topics(settings)

    def learner_actions(self, game: ZarcanaGame, seat: int) -> list[Action]:
        return game.legal_actions(seat)

    def teaching_move(self, game: ZarcanaGame, seat: int, learner: int, explained: Sequence[str]) -> Action | None:
        """None: gentle play brings every option of Zarcana about (`play.zarcana.tutorial`)."""
        return None


ZARCANA_FAMILY: FamilyOf[ZarcanaGame, ZarcanaView, ZarcanaSettings, ZarcanaEvent] = ZarcanaFamily()
