"""Unocitta and Unopolis (R-22 to R-26, with R-1 and R-2): each ruling accepted and refused."""

from __future__ import annotations

import re

import pytest

from rules import IllegalActionError, NotationError, NotYourTurnError, Phase, kind_named
from rules.core.records import RecordError
from rules.zark import Starter, ZarkGame, ZarkSettings, parse_action, read_record, replay_zark, write_record
from rules.zark.blocks import WILD, is_power_block
from rules.zark.cards import Card, parse_card
from rules.zark.legal import free_actions, nominate_cells
from rules.zark.playout import random_game
from tests.words import refused

from .positions import assert_refused, card, position, snapshot
from .test_setup import ordered

TWO = ("Ann", "Bob")


def uno(
    cards: dict[str, str],
    pieces: dict[str, str],
    hands: list[str],
    game: str = "unocitta",
    nominations: dict[str, str] | None = None,
) -> ZarkGame:
    return position(cards, pieces, hands, game=game, nominations=nominations)


# ----------------------------------------------------------------- the games as settings


@pytest.mark.parametrize("line", ["build 7H L13", "build 7H L13 as 7R", "attack 2 small at M14 with QH demolish"])
def test_r22_a_card_of_another_deck_is_not_an_uno_card_not_merely_one_not_held(line: str) -> None:
    """R-22: Unocitta is played with the Uno deck; the 7♥ is refused as no Uno card, with Uno examples."""
    game = uno({"M13": "5R", "M14": "3B"}, {"M13": "1s", "M14": "1s 2s"}, ["W 9R SB", "2G"])
    assert_refused(
        game,
        line,
        "is not an Uno card: write cards like 7R or red 7, SB (a blue Skip), RG (a green Reverse), +2Y (a yellow "
        "Draw Two), W (a Wild) or W4.",
    )


@pytest.mark.parametrize("line", ["build ZZ L13", "build W L13 as ZZ", "attack 2 small at M14 with ZZ demolish"])
@pytest.mark.parametrize("game", ["unocitta", "unopolis"])
def test_r22_a_record_line_of_an_uno_game_refuses_what_is_no_card_with_uno_examples(game: str, line: str) -> None:
    """R-22: a record line of an Uno game (read by the game kind, or in a record replayed) that names no card is
    answered with Uno cards, not Zark City's; Zark City's record keeps its own examples."""
    uno_examples = "'ZZ' is not a card. Write cards like 7R or red 7, SB (a blue Skip), RG (a green Reverse)"
    with refused(NotationError, re.escape(uno_examples)):
        kind_named(game).parse_action(line)
    record = f"game: {game}\nplayer: Ann\nplayer: Bob\nseed: 1\n\n1 {line}\n"
    with refused(RecordError, re.escape(uno_examples)) as uno:
        read_record(record)
    assert uno.value.line == 6  # type: ignore[attr-defined]
    with refused(RecordError, re.escape("Write cards like 7H, 7♥, 10S, KD or JK for a Joker.")):
        read_record(record.replace(game, "zark-city"))


def test_a_joker_is_not_a_card_of_the_zark_deck() -> None:
    game = position({"M13": "5H"}, {"M13": "1s"}, ["7H 9C", "2S"], deck="zark")
    assert_refused(game, "build JK N13", "The Joker is not a card of the zark deck: write cards like 7H, 7♥, 10S, KD")


def test_r22_the_uno_games_are_the_classic_edition_with_the_uno_deck() -> None:
    settings = ZarkSettings(players=TWO, game="unocitta")
    assert (settings.edition, settings.deck, settings.block_size) == ("classic", "uno", 3)
    assert ZarkSettings(players=TWO, game="unopolis").block_size == 4
    rules = settings.ruleset
    assert rules.title == "Unocitta" and rules.wilds and rules.points and not rules.change
    assert not rules.turn_draw and not rules.fly  # classic structure
    assert len(rules.cards()) == 108 and len(rules.nominations) == 40
    assert ZarkSettings(players=TWO).game == "zark-city" and not ZarkSettings(players=TWO).ruleset.wilds


