"""A player's finished games (`Store.finished_games`), what /zark games lists under "Finished": newest first, each
with the player's place, whether they resigned, whether it ended by agreement; on SQLite and PostgreSQL alike."""

from __future__ import annotations

import random

from data import Store
from rules import AgreeEnd, Phase, Resign

from .store_helpers import GUILD, OTHER_GUILD, USERS, fake_clock, play, started_game
from .test_store_rating_reads import duel
from .test_store_ratings import act, table


async def test_finished_games_newest_first_with_place_resignation_and_agreement(store: Store) -> None:
    clock = fake_clock(store)
    won = await duel(store, 0, 1)  # Ann wins: Bob resigns
    clock.advance(hours=1)
    lost = await duel(store, 1, 0, game="unocitta", guild=OTHER_GUILD)  # Ann resigns
    clock.advance(hours=1)
    agreed = await table(store, "unopolis", 3)
    await act(store, agreed, 2, Resign())
    await act(store, agreed, 0, AgreeEnd())
    await act(store, agreed, 1, AgreeEnd())
    await table(store, "zark-city", 2)  # still in play: not listed
    finished = await store.finished_games(USERS[0])
    assert [game.game_id for game in finished] == [agreed, lost, won]
    last, resigned, first = finished
    assert (last.place, last.tied, last.resigned, last.by_agreement, last.seats) == (None, 0, False, True, 3)
    assert last.settings["game"] == "unopolis"
    assert (resigned.place, resigned.tied, resigned.resigned, resigned.by_agreement) == (1, 1, True, False)
    assert (first.place, first.tied, first.resigned, first.by_agreement, first.seats) == (0, 1, False, False, 2)
    assert first.guild_id == GUILD and first.finished_at < resigned.finished_at < last.finished_at
    # Bob: in the agreed game to its end, the winner of the second, and resigned from the first.
    assert [g.resigned for g in await store.finished_games(USERS[1])] == [False, False, True]
    # Cy left the agreed game before the others agreed to end it.
    assert (await store.finished_games(USERS[2]))[0].resigned


async def test_finished_games_in_one_guild_and_the_latest_few(store: Store) -> None:
    games = [await duel(store, 0, 1, guild=GUILD if index % 2 else OTHER_GUILD) for index in range(5)]
    assert [g.game_id for g in await store.finished_games(USERS[0], GUILD)] == [games[3], games[1]]
    assert [g.game_id for g in await store.finished_games(USERS[0], limit=2)] == [games[4], games[3]]
    assert await store.finished_games(USERS[5]) == []


async def test_a_win_on_the_board_leaves_the_others_sharing_second_place(store: Store) -> None:
    # Seed and moves found to end in a win for seat 0 after 235 random moves, nobody resigning.
    loaded = await started_game(store, 3, seed="s25")
    game, _ = await play(store, loaded, 400, random.Random(25))
    assert game.phase is Phase.OVER and game.winner == 0
    winner, second = await store.finished_games(USERS[0]), await store.finished_games(USERS[1])
    assert (winner[0].place, winner[0].tied, winner[0].resigned) == (0, 1, False)
    assert (second[0].place, second[0].tied, second[0].resigned, second[0].by_agreement) == (1, 2, False, False)
