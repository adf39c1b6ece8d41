"""The states a running store keeps in memory (always a copy, never older than the database, whichever process
wrote it, bounded in number), and loading the game of a thread or channel in one statement."""

from __future__ import annotations

import logging
import random

import pytest

import data.store
from data import Store
from rules import kind_of
from rules.zark import ZarkGame
from rules.zark.playout import random_step

from .store_helpers import (
    CHANNEL,
    OTHER_CHANNEL,
    THREAD,
    USERS,
    new_lobby,
    next_interaction,
    play,
    poke,
    reopened,
    started_game,
)


async def damage_snapshot(store: Store, game_id: int) -> None:
    """Break the stored snapshot behind the store's back: only a load that reads it from the database notices."""
    await poke(store, "UPDATE games SET state = 'damaged' WHERE id = :id", id=game_id)


async def test_a_loaded_game_is_the_callers_own_copy(store: Store) -> None:
    loaded = await started_game(store, 3)
    game, _ = await play(store, loaded, 12, random.Random(1))
    first = await store.load(loaded.row.id)
    assert isinstance(first.game, ZarkGame)
    first.game.hands[0].clear()
    first.game.cards.clear()
    game.deck.clear()  # the caller's own committed state, too
    again = await store.load(loaded.row.id)
    async with reopened(store) as fresh:
        from_file = await fresh.load(loaded.row.id)
    assert isinstance(again.game, ZarkGame) and isinstance(from_file.game, ZarkGame)
    assert kind_of(again.game).to_dict(again.game) == kind_of(from_file.game).to_dict(from_file.game)
    assert again.game.hands[0] and again.game.cards and again.game.deck


async def test_a_move_committed_by_another_store_is_seen(store: Store) -> None:
    loaded = await started_game(store, 2)
    await play(store, loaded, 5, random.Random(2))
    kept = await store.load(loaded.row.id)
    assert kept.game is not None
    async with reopened(store) as other:
        theirs = await other.load(loaded.row.id)
        assert isinstance(theirs.game, ZarkGame)
        seat, _ = random_step(theirs.game, random.Random(3))
        version = await other.commit_move(
            loaded.row.id, theirs.version, theirs.game, user_id=USERS[seat], interaction_id=next_interaction()
        )
    now = await store.load(loaded.row.id)
    assert now.version == version == kept.version + 1
    assert now.game is not None and kind_of(now.game).to_dict(now.game) == kind_of(theirs.game).to_dict(theirs.game)


async def test_only_the_most_recent_games_are_kept(
    store: Store, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(data.store, "STATE_CACHE_GAMES", 2)
    games = [await started_game(store, 2, seed=f"kept{n}") for n in range(3)]
    for loaded in games:
        await play(store, loaded, 4, random.Random(loaded.row.id))
    oldest, newest = games[0].row.id, games[2].row.id
    await damage_snapshot(store, oldest)
    await damage_snapshot(store, newest)
    with caplog.at_level(logging.WARNING, logger="data.store"):
        await store.load(newest)  # kept: served from memory, the file is not read
        assert "snapshot does not load" not in caplog.text
        await store.load(oldest)  # pushed out by the two after it: read from the file, and repaired
        assert f"Game {oldest}: the snapshot does not load" in caplog.text
    assert (await store.verify(oldest)).ok


async def test_load_here_finds_what_game_in_channel_finds_with_its_state(store: Store) -> None:
    in_channel = await started_game(store, 2, seed="here")
    in_thread = await started_game(store, 2, seed="there", channel_id=OTHER_CHANNEL)
    await store.set_thread(in_thread.row.id, THREAD)
    lobby = await new_lobby(store, 2, channel_id=OTHER_CHANNEL)
    await play(store, in_channel, 6, random.Random(5))
    for place in (CHANNEL, THREAD, OTHER_CHANNEL):
        found = await store.game_in_channel(place)
        loaded = await store.load_here(place)
        assert found is not None and loaded is not None
        assert loaded.row == found
        again = await store.load(found.id)
        assert (loaded.game is None) == (again.game is None)
        assert loaded.game is None or (
            again.game is not None
            and kind_of(loaded.game).to_dict(loaded.game) == kind_of(again.game).to_dict(again.game)
        )
    here = await store.load_here(OTHER_CHANNEL)
    assert here is not None and here.row.id == lobby.id
    assert await store.load_here(12345) is None
    await store.abandon(in_channel.row.id)
    assert await store.load_here(CHANNEL) is None  # an ended game is not a game to move in


async def test_user_settings_read_back_what_was_written_and_are_the_callers_own(store: Store) -> None:
    """Nothing of them is kept in memory: what another process wrote a moment ago is what the next read gives."""
    assert await store.user_settings(USERS[0]) == {}
    await store.set_user_settings(USERS[0], {"dm": True, "quiet": [22, 7]})
    first = await store.user_settings(USERS[0])
    assert first == {"dm": True, "quiet": [22, 7]}
    quiet = first["quiet"]
    assert isinstance(quiet, list)
    quiet.append(99)
    assert await store.user_settings(USERS[0]) == {"dm": True, "quiet": [22, 7]}
    async with reopened(store) as fresh:
        assert await fresh.user_settings(USERS[0]) == {"dm": True, "quiet": [22, 7]}
        await fresh.set_user_settings(USERS[1], {"dm": False})
        await fresh.set_user_settings(USERS[0], {"dm": False})
    assert await store.user_settings(USERS[1]) == {"dm": False}
    assert await store.user_settings(USERS[0]) == {"dm": False}  # read here before, and changed elsewhere since
