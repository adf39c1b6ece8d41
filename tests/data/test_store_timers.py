"""Reminders, deadlines and caretaker streaks in the store, with a clock the tests move."""

from __future__ import annotations

import random
from datetime import timedelta

from data import Store, Timers
from rules import Phase, Resign
from rules.zark import Discard, Draw, Starter, ZarkGame
from rules.zark.playout import random_step

from .store_helpers import CHANNEL, GUILD, NAMES, START, USERS, FakeClock, new_lobby, next_interaction, started_game


async def test_starting_a_game_schedules_the_first_reminder_and_no_deadline_by_default(store: Store) -> None:
    loaded = await started_game(store)
    assert loaded.row.timers == Timers()
    assert loaded.row.remind_at == START + timedelta(hours=24)
    assert loaded.row.deadline_at is None


async def test_a_lobby_takes_its_timers_and_a_start_sets_the_deadline(store: Store) -> None:
    row = await store.create_lobby(
        guild_id=GUILD, channel_id=CHANNEL, host_id=USERS[0], host_name=NAMES[0], settings={},
        timers=Timers(remind_after_minutes=60, remind_every_minutes=30, deadline_minutes=2 * 24 * 60),
    )  # fmt: skip
    row = await store.join(row.id, USERS[1], NAMES[1])
    loaded = await store.start_game(row.id, "seed")
    assert loaded.row.remind_at == START + timedelta(hours=1)
    assert loaded.row.deadline_at == START + timedelta(days=2)


async def play_through_setup(store: Store, clock: FakeClock, timers: Timers | None = None) -> tuple[int, int]:
    """Both players choose starters and the second places; returns (game id, version) at the first turn."""
    row = await new_lobby(store)
    if timers is not None:
        await store.set_timers(row.id, timers)
    loaded = await store.start_game(row.id, "seed")
    game, version = loaded.game, loaded.version
    assert isinstance(game, ZarkGame)
    rng = random.Random(1)
    while game.phase is not Phase.ACTION:
        clock.advance(hours=1)
        random_step(game, rng)
        version = await store.commit_move(loaded.row.id, version, game, user_id=None, interaction_id=next_interaction())
    return loaded.row.id, version


async def pass_turn(store: Store, game_id: int, version: int, *, caretaker: bool) -> int:
    """The current player draws (and discards down to six if needed), each committed as its own move."""
    game = (await store.load(game_id)).game
    assert isinstance(game, ZarkGame)
    seat = game.current
    game.apply(seat, Draw())
    version = await store.commit_move(game_id, version, game, user_id=None, interaction_id=None, caretaker=caretaker)
    if game.phase is Phase.DISCARD:
        game.apply(seat, Discard(tuple(game.hands[seat][: len(game.hands[seat]) - 6])))
        version = await store.commit_move(
            game_id, version, game, user_id=None, interaction_id=None, caretaker=caretaker
        )
    return version


async def test_a_new_wait_restarts_the_reminder_and_a_continuing_one_does_not(store: Store, clock: FakeClock) -> None:
    loaded = await started_game(store)
    game = loaded.game
    assert isinstance(game, ZarkGame)
    clock.advance(hours=3)
    card = next(c for c in game.hands[0] if c[:-1].isdigit())
    game.apply(0, Starter(card))  # seat 1 still waits, as it has since the start
    version = await store.commit_move(loaded.row.id, 1, game, user_id=USERS[0], interaction_id=next_interaction())
    row = (await store.load(loaded.row.id)).row
    assert row.remind_at == START + timedelta(hours=24)
    card = next(c for c in game.hands[1] if c[:-1].isdigit())
    game.apply(1, Starter(card))  # now someone new must place a starter: a new wait
    await store.commit_move(loaded.row.id, version, game, user_id=USERS[1], interaction_id=next_interaction())
    row = (await store.load(loaded.row.id)).row
    assert row.remind_at == clock.now + timedelta(hours=24)


async def test_due_reminders_come_from_the_clock_and_are_sent_once(store: Store, clock: FakeClock) -> None:
    loaded = await started_game(store)
    clock.advance(hours=23, minutes=59)
    assert await store.due_reminders() == []
    clock.advance(minutes=1)
    due = await store.due_reminders()
    assert [row.id for row in due] == [loaded.row.id]
    assert await store.reminder_sent(due[0], clock.now) is True
    assert await store.reminder_sent(due[0], clock.now) is False  # a second tick with the same row sends nothing
    assert await store.due_reminders() == []
    clock.advance(hours=24)
    assert [row.id for row in await store.due_reminders()] == [loaded.row.id]


