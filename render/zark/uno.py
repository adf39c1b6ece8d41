"""Uno card faces (Unocitta, Unopolis): a band across the top of the card in its colour, with the rank and the
colour letter, so no card is told apart by colour alone.

On the board a Wild shows a black tag with its notation (``W``, or ``W`` over ``4``) beside the card it stands for
(R-24), so it reads both as a Wild and as that card; the tag is narrow, so the card's rank and colour letter keep
their size. In the hand a coloured card has its colour letter in a disc of its colour, and a Wild the four colours
of the real card's emblem. The card stays white below the band, where the cell name and the pyramids go.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from PIL import Image, ImageDraw

from i18n import ENGLISH
from rules.zark import Card
from rules.zark.cards import CARD_INFO, UNO_COLOURS

from .. import layout
from ..fonts import font
from ..layout import RGB, Box
from ..sprites import band_mask
from ..words import said

#: What a band says for each card notation without its colour letter, when that is not the rank itself: the
#: action in a word (`image-uno-band`, in the hand's language) or as printed on the real cards (+2).
_BAND_TEXT = {"S": "skip", "R": "reverse", "W": "wild", "W4": "wild4"}


def is_uno_face(card: Card) -> bool:
    """A card drawn with an Uno face: one of the four colours, or a Wild."""
    info = CARD_INFO[card]
    return info.suit in UNO_COLOURS or info.is_wild


def colour_letter(card: Card) -> str:
    """The letter drawn for the card's colour (R, Y, G, B), or "" for a Wild."""
    return CARD_INFO[card].suit


def rank_text(card: Card, language: str = ENGLISH) -> str:
    """The rank as the band shows it: ``7``, ``+2``, or a word in `language`: ``Skip``, ``Reverse``, ``Wild``,
    ``Wild +4``."""
    rank = card.removesuffix(CARD_INFO[card].suit)
    return said(language, "image-uno-band", rank=_BAND_TEXT[rank]) if rank in _BAND_TEXT else rank


def fill(card: Card) -> RGB:
    suit = CARD_INFO[card].suit
    return layout.UNO_RGB[suit] if suit else layout.WILD_RGB


def card_ink(card: Card) -> RGB:
    suit = CARD_INFO[card].suit
    return layout.UNO_INK[suit] if suit else layout.CARD_FACE


def _paint_band(tile: Image.Image, colour: RGB, left: int, right: int, band: int) -> None:
    mask = band_mask(tile.width, tile.height, band).crop((left, 0, right, band))
    tile.paste(colour, (left, 0, right, band), mask)


@dataclass(frozen=True, slots=True)
class BandText:
    """Where a band's rank and colour letter go: one font size, one baseline, the letter after the rank."""

    size: int
    rank_x: float
    letter_x: float
    baseline: int


def band_text(card: Card, box: Box, size: int) -> BandText:
    """The rank and the colour letter after it, as large as the rank (the letter says what the colour says, to
    every eye), shrunk only to fit and centred in `box`: ``7R`` reads as the card's notation."""
    rank, letter = rank_text(card), colour_letter(card)
    while True:
        text_font = font("condensed", size)
        gap = round(size * 0.08)
        width = text_font.getlength(rank) + gap + text_font.getlength(letter)
        if width <= box[2] - box[0] - 6 or size <= 12:
            break
        size -= 2
    x = (box[0] + box[2] - width) / 2
    baseline = box[3] - round((box[3] - box[1] - size * 0.73) / 2)
    return BandText(size, x, x + text_font.getlength(rank) + gap, baseline)


def _tag_lines(card: Card) -> tuple[str, ...]:
    """A nominated Wild's tag, narrow to leave the card it stands for room: ``W``, or ``W`` over ``4``."""
    return (card[:1], card[1:]) if card[1:] else (card,)


def _wild_tag_width(card: Card, nomination: Card | None, width: int) -> int:
    """How much of the band's left end a Wild's black tag takes: all of it until the Wild stands for a card."""
    if not CARD_INFO[card].is_wild:
        return 0
    if nomination is None:
        return width
    tag_font = font("condensed", layout.WILD_STACK_SIZE)
    return math.ceil(max(tag_font.getlength(line) for line in _tag_lines(card))) + 2 * layout.WILD_TAG_PAD


