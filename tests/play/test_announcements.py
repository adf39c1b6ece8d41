"""One post per turn (`play.announcements`), without Discord: a move that calls on nobody new is held in the game's
stored settings and opens the next post; the computers' round between a person's turns is one post; the table
option ``boards`` says which posts carry the board's image. Played through the real store and referee."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import timedelta
from typing import Any

import pytest

from data import Store
from play import lobby
from play.actor import Actor
from play.announcements import HELD, boards_message, held_notes, move_owes, shows_board, with_image
from play.computers import computer_moves
from play.referee import Played, Referee
from play.thinking import decide
from rules import Action, GameState, NotationError, Phase, kind_named
from tests.data.store_helpers import CHANNEL, GUILD, next_interaction, reopened
from tests.words import refused

from .tables import ANN
from .test_computers import claims_for, in_process, no_pause, run

LEASE = timedelta(minutes=1)


async def three_seats(store: Store, *, boards: str | None = None, seed: str = "s3") -> int:
    """Ann and two easy computer players at a Zark City table (with the table option ``boards`` if given)."""
    options = {"boards": boards} if boards else {}
    settings = kind_named("zark-city").table(options)
    row = await store.create_lobby(guild_id=GUILD, channel_id=CHANNEL, host_id=ANN, host_name="Ann", settings=settings)
    for level in ("easy", "easy"):
        row = await lobby.add_computer(store, row.id, ANN, level)
    return (await lobby.start(store, row.id, ANN, seed)).row.id


async def posts(store: Store, game_id: int) -> list[list[dict[str, Any]]]:
    """What the outbox would post now: one message for the boards owed (as `cogs.support.delivery` joins them)."""
    claimed = await store.claim_deliveries("test", LEASE, game_id=game_id)
    await store.settle("test", claimed)
    boards = [dict(delivery.payload) for delivery in claimed if delivery.kind == "board"]
    return [boards] if boards else []


async def anns_turn(referee: Referee, store: Store, game_id: int) -> list[Played]:
    """Ann's whole turn, the easy player's choices: her turn option, then the discard it may owe."""
    played: list[Played] = []
    while True:
        loaded = await store.load(game_id)
        game = loaded.game
        assert game is not None
        if game.phase is Phase.OVER or 0 not in game.seats_to_act():
            return played
        chosen = decide(game, 0, "easy", f"ann:{loaded.version}")

        def build(state: GameState, seat: int, chosen: Action = chosen) -> Action:
            return chosen

        played.append(await referee.play_in(game_id, Actor.player(ANN), build, next_interaction()))


async def test_each_turn_of_the_person_makes_at_most_two_posts_and_a_discard_goes_with_its_turn(
    store: Store, referee: Referee
) -> None:
    game_id = await three_seats(store)
    assert len(await posts(store, game_id)) == 1  # the first board
    discards = moves = 0
    for _ in range(25):
        computers = await run(referee, game_id)
        rounds = await posts(store, game_id)
        assert len(rounds) <= 1  # the computers' round: one post, a line per move
        if rounds and computers:
            text = boards_message(rounds[0])
            assert all(played.action.notation() in text for played in computers if played.public.phase is Phase.ACTION)
        turn = await anns_turn(referee, store, game_id)
        if not turn:
            break
        moves += len(turn) + len(computers)
        mine = await posts(store, game_id)
        assert len(mine) == 1  # her move, with what it brought about
        if len(turn) > 1:  # she drew to seven and discarded: one post, the draw's line first, no "discarding"
            discards += 1
            assert move_owes(turn[0]) == []
            text = boards_message(mine[0])
            assert "discarding down to six" not in text and text.index(turn[0].action.notation()) < text.index(
                turn[-1].action.notation()
            )
    assert moves > 40 and discards > 0


async def test_the_computers_round_is_held_in_the_database_across_a_restart(store: Store, referee: Referee) -> None:
    game_id = await three_seats(store)
    await posts(store, game_id)
    await run(referee, game_id)  # the starters: Ann must still choose hers
    await posts(store, game_id)
    await anns_turn(referee, store, game_id)  # her starter, placed first or not: the computers go on
    for _ in range(6):
        await run(referee, game_id)
        await anns_turn(referee, store, game_id)
    await posts(store, game_id)
    loaded = await store.load(game_id)
    assert loaded.game is not None and 0 not in loaded.game.seats_to_act()
    # one computer move, then the bot stops: its line waits in the game's stored settings, not in a post
    first = await anext(aiter(run_one(referee, game_id)))
    assert move_owes(first) == [] and await posts(store, game_id) == []
    async with reopened(store) as fresh:
        lines, _, _ = held_notes((await fresh.load(game_id)).row.settings)
        assert any(first.action.notation() in line for line in lines)
        later = await run(Referee(fresh), game_id)  # started again: the round goes on, and is posted once
        [round_post] = await posts(fresh, game_id)
        text = boards_message(round_post)
        assert first.action.notation() in text and all(p.action.notation() in text for p in later)
        assert HELD not in (await fresh.load(game_id)).row.settings


async def run_one(referee: Referee, game_id: int) -> AsyncIterator[Played]:
    async for played in computer_moves(referee, game_id, in_process, no_pause, claims_for(referee.store)):
        yield played
        return


@pytest.mark.parametrize(("boards", "shown"), [("turn", "every"), ("round", "some"), ("asked", "none")])
async def test_the_table_option_boards_says_which_posts_carry_the_image(
    store: Store, referee: Referee, boards: str, shown: str
) -> None:
    game_id = await three_seats(store, boards=boards)
    images = [with_image(post) for post in await posts(store, game_id)]
    for _ in range(12):
        await run(referee, game_id)
        images += [with_image(post) for post in await posts(store, game_id)]
        await anns_turn(referee, store, game_id)
        images += [with_image(post) for post in await posts(store, game_id)]
    assert len(images) > 12
    if shown == "every":
        assert all(images)
    elif shown == "none":
        assert not any(images)
    else:
        assert images[0] and 1 < sum(images) <= len(images) / 2  # the first, then once a round of three


def test_boards_is_every_kinds_option_and_a_wrong_value_gets_a_sentence() -> None:
    for game in ("zark-city", "unocitta", "unopolis", "zarcana"):
        kind = kind_named(game)
        assert "boards" in [option.name for option in kind.table_options]
        assert kind.table({"boards": "round"})["boards"] == "round"
        assert "boards" not in kind.table({})  # every turn when left out
        with refused(NotationError, "The option boards is one of turn, round, asked, not 'often'"):
            kind.table({"boards": "often"})
    assert shows_board({}) and shows_board({"boards": "round"}, last=True) and not shows_board({"boards": "asked"})
