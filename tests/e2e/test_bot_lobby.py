"""The lobby through the real bot.py, a real discord.py client and the local Discord stand-in: lobby commands typed
in the channel a lobby was opened from (its game plays in a thread), and the lobby message's Add computer button,
which works after a restart like its other buttons."""

from __future__ import annotations

from pathlib import Path

from .conftest import LaunchBot
from .fakediscord import FakeDiscord
from .zark import ROOT, open_lobby


async def test_lobby_commands_in_the_channel_and_the_add_computer_button(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    db = str(tmp_path / "zark.db")
    bot = await launch_bot(ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=db)
    await fd.wait_for_ready(process=bot)
    ann, bob = fd.add_member("ann"), fd.add_member("bob")
    lobby = await open_lobby(fd, ann)
    thread = await fd.wait_for_thread("Zark City game 1")
    assert "/zark rules page:start" in lobby.content and "**Add computer**" in lobby.content

    added = await fd.slash(ann, "zark bot add", options={"level": "medium"})  # in the channel, not the thread
    assert added.ephemeral and added.content == f"Done: Bot 1 (medium) joined game 1, which plays in <#{thread.id}>."
    await fd.wait_for_message(lambda m: m.id == lobby.id and "🤖 Bot 1 (medium)" in m.content, what="Bot 1 listed")
    refused = await fd.slash(bob, "zark lobby start")  # Bob hosts no lobby here: the sentence names its thread
    assert refused.ephemeral and f"<#{thread.id}> (game 1)" in refused.content, refused.content
    joined = await fd.slash(bob, "zark lobby join")
    assert joined.content == f"Done: you joined (game 1), which plays in <#{thread.id}>."

    await bot.kill()  # the button is a persistent item: it works for the next process
    bot = await launch_bot(ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=db)
    await fd.wait_for_ready(process=bot)
    await fd.click(ann, lobby, label="Add computer")
    shown = await fd.wait_for_message(
        lambda m: m.id == lobby.id and "Ann seated Bot 2 (easy)." in m.content, what="the lobby with Bot 2"
    )
    assert "🤖 Bot 1 (medium)" in shown.content and "🤖 Bot 2 (easy)" in shown.content and "(4/5)" in shown.content
    pressed = await fd.click(bob, lobby, label="Add computer")
    refusal = await pressed.wait_for_reply(lambda m: m.ephemeral, what="Bob's refusal")
    assert refusal.content == "Only the host can add or remove computer players."
    assert next(m for m in fd.all_messages if m.id == lobby.id).content == shown.content  # nothing changed