def _draw_tag(draw: ImageDraw.ImageDraw, card: Card, nominated: bool, width: int) -> None:
    """The Wild's notation in white on its black tag, `width` wide: across the band until it stands for a card, then
    narrow, smaller and stacked (``W`` over ``4``) to leave that card's rank and colour letter their size."""
    if not nominated:
        tag_font = font("condensed", layout.WILD_TAG_SIZE)
        draw.text((width / 2, layout.RANK_BAND / 2), card, font=tag_font, fill=layout.CARD_FACE, anchor="mm")
        return
    lines = _tag_lines(card)
    tag_font = font("condensed", layout.WILD_STACK_SIZE)
    cap = -int(tag_font.getbbox("W", anchor="ls")[1])
    baseline = (layout.RANK_BAND - len(lines) * cap - (len(lines) - 1) * layout.WILD_STACK_GAP) // 2 + cap
    for line in lines:
        draw.text((width / 2, baseline), line, font=tag_font, fill=layout.CARD_FACE, anchor="ms")
        baseline += cap + layout.WILD_STACK_GAP


def board_letter_box(card: Card, nomination: Card | None, width: int) -> Box | None:
    """Where the colour letter stands on a board card `width` pixels wide: as wide as the letter's advance and a
    capital's height tall, the baseline at the bottom. None for a Wild that stands for nothing yet."""
    left = _wild_tag_width(card, nomination, width)
    if left >= width:
        return None
    shown = nomination or card
    text = band_text(shown, (left, 0, width, layout.RANK_BAND), layout.UNO_BAND_SIZE)
    text_font = font("condensed", text.size)
    top = text.baseline + int(text_font.getbbox("R", anchor="ls")[1])
    right = math.ceil(text.letter_x + text_font.getlength(colour_letter(shown)))
    return (math.floor(text.letter_x), top, right, text.baseline)


def draw_board_face(tile: Image.Image, card: Card, nomination: Card | None) -> None:
    """The band of an Uno card on the board, onto a white card `tile` (RGB); a Wild shows its tag and nomination."""
    draw = ImageDraw.Draw(tile)
    band = layout.RANK_BAND
    left = _wild_tag_width(card, nomination, tile.width)
    if left:
        _paint_band(tile, layout.WILD_RGB, 0, left, band)
        _draw_tag(draw, card, nomination is not None, left)
    if left < tile.width:
        shown = nomination or card
        _paint_band(tile, fill(shown), left, tile.width, band)
        text = band_text(shown, (left, 0, tile.width, band), layout.UNO_BAND_SIZE)
        text_font = font("condensed", text.size)
        draw.text((text.rank_x, text.baseline), rank_text(shown), font=text_font, fill=card_ink(shown), anchor="ls")
        draw.text(
            (text.letter_x, text.baseline), colour_letter(shown), font=text_font, fill=card_ink(shown), anchor="ls"
        )


# ----------------------------------------------------------------------------------------------- hand


@cache
def _disc(card: Card, diameter: int) -> Image.Image:
    """The hand card's emblem (RGBA): its colour letter in a disc of its colour, or a Wild's four colours."""
    scale = layout.SUPERSAMPLE
    size = diameter * scale
    big = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    edge = (0, 0, size - 1, size - 1)
    if CARD_INFO[card].is_wild:
        draw.ellipse(edge, fill=(*layout.WILD_RGB, 255))
        inner = (scale * 3, scale * 3, size - 1 - scale * 3, size - 1 - scale * 3)
        for quarter, letter in enumerate("RYGB"):  # clockwise from the top left, as on the real card
            start = 180 + 90 * quarter
            draw.pieslice(inner, start, start + 90, fill=(*layout.UNO_RGB[letter], 255))
    else:
        draw.ellipse(edge, fill=(*fill(card), 255))
    small = big.resize((diameter, diameter), Image.Resampling.LANCZOS)
    letter = colour_letter(card)
    if letter:
        ImageDraw.Draw(small).text(
            (diameter / 2, diameter / 2),
            letter,
            font=font("bold", round(diameter * 0.62)),
            fill=card_ink(card),
            anchor="mm",
        )
    return small


def _fits(text: str, size: int, width: int, height: int) -> bool:
    left, top, right, bottom = font("condensed", size).getbbox(text, anchor="mm")
    return right - left <= width and bottom - top <= height


def draw_hand_face(image: Image.Image, card: Card, box: Box, *, language: str = ENGLISH) -> None:
    """An Uno card's band and emblem onto a white hand card in `box` of an RGB image, its action in `language`."""
    width = box[2] - box[0]
    band = layout.HAND_UNO_BAND
    tile = image.crop(box)
    _paint_band(tile, fill(card), 0, width, band)
    draw = ImageDraw.Draw(tile)
    text = rank_text(card, language)
    size = layout.HAND_RANK_SIZE
    while size > 12 and not _fits(text, size, width - 16, band - 12):
        size -= 2
    draw.text((width / 2, band / 2), text, font=font("condensed", size), fill=card_ink(card), anchor="mm")
    disc = _disc(card, layout.HAND_UNO_DISC)
    tile.paste(disc, ((width - disc.width) // 2, round(tile.height * 0.6) - disc.height // 2), disc)
    image.paste(tile, box[:2])