async def test_a_reminder_not_posted_is_due_again_later_and_a_stale_one_changes_nothing(
    store: Store, clock: FakeClock
) -> None:
    loaded = await started_game(store)
    clock.advance(hours=24)
    [due] = await store.due_reminders()
    assert await store.reminder_failed(due, clock.now + timedelta(minutes=2)) is True
    assert await store.due_reminders() == []
    clock.advance(minutes=2)
    [again] = await store.due_reminders()
    assert due.remind_at is not None
    assert again.remind_at == due.remind_at + timedelta(minutes=2)
    sent_at = clock.now
    clock.advance(minutes=1)  # posting took a while: the next reminder counts from when it was sent
    assert await store.reminder_sent(again, sent_at) is True
    assert (await store.load(loaded.row.id)).row.remind_at == sent_at + timedelta(hours=24)
    assert await store.reminder_failed(again, clock.now) is False  # stale: that reminder is done


async def test_due_deadlines_and_caretaker_streaks(store: Store, clock: FakeClock) -> None:
    game_id, version = await play_through_setup(store, clock, Timers(deadline_minutes=24 * 60))
    loaded = await store.load(game_id)
    assert loaded.row.deadline_at == clock.now + timedelta(days=1)
    clock.advance(days=1)
    assert [r.id for r in await store.due_deadlines()] == [game_id]
    assert loaded.game is not None
    first = loaded.game.current
    version = await pass_turn(store, game_id, version, caretaker=True)
    row = (await store.load(game_id)).row
    assert [p.caretaker_streak for p in row.players if p.seat == first] == [1]
    assert await store.due_deadlines() == []  # the turn passed: a new deadline a day from now
    assert row.deadline_at == clock.now + timedelta(days=1)
    version = await pass_turn(store, game_id, version, caretaker=False)  # the other player, in person
    version = await pass_turn(store, game_id, version, caretaker=True)
    row = (await store.load(game_id)).row
    assert [p.caretaker_streak for p in row.players if p.seat == first] == [2]
    version = await pass_turn(store, game_id, version, caretaker=False)
    await pass_turn(store, game_id, version, caretaker=False)  # back in person: the streak ends
    row = (await store.load(game_id)).row
    assert [p.caretaker_streak for p in row.players] == [0, 0]


async def test_new_settings_time_a_running_wait_from_when_it_began(store: Store, clock: FakeClock) -> None:
    loaded = await started_game(store)
    clock.advance(hours=5)
    row = await store.set_timers(loaded.row.id, Timers(remind_after_minutes=120, deadline_minutes=3 * 24 * 60))
    assert row.remind_at == START + timedelta(hours=2)
    assert row.deadline_at == START + timedelta(days=3)
    assert [r.id for r in await store.due_reminders()] == [loaded.row.id]


async def test_downtime_moves_every_running_timer_on(store: Store, clock: FakeClock) -> None:
    loaded = await started_game(store)
    await store.set_timers(loaded.row.id, Timers(deadline_minutes=60))
    assert await store.heartbeat() is None
    clock.advance(hours=5)  # the bot was down for five hours
    assert await store.heartbeat() == START
    await store.extend_timers(timedelta(hours=5))
    row = (await store.load(loaded.row.id)).row
    assert row.deadline_at == START + timedelta(hours=6)
    assert row.remind_at == START + timedelta(hours=29)


async def test_a_finished_game_has_no_timers(store: Store, clock: FakeClock) -> None:
    loaded = await started_game(store)
    game = loaded.game
    assert isinstance(game, ZarkGame)
    game.apply(0, Resign())
    await store.commit_move(loaded.row.id, 1, game, user_id=USERS[0], interaction_id=None)
    row = (await store.load(loaded.row.id)).row
    assert (row.remind_at, row.deadline_at) == (None, None)
    clock.advance(days=30)
    assert await store.due_reminders() == [] and await store.due_deadlines() == []


async def test_moving_timers_for_an_away_player(store: Store, clock: FakeClock) -> None:
    loaded = await started_game(store)
    later = START + timedelta(days=3)
    await store.move_timers(loaded.row.id, later, later + timedelta(days=1))
    row = (await store.load(loaded.row.id)).row
    assert (row.remind_at, row.deadline_at) == (later, later + timedelta(days=1))


def test_timers_say_when_a_wait_begun_at_a_moment_is_due() -> None:
    assert Timers().due_from(START) == (START + timedelta(hours=24), None)
    assert Timers(remind_after_minutes=90, deadline_minutes=2 * 24 * 60).due_from(START) == (
        START + timedelta(minutes=90),
        START + timedelta(days=2),
    )
