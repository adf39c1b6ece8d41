"""Lines of legend text: fitted to a width, and composed from cached word tiles instead of drawn whole.

The status, piles and last-move lines are new strings nearly every turn, and FreeType drawing them was about
1 ms of each new turn's board. Their words recur ("Turn", "to", "play.", "Deck", card labels, cell names,
numbers), so each word is drawn once, as a tile like `sprites.label`'s, and a line is its words side by side:
each word starts after the advances of the words before it and one space's advance each, which is where
FreeType's layout of the whole line starts it. Only the rounding differs: a composed line rounds each word's
start to a whole pixel, a whole-line drawing rounds each glyph's, so a glyph may sit one pixel left or right of
where drawing the whole line puts it (tests check the ink against FreeType's). Fonts, sizes, colours, the
baseline and the anchor are the same.

That holds for text whose characters do not act on each other across a space: Latin letters, digits,
punctuation and the legend's symbols, none of which combines, joins or runs right to left. Other scripts are
drawn whole as before, even Greek and Cyrillic: FreeType's layout chooses kerning by script, and digits and
punctuation take the script of the text before them, so after a Cyrillic name "(to" is kerned otherwise than
alone (up to 2 pixels). So is a line whose word tiles would overlap. Everything here runs under the renderer's
drawing lock (see `render`), like all FreeType work.
"""

from __future__ import annotations

import math
import re
from bisect import bisect_right
from functools import lru_cache
from itertools import accumulate

from PIL import Image, ImageFont

from .fonts import font, text_length
from .sprites import Piece, TextStyle, draw_label, label_piece, paste_piece

# Text in these characters (Latin, Greek and Cyrillic letters, digits, punctuation, the suits and the legend's
# symbols: none combines, joins or changes shape with the next) only grows wider as a character is added.
_WIDENS_AS_IT_GROWS = re.compile(
    r"[\x20-\x7e\xa0-\xac\xae-\u024f\u0386-\u03ff\u0400-\u0482\u048a-\u04ff–—‘’“”•…·★◀♠♣♥♦]*"
)
# The Latin part of it, which is also laid out word by word (see the module docstring).
_COMPOSABLE = re.compile(r"[\x20-\x7e\xa0-\xac\xae-\u024f–—‘’“”•…·★◀♠♣♥♦]*")

ELLIPSIS = "…"


def composable(text: str) -> bool:
    """Whether a line of `text` is composed from its words rather than drawn whole (see the module docstring)."""
    return _COMPOSABLE.fullmatch(text) is not None


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


#: Word tiles kept. A tile is one byte a pixel plus about 2 KB of image object: an ordinary word takes about 4 KB
#: at the usual 27-pixel legend font and 9 KB at the largest (46), so a full cache of them is 8-20 MB. The most a
#: word can take is a 32-character Discord name without spaces at 46 pixels, about 1,650 x 60 pixels or 100 KB;
#: only thousands of such names would fill the cache to its bound of about 200 MB.
WORD_TILES = 2048


@lru_cache(maxsize=WORD_TILES)
def word_tile(word: str, style: TextStyle) -> tuple[Image.Image, int, int]:
    """A word as a paletted tile on its paper, and its offset from the left end of its baseline.

    Cached apart from `sprites.label`, whose entries are whole texts, so words are not pushed out by them.
    """
    return draw_label(word, style, "ls")


def _length(style: TextStyle, text: str) -> float:
    return text_length(style.font, style.size, text) if text else 0.0


def _starts(words: list[str], style: TextStyle) -> list[float]:
    """Where each word starts from the left end of the line: the advances of the words before it and their spaces."""
    space = _length(style, " ")
    return list(accumulate((_length(style, word) + space for word in words[:-1]), initial=0.0))


def line_length(text: str, style: TextStyle) -> float:
    """The advance width of `text` composed from its words: FreeType's for the whole line, or within a pixel."""
    if not composable(text):
        return text_length(style.font, style.size, text)
    words = text.split(" ")
    return _starts(words, style)[-1] + _length(style, words[-1])


