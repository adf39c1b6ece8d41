"""Computer seats at a table, without Discord: `play.computers.computer_moves` over a real store and
referee. `think` runs `rules.players.decide` in this process (the bot runs it in a worker process)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import timedelta

import pytest

from data import GameRow, GameStatus, GameStore, Store
from play import lobby
from play.computers import (
    Claim,
    ComputerMoveRefused,
    Think,
    Turn,
    claim_lease,
    computer_moves,
    computers_to_act,
    pending,
)
from play.families import family_of
from play.referee import Played, Referee
from play.reports import to_ping, to_tell
from play.thinking import decide
from rules import Action, GameState, Phase
from rules.zark import Starter, parse_action
from tests.data.store_helpers import fake_clock, new_lobby

from .tables import ANN, BOB, play, stored_state


async def in_process(game: GameState, seat: int, level: str, seed: str) -> Action:
    return decide(game, seat, level, seed)


async def no_pause(row: GameRow) -> None:
    return None


async def with_computers(store: Store, levels: tuple[str, ...], *, people: int = 1, seed: str = "seed") -> GameRow:
    """A started game: Ann (and Bob, with `people=2`) then one computer per level; with `people=0`, Ann hosts and
    watches."""
    row = await new_lobby(store, max(people, 1))
    for level in levels:
        row = await lobby.add_computer(store, row.id, ANN, level)
    if people == 0:
        row = await lobby.leave(store, row.id, ANN)
    return (await lobby.start(store, row.id, ANN, seed)).row


def claims_for(store: GameStore, process: str = "main") -> Claim:
    """The store's own claim, for one process."""

    async def claim(turn: Turn) -> bool:
        return await store.claim_computer_turn(turn.game_id, turn.version, process, claim_lease(timedelta(0)))

    return claim


async def run(referee: Referee, game_id: int, think: Think = in_process) -> list[Played]:
    return [played async for played in computer_moves(referee, game_id, think, no_pause, claims_for(referee.store))]


async def test_a_computer_chooses_its_starter_and_then_waits_for_the_person(store: Store, referee: Referee) -> None:
    row = await with_computers(store, ("easy",))
    assert [p.name for p in row.players] == ["Ann", "Bot 1 (easy)"]
    dealt = (await store.load(row.id)).game
    assert dealt is not None
    [chose] = await run(referee, row.id)
    assert chose.seat == 1 and chose.action == decide(dealt, 1, "easy", f"computer:{row.id}:1:1")
    assert isinstance(chose.action, Starter)
    assert await run(referee, row.id) == []  # it waits on Ann now: nothing more to do
    log = await store.moves(row.id)
    assert [(m.seat, m.user_id) for m in log] == [(1, None)]  # a computer's move names no user


async def test_each_computer_move_is_the_seeded_choice_of_its_moment(store: Store, referee: Referee) -> None:
    """The seed is the game's id, version and seat: the same moment gives the same move (after a restart too)."""
    row = await with_computers(store, ("easy", "easy"), people=0)
    before = await store.load(row.id)
    assert before.game is not None
    turn = pending(before)
    assert turn == Turn(row.id, 1, row.players[0]) and turn.seed == f"computer:{row.id}:1:0"
    played = await run(referee, row.id)
    replay = before.game.copy()
    for move in played:
        seed = f"computer:{row.id}:{len(replay.history) + 1}:{move.seat}"
        expected = decide(replay, move.seat, row.players[move.seat].computer or "", seed)
        assert move.action == expected
        replay.apply(move.seat, expected)
    assert played[-1].game.phase is Phase.OVER  # a game of computers alone runs to its end
    assert (await store.load(row.id)).row.status is GameStatus.FINISHED
    assert await run(referee, row.id) == []


async def test_computers_play_their_turns_between_the_persons_own(store: Store, referee: Referee) -> None:
    row = await with_computers(store, ("easy", "easy"), people=2, seed="7")
    for _ in range(12):  # the people play the easy level's moves too, by hand through the referee
        moved = await run(referee, row.id)
        loaded = await store.load(row.id)
        assert loaded.game is not None
        if loaded.game.phase is Phase.OVER:
            break
        assert all(row.players[move.seat].is_computer for move in moved)
        to_act = loaded.game.seats_to_act()
        assert to_act and all(seat < 2 for seat in to_act), "after the computers, only people are waited on"
        seat = to_act[0]
        action = decide(loaded.game, seat, "easy", f"person:{loaded.version}")
        await play(referee, (ANN, BOB)[seat], action.notation(), game_id=row.id)
    log = await store.moves(row.id)
    assert {m.seat for m in log if m.user_id is None} == {2, 3} and {m.seat for m in log if m.user_id} == {0, 1}


