"""Lobbies, starting a game, finding games, and the settings blobs."""

from __future__ import annotations

import asyncio
import random

import pytest

from data import GameClosedError, GameNotFoundError, GameStatus, LobbyError, Store
from data.snapshots import status_of
from rules import NotationError, Phase
from rules.zark import ZarkGame, ZarkSettings, game_to_dict
from rules.zark.cards import deck_cards
from tests.words import english, refused

from .store_helpers import (
    CHANNEL,
    GUILD,
    NAMES,
    OTHER_CHANNEL,
    OTHER_GUILD,
    THREAD,
    USERS,
    FakeClock,
    new_lobby,
    stored_game,
)

TWO = ZarkSettings(players=("Ann", "Bob"))


async def test_lobby_has_host_in_seat_zero_and_no_state(store: Store, clock: FakeClock) -> None:
    row = await store.create_lobby(
        guild_id=GUILD, channel_id=CHANNEL, host_id=USERS[0], host_name="Ann", settings={"edition": "classic"}
    )
    assert (row.status, row.version, row.host_id, row.seed) == (GameStatus.LOBBY, 0, USERS[0], None)
    assert [(p.seat, p.user_id, p.name) for p in row.players] == [(0, USERS[0], "Ann")]
    assert row.created_at == row.updated_at == clock.now
    loaded = await store.load(row.id)
    assert loaded.game is None
    assert loaded.row == row


async def test_join_takes_the_next_seat_and_refuses_twice(store: Store) -> None:
    row = await new_lobby(store, 3)
    assert [p.user_id for p in row.players] == list(USERS[:3])
    with refused(LobbyError, "already in this game"):
        await store.join(row.id, USERS[1], "Bob")


async def test_join_refuses_a_full_lobby(store: Store) -> None:
    row = await new_lobby(store, 5)
    with pytest.raises(LobbyError, match="full"):
        await store.join(row.id, USERS[5], NAMES[5])


async def test_leave_closes_up_the_seats(store: Store) -> None:
    row = await new_lobby(store, 4)
    row = await store.leave(row.id, USERS[1])
    assert [(p.seat, p.user_id) for p in row.players] == [(0, USERS[0]), (1, USERS[2]), (2, USERS[3])]
    row = await store.join(row.id, USERS[1], "Bob")
    assert row.seat_of(USERS[1]) == 3
    with refused(LobbyError, "not in this game"):
        await store.leave(row.id, USERS[5])


async def test_start_deals_the_game_for_the_seated_players(store: Store, clock: FakeClock) -> None:
    row = await new_lobby(store, 3)
    clock.advance(minutes=5)
    loaded = await store.start_game(row.id, "deal-7")
    assert isinstance(loaded.game, ZarkGame)
    assert game_to_dict(loaded.game) == game_to_dict(ZarkGame.new(loaded.game.settings, "deal-7"))
    assert loaded.game.settings.players == ("Ann", "Bob", "Cy")
    started = loaded.row
    assert (started.status, started.version, started.seed) == (GameStatus.SETUP, 1, "deal-7")
    assert started.waiting_seats == (0, 1, 2)  # everyone chooses a starter at once
    assert started.turn_seat is None
    assert started.turn_since == clock.now
    assert started.settings["players"] == ["Ann", "Bob", "Cy"]
    assert game_to_dict(await stored_game(store, row.id)) == game_to_dict(loaded.game)


async def test_start_with_an_explicit_deck_order(store: Store) -> None:
    row = await new_lobby(store, 2)
    order = deck_cards("standard")
    random.Random(3).shuffle(order)
    loaded = await store.start_game(row.id, "unused", order=order)
    assert loaded.game is not None and loaded.game.initial_order == order
    assert (await store.verify(row.id)).ok


async def test_lobby_closes_when_the_game_starts(store: Store) -> None:
    row = await new_lobby(store, 2)
    await store.start_game(row.id, "s")
    with refused(GameClosedError, "already started"):
        await store.join(row.id, USERS[2], "Cy")
    with refused(GameClosedError, "already started"):
        await store.start_game(row.id, "s")


