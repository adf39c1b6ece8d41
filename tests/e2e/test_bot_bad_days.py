"""Discord's bad days, through the real bot.py and the local stand-in with its faults switched on: nothing a player
was told "done" is lost, no board is dropped, no interaction is left unanswered, and a lobby never blocks its
channel. One test per way the bot used to fail, each driving the very fault that broke it.
"""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

from rules import Phase
from rules.players import decide
from rules.zark import game_to_dict

from .conftest import LaunchBot
from .fakediscord import BotProcess, FakeDiscord, FaultKind
from .fakediscord.constants import DEFAULT_EVERYONE_PERMISSIONS
from .test_bot_computers import FAST, board_for, lobby_with_computers
from .zark import (
    ROOT,
    WINNING_SEED,
    Table,
    board_version,
    command_for,
    next_moment,
    open_lobby,
    open_table,
    plan_game,
    stored_game,
    wait_for_board,
)

NAMES = ("ann", "bob")


async def start(fd: FakeDiscord, launch_bot: LaunchBot, db: Path, **env: str) -> BotProcess:
    bot = await launch_bot(ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=str(db), ZARK_DEAL_SEED=WINNING_SEED, **env)
    await fd.wait_for_ready(process=bot)
    return bot


def lobbies_stored(db: Path) -> list[tuple[int, str, int | None]]:
    with sqlite3.connect(db) as connection:
        return connection.execute("SELECT id, status, lobby_message_id FROM games ORDER BY id").fetchall()


