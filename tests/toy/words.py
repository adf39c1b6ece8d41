"""The toy's words for the application (`play.families.Family`) and its text board (`render.drawers.Drawer`), written
against those protocols alone."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

from PIL import Image

from data import GameRow
from i18n import ENGLISH
from play.families import CardsOwed, Topic
from play.texts import who_sits_at
from rules import Action, Cell, GameSettings, GameState, GameView, Message, Phase

from .engine import TITLE, Game, Pass, Take, View

if TYPE_CHECKING:
    from play.moves import Played


def own(view: GameView) -> View:
    assert isinstance(view, View)
    return view


class Words:
    wrong_commands = Message("play-wrong-commands", game=TITLE)

    def table_words(self, settings: GameSettings, *, language: str = ENGLISH) -> str:
        return f"{settings.to_dict()['stones']} stones"

    def waiting_sentence(self, game: GameState, seat: int) -> Message:
        return Message("play-not-your-turn", name=game.name(game.current))

    def move_line(
        self, view: GameView, seat: int, action: Action, *, private: bool = False, language: str = ENGLISH
    ) -> str:
        return f"**{view.name(seat)}** played `{action.notation()}`; {own(view).pile} stones left"

    def events_line(self, view: GameView, events: Sequence[object], *, language: str = ENGLISH) -> str:
        return ""

    def next_step_line(self, view: GameView, row: GameRow, *, language: str = ENGLISH) -> str:
        if view.phase is Phase.OVER:
            return " and ".join(view.name(seat) for seat in view.winners) + " took the last stone."
        return f"{who_sits_at(row, view.current)}, your turn."

    def turn_goes_on_line(self, view: GameView, *, language: str = ENGLISH) -> str:
        raise AssertionError("no free actions")

    def private_report(
        self, played: Played, viewer_id: int, *, language: str = ENGLISH
    ) -> tuple[str, CardsOwed | None]:
        hand = played.game.view(played.seat).hand
        return f"Done. Your hand: {', '.join(hand) or 'nothing'}.", None

    def owed_action(self, cards: tuple[str, ...]) -> Action:
        raise AssertionError("nothing is owed")

    def hand_text(self, view: GameView, *, language: str = ENGLISH) -> str:
        return f"Your hand: {', '.join(view.hand)}."

    def log_words(self, view: GameView, seat: int, notation: str, *, language: str = ENGLISH) -> str:
        return notation

    def catch_up(self, view: GameView, *, language: str = ENGLISH) -> tuple[str, tuple[Cell, ...]]:
        return f"{own(view).pile} stones left.", ()

    def preview_lines(
        self, sample: GameState, seat: int, action: Action, events: Sequence[object], *, language: str = ENGLISH
    ) -> list[str]:
        assert isinstance(sample, Game)
        lines = [f"You would have played `{action.notation()}`, leaving {sample.pile} stones."]
        if seat in sample.winners:
            lines.append("You would take the last stone and win.")
        return lines

    def tutorial_topics(self, settings: GameSettings) -> tuple[Topic, ...]:
        return (
            Topic("pass", "Pass", "Pass: take nothing.", "toy-2", Message("toy-rules"), lambda a: isinstance(a, Pass)),
            Topic(
                "take",
                "Take",
                "Take stones from the pile.",
                "toy-1",
                Message("toy-rules"),
                lambda a: isinstance(a, Take),
            ),
        )

    def learner_actions(self, game: GameState, seat: int) -> list[Action]:
        return game.legal_actions(seat)

    def teaching_move(self, game: GameState, seat: int, learner: int, explained: Sequence[str]) -> Action | None:
        return None


class TextBoard:
    """The toy has no images, only its board in words."""

    phone_boards: tuple[str, ...] = ()

    def board(
        self, view: GameView, *, highlight: Collection[Cell] | None, mark: str, language: str = ENGLISH
    ) -> Image.Image:
        raise NotImplementedError(f"{TITLE} has a text board only")

    def hand(self, view: GameView, *, language: str = ENGLISH) -> Image.Image:
        raise NotImplementedError(f"{TITLE} has a text board only")

    def alt_text(self, view: GameView, *, language: str = ENGLISH) -> str:
        return self.board_text(view, grid=False)

    def board_text(self, view: GameView, *, grid: bool, language: str = ENGLISH) -> str:
        toy = own(view)
        hands = ", ".join(f"{toy.name(seat)} holds {size}" for seat, size in enumerate(toy.hand_sizes))
        return f"{toy.pile} stones in the pile · {toy.deck_count} cards in the deck · {hands}"

    def hand_text(self, view: GameView, *, language: str = ENGLISH) -> str:
        return ", ".join(view.hand)

    def hand_labels(self, view: GameView) -> tuple[str, ...]:
        return tuple(view.hand)

    def move_words(self, view: GameView, seat: int, notation: str, *, language: str = ENGLISH) -> str:
        return notation

    def changed_cells(self, before: GameView, after: GameView) -> tuple[Cell, ...]:
        return ()

    def cell_boxes(
        self, view: GameView, cells: Collection[Cell], *, language: str = ENGLISH
    ) -> dict[Cell, tuple[int, int, int, int]]:
        return {}

    def reference_images(self) -> dict[str, bytes]:
        return {}
