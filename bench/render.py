"""Renderer speed and size: a typical turn's board, a game's final board, the crowded 54-card board, a hand.

Prints `name: value` lines. Run: .venv/bin/python bench/render.py

- `turn_*`: the boards of 40-move 3-player games, each board drawn and encoded once as the bot does, after other
  games' boards have filled the caches (cards, pyramids, names), as in a bot that has been up a while. Medians
  over all boards of `TURN_GAMES` games (other seeds, other names).
- `final_*`: the last board of the first of those games, drawn again and again.
- `crowded_*`: a 54-card board with 5 players. The renderer's targets: draw + encode median <= 40 ms, ratio to encoding
  alone <= 2.0, PNG <= 150 KB.
- `hand_*`: the sample hand image (nine cards).
- `level_N_*`: encoding a typical turn's boards at zlib level N, which `render.palette.PNG_COMPRESS_LEVEL` chose.
- `<device>_*`: what each speed device the renderer keeps saves: the boards of new games (as for `turn_*`) and the
  crowded board, each drawn with the device and without it in turn (its cached function's undecorated original,
  or the legend's lines drawn whole), and the median of the differences, board by board.
- `zarcana_turn_*`: Zarcana's boards as `turn_*`: every board of the first 60 actions of `ZARCANA_GAMES` random
  4-player games, after other games' boards have filled the caches. `zarcana_crowded_*`: the crowded Zarcana sample
  (5 players, 20 minions); `zarcana_hand_*`: the sample Zarcana hand (seven cards).

Everything runs in a worker thread, as the bot runs it (`asyncio.to_thread`). ``--zarcana`` runs the Zarcana part
alone.
"""

from __future__ import annotations

import io
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager, nullcontext
from functools import partial
from pathlib import Path
from typing import Any

from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import render.games
from render import board_png, fonts, hand_png, lines, sprites
from render.palette import encode, quantize
from render.zarcana import board as zarcana_board
from render.zarcana import hand as zarcana_hand
from render.zarcana import samples as zarcana_samples
from render.zark import board, geometry, legend, samples
from render.zark import sprites as zark_sprites
from render.zark.board import draw_board
from render.zark.hand import draw_hand
from rules import Phase
from rules.zarcana import ZarcanaGame, ZarcanaSettings, ZarcanaView
from rules.zarcana.playout import random_step
from rules.zark import ZarkGame, ZarkSettings, ZarkView
from tests.e2e.zark import WINNING_SEED, plan_game

