"""Shared set-up for the store tests: a clock the tests move by hand, lobbies and games to play in, and damage done
behind the store's back (on either backend)."""

from __future__ import annotations

import itertools
import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta
from typing import Any

from data import GameRow, LoadedGame, Store
from rules import Phase
from rules.zark import ZarkGame
from rules.zark.playout import random_step

START = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
GUILD, OTHER_GUILD = 100, 101
CHANNEL, OTHER_CHANNEL, THREAD = 200, 201, 300
USERS = (1001, 1002, 1003, 1004, 1005, 1006)
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")

_interactions = itertools.count(900_000_000_000_000_000)


class FakeClock:
    """The store's clock: stands still until a test advances it."""

    def __init__(self, start: datetime = START) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


def fake_clock(store: Store) -> FakeClock:
    """The clock a test opened `store` with, to move it by hand."""
    clock = store._clock
    assert isinstance(clock, FakeClock)
    return clock


def next_interaction() -> int:
    return next(_interactions)


async def new_lobby(
    store: Store, players: int = 2, *, guild_id: int = GUILD, channel_id: int = CHANNEL, first_user: int = 0
) -> GameRow:
    row = await store.create_lobby(
        guild_id=guild_id,
        channel_id=channel_id,
        host_id=USERS[first_user],
        host_name=NAMES[first_user],
        settings={"edition": "arcade", "deck": "standard"},
    )
    for index in range(first_user + 1, first_user + players):
        row = await store.join(row.id, USERS[index], NAMES[index])
    return row


async def started_game(store: Store, players: int = 2, seed: str = "seed", **lobby: int) -> LoadedGame:
    row = await new_lobby(store, players, **lobby)
    return await store.start_game(row.id, seed)


async def play(store: Store, loaded: LoadedGame, moves: int, rng: random.Random) -> tuple[ZarkGame, int]:
    """Commit `moves` random legal moves (fewer if the game ends); return the game and its version."""
    game, version = loaded.game, loaded.version
    assert isinstance(game, ZarkGame)
    for _ in range(moves):
        if game.phase is Phase.OVER:
            break
        seat, _ = random_step(game, rng)
        user = loaded.row.user_at(seat)
        version = await store.commit_move(loaded.row.id, version, game, user_id=user, interaction_id=next_interaction())
    return game, version


async def stored_game(store: Store, game_id: int) -> ZarkGame:
    """The engine state the store loads for a started game."""
    loaded = await store.load(game_id)
    assert isinstance(loaded.game, ZarkGame), f"game {game_id} is a lobby"
    return loaded.game


@asynccontextmanager
async def reopened(store: Store) -> AsyncIterator[Store]:
    """Another store on the same database with nothing in memory, as the bot has after a restart (or another bot
    process has): it reads every game from the database (a running store serves the states it loaded or committed
    from memory)."""
    async with await Store.open(store.target) as fresh:
        yield fresh


async def poke(store: Store, statement: str, **params: Any) -> None:
    """Change the database behind the store's back (as a disk error or a buggy older release might): the store's
    memory of the games is left as it was."""
    async with store.database.write() as session:
        await session.execute(statement, params)


async def peek(store: Store, statement: str, **params: Any) -> Any:
    """The column `value` of the first row a statement returns (None if none)."""
    async with store.database.read() as session:
        rows = await session.fetch(statement, params)
    return rows[0]["value"] if rows else None
