"""Cached tiles must be exactly what drawing in place would give: the caches are for speed, never for looks."""

from __future__ import annotations

import random

import pytest
from PIL import Image, ImageDraw

from render import layout
from render.fonts import font
from render.palette import blank_canvas, ink, quantize
from render.sprites import Piece, TextStyle, compose, label, label_piece, paste_piece, pyramid_piece, slot_outline

STYLES = [
    TextStyle("condensed", layout.NAME_SIZE, layout.NAME_TEXT, layout.CARD_FACE),
    TextStyle("condensed", layout.FRONTIER_NAME_SIZE, layout.FRONTIER_TEXT, layout.TABLE),
    TextStyle("bold", 27, layout.LEGEND_TEXT, layout.LEGEND_CURRENT),
    TextStyle("regular", 19, layout.LEGEND_MUTED, layout.LEGEND_BG),
]
TEXTS = ["M13", "AA7", "Turn 41: Bob to play.", "Last move: Ann built the 10♦ on M14.", "wins ★", "◀ to play", "", " "]


def drawn_label(text: str, style: TextStyle, anchor: str) -> tuple[bytes, tuple[int, int], int, int]:
    """The label as the renderer first drew it: text drawn on the paper in RGB, then mapped to the palette."""
    text_font = font(style.font, style.size)
    left, top, right, bottom = text_font.getbbox(text, anchor=anchor)
    tile = Image.new("RGB", (max(1, right - left), max(1, bottom - top)), style.paper)
    ImageDraw.Draw(tile).text((-left, -top), text, font=text_font, fill=style.ink, anchor=anchor)
    paletted = quantize(tile)
    return paletted.tobytes(), paletted.size, left, top


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("anchor", ["la", "ls", "mm", "rd"])
def test_a_label_tile_is_the_text_drawn_and_mapped(style: TextStyle, anchor: str) -> None:
    for text in TEXTS:
        tile, dx, dy = label(text, style, anchor)
        assert (tile.tobytes(), tile.size, dx, dy) == drawn_label(text, style, anchor), text
        assert tile.mode == "P"


def test_a_slot_outline_pasted_is_the_outline_drawn() -> None:
    for width, height in [(44, 88), (93, 93), (93, 44)]:
        drawn = blank_canvas(width + 10, height + 10, layout.TABLE)
        ImageDraw.Draw(drawn).rounded_rectangle(
            (5, 5, 5 + width - 1, 5 + height - 1),
            radius=layout.CARD_RADIUS,
            outline=ink(layout.FRONTIER_SLOT),
            width=2,
        )
        pasted = blank_canvas(width + 10, height + 10, layout.TABLE)
        pasted.paste(ink(layout.FRONTIER_SLOT), (5, 5, 5 + width, 5 + height), slot_outline(width, height))
        assert pasted.tobytes() == drawn.tobytes()


def busy_canvas(seed: int) -> Image.Image:
    """A canvas with something different under every pixel, so a sprite that sets a pixel it should not shows."""
    rng = random.Random(seed)
    canvas = blank_canvas(160, 120, layout.TABLE)
    canvas.putdata([rng.randrange(40) for _ in range(160 * 120)])
    return canvas


def random_pieces(rng: random.Random) -> list[Piece]:
    pieces: list[Piece] = []
    for _ in range(rng.randrange(1, 6)):
        x, y = rng.randrange(-20, 100), rng.randrange(-20, 90)
        kind = rng.randrange(3)
        if kind == 0:
            pieces.append(
                label_piece((x, y), rng.choice(TEXTS[:6]), rng.choice(STYLES), rng.choice(["la", "ls", "mm"]))
            )
        elif kind == 1:
            height = rng.randrange(12, 40)
            box = (x, y, x + round(height * layout.PYRAMID_WIDTH_RATIO), y + height)
            pieces.append(
                pyramid_piece(box, rng.choice(sorted(layout.SEAT_RGB)), rng.choice(["", "A"]), layout.CARD_FACE)
            )
        else:
            pieces.append((ink(layout.FRONTIER_SLOT), slot_outline(rng.randrange(20, 60), rng.randrange(20, 60)), x, y))
    return pieces


def test_a_composed_sprite_sets_exactly_what_its_pieces_set() -> None:
    rng = random.Random(5)
    for trial in range(60):
        pieces = random_pieces(rng)
        one_by_one, composed = busy_canvas(trial), busy_canvas(trial)
        for piece in pieces:
            paste_piece(one_by_one, piece, 30, 20)
        compose(pieces).paste(composed, 30, 20)
        assert composed.tobytes() == one_by_one.tobytes(), pieces


def test_a_sprite_over_a_whole_tile_has_no_mask() -> None:
    card = quantize(Image.new("RGB", (80, 100), layout.CARD_FACE))
    sprite = compose([(card, None, 0, 0), label_piece((70, 90), "M13", STYLES[0], "rd")])
    assert sprite.piece[1] is None
    drawn = busy_canvas(1)
    paste_piece(drawn, (card, None, 10, 10))
    paste_piece(drawn, label_piece((80, 100), "M13", STYLES[0], "rd"))
    composed = busy_canvas(1)
    sprite.paste(composed, 10, 10)
    assert composed.tobytes() == drawn.tobytes()
