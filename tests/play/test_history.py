"""A player's finished games in /zark games (`play.history`, through `play.timers.games_here` and
`games_everywhere`), read from a real store."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime

import pytest

from data import FinishedGame, Store
from play.history import FINISHED_SHOWN, ending
from play.timers import games_everywhere, games_here
from rules import AgreeEnd, Resign, kind_named
from tests.data.store_helpers import CHANNEL, GUILD, NAMES, OTHER_GUILD, THREAD, USERS, fake_clock
from tests.data.test_store_rating_reads import duel
from tests.data.test_store_ratings import act, table
from tests.words import said

ANN, BOB = USERS[:2]
NOW = datetime(2026, 3, 1, tzinfo=UTC)
WON = FinishedGame(1, {"game": "zark-city"}, GUILD, CHANNEL, None, 0, 3, 0, 1, resigned=False, by_agreement=False)


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({}, "won"),
        ({"tied": 2}, "shared 1st of 3"),
        ({"place": 1}, "2nd of 3"),
        ({"place": 1, "tied": 2}, "shared 2nd of 3"),
        ({"place": 2, "resigned": True}, "resigned"),
        ({"place": None, "tied": 0, "by_agreement": True}, "ended by agreement, no winner"),
        ({"place": None, "tied": 0}, "finished (not rated)"),
        (
            {"place": None, "tied": 0, "settings": {"game": "zark-city", "rated": False}},
            "finished: friendly, not rated",
        ),
        (
            {"place": None, "tied": 0, "resigned": True, "settings": {"game": "zark-city", "rated": False}},
            "resigned: friendly, not rated",
        ),
        ({"settings": {"game": "zark-city", "rated": True}}, "won"),
    ],
)
def test_how_a_finished_game_ended_for_the_player(changes: dict[str, object], words: str) -> None:
    game = dataclasses.replace(WON, **changes)  # type: ignore[arg-type]
    assert said(ending(game)) == words


async def test_games_here_lists_the_finished_ones_after_those_in_play(store: Store) -> None:
    assert await games_here(store, ANN, GUILD) == "You are in no games here now. Start one with /zark new."
    won = await duel(store, 0, 1)
    ended = int(fake_clock(store).now.timestamp())
    fake_clock(store).advance(hours=1)
    resigned = await duel(store, 1, 0, thread=THREAD + 1)
    await duel(store, 0, 1, guild=OTHER_GUILD)  # another server's: not listed here
    lines = (await games_here(store, ANN, GUILD)).splitlines()
    assert lines[:2] == ["You are in no games here now. Start one with /zark new.", "Finished, newest first:"]
    assert lines[2].startswith("- <t:") and lines[2].endswith(
        f":d> Zark City game {resigned}: resigned · <#{THREAD + 1}>"
    )
    assert lines[3].endswith(f":d> Zark City game {won}: won · <#{THREAD}>")
    assert len(lines) == 4
    stamp = int(lines[3].removeprefix("- <t:").split(":")[0])
    assert stamp == ended  # when it ended, not when it was last read


async def test_a_friendly_game_says_it_was_not_rated_to_each_player(store: Store) -> None:
    row = await store.create_lobby(
        guild_id=GUILD,
        channel_id=CHANNEL,
        host_id=ANN,
        host_name=NAMES[0],
        settings=kind_named("zark-city").table({"rated": "off"}),
        thread_id=THREAD,
    )
    await store.join(row.id, BOB, NAMES[1])
    await store.start_game(row.id, "seed")
    fake_clock(store).advance(minutes=1)
    await act(store, row.id, 1, Resign())  # Bob resigns: Ann is left, and wins, but nobody is rated
    assert await store.result(row.id) is None
    ann = (await games_here(store, ANN, GUILD)).splitlines()
    bob = (await games_here(store, BOB, GUILD)).splitlines()
    assert ann[2].endswith(f"Zark City game {row.id}: finished: friendly, not rated · <#{THREAD}>")
    assert bob[2].endswith(f"Zark City game {row.id}: resigned: friendly, not rated · <#{THREAD}>")
    assert len(ann) == len(bob) == 3


async def test_a_game_in_play_comes_first_and_one_ended_by_agreement_says_so(store: Store) -> None:
    agreed = await table(store, "unocitta", 2)
    await act(store, agreed, 0, AgreeEnd())
    await act(store, agreed, 1, AgreeEnd())
    playing = await table(store, "zarcana", 2)
    text = await games_here(store, ANN, None)
    lines = text.splitlines()
    assert lines[0].endswith(f"(game {playing}): playing, 2 players")
    assert lines[1] == "Finished, newest first:"
    assert f"Unocitta game {agreed}: ended by agreement, no winner · https://discord.com/channels/@me/" in lines[2]


async def test_everywhere_lists_the_latest_ten_with_links_that_open_anywhere(store: Store) -> None:
    games = [await duel(store, 0, 1, guild=GUILD if n % 2 else OTHER_GUILD) for n in range(FINISHED_SHOWN + 1)]
    lines = (await games_everywhere(store, BOB, NOW)).splitlines()
    assert lines[:2] == ["You are in no games now. Start one with /zark new.", f"Latest {FINISHED_SHOWN} finished:"]
    finished = lines[2:]
    assert len(finished) == FINISHED_SHOWN and f"game {games[-1]}: resigned" in finished[0]
    assert all(f"game {games[0]}:" not in line for line in finished)  # the oldest is past the page
    assert f"https://discord.com/channels/{GUILD}/{THREAD}" in finished[1]
    assert f"https://discord.com/channels/{OTHER_GUILD}/{THREAD}" in finished[0]
