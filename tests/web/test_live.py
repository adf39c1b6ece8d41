"""Live pages: a game's event stream hears of each move within 2 s, from this process (in-process), from another
store on the same SQLite file (a web alone, looking), and from another process's store on PostgreSQL
(LISTEN/NOTIFY, sent by the move's own transaction)."""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from aiohttp import ClientResponse, web
from aiohttp.test_utils import TestClient, TestServer

from data import Store
from data.postgres import LISTEN_AGAIN_SECONDS, PostgresDatabase
from play.web import GamePage
from tests.postgres import Server
from tests.web.games import play_moves, stored_game
from web import WebSettings, make_app
from web.pages import PARTS_MOVES, Pages

Client = TestClient[web.Request, web.Application]
#: A move reaches an open page within this.
PROMPT = 2.0


async def events(answer: ClientResponse) -> AsyncIterator[tuple[str, str]]:
    """The (event, data) pairs of a server-sent event stream, comments left out."""
    name, data = "message", ""
    while True:
        line = (await answer.content.readline()).decode()
        if not line:
            return
        line = line.rstrip("\n")
        if not line:
            if data:
                yield name, data
            name, data = "message", ""
        elif line.startswith("event: "):
            name = line.removeprefix("event: ")
        elif line.startswith("data: "):
            data = line.removeprefix("data: ")


async def next_event(stream: AsyncIterator[tuple[str, str]]) -> tuple[str, str]:
    return await asyncio.wait_for(anext(stream), PROMPT)


async def test_an_open_stream_hears_each_move_of_its_game_and_no_other(store: Store, client: Client) -> None:
    watched = await stored_game(store, "zark-city", moves=2)
    other = await stored_game(store, "zarcana", moves=1, thread=301)
    answer = await client.get(f"/g/{watched.token}/events")
    assert answer.status == 200 and answer.headers["Content-Type"] == "text/event-stream"
    stream = events(answer)
    assert await next_event(stream) == ("hello", "3")
    await play_moves(store, other.game_id, 1)
    await play_moves(store, watched.game_id, 1)
    assert await next_event(stream) == ("move", "4")  # the other game's move was not told here
    await play_moves(store, watched.game_id, 2)
    assert await next_event(stream) == ("move", "5")
    assert await next_event(stream) == ("move", "6")
    answer.close()


