"""A finished game's animated replay through the real bot and the local Discord stand-in: the move that ends a game
owes its thread the replay, posted once after the last board (also when the bot is killed just after that move);
/zark replay shows it again, privately or for everyone, and refuses a game that is not finished in plain words."""

from __future__ import annotations

import asyncio
import contextlib
import io
import sqlite3
from collections.abc import Callable
from pathlib import Path

from PIL import Image

from cogs.support.replays import REPLAY_ATTEMPTS
from rules import Phase
from rules.players import decide

from .conftest import LaunchBot
from .fakediscord import Attachment, BotProcess, FakeDiscord, FaultKind, Message
from .fakediscord.errors import BotDidNotRespondError, WaitTimeoutError
from .zark import ROOT, WINNING_SEED, Table, open_table, stored_game

MOVES_BEFORE_RESIGNING = 6


async def start(fd: FakeDiscord, launch_bot: LaunchBot, db: Path) -> BotProcess:
    bot = await launch_bot(ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=str(db), ZARK_DEAL_SEED=WINNING_SEED)
    await fd.wait_for_ready(process=bot)
    return bot


def replays_in(fd: FakeDiscord, place: object) -> list[Message]:
    return [m for m in fd.messages_in(place) if any(a.filename.endswith(".gif") for a in m.attachments)]  # type: ignore[arg-type]


def frames_of(attachment: Attachment) -> int:
    """The animation's frame count, as Pillow reads the GIF."""
    with Image.open(io.BytesIO(attachment.data)) as image:
        assert image.format == "GIF" and getattr(image, "is_animated", False)
        return int(getattr(image, "n_frames", 1))


async def play_some_moves(table: Table, moves: int) -> None:
    """Moves of the easy level's choosing, seeded by the version, by whoever must act."""
    for _ in range(moves):
        seat = table.game.seats_to_act()[0]
        version = len(table.game.history) + 1
        await table.perform(seat, decide(table.game, seat, "easy", f"person:{version}"), check_autocomplete=False)


async def resign(fd: FakeDiscord, table: Table, seat: int) -> Message:
    asked = await fd.slash(table.user(seat), "zark resign", channel=table.thread)
    assert asked.message is not None and asked.content.startswith("Resign from this game?"), asked.content
    return asked.message


def check_replay(attachment: Attachment, moves: int) -> None:
    assert attachment.filename == "replay-1.gif" and attachment.data.startswith(b"GIF8")
    assert frames_of(attachment) == moves  # a frame per move in a short game
    assert attachment.description == f"Animated replay of Zark City game 1: {moves} moves, won by Ann."


