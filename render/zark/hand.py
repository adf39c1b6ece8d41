"""The hand image: one player's cards, large, for an ephemeral reply only that player sees.

It draws `view.hand` and nothing else of anybody's cards; `hand_labels` is the list of labels it draws, so a test
can check that no other player's card can appear.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from i18n import ENGLISH
from rules import Phase
from rules.zark import HAND_LIMIT, Card, ZarkView
from rules.zark.cards import CARD_INFO, SUIT_SYMBOLS, sort_key
from rules.zark.ruleset import Ruleset

from .. import layout
from ..fonts import font
from ..hands import cards_top, draw_title, title_mark_box
from ..layout import Box
from ..sprites import card_blank
from ..words import said
from .layout import HAND_CARD_HEIGHT, HAND_CARD_WIDTH, HAND_GAP, HAND_PER_ROW
from .sprites import suit_colour
from .uno import draw_hand_face, is_uno_face
from .words import card_label_in


def hand_cards(view: ZarkView) -> tuple[Card, ...]:
    """Number cards by rank (what can be built), then the attack cards J, Q, K, A and Jokers."""
    return tuple(sorted(view.hand, key=sort_key))


def hand_labels(view: ZarkView) -> tuple[str, ...]:
    """The card labels the hand image shows, in order, in English (``7♥``, ``Joker``, ``blue 5``): exactly the viewer's
    own hand."""
    return tuple(card_label_in(ENGLISH, card) for card in hand_cards(view))


def card_badges(card: Card, rules: Ruleset, language: str = ENGLISH) -> tuple[str, ...]:
    """Attack points on every card that pays for attacks, and Fly on a card that flies (both as the ruleset says)."""
    points = rules.attack_points(card)
    if not points:
        return ()
    badges = [said(language, "image-badge-points", points=points)]
    if rules.flies(card):
        badges.append(said(language, "image-badge-fly"))
    return tuple(badges)


def hand_box(index: int) -> Box:
    """Where the `index`-th card of the hand goes in the image."""
    row, column = divmod(index, HAND_PER_ROW)
    left = layout.HAND_MARGIN + column * (HAND_CARD_WIDTH + HAND_GAP)
    top = cards_top() + row * (HAND_CARD_HEIGHT + HAND_GAP)
    return (left, top, left + HAND_CARD_WIDTH, top + HAND_CARD_HEIGHT)


def hand_size(view: ZarkView) -> tuple[int, int]:
    count = max(1, len(view.hand))
    columns = min(count, HAND_PER_ROW)
    rows = -(-count // HAND_PER_ROW)
    width = 2 * layout.HAND_MARGIN + columns * HAND_CARD_WIDTH + (columns - 1) * HAND_GAP
    height = cards_top() + rows * (HAND_CARD_HEIGHT + HAND_GAP) - HAND_GAP + layout.HAND_MARGIN
    return max(width, layout.HAND_MIN_WIDTH), height


def _fitted_font_size(text: str, style: str, size: int, max_width: int) -> int:
    while size > 12 and font(style, size).getlength(text) > max_width:
        size -= 2
    return size


#: How far the last badge may reach past the card's right edge: the width of its border, as English's "1 pt" and
#: "Fly" side by side do. Longer words are written smaller until they fit.
_BADGE_OVERHANG = 2


def badge_size(badges: tuple[str, ...], width: int) -> int:
    """The badges' font size on a card `width` pixels wide: `layout.HAND_BADGE_SIZE`, or smaller until they fit."""
    size = layout.HAND_BADGE_SIZE
    while size > _BADGE_MIN and _badges_width(badges, size) > width - 10 + _BADGE_OVERHANG:
        size -= 1
    return size


_BADGE_MIN = 14


def _badges_width(badges: tuple[str, ...], size: int) -> int:
    badge_font = font("bold", size)
    return sum(round(badge_font.getlength(badge)) + 16 for badge in badges) + 8 * (len(badges) - 1)


def _draw_badges(draw: ImageDraw.ImageDraw, badges: tuple[str, ...], box: Box) -> None:
    badge_font = font("bold", badge_size(badges, box[2] - box[0]))
    x = box[0] + 10
    bottom = box[3] - 10
    for index, badge in enumerate(badges):
        width = round(badge_font.getlength(badge)) + 16
        fill = layout.FLY_BG if index else layout.BADGE_BG  # the points first, then Fly
        draw.rounded_rectangle((x, bottom - 38, x + width, bottom), radius=8, fill=fill)
        draw.text((x + width / 2, bottom - 19), badge, font=badge_font, fill=layout.BADGE_TEXT, anchor="mm")
        x += width + 8


def _draw_hand_card(
    image: Image.Image, draw: ImageDraw.ImageDraw, card: Card, box: Box, rules: Ruleset, *, language: str
) -> None:
    width, height = box[2] - box[0], box[3] - box[1]
    blank = card_blank(width, height)
    image.paste(blank, box[:2], blank)
    if is_uno_face(card):
        draw_hand_face(image, card, box, language=language)
        _draw_badges(draw, card_badges(card, rules, language), box)
        return
    label = card_label_in(language, card)
    colour = suit_colour(card)
    size = _fitted_font_size(label, "condensed", layout.HAND_RANK_SIZE, width - 16)
    draw.text(((box[0] + box[2]) / 2, box[1] + 12), label, font=font("condensed", size), fill=colour, anchor="mt")
    suit = CARD_INFO[card].suit
    if suit:
        centre = ((box[0] + box[2]) / 2, box[1] + round(height * 0.58))
        draw.text(centre, SUIT_SYMBOLS[suit], font=font("bold", layout.HAND_SUIT_SIZE), fill=colour, anchor="mm")
    _draw_badges(draw, card_badges(card, rules, language), box)


def _title(view: ZarkView, language: str) -> str:
    assert view.viewer is not None
    count = len(view.hand)
    if view.phase == Phase.DISCARD and view.current == view.viewer and count > HAND_LIMIT:
        return said(language, "image-hand-title-discard", count=count, discard=count - HAND_LIMIT)
    return said(language, "image-hand-title", count=count)


def _subtitle(view: ZarkView, language: str) -> str:
    if view.own_starter is not None:
        return said(language, "image-hand-starter", card=card_label_in(language, view.own_starter))
    return said(language, "image-hand-private")


def title_mark(view: ZarkView) -> Box:
    """Where the viewer's seat mark stands in the title, after their pyramid, as the board and its legend show it:
    as wide as the letter and a capital's height tall, on the title's baseline."""
    assert view.viewer is not None
    return title_mark_box(view.seats[view.viewer].letter)


def draw_hand(view: ZarkView, *, language: str = ENGLISH) -> Image.Image:
    """The viewer's hand as an RGB image, its words in `language`. The public view has no hand and cannot be
    drawn."""
    if view.viewer is None:
        raise ValueError("the public view has no hand to draw")
    image = Image.new("RGB", hand_size(view), layout.FELT)
    draw = ImageDraw.Draw(image)
    seat = view.seats[view.viewer]
    draw_title(image, seat.colour, seat.letter, _title(view, language), _subtitle(view, language))
    if not view.hand:
        no_cards = said(language, "image-hand-none")
        draw.text(hand_box(0)[:2], no_cards, font=font("regular", 30), fill=layout.CARD_FACE)
    for index, card in enumerate(hand_cards(view)):
        _draw_hand_card(image, draw, card, hand_box(index), view.settings.ruleset, language=language)
    return image
