"""Committing moves: one transaction each, refused when stale, never applied twice for one interaction (on both
backends, and between two stores as between two bot processes)."""

from __future__ import annotations

import asyncio
import contextlib
import random
from datetime import timedelta

import pytest

from data import DuplicateInteractionError, GameClosedError, GameStatus, LoadedGame, StaleVersionError, Store
from rules import Phase, Resign
from rules.zark import Starter, ZarkGame, game_to_dict
from rules.zark.playout import random_step
from tests.words import english

from .store_helpers import USERS, FakeClock, next_interaction, play, reopened, started_game, stored_game


async def test_a_move_updates_log_snapshot_and_version(store: Store, clock: FakeClock) -> None:
    loaded = await started_game(store, 2)
    game = loaded.game
    assert isinstance(game, ZarkGame)
    seat, action = random_step(game, random.Random(1))
    clock.advance(seconds=30)
    version = await store.commit_move(loaded.row.id, 1, game, user_id=USERS[seat], interaction_id=77)
    assert version == 2
    again = await store.load(loaded.row.id)
    assert again.version == 2 and isinstance(again.game, ZarkGame)
    assert game_to_dict(again.game) == game_to_dict(game)
    assert again.row.updated_at == clock.now
    [logged] = await store.moves(loaded.row.id)
    assert (logged.seq, logged.seat, logged.user_id, logged.notation) == (1, seat, USERS[seat], action.notation())


async def test_many_moves_keep_snapshot_equal_to_log(store: Store) -> None:
    loaded = await started_game(store, 3)
    game, version = await play(store, loaded, 120, random.Random(5))
    assert version == len(game.history) + 1
    assert len(await store.moves(loaded.row.id)) == len(game.history)
    assert (await store.verify(loaded.row.id)).ok
    assert (await store.load(loaded.row.id)).row.status is GameStatus.PLAYING


async def test_stale_version_is_refused_with_a_sentence(store: Store) -> None:
    loaded = await started_game(store, 2)
    stale = (await store.load(loaded.row.id)).game
    game, version = await play(store, loaded, 1, random.Random(2))
    assert isinstance(stale, ZarkGame)
    random_step(stale, random.Random(3))
    with pytest.raises(StaleVersionError) as refused:
        await store.commit_move(loaded.row.id, 1, stale, user_id=None, interaction_id=next_interaction())
    assert "moved on" in english(refused.value)
    assert (refused.value.expected, refused.value.current) == (1, version)
    assert game_to_dict(await stored_game(store, loaded.row.id)) == game_to_dict(game)
    assert len(await store.moves(loaded.row.id)) == 1


async def two_rival_moves(first: Store, second: Store, game_id: int) -> list[object]:
    """Both stores load the same version and commit different moves at once."""
    mine, theirs = await first.load(game_id), await second.load(game_id)
    assert mine.version == theirs.version
    for loaded, seed in ((mine, 1), (theirs, 2)):
        assert isinstance(loaded.game, ZarkGame)
        random_step(loaded.game, random.Random(seed))
    return await asyncio.gather(
        *(
            store.commit_move(game_id, loaded.version, loaded.game, user_id=None, interaction_id=next_interaction())
            for store, loaded in ((first, mine), (second, theirs))
            if loaded.game is not None
        ),
        return_exceptions=True,
    )


@pytest.mark.parametrize("connections", ["one store", "two stores"])
async def test_two_concurrent_commits_on_one_version(store: Store, connections: str) -> None:
    """Exactly one wins, whether the rivals share the bot's database connection(s) or are two processes' stores."""
    loaded = await started_game(store, 2)
    await play(store, loaded, 6, random.Random(4))
    async with await Store.open(store.target) as other:
        rival = other if connections == "two stores" else store
        for _ in range(15):
            results = await two_rival_moves(store, rival, loaded.row.id)
            winners = [r for r in results if isinstance(r, int)]
            assert len(winners) == 1, results
            assert [type(r) for r in results if not isinstance(r, int)] == [StaleVersionError]
    current = await store.load(loaded.row.id)
    assert current.version == 7 + 15
    assert (await store.verify(loaded.row.id)).ok


