"""Tarot card faces, on the board and in the hand: what a card says and where each part of it goes.

A face is a band across the top in the suit's colour (`layout.SUIT_RGB`) with the card's value large at its left end
and, at its right end, the suit's letter (C, W, S, D) or a trump's Roman numeral; under the band, the card's name
("7 of Cups", "Knight of Swords", "Death"), on one or two lines. So a card reads as "XIII Death 13" or
"7 of Cups 7" and its suit is said by a letter and a word as well as by a colour. A face-down card (the Wheel of
Fortune's, Z-45) shows a back instead: a dark lattice and a question mark, never its face (the view has None there).

`face_text` says what a card shows and `face_lines` where; the drawing and the tests both use them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from i18n import ENGLISH
from render import layout as shared
from render.fonts import font, text_length
from render.layout import RGB
from render.lines import fit
from render.palette import quantize
from render.sprites import band_mask, card_blank
from render.words import said, words_in
from rules import Message
from rules.zarcana import TAROT, TarotCard, ZarcanaRules
from rules.zarcana.cards import card_message

from ..layout import Box
from . import layout

NAME_FONT = "condensed"
_ROMAN = (("X", 10), ("IX", 9), ("V", 5), ("IV", 4), ("I", 1))


def roman(number: int) -> str:
    """A trump's number as printed: ``XIII``; the Fool's 0 as ``0``."""
    if number <= 0:
        return "0"
    text = ""
    for numeral, worth in _ROMAN:
        while number >= worth:
            text, number = text + numeral, number - worth
    return text


@dataclass(frozen=True, slots=True)
class FaceText:
    """What a card shows: `value` in the band's left end, `corner` (a suit letter or a numeral) in its right end,
    `name` under the band, and `suit` picks the band's colours ("" for trumps, extras and a face-down card)."""

    value: str
    corner: str
    name: str
    suit: str
    face_down: bool = False


def face_down(language: str = ENGLISH) -> FaceText:
    """A card whose face nobody may see (Z-45): a back and a question mark."""
    return FaceText("?", "", said(language, "image-face-down"), "", face_down=True)


def face_name(card: TarotCard) -> Message:
    """What a card's face calls it: ``7 of Cups``, ``Knight of Swords``; a trump without "The": ``High Priestess``."""
    return card_message(card) if TAROT[card].suit else Message("image-face-trump", name=card)


def face_text(card: TarotCard | None, rules: ZarcanaRules, value: int, language: str = ENGLISH) -> FaceText:
    """The text of `card` (None: face down), whose current value is `value` (the Doppelganger's varies, Z-57), its
    name in `language`."""
    if card is None:
        return face_down(language)
    info = TAROT[card]
    name = words_in(language, face_name(card))
    if info.kind in {"pip", "court"}:
        return FaceText(str(value), info.suit, name, info.suit)
    number = rules.number(card)
    corner = roman(number) if info.kind == "trump" and number else ""  # the Fool's 0 is its value already
    return FaceText(str(value), corner, name, "")


def band_colours(text: FaceText) -> tuple[RGB, RGB]:
    """The band's fill and ink."""
    if text.face_down:
        return layout.BACK_RGB, shared.CARD_FACE
    return layout.SUIT_RGB[text.suit], layout.SUIT_INK[text.suit]


# ----------------------------------------------------------------------------------------------- the name


@dataclass(frozen=True, slots=True)
class NameLines:
    """A card's name broken into lines at one font size."""

    size: int
    lines: tuple[str, ...]


SOFT_HYPHEN = "\u00ad"
#: Names with a word too long for a board card's width at a readable size, and where that word may break.
_BREAKS = {
    "Doppelganger": f"Doppel{SOFT_HYPHEN}ganger",
    "Temperance": f"Temper{SOFT_HYPHEN}ance",
    "Hierophant": f"Hiero{SOFT_HYPHEN}phant",
    "Judgement": f"Judge{SOFT_HYPHEN}ment",
}


def _pieces(name: str) -> list[tuple[str, bool]]:
    """The name's pieces, each with whether a space comes before it (else it continues the word before, and a line
    may end there with a hyphen)."""
    pieces = []
    for word in name.split(" "):
        for index, part in enumerate(_BREAKS.get(word, word).split(SOFT_HYPHEN)):
            pieces.append((part, index == 0))
    return pieces


