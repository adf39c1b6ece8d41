"""Renderer speed: a 54-card board with 5 players, and the boards of a 40-move 3-player game turn by turn.

Prints `name: value` lines. Run: .venv/bin/python bench/render.py
Targets: draw + encode median <= 40 ms, ratio to encoding alone <= 2.0, PNG <= 150 KB (issue 3); a game's board
each turn about 1 ms, with the game's key (end-to-end latency target).

Per-turn figures: `turn_first_*` renders each board of the game once, as the bot does, after other games' final
boards have filled the generic caches (cards, pyramids, cell names), so it includes drawing the turn's new legend
texts; `*_next_game` does the same for another game drawn after that one (other seed, other names), as in a bot
that has been drawing games for a while. The other `turn_*` figures go through the game's boards again and
again, key and no key in turn, so they compare the encoders on equal drawing work. `*_one_thread` leaves out the
helper thread of `render.png`.

Everything runs in a worker thread, as the bot runs it (`asyncio.to_thread`). On this host the main thread's
heap returns freed memory to the system eagerly, and the page faults of reusing it can add milliseconds to a
54-card board; worker threads' heaps hardly do.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from render import board_png, png, samples
from render.board import draw_board
from render.png import encode
from rules import Game, Settings, View
from tests.e2e.zark import WINNING_SEED, plan_game

REPEATS = 41
GAME_MOVES = 40
GAME_PASSES = 5


def _ms(work: Callable[[], object]) -> float:
    start = time.perf_counter()
    work()
    return (time.perf_counter() - start) * 1000


def interleaved_medians(*tasks: Callable[[], object], repeats: int = REPEATS) -> list[float]:
    """Median times of tasks sampled in turn, so a busy machine slows all alike and the ratios stay fair."""
    times: list[list[float]] = [[] for _ in tasks]
    for _ in range(repeats):
        for samples_of, task in zip(times, tasks, strict=True):
            samples_of.append(_ms(task))
    return [statistics.median(samples_of) for samples_of in times]


def game_views(seed: str = WINNING_SEED, players: tuple[str, ...] = ("a", "b", "c")) -> list[View]:
    """The public board after each of the first 40 moves of a game planned as the end-to-end tests plan theirs."""
    game = Game.new(Settings(players=players), seed)
    views = []
    for seat, action in plan_game(seed, len(players), GAME_MOVES, endless=True):
        game.apply(seat, action)
        views.append(game.view(None))
    return views


def per_turn(views: list[View], render: Callable[[View], object]) -> list[float]:
    return [_ms(lambda view=view: render(view)) for view in views]


def crowded_board() -> None:
    view = samples.crowded_game(54).view(None)
    start = time.perf_counter()
    first = board_png(view)  # the first board of a process also fills the label, card and pyramid caches
    first_ms = (time.perf_counter() - start) * 1000
    finished = draw_board(view)
    total, floor, drawing = interleaved_medians(
        lambda: board_png(view), lambda: encode(finished), lambda: draw_board(view)
    )
    print(f"board_cards: {len(view.cards)}")
    print(f"players: {len(view.seats)}")
    print(f"pyramids: {sum(len(here) for here in view.pieces.values())}")
    print(f"image_size: {finished.width}x{finished.height}")
    print(f"draw_encode_ms_median: {total:.2f}")
    print(f"encode_only_ms_median: {floor:.2f}")
    print(f"draw_only_ms_median: {drawing:.2f}")
    print(f"ratio: {total / floor:.2f}")
    print(f"png_bytes: {len(first)}")
    print(f"first_render_ms: {first_ms:.1f}")


def first_pass(views: list[View]) -> tuple[list[float], list[float]]:
    """Each board drawn and encoded once, as board_png(view, key=...) does, timing its two steps."""
    cache = png.BandCache(4, 1 << 30)
    draw, encoding = [], []
    for view in views:
        start = time.perf_counter()
        image = draw_board(view)
        drawn = time.perf_counter()
        cache.encode(image, "bench-first")
        draw.append((drawn - start) * 1000)
        encoding.append((time.perf_counter() - drawn) * 1000)
    return draw, encoding


def print_first_pass(draw: list[float], encoding: list[float], suffix: str = "") -> None:
    total = [one + other for one, other in zip(draw, encoding, strict=True)]
    print(f"turn_first_ms_median_key{suffix}: {statistics.median(total):.2f}")
    print(f"turn_first_draw_ms_median{suffix}: {statistics.median(draw):.2f}")
    print(f"turn_first_encode_key_ms_median{suffix}: {statistics.median(encoding):.2f}")


def game_boards() -> None:
    views = game_views()
    first_draw, first_encode = first_pass(views)
    next_draw, next_encode = first_pass(game_views(str(int(WINNING_SEED) + 1), ("Dee", "Eve", "Fay")))
    last, last_image = views[-1], draw_board(views[-1])
    last_total, last_encode, last_draw = interleaved_medians(
        lambda: board_png(last), lambda: encode(last_image), lambda: draw_board(last)
    )
    images = [draw_board(view) for view in views]
    keyed: dict[str, list[float]] = {"key": [], "nokey": [], "draw": [], "encode_key": [], "encode_nokey": []}
    one_thread: dict[str, list[float]] = {"key": [], "encode_key": []}
    cache = png.BandCache(4, 1 << 30)
    for _ in range(GAME_PASSES):
        keyed["key"] += per_turn(views, lambda view: board_png(view, key="bench"))
        keyed["nokey"] += per_turn(views, board_png)
        keyed["draw"] += per_turn(views, draw_board)
        keyed["encode_key"] += [_ms(lambda image=image: cache.encode(image, "bench")) for image in images]
        keyed["encode_nokey"] += [_ms(lambda image=image: encode(image)) for image in images]
        png.HELPER.enabled = False
        one_thread["key"] += per_turn(views, lambda view: board_png(view, key="bench-one-thread"))
        one_thread["encode_key"] += [_ms(lambda image=image: cache.encode(image, "bench-1")) for image in images]
        png.HELPER.enabled = True
    sizes = [len(board_png(view)) for view in views]
    print(f"game_moves: {len(views)}")
    print(f"game_final_image_size: {last_image.width}x{last_image.height}")
    print(f"game_final_draw_encode_ms_median: {last_total:.2f}")
    print(f"game_final_draw_ms_median: {last_draw:.2f}")
    print(f"game_final_encode_ms_median: {last_encode:.2f}")
    print(f"game_final_png_bytes: {sizes[-1]}")
    print(f"turn_png_bytes_median: {statistics.median(sizes):.0f}")
    print_first_pass(first_draw, first_encode)
    print_first_pass(next_draw, next_encode, "_next_game")
    for name, times in keyed.items():
        print(f"turn_{name}_ms_median: {statistics.median(times):.2f}")
    for name, times in one_thread.items():
        print(f"turn_{name}_ms_median_one_thread: {statistics.median(times):.2f}")


def main() -> None:
    for view in (samples.early_game().view(None), samples.finished_game().view(None)):
        board_png(view)  # a bot that has been up a while has drawn other games' boards
    game_boards()
    crowded_board()


if __name__ == "__main__":
    with ThreadPoolExecutor(max_workers=1) as worker:
        worker.submit(main).result()
