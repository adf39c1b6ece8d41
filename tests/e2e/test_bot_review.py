"""/zark review through the real bot.py and the local Discord stand-in: refused in a sentence while the game runs,
then, once Ann's Unopolis game against an easy computer is over (seed 8: 78 moves; her move on turn 68 leaves the
computer a win it takes), the findings in words with a button that shows the board before that move; the button
still works after the bot is restarted; a German reader reads it all in German."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import render
from rules.review import position_before, review

from .conftest import LaunchBot
from .fakediscord import BotProcess, Channel, FakeDiscord, User
from .test_bot_computers import FAST, play_alone_against_a_computer, start_bot
from .zark import stored_game

RUNNING = (
    "Game 1 is still running. A review sees every player's cards, so it is shown only once the game is over: ask "
    "again after its last move."
)


async def test_a_finished_game_is_reviewed_with_a_board_before_each_finding(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    async def refused_while_running(ann: User, thread: Channel) -> None:
        for options in ({}, {"game": 1}):
            refused = await fd.slash(ann, "zark review", channel=thread, options=options)
            assert refused.ephemeral and refused.content == RUNNING, refused.content
            assert not refused.components and not refused.files

    started: list[BotProcess] = []

    async def launching(*args: Any, **kwargs: Any) -> BotProcess:
        started.append(await launch_bot(*args, **kwargs))
        return started[-1]

    table = await play_alone_against_a_computer(fd, launching, tmp_path, "unopolis", "8", refused_while_running)
    bot = started[0]
    ann, thread, db = table.users[0], table.thread, tmp_path / "zark.db"
    game = await stored_game(db)
    expected = review(game)
    assert [finding.line() for finding in expected.findings] == [
        "turn 68 seat 1 allowed-win 2 attack 1 small at M13 with W4 convert small"
    ]
    finding = expected.findings[0]

    result = await fd.slash(ann, "zark review", channel=thread)
    assert result.message is not None
    assert result.ephemeral and result.ack_latency is not None and result.ack_latency < 3
    lines = result.content.splitlines()
    assert lines[0] == "**Review of game 1** (Unopolis, 78 moves; it sees every hand)"
    assert lines[1].startswith("1. Turn 68: Ann's move left Bot 1 (easy) a win in one, which they took. Winning move: ")
    assert lines[1].endswith("(`attack 1 small at M13 with W4 convert small`).")
    assert lines[2:4] == [
        "Ann: 0 missed wins, 1 win left to the next player.",
        "Bot 1 (easy): 0 missed wins, 0 wins left to the next player.",
    ]
    buttons = [item for row in result.components for item in row["components"]]
    assert [(b["label"], b["custom_id"]) for b in buttons] == [
        ("Turn 68: Ann, win left", f"zark:review:1:{finding.before}")
    ]
    from_elsewhere = await fd.slash(ann, "zark review", channel=fd.add_channel("lounge"), options={"game": 1})
    assert from_elsewhere.content == result.content  # by number, from any channel of the server
    assert bot.log_text().count("Game 1 reviewed in") == 2  # worked out each time: nothing is kept

    before = position_before(game, finding.before)
    png = render.board_png(before.view(None), mark="REVIEW")
    jumped = await fd.click(ann, result.message, label="Turn 68: Ann, win left")
    assert jumped.ephemeral and jumped.content == f"The board before move {finding.before + 1} (turn 68), Ann to act."
    assert jumped.files[0].data == png
    assert jumped.files[0].description and jumped.files[0].description.startswith("REVIEW: ")

    await bot.kill()
    await start_bot(fd, launch_bot, db, "8", **FAST)
    again = await fd.click(ann, result.message, label="Turn 68: Ann, win left")
    assert again.ephemeral and again.content == jumped.content and again.files[0].data == png

    missing = await fd.slash(ann, "zark review", channel=thread, options={"game": 99})
    assert missing.ephemeral and missing.content == "There is no game number 99."

    ann.locale = "de"  # Ann's Discord now speaks German: the review, its button and its board answer in German
    german = await fd.slash(ann, "zark review", channel=thread)
    assert german.message is not None
    lines = german.content.splitlines()
    assert lines[0] == "**Analyse der Partie 1** (Unopolis, 78 Züge; sie sieht alle Hände)"
    assert lines[1].startswith("1. Zug 68: Nach dem Zug von Ann konnte Bot 1 (easy) mit einem Zug gewinnen")
    assert lines[2] == "Ann: 0 verpasste Siege, 1 Sieg dem nächsten Spieler überlassen."
    label = "Zug 68: Ann, Sieg überlassen"
    assert [item["label"] for row in german.components for item in row["components"]] == [label]
    board = await fd.click(ann, german.message, label=label)
    assert board.content == f"Das Spielfeld vor dem {finding.before + 1}. Zug der Partie (Zug 68), Ann ist am Zug."
