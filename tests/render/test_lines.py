"""Fitting legend lines to a width: the longest start that fits with an ellipsis, as FreeType measures it."""

from __future__ import annotations

import random

from PIL import ImageFont

from render import samples
from render.describe import last_move_text
from render.fonts import font, text_length
from render.legend import piles_text
from render.lines import fit
from rules import Settings
from rules.playout import random_game
from rules.text import status_line


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


def test_cached_widths_and_fits_are_the_fonts_own() -> None:
    regular = font("regular", 27)
    for text in ["M13", "Turn 41: Bob to play.", "wins ★", "", " "]:
        assert text_length("regular", 27, text) == regular.getlength(text)
    name = "A very long Discord display name indeed"
    fitted = fit(name, regular, 200)
    assert fitted.endswith("…") and regular.getlength(fitted) <= 200
    assert regular.getlength(fitted[:-1] + name[len(fitted) - 1] + "…") > 200
    assert fit("Ann", regular, 200) == "Ann"


def test_fitting_by_halving_keeps_the_longest_start_that_fits() -> None:
    rng = random.Random(4)
    for text in legend_texts():
        text_font = font(rng.choice(["regular", "bold", "condensed"]), rng.choice([19, 27, 33]))
        full = text_font.getlength(text)
        for max_width in (0, 5, full * 0.3, full * 0.61, full * 0.97, full + 1):
            fit.cache_clear()
            assert fit(text, text_font, max_width) == fit_one_character_at_a_time(text, text_font, max_width), text