def _split(pieces: list[tuple[str, bool]], width: int, size: int) -> list[tuple[str, bool]]:
    """`pieces` with each one wider than `width` cut where a hyphen after its start still fits: a long word of a
    language that `_BREAKS` does not know."""
    split: list[tuple[str, bool]] = []
    for whole, first_spaced in pieces:
        part, spaced = whole, first_spaced
        while len(part) > 3 and text_length(NAME_FONT, size, part) > width:
            cut = max(2, len(fit(part, font(NAME_FONT, size), width)) - 1)  # `fit` keeps room for "…", about a "-"
            split.append((part[:cut], spaced))
            part, spaced = part[cut:], False
        split.append((part, spaced))
    return split


def _lines_at(name: str, width: int, size: int, *, cut_words: bool = False) -> list[str]:
    """The name broken greedily into lines no wider than `width` where it can be: between words, or inside a long
    word where `_BREAKS` allows (or anywhere, with `cut_words`), with a hyphen."""
    lines: list[str] = []
    pieces = _pieces(name)
    for part, spaced in _split(pieces, width, size) if cut_words else pieces:
        if lines:
            joined = lines[-1] + (" " if spaced else "") + part
            if text_length(NAME_FONT, size, joined) <= width:
                lines[-1] = joined
                continue
            if not spaced:
                lines[-1] += "-"
        lines.append(part)
    return lines


@lru_cache(maxsize=512)
def name_lines(name: str, width: int, size: int, min_size: int, max_lines: int = 2) -> NameLines:
    """The name in as few lines as fit `width` (at most `max_lines`), at `size` if it can, else as little smaller as
    needed, down to `min_size`; else with its long words cut where a hyphen fits; at worst, the last line is cut
    with an ellipsis."""
    for cut_words in (False, True):
        for at in range(size, min_size - 1, -1):
            lines = _lines_at(name, width, at, cut_words=cut_words)
            if len(lines) <= max_lines and all(text_length(NAME_FONT, at, line) <= width for line in lines):
                return NameLines(at, tuple(lines))
    lines = _lines_at(name, width, min_size)
    head = lines[: max_lines - 1]
    rest = " ".join(lines[max_lines - 1 :])
    return NameLines(min_size, (*head, fit(rest, font(NAME_FONT, min_size), width)))


# ----------------------------------------------------------------------------------------------- where things go


@dataclass(frozen=True, slots=True)
class FaceLines:
    """Where a face's text goes, relative to the card's top-left corner: each as (x, baseline, size) with the text.
    `name_bottom` is where the free part of the card begins (the minions' area on the board)."""

    value: tuple[int, int, int]
    corner: tuple[int, int, int]
    name: tuple[tuple[str, int, int, int], ...]
    name_bottom: int


def _cap(size: int, style: str = NAME_FONT) -> int:
    return -int(font(style, size).getbbox("X", anchor="ls")[1])


@dataclass(frozen=True, slots=True)
class FaceSizes:
    """A face's sizes: the card's width, the band's height, and the font sizes of the value, corner and name."""

    width: int
    band: int
    value: int
    corner: int
    name: int


BOARD_SIZES = FaceSizes(layout.CARD_WIDTH, layout.BAND, layout.VALUE_SIZE, layout.BAND_MARK_SIZE, layout.NAME_SIZE)
HAND_SIZES = FaceSizes(
    layout.HAND_CARD_WIDTH, layout.HAND_BAND, layout.HAND_VALUE_SIZE, layout.HAND_BAND_MARK_SIZE, layout.HAND_NAME_SIZE
)


@lru_cache(maxsize=512)
def face_lines(text: FaceText, sizes: FaceSizes) -> FaceLines:
    """Value and corner centred on the band's middle; the name's lines under the band, left-aligned."""
    pad = layout.CARD_PAD + 2
    value_baseline = (sizes.band + _cap(sizes.value)) // 2
    corner_baseline = (sizes.band + _cap(sizes.corner)) // 2
    corner_x = sizes.width - pad - round(text_length(NAME_FONT, sizes.corner, text.corner))
    smallest = min(sizes.name, layout.NAME_MIN_SIZE)
    lines = name_lines(text.name, sizes.width - 2 * pad, sizes.name, smallest)
    line_height = round(lines.size * layout.NAME_LINE / layout.NAME_SIZE)
    baseline = sizes.band + 4 + _cap(lines.size) + (line_height - _cap(lines.size)) // 3
    placed = []
    for line in lines.lines:
        placed.append((line, pad, baseline, lines.size))
        baseline += line_height
    name_bottom = baseline - line_height + round(lines.size * 0.3) + 4
    value = (pad, value_baseline, sizes.value)
    return FaceLines(value, (corner_x, corner_baseline, sizes.corner), tuple(placed), name_bottom)


