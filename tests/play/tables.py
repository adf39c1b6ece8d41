"""Games at a table for the bot-layer tests: started lobbies, stored exact positions, and what the store holds.

Seed "seed" with two players deals Ann 4♥ 9♥ 10♦ and Bob 2♠ 4♠ 6♠ (checked in `test_referee`), so the setup
below is known: Ann's 9♥ beats Bob's 6♠, goes to M13, and Bob places next to it (R-2, R-3).
"""

from __future__ import annotations

from dataclasses import dataclass

from data import GameRow, LoadedGame, Store
from play.actor import Actor
from play.referee import ActionBuilder, Played, Referee, Venue
from rules import GameState, GameView
from rules.zark import ZarkGame, ZarkView, game_to_dict, parse_action
from tests.data.store_helpers import CHANNEL, GUILD, USERS, new_lobby, next_interaction

ANN, BOB, CY = USERS[:3]
STRANGER = 4242


def zark(game: GameState | None) -> ZarkGame:
    """A game of the Zark family, as these tests play (the store and the referee hand out either engine's)."""
    assert isinstance(game, ZarkGame), f"{type(game).__name__} is not a Zark family game"
    return game


def zark_view(view: GameView) -> ZarkView:
    """A view of a Zark family game."""
    assert isinstance(view, ZarkView), f"{type(view).__name__} is not a Zark family game's view"
    return view


def doing(line: str) -> ActionBuilder:
    """A builder that plays one line of record notation, whoever the seat."""
    return lambda game, seat: parse_action(line)


@dataclass(frozen=True)
class Stored:
    """Everything the store holds about a game that a refused request must leave alone."""

    version: int
    state: dict[str, object]
    moves: list[str]


async def stored_state(store: Store, game_id: int) -> Stored:
    loaded = await store.load(game_id)
    assert loaded.game is not None
    return Stored(
        loaded.version, game_to_dict(zark(loaded.game)), [move.notation for move in await store.moves(game_id)]
    )


async def started(store: Store, players: int = 2, seed: str = "seed") -> LoadedGame:
    row = await new_lobby(store, players)
    return await store.start_game(row.id, seed)


async def stored_position(store: Store, game: GameState, *, channel_id: int = CHANNEL) -> GameRow:
    """An exact position (from `tests.rules.positions.position`) as a game in the store, seat n played by USERS[n]."""
    users = USERS[: len(game.settings.players)]
    return await store.import_game(game, guild_id=GUILD, channel_id=channel_id, user_ids=users)


HERE = Venue(CHANNEL, GUILD)  # where the games of these tests are played


async def play(
    referee: Referee, user: int, line: str, *, game_id: int | None = None, expected_version: int | None = None
) -> Played:
    """One request through the referee, in the channel of the games here or for a known game (a button)."""
    if game_id is None:
        return await referee.play(HERE, Actor.player(user), doing(line), next_interaction())
    actor = Actor.player(user)
    return await referee.play_in(game_id, actor, doing(line), next_interaction(), expected_version=expected_version)


async def through_setup(referee: Referee, store: Store) -> LoadedGame:
    """Seed "seed", two players, up to Ann's first turn (she has drawn her first card, R-8)."""
    loaded = await started(store)
    await play(referee, ANN, "starter 9H")
    await play(referee, BOB, "starter 6S")
    await play(referee, BOB, "place N13")
    return await store.load(loaded.row.id)
