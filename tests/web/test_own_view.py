"""A player's own view: an address signed with the bot's secret, expiring after 24 hours, that shows their hand with
the table; any change to it, or its expiry, gives the 403 page. And the links the bot posts: the board's "View on
the web" button (only with ZARK_WEB_URL) and the own view's address under a hand."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import discord
from aiohttp import web
from aiohttp.test_utils import TestClient

from cogs.support.looking import game_buttons
from data import Store
from play.web import game_page_link
from play.weblinks import LIFETIME, link_secret, own_path
from render import hand_text
from tests.web.games import stored_game

Client = TestClient[web.Request, web.Application]


async def forbidden(client: Client, path: str) -> None:
    answer = await client.get(path)
    body = await answer.text()
    assert answer.status == 403, (path, answer.status)
    assert "This link does not open" in body and "Traceback" not in body


async def test_the_own_view_shows_the_players_hand_and_nobody_elses(store: Store, client: Client) -> None:
    made = await stored_game(store, "zarcana", moves=3)
    game = (await store.load(made.game_id)).game
    assert game is not None
    secret = await link_secret(store, None)  # the bot's: made once, kept in the store, read by the site too
    path = own_path(secret, made.token, 1, datetime.now(UTC))
    answer = await client.get(path)
    page = await answer.text()
    assert answer.status == 200 and answer.headers["Cache-Control"] == "private, no-store"
    assert "Your hand" in page and '<meta name="robots" content="noindex">' in page
    assert 'property="og:' not in page  # a private page is never unfurled
    assert f'data-events="/g/{made.token}/events"' in page  # its events carry no public page to replace it with
    own, other = hand_text(game.view(1)), hand_text(game.view(0))
    assert f'alt="{own}"' in page.replace("&#39;", "'") and other not in page
    hand = await client.get(f"{path}/hand.png")
    assert hand.status == 200 and hand.content_type == "image/png"
    assert hand.headers["Cache-Control"] == "private, no-store"


async def test_a_forged_or_expired_own_view_is_a_403_page(store: Store, client: Client) -> None:
    made = await stored_game(store, "zark-city", moves=2)
    other = await stored_game(store, "zark-city", moves=2, thread=301)
    secret = await link_secret(store, None)
    now = datetime.now(UTC)
    _, _, token, seat, expires, signed = own_path(secret, made.token, 0, now).split("/")
    assert (await client.get(f"/p/{token}/{seat}/{expires}/{signed}")).status == 200
    await forbidden(client, f"/p/{token}/1/{expires}/{signed}")  # another seat
    await forbidden(client, f"/p/{token}/{seat}/{int(expires) + 3600}/{signed}")  # a later expiry
    await forbidden(client, f"/p/{other.token}/{seat}/{expires}/{signed}")  # another game
    await forbidden(client, f"/p/{token}/{seat}/{expires}/{'A' * 43}")  # made up
    await forbidden(client, f"/p/{token}/1/{expires}/{signed}/hand.png")  # another seat's hand
    await forbidden(client, own_path(b"another secret", made.token, 0, now))
    await forbidden(client, own_path(secret, made.token, 0, now - LIFETIME - timedelta(seconds=1)))  # expired
    await forbidden(client, own_path(secret, made.token, 5, now))  # no such seat


async def test_a_configured_secret_signs_instead_of_the_stored_one(store: Store) -> None:
    made = await stored_game(store, "unocitta", moves=1)
    configured = await link_secret(store, "s" * 40)
    assert configured == b"s" * 40 and configured != await link_secret(store, None)
    assert own_path(configured, made.token, 0, datetime.now(UTC)).startswith(f"/p/{made.token}/0/")


async def test_the_board_carries_a_link_to_the_games_page_only_with_a_public_address(store: Store) -> None:
    made = await stored_game(store, "zark-city", moves=1)
    assert await game_page_link(store, None, made.game_id) is None
    link = await game_page_link(store, "https://zark.example/", made.game_id)
    assert link == f"https://zark.example/g/{made.token}"
    row = (await store.load(made.game_id)).row
    german = type(row)(
        **{**{f: getattr(row, f) for f in row.__slots__}, "settings": {**row.settings, "language": "de"}}
    )
    buttons = [item for item in game_buttons(german, link).children if isinstance(item, discord.ui.Button)]
    [web_button] = [button for button in buttons if button.url]
    assert web_button.url == link and web_button.label == "Im Web ansehen"
    assert all(not button.url for button in game_buttons(row).children if isinstance(button, discord.ui.Button))
