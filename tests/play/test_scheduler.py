"""The scheduler's decisions without Discord (play.scheduler): downtime forgiven, absences, reminder words, and the
caretaker's turn (R-18) with the host told once the limit is reached."""

from __future__ import annotations

import dataclasses
from datetime import timedelta

from data import Store
from play import scheduler
from play.prefs import Prefs
from play.referee import Referee
from tests.data.store_helpers import fake_clock

from .tables import ANN, BOB, through_setup


async def test_downtime_beyond_two_ticks_moves_every_timer_on(referee: Referee, store: Store) -> None:
    clock = fake_clock(store)
    loaded = await through_setup(referee, store)
    before = (await store.load(loaded.row.id)).row.remind_at
    assert await scheduler.forgive_downtime(store, timedelta(minutes=1)) is None  # first heartbeat
    clock.advance(hours=5)
    down = await scheduler.forgive_downtime(store, timedelta(minutes=1))
    assert down == timedelta(hours=5) - timedelta(minutes=2)
    clock.advance(minutes=1, seconds=59)  # a process restarted while another ran (last heartbeat: this tick's)
    assert await scheduler.forgive_downtime(store, timedelta(minutes=1)) is None
    assert before is not None and (await store.load(loaded.row.id)).row.remind_at == before + down


async def test_an_away_player_holds_the_game_until_they_are_back(referee: Referee, store: Store) -> None:
    clock = fake_clock(store)
    loaded = await through_setup(referee, store)
    row = (await store.load(loaded.row.id)).row
    assert await scheduler.absences(store, row, clock()) == {ANN: None}
    back = clock() + timedelta(days=2)
    await store.set_user_settings(ANN, dataclasses.replace(Prefs(), away_until=back.timestamp()).to_dict())
    returns = await scheduler.absences(store, row, clock())
    assert returns == {ANN: back}
    assert await scheduler.wait_for_return(store, row, returns) == back
    assert (await store.load(row.id)).row.remind_at == back + timedelta(hours=24)


async def test_the_reminder_mentions_who_must_move_and_says_how_long(referee: Referee, store: Store) -> None:
    clock = fake_clock(store)
    loaded = await through_setup(referee, store)
    clock.advance(hours=25)
    row = (await store.load(loaded.row.id)).row
    thread, dm = scheduler.reminder_texts(row, [ANN], clock())
    assert thread.startswith(f"⏰ <@{ANN}>: game {row.id} has waited 1 d 1 h for your move.")
    assert dm("en-US") == f"⏰ Game {row.id} has waited 1 d 1 h for your move."
    assert len(scheduler.reminder_nonce(row)) <= 25


async def test_a_caretaker_turn_plays_the_easy_level_then_the_host_may_remove_r18(
    referee: Referee, store: Store
) -> None:
    loaded = await through_setup(referee, store)
    row = await store.set_timers(loaded.row.id, dataclasses.replace(loaded.row.timers, caretaker_limit=1))
    moves = [played async for played in scheduler.caretaker_turn(referee, row, ANN)]
    assert loaded.game is not None
    assert moves and moves[0].action in loaded.game.legal_actions(0)  # the easy level's move
    assert all(m.seat == 0 for m in moves) and moves[-1].game.current == 1
    notice = await scheduler.limit_reached(store, row.id, ANN)
    assert notice is not None and f"<@{ANN}> has missed 1 deadline in a row" in notice and "/zark remove" in notice
    assert await scheduler.limit_reached(store, row.id, BOB) is None


async def test_no_caretaker_move_when_the_player_is_not_to_act(referee: Referee, store: Store) -> None:
    loaded = await through_setup(referee, store)
    assert [played async for played in scheduler.caretaker_turn(referee, loaded.row, BOB)] == []
