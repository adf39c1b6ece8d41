"""Computer players through the real bot.py, a real discord.py client and the local Discord stand-in:
a person alone against a computer in each game family, a table of computers alone, and a computer's move that
survives a restart in the middle of its search.

Every choice is seeded (the computer's by game id, version and seat; the person's here by the version), so the
test knows the whole game in advance (`simulate`) and checks that the bot played exactly that. The deal seeds are
picked for short games: Zark City seed 14 (67 moves, the computer wins), Unocitta seed 18 (84 moves, the person
wins) and Unopolis seed 33 (108 moves, the computer wins); computers alone, easy against medium, seed 3 (89 moves).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from rules import Phase
from rules.players import decide
from rules.zark import GAME_TITLES, GAMES, ZarkGame, ZarkSettings

from .conftest import LaunchBot
from .fakediscord import BotProcess, Channel, FakeDiscord, Message, User
from .zark import (
    ROOT,
    LeakWatch,
    Table,
    boards_in,
    next_moment,
    open_lobby,
    stored_game,
    until_the_computers_turn,
    wait_for_board,
)

FAST = {"ZARK_COMPUTER_DELAY": "0", "ZARK_COMPUTER_WORKERS": "1"}


def simulate(seed: str, game_name: str, seats: list[tuple[str, str | None]], game_id: int = 1) -> ZarkGame:
    """The game the bot will play: computers (a level) choose with their seats' seeds and act first when
    several must (starters); the person (None) plays the easy level's move seeded by the version."""
    game = ZarkGame.new(ZarkSettings(players=tuple(name for name, _ in seats), game=game_name), seed)
    while game.phase is not Phase.OVER:
        to_act = game.seats_to_act()
        seat = next((s for s in to_act if seats[s][1] is not None), to_act[0])
        version = len(game.history) + 1
        level = seats[seat][1]
        seeded = f"computer:{game_id}:{version}:{seat}" if level is not None else f"person:{version}"
        game.apply(seat, decide(game, seat, level or "easy", seeded))
    return game


async def start_bot(fd: FakeDiscord, launch_bot: LaunchBot, db: Path, seed: str, **env: str) -> BotProcess:
    bot = await launch_bot(ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=str(db), ZARK_DEAL_SEED=seed, **env)
    await fd.wait_for_ready(process=bot)
    return bot


async def lobby_with_computers(fd: FakeDiscord, host: User, levels: list[str], game: str | None = None) -> Message:
    """/zark new, then /zark bot add for each level, in the game's thread; the lobby message lists them."""
    lobby = await open_lobby(fd, host, game=game)
    thread = await fd.wait_for_thread(f"{GAME_TITLES[game or GAMES[0]]} game 1")
    for number, level in enumerate(levels, start=1):
        added = await fd.slash(host, "zark bot add", channel=thread, options={"level": level})
        assert added.ephemeral and added.content == f"Done: Bot {number} ({level}) joined game 1.", added.content
    names = [f"🤖 Bot {n} ({level})" for n, level in enumerate(levels, start=1)]
    return await fd.wait_for_message(
        lambda m: m.id == lobby.id and all(name in m.content for name in names), what="the lobby listing them"
    )


def board_posts(fd: FakeDiscord, thread: object) -> list[Message]:
    return boards_in(fd, thread)  # (not the finished game's replay)


def board_for(thread_id: int, user: User, *, after: int) -> Callable[[Message], bool]:
    """A board posted in the thread after message `after` that mentions `user` (their move) or ends the game."""

    def matches(message: Message) -> bool:
        return (
            message.channel_id == thread_id
            and message.id > after
            and bool(message.attachments)
            and (f"<@{user.id}>" in message.content or "wins" in message.content)
        )

    return matches


def check_never_pinged(fd: FakeDiscord) -> None:
    """No message names a computer seat as a user, nor lets one be mentioned."""
    for message in fd.all_messages:
        assert "<@-" not in message.content, message.content
        users = (message.allowed_mentions or {}).get("users", [])
        assert all(not str(user).startswith("-") for user in users), message.allowed_mentions


