"""Games of every kind, stored and played a little, for the web tests: each seated with names that try to inject
markup, each with its page's token."""

from __future__ import annotations

import random
from dataclasses import dataclass

from data import Store
from rules import GameState, Phase, kind_named
from tests.data.store_helpers import CHANNEL, GUILD, USERS, next_interaction

#: Display names a page must show as written, never as markup.
SCRIPT_NAME = "<script>alert(1)</script>"
IMAGE_NAME = '"><img src=x onerror=alert(1)>'
#: The four kinds, with the options of one each family plays.
KINDS = ("zark-city", "unocitta", "unopolis", "zarcana")


@dataclass(frozen=True)
class WebGameFixture:
    game_id: int
    token: str
    kind: str


async def stored_game(
    store: Store, kind: str, *, moves: int = 6, seed: str = "web", thread: int = 300
) -> WebGameFixture:
    """A started game of `kind` between the two names above, `moves` random legal moves in (fewer if it ends)."""
    settings = kind_named(kind).table({})
    row = await store.create_lobby(
        guild_id=GUILD, channel_id=CHANNEL, host_id=USERS[0], host_name=SCRIPT_NAME, settings=settings,
        thread_id=thread,
    )  # fmt: skip
    await store.join(row.id, USERS[1], IMAGE_NAME)
    await store.start_game(row.id, seed)
    await play_moves(store, row.id, moves)
    token = await store.web_token(row.id)
    assert token is not None
    return WebGameFixture(row.id, token, kind)


async def play_moves(store: Store, game_id: int, moves: int, rng: random.Random | None = None) -> GameState:
    """Commit up to `moves` random legal moves (fewer if the game ends)."""
    rng = rng or random.Random(game_id)
    loaded = await store.load(game_id)
    game, version = loaded.game, loaded.version
    assert game is not None
    for _ in range(moves):
        if game.phase is Phase.OVER:
            break
        seat = rng.choice(game.seats_to_act())
        game.apply(seat, rng.choice(game.legal_actions(seat)))
        version = await store.commit_move(
            game_id, version, game, user_id=loaded.row.user_at(seat), interaction_id=next_interaction()
        )
    return game


async def finished_game(store: Store, kind: str, seed: str = "web-end") -> WebGameFixture:
    """A rated game of `kind`, a few moves in, then ended by the second player's resignation."""
    made = await stored_game(store, kind, moves=4, seed=seed)
    loaded = await store.load(made.game_id)
    game = loaded.game
    assert game is not None
    game.apply(1, kind_named(kind).parse_action("resign"))
    assert game.phase is Phase.OVER
    await store.commit_move(
        made.game_id, loaded.version, game, user_id=loaded.row.user_at(1), interaction_id=next_interaction()
    )
    return made
