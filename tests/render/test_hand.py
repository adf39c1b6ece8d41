"""The hand image shows exactly the viewer's own hand, large, with attack points and Fly marked."""

from __future__ import annotations

from collections import Counter

import pytest
from PIL import Image, ImageDraw

from render import hand_labels, hand_png, layout
from render.layout import Box
from render.zark import hand as hand_module
from render.zark import layout as zark_layout
from render.zark.hand import card_badges, hand_box, hand_size
from rules.zark import Card, ZarkGame, ZarkSettings
from rules.zark.cards import CARD_INFO
from rules.zark.playout import random_game
from rules.zark.ruleset import Ruleset
from tests.render.conftest import colour_count, open_png
from tests.words import english_card

ARCADE = ZarkSettings(players=("Ann", "Bob")).ruleset
CLASSIC = ZarkSettings(players=("Ann", "Bob"), edition="classic").ruleset


def test_hand_labels_are_the_viewers_cards_only(crowded: ZarkGame) -> None:
    """Zark deck: no two cards alike, so any other player's card in the image would show up here."""
    for seat in crowded.seats:
        labels = hand_labels(crowded.view(seat))
        assert Counter(labels) == Counter(english_card(card) for card in crowded.hands[seat])
        for other in crowded.seats:
            if other != seat:
                assert not set(labels) & {english_card(card) for card in crowded.hands[other]}


def test_the_drawing_code_draws_exactly_the_hand(crowded: ZarkGame, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[Card] = []
    original = hand_module._draw_hand_card

    def record(
        image: Image.Image, draw: ImageDraw.ImageDraw, card: Card, box: Box, rules: Ruleset, *, language: str
    ) -> None:
        drawn.append(card)
        original(image, draw, card, box, rules, language=language)

    monkeypatch.setattr(hand_module, "_draw_hand_card", record)
    for seat in crowded.seats:
        drawn.clear()
        hand_png(crowded.view(seat))
        assert Counter(drawn) == Counter(crowded.hands[seat])


def test_hand_image_size_and_card_faces() -> None:
    game = random_game(ZarkSettings(players=("Ann", "Bob", "Cyd")), "hand", max_turns=30)
    for seat in game.seats:
        view = game.view(seat)
        image = open_png(hand_png(view))
        assert image.size == hand_size(view)
        for index, card in enumerate(view.hand):
            box = hand_box(index)
            assert box[2] <= image.width and box[3] <= image.height
            assert image.getpixel((box[0] + 6, (box[1] + box[3]) // 2)) == layout.CARD_FACE
            suit = layout.SUIT_COLOURS[CARD_INFO[card].suit]
            assert colour_count(image, box, suit) > 200


def test_cards_are_large_enough_to_read_on_a_phone() -> None:
    """Shrunk to 400 pixels wide, a five-card row still gives each card about 70 pixels."""
    game = random_game(ZarkSettings(players=("Ann", "Bob")), "phone", max_turns=10)
    view = game.view(0)
    width = hand_size(view)[0]
    assert zark_layout.HAND_CARD_WIDTH * 400 / width >= 65


def test_badges_give_attack_points_and_fly() -> None:
    assert card_badges(Card("7H"), ARCADE) == ()
    assert card_badges(Card("KS"), ARCADE) == ("3 pts",)
    assert card_badges(Card("QD"), ARCADE) == ("2 pts",)
    assert card_badges(Card("JC"), ARCADE) == ("1 pt",)
    assert card_badges(Card("JK"), ARCADE) == ("1 pt",)
    assert card_badges(Card("AS"), ARCADE) == ("1 pt", "Fly")
    assert card_badges(Card("AS"), CLASSIC) == ("1 pt",)  # no Fly in classic
    assert card_badges(Card("KS"), CLASSIC) == ("1 pt",)  # every card pays 1


def test_badges_are_drawn_on_non_number_cards() -> None:
    game = ZarkGame.new(ZarkSettings(players=("Ann", "Bob")), "badges")
    game.hands[0] = [Card("5H"), Card("KS"), Card("AD")]
    view = game.view(0)
    image = open_png(hand_png(view))
    labels = hand_labels(view)
    assert labels == ("5♥", "K♠", "A♦")

    def bottom(box: Box) -> Box:
        return (box[0], box[3] - 50, box[2], box[3])

    assert colour_count(image, bottom(hand_box(0)), layout.BADGE_BG) == 0
    assert colour_count(image, bottom(hand_box(1)), layout.BADGE_BG) > 200
    assert colour_count(image, bottom(hand_box(2)), layout.FLY_BG) > 200


def test_the_public_view_has_no_hand_to_draw(early: ZarkGame) -> None:
    with pytest.raises(ValueError, match="public view"):
        hand_png(early.view(None))


def test_an_empty_hand_still_draws() -> None:
    game = ZarkGame.new(ZarkSettings(players=("Ann", "Bob")), "empty")
    game.hands[1] = []
    view = game.view(1)
    assert hand_labels(view) == ()
    assert open_png(hand_png(view)).size == hand_size(view)