async def test_the_page_of_now_takes_each_move_from_its_event_made_once_for_every_page(
    store: Store, client: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    watched = await stored_game(store, "zark-city", moves=2)
    made: list[int] = []
    game_parts = Pages.game_parts

    def counted(self: Pages, language: str, page: GamePage, *, version: int) -> str:
        made.append(version)
        return game_parts(self, language, page, version=version)

    monkeypatch.setattr(Pages, "game_parts", counted)
    page = await (await client.get(f"/g/{watched.token}")).text()
    address = re.search(r'data-events="([^"]+)"', page)
    assert address is not None and address.group(1) == f"/g/{watched.token}/events?parts=yes"
    english = [events(await client.get(address.group(1))) for _ in range(3)]
    german = events(await client.get(address.group(1), headers={"Accept-Language": "de"}))
    for stream in [*english, german]:
        assert await next_event(stream) == ("hello", "3")
    await play_moves(store, watched.game_id, 1)
    heard = [await next_event(stream) for stream in english]
    assert heard[0] == heard[1] == heard[2] and heard[0][0] == "page"
    parts = json.loads(heard[0][1])
    now = await (await client.get(f"/g/{watched.token}")).text()
    assert parts["version"] == 4 and parts["previous"] == f"/g/{watched.token}/moves/2"
    assert parts["since"] == 0 and f'<li value="3"><a href="/g/{watched.token}/moves/3">' in parts["main"]
    assert now.split('<main id="main">', 1)[1].split("</main>", 1)[0].strip() == parts["main"].strip()  # as fetched
    name, data = await next_event(german)
    assert name == "page" and "Spieler" in json.loads(data)["main"] and "Players" not in json.loads(data)["main"]
    assert made == [4, 4]  # once in English for three pages, once in German


async def test_a_long_games_event_carries_its_latest_moves_only(store: Store, client: Client) -> None:
    watched = await stored_game(store, "zarcana", moves=20, seed="long")
    stream = events(await client.get(f"/g/{watched.token}/events?parts=yes"))
    assert await next_event(stream) == ("hello", "21")
    await play_moves(store, watched.game_id, 1)
    name, data = await next_event(stream)
    parts = json.loads(data)
    assert name == "page" and parts["since"] == 21 - PARTS_MOVES
    listed = [int(number) for number in re.findall(r'<li value="(\d+)">', parts["main"])]
    assert listed == list(range(22 - PARTS_MOVES, 22))
    page = await (await client.get(f"/g/{watched.token}")).text()
    main = page.split('<main id="main">', 1)[1].split("</main>", 1)[0]
    earlier = re.compile(r'<li value="(\d+)">.*\n')
    kept = earlier.sub(lambda item: "" if int(item.group(1)) <= parts["since"] else item.group(0), main)
    assert kept.strip() == parts["main"].strip()  # the page, but for the moves an open page lists already


async def test_a_stream_without_parts_hears_the_version_alone(store: Store, client: Client) -> None:
    """As a player's own view's stream does: its page fetches itself again (its hand is not in the parts)."""
    watched = await stored_game(store, "unopolis", moves=1)
    stream = events(await client.get(f"/g/{watched.token}/events"))
    assert await next_event(stream) == ("hello", "2")
    await play_moves(store, watched.game_id, 1)
    assert await next_event(stream) == ("move", "3")


async def test_a_web_alone_on_the_bots_sqlite_file_looks_for_moves(store: Store, tmp_path: Path) -> None:
    made = await stored_game(store, "unocitta", moves=1)
    async with await Store.open(store.target) as own:  # the web's own store: no move of the bot's is told to it
        app = make_app(own, WebSettings(), poll=True)
        async with TestClient(TestServer(app, host="127.0.0.1")) as alone:
            answer = await alone.get(f"/g/{made.token}/events")
            stream = events(answer)
            assert await next_event(stream) == ("hello", "2")
            await play_moves(store, made.game_id, 1)
            assert await next_event(stream) == ("move", "3")
            answer.close()


async def test_processes_sharing_postgresql_hear_each_others_moves(postgres_url: str) -> None:
    async with await Store.open(postgres_url) as bot, await Store.open(postgres_url) as site:
        made = await stored_game(bot, "zarcana", moves=1)
        async with TestClient(TestServer(make_app(site), host="127.0.0.1")) as client:
            answer = await client.get(f"/g/{made.token}/events")
            stream = events(answer)
            assert await next_event(stream) == ("hello", "2")
            await play_moves(bot, made.game_id, 1)
            assert await next_event(stream) == ("move", "3")
            answer.close()


async def test_the_stream_ends_when_the_site_stops_and_an_unknown_game_has_none(store: Store) -> None:
    made = await stored_game(store, "zark-city", moves=1)
    client: Client = TestClient(TestServer(make_app(store), host="127.0.0.1"))
    await client.start_server()
    try:
        assert (await client.get("/g/AAAAAAAAAAAAAAAAAAAAAA/events")).status == 404
        answer = await client.get(f"/g/{made.token}/events")
        stream = events(answer)
        assert (await next_event(stream))[0] == "hello"
    finally:
        await asyncio.wait_for(client.close(), 5)  # an open stream does not hold the site up


async def test_a_lost_listening_connection_is_made_again_and_what_it_missed_is_told(postgres_url: str) -> None:
    async with await Store.open(postgres_url) as bot, await Store.open(postgres_url) as site:
        made = await stored_game(bot, "zark-city", moves=1)
        async with TestClient(TestServer(make_app(site), host="127.0.0.1")) as client:
            answer = await client.get(f"/g/{made.token}/events")
            stream = events(answer)
            assert await next_event(stream) == ("hello", "2")
            database = site.database
            assert isinstance(database, PostgresDatabase)
            [listening] = database.listening
            lost = listening.server_pid()
            async with bot.database.write() as session:  # as a server restart would
                await session.execute("SELECT pg_terminate_backend(:pid)", {"pid": lost})
            await play_moves(bot, made.game_id, 1)  # sent while nobody listened
            event = await asyncio.wait_for(anext(stream), LISTEN_AGAIN_SECONDS + 3)
            assert event == ("move", "3")
            assert listening.server_pid() not in {None, lost}
            await play_moves(bot, made.game_id, 1)
            assert await next_event(stream) == ("move", "4")
            answer.close()


async def test_a_store_hears_only_its_own_schemas_moves(postgres_url: str, postgres_server: Server) -> None:
    """Notifications reach every listener of the database: another schema's game of the same number (another bot's,
    or another test's) is not this one's."""
    name, elsewhere = await postgres_server.create_schema()
    try:
        async with await Store.open(postgres_url) as here, await Store.open(elsewhere) as there:
            mine = await stored_game(here, "zark-city", moves=1)
            theirs = await stored_game(there, "zark-city", moves=1)
            assert mine.game_id == theirs.game_id  # the same number in each schema
            heard: list[tuple[int, int]] = []
            twice = asyncio.Event()  # this store's move: told in-process, then by its NOTIFY

            def moved(game: int, version: int) -> None:
                heard.append((game, version))
                if len(heard) >= 2:
                    twice.set()

            stop = await here.follow_moves(moved)
            try:
                await play_moves(there, theirs.game_id, 2)
                await play_moves(here, mine.game_id, 1)
                await asyncio.wait_for(twice.wait(), PROMPT)
                await asyncio.sleep(0.3)  # time for the other schema's notifications, were they heard
            finally:
                await stop()
            assert heard == [(mine.game_id, 3), (mine.game_id, 3)]
    finally:
        await postgres_server.drop_schema(name)
