"""A board nobody can ever win on (R-28a): where cards never move (no Fly: classic, Unocitta, Unopolis), with no power
block among the cards on the board and none that the cards still off it could make, every computer level votes to
end the game by agreement (R-18), so a table of computers ends there instead of sliding pyramids to the turn cap."""

from __future__ import annotations

import random

import pytest

from rules import AgreeEnd, Phase
from rules.core.cells import Cell
from rules.players import LEVELS, choose
from rules.players.arena import Result
from rules.zark import Discard, ZarkGame, parse_action, parse_card
from rules.zark.heuristic import discard
from rules.zark.legal import frontier
from rules.zark.threats import beyond_winning, power_groups

from .positions import board_nobody_can_win, position, position_on

BOARD = board_nobody_can_win()


def _game(board: dict[Cell, str], *, edition: str = "classic", hands: list[str] | None = None) -> ZarkGame:
    """`position_on` `board`, classic unless said."""
    return position_on(board, hands or ["KD QS", "JH"], edition=edition)


def test_every_number_card_built_with_no_block_among_them_cannot_be_won_r28a() -> None:
    game = _game(BOARD)
    assert not power_groups(game)
    assert beyond_winning(game)


def test_where_aces_fly_cards_the_same_board_can_still_be_won_r15() -> None:
    assert not beyond_winning(_game(BOARD, edition="arcade"))


def test_a_block_on_the_board_can_still_be_won_whoever_is_on_it() -> None:
    board = {**BOARD}
    for cell, card in zip(((0, 0), (1, 0), (2, 0)), ("7C", "7D", "7H"), strict=True):  # three 7s in a row
        where = next(other for other, here in board.items() if here == card)
        board[where], board[cell] = board[cell], card
    game = _game(board)
    assert power_groups(game)
    assert not beyond_winning(game)


@pytest.mark.parametrize("cell", [(0, 0), (2, 3), (5, 1), (3, 5)])
def test_with_one_card_left_it_can_be_won_exactly_when_some_cell_next_to_the_board_makes_a_block_of_it(
    cell: Cell,
) -> None:
    """One card taken off the board into a hand: `beyond_winning` answers as trying that card on every empty cell
    next to the board does."""
    board = {**BOARD}
    card = board.pop(cell)
    game = _game(board, hands=[f"{card} KD", "JH"])
    makes_a_block = False
    for empty in frontier(game):
        trial = game.copy(history=False)
        trial.cards = {**trial.cards, empty: trial.hands[0][0]}
        makes_a_block = makes_a_block or bool(power_groups(trial))
    assert beyond_winning(game) is not makes_a_block


def test_two_cards_left_that_could_share_a_block_can_still_be_won() -> None:
    """The 5 and 6 of one suit off the board: with a 4 or a 7 of that suit they make a run somewhere new."""
    pair = {cell: card for cell, card in BOARD.items() if card in ("5H", "6H")}
    board = {cell: card for cell, card in BOARD.items() if cell not in pair}
    assert not beyond_winning(_game(board, hands=["5H 6H", "JH"]))


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_votes_to_end_once_nobody_can_win_then_plays_on(level: str) -> None:
    game = _game(BOARD)
    assert choose(game, 0, level, random.Random(1), 3) == AgreeEnd()
    game.apply(0, AgreeEnd())
    assert game.phase is Phase.ACTION and game.seats_to_act() == [0]
    assert not isinstance(choose(game, 0, level, random.Random(1), 3), AgreeEnd)


def test_a_table_of_computers_ends_a_game_nobody_can_win_by_agreement_r18() -> None:
    game = _game(BOARD)
    rng = random.Random(2)
    for _ in range(6):
        if game.phase is Phase.OVER:
            break
        seat = game.seats_to_act()[0]
        game.apply(seat, choose(game, seat, "easy", rng))
    assert game.phase is Phase.OVER and not game.winners
    assert not game.end_votes.count(False)


def test_no_level_votes_while_the_game_can_still_be_won() -> None:
    game = _game(BOARD, edition="arcade")
    for level in LEVELS:
        assert not isinstance(choose(game, 0, level, random.Random(1), 3), AgreeEnd)


def test_an_arena_game_ended_by_agreement_is_not_one_cut_off_at_the_turn_cap() -> None:
    agreed, cut_off = Result(None, turns=300, agreed=True), Result(None, turns=601)
    assert not agreed.capped and cut_off.capped
    assert agreed.outcome() == "nobody (agreed)" and cut_off.outcome() == "nobody"


def test_a_discard_keeps_a_number_card_from_a_hand_of_attack_cards_r19() -> None:
    """Classic's Draw of three, with six attack cards in hand: a number card drawn is kept in place of the least
    attack card, or the hand could never build again (and the last number card would never reach the board)."""
    game = position({"M13": "7H"}, {"M13": "1s"}, ["KD QS JH JC KC QH 9S 2D AS", "2C"], edition="classic")
    game.phase = Phase.DISCARD
    action = discard(game, 0)
    assert isinstance(action, Discard)
    dropped = action.cards
    assert len(dropped) == 3 and "9S" not in dropped and "2D" in dropped
    kept = [card for card in game.hands[0] if card not in dropped]
    assert [card for card in kept if card[:-1].isdigit()] == ["9S"]


def test_a_discard_of_a_hand_that_keeps_a_number_card_anyway_is_unchanged() -> None:
    game = position({"M13": "7H"}, {"M13": "1s"}, ["KD QS JH 9S 8S 2D AS", "2C"], edition="classic")
    game.phase = Phase.DISCARD
    assert discard(game, 0) == parse_action("discard 2D")


def test_a_discard_keeps_one_copy_of_a_card_held_twice_and_drops_exactly_the_excess_r25() -> None:
    """Unopolis: two red 5s and attack cards; one red 5 is kept, the other goes, and the discard is exactly three
    (the two copies were once both taken out, and the engine refused a discard one card short)."""
    game = position({"M13": "7R"}, {"M13": "1s"}, ["5R 5R +2R +2Y SR SY RR RY +2B", "2B"], game="unopolis")
    five = parse_card("5R")
    game.hands[0] = [five if card == five else card for card in game.hands[0]]  # one object twice, as a dealt deck has
    game.phase = Phase.DISCARD
    action = discard(game, 0)
    assert isinstance(action, Discard) and len(action.cards) == 3
    game.apply(0, action)  # the engine takes it
    assert game.hands[0].count(parse_card("5R")) == 1
