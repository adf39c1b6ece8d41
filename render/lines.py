"""Lines of legend text fitted to a width: long Discord names and last moves must not run past the legend."""

from __future__ import annotations

import re
from functools import lru_cache

from PIL import ImageFont

# Text in these characters (Latin, Greek and Cyrillic letters, digits, punctuation, the suits and the legend's
# symbols: none combines, joins or changes shape with the next) only grows wider as a character is added.
_WIDENS_AS_IT_GROWS = re.compile(
    r"[\x20-\x7e\xa0-\xac\xae-\u024f\u0386-\u03ff\u0400-\u0482\u048a-\u04ff–—‘’“”•…·★◀♠♣♥♦]*"
)

ELLIPSIS = "…"


@lru_cache(maxsize=4096)
def fit(text: str, text_font: ImageFont.FreeTypeFont, max_width: float) -> str:
    """Shorten `text` with an ellipsis until it fits; long Discord names must not run into the next column.

    The longest start of `text` that fits with the ellipsis, found by halving when widths only grow with length
    (nearly every last-move line is too long, and trying one character fewer at a time took up to 0.7 ms), else
    one character fewer at a time. Cached: every board fits the same names again (fonts are loaded once, so a
    font is a stable cache key).
    """
    if text_font.getlength(text) <= max_width:
        return text
    if not _WIDENS_AS_IT_GROWS.fullmatch(text):
        while text and text_font.getlength(text + ELLIPSIS) > max_width:
            text = text[:-1]
        return text + ELLIPSIS
    fits, too_long = 0, len(text) + 1  # as many characters as fit, and as many as do not
    while too_long - fits > 1:
        middle = (fits + too_long) // 2
        if text_font.getlength(text[:middle] + ELLIPSIS) <= max_width:
            fits = middle
        else:
            too_long = middle
    return text[:fits] + ELLIPSIS
