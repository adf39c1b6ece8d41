"""The shipped fonts, loaded once per size.

Pillow's built-in font has no ♠♥♦♣★, and a system font may be missing on the host, so the images use copies of
DejaVu Sans kept in ``assets/fonts`` (licence beside them). Nothing is installed or fetched at run time.
"""

from __future__ import annotations

from functools import cache, lru_cache
from pathlib import Path

from PIL import ImageFont

FONT_DIR = Path(__file__).resolve().parent.parent / "assets" / "fonts"

FONT_FILES = {
    "regular": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "condensed": "DejaVuSansCondensed-Bold.ttf",  # narrow enough for "10♠" across a portrait card
}


@cache
def font(style: str, size: int) -> ImageFont.FreeTypeFont:
    """A font by style (``regular``, ``bold``, ``condensed``) and pixel size; each file and size is read once."""
    return ImageFont.truetype(str(FONT_DIR / FONT_FILES[style]), size)


@lru_cache(maxsize=8192)
def text_length(style: str, size: int, text: str) -> float:
    """The advance width of `text`, cached: every board measures the same cell names and legend texts again."""
    return font(style, size).getlength(text)