@pytest.mark.parametrize(
    ("game", "edition", "deck", "block_size", "sentence"),
    [
        ("unocitta", "arcade", "", 0, r"Unocitta is played with edition classic, not 'arcade'\."),
        ("unopolis", "", "", 3, r"Unopolis is played with block size 4, not '3'\."),
        ("unocitta", "", "standard", 0, r"Unocitta is played with deck uno, not 'standard'\."),
        ("zark-city", "", "uno", 0, "The uno deck is for Unocitta and Unopolis"),
        ("uno", "", "", 0, "There is no game 'uno'"),
    ],
)
def test_settings_that_do_not_fit_the_game_are_refused_with_a_sentence(
    game: str, edition: str, deck: str, block_size: int, sentence: str
) -> None:
    with refused(NotationError, sentence):
        ZarkSettings(players=TWO, game=game, edition=edition, deck=deck, block_size=block_size)


def test_every_setting_of_an_uno_game_round_trips_through_a_record() -> None:
    for name in ("unocitta", "unopolis"):
        game = random_game(ZarkSettings(players=("A", "B", "C"), game=name), f"round-{name}", max_turns=30)
        text = write_record(game)
        assert f"game: {name}" in text.splitlines()
        again = replay_zark(read_record(text))
        assert again.settings == game.settings and snapshot(again) == snapshot(game)
    assert "block-size: 4" in write_record(ZarkGame.new(ZarkSettings(players=TWO, game="unopolis"), 1))


# ----------------------------------------------------------------- the deal and the starters


def test_r1_a_hand_of_wilds_and_skips_holds_no_number_card_so_it_is_shown_and_everyone_draws() -> None:
    order = ordered("W 7R W4 8R SB 9R 3B 4B", "uno")
    game = ZarkGame.new(ZarkSettings(players=TWO, game="unocitta"), "s", order)
    assert game.setup_reveals == [(0, (card("W"), card("W4"), card("SB")))]
    assert game.hands == [[card(c) for c in ["W", "W4", "SB", "3B"]], [card(c) for c in ["7R", "8R", "9R", "4B"]]]


def test_r1_one_number_card_is_enough_and_zero_counts() -> None:
    game = ZarkGame.new(ZarkSettings(players=TWO, game="unocitta"), "s", ordered("W 7R W4 8R 0G 9R", "uno"))
    assert game.setup_reveals == []


def test_r2_a_starter_is_0_to_9_and_never_a_wild() -> None:
    game = ZarkGame.new(ZarkSettings(players=TWO, game="unocitta"), "s", ordered("W 0R 1G 8R SB 9R", "uno"))
    before = snapshot(game)
    with refused(IllegalActionError, "The Wild is not a number card; a starter must be 0 to 9"):
        game.apply(0, Starter(card("W")))
    with refused(IllegalActionError, "a starter must be 0 to 9"):
        game.apply(0, Starter(card("SB")))
    assert snapshot(game) == before
    game.apply(1, Starter(card("0R")))
    game.apply(0, Starter(card("1G")))
    assert game.first == 0 and game.phase is Phase.HATCHING  # 1 beats 0
    assert Starter(card("W")) not in ZarkGame.new(game.settings, "s", ordered("W 0R 1G 8R", "uno")).legal_actions(0)


# ----------------------------------------------------------------- attacks


SMALL_TARGET = {"M13": "5R", "N13": "6R"}


@pytest.mark.parametrize(
    ("target", "payment"),
    [
        ("small", "SR"),
        ("small", "RB"),
        ("medium", "+2G"),
        ("medium", "W"),  # a plain Wild pays as a Draw Two
        ("small", "W"),  # ... or as a Skip
        ("large", "W4"),
        ("large", "W SR"),
        ("large", "+2G RB"),
        ("small", "W4"),  # overpaying with one card is allowed; no change
    ],
)
def test_r23_uno_attack_points_pay_and_no_change_is_drawn(target: str, payment: str) -> None:
    size = target[0]
    game = uno(SMALL_TARGET, {"M13": "1s", "N13": f"2{size}"}, ["SR RB +2G W W4 1B", "2B"])
    game.apply(0, parse_action(f"attack 2 {target} at N13 with {payment} demolish"))
    assert len(game.hands[0]) == 6 - len(payment.split())  # nothing drawn as change
    assert (1, 0) not in game.pieces


