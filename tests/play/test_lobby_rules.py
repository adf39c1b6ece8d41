"""Lobbies without Discord (play.lobby): who may leave, start and cancel, and where a new game may not be opened."""

from __future__ import annotations

import pytest

from data import Store
from play import lobby
from play.errors import UserError
from tests.data.store_helpers import CHANNEL, GUILD, THREAD, new_lobby

from .tables import ANN, BOB, CY


async def test_the_host_cancels_rather_than_leaves(store: Store) -> None:
    row = await new_lobby(store, 2)
    with pytest.raises(UserError, match="You are the host: cancel the game instead of leaving it"):
        await lobby.leave(store, row.id, ANN)
    assert [p.user_id for p in (await lobby.leave(store, row.id, BOB)).players] == [ANN]


async def test_only_the_host_starts_and_only_with_two_players(store: Store) -> None:
    alone = await new_lobby(store, 1)
    with pytest.raises(UserError, match="needs at least 2 players"):
        await lobby.start(store, alone.id, ANN, "seed")
    row = await lobby.join(store, alone.id, BOB, "Bob")
    with pytest.raises(UserError, match="Only the host, Ann, can start this game"):
        await lobby.start(store, row.id, BOB, "seed")
    started = await lobby.start(store, row.id, ANN, "seed")
    assert started.game is not None and started.row.status.value == "setup"


async def test_cancelling_takes_the_host_or_a_server_manager(store: Store) -> None:
    row = await new_lobby(store, 3)
    with pytest.raises(UserError, match="Only the host or someone who can manage this server"):
        await lobby.cancel(store, row.id, CY, manages_server=False)
    assert (await lobby.cancel(store, row.id, CY, manages_server=True)).status.value == "abandoned"


async def test_no_new_game_where_commands_go_to_another(store: Store) -> None:
    await lobby.refuse_where_a_game_lives(store, CHANNEL)  # nothing here yet
    row = await new_lobby(store, 2)
    with pytest.raises(UserError, match=f"This channel already has game {row.id} in progress"):
        await lobby.refuse_where_a_game_lives(store, CHANNEL)
    await store.set_thread(row.id, THREAD)
    await lobby.refuse_where_a_game_lives(store, CHANNEL)  # the game plays in its thread: the channel is free
    with pytest.raises(UserError, match=f"This thread belongs to game {row.id}"):
        await lobby.refuse_where_a_game_lives(store, THREAD)
    await store.abandon(row.id)
    with pytest.raises(UserError, match=f"This thread belongs to game {row.id}"):
        await lobby.refuse_where_a_game_lives(store, THREAD)  # even once that game has ended


async def test_lobby_commands_without_a_game_point_to_the_open_lobbies(store: Store) -> None:
    assert "no game is waiting for players" in await lobby.no_lobby_here(store, CHANNEL, GUILD)
    row = await new_lobby(store, 1)
    await store.set_thread(row.id, THREAD)
    text = await lobby.no_lobby_here(store, CHANNEL, GUILD)
    assert f"<#{THREAD}> (game {row.id})" in text and "Press **Join**" in text
