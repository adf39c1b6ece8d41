"""What the application notes of a started game beside the engine's settings (a tutorial's learner and what it has
explained: `play.tutorial`): written with the deal, changed only with a move (so they always go with the version
they were written for), and kept across restarts. On both backends."""

from __future__ import annotations

import random

import pytest

from data import StaleVersionError, Store
from rules import GameState
from rules.zark import ZarkGame
from rules.zark.playout import random_step

from .store_helpers import new_lobby, next_interaction, reopened


def learner(game: GameState) -> dict[str, object]:
    return {"tutorial": {"learner": 1001, "seats": len(game.settings.players), "explained": []}}


async def test_notes_are_kept_beside_the_engines_settings_and_survive_a_restart(store: Store) -> None:
    row = await new_lobby(store, 2)
    loaded = await store.start_game(row.id, "deal", notes=learner)
    assert loaded.row.settings["tutorial"] == {"learner": 1001, "seats": 2, "explained": []}
    assert loaded.row.settings["players"] == ["Ann", "Bob"]  # the engine's own settings, as always
    async with reopened(store) as fresh:
        again = await fresh.load(row.id)
    assert again.row.settings == loaded.row.settings
    assert isinstance(again.game, ZarkGame) and again.game.settings.players == ("Ann", "Bob")


async def test_a_move_changes_the_notes_with_it_and_a_stale_move_changes_nothing(store: Store) -> None:
    row = await new_lobby(store, 2)
    loaded = await store.start_game(row.id, "deal", notes=learner)
    game = loaded.game
    assert isinstance(game, ZarkGame)
    stale = game.copy()
    random_step(game, random.Random(1))
    noted = {**loaded.row.settings, "tutorial": {"learner": 1001, "seats": 2, "explained": ["starter"]}}
    version = await store.commit_move(row.id, 1, game, user_id=None, interaction_id=next_interaction(), settings=noted)
    assert (await store.load(row.id)).row.settings == noted
    random_step(stale, random.Random(2))
    other = {**loaded.row.settings, "tutorial": {"learner": 1001, "seats": 2, "explained": ["draw"]}}
    with pytest.raises(StaleVersionError):
        await store.commit_move(row.id, 1, stale, user_id=None, interaction_id=next_interaction(), settings=other)
    after = await store.load(row.id)
    assert (after.row.version, after.row.settings) == (version, noted)
    # A move without settings leaves them as they were
    assert isinstance(after.game, ZarkGame)
    random_step(after.game, random.Random(3))
    await store.commit_move(row.id, version, after.game, user_id=None, interaction_id=next_interaction())
    assert (await store.load(row.id)).row.settings == noted
