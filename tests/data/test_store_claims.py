"""Several processes on one database: each due reminder, passed deadline and computer's turn is claimed
by one of them, a claim lapses when its holder is gone, and downtime is forgiven once per outage. Two stores on one
database play two bot processes; both backends."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import timedelta

from data import GameRow, Store, Timers
from rules.zark import Draw

from .store_helpers import FakeClock, started_game
from .test_store_timers import play_through_setup

LEASE = timedelta(minutes=5)


@asynccontextmanager
async def second_process(store: Store, clock: FakeClock) -> AsyncIterator[Store]:
    """Another store on the same database and the same clock: another bot process, as far as the database knows."""
    async with await Store.open(store.target, clock=clock) as other:
        yield other


async def claim_all_reminders(store: Store) -> list[int]:
    claimed = []
    while (row := await store.claim_due_reminder(LEASE)) is not None:
        claimed.append(row.id)
        await asyncio.sleep(0)  # let the other process claim in between
    return claimed


async def test_each_due_reminder_is_claimed_by_exactly_one_process(store: Store, clock: FakeClock) -> None:
    games = [(await started_game(store, 2, seed=f"r{n}", first_user=n % 4)).row.id for n in range(8)]
    clock.advance(hours=25)
    async with second_process(store, clock) as other:
        mine, theirs = await asyncio.gather(claim_all_reminders(store), claim_all_reminders(other))
        assert sorted(mine + theirs) == games
        assert not set(mine) & set(theirs)
        assert await other.claim_due_reminder(LEASE) is None and await store.claim_due_reminder(LEASE) is None


async def test_a_claim_lapses_when_its_holder_is_gone(store: Store, clock: FakeClock) -> None:
    loaded = await started_game(store)
    clock.advance(hours=24)
    held = await store.claim_due_reminder(LEASE)
    assert held is not None and held.id == loaded.row.id and held.remind_at is not None
    async with second_process(store, clock) as other:
        assert await other.claim_due_reminder(LEASE) is None
        clock.advance(minutes=4, seconds=59)
        assert await other.claim_due_reminder(LEASE) is None
        clock.advance(seconds=1)  # the first process died holding it: the lease is over
        taken = await other.claim_due_reminder(LEASE)
        assert taken is not None and taken.id == loaded.row.id
        assert taken.remind_at == held.remind_at  # the same reminder (and so the same nonce for Discord)


async def test_a_reminder_sent_or_failed_lets_go_of_its_claim(store: Store, clock: FakeClock) -> None:
    loaded = await started_game(store)
    clock.advance(hours=24)
    claimed = await store.claim_due_reminder(LEASE)
    assert claimed is not None
    assert await store.reminder_failed(claimed, clock.now + timedelta(minutes=2))
    clock.advance(minutes=2)
    again = await store.claim_due_reminder(LEASE)  # due again before the lease would have run out
    assert again is not None and again.id == loaded.row.id
    assert await store.reminder_sent(again, clock.now)
    assert await store.claim_due_reminder(LEASE) is None
    clock.advance(hours=24)
    assert await store.claim_due_reminder(LEASE) is not None


async def test_a_passed_deadline_is_claimed_once_and_the_caretaker_move_resets_it(
    store: Store, clock: FakeClock
) -> None:
    game_id, version = await play_through_setup(store, clock, Timers(deadline_minutes=24 * 60))
    clock.advance(days=1)
    async with second_process(store, clock) as other:
        first, second = await asyncio.gather(store.claim_due_deadline(LEASE), other.claim_due_deadline(LEASE))
        claimed = [row for row in (first, second) if row is not None]
        assert [row.id for row in claimed] == [game_id]
        loaded = await store.load(game_id)
        assert loaded.game is not None
        loaded.game.apply(loaded.game.current, Draw())
        await store.commit_move(game_id, version, loaded.game, user_id=None, interaction_id=None, caretaker=True)
        clock.advance(minutes=10)  # past the lease: only a new deadline, a day on, could be claimed now
        assert await other.claim_due_deadline(LEASE) is None
        clock.advance(days=1)
        again = await other.claim_due_deadline(LEASE)
        assert again is not None and again.id == game_id


async def test_moving_the_timers_lets_go_of_their_claims(store: Store, clock: FakeClock) -> None:
    game_id, _ = await play_through_setup(store, clock, Timers(remind_after_minutes=60, deadline_minutes=60))
    clock.advance(hours=2)
    assert await store.claim_due_deadline(LEASE) is not None
    assert await store.claim_due_reminder(LEASE) is not None
    await store.move_timers(game_id, clock.now, clock.now)  # (an away player back, say: due at once)
    async with second_process(store, clock) as other:
        assert await other.claim_due_deadline(LEASE) is not None
        assert await other.claim_due_reminder(LEASE) is not None


async def test_a_computers_turn_is_claimed_once_per_version(store: Store, clock: FakeClock) -> None:
    loaded = await started_game(store)
    game_id, version = loaded.row.id, loaded.version
    async with second_process(store, clock) as other:
        results = await asyncio.gather(
            store.claim_computer_turn(game_id, version, "shards 0", LEASE),
            other.claim_computer_turn(game_id, version, "shards 1", LEASE),
        )
        assert sorted(results) == [False, True]
        holder, rival = ("shards 0", "shards 1") if results[0] else ("shards 1", "shards 0")
        assert not await store.claim_computer_turn(game_id, version + 1, holder, LEASE)  # not the game's version
        assert not await other.claim_computer_turn(game_id, version, rival, LEASE)
        clock.advance(minutes=5)  # its holder died mid-search: the turn can be taken up
        assert await other.claim_computer_turn(game_id, version, rival, LEASE)
        assert loaded.game is not None
        loaded.game.apply(0, loaded.game.legal_actions(0)[0])
        version = await other.commit_move(game_id, version, loaded.game, user_id=None, interaction_id=None)
        assert await store.claim_computer_turn(game_id, version, holder, LEASE)  # the move ended the claim at once


async def test_a_process_started_again_takes_up_its_own_claim_at_once(store: Store, clock: FakeClock) -> None:
    loaded = await started_game(store)
    assert await store.claim_computer_turn(loaded.row.id, loaded.version, "shards 1", LEASE)
    async with second_process(store, clock) as restarted:  # the process of shard 1, killed and started again
        assert not await restarted.claim_computer_turn(loaded.row.id, loaded.version, "shards 0", LEASE)
        assert await restarted.claim_computer_turn(loaded.row.id, loaded.version, "shards 1", LEASE)


async def waiting_rows(store: Store, ids: list[int]) -> list[GameRow]:
    return [(await store.load(game_id)).row for game_id in ids]


async def test_downtime_is_forgiven_once_whichever_process_starts_first(store: Store, clock: FakeClock) -> None:
    tick = timedelta(minutes=1)  # (the allowance: what the scheduler passes is two ticks)
    ids = [(await started_game(store, 2, seed=f"d{n}")).row.id for n in range(3)]
    assert await store.forgive_downtime(tick) is None  # nothing known yet: nothing to forgive
    before = await waiting_rows(store, ids)
    clock.advance(hours=5)  # every process was down for five hours
    async with second_process(store, clock) as other, second_process(store, clock) as third:
        forgiven = await asyncio.gather(*(s.forgive_downtime(tick) for s in (store, other, third)))
    assert sorted(forgiven, key=lambda span: span is not None) == [None, None, timedelta(hours=5) - tick]
    for was, now in zip(before, await waiting_rows(store, ids), strict=True):
        assert was.remind_at is not None and now.remind_at == was.remind_at + timedelta(hours=5) - tick
    clock.advance(seconds=30)  # one process restarts while the others run: no downtime
    assert await store.forgive_downtime(tick) is None
