"""Previews through the real bot.py and the Discord stand-in: `preview:true` on a turn command answers
privately with the board the move would leave (marked as a preview) and a Play it button, stores and posts nothing;
Play it plays exactly that move; after the game moves on, Play it is refused and changes nothing; a waiting player
may preview too, without a button."""

from __future__ import annotations

from pathlib import Path

from rules import Action, Phase
from rules.zark import game_to_dict

from .conftest import LaunchBot
from .fakediscord import FakeDiscord, InteractionResult, Message
from .zark import ROOT, WINNING_SEED, LeakWatch, Table, command_for, open_table, plan_game, stored_game, wait_for_board

NAMES = ("ann", "bob", "cy")


async def test_preview_then_play_it_and_a_stale_play_it_refused(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    db = tmp_path / "zark.db"
    bot = await launch_bot(ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=str(db), ZARK_DEAL_SEED=WINNING_SEED)
    await fd.wait_for_ready(process=bot)
    table = await open_table(fd, db, NAMES)
    watch = LeakWatch(table)
    plan = iter(plan_game(WINNING_SEED, len(NAMES)))
    while table.game.phase is not Phase.ACTION:
        await table.perform(*next(plan))
    seat, action = next(plan)
    posted = len(fd.messages_in(table.thread))

    tried = await preview(table, seat, action)
    assert tried.content.startswith("**Preview**") and "Play it" in tried.content
    assert tried.files and tried.files[0].data.startswith(b"\x89PNG")
    assert (tried.files[0].description or "").startswith("PREVIEW")
    assert len(fd.messages_in(table.thread)) == posted, "a preview posts nothing in the thread"
    assert game_to_dict(await stored_game(db)) == game_to_dict(table.game), "a preview stores nothing"
    watch.check()

    waiting = (seat + 1) % len(NAMES)
    planning = await fd.slash(table.user(waiting), "draw", channel=table.thread, options={"preview": True})
    assert planning.ephemeral and "It is not your turn" in planning.content
    assert not any(m.components and "Play it" in str(m.components) for m in planning.replies)

    played = await fd.click(table.user(seat), button_message(tried), label="Play it")
    assert played.ephemeral and played.content.startswith("Done"), played.content
    table.game.apply(seat, action)
    await wait_for_board(fd, table.thread, len(table.game.history) + 1)  # Play it posts the board like any move
    assert game_to_dict(await stored_game(db)) == game_to_dict(table.game)
    watch.check()

    seat, action = next(plan)
    stale = await preview(table, seat, action)
    await table.perform(seat, action)  # played with the command instead: the game moves on
    before = game_to_dict(await stored_game(db))
    refused = await fd.click(table.user(seat), button_message(stale), label="Play it")
    assert refused.ephemeral and refused.content.startswith("The game has moved on since this preview")
    assert game_to_dict(await stored_game(db)) == before
    watch.check()


async def preview(table: Table, seat: int, action: Action) -> InteractionResult:
    command, options = command_for(action)
    with_preview: dict[str, object] = {**options, "preview": True}
    result = await table.fd.slash(table.user(seat), command, channel=table.thread, options=with_preview)
    assert result.ephemeral
    return result


def button_message(result: InteractionResult) -> Message:
    return next(m for m in reversed(result.replies) if m.components)
