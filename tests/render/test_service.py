"""The drawing service: render's own images, made on the service's thread and never on the event loop's."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator, Collection

import pytest

import render
from i18n import ENGLISH
from render import service
from render.replay import Replay, replay_gif
from render.service import DrawingService
from render.zark.samples import crowded_game, early_game, finished_game
from rules import Cell, GameState
from rules.zark import ZarkView


@pytest.fixture
async def drawing() -> AsyncIterator[DrawingService]:
    drawing = DrawingService()
    yield drawing
    drawing.close()


async def test_boards_and_hands_are_renders_own(drawing: DrawingService) -> None:
    game = finished_game()
    assert await drawing.board(game.view(None)) == render.board_png(game.view(None))
    assert await drawing.hand(game.view(1)) == render.hand_png(game.view(1))


async def test_draws_at_once_each_get_their_own_image(drawing: DrawingService) -> None:
    views = [crowded_game(cards).view(None) for cards in (12, 18, 24, 30)]
    drawn = await asyncio.gather(*(drawing.board(view) for view in views))
    assert drawn == [render.board_png(view) for view in views]


async def test_drawing_happens_off_the_event_loop(monkeypatch: pytest.MonkeyPatch, drawing: DrawingService) -> None:
    threads: list[str] = []

    def board_png(
        view: ZarkView, *, highlight: Collection[Cell] | None = None, mark: str = "", language: str = ENGLISH
    ) -> bytes:
        threads.append(threading.current_thread().name)
        return b"png"

    monkeypatch.setattr(service, "board_png", board_png)
    assert await drawing.board(early_game().view(None)) == b"png"
    assert threads and threads[0].startswith("drawing") and threads[0] != threading.current_thread().name


async def test_a_replay_is_renders_own_made_on_a_thread_of_its_own(
    monkeypatch: pytest.MonkeyPatch, drawing: DrawingService
) -> None:
    threads: list[str] = []
    made = replay_gif(early_game())

    def replay(game: GameState, *, language: str = ENGLISH) -> Replay:
        threads.append(threading.current_thread().name)
        return replay_gif(game, language=language)

    monkeypatch.setattr(service, "replay_gif", replay)
    assert (await drawing.replay(early_game())).gif == made.gif
    assert threads and threads[0].startswith("replay")


async def test_a_drawing_error_reaches_the_caller_and_the_service_goes_on(drawing: DrawingService) -> None:
    with pytest.raises(ValueError, match="public view has no hand"):
        await drawing.hand(early_game().view(None))
    view = early_game().view(None)
    assert await drawing.board(view) == render.board_png(view)


async def test_a_closed_service_takes_no_more_work(drawing: DrawingService) -> None:
    drawing.close()
    with pytest.raises(RuntimeError):
        await drawing.board(early_game().view(None))