@pytest.mark.parametrize(
    ("target", "payment", "sentence"),
    [
        ("small", "5B", "The blue 5 cannot pay for an attack; only Skip, Reverse, Draw Two and Wilds can."),
        ("large", "SR RB", "Those cards pay 2 points; a large pyramid needs 3."),
        ("small", "W SR", "is not needed"),  # R-12's no-redundancy rule applies (R-23)
        ("medium", "+2G SR", "The red Skip is not needed"),
        ("large", "W4 SR", "The red Skip is not needed"),
    ],
)
def test_r23_payments_that_do_not_reach_the_pips_or_spend_a_card_for_nothing_are_refused(
    target: str, payment: str, sentence: str
) -> None:
    game = uno(SMALL_TARGET, {"M13": "1s", "N13": f"2{target[0]}"}, ["SR RB +2G W W4 5B", "2B"])
    assert_refused(game, f"attack 2 {target} at N13 with {payment} demolish", sentence)


# ----------------------------------------------------------------- Wilds on the board


def test_r24_a_wild_is_built_with_what_it_stands_for() -> None:
    game = uno({"M13": "5R"}, {"M13": "1s"}, ["W 1B", "2B"])
    game.apply(0, parse_action("build W N13 as 7R"))
    assert game.cards[(1, 0)] == "W" and game.nominations == {(1, 0): "7R"}
    assert game.view(1).label((1, 0)) == "W as 7R"
    assert game.current == 1  # building is the turn option


def test_r24_a_wild_draw_four_is_hatched_with_what_it_stands_for() -> None:
    game = uno({"M13": "5R"}, {"M13": "2s"}, ["W4 1B", "2B"])
    game.apply(0, parse_action("hatch W4 L13 as 0B"))
    assert game.nominations == {(-1, 0): "0B"} and game.pieces[(-1, 0)] == [(0, 1)]


@pytest.mark.parametrize(
    ("line", "sentence"),
    [
        ("build W N13", "Say what the Wild stands for: a colour and a number, as in 'as 7R' (R-24)."),
        ("build 1B N13 as 7R", "Only a Wild stands for another card; the blue 1 is itself."),
        ("build W N13 as SB", "A Wild stands for a number card of one colour, 0 to 9, not the blue Skip (R-24)."),
        ("build W N13 as W4", "not the Wild Draw Four"),
        ("build SB N13", "The blue Skip is not a number card; only number cards and Wilds go on the board."),
        ("build +2G N13", "only number cards and Wilds go on the board"),
        ("build W4 N13 as 7R", "The Wild Draw Four is not in your hand."),
    ],
)
def test_r24_building_a_wild_needs_a_nomination_and_skips_never_go_on_the_board(line: str, sentence: str) -> None:
    game = uno({"M13": "5R"}, {"M13": "1s"}, ["W 1B SB +2G", "2B"])
    assert_refused(game, line, sentence)


def test_a_nomination_has_no_place_in_zark_city() -> None:
    game = position({"M13": "5H"}, {"M13": "1s"}, ["7H", "2S"])
    assert_refused(game, "build 7H N13 as 7R", "Only a Wild stands for another card")
    assert_refused(game, "nominate M13 7R", "There are no Wilds in Zark City.")


WILD_HELD = {"M13": "5R", "N13": "W"}


def test_r24_the_sole_occupant_renominates_for_free_and_keeps_the_turn() -> None:
    game = uno(WILD_HELD, {"M13": "1s", "N13": "1s"}, ["1B", "2B"], nominations={"N13": "7R"})
    assert nominate_cells(game, 0) == [(1, 0)]
    assert len(free_actions(game, 0)) == 39  # every number card but the one it stands for now
    game.apply(0, parse_action("nominate N13 3G"))
    assert game.nominations[(1, 0)] == "3G"
    assert game.current == 0 and game.phase is Phase.ACTION and game.turn == 1
    game.apply(0, parse_action("draw"))  # then the turn option ends the turn
    assert game.current == 1 and game.nominations[(1, 0)] == "3G"


