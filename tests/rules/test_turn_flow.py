"""A turn from start to end: R-8, R-9, R-10, R-18, R-19, R-27, R-28."""

from __future__ import annotations

import pytest

from rules import AgreeEnd, GameOverError, IllegalActionError, Phase, Resign
from rules.zark import Discard, Draw, parse_card
from tests.words import refused

from .positions import assert_refused, position, snapshot

BOARD = {"M13": "7H", "N13": "8H", "O13": "2C"}
PIECES = {"M13": "1s", "O13": "2s"}


def test_r8_the_next_players_turn_starts_by_drawing_one_card() -> None:
    game = position(BOARD, PIECES, ["", "2S"])
    top = game.deck[-4]  # P1 draws three; the fourth from the top goes to P2
    events = game.apply(0, Draw())
    assert game.current == 1 and game.turn == 2
    assert game.hands[1] == ["2S", top]
    assert any(e.kind == "drew" and e.seat == 1 and e.cards == (top,) and e.private for e in events)


def test_r8_r9_a_hand_over_six_is_discarded_down_to_six_by_the_players_choice() -> None:
    game = position(BOARD, PIECES, ["2D 3D 4D 5D", "2S"])
    events = game.apply(0, Draw())  # 7 cards
    assert (game.phase, game.current) == (Phase.DISCARD, 0)  # a tuple: mypy keeps no narrowing past apply
    assert [e.count for e in events if e.kind == "discard-needed"] == [1]
    assert_refused(game, "draw", "discard down to 6")
    assert_refused(game, "discard 2D 3D", "discard exactly 1 to keep 6")
    assert_refused(game, "discard 9C", "The 9♣ is not in your hand.")
    assert_refused(game, "discard 2D", "It is P1's turn", seat=1)
    game.apply(0, Discard((parse_card("2D"),)))
    assert len(game.hands[0]) == 6 and game.discard == ["2D"]
    assert game.phase is Phase.ACTION and game.current == 1


def test_discard_is_refused_when_no_discard_is_due() -> None:
    game = position(BOARD, PIECES, ["2D", "2S"])
    assert_refused(game, "discard 2D", "You have nothing to discard now")


def test_r10_an_empty_deck_is_refilled_by_shuffling_the_discard_pile() -> None:
    game = position(BOARD, PIECES, ["", "2S"], discard="3S 4S 5S 6S")
    game.deck = game.deck[:1]
    game.discard += []  # the rest of the cards stay out of play for this test
    events = game.apply(0, Draw())
    assert game.reshuffles == 1
    assert len(game.hands[0]) == 3
    assert [e.kind for e in events].count("reshuffled") == 1


def test_r10_a_reshuffle_is_the_same_on_every_replay() -> None:
    first = position(BOARD, PIECES, ["", "2S"], discard="3S 4S 5S 6S 7S 8S")
    second = position(BOARD, PIECES, ["", "2S"], discard="3S 4S 5S 6S 7S 8S")
    for game in (first, second):
        game.deck = []
        game.apply(0, Draw())
    assert first.hands == second.hands and first.deck == second.deck


def test_r10_with_deck_and_discard_empty_the_draw_gives_fewer_cards() -> None:
    game = position(BOARD, PIECES, ["", "2S"], discard="3S")
    game.deck = []
    game.apply(0, Draw())
    assert game.hands[0] == ["3S"]
    assert game.hands[1] == ["2S"]  # P2's turn draw found nothing


def test_r19_classic_draw_takes_three_and_the_discard_follows_at_once() -> None:
    game = position(BOARD, PIECES, ["2D 3D 4D 5D", "2S"], edition="classic")
    game.apply(0, Draw())
    assert game.phase is Phase.DISCARD
    game.apply(0, Discard((parse_card("5D"),)))
    assert game.current == 1 and game.hands[1] == ["2S"]  # no draw at the start of a turn


def test_r18_a_resigning_player_leaves_the_board_and_is_skipped() -> None:
    game = position(BOARD, {"M13": "1s", "N13": "2m 3s", "O13": "2s"}, ["", "", ""], players=3)
    game.apply(1, Resign())
    assert game.pieces == {(0, 0): [(0, 1)], (1, 0): [(2, 1)]}
    assert game.stashes[1] == [0, 3, 3, 3]
    game.apply(0, Draw())
    assert game.current == 2
    game.apply(2, Draw())
    assert game.current == 0


def test_r18_when_the_current_player_resigns_the_turn_passes() -> None:
    game = position(BOARD, PIECES, ["", "", ""], players=3)
    game.apply(0, Resign())
    assert game.current == 1 and game.phase is Phase.ACTION


def test_r18_with_one_player_left_that_player_wins() -> None:
    game = position(BOARD, PIECES, ["", ""])
    events = game.apply(0, Resign())
    assert game.phase is Phase.OVER and game.winner == 1
    assert [e.kind for e in events] == ["won"]
    with refused(GameOverError, "This game is over"):
        game.apply(1, Draw())


def test_r18_a_resigned_player_can_do_nothing_more() -> None:
    game = position(BOARD, PIECES, ["", "", ""], players=3)
    game.apply(2, Resign())
    with refused(IllegalActionError, "You have resigned"):
        game.apply(2, Draw())


def test_r18_resigning_can_hand_another_player_the_win() -> None:
    # P2 shares M13 with P1; when P1 resigns, P2 controls 7H 8H 9H.
    cards = {"M13": "7H", "N13": "8H", "O13": "9H"}
    game = position(cards, {"M13": "1s 2s", "N13": "2s", "O13": "2s"}, ["", "", ""], players=3)
    game.apply(0, Resign())
    assert game.winner == 1


def test_r18_r28_the_game_ends_with_no_winner_when_every_remaining_player_agrees() -> None:
    game = position(BOARD, PIECES, ["", "", ""], players=3)
    game.apply(0, AgreeEnd())
    game.apply(2, AgreeEnd())
    with refused(IllegalActionError, "already agreed"):
        game.apply(0, AgreeEnd())
    assert game.phase is Phase.ACTION
    events = game.apply(1, AgreeEnd())
    assert (game.phase, game.winner) == (Phase.OVER, None)  # a tuple: mypy keeps no narrowing past apply
    assert [e.kind for e in events] == ["ended"]


def test_r18_agreement_counts_only_the_players_still_in() -> None:
    game = position(BOARD, PIECES, ["", "", ""], players=3)
    game.apply(0, AgreeEnd())
    game.apply(1, AgreeEnd())
    game.apply(2, Resign())
    assert game.phase is Phase.OVER and game.winner is None


def test_an_illegal_action_leaves_everything_unchanged_including_the_history() -> None:
    game = position(BOARD, PIECES, ["", "2S"])
    before = snapshot(game)
    with pytest.raises(IllegalActionError):
        game.apply(0, Discard((parse_card("2S"),)))
    assert snapshot(game) == before and game.history == []