async def test_repeated_interaction_is_not_applied_again(store: Store) -> None:
    loaded = await started_game(store, 2)
    game = loaded.game
    assert isinstance(game, ZarkGame)
    random_step(game, random.Random(8))
    await store.commit_move(loaded.row.id, 1, game, user_id=USERS[0], interaction_id=4242)
    with pytest.raises(DuplicateInteractionError) as repeated:
        await store.commit_move(loaded.row.id, 1, game, user_id=USERS[0], interaction_id=4242)
    assert (repeated.value.game_id, repeated.value.seq) == (loaded.row.id, 1)
    assert english(repeated.value) == "That move has already been made."
    assert len(await store.moves(loaded.row.id)) == 1
    assert (await store.load(loaded.row.id)).version == 2


async def test_repeated_interaction_at_the_current_version_writes_nothing(store: Store) -> None:
    """The same interaction id reused for a later move (or another game) is refused and rolled back whole."""
    loaded = await started_game(store, 2)
    game, version = await play(store, loaded, 3, random.Random(9))
    random_step(game, random.Random(10))
    await store.commit_move(loaded.row.id, version, game, user_id=None, interaction_id=5151)
    random_step(game, random.Random(11))
    with pytest.raises(DuplicateInteractionError):
        await store.commit_move(loaded.row.id, version + 1, game, user_id=None, interaction_id=5151)
    after = await store.load(loaded.row.id)
    assert after.version == version + 1
    assert (await store.verify(loaded.row.id)).ok


async def test_moves_need_a_game_in_play(store: Store) -> None:
    loaded = await started_game(store, 2)
    game = loaded.game
    assert isinstance(game, ZarkGame)
    await store.abandon(loaded.row.id)
    random_step(game, random.Random(1))
    with pytest.raises(GameClosedError, match="abandoned"):
        await store.commit_move(loaded.row.id, 1, game, user_id=None, interaction_id=None)


async def test_a_finished_game_is_finished(store: Store) -> None:
    loaded = await started_game(store, 2)
    game = loaded.game
    assert isinstance(game, ZarkGame)
    game.apply(1, Resign())
    await store.commit_move(loaded.row.id, 1, game, user_id=USERS[1], interaction_id=None)
    row = (await store.load(loaded.row.id)).row
    assert (row.status, row.waiting_seats, row.turn_seat, row.turn_since) == (GameStatus.FINISHED, (), None, None)
    assert await store.games_for_user(USERS[0]) == []
    game.phase = Phase.ACTION  # pretend, to see the store refuse on status rather than trust the engine
    with pytest.raises(GameClosedError, match="over"):
        await store.commit_move(loaded.row.id, 2, _with_extra_move(game), user_id=None, interaction_id=None)


def _with_extra_move(game: ZarkGame) -> ZarkGame:
    game.history.append((0, Resign()))
    return game


async def test_commit_takes_exactly_one_move(store: Store) -> None:
    loaded = await started_game(store, 2)
    game = loaded.game
    assert isinstance(game, ZarkGame)
    with pytest.raises(ValueError, match="one move at a time"):
        await store.commit_move(loaded.row.id, 1, game, user_id=None, interaction_id=None)


async def test_whose_turn_and_since_when(store: Store, clock: FakeClock) -> None:
    loaded = await started_game(store, 2)
    game, game_id = loaded.game, loaded.row.id
    assert isinstance(game, ZarkGame)
    started_at = clock.now
    assert {row.id for row in await store.games_waiting_on(USERS[0])} == {game_id}
    clock.advance(hours=1)
    game.apply(0, Starter(game.hands[0][0]))
    await store.commit_move(game_id, 1, game, user_id=USERS[0], interaction_id=None)
    row = (await store.load(game_id)).row
    assert row.waiting_seats == (1,) and row.turn_since == started_at  # seat 1 has waited since the start
    assert await store.games_waiting_on(USERS[0]) == []
    assert [r.id for r in await store.games_waiting_on(USERS[1])] == [game_id]
    assert [r.id for r in await store.games_waiting_longer_than(timedelta(minutes=59))] == [game_id]
    assert await store.games_waiting_longer_than(timedelta(minutes=61)) == []
    clock.advance(hours=1)
    game.apply(1, Starter(game.hands[1][0]))
    await store.commit_move(game_id, 2, game, user_id=USERS[1], interaction_id=None)
    row = (await store.load(game_id)).row
    assert row.turn_seat == game.current and row.turn_user_id == USERS[game.current]
    assert row.waiting_user_ids == (USERS[game.current],)
    assert row.turn_since == clock.now  # a new wait began


