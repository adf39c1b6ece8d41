"""A game ended while the bot is killed is rated exactly once: the move that ends it writes its result in its own
transaction, and the bot started again owes the table the last board (with the ratings line) but never rates the game
again, whatever is pressed again."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import sys
from asyncio.subprocess import PIPE, STDOUT
from pathlib import Path

from .conftest import LaunchBot
from .fakediscord import BotProcess, FakeDiscord, Message
from .fakediscord.errors import BotDidNotRespondError, WaitTimeoutError
from .zark import ROOT, WINNING_SEED, open_lobby

RATINGS_LINE = "Ratings in Zark City: Ann 25.0 → 27.6, Bob 25.0 → 22.4"


async def start(fd: FakeDiscord, launch_bot: LaunchBot, db: Path) -> BotProcess:
    bot = await launch_bot(ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=str(db), ZARK_DEAL_SEED=WINNING_SEED)
    await fd.wait_for_ready(process=bot)
    return bot


def stored(db: Path, query: str) -> list[tuple[object, ...]]:
    with contextlib.closing(sqlite3.connect(db)) as connection:
        return connection.execute(query).fetchall()


async def wait_for_result(db: Path) -> None:
    """Until the database holds the game's result (the ending move's transaction is committed)."""
    async with asyncio.timeout(10):  # polled: the database is another process's, with nothing to wait on
        while True:
            if stored(db, "SELECT game_id FROM game_results"):
                return
            await asyncio.sleep(0.01)


async def test_a_game_ended_as_the_bot_is_killed_is_rated_once_after_the_restart(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    db = tmp_path / "zark.db"
    bot = await start(fd, launch_bot, db)
    ann, bob = fd.add_member("ann"), fd.add_member("bob")
    lobby = await open_lobby(fd, ann)
    thread = await fd.wait_for_thread("Zark City game 1")
    await fd.click(bob, lobby, label="Join")
    await fd.wait_for_message(lambda message: message.id == lobby.id and bob.mention in message.content)
    await fd.click(ann, lobby, label="Start")
    await fd.wait_for_message(lambda message: message.channel_id == thread.id and "has begun" in message.content)
    asked = await fd.slash(bob, "zark resign", channel=thread)
    assert asked.message is not None

    # Discord turns slow, so the board the ending move owes is still on its way when the process dies.
    fd.world.response_delay = 1.0
    pressed = asyncio.create_task(fd.click(bob, asked.message, label="Yes, resign", must_respond=False, timeout=1))
    await wait_for_result(db)
    await bot.kill()
    with contextlib.suppress(BotDidNotRespondError, WaitTimeoutError):
        await pressed
    fd.world.response_delay = 0.0
    # Owed, not yet delivered: the command would have answered with it; the outbox posts it 15 s later if not.
    assert stored(db, "SELECT COUNT(*) FROM outbox WHERE kind = 'board'") == [(1,)]

    await start(fd, launch_bot, db)
    last = await fd.wait_for_message(lambda m: m.channel_id == thread.id and "wins!" in m.content, timeout=30)
    assert RATINGS_LINE in last.content, last.content
    again = await fd.click(bob, asked.message, label="Yes, resign")
    assert again.ephemeral and "ratings" not in again.content.lower(), again.content
    twice = await fd.slash(bob, "zark resign", channel=thread)
    assert twice.ephemeral and not twice.content.startswith("Resign from this game?"), twice.content
    await fd.wait_until(lambda: not stored(db, "SELECT id FROM outbox"), what="every owed message delivered")

    def ratings_lines() -> list[Message]:
        return [m for m in fd.messages_in(thread) if "Ratings in Zark City" in m.content]

    assert len(ratings_lines()) == 1, [m.content for m in ratings_lines()]
    assert stored(db, "SELECT game_id, seq FROM game_results") == [(1, 1)]
    assert stored(db, "SELECT value FROM bot_state WHERE key = 'result_seq'") == [(1,)]
    assert stored(db, "SELECT player, games FROM ratings ORDER BY player") == [(str(ann.id), 1), (str(bob.id), 1)]
    checked = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "data", "--db", f"sqlite:{db}", "ratings", cwd=ROOT, stdout=PIPE, stderr=STDOUT
    )
    said = (await checked.communicate())[0].decode()
    assert checked.returncode == 0, said
    assert "1 rated games replayed, 2 ratings: every stored number is the replayed one." in said