def _ink_box(text: str, style: str, size: int, x: int, baseline: int) -> Box:
    left, top, right, bottom = font(style, size).getbbox(text, anchor="ls")
    return (x + int(left), baseline + int(top), x + int(right), baseline + int(bottom))


def value_box(text: FaceText, lines: FaceLines) -> Box:
    """Where the value's ink is, from the card's top-left corner."""
    x, baseline, size = lines.value
    return _ink_box(text.value, "bold" if text.face_down else NAME_FONT, size, x, baseline)


def name_initial_box(lines: FaceLines) -> Box:
    """Where the ink of the name's first character is (a capital or a digit), from the card's top-left corner."""
    line, x, baseline, size = lines.name[0]
    return _ink_box(line[0], NAME_FONT, size, x, baseline)


def board_lines(text: FaceText) -> FaceLines:
    return face_lines(text, BOARD_SIZES)


def hand_lines(text: FaceText) -> FaceLines:
    return face_lines(text, HAND_SIZES)


# ----------------------------------------------------------------------------------------------- drawing


def _lattice(tile: Image.Image, band: int) -> None:
    """A card back's pattern across the band: diagonal lines both ways, inside the band's mask."""
    pattern = Image.new("RGB", (tile.width, band), layout.BACK_RGB)
    draw = ImageDraw.Draw(pattern)
    step = max(8, band // 4)
    for start in range(-band, tile.width + band, step):
        draw.line((start, 0, start + band, band), fill=layout.BACK_LINES, width=1)
        draw.line((start + band, 0, start, band), fill=layout.BACK_LINES, width=1)
    tile.paste(pattern, (0, 0), band_mask(tile.width, tile.height, band).crop((0, 0, tile.width, band)))


def draw_face(tile: Image.Image, text: FaceText, lines: FaceLines, band: int) -> None:
    """A card's band and name onto a white card `tile` (RGB) of the card's size."""
    fill, ink = band_colours(text)
    if text.face_down:
        _lattice(tile, band)
    else:
        mask = band_mask(tile.width, tile.height, band).crop((0, 0, tile.width, band))
        tile.paste(fill, (0, 0, tile.width, band), mask)
    draw = ImageDraw.Draw(tile)
    x, baseline, size = lines.value
    value_font = font("bold", size) if text.face_down else font(NAME_FONT, size)
    if text.face_down:  # the question mark on a plain patch, so the lattice does not cut through it
        box = value_font.getbbox(text.value, anchor="ls")
        draw.rectangle((x + box[0] - 4, baseline + box[1] - 4, x + box[2] + 4, baseline + box[3] + 4), fill=fill)
    draw.text((x, baseline), text.value, font=value_font, fill=ink, anchor="ls")
    if text.corner:
        x, baseline, size = lines.corner
        draw.text((x, baseline), text.corner, font=font(NAME_FONT, size), fill=ink, anchor="ls")
    name_ink = shared.NAME_TEXT if text.face_down else layout.NAME_INK
    for line, x, baseline, size in lines.name:
        draw.text((x, baseline), line, font=font(NAME_FONT, size), fill=name_ink, anchor="ls")


@lru_cache(maxsize=512)
def board_face(text: FaceText, backdrop: RGB) -> Image.Image:
    """A card as it lies on the board, paletted, its corners blended into `backdrop` (the table or a ring)."""
    width, height = layout.CARD_WIDTH, layout.CARD_HEIGHT
    tile = Image.new("RGB", (width, height), backdrop)
    blank = card_blank(width, height)
    tile.paste(blank, (0, 0), blank)
    draw_face(tile, text, board_lines(text), layout.BAND)
    return quantize(tile)
