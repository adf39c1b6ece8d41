"""The child process of the SIGKILL test: commits random moves as fast as it can until it is killed.

After each commit returns it prints "game_id version" and flushes, so every line the parent reads is a move the
store reported committed. Run as: python commit_stream.py TARGET SEED (a SQLite path or a PostgreSQL URL)
"""

from __future__ import annotations

import asyncio
import random
import sys

from data import Store
from rules import Phase, games
from rules.zark import ZarkGame
from rules.zark.playout import random_step

USERS = (1001, 1002, 1003)


def report(game_id: int, version: int) -> None:
    sys.stdout.write(f"{game_id} {version}\n")
    sys.stdout.flush()


async def stream(target: str, seed: str) -> None:
    rng = random.Random(seed)
    interaction = int(seed) * 10_000_000
    async with await Store.open(target) as store:
        while True:
            row = await store.create_lobby(guild_id=1, channel_id=2, host_id=USERS[0], host_name="Ann", settings={})
            for user, name in zip(USERS[1:], ("Bob", "Cy"), strict=True):
                await store.join(row.id, user, name)
            loaded = await store.start_game(row.id, f"{seed}:{row.id}")
            game, version = loaded.game, loaded.version
            assert isinstance(game, ZarkGame)
            report(row.id, version)
            while game.phase is not Phase.OVER and version < 300:
                seat, _ = random_step(game, rng, resign_chance=0.002)
                interaction += 1
                version = await store.commit_move(
                    row.id, version, game, user_id=USERS[seat], interaction_id=interaction
                )
                report(row.id, version)


if __name__ == "__main__":
    games.load()
    asyncio.run(stream(sys.argv[1], sys.argv[2]))