REPEATS = 41
GAME_MOVES = 40
TURN_GAMES = 5
ZARCANA_GAMES = 5
ZARCANA_MOVES = 60
LEVELS = (1, 2, 3, 4, 6)
NAMES = ("Ann", "Bob", "Cyd", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou", "Max", "Ned", "Oz", "Pam")


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


def game_views(number: int) -> list[ZarkView]:
    """The public board after each of the first 40 moves of a game planned as the end-to-end tests plan theirs."""
    seed = str(int(WINNING_SEED) + number)
    players = tuple(NAMES[(3 * number + seat) % len(NAMES)] + (str(number) if number >= 5 else "") for seat in range(3))
    game = ZarkGame.new(ZarkSettings(players=players), seed)
    views = []
    for seat, action in plan_game(seed, len(players), GAME_MOVES, endless=True):
        game.apply(seat, action)
        views.append(game.view(None))
    return views


def warm_up() -> None:
    """A bot that has been up a while has drawn other games' boards: cards, pyramids and cell names are cached."""
    for view in (samples.early_game().view(None), samples.finished_game().view(None), *game_views(-1)):
        board_png(view)


def turn_boards(games: list[list[ZarkView]]) -> None:
    _turn_boards("turn", games, draw_board)


def _turn_boards(prefix: str, games: list[list[Any]], draw: Callable[[Any], Image.Image]) -> None:
    """Each board drawn and encoded once, as the bot does after each move; medians over all of them."""
    drawing, encoding, sizes = [], [], []
    for views in games:
        for view in views:
            start = time.perf_counter()
            image = draw(view)
            drawn = time.perf_counter()
            sizes.append(len(encode(image)))
            drawing.append((drawn - start) * 1000)
            encoding.append((time.perf_counter() - drawn) * 1000)
    total = [one + other for one, other in zip(drawing, encoding, strict=True)]
    print(f"{prefix}_boards: {len(total)}")
    print(f"{prefix}_draw_ms_median: {statistics.median(drawing):.2f}")
    print(f"{prefix}_encode_ms_median: {statistics.median(encoding):.2f}")
    print(f"{prefix}_total_ms_median: {statistics.median(total):.2f}")
    print(f"{prefix}_png_bytes_median: {statistics.median(sizes):.0f}")


def final_board(view: ZarkView) -> None:
    image = draw_board(view)
    total, encoding, drawing = interleaved_medians(
        lambda: board_png(view), lambda: encode(image), lambda: draw_board(view)
    )
    print(f"final_image_size: {image.width}x{image.height}")
    print(f"final_draw_encode_ms_median: {total:.2f}")
    print(f"final_draw_ms_median: {drawing:.2f}")
    print(f"final_encode_ms_median: {encoding:.2f}")
    print(f"final_png_bytes: {len(board_png(view))}")


def crowded_board() -> None:
    view = samples.crowded_game(54).view(None)
    image = draw_board(view)
    total, encoding, drawing = interleaved_medians(
        lambda: board_png(view), lambda: encode(image), lambda: draw_board(view)
    )
    print(f"crowded_cards: {len(view.cards)}")
    print(f"crowded_players: {len(view.seats)}")
    print(f"crowded_pyramids: {sum(len(here) for here in view.pieces.values())}")
    print(f"crowded_image_size: {image.width}x{image.height}")
    print(f"crowded_draw_encode_ms_median: {total:.2f}")
    print(f"crowded_encode_only_ms_median: {encoding:.2f}")
    print(f"crowded_draw_only_ms_median: {drawing:.2f}")
    print(f"crowded_ratio: {total / encoding:.2f}")
    print(f"crowded_png_bytes: {len(board_png(view))}")


def hand() -> None:
    game = samples.sample_hand()
    view = game.view(game.current)
    image = quantize(draw_hand(view))
    total, encoding = interleaved_medians(lambda: hand_png(view), lambda: encode(image))
    print(f"hand_image_size: {image.width}x{image.height}")
    print(f"hand_draw_encode_ms_median: {total:.2f}")
    print(f"hand_encode_ms_median: {encoding:.2f}")
    print(f"hand_png_bytes: {len(hand_png(view))}")


def _save(image: Image.Image, level: int) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=level)
    return buffer.getvalue()


def compress_levels(views: list[ZarkView]) -> None:
    """Each level's encoding time and size over a game's boards, the levels taking turns board by board."""
    images = [draw_board(view) for view in views]
    times: dict[int, list[float]] = {level: [] for level in LEVELS}
    sizes: dict[int, list[int]] = {level: [] for level in LEVELS}
    for _ in range(3):
        for image in images:
            for level in LEVELS:
                start = time.perf_counter()
                data = _save(image, level)
                times[level].append((time.perf_counter() - start) * 1000)
                sizes[level].append(len(data))
    for level in LEVELS:
        print(f"level_{level}_turn_encode_ms_median: {statistics.median(times[level]):.2f}")
        print(f"level_{level}_turn_png_bytes_median: {statistics.median(sizes[level]):.0f}")


def _paste_whole_line(canvas: Image.Image, xy: tuple[int, int], text: str, style: sprites.TextStyle) -> None:
    sprites.paste_label(canvas, xy, text, style, "ls")


#: What drawing without each device means: (module, name, stand-in) for every place the device is looked up.
DEVICES: dict[str, list[tuple[object, str, object]]] = {
    "legend_words": [(legend, "paste_line", _paste_whole_line)],
    "text_length_cache": [(mod, "text_length", fonts.text_length.__wrapped__) for mod in (geometry, lines)],
    "place_pieces_cache": [(geometry, "place_pieces", geometry.place_pieces.__wrapped__)],
    "slot_outline_cache": [(board, "slot_outline", sprites.slot_outline.__wrapped__)],
    "label_cache": [(mod, "label", sprites.label.__wrapped__) for mod in (sprites, lines)],
    "card_cache": [(board, "board_card", zark_sprites.board_card.__wrapped__)],
    "pyramid_cache": [(sprites, name, getattr(sprites, name).__wrapped__) for name in ("pyramid", "pyramid_tile")],
}


@contextmanager
def without(device: str) -> Iterator[None]:
    saved = [(module, name, getattr(module, name)) for module, name, _ in DEVICES[device]]
    for module, name, stand_in in DEVICES[device]:
        setattr(module, name, stand_in)
    try:
        yield
    finally:
        for module, name, original in saved:
            setattr(module, name, original)