async def test_a_finished_game_gets_its_replay_and_replay_shows_it_again(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    db = tmp_path / "zark.db"
    await start(fd, launch_bot, db)
    table = await open_table(fd, db, ("ann", "bob"))
    await play_some_moves(table, MOVES_BEFORE_RESIGNING)
    ann, bob, cy = table.user(0), table.user(1), fd.add_member("cy")

    early = await fd.slash(ann, "zark replay", channel=table.thread)
    assert early.ephemeral and early.content == (
        "Game 1 is still being played: its replay comes when it is over (`/zark board` shows it now)."
    )
    for typed, said in (("99", "There is no game 99 here."), ("first", "Name the game by its number")):
        refused = await fd.slash(cy, "zark replay", options={"game": typed})
        assert refused.ephemeral and refused.content.startswith(said) and not refused.files, refused.content
    assert await fd.autocomplete(ann, "zark replay", focused="game", options={}) == []

    await fd.click(bob, await resign(fd, table, 1), label="Yes, resign")
    moves = MOVES_BEFORE_RESIGNING + 1
    await fd.wait_until(lambda: bool(replays_in(fd, table.thread)), timeout=30, what="the replay in the thread")
    [replay] = replays_in(fd, table.thread)
    check_replay(replay.attachments[0], moves)
    assert "Zark City game 1, move by move" in replay.content and not replay.ephemeral
    last_board = max((m for m in fd.messages_in(table.thread) if "wins" in m.content), key=lambda m: m.id)
    assert last_board.id < replay.id, "the replay follows the last board"

    again = await fd.slash(ann, "zark replay", channel=table.thread)  # the game of this thread, privately
    assert again.ephemeral and len(again.files) == 1
    check_replay(again.files[0], moves)
    offered = await fd.autocomplete(ann, "zark replay", focused="game", options={})
    assert [(c.name, c.value) for c in offered] == [("Zark City game 1: won", "1")]
    shared = await fd.slash(cy, "zark replay", options={"game": "1", "public": True})  # from #general, for all
    assert shared.ephemeral and shared.content == "Done: the replay of game 1 is posted here for everyone."
    public = await shared.wait_for_reply(lambda m: bool(m.attachments), what="the public replay")
    assert not public.ephemeral
    check_replay(public.attachments[0], moves)

    cy.locale = "de"  # a German reader: her own replay in German; one posted for the table in the table's English
    german = await fd.slash(cy, "zark replay", options={"game": "1"})
    assert german.ephemeral and german.content.startswith("🎞️ Zark City, Partie 1, Zug für Zug. `/zark wiederholung`")
    alt = f"Animierte Wiederholung von Zark City, Partie 1: {moves} Züge, gewonnen von Ann."
    assert german.files[0].description == alt
    posted = await fd.slash(cy, "zark replay", options={"game": "1", "public": True})
    assert posted.content == "Erledigt: Die Wiederholung der Partie 1 ist hier für alle gepostet."
    for_all = await posted.wait_for_reply(lambda m: bool(m.attachments), what="the public replay")
    assert for_all.content.startswith("🎞️ Zark City game 1, move by move.")
    check_replay(for_all.attachments[0], moves)

    await asyncio.sleep(1.0)  # sweeps of the outbox meanwhile: the thread's replay is not posted again
    assert len(replays_in(fd, table.thread)) == 1
    assert len((await stored_game(db)).history) == moves


def stored(db: Path, query: str) -> list[tuple[object, ...]]:
    with contextlib.closing(sqlite3.connect(db)) as connection:
        return connection.execute(query).fetchall()


async def until(what: Callable[[], object], seconds: float = 20) -> None:
    """Until `what()` is true. Polled: the bot's database and log are another process's, and `fd.wait_until` looks
    again only when something happens in Discord."""
    async with asyncio.timeout(seconds):
        while True:
            if what():
                return
            await asyncio.sleep(0.02)


async def until_owed(db: Path, kind: str) -> None:
    """Until the bot's database owes a delivery of `kind` (the move that owes it is committed)."""
    await until(lambda: stored(db, f"SELECT id FROM outbox WHERE kind = '{kind}'"), seconds=10)


async def test_the_replay_is_posted_once_when_the_bot_is_killed_just_after_the_last_move(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    db = tmp_path / "zark.db"
    bot = await start(fd, launch_bot, db)
    table = await open_table(fd, db, ("ann", "bob"))
    await play_some_moves(table, 2)
    asked = await resign(fd, table, 1)

    fd.world.response_delay = 1.0  # Discord turns slow: what the ending move owes is still on its way
    pressed = asyncio.create_task(fd.click(table.user(1), asked, label="Yes, resign", must_respond=False, timeout=1))
    await until_owed(db, "replay")
    await bot.kill()
    with contextlib.suppress(BotDidNotRespondError, WaitTimeoutError):
        await pressed
    fd.world.response_delay = 0.0
    assert not replays_in(fd, table.thread)

    await start(fd, launch_bot, db)
    await fd.wait_until(lambda: bool(replays_in(fd, table.thread)), timeout=40, what="the replay after the restart")
    await until(lambda: not stored(db, "SELECT id FROM outbox"))  # every owed message delivered
    game = await stored_game(db)
    assert game.phase is Phase.OVER
    [replay] = replays_in(fd, table.thread)
    check_replay(replay.attachments[0], len(game.history))


async def test_a_replay_discord_posted_but_answered_5xx_for_is_not_posted_again_and_one_never_posted_is_given_up(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    """Game 1: Discord posts the replay but answers 503; the retry (after 30 s of the bot's clock) finds it among the
    thread's last messages and posts nothing. Game 2: every post of its replay fails; after 6 attempts the outbox
    gives it up, saying so in the log, and owes nothing more."""
    db, clock_file = tmp_path / "zark.db", tmp_path / "clock"
    clock_file.write_text("0")

    def move_clock(seconds: float) -> None:
        clock_file.write_text(str(float(clock_file.read_text()) + seconds))

    bot = await launch_bot(
        ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=str(db), ZARK_DEAL_SEED=WINNING_SEED, ZARK_CLOCK_FILE=str(clock_file)
    )
    await fd.wait_for_ready(process=bot)
    route = "POST /channels/*/messages"  # the outbox's posts (a player's board is the follow-up of their command)

    first = await open_table(fd, db, ("ann", "bob"))
    await play_some_moves(first, 2)
    asked = await resign(fd, first, 1)
    fd.faults.fail_next(route, 503, processed=True)
    await fd.click(first.user(1), asked, label="Yes, resign")
    await fd.wait_until(lambda: replays_in(fd, first.thread), what="the replay, posted by Discord")
    assert fd.faults.count(FaultKind.ERROR, route) == 1  # (and answered 503)
    await until(lambda: "Game 1: its replay could not be posted (503" in bot.log_text())
    move_clock(60)
    await until(lambda: not stored(db, "SELECT id FROM outbox"))  # the retry, finding it
    assert "Game 1: its replay was posted already" in bot.log_text()
    assert len(replays_in(fd, first.thread)) == 1

    second = await open_table(fd, db, ("cy", "dee"), number=2)
    await play_some_moves(second, 2)
    asked = await resign(fd, second, 1)
    fd.faults.fail_next(route, 403, count=REPLAY_ATTEMPTS)
    await fd.click(second.user(1), asked, label="Yes, resign")
    failed = "Game 2: its replay could not be posted (403 Forbidden"
    for attempt in range(1, REPLAY_ATTEMPTS + 1):
        # logged once its next attempt's time is set: then the clock is moved past that time
        await until(lambda n=attempt: bot.log_text().count(failed) == n)  # type: ignore[misc]
        move_clock(600)
    await until(lambda: not stored(db, "SELECT id FROM outbox"))  # the replay given up
    assert "Game 2: its replay could not be posted (403 Forbidden" in bot.log_text()
    assert f"given up after {REPLAY_ATTEMPTS} attempts" in bot.log_text()
    assert not replays_in(fd, second.thread) and fd.faults.pending(route) == 0
