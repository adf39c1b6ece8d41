"""The web companion in a real browser (Chromium, through Playwright): a move appears on an open game page without a
reload; the arrow keys step through the moves and the address follows; a phone 375 px wide has no horizontal scroll
and the board fits; every image has alt text and every link is reached by the keyboard; with JavaScript off the
page still reads; the same for a player's page, a listed server's and a leaderboard. The site runs on 127.0.0.1 over
a store in the test's temporary folder; moves are committed to the store as the bot commits them (the bot's own
process tells the page: `data.web.WebStore.follow_moves`)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from data import Store
from tests.browser import chromium
from tests.data.store_helpers import GUILD, USERS, FakeClock
from tests.web.games import finished_game, play_moves, stored_game
from web import WebSettings, make_app

Client = TestClient[web.Request, web.Application]
PHONE = {"width": 375, "height": 740}


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    async with await Store.open(tmp_path / "var" / "zark.db", clock=FakeClock()) as opened:
        yield opened


@pytest.fixture
async def site(store: Store) -> AsyncIterator[Client]:
    app = make_app(store, WebSettings(public_url="https://zark.example"))
    async with TestClient(TestServer(app, host="127.0.0.1")) as client:
        yield client


@pytest.fixture
async def browser() -> AsyncIterator[Any]:
    async with chromium() as launched:
        yield launched


def at(site: Client, path: str) -> str:
    return str(site.make_url(path))


async def test_a_move_appears_on_an_open_page_without_a_reload(store: Store, site: Client, browser: Any) -> None:
    made = await stored_game(store, "zark-city", moves=10)
    page = await browser.new_page()
    await page.goto(at(site, f"/g/{made.token}"))
    assert await page.locator("ol#moves > li").count() == 10
    await page.evaluate("window.stayed = true")  # gone if the page were loaded again
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    await page.wait_for_timeout(300)  # the event stream is open
    await play_moves(store, made.game_id, 1)
    await page.locator("ol#moves > li").nth(10).wait_for(timeout=2000)  # the page's own CSP forbids eval
    assert await page.evaluate("window.stayed === true")
    src = await page.get_attribute("#board", "src")
    assert src is not None and src.endswith("/moves/11/board.png")
    assert await page.title() == (await (await site.get(f"/g/{made.token}")).text()).split("<title>")[1].split("<")[0]
    assert await page.get_attribute('head link[rel="prev"]', "href") == f"/g/{made.token}/moves/10"
    await play_moves(store, made.game_id, 2)
    await page.locator("ol#moves > li").nth(12).wait_for(timeout=2000)
    assert await page.evaluate("window.stayed === true")
    listed = await page.locator("ol#moves > li").evaluate_all("items => items.map(item => item.value)")
    assert listed == list(range(1, 14))  # the moves it listed, then the latest the events carried
    # The moves came with their events: the page did not fetch itself again, only each new board.
    assert not [url for url in asked if url.endswith(f"/g/{made.token}")], asked
    assert any(url.endswith("/moves/13/board.png") for url in asked), asked


async def test_the_arrow_keys_step_through_the_moves_and_the_address_follows(
    store: Store, site: Client, browser: Any
) -> None:
    made = await stored_game(store, "zarcana", moves=4)
    page = await browser.new_page()
    await page.goto(at(site, f"/g/{made.token}/moves/2"))
    await page.keyboard.press("ArrowLeft")
    await page.wait_for_url(f"**/g/{made.token}/moves/1")
    await page.keyboard.press("ArrowRight")
    await page.wait_for_url(f"**/g/{made.token}/moves/2")
    await page.keyboard.press("ArrowRight")
    await page.wait_for_url(f"**/g/{made.token}/moves/3")
    await page.keyboard.press("ArrowRight")  # the last move's next is the game now
    await page.wait_for_url(f"**/g/{made.token}")
    assert "The board now" in await page.inner_text("figcaption")


@pytest.mark.parametrize("kind", ["zark-city", "unopolis", "zarcana"])
async def test_a_phone_has_no_horizontal_scroll_and_the_board_fits(
    store: Store, site: Client, browser: Any, kind: str
) -> None:
    made = await stored_game(store, kind, moves=8)
    page = await browser.new_page(viewport=PHONE)
    await page.goto(at(site, f"/g/{made.token}"))
    await page.wait_for_load_state("load")  # the board image too
    widths = await page.evaluate(
        "[document.documentElement.scrollWidth, document.documentElement.clientWidth,"
        " document.getElementById('board').getBoundingClientRect().right]"
    )
    scroll, client, board_right = widths
    assert scroll <= client <= PHONE["width"]
    assert board_right <= client


async def test_every_image_has_alt_text_and_every_link_is_reached_by_the_keyboard(
    store: Store, site: Client, browser: Any
) -> None:
    made = await stored_game(store, "unocitta", moves=3)
    page = await browser.new_page()
    await page.goto(at(site, f"/g/{made.token}/moves/1"))
    alts = await page.eval_on_selector_all("img", "images => images.map(image => image.alt)")
    assert alts and all(alt.strip() for alt in alts)
    links = await page.eval_on_selector_all("a[href]", "links => links.map(link => link.href)")
    reached: list[str] = []
    for _ in range(len(links) + 5):
        await page.keyboard.press("Tab")
        reached.append(await page.evaluate("document.activeElement && document.activeElement.href || ''"))
    assert set(links) <= set(reached)


async def test_with_javascript_off_the_page_still_reads(store: Store, site: Client, browser: Any) -> None:
    made = await stored_game(store, "zark-city", moves=4)
    context = await browser.new_context(java_script_enabled=False)
    page = await context.new_page()
    await page.goto(at(site, f"/g/{made.token}"))
    text = await page.inner_text("main")
    assert "Players" in text and "Moves so far" in text and "to play" in text
    assert await page.locator("ol#moves > li").count() == 4
    await page.click("text=Previous move")
    await page.wait_for_url(f"**/g/{made.token}/moves/3")
    assert "The board after move 3 of 4" in await page.inner_text("figcaption")
    await context.close()


async def test_a_players_page_and_a_listed_servers_read_on_a_phone_and_by_keyboard(
    store: Store, site: Client, browser: Any
) -> None:
    for n in range(3):
        await finished_game(store, "zark-city", seed=f"phone-{n}")
    server = await store.set_listed(GUILD, True)
    mine, _ = await store.player_token(str(USERS[0]))
    page = await browser.new_page(viewport=PHONE)
    for path in (f"/u/{mine}", f"/s/{server}", "/top/zark-city"):
        await page.goto(at(site, path))
        await page.wait_for_load_state("load")  # the charts too
        scroll, client = await page.evaluate(
            "[document.documentElement.scrollWidth, document.documentElement.clientWidth]"
        )
        assert scroll <= client <= PHONE["width"], path
        images = await page.eval_on_selector_all(
            "img", "images => images.map(image => [image.alt, image.naturalWidth, image.getBoundingClientRect().right])"
        )
        assert all(alt.strip() and width > 0 and right <= client for alt, width, right in images), path
        links = await page.eval_on_selector_all("a[href]", "links => links.map(link => link.href)")
        reached: list[str] = []
        for _ in range(len(links) + 5):
            await page.keyboard.press("Tab")
            reached.append(await page.evaluate("document.activeElement && document.activeElement.href || ''"))
        assert set(links) <= set(reached), path
    await page.goto(at(site, f"/u/{mine}"))
    assert await page.locator("img.chart").count() == 1
    context = await browser.new_context(java_script_enabled=False)
    quiet = await context.new_page()
    await quiet.goto(at(site, f"/s/{server}"))
    text = await quiet.inner_text("main")
    assert "Latest games" in text and "this server's leaderboard" in text and "<script>alert(1)</script>" in text
    await context.close()