def test_r24_renominating_is_allowed_in_the_discard_step_of_ones_own_turn() -> None:
    game = uno(WILD_HELD, {"M13": "1s", "N13": "1s"}, ["1B 2B 3B 4B 5B 6B", "2G"], nominations={"N13": "7R"})
    game.apply(0, parse_action("draw"))
    assert game.phase is Phase.DISCARD
    game.apply(0, parse_action("nominate N13 9Y"))
    assert game.nominations[(1, 0)] == "9Y" and game.phase is Phase.DISCARD


@pytest.mark.parametrize(
    ("pieces", "line", "seat", "sentence"),
    [
        ({"M13": "1s", "N13": "1s 2s"}, "nominate N13 3G", 0, "Only the sole occupant of the Wild on N13"),
        ({"M13": "1s 2s"}, "nominate N13 3G", 0, "Only the sole occupant of the Wild on N13"),
        ({"M13": "1s", "N13": "1s"}, "nominate M13 3G", 0, "The red 5 on M13 is not a Wild."),
        ({"M13": "1s", "N13": "1s"}, "nominate O13 3G", 0, "There is no card at O13."),
        ({"M13": "1s", "N13": "1s"}, "nominate N13 7R", 0, "The Wild on N13 already stands for the red 7."),
        ({"M13": "1s", "N13": "1s"}, "nominate N13 SG", 0, "A Wild stands for a number card of one colour"),
        ({"M13": "1s", "N13": "2s"}, "nominate N13 3G", 1, "It is P1's turn, not yours."),
    ],
)
def test_r24_renominating_is_refused_to_anyone_but_the_sole_occupant_on_their_turn(
    pieces: dict[str, str], line: str, seat: int, sentence: str
) -> None:
    game = uno(WILD_HELD, pieces, ["1B", "2B"], nominations={"N13": "7R"})
    assert_refused(game, line, sentence, seat)
    assert parse_action(line) not in free_actions(game, seat)


def test_r24_no_renomination_before_turns_begin() -> None:
    game = ZarkGame.new(ZarkSettings(players=TWO, game="unocitta"), "s", ordered("W 0R 1G 8R", "uno"))
    with pytest.raises(NotYourTurnError):
        game.apply(1, parse_action("nominate M13 3G"))
    with refused(IllegalActionError, "only during your own turn"):
        game.apply(0, parse_action("nominate M13 3G"))


@pytest.mark.parametrize(
    ("cards", "wins"),
    [
        ({"M13": "7R", "N13": "W", "O13": "9R"}, True),  # the Wild is the red 8 of a run
        ({"M13": "7R", "N13": "W", "O13": "8R"}, True),  # ... or the red 6 or 9 at an end
        ({"M13": "7R", "N13": "W4", "O13": "7B"}, True),  # ... or a 7 of three of a kind
        ({"M13": "0R", "N13": "1R", "O13": "W"}, True),  # 0-1-2 is a run
        ({"M13": "7R", "N13": "W", "O13": "W4"}, True),  # two Wilds
        ({"M13": "7R", "N13": "W", "O13": "9B"}, False),  # two colours and two numbers: nothing fits
        ({"M13": "7R", "N13": "W", "O13": "7R"}, True),  # R-25 with a Wild
        ({"M13": "2R", "N13": "W", "O13": "6R"}, False),  # too far apart for one Wild
    ],
)
def test_r24_a_wild_counts_as_whatever_makes_a_block_for_its_controller(cards: dict[str, str], wins: bool) -> None:
    pieces = {"M13": "1s", "O13": "1s", "N14": "1s"}
    game = uno({**cards, "N14": "5Y"}, pieces, ["", ""], nominations={"N13": "2B"})  # the nomination never matters
    game.apply(0, parse_action("move N14 small to N13"))
    assert (game.winner == 0) is wins