def with_and_without(device: str, views: list[ZarkView]) -> tuple[list[float], list[float]]:
    """Each view drawn with the device and without it, in turn, which first alternating."""
    timed: tuple[list[float], list[float]] = ([], [])
    for number, view in enumerate(views):
        for off in (False, True) if number % 2 else (True, False):
            with without(device) if off else nullcontext():
                timed[off].append(_ms(partial(draw_board, view)))
    return timed


def devices(crowded: ZarkView) -> None:
    for number, device in enumerate(DEVICES):
        views = [view for game in range(TURN_GAMES) for view in game_views(100 + TURN_GAMES * number + game)]
        on, off = with_and_without(device, views)
        crowded_on, crowded_off = with_and_without(device, [crowded] * REPEATS)
        saved = statistics.median(b - a for a, b in zip(on, off, strict=True))
        crowded_saved = statistics.median(b - a for a, b in zip(crowded_on, crowded_off, strict=True))
        print(f"{device}_turn_draw_ms_median_with: {statistics.median(on):.2f}")
        print(f"{device}_turn_draw_ms_median_without: {statistics.median(off):.2f}")
        print(f"{device}_turn_saves_ms_median: {saved:.2f}")
        print(f"{device}_crowded_draw_ms_median_with: {statistics.median(crowded_on):.2f}")
        print(f"{device}_crowded_draw_ms_median_without: {statistics.median(crowded_off):.2f}")
        print(f"{device}_crowded_saves_ms_median: {crowded_saved:.2f}")


def zarcana_views(number: int) -> list[ZarcanaView]:
    """The public board after each of the first `ZARCANA_MOVES` actions of a random 4-player Zarcana game."""
    players = tuple(NAMES[(4 * number + seat) % len(NAMES)] for seat in range(4))
    game = ZarcanaGame.new(ZarcanaSettings(players=players), number)
    rng = random.Random(number)
    views: list[ZarcanaView] = []
    while len(views) < ZARCANA_MOVES and game.phase is not Phase.OVER:
        random_step(game, rng)
        views.append(game.view(None))
    return views


def zarcana(repeats: int = REPEATS) -> None:
    for view in (*zarcana_views(-1), zarcana_samples.finished_game().view(None)):  # warm the caches, as above
        board_png(view)
    games = [zarcana_views(number) for number in range(ZARCANA_GAMES)]
    _turn_boards("zarcana_turn", games, zarcana_board.draw_board)
    crowded = zarcana_samples.crowded_game().view(None)
    image = zarcana_board.draw_board(crowded)
    total, encoding, drawing = interleaved_medians(
        lambda: board_png(crowded), lambda: encode(image), lambda: zarcana_board.draw_board(crowded), repeats=repeats
    )
    print(f"zarcana_crowded_minions: {sum(len(here) for here in crowded.minions.values())}")
    print(f"zarcana_crowded_image_size: {image.width}x{image.height}")
    print(f"zarcana_crowded_draw_encode_ms_median: {total:.2f}")
    print(f"zarcana_crowded_draw_only_ms_median: {drawing:.2f}")
    print(f"zarcana_crowded_encode_only_ms_median: {encoding:.2f}")
    print(f"zarcana_crowded_png_bytes: {len(board_png(crowded))}")
    game = zarcana_samples.sample_hand()
    view = game.view(game.current)
    hand_image = quantize(zarcana_hand.draw_hand(view))
    total, encoding = interleaved_medians(lambda: hand_png(view), lambda: encode(hand_image), repeats=repeats)
    print(f"zarcana_hand_image_size: {hand_image.width}x{hand_image.height}")
    print(f"zarcana_hand_draw_encode_ms_median: {total:.2f}")
    print(f"zarcana_hand_png_bytes: {len(hand_png(view))}")


def main() -> None:
    render.games.load()
    if "--zarcana" in sys.argv[1:]:
        zarcana()
        return
    warm_up()
    games = [game_views(number) for number in range(TURN_GAMES)]
    turn_boards(games)
    final_board(games[0][-1])
    crowded_board()
    hand()
    compress_levels(games[0])
    devices(samples.crowded_game(54).view(None))
    zarcana()


if __name__ == "__main__":
    with ThreadPoolExecutor(max_workers=1) as worker:
        worker.submit(main).result()
