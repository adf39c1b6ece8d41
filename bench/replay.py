"""Animated replays (`render.replay`): how long a 250-move game's animation takes to make, and how large it is.

Prints `name: value` lines, for each game kind: `KIND_replay_s_250_moves` (CPU seconds of this process for
`replay_gif`), `KIND_replay_bytes_250_moves` (the GIF, limit 2 MB), `KIND_replay_frames_250_moves` and
`KIND_replay_seconds_250_moves` (how long it plays, limit 30). The game: a random 4-player game of the kind (as
``python -m rules random`` plays), the first seed whose game reaches 250 moves, cut there.

Run: .venv/bin/python bench/replay.py [KIND ...]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import render.games
from render.replay import replay_gif
from rules import GameKind, GameState, kind_named, kinds

MOVES = 250
PLAYERS = ("Ann", "Bob", "Cy", "Dee")


def long_game(kind: GameKind, moves: int = MOVES) -> GameState:
    """A random game of `kind` cut at `moves` moves (the first seed that plays that long; else the longest)."""
    settings = kind.settings({**kind.table({}), "players": list(PLAYERS)})
    longest: GameState | None = None
    for seed in range(20):
        game = kind.random_game(settings, f"replay-{seed}", max_turns=moves * 2, rng_seed=seed)
        if longest is None or len(game.history) > len(longest.history):
            longest = game
        if len(game.history) >= moves:
            break
    assert longest is not None
    cut = kind.new(longest.settings, longest.seed, longest.initial_order)
    for seat, action in list(longest.history)[:moves]:
        cut.apply(seat, action)
    return cut


def main(keys: list[str]) -> None:
    render.games.load()
    for kind in [kind_named(key) for key in keys] or list(kinds()):
        game = long_game(kind)
        start = time.process_time()
        replay = replay_gif(game)
        seconds = time.process_time() - start
        prefix = f"{kind.key}_replay"
        print(f"{prefix}_s_{MOVES}_moves: {seconds:.2f}")
        print(f"{prefix}_bytes_{MOVES}_moves: {len(replay.gif)}")
        print(f"{prefix}_frames_{MOVES}_moves: {replay.frames} ({len(game.history)} moves)")
        print(f"{prefix}_seconds_{MOVES}_moves: {replay.seconds:.1f}")


if __name__ == "__main__":
    main(sys.argv[1:])
