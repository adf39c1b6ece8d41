"""The site in the bot's process shares its drawing service: a move's board, drawn for the table, is the very image
the game's page shows, neither drawn nor the game read again for it; and the page of a game now reads the game as
loaded, replaying nothing."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from aiohttp.test_utils import TestClient, TestServer

import render
from data import Store
from play.texts import table_language
from play.web import WebGames
from render import service
from render.service import DrawingService
from rules import GameView, kind_of
from tests.web.games import KINDS, play_moves, stored_game
from web import WebSettings, make_app
from web.people import CHARTS


@pytest.fixture
async def drawing() -> AsyncIterator[DrawingService]:
    drawing = DrawingService()
    yield drawing
    drawing.close()


@pytest.mark.parametrize("kind", KINDS)
async def test_the_tables_board_is_the_pages_and_is_drawn_once(
    store: Store, drawing: DrawingService, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    made = await stored_game(store, kind, moves=4)
    loaded = await store.load(made.game_id)
    assert loaded.game is not None
    language = table_language(loaded.row.settings)
    tables = await drawing.board(loaded.game.view(None), language=language, game_id=made.game_id)  # as the bot posts
    drawn: list[int] = []
    real = render.board_png

    def board_png(view: GameView, **options: object) -> bytes:
        drawn.append(len(view.history))
        return real(view, **options)  # type: ignore[arg-type]

    async def no_load(game_id: int) -> object:
        raise AssertionError("the kept board was served after reading the game again")

    def no_replay(self: WebGames, found: object) -> list[GameView]:
        raise AssertionError("the page of the game now replayed the game")

    monkeypatch.setattr(service, "board_png", board_png)
    monkeypatch.setattr(WebGames, "views", no_replay)
    app = make_app(store, WebSettings(), drawing=drawing)
    async with TestClient(TestServer(app, host="127.0.0.1")) as client:
        page = await (await client.get(f"/g/{made.token}")).text()
        moves = len(loaded.game.history)
        assert f"/g/{made.token}/moves/{moves}/board.png" in page
        monkeypatch.setattr(store, "load", no_load)
        answer = await client.get(f"/g/{made.token}/moves/{moves}/board.png")
        assert answer.status == 200 and await answer.read() == tables
        assert drawn == []  # the table's drawing, not a second one, served without reading the game again
        monkeypatch.undo()
        game = loaded.game
        replayed = kind_of(game).new(game.settings, game.seed, game.initial_order)
        replayed.apply(*game.history[0])
        earlier = await client.get(f"/g/{made.token}/moves/1/board.png")  # an earlier move: replayed, drawn
        assert await earlier.read() == render.board_png(replayed.view(None), language=language)
    assert await drawing.board(loaded.game.view(None), language=language, game_id=made.game_id) == tables  # still on


async def test_a_site_alone_draws_its_own_boards_and_stops_its_service(store: Store) -> None:
    made = await stored_game(store, "zark-city", moves=2)
    game = await play_moves(store, made.game_id, 0)
    app = make_app(store, WebSettings())
    async with TestClient(TestServer(app, host="127.0.0.1")) as client:
        answer = await client.get(f"/g/{made.token}/moves/2/board.png")
        assert await answer.read() == render.board_png(game.view(None))
    with pytest.raises(RuntimeError, match="shutdown"):  # the site's own service stopped with it
        await app[CHARTS].chart([(25.0, 8.3), (27.0, 7.0)], "after")
