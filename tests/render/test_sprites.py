"""Cached tiles must be exactly what drawing in place would give: the caches are for speed, never for looks."""

from __future__ import annotations

import random

import pytest
from PIL import Image, ImageDraw, ImageFont

from render import layout, samples
from render.describe import last_move_text
from render.fonts import font, text_length
from render.legend import fit, piles_text
from render.palette import blank_canvas, ink, quantize
from render.sprites import Piece, TextStyle, compose, label, label_piece, paste_piece, pyramid_piece, slot_outline
from rules import Settings
from rules.playout import random_game
from rules.text import status_line

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


def test_cached_widths_and_fits_are_the_fonts_own() -> None:
    regular = font("regular", 27)
    for text in TEXTS:
        assert text_length("regular", 27, text) == regular.getlength(text)
    name = "A very long Discord display name indeed"
    fitted = fit(name, regular, 200)
    assert fitted.endswith("…") and regular.getlength(fitted) <= 200
    assert regular.getlength(fitted[:-1] + name[len(fitted) - 1] + "…") > 200
    assert fit("Ann", regular, 200) == "Ann"


def fit_one_character_at_a_time(text: str, text_font: ImageFont.FreeTypeFont, max_width: float) -> str:
    """How `fit` first worked: the definition it must keep to."""
    if text_font.getlength(text) <= max_width:
        return text
    while text and text_font.getlength(text + "…") > max_width:
        text = text[:-1]
    return text + "…"


def legend_texts() -> list[str]:
    texts = []
    for seed in range(4):
        game = random_game(Settings(players=samples.FIVE_PLAYERS[: 2 + seed]), seed, max_turns=80)
        view = game.view(None)
        texts += [last_move_text(view), status_line(view), piles_text(view)]
    rng = random.Random(9)
    alphabet = "AaBbVvWwTtYy.,'’ -–—…·★◀♠♣♥♦ÀéøßЖжΩω0123456789fiflLT"
    texts += ["".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 70))) for _ in range(150)]
    texts += ["Last move: Zoë built the 10♦ on AB13, then discarded 7♣.", "e\u0301e\u0301e\u0301 combining" * 3]
    return texts


def test_fitting_by_halving_keeps_the_longest_start_that_fits() -> None:
    rng = random.Random(4)
    for text in legend_texts():
        text_font = font(rng.choice(["regular", "bold", "condensed"]), rng.choice([19, 27, 33]))
        full = text_font.getlength(text)
        for max_width in (0, 5, full * 0.3, full * 0.61, full * 0.97, full + 1):
            fit.cache_clear()
            assert fit(text, text_font, max_width) == fit_one_character_at_a_time(text, text_font, max_width), text


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
