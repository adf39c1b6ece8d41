"""The outbox (`data.outbox`): what a move owes the table, written with it, claimed by one process at a time, each
claim counting the attempt it is made for, and what became of a claim's deliveries written in one transaction. Two
stores on one database play two bot processes; both backends."""

from __future__ import annotations

import asyncio
import random
from datetime import timedelta

from data import Owed, Store
from rules.zark import ZarkGame
from rules.zark.playout import random_step

from .store_helpers import FakeClock, new_lobby, next_interaction, peek
from .test_store_claims import second_process

LEASE = timedelta(minutes=1)
BOARD, DM = Owed("board", {"text": "Ann played."}), Owed("dm", {"user_id": 1002, "text": "It is your move."})


async def owing_game(store: Store, moves: int = 1) -> int:
    """A started game whose start and each of `moves` random moves owe a board and a DM."""
    lobby = await new_lobby(store)
    loaded = await store.start_game(lobby.id, "seed", owed=lambda loaded: [BOARD, DM])
    game, version, rng = loaded.game, loaded.version, random.Random(3)
    assert isinstance(game, ZarkGame)
    for _ in range(moves):
        random_step(game, rng)
        version = await store.commit_move(
            loaded.row.id, version, game, user_id=None, interaction_id=next_interaction(), owed=[BOARD, DM]
        )
    return loaded.row.id


async def attempts(store: Store) -> list[int]:
    async with store.database.read() as session:
        return [row["attempts"] for row in await session.fetch("SELECT attempts FROM outbox ORDER BY id")]


async def test_what_a_move_owes_is_written_with_it_in_order(store: Store) -> None:
    game_id = await owing_game(store, moves=2)
    owed = await store.claim_deliveries("main", LEASE, game_id=game_id)
    assert [(d.version, d.kind, d.payload) for d in owed] == [
        (version, owed.kind, dict(owed.payload)) for version in (1, 2, 3) for owed in (BOARD, DM)
    ]
    assert [d.attempts for d in owed] == [0] * 6  # none was attempted before this claim


async def test_a_claim_counts_its_attempt_so_the_next_holder_knows_it_may_have_gone_through(
    store: Store, clock: FakeClock
) -> None:
    game_id = await owing_game(store, moves=0)
    first = await store.claim_deliveries("main", LEASE, game_id=game_id)
    assert [d.attempts for d in first] == [0, 0]
    assert await attempts(store) == [1, 1]  # counted with the claim, before anything is sent
    async with second_process(store, clock) as other:
        assert await other.claim_deliveries("other", LEASE, game_id=game_id) == []  # held
        clock.advance(seconds=61)  # the first process died in the middle: its lease is over (and the grace too)
        taken = await other.claim_deliveries("other", LEASE)
    assert [(d.id, d.attempts) for d in taken] == [(d.id, 1) for d in first]  # so the board is looked for first


async def test_settling_deletes_the_delivered_and_makes_the_failed_due_again_in_one_go(
    store: Store, clock: FakeClock
) -> None:
    game_id = await owing_game(store, moves=0)
    board, dm = await store.claim_deliveries("main", LEASE, game_id=game_id)
    await store.settle("main", [board], [(dm, clock() + timedelta(seconds=4))])
    assert await store.owed_count() == 1
    assert await store.claim_deliveries("main", LEASE, game_id=game_id) == []  # failed: waits for its retry
    clock.advance(seconds=4)
    [again] = await store.claim_deliveries("main", LEASE, game_id=game_id)
    assert (again.id, again.attempts, again.payload) == (dm.id, 1, dm.payload)
    await store.settle("main", [again])
    assert await store.owed_count() == 0


async def test_only_the_holder_of_a_claim_settles_it(store: Store, clock: FakeClock) -> None:
    """A process whose lease lapsed while it was slow, and whose deliveries another took over, changes nothing."""
    game_id = await owing_game(store, moves=0)
    mine = await store.claim_deliveries("main", LEASE, game_id=game_id)
    clock.advance(seconds=61)
    async with second_process(store, clock) as other:
        theirs = await other.claim_deliveries("other", LEASE)
        await store.settle("main", mine[:1], [(mine[1], clock())])  # too late: not held by "main" any more
        assert await store.owed_count() == 2
        assert await peek(store, "SELECT COUNT(*) AS value FROM outbox WHERE claimed_by = 'other'") == 2
        await other.settle("other", theirs)
    assert await store.owed_count() == 0


async def test_two_processes_claiming_at_once_share_out_the_deliveries(store: Store, clock: FakeClock) -> None:
    games = [await owing_game(store, moves=1) for _ in range(4)]
    clock.advance(seconds=16)  # past the grace the writer has to deliver them itself
    async with second_process(store, clock) as other:
        mine, theirs = await asyncio.gather(
            store.claim_deliveries("main", LEASE, limit=5), other.claim_deliveries("other", LEASE, limit=5)
        )
        rest = await store.claim_deliveries("main", LEASE)
    ids = [d.id for d in mine + theirs + rest]
    assert len(ids) == len(set(ids)) == 4 * 2 * 2  # every game's start and move: a board and a DM each
    assert {d.game_id for d in mine + theirs + rest} == set(games)
    assert all(d.attempts == 0 for d in mine + theirs + rest)