async def play_alone_against_a_computer(
    fd: FakeDiscord,
    launch_bot: LaunchBot,
    tmp_path: Path,
    game_name: str,
    seed: str,
    started: Callable[[User, Channel], Awaitable[None]] | None = None,
) -> Table:
    """Ann against an easy computer, to the game's end; `started` is called with Ann and the thread once the game
    has begun, before her first move."""
    db = tmp_path / "zark.db"
    await start_bot(fd, launch_bot, db, seed, **FAST)
    ann = fd.add_member("ann")
    lobby = await lobby_with_computers(fd, ann, ["easy"], game=game_name)
    await fd.click(ann, lobby, label="Start")
    thread = fd.threads[-1]
    if started is not None:
        await started(ann, thread)
    planned = simulate(seed, game_name, [("Ann", None), ("Bot 1 (easy)", "easy")])
    table = Table(fd, [ann], thread, await stored_game(db))
    watch = LeakWatch(table)
    seen = 0
    while table.game.phase is not Phase.OVER:
        # Each board that mentions Ann (or ends the game) is a moment to look: she acts once she alone must.
        found, table.game = await next_moment(fd, board_for(thread.id, ann, after=seen), db)
        seen = max(seen, found)
        watch.check()
        if table.game.seats_to_act() != [0]:
            continue
        version = len(table.game.history) + 1
        await table.perform(0, decide(table.game, 0, "easy", f"person:{version}"))
    # The store may hold the last move before its post arrives: the game's end is posted, and seen, once it is.
    await wait_for_board(fd, thread, len(table.game.history) + 1)
    watch.check()
    assert [a.notation() for _, a in table.game.history] == [a.notation() for _, a in planned.history]
    assert table.game.winner == planned.winner
    thinking = [m for m in board_posts(fd, thread) if "🤖 Bot 1 (easy) is thinking" in m.content]
    assert thinking, "the board says when the computer is to play"
    check_never_pinged(fd)
    return table


@pytest.mark.parametrize(("game_name", "seed", "winner"), [("zark-city", "11", 1), ("unocitta", "8", 0),
                                                           ("unopolis", "8", 1)])  # fmt: skip
async def test_a_person_alone_finishes_a_game_against_a_computer(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path, game_name: str, seed: str, winner: int
) -> None:
    table = await play_alone_against_a_computer(fd, launch_bot, tmp_path, game_name, seed)
    assert table.game.winner == winner
    last = board_posts(fd, table.thread)[-1]
    who = f"<@{table.user(0).id}>" if winner == 0 else "🤖 Bot 1 (easy)"  # the winner named once: a mention for Ann
    assert f"🏆 {who} wins" in last.content
    assert "Bot 1 (easy)" in (last.attachments[0].description or "")  # the board's alt text names the seat


