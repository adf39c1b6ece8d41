"""The real bot.py against the stand-in: a lobby, a start, the setup round and a first turn."""

from __future__ import annotations

from pathlib import Path

from .conftest import LaunchBot
from .fakediscord import FakeDiscord
from .zark import open_lobby

ROOT = Path(__file__).resolve().parents[2]


async def test_a_game_starts_and_the_first_turn_is_played(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    ann, bob = fd.add_member("ann"), fd.add_member("bob")
    bot = await launch_bot(ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=str(tmp_path / "zark.db"))
    await fd.wait_for_ready(process=bot)
    lobby = await open_lobby(fd, ann)
    assert lobby.channel_id == fd.channel.id and "Zark City" in lobby.content  # public, in the channel
    thread = await fd.wait_for_thread("Zark City game 1")
    joined = await fd.click(bob, lobby, label="Join")
    await joined.wait_for_reply(lambda m: "Players (2/5)" in m.content)
    started = await fd.click(ann, lobby, label="Start")
    assert started.responded
    for user in (ann, bob):
        options = await fd.autocomplete(user, "zark starter", focused="card", channel=thread)
        assert options, "starter suggestions"
        chosen = await fd.slash(user, "zark starter", channel=thread, card=options[0].value)
        assert chosen.ephemeral, chosen.content
    print([m.content for m in fd.messages_in(thread)])
