"""The drawing process: the boards it draws are exactly render's, and a dead or failing process costs no board."""

from __future__ import annotations

import asyncio
import os
import signal
from collections.abc import AsyncIterator

import pytest

import render
from cogs.drawing import BoardDrawer, DrawingError
from render.samples import crowded_game, early_game

from . import boards


@pytest.fixture
async def drawer() -> AsyncIterator[BoardDrawer]:
    drawing = BoardDrawer()
    await drawing.start()
    yield drawing
    await drawing.close()


async def test_boards_drawn_in_the_process_are_renders_boards(drawer: BoardDrawer) -> None:
    views = [early_game().view(None), crowded_game(20).view(None), crowded_game(30).view(None)]
    for view in views:  # one key: the process reuses the unchanged bands of the previous board
        assert await drawer.draw(view, 7) == render.board_png(view)
    assert drawer.pids and os.getpid() not in drawer.pids


async def test_draws_at_once_each_get_their_own_board(drawer: BoardDrawer) -> None:
    views = [crowded_game(cards).view(None) for cards in (12, 18, 24, 30)]
    drawn = await asyncio.gather(*(drawer.draw(view, number) for number, view in enumerate(views)))
    assert drawn == [render.board_png(view) for view in views]


async def test_a_caller_that_stops_waiting_leaves_the_pipe_in_step(drawer: BoardDrawer) -> None:
    """The referee drops the board of a move that was not committed: the next board must still be its own."""
    first, second = crowded_game(30).view(None), early_game().view(None)
    dropped = asyncio.ensure_future(drawer.draw(first, 1))
    await asyncio.sleep(0)
    dropped.cancel()
    assert await drawer.draw(second, 2) == render.board_png(second)


async def test_a_killed_process_costs_no_board_and_is_replaced(drawer: BoardDrawer) -> None:
    view = boards.crowded().view(None)
    before = drawer.pids
    for pid in before:
        os.kill(pid, signal.SIGKILL)
    await asyncio.sleep(0.2)
    for game_id in range(len(before)):
        assert await drawer.draw(view, game_id) == render.board_png(view)  # drawn in a thread meanwhile
        assert await drawer.draw(view, game_id) == render.board_png(view)  # by a new process
    assert len(drawer.pids) == len(before) and not set(drawer.pids) & set(before)


async def test_a_board_the_process_cannot_draw_is_an_error_and_the_process_goes_on(drawer: BoardDrawer) -> None:
    with pytest.raises(DrawingError, match="AttributeError"):
        await drawer.draw("not a view", 1)  # type: ignore[arg-type]
    pids = drawer.pids
    view = early_game().view(None)
    assert await drawer.draw(view, 1) == render.board_png(view)
    assert drawer.pids == pids


async def test_closing_ends_the_process(drawer: BoardDrawer) -> None:
    pids = drawer.pids
    assert pids
    await drawer.close()
    for pid in pids:
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)
