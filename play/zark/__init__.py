"""Zark City, Unocitta and Unopolis at a table: what the application says and offers for the Zark family's games
(`rules.zark`), each sentence in its reader's language (``i18n/*/turns-zark.ftl``). `ZARK_FAMILY` is how the shared
code reaches it (`play.families`).

- `texts`: move lines, the table's line after a move, the events everyone may know; `reports`: what the player who
  moved learns privately; `catchup`: what happened since a player's last move.
- `reading`, `choices`: reading the commands' options and suggesting only legal values.
- `preview`: what a move tried privately would do. `help`: the rules pages.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from data import GameRow
from i18n import ENGLISH, text
from rules import Action, Cell, Message, Phase
from rules.zark import Discard, ZarkEvent, ZarkGame, ZarkSettings, ZarkView, parse_card

from ..families import CardsOwed, FamilyOf, Topic
from . import catchup, preview, texts
from .reports import zark_hand_words, zark_private_report
from .tutorial import zark_learner_actions, zark_teaching_move, zark_topics

if TYPE_CHECKING:
    from ..moves import PlayedOf


class ZarkFamily:
    """Zark City, Unocitta and Unopolis: every sentence in the reader's `language` (``i18n/*/turns-zark.ftl``)."""

    wrong_commands = Message("play-zark-wrong-commands")

    def table_words(self, settings: ZarkSettings, *, language: str = ENGLISH) -> str:
        rules = settings.ruleset
        return text(language, "zark-table-words", edition=rules.edition, deck=rules.deck, size=rules.block_size)

    def waiting_sentence(self, zark: ZarkGame, seat: int) -> Message:
        if zark.resigned[seat]:  # first: a player who resigned while starters were chosen has chosen nothing
            return Message("play-resigned")
        if zark.phase is Phase.STARTERS:
            return Message("play-zark-starter-chosen")
        return Message("play-not-your-turn", name=zark.name(zark.current))

    def move_line(
        self, view: ZarkView, seat: int, action: Action, *, private: bool = False, language: str = ENGLISH
    ) -> str:
        return texts.move_line(view, seat, action, private=private, language=language)

    def events_line(self, view: ZarkView, events: Sequence[ZarkEvent], *, language: str = ENGLISH) -> str:
        return texts.public_events_line(view, events, language=language)

    def next_step_line(self, view: ZarkView, row: GameRow, *, language: str = ENGLISH) -> str:
        return texts.next_step_line(view, row, language=language)

    def turn_goes_on_line(self, view: ZarkView, *, language: str = ENGLISH) -> str:
        return texts.turn_goes_on_line(view, language=language)

    def private_report(
        self, played: PlayedOf[ZarkGame, ZarkView, ZarkEvent], viewer_id: int, *, language: str = ENGLISH
    ) -> tuple[str, CardsOwed | None]:
        return zark_private_report(played, viewer_id, language=language)

    def owed_action(self, cards: tuple[str, ...]) -> Action:
        return Discard(tuple(parse_card(card) for card in cards))

    def hand_text(self, view: ZarkView, *, language: str = ENGLISH) -> str:
        return zark_hand_words(view, language=language)

    def log_words(self, view: ZarkView, seat: int, notation: str, *, language: str = ENGLISH) -> str:
        return texts.notation_words(view, notation, language=language)

    def catch_up(self, view: ZarkView, *, language: str = ENGLISH) -> tuple[str, tuple[Cell, ...]]:
        return catchup.catch_up(view, language=language)

    def preview_lines(
        self, sample: ZarkGame, seat: int, action: Action, events: Sequence[ZarkEvent], *, language: str = ENGLISH
    ) -> list[str]:
        return preview.preview_lines(sample, seat, action, events, language=language)

    def tutorial_topics(self, settings: ZarkSettings) -> tuple[Topic, ...]:
        return zark_topics(settings)

    def learner_actions(self, zark: ZarkGame, seat: int) -> list[Action]:
        return zark_learner_actions(zark, seat)

    def teaching_move(self, zark: ZarkGame, seat: int, learner: int, explained: Sequence[str]) -> Action | None:
        return zark_teaching_move(zark, seat, learner, explained)


ZARK_FAMILY: FamilyOf[ZarkGame, ZarkView, ZarkSettings, ZarkEvent] = ZarkFamily()
