"""Players' pages, leaderboards and listed servers, over real rated games on both backends: private by default
(an unlisted server's page, players and leaderboards are the 404 page; a hidden profile is the 404 page everywhere),
names shown as written, every address a token, every word from the catalogue."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer
from markupsafe import escape

import data.webplayers
from data import LoggedTurn, Store
from play.ratings import rating_chart
from play.webplayers import answers
from rules import Phase, kind_named
from tests.data.store_helpers import CHANNEL, GUILD, OTHER_GUILD, USERS, FakeClock, next_interaction
from tests.web.games import IMAGE_NAME, SCRIPT_NAME, finished_game, play_moves
from tests.web.test_words import escaped, pseudo
from web import WebSettings, make_app

__all__ = ["pseudo"]
Client = TestClient[web.Request, web.Application]
LONER = USERS[4]  # plays only in the server that is never listed


@pytest.fixture
async def people(store_target: str) -> AsyncIterator[tuple[Store, Client]]:
    """Three rated games in the first server between the two names that try markup, one in another server."""
    async with await Store.open(store_target, clock=FakeClock()) as store:
        for n in range(3):
            await finished_game(store, "zark-city", seed=f"people-{n}")
        await ended_elsewhere(store)
        app = make_app(store, WebSettings(public_url="https://zark.example"))
        async with TestClient(TestServer(app, host="127.0.0.1")) as client:
            yield store, client


async def ended_elsewhere(store: Store) -> None:
    """A rated game in the other server, between the first player and `LONER`."""
    settings = kind_named("zark-city").table({})
    row = await store.create_lobby(
        guild_id=OTHER_GUILD, channel_id=CHANNEL + 50, host_id=USERS[0], host_name=SCRIPT_NAME, settings=settings
    )
    await store.join(row.id, LONER, "Loner")
    await store.start_game(row.id, "elsewhere")
    game = await play_moves(store, row.id, 2)
    loaded = await store.load(row.id)
    game.apply(1, kind_named("zark-city").parse_action("resign"))
    assert game.phase is Phase.OVER
    await store.commit_move(row.id, loaded.version, game, user_id=LONER, interaction_id=next_interaction())


async def status(client: Client, path: str) -> int:
    return (await client.get(path)).status


async def test_nothing_is_shown_until_a_server_is_listed(people: tuple[Store, Client]) -> None:
    store, client = people
    mine, _ = await store.player_token(str(USERS[0]))
    server, listed = await store.guild_token(GUILD)
    assert not listed
    assert await status(client, f"/u/{mine}") == 404
    assert await status(client, f"/u/{mine}/zark-city/chart.png") == 404
    assert await status(client, f"/s/{server}") == 404
    board = await (await client.get("/top/zark-city")).text()
    assert "/u/" not in board and "alert(1)" not in board


async def test_a_profiles_chart_alt_text_made_from_the_rating_says_what_the_chart_of_every_game_shows(
    people: tuple[Store, Client],
) -> None:
    """The page's alt text comes from the rating alone; it says what the chart drawn from every game shows."""
    store, client = people
    await store.set_listed(GUILD, True)
    mine, _ = await store.player_token(str(USERS[0]))
    history = await store.rating_history(str(USERS[0]), "zark-city")
    chart = rating_chart(history, SCRIPT_NAME, kind_named("zark-city").title)
    assert chart is not None and "4 " in chart.alt_text  # four rated games: three here, one elsewhere
    profile = await (await client.get(f"/u/{mine}")).text()
    assert f'alt="{escape(chart.alt_text)}"' in profile


async def test_a_listed_servers_games_leaderboards_and_players(people: tuple[Store, Client]) -> None:
    store, client = people
    server = await store.set_listed(GUILD, True)
    assert re.fullmatch(r"[A-Za-z0-9_-]{22}", server)
    page = await (await client.get(f"/s/{server}")).text()
    assert page.count('href="/g/') >= 3  # its games, linked by their tokens
    linked = set(re.findall(r'href="/u/([A-Za-z0-9_-]{22})"', page))
    mine, _ = await store.player_token(str(USERS[0]))
    theirs, _ = await store.player_token(str(USERS[1]))
    assert linked == {mine, theirs}
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page and "<script>alert" not in page
    assert "&gt;&lt;img src=x onerror=alert(1)&gt;" in page and IMAGE_NAME not in page
    profile = await (await client.get(f"/u/{mine}")).text()
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in profile and "<script>alert" not in profile
    assert 'src="/u/' in profile and 'alt="' in profile  # the rating's chart, with its alt text
    assert "Median time to move" in profile and "caretaker" in profile
    assert profile.count('href="/g/') == 3  # the history: the listed server's games only
    assert f'href="/u/{theirs}"' in profile  # the opponent met most, linked
    assert "Loner" not in profile  # met in a server that is not listed
    chart = await client.get(f"/u/{mine}/zark-city/chart.png")
    assert chart.status == 200 and chart.content_type == "image/png"
    assert await status(client, f"/u/{mine}/chess/chart.png") == 404
    board = await (await client.get("/top/zark-city")).text()
    assert set(re.findall(r'href="/u/([A-Za-z0-9_-]{22})"', board)) == {mine, theirs}
    assert await status(client, "/top/chess") == 404
    loner, _ = await store.player_token(str(LONER))
    assert await status(client, f"/u/{loner}") == 404  # rated only in a server that is not listed
    assert await status(client, f"/s/{(await store.guild_token(OTHER_GUILD))[0]}") == 404


