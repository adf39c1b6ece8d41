"""The ranking a finished game gives the ratings (`GameKind.ranking`), for Zark City and the Uno games: the winner
first, the others still seated tied after, those who left (resigned or removed, R-18) below them, the later leaver
higher; an agreed end (R-18) is not rated."""

from __future__ import annotations

import pytest

from rules import AgreeEnd, Phase, Resign, kind_named
from rules.core.ranking import leaving_order, ordered_by, with_leavers
from rules.zark import ZarkGame, parse_action

from .positions import position

GAMES = ("zark-city", "unocitta", "unopolis")
# A win for seat 1 in one move (Zark City's cards; the Uno games' suited run of red 7, 8, 9).
WINNING_BOARD = {
    "zark-city": ({"M13": "7H", "N13": "8H", "N14": "9H"}, "QH 2C 3C 4C 5C 6C 7C"),
    "unocitta": ({"M13": "7R", "N13": "8R", "N14": "9R"}, "1B 2B 3B 4B 5B 6B 1G"),
    "unopolis": ({"M13": "7R", "N13": "8R", "N14": "9R", "N15": "6R"}, "1B 2B 3B 4B 5B 6B 1G"),
}


def _about_to_win(game_name: str, players: int) -> ZarkGame:
    cards, hand = WINNING_BOARD[game_name]
    pieces = {"M13": "1s", "N13": "1s 1s"} | ({"N15": "1m"} if game_name == "unopolis" else {})
    return position(cards, pieces, [hand] + [""] * (players - 1), players=players, game=game_name)


@pytest.mark.parametrize("game_name", GAMES)
def test_the_winner_first_and_the_others_tied(game_name: str) -> None:
    game = _about_to_win(game_name, 4)
    kind = kind_named(game_name)
    assert kind.ranking(game) is None  # not over yet
    game.apply(0, parse_action("move N13 small to N14"))
    assert game.phase is Phase.OVER and game.winner == 0
    assert kind.ranking(game) == ((0,), (1, 2, 3))


@pytest.mark.parametrize("game_name", GAMES)
def test_those_who_left_rank_below_the_seated_the_later_leaver_higher(game_name: str) -> None:
    game = _about_to_win(game_name, 5)
    kind = kind_named(game_name)
    game.apply(3, Resign())
    game.apply(1, Resign())
    game.apply(0, parse_action("move N13 small to N14"))
    assert kind.ranking(game) == ((0,), (2, 4), (1,), (3,))


@pytest.mark.parametrize("game_name", GAMES)
def test_the_last_player_left_wins_and_the_others_rank_by_when_they_left(game_name: str) -> None:
    game = _about_to_win(game_name, 3)
    kind = kind_named(game_name)
    game.apply(0, Resign())
    game.apply(2, Resign())
    assert game.phase is Phase.OVER and game.winner == 1
    assert kind.ranking(game) == ((1,), (2,), (0,))


@pytest.mark.parametrize("game_name", GAMES)
def test_a_game_ended_by_agreement_is_not_rated(game_name: str) -> None:
    game = _about_to_win(game_name, 3)
    kind = kind_named(game_name)
    game.apply(2, Resign())
    game.apply(0, AgreeEnd())
    game.apply(1, AgreeEnd())
    assert game.phase is Phase.OVER and game.winner is None
    assert kind.ranking(game) is None


def test_leaving_order_reads_the_resignations_in_the_log() -> None:
    history = [(0, parse_action("draw")), (2, Resign()), (1, AgreeEnd()), (0, Resign())]
    assert leaving_order(history) == [2, 0]
    assert with_leavers(((1,), ()), history) == ((1,), (0,), (2,))


def test_ordered_by_shares_places_between_equal_keys_highest_first() -> None:
    assert ordered_by([0, 1, 2, 3], {0: (5,), 1: (9,), 2: (5,), 3: (1,)}) == ((1,), (0, 2), (3,))
    assert ordered_by([0, 1], {0: (7, 3), 1: (7, 4)}) == ((1,), (0,))
