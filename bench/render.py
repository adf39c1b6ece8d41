"""Renderer speed (issue 3): a 54-card board with 5 players, drawn and encoded as PNG.

Prints `name: value` lines. Run: .venv/bin/python bench/render.py
Targets: draw + encode median <= 40 ms, ratio to encoding alone <= 2.0, PNG <= 150 KB.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from render import board_png
from render.board import draw_board
from render.palette import encode
from render.samples import crowded_game

REPEATS = 41


def _ms(work: Callable[[], object]) -> float:
    start = time.perf_counter()
    work()
    return (time.perf_counter() - start) * 1000


def interleaved_medians(first: Callable[[], object], second: Callable[[], object]) -> tuple[float, float]:
    """Median times of two tasks sampled in turn, so a busy machine slows both alike and the ratio stays fair."""
    first_times, second_times = [], []
    for _ in range(REPEATS):
        first_times.append(_ms(first))
        second_times.append(_ms(second))
    return statistics.median(first_times), statistics.median(second_times)


def main() -> None:
    game = crowded_game(54)
    view = game.view(None)
    start = time.perf_counter()
    png = board_png(view)  # the first board of a process also fills the label, card and pyramid caches
    first_ms = (time.perf_counter() - start) * 1000
    finished = draw_board(view)
    total, floor = interleaved_medians(lambda: board_png(view), lambda: encode(finished))
    print(f"board_cards: {len(view.cards)}")
    print(f"players: {len(view.seats)}")
    print(f"pyramids: {sum(len(here) for here in view.pieces.values())}")
    print(f"image_size: {finished.width}x{finished.height}")
    print(f"draw_encode_ms_median: {total:.1f}")
    print(f"encode_only_ms_median: {floor:.1f}")
    print(f"ratio: {total / floor:.2f}")
    print(f"png_bytes: {len(png)}")
    print(f"first_render_ms: {first_ms:.1f}")


if __name__ == "__main__":
    main()
