"""Draw, Grow, Spawn, Build, Move and Hatch: what each does and every refusal (docs/rulings.md, turn options)."""

from __future__ import annotations

import pytest

from rules import NotYourTurnError
from rules.zark import Build, Draw, Grow, Hatch, Move, Spawn, ZarkGame, parse_card
from tests.words import refused

from .positions import assert_refused, position, snapshot

BOARD = {"M13": "7H", "N13": "8H", "O13": "2C"}


def game_with(pieces: dict[str, str], hand: str = "9H KD", other: str = "2S") -> ZarkGame:
    return position(BOARD, pieces, [hand, other])


def test_draw_takes_three_more_cards_and_passes_the_turn() -> None:
    game = game_with({"M13": "1s", "O13": "2s"})
    top_three = game.deck[-3:]
    game.apply(0, Draw())
    assert sorted(game.hands[0]) == sorted(["9H", "KD", *top_three])
    assert game.current == 1  # 5 cards: no discard needed


def test_grow_swaps_a_piece_for_the_next_size_up_from_the_stash() -> None:
    game = game_with({"M13": "1s"})
    game.apply(0, Grow((0, 0), 1))
    assert game.pieces[(0, 0)] == [(0, 2)]
    assert game.stashes[0] == [0, 3, 2, 3]


@pytest.mark.parametrize(
    ("pieces", "line", "sentence"),
    [
        ({"M13": "1l"}, "grow M13 large", "A large pyramid cannot grow any bigger."),
        ({"M13": "1m 1m 1m 1s"}, "grow M13 small", "You have no medium pyramid in your stash."),
        ({"M13": "1s"}, "grow M13 medium", "You have no medium pyramid on M13."),
        ({"M13": "1s", "N13": "2s"}, "grow N13 small", "You have no small pyramid on N13."),
        ({"M13": "1s"}, "grow Q20 small", "There is no card at Q20."),
    ],
)
def test_grow_refusals(pieces: dict[str, str], line: str, sentence: str) -> None:
    assert_refused(game_with(pieces), line, sentence)


def test_spawn_adds_a_small_to_a_card_you_occupy() -> None:
    game = game_with({"N13": "1l 2s"})
    game.apply(0, Spawn((1, 0)))
    assert sorted(game.pieces[(1, 0)]) == [(0, 1), (0, 3), (1, 1)]
    assert game.stashes[0][1] == 2


@pytest.mark.parametrize(
    ("pieces", "line", "sentence"),
    [
        ({"M13": "1s 1s 1s"}, "spawn M13", "You have no small pyramid in your stash."),
        ({"M13": "1s", "N13": "2s"}, "spawn N13", "You have no pyramid on N13."),
        ({"M13": "1s"}, "spawn M12", "There is no card at M12."),
    ],
)
def test_spawn_refusals(pieces: dict[str, str], line: str, sentence: str) -> None:
    assert_refused(game_with(pieces), line, sentence)


def test_build_puts_a_number_card_next_to_a_card_you_occupy_without_a_piece() -> None:
    game = game_with({"M13": "1s"})
    game.apply(0, Build(parse_card("9H"), (0, 1)))
    assert game.cards[(0, 1)] == "9H"
    assert (0, 1) not in game.pieces
    assert game.hands[0] == ["KD"]


@pytest.mark.parametrize(
    ("line", "sentence"),
    [
        ("build 10S M14", "The 10♠ is not in your hand."),
        ("build KD M14", "The K♦ is not a number card; only number cards go on the board."),
        ("build 9H N13", "N13 already has a card on it."),
        ("build 9H O14", "O14 is not next to a card you occupy."),
        ("build 9H L14", "L14 is not next to a card you occupy."),  # diagonal contact does not count
    ],
)
def test_build_refusals(line: str, sentence: str) -> None:
    assert_refused(game_with({"M13": "1s", "O13": "2s"}), line, sentence)


def test_move_slides_a_piece_onto_an_adjacent_card() -> None:
    game = game_with({"M13": "1m 2s"})
    game.apply(0, Move((0, 0), 2, (1, 0)))
    assert game.pieces == {(0, 0): [(1, 1)], (1, 0): [(0, 2)]}


@pytest.mark.parametrize(
    ("line", "sentence"),
    [
        ("move M13 medium to M14", "There is no card at M14; pyramids move only onto cards."),
        ("move M13 medium to O13", "O13 is not next to M13."),
        ("move M13 small to N13", "You have no small pyramid on M13."),
        ("move N13 small to M13", "You have no small pyramid on N13."),
    ],
)
def test_move_refusals(line: str, sentence: str) -> None:
    assert_refused(game_with({"M13": "1m"}), line, sentence)


def test_r16_hatch_builds_anywhere_next_to_a_card_with_a_small_when_you_have_no_pieces() -> None:
    game = game_with({"M13": "2s"})
    game.apply(0, Hatch(parse_card("9H"), (2, 1)))
    assert game.cards[(2, 1)] == "9H"
    assert game.pieces[(2, 1)] == [(0, 1)]


@pytest.mark.parametrize(
    ("pieces", "line", "sentence"),
    [
        ({"M13": "1s"}, "hatch 9H O14", "You can hatch only when you have no pyramids on the board."),
        ({"M13": "2s"}, "hatch 9H Q14", "Q14 is not next to any card."),
        ({"M13": "2s"}, "hatch KD M14", "The K♦ is not a number card"),
        ({"M13": "2s"}, "hatch 9H N13", "N13 already has a card on it."),
    ],
)
def test_hatch_refusals(pieces: dict[str, str], line: str, sentence: str) -> None:
    assert_refused(game_with(pieces), line, sentence)


def test_only_the_current_player_may_take_a_turn_option() -> None:
    game = game_with({"M13": "1s", "N13": "2s"})
    before = snapshot(game)
    with refused(NotYourTurnError, "It is P1's turn, not yours"):
        game.apply(1, Draw())
    assert snapshot(game) == before


def test_r27_draw_is_always_legal_even_with_an_empty_deck() -> None:
    game = game_with({"M13": "1s"})
    game.deck, game.discard = [], []
    assert Draw() in game.legal_actions(0)
    game.apply(0, Draw())  # the draw gives nothing and works as a pass
    assert game.hands[0] == ["9H", "KD"] and game.current == 1
