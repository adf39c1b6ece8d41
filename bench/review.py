"""The post-game review (`rules.review`): how long a long finished game's review takes, at each level.

Prints `name: value` lines, for each game kind: `KIND_review_s_300_moves_LEVEL` (CPU seconds of this process for
`review` at that level; aim: a few seconds at the default, medium) with the game's length and what was found. The
game: a random game of the kind (as ``python -m rules random`` plays it, 2 to 4 players), the first seed whose game
is over after at least 300 moves (Zarcana's random games end sooner: its longest finished one of those tried).

Run: .venv/bin/python bench/review.py [KIND ...]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules import GameKind, GameState, Phase, games, kind_named, kinds
from rules.review import REVIEW_LEVELS, review

MOVES = 300


def long_finished_game(kind: GameKind) -> GameState:
    """The first random game of `kind` over after at least `MOVES` moves, else the longest finished one tried."""
    longest: GameState | None = None
    for seed in range(30):
        for players in (2, 3, 4):
            settings = kind.settings({**kind.table({}), "players": [f"P{seat + 1}" for seat in range(players)]})
            game = kind.random_game(settings, f"review-{seed}", max_turns=MOVES * 2, rng_seed=seed)
            if game.phase is not Phase.OVER:
                continue
            if longest is None or len(game.history) > len(longest.history):
                longest = game
            if len(game.history) >= MOVES:
                return game
    assert longest is not None
    return longest


def main(keys: list[str]) -> None:
    games.load()
    for kind in [kind_named(key) for key in keys] or list(kinds()):
        game = long_finished_game(kind)
        for level in REVIEW_LEVELS:
            start = time.process_time()
            found = review(game, level)
            seconds = time.process_time() - start
            players = len(game.settings.players)
            print(
                f"{kind.key}_review_s_{MOVES}_moves_{level}: {seconds:.2f} ({len(game.history)} moves, {players} "
                f"players, {len(found.findings)} findings)"
            )


if __name__ == "__main__":
    main(sys.argv[1:])
