"""One post per turn, counted in the thread through the real bot.py, a real discord.py client and the local Discord
stand-in: Ann against two easy computer players in Zark City. Each of her turns makes at most two public messages
in the game's thread (her move, with the discard it may owe; then the computers' round, a line per move and one
board), and no two boards in a row show the same position (`play.announcements`)."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

from rules import Phase
from rules.players import decide

from .conftest import LaunchBot
from .fakediscord import FakeDiscord
from .test_bot_computers import FAST, board_for, check_never_pinged, lobby_with_computers, start_bot
from .zark import Table, board_version, stored_game

TURNS = 12  # of Ann's


async def test_each_turn_of_the_person_makes_at_most_two_posts(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    db = tmp_path / "zark.db"
    await start_bot(fd, launch_bot, db, "11", **FAST)
    ann = fd.add_member("ann")
    lobby = await lobby_with_computers(fd, ann, ["easy", "easy"])
    await fd.click(ann, lobby, label="Start")
    thread = fd.threads[-1]
    await fd.wait_for_message(lambda m: m.channel_id == thread.id and "has begun" in m.content)
    table = Table(fd, [ann], thread, await stored_game(db))
    seen, turns, counts, discards = 0, 0, [], 0
    while turns < TURNS and table.game.phase is not Phase.OVER:
        if 0 not in table.game.seats_to_act():  # the computers' starters: wait for the post that calls on her
            seen = (await fd.wait_for_message(board_for(thread.id, ann, after=seen), timeout=60, what="Ann's turn")).id
            table.game = await stored_game(db)
            continue
        before, moves = len(fd.messages_in(thread)), len(table.game.history)
        while table.game.phase is not Phase.OVER and 0 in table.game.seats_to_act():  # her move, and its discard
            version = len(table.game.history) + 1
            await table.perform(0, decide(table.game, 0, "easy", f"person:{version}"), check_autocomplete=False)
        discards += len(table.game.history) - moves > 1
        if table.game.phase is not Phase.OVER:  # then the computers' round, up to the post that calls on her again
            seen = (await fd.wait_for_message(board_for(thread.id, ann, after=seen), timeout=60, what="her turn")).id
            table.game = await stored_game(db)
        counts.append(len(fd.messages_in(thread)) - before)
        turns += 1
    assert counts and max(counts) <= 2, counts  # her move, then the computers' round
    assert discards, "a discard down to six came up, and went with its turn"
    boards = [board_version(m) for m in fd.messages_in(thread) if board_version(m)]
    assert all(a < b for a, b in pairwise(boards)), boards  # never the same position twice
    assert not any("discarding down to six" in m.content for m in fd.messages_in(thread))
    check_never_pinged(fd)
