"""Lines of legend text: fitted to a width, and pasted word by word from cached word labels.

The status, piles and last-move lines are new strings nearly every turn, and FreeType drawing each new line whole
was a large part of drawing a turn's board (`bench/render.py`, `legend_words_*`). Their words recur ("Turn",
"to", "play.", card labels, cell names, numbers), so a line is pasted as its words' cached labels (`sprites.label`),
each word starting after the advances of the words and spaces before it, which is where FreeType's layout of the
whole line starts it. Only the rounding differs: a word's start is rounded to a whole pixel, where drawing the
whole line rounds each glyph's, so a glyph may sit one pixel left or right of where it would otherwise.

That holds for text whose characters do not act on each other across a space: Latin letters, digits, punctuation
and the legend's symbols, none of which combines, joins or runs right to left. Other text is drawn whole, Greek and
Cyrillic included: FreeType's layout chooses kerning by script, and digits and punctuation take the script of the
text before them, so after a Cyrillic name "(to" is kerned otherwise than alone. So is a line whose word labels
would overlap. Like all FreeType work, this runs under the renderer's drawing lock (see `render`).
"""

from __future__ import annotations

import math
import re
from functools import lru_cache

from PIL import Image, ImageFont

from .fonts import font, text_length
from .sprites import TextStyle, label, paste_label

ELLIPSIS = "…"

# Latin letters, digits, punctuation and the legend's symbols (see the module docstring).
_WORD_BY_WORD = re.compile(r"[\x20-\x7e\xa0-\xac\xae-\u024f–—‘’“”•…·★◀♠♣♥♦]*")


@lru_cache(maxsize=4096)
def fit(text: str, text_font: ImageFont.FreeTypeFont, max_width: float) -> str:
    """Shorten `text` with an ellipsis until it fits; long Discord names must not run into the next column.

    The longest start of `text` that fits with the ellipsis, found by halving (a last-move line is often too long,
    and measuring it one character fewer at a time was a twentieth of a busy bot's time). Cached, since fonts are
    loaded once: most boards fit the same names again."""
    if text_font.getlength(text) <= max_width:
        return text
    fits, too_long = 0, len(text)  # characters kept that fit with the ellipsis; that many do not fit
    while too_long - fits > 1:
        middle = (fits + too_long) // 2
        if text_font.getlength(text[:middle] + ELLIPSIS) <= max_width:
            fits = middle
        else:
            too_long = middle
    return text[:fits] + ELLIPSIS


def fit_words(text: str, style: TextStyle, max_width: float) -> str:
    """A line that changes every turn, shortened to fit: `text` if it fits, else its longest run of whole words
    that fits with an ellipsis after it. Measured from the cached widths of its words, as `paste_line` places them,
    so a new line is never measured whole; text that is not pasted word by word, or whose first word alone is too
    long, is shortened by `fit`."""
    if word_by_word(text):
        space = text_length(style.font, style.size, " ")
        reach = max_width - text_length(style.font, style.size, ELLIPSIS)  # for the words kept before a cut
        words, width, kept = text.split(" "), -space, 0
        for count, word in enumerate(words, start=1):
            width += space + text_length(style.font, style.size, word)
            if width <= reach:
                kept = count
        if width <= max_width:
            return text
        if kept:
            return " ".join(words[:kept]).rstrip() + ELLIPSIS
    return fit(text, font(style.font, style.size), max_width)


@lru_cache(maxsize=1024)
def wrap_words(text: str, style: TextStyle, width: float) -> tuple[str, ...]:
    """`text` in as many lines as it takes, none wider than `width`, broken between words: nothing is cut. A word
    wider than `width` alone (a long name on a narrow image) is broken between its characters."""
    lines: list[str] = []
    for whole in text.split(" "):
        word = whole
        joined = f"{lines[-1]} {word}" if lines else word
        if lines and text_length(style.font, style.size, joined) <= width:
            lines[-1] = joined
            continue
        while len(word) > 1 and text_length(style.font, style.size, word) > width:
            cut = max(1, len(fit(word, font(style.font, style.size), width)) - 1)  # `fit` keeps room for "…"
            lines.append(word[:cut])
            word = word[cut:]
        lines.append(word)
    return tuple(lines) or ("",)


def word_by_word(text: str) -> bool:
    """Whether a line of `text` is pasted from its words rather than drawn whole (see the module docstring)."""
    return _WORD_BY_WORD.fullmatch(text) is not None


def paste_line(canvas: Image.Image, xy: tuple[int, int], text: str, style: TextStyle) -> None:
    """`sprites.paste_label` with anchor ``ls`` (the left end of the baseline at `xy`), word by word if it can be."""
    words = _placed_words(xy, text, style) if word_by_word(text) else None
    if words is None:
        paste_label(canvas, xy, text, style, "ls")
        return
    for tile, at in words:
        canvas.paste(tile, at)


def _placed_words(xy: tuple[int, int], text: str, style: TextStyle) -> list[tuple[Image.Image, tuple[int, int]]] | None:
    """Each word's label and where it goes, or None if a word's paper would cover ink of the word before it."""
    space = text_length(style.font, style.size, " ")
    start = 0.0  # of the word, from the left end of the line
    right = -math.inf  # of the last label placed
    placed = []
    for word in text.split(" "):
        if word:
            tile, dx, dy = label(word, style, "ls")
            left = xy[0] + math.floor(start + 0.5) + dx  # halves rounded up, as FreeType's layout in Pillow does
            if left < right:
                return None
            placed.append((tile, (left, xy[1] + dy)))
            right = left + tile.width
            start += text_length(style.font, style.size, word)
        start += space
    return placed
