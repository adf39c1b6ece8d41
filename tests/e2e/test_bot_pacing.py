"""Discord's global rate limit, never hit: every request the limit counts (posting in a channel, opening a thread,
opening a DM channel and sending a DM, ...) waits for the bot's pacer (`cogs/support/pacing.py`), whichever part of the
bot makes it. Through the real bot.py and the stand-in enforcing the limit; the bot is told its limit is 10 requests a
second (ZARK_GLOBAL_PER_SECOND, as Discord would have it for a small bot), so that a burst is quick to make."""

from __future__ import annotations

import asyncio
import re
from functools import partial
from pathlib import Path

from .conftest import LaunchBot
from .fakediscord import Channel, FakeDiscord, User
from .zark import ROOT, WINNING_SEED, open_lobby

PER_SECOND = 10
GAMES = 4


def told_by_dm(fd: FakeDiscord, user: User) -> bool:
    return any("your move" in message.content for message in fd.dms_with(user))


async def test_a_burst_of_posts_threads_and_dms_never_meets_the_global_limit(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    """Four games opened, joined with /zark lobby join and started at once, in four channels, by players who asked for
    turn DMs: the lobby messages, the threads, their first messages, the lobby messages' edits, the first boards, the
    DM channels and the DMs (about 35 counted requests, made within a second or two without pacing) all go out, and
    Discord refuses none of them."""
    bot = await launch_bot(
        ROOT / "bot.py",
        cwd=ROOT,
        ZARK_DB_PATH=str(tmp_path / "zark.db"),
        ZARK_DEAL_SEED=WINNING_SEED,
        ZARK_GLOBAL_PER_SECOND=str(PER_SECOND),
    )
    await fd.wait_for_ready(process=bot)
    tables = [
        (fd.add_channel(f"table-{n}"), fd.add_member(f"host{n}"), fd.add_member(f"guest{n}")) for n in range(GAMES)
    ]
    for _, host, guest in tables:
        for user in (host, guest):
            answer = await fd.slash(user, "zark notify", dm=True)
            assert "Turn DMs: on" in answer.content
    fd.limits.enable(global_per_second=PER_SECOND)
    fd.limits.reset_counters()

    async def open_and_start(channel: Channel, host: User, guest: User) -> None:
        lobby = await open_lobby(fd, host, channel=channel)
        game = re.search(r"game (\d+)", lobby.content)
        assert game is not None
        thread = await fd.wait_for_thread(f"Zark City game {game[1]}", timeout=30)
        joined = await fd.slash(guest, "zark lobby join", channel=thread)  # the lobby message is edited: a PATCH
        assert joined.content.startswith("Done: you joined"), joined.content
        await fd.click(host, lobby, label="Start")

    await asyncio.gather(*(open_and_start(*table) for table in tables))
    for _, host, guest in tables:  # everyone must choose a starter: each was told by DM
        for user in (host, guest):
            await fd.wait_until(partial(told_by_dm, fd, user), timeout=30)
    begun = [m for m in fd.world.live_messages() if "has begun" in m.content]
    assert len(begun) == GAMES
    assert fd.limits.global_429s == 0, fd.limits.hits
    assert fd.limits.peak_per_second <= PER_SECOND
    routes = fd.limits.routes
    assert routes["POST /users/@me/channels"] == 2 * GAMES  # the DM channels...
    assert routes["POST /channels/{}/messages/{}/threads"] == GAMES
    assert routes["PATCH /channels/{}/messages/{}"] >= GAMES  # the lobbies refreshed after /zark lobby join
    # ...and the lobbies, the threads' first messages, the first boards and the DMs
    assert routes["POST /channels/{}/messages"] >= 5 * GAMES
