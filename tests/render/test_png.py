"""The PNGs: Pillow opens and verifies them, paletted in the fixed palette, exactly the drawn image, from any thread;
and the renderer reaches Pillow only through its public API."""

from __future__ import annotations

import ast
import io
import random
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from PIL import Image

import render
from render import board_png, hand_png
from render.palette import PALETTE_RGB, quantize
from render.zark import board_geometry, samples
from render.zark.board import draw_board
from render.zark.hand import draw_hand, hand_size
from rules.zark import ZarkGame, ZarkSettings, ZarkView
from rules.zark.playout import random_step


def decoded(data: bytes) -> Image.Image:
    """The PNG opened by Pillow after `verify` has checked its chunks and checksums."""
    with Image.open(io.BytesIO(data)) as image:
        image.verify()
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG"
    return image


@pytest.mark.parametrize("name", ["crowded", "finished", "early"])
def test_a_board_is_a_paletted_png_of_the_drawn_image(name: str, request: pytest.FixtureRequest) -> None:
    view = request.getfixturevalue(name).view(None)
    image = decoded(board_png(view))
    geometry = board_geometry(view)
    assert image.size == (geometry.width, geometry.height)
    assert image.mode == "P" and "transparency" not in image.info
    assert bytes(image.getpalette() or []) == PALETTE_RGB
    assert image.tobytes() == draw_board(view).tobytes()


def test_a_hand_is_a_paletted_png_of_the_drawn_image() -> None:
    game = samples.sample_hand()
    view = game.view(game.current)
    image = decoded(hand_png(view))
    assert image.size == hand_size(view)
    assert image.mode == "P" and "transparency" not in image.info
    assert bytes(image.getpalette() or []) == PALETTE_RGB
    assert image.tobytes() == quantize(draw_hand(view)).tobytes()


def game_boards(seed: int, players: int, moves: int) -> list[ZarkView]:
    game = ZarkGame.new(ZarkSettings(players=samples.FIVE_PLAYERS[:players]), seed)
    rng = random.Random(seed)
    views = []
    for _ in range(moves):
        if game.phase == "over":
            break
        random_step(game, rng)
        views.append(game.view(None))
    return views


def test_threads_drawing_at_once_get_the_boards_and_hands_drawn_one_at_a_time() -> None:
    views = game_boards(18, 3, 30) + game_boards(7, 4, 30)
    expected = [draw_board(view).tobytes() for view in views]
    hand_game = samples.sample_hand()
    hand_view = hand_game.view(hand_game.current)
    expected_hand = quantize(draw_hand(hand_view)).tobytes()
    jobs: list[tuple[Callable[[ZarkView], bytes], ZarkView, bytes]]
    jobs = [(board_png, view, drawn) for view, drawn in zip(views, expected, strict=True)]
    jobs += [(hand_png, hand_view, expected_hand)] * 8
    random.Random(3).shuffle(jobs)
    with ThreadPoolExecutor(max_workers=6) as pool:
        results = list(pool.map(lambda job: job[0](job[1]), jobs))
    for (_, _, drawn), data in zip(jobs, results, strict=True):
        assert decoded(data).tobytes() == drawn


def private_uses(source: str) -> list[str]:
    """Underscored attributes of other objects than `self` (dunders aside), Pillow's core (`.im`, `.core`) and
    Pillow's underscored modules."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and not (isinstance(node.value, ast.Name) and node.value.id == "self"):
            name = node.attr
            if (name.startswith("_") and not name.endswith("__")) or name in ("im", "core"):
                found.append(f"line {node.lineno}: .{name}")
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("PIL"):
            modules = [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
            found += [f"line {node.lineno}: {module}" for module in modules if "._" in module]
        elif isinstance(node, ast.Import):
            found += [f"line {node.lineno}: {alias.name}" for alias in node.names if alias.name.startswith("PIL._")]
    return found


def test_the_renderer_uses_only_pillows_public_api() -> None:
    """No module of `render` touches another object's underscored attribute (Pillow's included) or Pillow's core."""
    assert private_uses("from PIL import _imaging\nimage = Image.Image()._new(mask)\nencoder.setimage(framed.im)") == [
        "line 1: PIL._imaging",
        "line 2: ._new",
        "line 3: .im",
    ]
    for path in sorted(Path(render.__file__).parent.glob("*.py")):
        assert private_uses(path.read_text(encoding="utf-8")) == [], path.name
