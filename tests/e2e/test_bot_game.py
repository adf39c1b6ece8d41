"""Whole games of Zark City through the real bot.py, a real discord.py client and the local Discord stand-in.

The test keeps its own copy of each game (the bot deals from ZARK_DEAL_SEED), so after every move it knows
every hand and can check that nobody saw a card they should not, and that the bot's stored game is exact.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sqlite3
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from data import Store
from rules.zark import Discard, Draw, game_to_dict
from rules.zark.actions import TURN_OPTIONS
from tests.words import english_card

from .conftest import LaunchBot
from .fakediscord import BotProcess, ErrorCode, FakeDiscord, Message
from .zark import (
    ROOT,
    WINNING_SEED,
    LeakWatch,
    Table,
    boards_in,
    open_lobby,
    open_table,
    plan_game,
    stored_game,
)

NAMES = ("ann", "bob", "cy")


@dataclass
class Running:
    fd: FakeDiscord
    launch: LaunchBot
    db: Path
    bot: BotProcess

    async def restart(self) -> None:
        await self.bot.kill()
        self.bot = await self.launch(ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=str(self.db), ZARK_DEAL_SEED=WINNING_SEED)
        await self.fd.wait_for_ready(process=self.bot)


@pytest.fixture
async def running(fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path) -> AsyncIterator[Running]:
    db = tmp_path / "zark.db"
    bot = await launch_bot(ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=str(db), ZARK_DEAL_SEED=WINNING_SEED)
    await fd.wait_for_ready(process=bot)
    yield Running(fd, launch_bot, db, bot)


async def test_a_whole_three_player_game_from_new_to_a_win(running: Running) -> None:
    fd = running.fd
    table = await open_table(fd, running.db, NAMES)
    watch = LeakWatch(table)
    first_board = fd.messages_in(table.thread)[-1]
    plan = plan_game(WINNING_SEED, len(NAMES))
    assert {type(a) for _, a in plan} >= set(TURN_OPTIONS), "the plan uses every turn option"
    assert any(isinstance(a, Discard) for _, a in plan), "the plan has a hand-limit discard"
    for seat, action in plan:
        await table.perform(seat, action)
        watch.check()
    winner = table.game.winner
    assert winner is not None
    last = boards_in(fd, table.thread)[-1]  # (the replay follows it)
    assert f"🏆 <@{table.user(winner).id}> wins" in last.content
    assert last.attachments and last.attachments[0].data.startswith(b"\x89PNG")
    assert 0 < len(last.attachments[0].description or "") <= 1000
    assert game_to_dict(await stored_game(running.db)) == game_to_dict(table.game)
    await check_hand_button(fd, table, first_board)
    await check_log(fd, table)


async def check_hand_button(fd: FakeDiscord, table: Table, board: Message) -> None:
    """The "My hand" button answers each presser privately with their own hand."""
    for seat, user in enumerate(table.users):
        shown = await fd.click(user, board, label="My hand")
        assert shown.ephemeral
        hand = sorted(english_card(card) for card in table.game.hands[seat])
        assert all(label in shown.content for label in hand)
        assert shown.files and shown.files[0].data.startswith(b"\x89PNG")


async def check_log(fd: FakeDiscord, table: Table) -> None:
    log = await fd.slash(table.users[1], "zark log", channel=table.thread)
    assert log.ephemeral and log.files[0].filename.endswith(".txt")
    record = log.files[0].data.decode()
    assert f"seed: {WINNING_SEED}" in record  # the game is over, so the full record replays
    last_seat, last_action = table.game.history[-1]
    assert f"{last_seat + 1} {last_action.notation()}" in record


async def test_a_restart_mid_game_loses_nothing_and_old_hand_buttons_still_work(running: Running) -> None:
    fd = running.fd
    table = await open_table(fd, running.db, NAMES)
    plan = plan_game(WINNING_SEED, len(NAMES))
    half = len(plan) // 2
    for seat, action in plan[:half]:
        await table.perform(seat, action, check_autocomplete=False)
    board_before = fd.messages_in(table.thread)[-1]
    await running.restart()
    shown = await fd.click(table.users[2], board_before, label="My hand")
    assert shown.ephemeral and shown.files
    assert all(english_card(card) in shown.content for card in table.game.hands[2])
    table.last_private.clear()  # discard menus are for an earlier moment: use /discard after the restart
    for seat, action in plan[half:]:
        await table.perform(seat, action, check_autocomplete=False)
    assert table.game.winner is not None
    assert game_to_dict(await stored_game(running.db)) == game_to_dict(table.game)


async def reach_first_turn(table: Table) -> None:
    plan = plan_game(WINNING_SEED, len(NAMES))
    for seat, action in plan:
        if table.game.phase == "action":
            return
        await table.perform(seat, action, check_autocomplete=False)


async def test_simultaneous_presses_leave_the_game_exact_and_tell_the_loser(running: Running) -> None:
    fd = running.fd
    table = await open_table(fd, running.db, NAMES)
    await reach_first_turn(table)
    current = table.game.current
    other = table.game.next_seat(table.game.next_seat(current))  # not the next player: never their turn here
    mover, bystander = table.user(current), table.user(other)
    results = await asyncio.gather(
        fd.slash(mover, "draw", channel=table.thread), fd.slash(bystander, "draw", channel=table.thread)
    )
    assert results[0].content.startswith("Done")
    assert results[1].ephemeral and "turn" in results[1].content and not results[1].content.startswith("Done")
    table.game.apply(current, Draw())
    await finish_discard_if_needed(table, current)
    # The same player sends the same command twice at once: one goes through, the other is refused in words.
    current = table.game.current
    twice = await asyncio.gather(*(fd.slash(table.user(current), "draw", channel=table.thread) for _ in range(2)))
    done = [r for r in twice if r.content.startswith("Done")]
    refused = [r for r in twice if not r.content.startswith("Done")]
    assert len(done) == 1 and len(refused) == 1, [r.content for r in twice]
    assert refused[0].ephemeral and refused[0].content
    table.game.apply(current, Draw())
    assert game_to_dict(await stored_game(running.db)) == game_to_dict(table.game)


async def finish_discard_if_needed(table: Table, seat: int) -> None:
    if table.game.phase == "discard":
        excess = len(table.game.hands[seat]) - 6
        cards = tuple(sorted(table.game.hands[seat])[:excess])
        await table.perform(seat, Discard(cards), check_autocomplete=False)


GARBAGE = ["", " ", "zzz", "Z99", "M13 huge", "11H", "-", "' OR 1=1 --", "🃏🃏", "M13 small to", "x" * 100]
COMMANDS = {
    "grow": ["piece"],
    "spawn": ["cell"],
    "build": ["card", "cell"],
    "move": ["piece", "to"],
    "attack": ["target", "pay", "outcome"],
    "fly": ["card", "to", "ace"],
    "hatch": ["card", "cell"],
    "discard": ["cards"],
    "zark starter": ["card"],
    "zark place": ["cell"],
}


async def test_garbage_in_every_option_gets_a_private_sentence_and_changes_nothing(running: Running) -> None:
    fd = running.fd
    table = await open_table(fd, running.db, NAMES)
    await reach_first_turn(table)
    before = game_to_dict(await stored_game(running.db))
    current = table.user(table.game.current)
    for command, names in COMMANDS.items():
        for name in names:
            for garbage in GARBAGE:
                options = {other: "M13" for other in names} | {name: garbage}
                result = await fd.slash(current, command, channel=table.thread, options=options)
                assert result.ephemeral, f"/{command} {name}={garbage!r} answered publicly"
                text = result.content
                assert text and not text.startswith("Done") and "Traceback" not in text, (command, name, garbage, text)
                assert "Sorry, something went wrong" not in text, (command, name, garbage, text)
    assert game_to_dict(await stored_game(running.db)) == before


async def test_a_very_long_value_in_any_option_gets_a_short_private_refusal(running: Running) -> None:
    """An option may carry 6,000 characters; a refusal quoting it whole broke Discord's 2,000 and the player got no
    answer at all. The refusal quotes a short excerpt, on one line."""
    fd = running.fd
    table = await open_table(fd, running.db, NAMES)
    await reach_first_turn(table)
    before = game_to_dict(await stored_game(running.db))
    current = table.user(table.game.current)
    long_values = ["Q" * 2100, "M13 " + "\n7H " * 1495]  # 2,100 and 5,984 characters
    for command, names in COMMANDS.items():
        for name in names:
            for value in long_values:
                options = {other: "M13" for other in names} | {name: value}
                result = await fd.slash(current, command, channel=table.thread, options=options)
                text = result.content
                assert result.ephemeral and 0 < len(text) <= 300, (command, name, len(text), text[:200])
                assert "\n" not in text and "Sorry" not in text, (command, name, text)
    assert game_to_dict(await stored_game(running.db)) == before


async def test_every_interaction_is_acknowledged_within_three_seconds(running: Running) -> None:
    fd = running.fd
    table = await open_table(fd, running.db, NAMES)
    for seat, action in plan_game(WINNING_SEED, len(NAMES))[:12]:
        await table.perform(seat, action)
    latencies = [r.ack_latency for r in fd.world.interactions.values() if r.ack_latency is not None]
    assert latencies and max(latencies) < 3.0, max(latencies)


async def test_no_player_ever_sees_another_hand_over_a_long_four_player_game(running: Running) -> None:
    fd = running.fd
    names = ("ann", "bob", "cy", "dee")
    table = await open_table(fd, running.db, names)
    watch = LeakWatch(table)
    for number, (seat, action) in enumerate(plan_game(WINNING_SEED, len(names), 60, endless=True)):
        await table.perform(seat, action, check_autocomplete=False)
        looker = table.user((seat + 1 + number) % len(names))
        board = fd.messages_in(table.thread)[-1]
        await fd.click(looker, board, label="My hand")
        if number % 10 == 0:
            await fd.slash(looker, "zark log", channel=table.thread)
            await fd.slash(looker, "zark board", channel=table.thread, as_text=True)
            await fd.click(looker, board, label="Catch up")
        watch.check()
    assert len(table.game.history) >= 60


async def test_a_players_board_goes_out_as_the_follow_up_of_their_command(running: Running) -> None:
    """The board of a player's own move is the public follow-up of their command, after their private word: an
    interaction webhook, which Discord's global rate limit does not count and the channel's permissions for the bot's
    own messages do not stop (here it may not attach files in the thread)."""
    from .fakediscord.constants import DEFAULT_EVERYONE_PERMISSIONS, Permission

    fd = running.fd
    table = await open_table(fd, running.db, NAMES)
    await reach_first_turn(table)
    fd.set_everyone_permissions(int(DEFAULT_EVERYONE_PERMISSIONS) & ~int(Permission.ATTACH_FILES))
    seat = table.game.current
    result = await fd.slash(table.user(seat), "draw", channel=table.thread)
    assert result.ephemeral and result.content.startswith("Done")  # told first: the move counts
    board = await result.wait_for_reply(lambda m: not m.ephemeral)
    assert board.channel_id == table.thread.id and "drew three cards" in board.content
    assert board.attachments and board.attachments[0].filename.startswith("board-")
    assert not any("Sorry" in reply.content for reply in result.replies)
    table.game.apply(seat, Draw())
    assert game_to_dict(await stored_game(running.db)) == game_to_dict(table.game)


async def test_without_thread_permission_a_game_lives_in_its_channel_and_players_can_be_in_several_games(
    running: Running,
) -> None:
    from .fakediscord.constants import DEFAULT_EVERYONE_PERMISSIONS, Permission

    fd = running.fd
    ann, bob = fd.add_member("ann"), fd.add_member("bob")
    first = await open_lobby(fd, ann)
    await fd.wait_for_thread("Zark City game 1")
    fd.set_everyone_permissions(int(DEFAULT_EVERYONE_PERMISSIONS) & ~int(Permission.CREATE_PUBLIC_THREADS))
    room = fd.add_channel("zark-room")
    second = await open_lobby(fd, bob, channel=room)
    assert [t.name for t in fd.threads] == ["Zark City game 1"]  # no thread for the second game
    for lobby, host, guest in ((first, ann, bob), (second, bob, ann)):
        await fd.click(guest, lobby, label="Join")
        refused = await fd.click(guest, lobby, label="Start")
        reply = await refused.wait_for_reply(lambda m: "Only the host" in m.content)
        assert reply.flags & 64, "the refusal is private"
        await fd.click(host, lobby, label="Start")
    await fd.wait_for_message(lambda m: m.channel_id == room.id and "Game 2 has begun" in m.content)
    hand = await fd.slash(ann, "zark hand", channel=room)  # the game of this channel, not the other one
    assert hand.ephemeral and hand.files
    listed = await fd.slash(ann, "zark games", channel=room)
    assert "(game 1)" in listed.content and "(game 2)" in listed.content
    again = await fd.slash(ann, "zark new", channel=room)
    assert again.ephemeral and "already has game 2" in again.content


async def test_no_new_game_opens_inside_a_games_thread(running: Running) -> None:
    """In a game's thread every command goes to that game: a second lobby there could never be played, and a host
    command typed there would act on the first game. The thread's game is untouched."""
    fd = running.fd
    table = await open_table(fd, running.db, NAMES)
    refused = await fd.slash(table.user(1), "zark new", channel=table.thread)
    assert refused.ephemeral and "This thread belongs to game 1" in refused.content
    assert f"<#{fd.channel.id}>" in refused.content
    cancel = await fd.slash(table.user(1), "zark lobby cancel", channel=table.thread)
    assert cancel.ephemeral and "Only the host" in cancel.content
    async with await Store.open(running.db) as store:
        assert await store.game_in_channel(table.thread.id) == (await store.load(1)).row
        assert [row.id for row in await store.games_for_user(table.users[1].id)] == [1]
    second = await open_lobby(fd, table.user(1))  # from the channel it works, in a thread of its own
    assert second.channel_id == fd.channel.id
    await fd.wait_for_thread("Zark City game 2")