async def test_computers_alone_play_a_whole_game_while_the_host_watches(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    db = tmp_path / "zark.db"
    await start_bot(fd, launch_bot, db, "3", **FAST)
    ann = fd.add_member("ann")
    lobby = await lobby_with_computers(fd, ann, ["easy", "medium"])
    thread = fd.threads[-1]
    left = await fd.slash(ann, "zark lobby leave", channel=thread)
    assert left.content.startswith("Done: you left"), left.content
    await fd.click(ann, lobby, label="Start")
    over = await fd.wait_for_message(
        lambda m: m.channel_id == thread.id and "wins" in m.content, timeout=240, what="the end of the game"
    )
    planned = simulate("3", "zark-city", [("Bot 1 (easy)", "easy"), ("Bot 2 (medium)", "medium")])
    game = await stored_game(db)
    assert [a.notation() for _, a in game.history] == [a.notation() for _, a in planned.history]
    assert f"🏆 🤖 {game.name(planned.winner or 0)} wins" in over.content
    # The first board, then every move reported once, in order; boards that queued meanwhile go out as one message
    # (the newest board says it all), so there may be fewer boards than moves
    reported = [line for m in board_posts(fd, thread) for line in m.content.splitlines() if " · `" in line]
    assert len(reported) == len(game.history) and len(board_posts(fd, thread)) <= len(game.history) + 1
    hand = await fd.click(ann, over, label="My hand")
    assert hand.ephemeral and "not playing in this game" in hand.content  # the host watched; no hand to show
    check_never_pinged(fd)


async def test_a_computers_move_survives_a_restart_in_the_middle_of_its_search(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    """Ann plays against a hard computer; the bot is killed while the computer searches its first turn, before
    its move (which comes three seconds after its turn at the earliest). The restarted bot makes the move: the
    same one, since its seed is the game, the version and the seat."""
    db, seed = tmp_path / "zark.db", "14"
    slow = {"ZARK_COMPUTER_DELAY": "3", "ZARK_COMPUTER_WORKERS": "1"}
    bot = await start_bot(fd, launch_bot, db, seed, **slow)
    ann = fd.add_member("ann")
    lobby = await lobby_with_computers(fd, ann, ["hard"])
    await fd.click(ann, lobby, label="Start")  # (a button's answer comes before the game is dealt)
    await fd.wait_for_message(lambda m: m.channel_id == fd.threads[-1].id and "has begun" in m.content)
    table = Table(fd, [ann], fd.threads[-1], await stored_game(db))
    await until_the_computers_turn(table, db)
    version = len(table.game.history) + 1
    searching = f"Bot 1 (hard) is thinking: computer:1:{version}:1"
    for _ in range(200):
        if searching in bot.log_text():
            break
        await asyncio.sleep(0.02)
    assert searching in bot.log_text()
    await bot.kill()
    seen = max(m.id for m in fd.all_messages)
    before = await stored_game(db)
    assert len(before.history) == version - 1, "killed before the computer's move was made"

    restarted = await start_bot(fd, launch_bot, db, seed, **slow)
    moved = await fd.wait_for_message(
        lambda m: m.id > seen and m.channel_id == table.thread.id and bool(m.attachments),
        timeout=60,
        what="the computer's move after the restart",
    )
    after = await stored_game(db)
    assert len(after.history) >= version
    expected = decide(before, 1, "hard", f"computer:1:{version}:1")
    assert after.history[version - 1] == (1, expected)
    assert moved.content.startswith("**Bot 1 (hard)** ") and f"`{expected.notation()}`" in moved.content
    assert searching in restarted.log_text()  # the search was made again after the restart


async def test_seating_computers_refuses_in_plain_words_and_changes_nothing(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    db = tmp_path / "zark.db"
    await start_bot(fd, launch_bot, db, "5", **FAST)
    ann, bob = fd.add_member("ann"), fd.add_member("bob")
    lobby = await lobby_with_computers(fd, ann, ["easy", "hard"])
    thread = fd.threads[-1]
    refused = await fd.slash(bob, "zark bot add", channel=thread, options={"level": "hard"})
    assert refused.ephemeral and refused.content == "Only the host can add or remove computer players."
    offered = await fd.autocomplete(ann, "zark bot remove", focused="computer", channel=thread, options={})
    assert [(c.name, c.value) for c in offered] == [("Bot 1 (easy)", "-1"), ("Bot 2 (hard)", "-2")]
    refused = await fd.slash(ann, "zark bot remove", channel=thread, options={"computer": "bob"})
    assert refused.ephemeral and refused.content == "Pick the computer player from the list."
    refused = await fd.slash(ann, "zark bot remove", channel=thread, options={"computer": "-3"})
    assert refused.content == "That is not one of this game's computer players: pick one from the list."
    gone = await fd.slash(ann, "zark bot remove", channel=thread, options={"computer": "-1"})
    assert gone.ephemeral and gone.content == "Done: Bot 1 (easy) left game 1."
    listed = await fd.wait_for_message(lambda m: m.id == lobby.id and m.content.endswith("Bot 1 (easy) left."))
    assert "🤖 Bot 1" not in listed.content and "🤖 Bot 2 (hard)" in listed.content
    await fd.click(ann, lobby, label="Start")
    await fd.wait_for_message(lambda m: m.channel_id == thread.id and "has begun" in m.content)
    late = await fd.slash(ann, "zark bot add", channel=thread, options={"level": "easy"})
    assert late.ephemeral and "already started" in late.content, late.content
    game = await stored_game(db)
    assert game.settings.players == ("Ann", "Bot 2 (hard)")
