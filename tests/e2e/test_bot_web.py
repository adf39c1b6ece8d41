"""The web companion inside the real bot.py, through the Discord stand-in: two computer seats play while the host
watches; every board carries a "View on the web" link button to the game's page (ZARK_WEB_URL), the page answers on
the bot's own port, its event stream hears each move the bot commits, and in a real browser the moves appear on the
open page without a reload."""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path

import aiohttp

from tests.browser import chromium

from .conftest import LaunchBot
from .fakediscord import FakeDiscord, Message
from .fakediscord.models import walk_components
from .test_bot_computers import lobby_with_computers, start_bot

MANAGE_GUILD = 1 << 5
#: One computer move a second: the page is watched while the game goes on.
PACED = {"ZARK_COMPUTER_DELAY": "1", "ZARK_COMPUTER_WORKERS": "1"}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def web_button(message: Message) -> str | None:
    links = [c.get("url") for c in walk_components(message.components) if c.get("style") == 5]
    return links[0] if links else None


async def watched_game(fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path) -> tuple[str, str]:
    """A game of two computers the host watches, on a bot whose web is on a free port: the page's address and the
    site's base address."""
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    web = {"ZARK_WEB_PORT": str(port), "ZARK_WEB_URL": base}
    await start_bot(fd, launch_bot, tmp_path / "zark.db", "3", **PACED, **web)
    ann = fd.add_member("ann")
    lobby = await lobby_with_computers(fd, ann, ["easy", "easy"])
    thread = fd.threads[-1]
    await fd.slash(ann, "zark lobby leave", channel=thread)
    await fd.click(ann, lobby, label="Start")
    board = await fd.wait_for_message(
        lambda m: m.channel_id == thread.id and bool(m.attachments) and web_button(m) is not None,
        what="a board with its web link",
    )
    link = web_button(board)
    assert link is not None and link.startswith(f"{base}/g/") and len(link) == len(base) + 3 + 22
    return link, base


async def test_boards_link_to_a_live_page_the_bot_serves(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    link, _ = await watched_game(fd, launch_bot, tmp_path)
    async with aiohttp.ClientSession() as session:
        async with session.get(link, headers={"Accept-Language": "de-DE,de;q=0.9"}) as answer:
            page = await answer.text()
            assert answer.status == 200 and '<html lang="de">' in page
            assert "Bot 1 (easy)" in page and "Spieler" in page
        async with session.get(f"{link}/events") as stream:
            heard: list[str] = []
            while len(heard) < 2:
                line = (await asyncio.wait_for(stream.content.readline(), 10)).decode().strip()
                if line.startswith("event: move"):
                    heard.append(line)


async def test_a_move_the_bot_plays_appears_on_an_open_page_without_a_reload(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    async with chromium() as browser:
        link, _ = await watched_game(fd, launch_bot, tmp_path)
        page = await browser.new_page()
        await page.goto(link)
        await page.evaluate("window.stayed = true")
        shown = await page.locator("ol#moves > li").count()
        await page.locator("ol#moves > li").nth(shown + 1).wait_for(timeout=10_000)  # two more moves, by the bot
        assert await page.evaluate("window.stayed === true")


async def test_web_listing_through_the_bot_needs_manage_server_and_opens_the_servers_page(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    await start_bot(fd, launch_bot, tmp_path / "zark.db", "3", ZARK_WEB_PORT=str(port), ZARK_WEB_URL=base)
    ann = fd.add_member("ann")
    boss = fd.add_member("boss", permissions=fd.world.everyone_permissions | MANAGE_GUILD)
    refused = await fd.slash(ann, "web listing on")
    assert refused.ephemeral and "Manage Server" in refused.content, refused.content
    listed = await fd.slash(boss, "web listing on")
    assert listed.ephemeral and f"{base}/s/" in listed.content, listed.content
    page = listed.content.split(f"{base}/s/")[1][:22]
    own = await fd.slash(ann, "web link")
    assert own.ephemeral and f"{base}/s/{page}" in own.content and "/u/" not in own.content, own.content
    async with aiohttp.ClientSession() as session:
        async with session.get(f"{base}/s/{page}") as answer:
            assert answer.status == 200 and "Latest games" in await answer.text()
        off = await fd.slash(boss, "web listing off")
        assert off.ephemeral and "no longer listed" in off.content, off.content
        async with session.get(f"{base}/s/{page}") as answer:
            assert answer.status == 404
