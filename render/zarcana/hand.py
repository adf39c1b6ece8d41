"""The Zarcana hand image: the viewer's tarot cards, large, for an ephemeral reply only that player sees.

Each card shows its face as on the board (value, suit letter or numeral, name), then what its power does in a line
and what it asks of the minion using it. Three cards to a row, so the text stays large when a phone shows the image
400 px wide. It draws `view.hand` and no other card: `hand_labels` lists what it draws, for the leak tests.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from i18n import ENGLISH
from render import layout as shared
from render.fonts import font
from render.hands import cards_top, draw_title, title_mark_box
from render.lines import wrap_words
from render.sprites import TextStyle, card_blank
from render.words import said, words_in
from rules.zarcana import Demand, TarotCard, ZarcanaView
from rules.zarcana.cards import card_message

from ..layout import Box
from . import layout
from .faces import draw_face, face_text, hand_lines
from .powers import needs_line, power_line


def hand_labels(view: ZarcanaView) -> tuple[str, ...]:
    """The cards the hand image shows, in order, named in English (``7 of Cups``, ``The High Priestess``): exactly the
    viewer's own hand (already sorted by the view)."""
    return tuple(words_in(ENGLISH, card_message(card)) for card in view.hand)


def hand_box(index: int) -> Box:
    row, column = divmod(index, layout.HAND_PER_ROW)
    left = shared.HAND_MARGIN + column * (layout.HAND_CARD_WIDTH + layout.HAND_GAP)
    top = cards_top() + row * (layout.HAND_CARD_HEIGHT + layout.HAND_GAP)
    return (left, top, left + layout.HAND_CARD_WIDTH, top + layout.HAND_CARD_HEIGHT)


def hand_size(view: ZarcanaView) -> tuple[int, int]:
    count = max(1, len(view.hand))
    rows = -(-count // layout.HAND_PER_ROW)
    columns = layout.HAND_PER_ROW
    width = 2 * shared.HAND_MARGIN + columns * layout.HAND_CARD_WIDTH + (columns - 1) * layout.HAND_GAP
    height = cards_top() + rows * (layout.HAND_CARD_HEIGHT + layout.HAND_GAP) - layout.HAND_GAP + shared.HAND_MARGIN
    return width, height


_SHRINK = 6  # a card's text shrinks by up to this many pixels to fit its lines rather than be cut


def card_text_lines(text: str, size: int, width: int, max_lines: int) -> tuple[int, tuple[str, ...]]:
    """`text` broken between words into at most `max_lines` lines no wider than `width` (`render.lines.wrap_words`),
    at `size` if it can be, else as little smaller as it takes: its size and lines. Nothing is cut."""
    for at in range(size, size - _SHRINK - 1, -1):
        lines = wrap_words(text, TextStyle("regular", at, shared.LEGEND_TEXT, shared.CARD_FACE), width)
        if len(lines) <= max_lines:
            break
    return at, lines


def _draw_card(image: Image.Image, view: ZarcanaView, card: TarotCard, box: Box, language: str) -> None:
    width, height = box[2] - box[0], box[3] - box[1]
    tile = Image.new("RGB", (width, height), shared.FELT)
    blank = card_blank(width, height)
    tile.paste(blank, (0, 0), blank)
    text = face_text(card, view.settings.ruleset, view.value(card), language)
    lines = hand_lines(text)
    draw_face(tile, text, lines, layout.HAND_BAND)
    draw = ImageDraw.Draw(tile)
    pad = layout.CARD_PAD + 6
    text_width = width - 2 * pad
    size, power = card_text_lines(power_line(card, language), layout.HAND_TEXT_SIZE, text_width, 5)
    line = round(size * 1.25)
    y = lines.name_bottom + 6 + size
    for part in power:
        draw.text((pad, y), part, font=font("regular", size), fill=shared.LEGEND_TEXT, anchor="ls")
        y += line
    needs, parts = card_text_lines(needs_line(card, language), layout.HAND_NEEDS_SIZE, text_width, 2)
    y = height - pad - round(needs * 1.2) * (len(parts) - 1)
    if card == view.forbidden:  # where its needs would start, and as many lines lower as it takes fewer
        needs, parts = card_text_lines(said(language, "image-hand-not-this"), needs, text_width, 2)
        y = min(y, height - pad - round(needs * 1.2) * (len(parts) - 1))
    for part in parts:
        colour = shared.BADGE_BG if card == view.forbidden else shared.LEGEND_MUTED
        draw.text((pad, y), part, font=font("regular", needs), fill=colour, anchor="ls")
        y += round(needs * 1.2)
    image.paste(tile, box[:2])


def _title(view: ZarcanaView, language: str) -> str:
    assert view.viewer is not None
    return said(language, "image-hand-title", count=len(view.hand))


def subtitle(view: ZarcanaView, language: str = ENGLISH) -> str:
    """What the hand is for right now, or that nobody else sees it."""
    pending = view.pending
    if isinstance(pending, Demand) and pending.giver == view.viewer:
        receiver = view.seats[pending.receiver].name
        return said(language, "image-hand-give", name=receiver, count=pending.count)
    if view.forbidden is not None and view.current == view.viewer:
        return said(language, "image-hand-forbidden", card=card_message(view.forbidden))
    return said(language, "image-hand-private")


def title_mark(view: ZarcanaView) -> Box:
    """Where the viewer's seat mark stands in the title, after their pyramid (as in every hand image)."""
    assert view.viewer is not None
    return title_mark_box(view.seats[view.viewer].letter)


def draw_hand(view: ZarcanaView, *, language: str = ENGLISH) -> Image.Image:
    """The viewer's hand as an RGB image, its words in `language`. The public view has no hand and cannot be
    drawn."""
    if view.viewer is None:
        raise ValueError("the public view has no hand to draw")
    image = Image.new("RGB", hand_size(view), shared.FELT)
    draw = ImageDraw.Draw(image)
    seat = view.seats[view.viewer]
    draw_title(image, seat.colour, seat.letter, _title(view, language), subtitle(view, language))
    if not view.hand:
        no_cards = said(language, "image-hand-none")
        draw.text(hand_box(0)[:2], no_cards, font=font("regular", 30), fill=shared.CARD_FACE)
    for index, card in enumerate(view.hand):
        _draw_card(image, view, card, hand_box(index), language)
    return image