async def test_join_typed_in_a_channel_of_open_lobbies_points_to_them(running: Running) -> None:
    fd = running.fd
    ann, bob, cy = fd.add_member("ann"), fd.add_member("bob"), fd.add_member("cy")
    await open_lobby(fd, ann)
    await open_lobby(fd, bob)
    first, second = fd.thread_named("Zark City game 1"), fd.thread_named("Zark City game 2")
    answer = await fd.slash(cy, "zark lobby join")
    assert answer.ephemeral and "There is no game here" in answer.content
    assert f"<#{first.id}> (game 1)" in answer.content and f"<#{second.id}> (game 2)" in answer.content
    assert "Join" in answer.content
    joined = await fd.slash(cy, "zark lobby join", channel=second)
    assert joined.content == "Done: you joined (game 2)."


async def test_an_interaction_delivered_twice_moves_once_and_logs_no_error(running: Running) -> None:
    """Discord may deliver one interaction twice: the second delivery's first response is refused (40060), which
    is no reason to drop it (the same refusal answers a retried acknowledgement of the first); it goes on, and the
    store knows the interaction's move already, so it is answered as the repeat it is, not played again."""
    fd = running.fd
    table = await open_table(fd, running.db, NAMES)
    await reach_first_turn(table)
    seat = table.game.current
    first = await fd.slash(table.user(seat), "draw", channel=table.thread, settle=False)
    fd.redeliver(first)  # while the first delivery is still at work
    await first.wait_for_rejection(ErrorCode.ALREADY_ACKNOWLEDGED)
    await fd.wait_until(first.settled, what="the first delivery's private word")
    assert first.content.startswith("Done")
    table.game.apply(seat, Draw())
    assert game_to_dict(await stored_game(running.db)) == game_to_dict(table.game)
    fd.redeliver(first)  # and again once it is all done
    await fd.wait_until(lambda: len(first.rejections) == 2, what="the third delivery's refused answer")
    await asyncio.sleep(0.2)
    assert game_to_dict(await stored_game(running.db)) == game_to_dict(table.game)
    await first.wait_for_reply(lambda m: m.content == "That move has already been made.")
    log = running.bot.log_text()
    assert " ERROR " not in log and "Traceback" not in log, log[-3000:]