async def test_only_one_of_two_concurrent_starts_wins(store: Store) -> None:
    row = await new_lobby(store, 2)
    async with await Store.open(store.target) as other:
        results = await asyncio.gather(
            store.start_game(row.id, "a"), other.start_game(row.id, "b"), return_exceptions=True
        )
    assert sorted(type(r).__name__ for r in results) == ["GameClosedError", "LoadedGame"]


async def test_start_with_too_few_players_leaves_the_lobby(store: Store) -> None:
    row = await new_lobby(store, 1)
    with refused(NotationError, "2 to 5 players"):
        await store.start_game(row.id, "s")
    assert (await store.load(row.id)).row == row


async def test_abandon(store: Store) -> None:
    row = await new_lobby(store, 2)
    abandoned = await store.abandon(row.id)
    assert abandoned.status is GameStatus.ABANDONED
    with pytest.raises(GameClosedError, match="abandoned"):
        await store.abandon(row.id)
    with pytest.raises(GameClosedError, match="abandoned"):
        await store.join(row.id, USERS[3], "Dee")
    assert await store.lobbies(GUILD) == []


async def test_unknown_game(store: Store) -> None:
    for attempt in (store.load(404), store.join(404, USERS[0], "Ann"), store.set_thread(404, THREAD)):
        with pytest.raises(GameNotFoundError) as missing:
            await attempt
        assert english(missing.value) == "There is no game number 404."


async def test_game_in_channel_or_thread(store: Store) -> None:
    in_channel = await new_lobby(store)
    in_thread = await new_lobby(store, first_user=2)
    await store.set_thread(in_thread.id, THREAD)
    await store.set_lobby_message(in_thread.id, 555)
    found = await store.game_in_channel(THREAD)
    assert found is not None and (found.id, found.thread_id, found.lobby_message_id) == (in_thread.id, THREAD, 555)
    found = await store.game_in_channel(CHANNEL)
    assert found is not None and found.id == in_channel.id
    assert await store.game_in_channel(OTHER_CHANNEL) is None
    await store.abandon(in_channel.id)
    assert await store.game_in_channel(CHANNEL) is None
    ended = await store.last_game_in_channel(CHANNEL)  # an ended game can still show its board and log
    assert ended is not None and ended.id == in_channel.id and ended.status.value == "abandoned"
    assert await store.last_game_in_channel(OTHER_CHANNEL) is None


async def test_lobbies_and_a_users_games(store: Store) -> None:
    first = await new_lobby(store, 2)
    second = await new_lobby(store, 3, guild_id=OTHER_GUILD, channel_id=OTHER_CHANNEL)
    third = await new_lobby(store, 2, first_user=2)
    await store.start_game(third.id, "s")
    assert [row.id for row in await store.lobbies(GUILD)] == [first.id]
    assert [row.id for row in await store.games_for_user(USERS[1])] == [first.id, second.id]
    assert [row.id for row in await store.games_for_user(USERS[1], OTHER_GUILD)] == [second.id]
    assert [row.id for row in await store.games_for_user(USERS[2])] == [second.id, third.id]
    listed = (await store.games_for_user(USERS[2]))[0]
    assert listed == (await store.load(second.id)).row  # lists carry the same rows as load, players included


async def test_settings_blobs(store: Store) -> None:
    assert await store.guild_settings(GUILD) == {}
    await store.set_guild_settings(GUILD, {"reminder_hours": 24})
    await store.set_guild_settings(GUILD, {"reminder_hours": 12, "dm": False})
    assert await store.guild_settings(GUILD) == {"reminder_hours": 12, "dm": False}
    await store.set_user_settings(USERS[0], {"dm": True})
    assert await store.user_settings(USERS[0]) == {"dm": True}
    assert await store.user_settings(USERS[1]) == {}


def test_phases_map_to_statuses() -> None:
    game = ZarkGame.new(TWO, "s")
    assert status_of(game) is GameStatus.SETUP
    game.phase = Phase.ACTION
    assert status_of(game) is GameStatus.PLAYING
    game.phase = Phase.OVER
    assert status_of(game) is GameStatus.FINISHED
