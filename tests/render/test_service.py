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


def counting(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Make the service's board drawing count its calls (and draw as before)."""
    calls: list[int] = []
    real = render.board_png

    def board_png(view: ZarkView, **options: object) -> bytes:
        calls.append(len(view.history))
        return real(view, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(service, "board_png", board_png)
    return calls


async def test_a_games_board_asked_for_again_is_drawn_once(
    monkeypatch: pytest.MonkeyPatch, drawing: DrawingService
) -> None:
    calls = counting(monkeypatch)
    game = crowded_game(18)
    view = game.view(None)
    at_once = await asyncio.gather(*(drawing.board(view, game_id=7) for _ in range(3)))  # the table's and two pages'
    again = await drawing.board(game.view(0), game_id=7)  # a player's view: only its public parts are drawn
    assert at_once == [render.board_png(view)] * 3 and again == at_once[0]
    assert calls == [len(view.history)]
    assert await drawing.board(view, game_id=8) == at_once[0] and len(calls) == 2  # another game: drawn
    await drawing.board(view, game_id=7, language="de")
    assert len(calls) == 3  # another language: drawn
    await drawing.board(view)
    assert len(calls) == 4  # no game named: drawn every time


async def test_a_games_next_move_is_drawn_anew(monkeypatch: pytest.MonkeyPatch, drawing: DrawingService) -> None:
    calls = counting(monkeypatch)
    game = early_game()
    await drawing.board(game.view(None), game_id=1)
    seat = game.seats_to_act()[0]
    game.apply(seat, game.legal_actions(seat)[0])
    after = await drawing.board(game.view(None), game_id=1)
    assert after == render.board_png(game.view(None))
    assert calls == [len(game.history) - 1, len(game.history)]


async def test_kept_boards_are_bounded_and_a_marked_board_is_not_kept(
    monkeypatch: pytest.MonkeyPatch, drawing: DrawingService
) -> None:
    monkeypatch.setattr(service, "BOARDS_KEPT", 2)
    calls = counting(monkeypatch)
    view = early_game().view(None)
    for game_id in (1, 2, 3, 1):  # the first game's board was let go when the third came
        await drawing.board(view, game_id=game_id)
    assert len(calls) == 4
    with pytest.raises(ValueError, match="plain public board"):
        await drawing.board(view, mark="Preview", game_id=1)


async def test_a_failed_drawing_is_tried_again(monkeypatch: pytest.MonkeyPatch, drawing: DrawingService) -> None:
    failures = [ValueError("a drawing bug")]
    real = render.board_png

    def board_png(view: ZarkView, **options: object) -> bytes:
        if failures:
            raise failures.pop()
        return real(view, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(service, "board_png", board_png)
    view = early_game().view(None)
    with pytest.raises(ValueError, match="a drawing bug"):
        await drawing.board(view, game_id=1)
    assert await drawing.board(view, game_id=1) == render.board_png(view)


async def test_a_games_alt_text_is_worked_out_once(monkeypatch: pytest.MonkeyPatch, drawing: DrawingService) -> None:
    said: list[str] = []

    def alt_text(view: ZarkView, *, language: str = ENGLISH) -> str:
        said.append(language)
        return render.alt_text(view, language=language)

    monkeypatch.setattr(service, "alt_text", alt_text)
    view = crowded_game(12).view(None)
    first = drawing.alt_text(view, language="de", game_id=3)
    assert first == render.alt_text(view, language="de")
    assert drawing.alt_text(view, language="de", game_id=3) == first and said == ["de"]  # the page's: kept
    drawing.alt_text(view, language="en-US", game_id=3)
    drawing.alt_text(view, language="de")
    assert said == ["de", "en-US", "de"]  # another language, or no game named: worked out
