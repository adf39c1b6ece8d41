"""The caretaker move for a player who let a deadline pass: a documented, safe default."""

from __future__ import annotations

import random

from rules import IllegalActionError, Phase
from rules.players import choose
from rules.zark import Card, Discard, Place, Starter, ZarkGame, ZarkSettings, parse_action, parse_card
from rules.zark.caretaker import caretaker_action
from tests.words import refused

from .positions import position
from .test_setup import ordered


def test_while_choosing_starters_the_lowest_number_card_is_chosen() -> None:
    game = ZarkGame.new(ZarkSettings(players=("Ann", "Bob")), "s", ordered("9H 3S 4H KS 2C 7D"))
    assert caretaker_action(game, 0) == Starter(parse_card("2C"))
    assert caretaker_action(game, 1) == Starter(parse_card("3S"))


def test_in_the_first_round_the_lowest_legal_cell_is_chosen() -> None:
    game = ZarkGame.new(ZarkSettings(players=("Ann", "Bob")), "s", ordered("2H 9S 4H 5H 6H 7H"))
    game.apply(0, Starter(parse_card("6H")))
    game.apply(1, Starter(parse_card("9S")))
    action = caretaker_action(game, 0)
    assert action == Place((-1, 0))  # L13: left of M13, the leftmost column
    assert action in game.legal_actions(0)


def test_on_a_turn_the_caretaker_plays_the_easy_level_and_takes_a_win_in_one() -> None:
    game = position({"M13": "7H"}, {"M13": "1s"}, ["KD 2C", "3S"])
    action = caretaker_action(game, 0)
    assert action in game.legal_actions(0) and action == caretaker_action(game.copy(), 0)  # the same moment, same move
    assert action == choose(game, 0, "easy", random.Random("caretaker:0:0"))
    winning = position({"M13": "7H", "N13": "8H", "N14": "9H"}, {"M13": "1s", "N13": "1s 1s"}, ["2C", "3S"])
    assert caretaker_action(winning, 0) == parse_action("move N13 small to N14")


def test_the_hand_limit_discards_low_numbers_first_and_keeps_aces_longest() -> None:
    game = position({"M13": "7H"}, {"M13": "1s"}, ["AS KD QH JK 9C 2C 5D 8H", "3S"])
    game.phase = game.phase.DISCARD
    assert caretaker_action(game, 0) == Discard((parse_card("2C"), parse_card("5D")))
    game.hands[0] = [parse_card(c) for c in ["AS", "AH", "KD", "QH", "JK", "JC", "9C", "2C"]]
    assert caretaker_action(game, 0) == Discard((parse_card("2C"), parse_card("9C")))
    game.hands[0] = [parse_card(c) for c in ["AS", "AH", "KD", "QH", "JK", "JC", "QS", "KS"]]
    discard = caretaker_action(game, 0)
    assert isinstance(discard, Discard)
    assert set(discard.cards) == {parse_card("JC"), parse_card("JK")}


def test_every_caretaker_action_is_legal_through_random_games() -> None:
    import random

    from rules.zark.playout import random_step

    for seed in range(20):
        game = ZarkGame.new(ZarkSettings(players=("A", "B", "C"), edition="classic" if seed % 2 else "arcade"), seed)
        rng = random.Random(seed)
        while game.phase != "over" and game.turn < 60:
            for seat in game.seats_to_act():
                assert caretaker_action(game, seat) in game.legal_actions(seat)
            random_step(game, rng)


def test_a_player_with_nothing_to_do_gets_no_caretaker_move() -> None:
    game = position({"M13": "7H"}, {"M13": "1s"}, ["KD", "3S"])
    with refused(IllegalActionError, "nothing to do"):
        caretaker_action(game, 1)


def test_the_caretaker_keeps_the_uno_cards_that_pay_most_and_never_chooses_a_wild_as_starter() -> None:
    def cards(text: str) -> list[Card]:
        return [parse_card(word) for word in text.split(" ")]

    game = position({"M13": "5R"}, {"M13": "1s"}, ["W4 W SB +2G 3Y 0B 9R", "2B"], game="unocitta")
    game.phase = Phase.DISCARD
    assert caretaker_action(game, 0) == Discard(tuple(cards("0B")))  # numbers go first, lowest first
    game.hands[0] = cards("W4 W SB +2G RY 3Y 0B 9R 8R")
    assert caretaker_action(game, 0) == Discard(tuple(cards("0B 3Y 8R")))
    game.hands[0] = cards("W4 W SB +2G RY RB RR")
    assert caretaker_action(game, 0) == Discard(tuple(cards("SB")))  # then the cards that pay least
    game.hands[0] = cards("W4 W +2G +2Y +2B W W")
    assert caretaker_action(game, 0) == Discard(tuple(cards("+2Y")))  # a Wild Draw Four is kept longest
    fresh = ZarkGame.new(
        ZarkSettings(players=("A", "B"), game="unocitta"), "s", ordered("W 0R W4 8R SB 9R 3B 4B", "uno")
    )
    for seat in fresh.seats_to_act():
        chosen = caretaker_action(fresh, seat)
        assert isinstance(chosen, Starter) and fresh.settings.ruleset.is_number(chosen.card)  # never a Wild