async def test_a_choice_overtaken_by_another_move_is_made_again_at_the_new_moment(
    store: Store, referee: Referee
) -> None:
    """While the computer chooses its starter, Ann chooses hers: its move is refused as stale and it chooses again."""
    row = await with_computers(store, ("easy",))
    versions: list[int] = []

    async def overtaken(game: GameState, seat: int, level: str, seed: str) -> Action:
        versions.append(int(seed.split(":")[2]))
        if len(versions) == 1:
            await play(referee, ANN, "starter 9H", game_id=row.id)
        return await in_process(game, seat, level, seed)

    chose, *placed = await run(referee, row.id, overtaken)  # (then it places first if its starter is lower, R-3)
    assert versions[:2] == [1, 2] and chose.version == 3 and isinstance(chose.action, Starter)
    assert len(versions) == 2 + len(placed)


async def test_a_refused_choice_at_the_same_moment_is_a_bug_reported_not_retried(
    store: Store, referee: Referee
) -> None:
    row = await with_computers(store, ("easy",))
    before = await stored_state(store, row.id)

    async def illegal(game: GameState, seat: int, level: str, seed: str) -> Action:
        return parse_action("starter KS")  # not in its hand

    with pytest.raises(ComputerMoveRefused, match=f"game {row.id}: starter KS"):
        await run(referee, row.id, illegal)
    assert await stored_state(store, row.id) == before


async def test_the_pause_comes_after_the_choice_and_before_the_move(store: Store, referee: Referee) -> None:
    row = await with_computers(store, ("easy",))
    steps: list[str] = []

    async def think(game: GameState, seat: int, level: str, seed: str) -> Action:
        steps.append("think")
        return await in_process(game, seat, level, seed)

    async def pause(waiting: GameRow) -> None:
        steps.append(f"pause since {waiting.turn_since is not None}")
        await asyncio.sleep(0)

    moves = [played async for played in computer_moves(referee, row.id, think, pause, claims_for(store))]
    assert steps == ["think", "pause since True"] and len(moves) == 1


async def test_computer_seats_are_named_never_pinged_nor_told(store: Store, referee: Referee) -> None:
    row = await with_computers(store, ("hard",), people=2)
    for user, seat in ((ANN, 0), (BOB, 1)):
        dealt = (await store.load(row.id)).game
        assert dealt is not None
        played = await play(referee, user, decide(dealt, seat, "easy", "person").notation(), game_id=row.id)
    assert [p.seat for p in computers_to_act(played.row, played.public)] == [2]
    assert to_ping(played.public, played.row) == [] and to_tell(played) == []
    line = family_of(played.public).next_step_line(played.public, played.row)
    assert "🤖 Bot 1 (hard)" in line and "<@-" not in line
    *_, last = await run(referee, row.id)
    people = [(ANN, BOB)[seat] for seat in last.public.to_act]
    assert people and to_ping(last.public, last.row) == people  # the computer is done: the people are pinged


async def test_of_two_processes_one_searches_and_plays_the_turn(store: Store, referee: Referee) -> None:
    """Two bot processes wake the same game at once (each after a move it saw, or its sweep): one claims the
    computer's turn, searches and plays; the other leaves it alone, without searching."""
    row = await with_computers(store, ("easy",))
    searched: list[str] = []

    def thinking(process: str) -> Think:
        async def think(game: GameState, seat: int, level: str, seed: str) -> Action:
            searched.append(process)
            await asyncio.sleep(0.05)  # a search takes a while: the other process looks meanwhile
            return await in_process(game, seat, level, seed)

        return think

    async with await Store.open(store.target, clock=fake_clock(store)) as other_store:  # the same clock
        other = Referee(other_store)
        first, second = await asyncio.gather(
            collect(computer_moves(referee, row.id, thinking("a"), no_pause, claims_for(store, "shards 0"))),
            collect(computer_moves(other, row.id, thinking("b"), no_pause, claims_for(other_store, "shards 1"))),
        )
    assert len(searched) == 1 and len(first) + len(second) == 1
    assert len(await store.moves(row.id)) == 1


async def collect(moves: AsyncIterator[Played]) -> list[Played]:
    return [played async for played in moves]