def test_r24_a_wild_does_not_help_a_player_who_does_not_control_it() -> None:
    cards = {"M13": "7R", "N13": "W", "O13": "9R", "N14": "5Y"}
    game = uno(cards, {"M13": "1s", "O13": "1s", "N13": "2s", "N14": "1s"}, ["", ""], nominations={"N13": "8R"})
    game.apply(0, parse_action("move N14 small to N13"))
    assert game.winner is None  # N13 is shared, so seat 1 controls only two cards of the run


def test_r24_a_wild_fills_only_ranks_the_deck_has() -> None:
    assert is_power_block([(9, "R"), WILD, WILD], range(0, 10))  # 7-8-9
    assert not is_power_block([(1, "R"), (2, "R"), WILD], range(1, 3))  # no 0 or 3 in the deck to complete it
    assert is_power_block([(1, "R"), (2, "R"), WILD], range(0, 3))  # 0-1-2
    assert is_power_block([(1, "R"), WILD, WILD], range(1, 2))  # three of a kind needs no other rank


def test_r25_three_of_a_kind_may_hold_identical_cards() -> None:
    game = uno({"M13": "7R", "N13": "7R", "O13": "7B", "N14": "5Y"}, {"M13": "1s", "O13": "1s", "N14": "1s"}, ["", ""])
    game.apply(0, parse_action("move N14 small to N13"))
    assert game.winner == 0 and game.winning_block == ((0, 0), (1, 0), (2, 0))


def test_r25_three_identical_cards_that_are_not_connected_do_not_win() -> None:
    game = uno({"M13": "7R", "N13": "5Y", "O13": "7R", "O14": "7B"}, {"M13": "1s", "O13": "1s", "O14": "1m"}, ["", ""])
    game.apply(0, parse_action("draw"))
    assert game.winner is None


# ----------------------------------------------------------------- Unopolis


@pytest.mark.parametrize(
    ("cards", "wins"),
    [
        ({"M13": "3G", "N13": "4G", "O13": "5G", "N14": "6G"}, True),  # a T of a suited run
        ({"M13": "3G", "N13": "4G", "N14": "5G", "O14": "6G"}, True),  # an S
        ({"M13": "8Y", "N13": "8B", "O13": "8R", "N14": "8R"}, True),  # four of a kind, identical cards
        ({"M13": "3G", "N13": "W", "O13": "W4", "N14": "6G"}, True),  # Wilds in a four-card run
        ({"M13": "3G", "N13": "4G", "O13": "5G", "N14": "7G"}, False),  # not a run of four
        ({"M13": "3G", "N13": "4G", "O13": "5G", "N14": "1Y"}, False),  # a run of three is not a block here
    ],
)
def test_r26_a_unopolis_block_is_four_cards_of_any_tetromino_shape(cards: dict[str, str], wins: bool) -> None:
    pieces = {"M13": "1s", "N13": "1m", "O13": "1s", "O14": "1l", "N14": "1s"}
    board = {"O13": "9B", "O14": "9B", **cards}
    game = uno(board, pieces, ["", ""], game="unopolis")
    game.apply(0, parse_action("grow N14 small"))
    assert (game.winner == 0) is wins


# ----------------------------------------------------------------- the classic turn structure


def test_the_uno_games_have_no_turn_draw_and_no_fly() -> None:
    game = uno({"M13": "5R", "N13": "6R"}, {"M13": "1s", "N13": "2s"}, ["1B", "2B"])
    game.apply(0, parse_action("spawn M13"))
    assert game.hands[1] == [card("2B")]  # no card drawn at the start of a turn
    with refused(IllegalActionError, "Fly is not part of Unocitta"):
        game.apply(1, parse_action("fly N13 to N12 with W"))


def test_the_uno_cards_parse_in_every_move_form() -> None:
    assert str(parse_action("attack 2 large at N13 with W SR +2G demolish")) == (
        "attack 2 large at N13 with SR +2G W demolish"
    )
    assert parse_action("build wild N13 as r7").notation() == "build W N13 as 7R"
    assert parse_card("wild draw four") == Card("W4")
    with refused(NotationError, "'as' takes one card"):
        parse_action("build W N13 as")
    with refused(NotationError, "Expected 'as'"):
        parse_action("build W N13 like 7R")