@lru_cache(maxsize=1024)
def fit_line(text: str, style: TextStyle, max_width: float) -> str:
    """`fit` on composed widths: the longest start of `text` that, with an ellipsis, composes to `max_width` or less.

    The cut is decided on cached word widths: only the starts of the word it falls in are measured with the
    ellipsis ("th…"), short strings that recur. Text that is not composed is fitted by `fit`.
    """
    if not composable(text):
        return fit(text, font(style.font, style.size), max_width)
    words = text.split(" ")
    starts = _starts(words, style)
    if starts[-1] + _length(style, words[-1]) <= max_width:
        return text
    # The cut falls in the last word that leaves room for an ellipsis before it: widths grow with the characters
    # kept, and keeping the words before a word and its space is as wide as its start plus the ellipsis.
    ellipsis = _length(style, ELLIPSIS)
    cut = max(0, bisect_right([start + ellipsis for start in starts], max_width) - 1)
    word, first = words[cut], sum(len(before) + 1 for before in words[:cut])  # the cut word and its index in `text`
    fits, too_long = 0, len(word) + 1  # as many of its characters as fit, and as many as do not
    while too_long - fits > 1:
        middle = (fits + too_long) // 2
        if starts[cut] + _length(style, word[:middle] + ELLIPSIS) <= max_width:
            fits = middle
        else:
            too_long = middle
    return text[: first + fits] + ELLIPSIS


_ANCHOR_SHARE = {"l": 0.0, "m": 0.5, "r": 1.0}  # how much of the line's advance lies left of the anchor point


def _pixel(x: float) -> int:
    """The whole pixel nearest `x`, halves rounded up, as FreeType's layout in Pillow rounds positions."""
    return math.floor(x + 0.5)


def line_pieces(xy: tuple[float, float], text: str, style: TextStyle, anchor: str = "ls") -> list[Piece]:
    """Text placed as ``ImageDraw.text(xy, anchor=anchor)`` would place it, as word tiles on the style's paper.

    Only baseline anchors (``ls``, ``ms``, ``rs``). A line that cannot be composed is one `label_piece`.
    """
    if anchor not in ("ls", "ms", "rs"):
        raise ValueError(f"a composed line is anchored on its baseline (ls, ms or rs), not {anchor!r}")
    words = text.split(" ")
    if not composable(text) or not any(words):
        return [label_piece(xy, text, style, anchor)]
    starts = _starts(words, style)
    origin = round(xy[0]) - _pixel((starts[-1] + _length(style, words[-1])) * _ANCHOR_SHARE[anchor[0]])
    baseline = round(xy[1])
    pieces: list[Piece] = []
    right = -math.inf  # of the last tile placed
    for word, start in zip(words, starts, strict=True):
        if not word:
            continue
        tile, dx, dy = word_tile(word, style)
        x = origin + _pixel(start) + dx
        if x < right:  # its paper would cover the last word's ink
            return [label_piece(xy, text, style, anchor)]
        pieces.append((tile, None, x, baseline + dy))
        right = x + tile.width
    return pieces


def paste_line(canvas: Image.Image, xy: tuple[float, float], text: str, style: TextStyle, anchor: str = "ls") -> None:
    """`sprites.paste_label` for a line composed from words: the canvas under it must be the style's paper."""
    for piece in _placed_line(xy, text, style, anchor):
        paste_piece(canvas, piece)


@lru_cache(maxsize=256)
def _placed_line(xy: tuple[float, float], text: str, style: TextStyle, anchor: str) -> tuple[Piece, ...]:
    """`line_pieces`, kept for a board drawn again: placing the words takes about 0.05 ms of a 40-move board.

    Holds at most 256 lines' pieces, whose tiles are word tiles (kept alive while a line here holds them).
    """
    return tuple(line_pieces(xy, text, style, anchor))