async def test_a_listed_servers_page_is_headed_with_its_name_as_written(people: tuple[Store, Client]) -> None:
    """The name Discord gave when the server was last listed, as text; before any, a heading without one."""
    store, client = people
    server = await store.set_listed(GUILD, True)
    page = await (await client.get(f"/s/{server}")).text()
    assert "<h1>A Discord server&#39;s games and leaderboards</h1>" in page
    await store.set_listed(GUILD, True, name=SCRIPT_NAME)
    page = await (await client.get(f"/s/{server}")).text()
    named = "&lt;script&gt;alert(1)&lt;/script&gt;: games and leaderboards"
    assert f"<h1>{named}</h1>" in page and f"<title>{named}" in page
    await store.set_listed(GUILD, False)
    await store.set_listed(GUILD, True, name=IMAGE_NAME)  # renamed, and listed again
    page = await (await client.get(f"/s/{server}")).text()
    assert f"<h1>{escape(IMAGE_NAME)}: games and leaderboards</h1>" in page and IMAGE_NAME not in page
    await store.set_listed(GUILD, True)  # no name given: the one kept stays
    assert (await store.guild_of_token(server)) == (GUILD, True, IMAGE_NAME)


async def test_a_hidden_profile_is_gone_everywhere(people: tuple[Store, Client]) -> None:
    store, client = people
    server = await store.set_listed(GUILD, True)
    mine, _ = await store.player_token(str(USERS[0]))
    await store.set_hidden(str(USERS[0]), True)
    assert await status(client, f"/u/{mine}") == 404
    assert await status(client, f"/u/{mine}/zark-city/chart.png") == 404
    for path in (f"/s/{server}", "/top/zark-city", f"/u/{(await store.player_token(str(USERS[1])))[0]}"):
        html = await (await client.get(path)).text()
        assert f"/u/{mine}" not in html and "&lt;script&gt;alert(1)" not in html, path
    await store.set_hidden(str(USERS[0]), False)
    assert await status(client, f"/u/{mine}") == 200
    await store.set_listed(GUILD, False)
    assert await status(client, f"/u/{mine}") == 404
    assert await status(client, f"/s/{server}") == 404


async def test_no_english_escapes_the_people_pages(people: tuple[Store, Client], pseudo: None) -> None:
    store, client = people
    server = await store.set_listed(GUILD, True)
    mine, _ = await store.player_token(str(USERS[0]))
    for path in (f"/u/{mine}", f"/s/{server}", "/top/zark-city", "/top/zarcana", "/"):
        html = await (await client.get(path)).text()
        assert escaped(html) == [], path


def test_time_to_move_and_the_caretakers_moves() -> None:
    me, other = 7, 8
    turns = [
        LoggedTurn(1, 0, 0, other, 1_000, 1, 0),
        LoggedTurn(1, 1, 1, me, 61_000, 1, 0),  # a minute after the other's move
        LoggedTurn(1, 2, 1, me, 62_000, 1, 0),  # the same turn's second move: not a new answer
        LoggedTurn(1, 3, 0, other, 70_000, 1, 0),
        LoggedTurn(1, 4, 1, None, 400_000, 1, 0),  # the caretaker, at a missed deadline
        LoggedTurn(2, 0, 0, me, 5_000, 0, 0),  # a game's first move: nothing before it to answer
        LoggedTurn(2, 1, 1, other, 9_000, 0, 0),
        LoggedTurn(2, 2, 0, me, 189_000, 0, 0),  # three minutes
    ]
    assert answers(turns, me) == ([60_000, 180_000], 1)


async def test_the_table_of_everyone_listed_is_the_same_read_either_way(
    people: tuple[Store, Client], monkeypatch: pytest.MonkeyPatch
) -> None:
    store, _ = people
    assert await store.top_listed("zark-city") == []  # nothing listed yet
    await store.set_listed(GUILD, True)
    await store.set_listed(OTHER_GUILD, True)
    few = await store.top_listed("zark-city")  # the listed servers' members' ratings, sorted
    monkeypatch.setattr(data.webplayers, "FEW_LISTED", 0)
    walked = await store.top_listed("zark-city")  # the kind's table in order, each player checked
    assert few == walked and [rating.player for rating in few] == [str(USERS[0]), str(USERS[1])]
    await store.set_hidden(str(USERS[0]), True)
    assert [rating.player for rating in await store.top_listed("zark-city")] == [str(USERS[1])]
