"""The Zark family's cards as they lie on the board (`board_card`): a card's face, rank and suit in its suit's colour or
an Uno card's band, drawn once for each size and backdrop and kept."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from rules.zark import Card, card_label
from rules.zark.cards import CARD_INFO

from .. import layout
from ..fonts import font
from ..layout import RGB
from ..palette import quantize
from ..sprites import card_blank
from .layout import CARD_PAD
from .uno import draw_board_face, is_uno_face


def suit_colour(card: Card) -> RGB:
    return layout.SUIT_COLOURS[CARD_INFO[card].suit]


@lru_cache(maxsize=1024)
def board_card(card: Card, nomination: Card | None, width: int, height: int, backdrop: RGB) -> Image.Image:
    """A card as it lies on the board, paletted, its corners blended into `backdrop` (the table or a highlight).

    Rank and suit share one line across the top, large, in the suit colour (an Uno card: a band in its colour,
    see `uno`; a Wild also shows its `nomination`); the rest is left free for the cell name and the pyramids,
    which are pasted on afterwards.
    """
    tile = Image.new("RGB", (width, height), backdrop)
    blank = card_blank(width, height)
    tile.paste(blank, (0, 0), blank)
    if is_uno_face(card):
        draw_board_face(tile, card, nomination)
        return quantize(tile)
    rank_font = font("condensed", layout.RANK_SIZE)
    text = card_label(card)
    x = max(CARD_PAD, (width - rank_font.getlength(text)) / 2)
    ImageDraw.Draw(tile).text((x, layout.RANK_TOP), text, font=rank_font, fill=suit_colour(card))
    return quantize(tile)
