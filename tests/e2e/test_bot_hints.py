"""Hints through the real bot.py and the Discord stand-in: a table opened with options:hints:on says so in its
lobby; /zark hint answers the player whose turn it is privately with the medium computer player's move (the board
it would leave, marked HINT, and a Play it button), and stores and posts nothing; Play it plays exactly that move;
a Play it from before the game moved on is refused in a sentence and changes nothing. Refused in plain words: a
player waiting for their turn, someone not playing, a channel with no game, and a table with hints off."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from rules import Phase
from rules.zark import game_to_dict, parse_action

from .conftest import LaunchBot
from .fakediscord import FakeDiscord, InteractionResult, Message, User
from .zark import ROOT, WINNING_SEED, LeakWatch, Table, plan_game, stored_game, wait_for_board

NAMES = ("ann", "bob", "cy")
HINT = re.compile(r"would play `([^`]+)`")
THINKING = 60.0  # the first search starts the worker processes, on a busy test machine


async def open_table_with(fd: FakeDiscord, db: Path, options: str) -> tuple[Table, Message, Message]:
    """/zark new options:`options` by ann, bob and cy joining, ann starting: the table, its lobby message and the
    first board's."""
    users = [fd.add_member(name) for name in NAMES]
    answer = await fd.slash(users[0], "zark new", options={"options": options})
    assert answer.ephemeral and answer.content.startswith("Done: game"), answer.content
    lobby = await fd.wait_for_message(lambda m: m.content.startswith("**Zark City**: game") and bool(m.components))
    thread = await fd.wait_for_thread("Zark City game 1")
    for user in users[1:]:
        await fd.click(user, lobby, label="Join")
        await fd.wait_for_message(listing(lobby, user))
    await fd.click(users[0], lobby, label="Start")
    begun = await fd.wait_for_message(lambda m: m.channel_id == thread.id and "has begun" in m.content)
    return Table(fd, users, thread, await stored_game(db)), lobby, begun


def listing(lobby: Message, user: User) -> Callable[[Message], bool]:
    return lambda message: message.id == lobby.id and user.mention in message.content


async def hint(table: Table, user: User) -> InteractionResult:
    result = await table.fd.slash(user, "zark hint", channel=table.thread, timeout=THINKING)
    assert result.ephemeral
    return result


def button_message(result: InteractionResult) -> Message:
    return next(m for m in reversed(result.replies) if m.components)


async def test_a_player_asks_for_a_hint_and_plays_it_and_a_stale_one_is_refused(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    db = tmp_path / "zark.db"
    bot = await launch_bot(ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=str(db), ZARK_DEAL_SEED=WINNING_SEED)
    await fd.wait_for_ready(process=bot)
    table, lobby, begun = await open_table_with(fd, db, "hints:on")
    assert ", hints on: not rated), hosted by" in lobby.content
    assert "Hints are on: /zark hint suggests your move (this game is not rated)." in begun.content
    assert table.game.settings.hints and not table.game.settings.rated
    watch = LeakWatch(table)
    plan = iter(plan_game(WINNING_SEED, len(NAMES)))
    while table.game.phase is not Phase.ACTION:
        await table.perform(*next(plan))
    seat = table.game.seats_to_act()[0]
    posted = len(fd.messages_in(table.thread))

    waiting = (seat + 1) % len(NAMES)
    early = await hint(table, table.user(waiting))
    assert early.content.startswith("It is not your turn: a hint is for a move you must make now.")
    stranger = fd.add_member("dee")
    outsider = await hint(table, stranger)
    assert outsider.content == "You are not playing in this game."
    empty = fd.add_channel("empty")  # no game is played there
    nowhere = await fd.slash(table.user(seat), "zark hint", channel=empty, timeout=THINKING)
    assert nowhere.ephemeral and nowhere.content.startswith("There is no game here. Your games:"), nowhere.content
    assert not nowhere.files

    suggested = await hint(table, table.user(seat))
    assert suggested.content.startswith("**Hint**: the medium computer player"), suggested.content
    found = HINT.search(suggested.content)
    assert found is not None
    action = parse_action(found[1])
    assert action in table.game.legal_actions(seat)
    assert suggested.files and suggested.files[0].data.startswith(b"\x89PNG")
    assert (suggested.files[0].description or "").startswith("HINT")
    assert len(fd.messages_in(table.thread)) == posted, "a hint posts nothing in the thread"
    assert game_to_dict(await stored_game(db)) == game_to_dict(table.game), "a hint stores nothing"
    watch.check()

    played = await fd.click(table.user(seat), button_message(suggested), label="Play it")
    assert played.ephemeral and played.content.startswith("Done"), played.content
    table.game.apply(seat, action)
    await wait_for_board(fd, table.thread, len(table.game.history) + 1)  # Play it posts the board like any move
    assert game_to_dict(await stored_game(db)) == game_to_dict(table.game)
    watch.check()

    seat = table.game.seats_to_act()[0]
    stale = await hint(table, table.user(seat))
    found = HINT.search(stale.content)
    assert found is not None
    await table.perform(seat, parse_action(found[1]), check_autocomplete=False)  # played with its command instead
    before = game_to_dict(await stored_game(db))
    refused = await fd.click(table.user(seat), button_message(stale), label="Play it")
    assert refused.ephemeral and refused.content.startswith("The game has moved on since this hint"), refused.content
    assert game_to_dict(await stored_game(db)) == before
    watch.check()


async def test_a_table_with_hints_off_refuses_a_hint_in_plain_words(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    db = tmp_path / "zark.db"
    bot = await launch_bot(ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=str(db), ZARK_DEAL_SEED=WINNING_SEED)
    await fd.wait_for_ready(process=bot)
    table, lobby, begun = await open_table_with(fd, db, "rated:on")
    assert "hints" not in lobby.content.lower() and "hints" not in begun.content.lower()
    seat = table.game.seats_to_act()[0]
    before = game_to_dict(await stored_game(db))
    refused = await hint(table, table.user(seat))
    assert refused.content.startswith("Hints are off at this table."), refused.content
    assert "options:hints:on" in refused.content and not refused.files
    assert game_to_dict(await stored_game(db)) == before
