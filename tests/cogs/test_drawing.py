"""The drawing process: the boards it draws are exactly render's, and a dead worker costs no board."""

from __future__ import annotations

import asyncio
import os
import signal
from collections.abc import AsyncIterator

import pytest

import render
from cogs.drawing import BoardDrawer
from render.samples import crowded_game, early_game

from . import boards


@pytest.fixture
async def drawer() -> AsyncIterator[BoardDrawer]:
    drawing = BoardDrawer()
    drawing.start()
    yield drawing
    drawing.close()


async def worker_pid(drawer: BoardDrawer) -> int:
    return await asyncio.get_running_loop().run_in_executor(drawer._pool, os.getpid)


async def test_boards_drawn_in_the_process_are_renders_boards(drawer: BoardDrawer) -> None:
    views = [early_game().view(None), crowded_game(20).view(None), crowded_game(30).view(None)]
    for view in views:  # one key: the worker reuses the unchanged bands of the previous board
        assert await drawer.draw(view, 7) == render.board_png(view)
    assert await worker_pid(drawer) != os.getpid()


async def test_a_killed_worker_costs_no_board_and_is_replaced(drawer: BoardDrawer) -> None:
    view = boards.crowded().view(None)
    first = await worker_pid(drawer)
    os.kill(first, signal.SIGKILL)
    await asyncio.sleep(0.2)
    assert await drawer.draw(view, 1) == render.board_png(view)  # drawn in a thread meanwhile
    second = await worker_pid(drawer)
    assert second != first
    assert await drawer.draw(view, 1) == render.board_png(view)


async def test_closing_stops_the_worker(drawer: BoardDrawer) -> None:
    pid = await worker_pid(drawer)
    drawer.close()
    with pytest.raises(ProcessLookupError):
        for _ in range(50):
            os.kill(pid, 0)
            await asyncio.sleep(0.05)