async def test_waiting_list_is_oldest_first(store: Store, clock: FakeClock) -> None:
    older = await started_game(store, 2)
    clock.advance(hours=2)
    newer = await started_game(store, 2, first_user=2)
    clock.advance(hours=3)
    waiting = await store.games_waiting_longer_than(timedelta(hours=1))
    assert [row.id for row in waiting] == [older.row.id, newer.row.id]
    assert waiting[0].waiting_user_ids == (USERS[0], USERS[1])


async def test_imported_game_continues_like_any_other(store: Store) -> None:
    source = await started_game(store, 3, seed="import")
    game, _ = await play(store, source, 40, random.Random(12))
    row = await store.import_game(game, guild_id=None, channel_id=9, user_ids=USERS[3:6])
    assert row.version == len(game.history) + 1 and row.status is GameStatus.PLAYING
    assert [p.name for p in row.players] == ["Ann", "Bob", "Cy"]  # the names the engine knows
    assert (await store.verify(row.id)).ok
    loaded = await store.load(row.id)
    assert isinstance(loaded, LoadedGame) and loaded.game is not None
    await play(store, loaded, 5, random.Random(13))
    assert (await store.verify(row.id)).ok


@pytest.mark.parametrize("microseconds", [0, 50, 100, 200, 300, 400, 600, 800, 1200, 2000, 5000])
async def test_a_cancelled_commit_is_all_or_nothing(store: Store, microseconds: int) -> None:
    """A commit cancelled at any await (the bot shutting down) leaves the move whole or absent, never half."""
    loaded = await started_game(store, 2)
    game, version = await play(store, loaded, 4, random.Random(microseconds))
    random_step(game, random.Random(99))
    task = asyncio.create_task(
        store.commit_move(loaded.row.id, version, game, user_id=None, interaction_id=next_interaction())
    )
    await asyncio.sleep(microseconds / 1e6)  # somewhere between before BEGIN and after COMMIT
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
    after = await store.load(loaded.row.id)
    assert after.version in (version, version + 1)
    assert len(await store.moves(loaded.row.id)) == after.version - 1
    assert (await store.verify(loaded.row.id)).ok
    assert after.game is not None
    await play(store, after, 3, random.Random(7))  # the connection is not left inside a transaction
    assert (await store.verify(loaded.row.id)).ok


async def test_a_move_refused_after_its_version_check_leaves_nothing_behind(store: Store) -> None:
    """The version check passes and the log refuses the move (its interaction was another move's): the transaction
    is undone whole, snapshot and version included, and the connection is left ready for the next move."""
    loaded = await started_game(store, 2)
    game, version = await play(store, loaded, 2, random.Random(20))
    first = next_interaction()
    random_step(game, random.Random(21))
    version = await store.commit_move(loaded.row.id, version, game, user_id=None, interaction_id=first)
    before = await store.load(loaded.row.id)
    random_step(game, random.Random(22))
    with pytest.raises(DuplicateInteractionError):
        await store.commit_move(loaded.row.id, version, game, user_id=None, interaction_id=first)
    async with reopened(store) as fresh:
        after = await fresh.load(loaded.row.id)
    assert after.row == before.row and isinstance(after.game, ZarkGame) and isinstance(before.game, ZarkGame)
    assert game_to_dict(after.game) == game_to_dict(before.game)
    game.history.pop()  # the refused move was never made: play on from the stored game instead
    await play(store, after, 3, random.Random(23))
    assert (await store.verify(loaded.row.id)).ok
