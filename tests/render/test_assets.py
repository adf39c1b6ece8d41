"""The shipped font, the fixed palette, and what importing the renderer pulls in."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PIL import ImageFont

from render import layout
from render.fonts import FONT_DIR, FONT_FILES, font
from render.palette import PALETTE_COLOURS
from render.seats import SEAT_RGB

ROOT = Path(__file__).resolve().parents[2]


def glyph_mask(text_font: ImageFont.FreeTypeFont, character: str) -> bytes:
    return bytes(text_font.getmask(character))


@pytest.mark.parametrize("style", sorted(FONT_FILES))
def test_the_font_has_every_suit_symbol(style: str) -> None:
    """A missing glyph renders as the font's 'notdef' box; every suit must be a real, distinct glyph."""
    text_font = font(style, 40)
    missing = glyph_mask(text_font, "\ue000")  # a private-use code point: never in DejaVu
    masks = {glyph_mask(text_font, symbol) for symbol in "♠♥♦♣★"}
    assert len(masks) == 5
    assert missing not in masks


def test_fonts_are_shipped_with_their_licence_and_loaded_once() -> None:
    for name in FONT_FILES.values():
        assert (FONT_DIR / name).is_file()
    assert "Bitstream Vera" in (FONT_DIR / "LICENSE.txt").read_text(encoding="utf-8")
    assert font("bold", 31) is font("bold", 31)


def test_the_palette_holds_every_layout_colour() -> None:
    assert len(PALETTE_COLOURS) <= 256
    colours = [value for value in vars(layout).values() if isinstance(value, tuple) and len(value) == 3]
    colours += list(SEAT_RGB.values()) + list(layout.SUIT_COLOURS.values())
    assert set(colours) <= set(PALETTE_COLOURS)


def test_importing_the_renderer_loads_no_discord_or_database() -> None:
    code = (
        "import sys, render, render.__main__\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in {'discord', 'aiosqlite'}))"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"