async def test_a_board_refused_by_discord_is_posted_later_and_the_game_goes_on(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    """Ann plays a computer. The board of the computer's move, which tells Ann it is her turn, is refused: once with
    a 503 (which discord.py does not try again), then five 429s in a row (which exhaust its tries). Each board is
    posted later from the outbox, pinging Ann, and the game goes on; no board is posted twice."""
    db = tmp_path / "zark.db"
    await start(fd, launch_bot, db, **FAST)
    ann = fd.add_member("ann")
    lobby = await lobby_with_computers(fd, ann, ["easy"])
    await fd.click(ann, lobby, label="Start")
    thread = fd.threads[-1]
    await fd.wait_for_message(lambda m: m.channel_id == thread.id and "has begun" in m.content)
    table = Table(fd, [ann], thread, await stored_game(db))
    faults = [lambda: fd.faults.fail_next("POST /channels/*/messages", 503),
              lambda: fd.faults.rate_limit_next("POST /channels/*/messages", count=5, retry_after=0.1)]  # fmt: skip
    seen = 0
    while faults or table.game.seats_to_act() != [0]:
        if table.game.phase is Phase.STARTERS:  # the computer's starter is not posted: it calls on nobody new
            found, table.game = await next_moment(fd, board_for(thread.id, ann, after=seen), db)
            seen = max(seen, found)
        else:
            post = await fd.wait_for_message(board_for(thread.id, ann, after=seen), timeout=30, what="a board for Ann")
            seen, table.game = post.id, await stored_game(db)
        if table.game.seats_to_act() != [0]:
            continue
        if faults and table.game.phase is Phase.ACTION:
            faults.pop(0)()  # the computer's next board meets it
        version = len(table.game.history) + 1
        await table.perform(0, decide(table.game, 0, "easy", f"person:{version}"))
    assert fd.faults.count(FaultKind.ERROR, "POST /channels/*/messages") == 1
    assert fd.faults.count(FaultKind.RATE_LIMIT, "POST /channels/*/messages") == 5
    versions = [board_version(m) for m in fd.messages_in(thread) if board_version(m)]
    assert versions == sorted(set(versions)) and not fd.world.nonce_repeats  # none twice


async def test_a_player_whose_move_is_committed_is_told_so_whatever_posting_does(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    """The private word after a move fails for a while (six 503s on the interaction's follow-ups, about 17 s: discord.py
    tries each follow-up five times): the move counts, so the player reads "Done" once Discord takes it, never the
    "nothing was changed" apology."""
    db = tmp_path / "zark.db"
    await start(fd, launch_bot, db)
    table = await open_table(fd, db, NAMES)
    seat, action = plan_game(WINNING_SEED, len(NAMES))[0]
    fd.faults.fail_next("POST /webhooks/**", 503, count=6)
    command, options = command_for(action)
    result = await fd.slash(table.user(seat), command, channel=table.thread, options=options, timeout=40)
    told = await result.wait_for_reply(lambda m: m.content.startswith("Done"), timeout=40)
    assert told.ephemeral
    assert not any("Nothing was changed" in reply.content for reply in result.replies)
    assert fd.faults.count(FaultKind.ERROR, "POST /webhooks/**") == 6
    table.game.apply(seat, action)
    assert game_to_dict(await stored_game(db)) == game_to_dict(table.game)
    await wait_for_board(fd, table.thread, len(table.game.history) + 1)


async def test_a_retried_acknowledgement_is_not_taken_for_a_repeat(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    """Discord processes the "thinking" acknowledgement but answers 500; discord.py tries again and is told the
    interaction was acknowledged already (40060). That is the command's own acknowledgement: it goes on, the move is
    stored and the player told."""
    db = tmp_path / "zark.db"
    await start(fd, launch_bot, db)
    table = await open_table(fd, db, NAMES)
    seat, action = plan_game(WINNING_SEED, len(NAMES))[0]
    fd.faults.fail_next("POST /interactions/*/*/callback", 500, processed=True)
    await table.perform(seat, action, check_autocomplete=False)  # "Done" in reply, and its board
    assert fd.faults.count(FaultKind.ERROR, "POST /interactions/*/*/callback") == 1
    assert game_to_dict(await stored_game(db)) == game_to_dict(table.game)


async def test_a_start_whose_first_board_fails_still_starts_and_posts_it(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    """The first board is refused once (503): the host is not told "nothing was changed", the lobby shows the game
    begun, and the board comes from the outbox."""
    db = tmp_path / "zark.db"
    await start(fd, launch_bot, db)
    ann, bob = fd.add_member("ann"), fd.add_member("bob")
    lobby = await open_lobby(fd, ann)
    thread = await fd.wait_for_thread("Zark City game 1")
    await fd.click(bob, lobby, label="Join")
    fd.faults.fail_next("POST /channels/*/messages", 503)
    pressed = await fd.click(ann, lobby, label="Start")
    assert not any("Sorry" in reply.content for reply in pressed.replies)
    await fd.wait_for_message(lambda m: m.id == lobby.id and "started the game" in m.content and not m.components)
    begun = await fd.wait_for_message(lambda m: m.channel_id == thread.id and "has begun" in m.content, timeout=15)
    assert begun.attachments and fd.faults.count(FaultKind.ERROR, "POST /channels/*/messages") == 1


async def test_a_lobby_whose_message_cannot_be_posted_leaves_nothing_behind(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    """Discord will not take the lobby message (503 on every try): the host reads that nothing was opened, nothing
    is stored, and the next /zark new in the channel opens a game."""
    db = tmp_path / "zark.db"
    await start(fd, launch_bot, db)
    ann = fd.add_member("ann")
    fd.faults.fail_next("POST /channels/*/messages", 503, count=5)
    refused = await fd.slash(ann, "zark new", timeout=20)
    assert refused.ephemeral and "nothing was opened" in refused.content, refused.content
    assert lobbies_stored(db) == []
    await open_lobby(fd, ann)


async def test_one_transient_error_opening_the_thread_does_not_move_the_game_into_the_channel(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    """Only a 403 means the bot may not open a thread: a 503 is tried again, and the game gets its thread."""
    db = tmp_path / "zark.db"
    await start(fd, launch_bot, db)
    ann = fd.add_member("ann")
    fd.faults.fail_next("POST /channels/*/messages/*/threads", 503)
    await open_lobby(fd, ann)
    thread = await fd.wait_for_thread("Zark City game 1")
    assert fd.faults.count(FaultKind.ERROR, "POST /channels/*/messages/*/threads") == 1
    with sqlite3.connect(db) as connection:
        assert connection.execute("SELECT thread_id FROM games").fetchall() == [(thread.id,)]


async def test_a_lobby_being_opened_does_not_block_its_channel(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    """Two /zark new in one channel while Discord is slow to open the first one's thread (rate limited): until it
    has its thread, the first lobby is nobody's game there, so the second opens too, each with its own thread."""
    db = tmp_path / "zark.db"
    await start(fd, launch_bot, db)
    ann, bob = fd.add_member("ann"), fd.add_member("bob")
    fd.faults.rate_limit_next("POST /channels/*/messages/*/threads", count=2, retry_after=1.0)
    first = await fd.slash(ann, "zark new", settle=False)
    await fd.wait_for_message(lambda m: m.content.startswith("**Zark City**: game 1"), what="the first lobby")
    second = await fd.slash(bob, "zark new", timeout=10)
    assert second.content.startswith("Done: game 2"), second.content
    await fd.wait_until(first.settled, timeout=10, what="the first /zark new")
    assert first.content.startswith("Done: game 1"), first.content
    await fd.wait_for_thread("Zark City game 1")
    await fd.wait_for_thread("Zark City game 2")


async def test_start_up_syncs_commands_only_when_they_changed_and_survives_a_server_error(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    """A 503 on the commands' sync does not stop the bot (it tries again and syncs); started again with the same
    commands, it does not sync them again."""
    db = tmp_path / "zark.db"
    fd.faults.fail_next("PUT /applications/*/commands", 503)
    bot = await start(fd, launch_bot, db)
    assert fd.faults.count(FaultKind.ERROR, "PUT /applications/*/commands") == 1
    assert bot.returncode is None and "Synced" in bot.log_text()
    await open_lobby(fd, fd.add_member("ann"))  # the commands are there
    await bot.kill()
    again = await start(fd, launch_bot, db)
    assert "not syncing them again" in again.log_text()
    await asyncio.sleep(0)  # (still running)
    assert again.returncode is None


async def test_an_acknowledgement_is_tried_again_after_429s_and_a_dropped_connection(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    """The "thinking" acknowledgement meets five 429s in a row (which exhaust discord.py's tries), then, on the next
    move, a reset connection: each is tried again within Discord's 3 s, so each move is played and answered "Done",
    never left unanswered."""
    db = tmp_path / "zark.db"
    await start(fd, launch_bot, db)
    table = await open_table(fd, db, NAMES)
    plan = plan_game(WINNING_SEED, len(NAMES))
    fd.faults.rate_limit_next("POST /interactions/*/*/callback", count=5, retry_after=0.1)
    await table.perform(*plan[0], check_autocomplete=False)
    fd.faults.reset_next("POST /interactions/*/*/callback")
    await table.perform(*plan[1], check_autocomplete=False)
    assert fd.faults.count(FaultKind.RATE_LIMIT, "POST /interactions/*/*/callback") == 5
    assert fd.faults.count(FaultKind.RESET, "POST /interactions/*/*/callback") == 1
    assert game_to_dict(await stored_game(db)) == game_to_dict(table.game)


async def test_a_thread_discord_opened_though_it_answered_an_error_is_the_games(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    """Discord opens the lobby's thread but answers 500; discord.py tries again and is told a thread has already
    been created for the message. That thread is the game's: the game is stored with it, none other is opened, and
    the host is told the game is open there."""
    db = tmp_path / "zark.db"
    await start(fd, launch_bot, db)
    ann = fd.add_member("ann")
    fd.faults.fail_next("POST /channels/*/messages/*/threads", 500, processed=True)
    opened = await fd.slash(ann, "zark new", timeout=20)
    thread = await fd.wait_for_thread("Zark City game 1")
    assert opened.content.startswith("Done: game 1"), opened.content
    assert f"<#{thread.id}>" in opened.content
    assert fd.faults.count(FaultKind.ERROR, "POST /channels/*/messages/*/threads") == 1
    assert [c for c in fd.world.channels.values() if c.name and c.name.startswith("Zark City")] == [thread]
    with sqlite3.connect(db) as connection:
        assert connection.execute("SELECT thread_id FROM games").fetchall() == [(thread.id,)]


async def test_a_lobby_step_that_was_done_is_never_answered_with_the_apology(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    """Bob's Join meets a processed 500 on its acknowledgement (then 40060), and Start meets five 503s on the edit
    of the lobby message (which exhaust discord.py's tries): both are done, the lobby shows them, and neither player
    reads "Nothing was changed"."""
    db = tmp_path / "zark.db"
    await start(fd, launch_bot, db)
    ann, bob = fd.add_member("ann"), fd.add_member("bob")
    lobby = await open_lobby(fd, ann)
    thread = await fd.wait_for_thread("Zark City game 1")
    fd.faults.fail_next("POST /interactions/*/*/callback", 500, processed=True)
    joined = await fd.click(bob, lobby, label="Join", timeout=10)
    await fd.wait_for_message(lambda m: m.id == lobby.id and bob.mention in m.content, timeout=10)
    fd.faults.fail_next("PATCH /webhooks/**", 503, count=5)
    started = await fd.click(ann, lobby, label="Start", timeout=30)
    await fd.wait_for_message(lambda m: m.id == lobby.id and "started the game" in m.content, timeout=30)
    await fd.wait_for_message(lambda m: m.channel_id == thread.id and "has begun" in m.content, timeout=15)
    await asyncio.sleep(0.5)  # (any apology would have come by now)
    assert fd.faults.count(FaultKind.ERROR, "POST /interactions/*/*/callback") == 1
    assert fd.faults.count(FaultKind.ERROR, "PATCH /webhooks/**") == 5
    for pressed in (joined, started):
        assert not any("Nothing was changed" in reply.content for reply in pressed.replies), pressed.replies
    assert [row[1] for row in lobbies_stored(db)] == ["setup"]  # started: the players choose their starters


async def test_a_move_answered_done_is_not_then_apologised_for_when_its_board_cannot_follow(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    """The private "Done" goes out; the board, the command's public follow-up, then meets five 503s (which exhaust
    discord.py's tries). The player is not told "nothing was changed" afterwards: the move counts, and the outbox
    posts its board."""
    db = tmp_path / "zark.db"
    await start(fd, launch_bot, db)
    table = await open_table(fd, db, NAMES)
    seat, action = plan_game(WINNING_SEED, len(NAMES))[0]
    fd.faults.fail_next("POST /webhooks/**", 503, count=5, after=1)
    command, options = command_for(action)
    result = await fd.slash(table.user(seat), command, channel=table.thread, options=options, timeout=20)
    assert result.content.startswith("Done"), result.content
    table.game.apply(seat, action)
    version = len(table.game.history) + 1
    await fd.wait_for_message(  # from the outbox, after discord.py's tries and its backoff
        lambda m: m.channel_id == table.thread.id and board_version(m) >= version, timeout=40
    )
    assert fd.faults.count(FaultKind.ERROR, "POST /webhooks/**") == 5
    assert not any("Nothing was changed" in reply.content for reply in result.replies), result.replies
    assert game_to_dict(await stored_game(db)) == game_to_dict(table.game)


async def test_timers_and_defaults_that_were_saved_are_never_answered_with_the_apology(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    """/zark timers: the new timers are saved, but their announcement in the thread is refused five times (503). Then
    /zark timers for new games in this server: saved, but its private answer meets six 503s (more than discord.py's
    five tries). Both are answered with what was saved, never "nothing was changed"."""
    db = tmp_path / "zark.db"
    await start(fd, launch_bot, db)
    table = await open_table(fd, db, NAMES)
    fd.faults.fail_next("POST /channels/*/messages", 503, count=5)
    timers = await fd.slash(table.user(0), "zark timers", channel=table.thread, reminder_hours=30, timeout=30)
    await timers.wait_for_reply(lambda m: m.content.startswith("First reminder after"), timeout=30)
    assert fd.faults.count(FaultKind.ERROR, "POST /channels/*/messages") == 5
    manager = fd.add_member("manager", permissions=int(DEFAULT_EVERYONE_PERMISSIONS) | 1 << 5)  # Manage Server
    manager.locale = "de"  # the answer is in her language
    fd.faults.fail_next("POST /webhooks/**", 503, count=6)
    defaults = await fd.slash(manager, "zark timers", scope="new games in this server", deadline_days=2, timeout=40)
    await defaults.wait_for_reply(
        lambda m: m.content.startswith("Neue Partien") and "Zugfrist: 2 d" in m.content, timeout=40
    )
    assert fd.faults.count(FaultKind.ERROR, "POST /webhooks/**") == 6
    for answered in (timers, defaults):
        assert not any("Nothing was changed" in reply.content for reply in answered.replies), answered.replies
    with sqlite3.connect(db) as connection:
        assert connection.execute("SELECT remind_after_minutes FROM games").fetchall() == [(30 * 60,)]
