"""The ranking a finished Zarcana game gives the ratings (`GameKind.ranking`): the final scores in order, ties shared
unless the table breaks them by pips (H-19); those who left below everyone seated, the later leaver higher; the last
player left first; an agreed end not rated."""

from __future__ import annotations

from rules import kind_named
from rules.zarcana import ZarcanaGame, parse_action

from .positions import over, play, position

ZARCANA = kind_named("zarcana")


def _scored(*, tie_break: bool) -> ZarcanaGame:
    """Four players: seat 4 resigns; seat 1 declares; seats 1 and 2 score 7 each (seat 2 with more pips on the
    board), seat 3 scores 9."""
    game = position(
        {"M13": "7C", "N13": "7W", "O13": "9C", "P13": "2C"},
        {"M13": "1su", "N13": "2lu", "O13": "3su", "P13": "4lu"},
        players=4,
        reshuffles=1,
        tie_break=tie_break,
    )
    game.apply(3, parse_action("resign"))
    assert ZARCANA.ranking(game) is None  # not over yet
    play(game, "declare")
    play(game, "pass")
    play(game, "pass")
    assert over(game) and game.scores == (7, 7, 9, 0) and game.winners == (2,)
    return game


def test_the_final_scores_in_order_with_ties_shared_and_leavers_last() -> None:
    assert ZARCANA.ranking(_scored(tie_break=False)) == ((2,), (0, 1), (3,))


def test_h19_the_tie_break_orders_tied_scores_by_pips_on_the_board() -> None:
    assert ZARCANA.ranking(_scored(tie_break=True)) == ((2,), (1,), (0,), (3,))


def test_a_shared_win_shares_the_first_place() -> None:
    game = position({"M13": "7C", "N13": "7W"}, {"M13": "1su", "N13": "2lu"}, reshuffles=1)
    play(game, "declare")
    play(game, "pass")
    assert game.winners == (0, 1)
    assert ZARCANA.ranking(game) == ((0, 1),)


def test_the_last_player_left_first_then_the_later_leaver() -> None:
    game = position({"M13": "7C"}, {"M13": "1su"}, players=3)
    game.apply(1, parse_action("resign"))
    game.apply(0, parse_action("resign"))
    assert over(game) and game.winners == (2,)
    assert ZARCANA.ranking(game) == ((2,), (0,), (1,))


def test_a_game_ended_by_agreement_is_not_rated() -> None:
    game = position({"M13": "7C"}, {"M13": "1su"}, players=3)
    game.apply(1, parse_action("resign"))
    game.apply(0, parse_action("agree-end"))
    game.apply(2, parse_action("agree-end"))
    assert over(game) and game.winners == ()
    assert ZARCANA.ranking(game) is None