async def test_a_command_the_bot_got_too_late_is_dropped_with_a_warning_and_changes_nothing(running: Running) -> None:
    """A bot stopped for over 3 s (overloaded, paused) finds Discord has given up on the command (10062): it does
    nothing, logs one warning without a traceback, and answers the next command as usual."""
    fd = running.fd
    table = await open_table(fd, running.db, NAMES)
    await reach_first_turn(table)
    before = game_to_dict(await stored_game(running.db))
    seat = table.game.current
    os.kill(running.bot.pid, signal.SIGSTOP)
    try:
        late = await fd.slash(table.user(seat), "draw", channel=table.thread, must_respond=False)
    finally:
        os.kill(running.bot.pid, signal.SIGCONT)
    assert not late.responded
    await late.wait_for_rejection(ErrorCode.UNKNOWN_INTERACTION)
    await asyncio.sleep(0.3)
    assert game_to_dict(await stored_game(running.db)) == before
    log = running.bot.log_text()
    assert "came too late to be answered" in log and " ERROR " not in log and "Traceback" not in log, log[-3000:]
    again = await fd.slash(table.user(seat), "draw", channel=table.thread)
    assert again.content.startswith("Done")


async def test_garbage_in_the_free_text_options_of_the_zark_commands(running: Running) -> None:
    fd = running.fd
    table = await open_table(fd, running.db, NAMES)
    for garbage in GARBAGE:
        if not garbage.strip():
            continue
        zone = await fd.slash(table.user(1), "zark notify", channel=table.thread, timezone=garbage)
        assert zone.ephemeral and "is not a time zone I know" in zone.content, zone.content
        removal = await fd.slash(table.user(0), "zark remove", channel=table.thread, player=garbage)
        assert removal.ephemeral and ("Pick the player" in removal.content or "not playing" in removal.content)


