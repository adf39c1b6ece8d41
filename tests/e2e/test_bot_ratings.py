"""Ratings through the real bot: games played to their end (a player resigning in a two-player game) say how the
ratings moved on their last board, and /zark rating leaderboard and profile read them back, privately."""

from __future__ import annotations

from pathlib import Path

from .conftest import LaunchBot
from .fakediscord import FakeDiscord, User
from .zark import ROOT, WINNING_SEED, open_lobby


async def resigned_game(fd: FakeDiscord, winner: User, loser: User, number: int) -> str:
    """A two-player game of `winner` (the host) and `loser`, who resigns at once; the text of its last board."""
    lobby = await open_lobby(fd, winner)
    thread = await fd.wait_for_thread(f"Zark City game {number}")
    await fd.click(loser, lobby, label="Join")
    await fd.wait_for_message(lambda message: message.id == lobby.id and loser.mention in message.content)
    await fd.click(winner, lobby, label="Start")
    await fd.wait_for_message(lambda message: message.channel_id == thread.id and "has begun" in message.content)
    asked = await fd.slash(loser, "zark resign", channel=thread)
    assert asked.ephemeral and asked.content.startswith("Resign from this game?"), asked.content
    assert asked.message is not None
    await fd.click(loser, asked.message, label="Yes, resign")
    last = await fd.wait_for_message(lambda message: message.channel_id == thread.id and "wins!" in message.content)
    return last.content


async def test_finished_games_show_the_rating_change_and_are_read_back(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    bot = await launch_bot(
        ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=str(tmp_path / "zark.db"), ZARK_DEAL_SEED=WINNING_SEED
    )
    await fd.wait_for_ready(process=bot)
    ann, bob, cy = fd.add_member("ann"), fd.add_member("bob"), fd.add_member("cy")

    first = await resigned_game(fd, ann, bob, 1)
    assert "Ratings in Zark City: Ann 25.0 → 27.6, Bob 25.0 → 22.4" in first, first
    empty = await fd.slash(ann, "zark rating leaderboard")
    assert empty.ephemeral and empty.content.startswith("Nobody has 3 rated games of Zark City in this server yet")

    for number in (2, 3):
        await resigned_game(fd, ann, bob, number)
    table = await fd.slash(cy, "zark rating leaderboard", options={"game": "zark-city", "scope": "everywhere"})
    lines = table.content.splitlines()
    assert table.ephemeral and lines[0].startswith("**Zark City**, everywhere: by mu - 3 sigma")
    assert lines[1].startswith(f"1. <@{ann.id}> ") and lines[2].startswith(f"2. <@{bob.id}> ")
    assert lines[3] == "You are not on it yet: it takes 3 rated games of Zark City."

    mine = await fd.slash(ann, "zark rating profile")
    assert mine.ephemeral and "**Zark City**: " in mine.content and "3 rated games, 3 wins (100%)" in mine.content
    assert mine.content.count("\n- <t:") == 3 and "game 3: won (of 2)" in mine.content
    assert len(mine.files) == 1 and mine.files[0].filename == "rating.png"  # the chart of the rating over the games
    chart = mine.files[0]
    assert chart.data.startswith(b"\x89PNG") and len(chart.data) < 20_000
    assert chart.description is not None
    assert chart.description.startswith("Ann's Zark City rating over 3 games, from 25.0 to "), chart.description
    theirs = await fd.slash(cy, "zark rating profile", options={"player": bob, "game": "unocitta"})
    assert not theirs.files

    games = await fd.slash(bob, "zark games")
    lines = games.content.splitlines()
    assert games.ephemeral and lines[:2] == [
        "You are in no games here now. Start one with /zark new.",
        "Finished, newest first:",
    ]
    assert [line.rsplit(": ", 1)[1].split(" · ")[0] for line in lines[2:]] == ["resigned"] * 3
    assert "Zark City game 3: resigned · <#" in lines[2] and "Zark City game 1: " in lines[4]
    assert theirs.content == (
        f"<@{bob.id}> has no rated games of Unocitta yet: every game played to its end here is rated. "
        "Start one with /zark new."
    )

    cy.locale = "de"  # a German reader: the same answers in German, the figures as German writes them
    german = await fd.slash(cy, "zark rating leaderboard", options={"game": "zark-city", "scope": "everywhere"})
    lines = german.content.splitlines()
    assert german.ephemeral and lines[0].startswith("**Zark City**, überall: nach mu - 3 sigma, Spieler mit"), lines
    assert lines[1].startswith(f"1. <@{ann.id}> ") and "," in lines[1] and "3 Partien)" in lines[1]
    assert lines[3] == "Du stehst noch nicht darauf: Dafür braucht es 3 gewertete Partien in Zark City."
    hers = await fd.slash(cy, "zark rating profile", options={"player": ann})
    assert hers.content.startswith(f"Wertungen von <@{ann.id}>:\n**Zark City**: ") and "3 Siege (100\u00a0%)" in (
        hers.content
    )
    assert "Partie 3: gewonnen (von 2), " in hers.content and "Letzte gewertete Partien:" in hers.content
    assert hers.files[0].description is not None
    assert hers.files[0].description.startswith("Wertung von Ann in Zark City über 3 Partien, von 25,0 auf ")
    nobody = await fd.slash(cy, "zark rating profile", options={"game": "unocitta"})
    assert nobody.content.startswith("Du hast noch keine gewerteten Partien in Unocitta") and nobody.content.endswith(
        "Starte eine mit /zark neu."
    )
