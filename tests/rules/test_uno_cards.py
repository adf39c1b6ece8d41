"""Uno cards (R-22, R-23, R-24): notation, words, sort order and the 108-card deck."""

from __future__ import annotations

from collections import Counter

import pytest

from rules import NotationError
from rules.zark.cards import (
    CARD_INFO,
    WILD,
    WILD_DRAW_FOUR,
    Card,
    card_label,
    deck_cards,
    parse_card,
    sort_key,
)
from tests.words import english_card, english_card_words, refused


def test_the_uno_deck_has_108_cards_as_rulings_decks_table_says() -> None:
    deck = Counter(deck_cards("uno"))
    assert sum(deck.values()) == 108
    assert deck[Card("0R")] == 1 and deck[Card("7R")] == 2  # one 0, two each of 1-9 per colour
    assert deck[Card("SB")] == deck[Card("RG")] == deck[Card("+2Y")] == 2
    assert deck[WILD] == deck[WILD_DRAW_FOUR] == 4


def test_r22_numbers_are_0_to_9_in_four_colours_and_r24_only_wilds_join_them_on_the_board() -> None:
    assert CARD_INFO[Card("0R")].is_number and CARD_INFO[Card("0R")].rank == 0
    assert CARD_INFO[Card("9B")].rank == 9 and CARD_INFO[Card("9B")].suit == "B"
    assert not any(CARD_INFO[Card(c)].is_number for c in ("SR", "RR", "+2R", "W", "W4"))
    assert CARD_INFO[WILD].is_wild and CARD_INFO[WILD_DRAW_FOUR].is_wild and not CARD_INFO[Card("SR")].is_wild


def test_r23_attack_points_of_the_uno_action_cards() -> None:
    points = {card: CARD_INFO[Card(card)].points for card in ("SR", "RY", "+2G", "W4", "W")}
    assert points == {"SR": 1, "RY": 1, "+2G": 2, "W4": 3, "W": 2}  # a plain Wild pays as any card but a W4


@pytest.mark.parametrize(
    ("typed", "card"),
    [
        ("7R", "7R"),
        ("r7", "7R"),
        ("red 7", "7R"),
        ("7 red", "7R"),
        ("0g", "0G"),
        ("SB", "SB"),
        ("skip blue", "SB"),
        ("blue skip", "SB"),
        ("RG", "RG"),
        ("reverse green", "RG"),
        ("+2Y", "+2Y"),
        ("draw two yellow", "+2Y"),
        ("W", "W"),
        ("wild", "W"),
        ("W4", "W4"),
        ("wd4", "W4"),
        ("+4", "W4"),
        ("Wild Draw Four", "W4"),
        ("7H", "7H"),
        ("7♥", "7H"),
        ("JK", "JK"),  # the playing cards read as before
    ],
)
def test_uno_cards_are_read_as_players_type_them(typed: str, card: str) -> None:
    assert parse_card(typed) == card


@pytest.mark.parametrize("typed", ["10R", "purple 7", "skip", "7", "W5", "+3R"])
def test_what_is_not_an_uno_card_is_refused(typed: str) -> None:
    with refused(NotationError, "is not a card"):
        parse_card(typed)


def test_uno_cards_read_in_words_with_their_colour_never_by_colour_alone() -> None:
    assert [english_card(c) for c in ("7R", "SB", "RG", "+2Y", "W", "W4")] == [
        "red 7",
        "blue Skip",
        "green Reverse",
        "yellow Draw Two",
        "Wild",
        "Wild Draw Four",
    ]
    assert english_card_words("0B") == "blue 0"
    assert english_card("7H") == card_label(Card("7H")) == "7♥"
    assert [card_label(Card(c)) for c in ("7R", "SB", "W4")] == ["7R", "SB", "W4"]  # in notation: no English


def test_uno_cards_sort_numbers_from_0_then_action_cards_then_wilds() -> None:
    hand = [Card(c) for c in ("W4", "SB", "9R", "0Y", "W", "+2G", "0R", "RR")]
    assert sorted(hand, key=sort_key) == ["0R", "0Y", "9R", "SB", "RR", "+2G", "W", "W4"]
