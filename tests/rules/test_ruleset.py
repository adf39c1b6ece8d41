"""The Ruleset answers every "which rules apply" question from a game's settings."""

from __future__ import annotations

from rules.zark import Card, ZarkSettings
from rules.zark.ruleset import Ruleset

ARCADE = ZarkSettings(players=("Ann", "Bob")).ruleset
CLASSIC = ZarkSettings(players=("Ann", "Bob"), edition="classic").ruleset


def test_the_ruleset_is_one_shared_frozen_value_per_choice_of_settings() -> None:
    assert isinstance(ARCADE, Ruleset)
    assert ZarkSettings(players=("Cy", "Di", "Eve")).ruleset is ARCADE  # the players do not change the rules
    assert ZarkSettings(players=("Ann", "Bob"), attack_own=True).ruleset.attack_own
    assert not ARCADE.attack_own
    assert ZarkSettings(players=("Ann", "Bob"), deck="zark").ruleset.cards().count(Card("7T")) == 1
    assert len(ARCADE.cards()) == 54 and ARCADE.block_size == 3


def test_r8_r19_the_turn_draw_and_r21_fly_belong_to_the_arcade_edition() -> None:
    assert ARCADE.turn_draw and ARCADE.fly
    assert not CLASSIC.turn_draw and not CLASSIC.fly


def test_r2_number_cards_go_on_the_board_and_face_cards_do_not() -> None:
    assert ARCADE.is_number(Card("2C")) and ARCADE.is_number(Card("10S"))
    assert not ARCADE.is_number(Card("JH")) and not ARCADE.is_number(Card("JK"))


def test_r12_arcade_points_and_r20_classic_one_per_card() -> None:
    points = {card: ARCADE.attack_points(Card(card)) for card in ("7H", "JH", "QH", "KH", "AH", "JK")}
    assert points == {"7H": 0, "JH": 1, "QH": 2, "KH": 3, "AH": 1, "JK": 1}
    assert [CLASSIC.attack_points(Card(card)) for card in ("7H", "KH", "QH", "JK")] == [0, 1, 1, 1]


def test_r13_change_is_drawn_in_arcade_only_and_r20_classic_pays_one_card_per_pip() -> None:
    assert ARCADE.change_for(3, 1) == 2 and ARCADE.change_for(2, 2) == 0
    assert CLASSIC.change_for(3, 1) == 0
    assert ARCADE.cards_for(2, 1) and CLASSIC.cards_for(2, 2)
    assert not CLASSIC.cards_for(2, 1)


def test_r15_r21_only_an_ace_flies_and_only_where_the_game_has_fly() -> None:
    assert ARCADE.flies(Card("AS")) and not ARCADE.flies(Card("KS"))
    assert not CLASSIC.flies(Card("AS"))
