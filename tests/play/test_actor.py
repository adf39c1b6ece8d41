"""Who acts (play.actor): a player for their own seat, the host for another's (R-18), the caretaker for an absent
player. The move log names who asked, and the caretaker's moves count in the absent player's streak."""

from __future__ import annotations

from data import Store
from play.actor import Actor, Role
from play.referee import Referee

from .tables import ANN, BOB, doing, through_setup


def test_each_kind_of_actor_says_whose_seat_and_who_is_logged() -> None:
    assert Actor.player(ANN) == Actor(ANN, ANN, Role.PLAYER)
    assert Actor.host_for(ANN, BOB) == Actor(BOB, ANN, Role.HOST)
    assert Actor.caretaker_for(BOB) == Actor(BOB, None, Role.CARETAKER)


async def test_the_host_acting_for_a_player_moves_that_seat_and_is_logged(referee: Referee, store: Store) -> None:
    loaded = await through_setup(referee, store)
    played = await referee.play_in(loaded.row.id, Actor.host_for(ANN, BOB), doing("resign"), None)
    assert played.seat == 1 and played.game.resigned[1]
    assert (await store.moves(loaded.row.id))[-1].user_id == ANN


async def test_the_caretaker_moves_for_the_absent_player_logged_as_nobody(referee: Referee, store: Store) -> None:
    loaded = await through_setup(referee, store)
    played = await referee.play_in(loaded.row.id, Actor.caretaker_for(ANN), doing("draw"), None)
    assert played.seat == 0
    assert (await store.moves(loaded.row.id))[-1].user_id is None
    row = (await store.load(loaded.row.id)).row
    assert [p.caretaker_streak for p in row.players] == [1, 0]