async def test_a_turn_is_acknowledged_at_once_even_while_the_database_is_held(running: Running) -> None:
    """A turn says "thinking…" privately before any other work, so it is answered well inside Discord's
    3 s however long the work takes: here another process (a backup, say) holds the database for 1.5 s, and the
    private word follows once the move is committed."""
    fd = running.fd
    table = await open_table(fd, running.db, NAMES)
    await reach_first_turn(table)
    seat = table.game.current
    quick = await table.perform(seat, Draw(), check_autocomplete=False)
    assert quick.deferred and quick.ack_latency is not None and quick.ack_latency < 1.0
    while table.game.phase != "action":  # the discard that may follow the draw
        seat = table.game.seats_to_act()[0]
        await table.perform(seat, table.game.legal_actions(seat)[0], check_autocomplete=False)
    holder = sqlite3.connect(running.db)
    holder.execute("BEGIN IMMEDIATE")  # another process holds the write lock for 1.5 s
    try:
        release = asyncio.get_running_loop().call_later(1.5, holder.rollback)
        seat = table.game.current
        slow = await table.perform(seat, Draw(), check_autocomplete=False)
        release.cancel()
    finally:
        holder.close()
    assert slow.deferred and slow.ack_latency is not None and slow.ack_latency < 1.0
    word = next(m for m in slow.replies if not m.loading)
    assert (word.edited_at or word.created_at) - slow.record.sent_at > 1.4  # once the database was free again
    assert slow.content.startswith("Done") and slow.ephemeral
    assert game_to_dict(await stored_game(running.db)) == game_to_dict(table.game)
