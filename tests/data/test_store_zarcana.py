"""Zarcana games in the store, on both backends: a lobby whose settings name Zarcana deals a Zarcana game, its moves
are logged and snapshotted like any other game's, a damaged snapshot is rebuilt by replaying the log with Zarcana's
engine, whoever must answer a pending decision (the Emperor's victim, Z-39) is the one waited on, and a caretaker's
turn of several steps counts once."""

from __future__ import annotations

import json
import random

from data import GameStatus, Store
from rules import Phase
from rules.zarcana import ZarcanaGame, ZarcanaSettings, parse_action, zarcana_to_dict
from rules.zarcana.playout import random_step
from tests.rules.zarcana.positions import position

from .store_helpers import CHANNEL, GUILD, USERS, FakeClock, next_interaction, poke, reopened

OPTIONS = {"game": "zarcana", "safety_end": True, "tie_break": True, "extra_cards": True, "trump_order": "marseille"}


async def zarcana_lobby_started(store: Store, players: int = 3, seed: str = "zarcana-seed") -> ZarcanaGame:
    row = await store.create_lobby(
        guild_id=GUILD, channel_id=CHANNEL, host_id=USERS[0], host_name="Ann", settings=dict(OPTIONS)
    )
    for user, name in zip(USERS[1:players], ("Bob", "Cy", "Dee"), strict=False):
        row = await store.join(row.id, user, name)
    loaded = await store.start_game(row.id, seed)
    assert isinstance(loaded.game, ZarcanaGame)
    return loaded.game


async def loaded_zarcana(store: Store, game_id: int = 1) -> ZarcanaGame:
    loaded = await store.load(game_id)
    assert isinstance(loaded.game, ZarcanaGame)
    return loaded.game


async def test_a_zarcana_lobby_deals_a_zarcana_game_with_its_table_options(store: Store) -> None:
    game = await zarcana_lobby_started(store)
    settings = ZarcanaSettings(
        players=("Ann", "Bob", "Cy"), safety_end=True, tie_break=True, extra_cards=True, trump_order="marseille"
    )
    assert game.settings == settings
    assert zarcana_to_dict(game) == zarcana_to_dict(ZarcanaGame.new(settings, "zarcana-seed"))
    assert len(game.deck) + 9 + 9 == 80  # H-20: the two extra cards are in
    row = (await store.load(1)).row
    assert row.status is GameStatus.PLAYING  # Zarcana has no setup phase: the first player acts at once
    assert row.waiting_seats == (game.current,) and row.turn_seat == game.current
    assert row.settings["game"] == "zarcana" and row.settings["trump_order"] == "marseille"


async def test_zarcana_moves_are_logged_and_snapshotted_and_read_back_by_another_store(store: Store) -> None:
    game = await zarcana_lobby_started(store)
    rng, version = random.Random(3), 1
    for _ in range(40):
        seat, _ = random_step(game, rng)
        version = await store.commit_move(1, version, game, user_id=USERS[seat], interaction_id=next_interaction())
    assert [move.notation for move in await store.moves(1)] == [action.notation() for _, action in game.history]
    async with reopened(store) as fresh:
        again = await loaded_zarcana(fresh)
        assert (await fresh.verify(1)).ok
    assert zarcana_to_dict(again) == zarcana_to_dict(game)
    assert again.history == game.history


async def test_a_damaged_zarcana_snapshot_is_rebuilt_by_replaying_the_log(store: Store) -> None:
    game = await zarcana_lobby_started(store, 2)
    rng, version = random.Random(5), 1
    for _ in range(25):
        seat, _ = random_step(game, rng)
        version = await store.commit_move(1, version, game, user_id=USERS[seat], interaction_id=next_interaction())
    await poke(store, "UPDATE games SET state = :state WHERE id = 1", state='{"settings": {"game": "zarcana"}}')
    async with reopened(store) as fresh:
        assert not (await fresh.verify(1)).ok
        rebuilt = await loaded_zarcana(fresh)
        assert (await fresh.verify(1)).ok
    assert zarcana_to_dict(rebuilt) == zarcana_to_dict(game)


async def test_a_zarcana_game_played_to_its_scoring_is_finished(store: Store) -> None:
    game = await zarcana_lobby_started(store, 2, seed="to the end")
    rng, version = random.Random(8), 1
    while game.phase is not Phase.OVER:
        seat, _ = random_step(game, rng)
        version = await store.commit_move(1, version, game, user_id=USERS[seat], interaction_id=next_interaction())
    row = (await store.load(1)).row
    assert (row.status, row.waiting_seats, row.turn_seat) == (GameStatus.FINISHED, (), None)
    assert (await loaded_zarcana(store)).scores == game.scores


async def test_the_emperors_victim_is_the_one_waited_on_until_they_give(store: Store, clock: FakeClock) -> None:
    """Z-39: while the demand is pending its giver (the victim's owner) is waited on, with a fresh reminder."""
    game = position({"M13": "AC", "N13": "7C"}, {"M13": "1se", "N13": "2su"}, ["Emperor", "2C 3C 4W"])
    row = await store.import_game(game, guild_id=GUILD, channel_id=CHANNEL, user_ids=USERS[:2])
    assert row.waiting_seats == (0,)
    clock.advance(hours=2)
    game.apply(0, parse_action("play Emperor by M13 small east attack 2 small up at N13 demand 2"))
    version = await store.commit_move(row.id, 1, game, user_id=USERS[0], interaction_id=next_interaction())
    row = (await store.load(row.id)).row
    assert (row.waiting_seats, row.turn_seat, row.turn_since) == ((1,), 1, clock.now)
    game.apply(1, parse_action("give 2C 4W to 1"))
    await store.commit_move(row.id, version, game, user_id=USERS[1], interaction_id=next_interaction())
    row = (await store.load(row.id)).row
    assert row.waiting_seats == (1,)  # the turn passed to seat 2 (two players)
    state = json.loads(await _state(store, row.id))
    assert state["hands"][0] == ["2C", "4W"] and state["settings"]["game"] == "zarcana"


async def test_a_caretaker_turn_of_several_steps_counts_once(store: Store) -> None:
    """Death, then its second step, played by the caretaker: one missed deadline (the later steps continue it)."""
    game = position({"M13": "AC", "N13": "7C"}, {"M13": "1se", "N13": "2su 2su"}, ["Death", ""])
    row = await store.import_game(game, guild_id=GUILD, channel_id=CHANNEL, user_ids=USERS[:2])
    game.apply(0, parse_action("play Death by M13 small east attack 2 small up at N13"))
    version = await store.commit_move(row.id, 1, game, user_id=None, interaction_id=None, caretaker=True)
    game.apply(0, parse_action("again attack 2 small up at N13"))
    await store.commit_move(row.id, version, game, user_id=None, interaction_id=None, caretaker=True, continuing=True)
    row = (await store.load(row.id)).row
    assert [player.caretaker_streak for player in row.players] == [1, 0]


async def _state(store: Store, game_id: int) -> str:
    async with store.database.read() as session:
        rows = await session.fetch("SELECT state FROM games WHERE id = :id", {"id": game_id})
    return str(rows[0]["state"])
