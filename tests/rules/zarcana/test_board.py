"""The board (section 2), orientation and targeting (section 3) and the population limit (section 5)."""

from __future__ import annotations

import pytest

from rules import NotationError, parse_cell
from rules.zarcana.minions import parse_facing, target_of
from tests import words

from .positions import here, play, position, refused, stack


def test_z7_z9_a_space_holds_a_stack_and_only_its_top_card_counts() -> None:
    """Z-7, Z-9: the top card (Wands) gives the territory's power, not the Cups card beneath it."""
    game = position({"M13": "7C 3W"}, {"M13": "1su"})
    refused(game, "use M13 small up as cups grow", "has the power of Wands here, not cups")
    refused(game, "use M13 small up as wands move to M12", "needs a lying minion")


def test_z9_the_card_beneath_becomes_the_territory_when_the_top_is_removed() -> None:
    """Z-9: the Tower removes the Wands card on top of N13; its Cups card beneath is then N13's territory."""
    game = position({"M13": "AS", "N13": "7C 3W"}, {"M13": "1se", "N13": "2su"}, ["Tower", ""])
    play(game, "play Tower by M13 small east raze N13")
    assert stack(game, "N13") == ["7C"] and game.view(None).top_face(parse_cell("N13")) == "7C"
    play(game, "use N13 small up as cups grow")
    assert here(game, "N13") == ["2mu"]


def test_z8_spaces_touch_only_along_an_edge() -> None:
    """Z-8: never diagonally: the Chariot moves one step to a side neighbour, not to a corner."""
    game = position({"M13": "7C", "N14": "8C"}, {"M13": "1su"}, ["Chariot", ""])
    refused(game, "play Chariot by M13 small up move to N14", "moves one step")
    play(game, "play Chariot by M13 small up move to M14")


def test_z10_the_board_may_split_into_pieces() -> None:
    """Z-10: razing the middle card of a row leaves two pieces; nothing forbids it."""
    game = position({"L13": "AS", "M13": "7C", "N13": "8C"}, {"L13": "1se", "N13": "2su"}, ["", ""])
    play(game, "use L13 small east as swords raze M13")
    assert set(game.stacks) == {parse_cell("L13"), parse_cell("N13")}


def test_z11_a_minion_may_stand_in_wasteland_next_to_a_card() -> None:
    """Z-11: an empty space next to a card is wasteland; a minion may be there, with no territory (Z-16)."""
    game = position({"M13": "7W"}, {"M13": "1se"})
    play(game, "use M13 small east as wands move to N13")
    assert here(game, "N13") == ["1su"] and parse_cell("N13") not in game.stacks
    game.current = 0
    refused(game, "use N13 small up as wands move to O13", "is in the wasteland")


def test_z12_z60_a_minion_left_next_to_no_card_is_destroyed_at_once() -> None:
    """Z-12, Z-60: Swords removes N13, the only card next to seat 2's minion on N12, which is destroyed."""
    game = position({"M13": "7C", "N13": "8C"}, {"M13": "1se", "N12": "2lu"}, ["AS", ""])
    events = play(game, "play AS by M13 small east raze N13")
    assert here(game, "N12") == [] and game.stashes[1][3] == 5
    assert [(e.kind, e.seat, e.count) for e in events if e.kind == "lost"] == [("lost", 1, 3)]


def test_z12_h7_a_minion_may_not_move_into_the_void() -> None:
    """H-7: Wands into a space with no card on it or next to it is refused (it would die, Z-12)."""
    game = position({"M13": "7W"}, {"N13": "1se"}, ["3W", ""])
    refused(game, "play 3W by N13 small east move to O13", "is in the void")


@pytest.mark.parametrize(
    ("text", "facing"), [("up", "U"), ("standing", "U"), ("N", "N"), ("east", "E"), ("s", "S"), ("West", "W")]
)
def test_z13_a_minion_stands_or_points_along_an_edge(text: str, facing: str) -> None:
    """Z-13, Z-14: up (vertical), or lying north, east, south or west (horizontal); never diagonally."""
    assert parse_facing(text) == facing


@pytest.mark.parametrize("text", ["northeast", "ne", "diagonal", ""])
def test_z13_no_diagonal_facing(text: str) -> None:
    with words.refused(NotationError, "is not a facing"):
        parse_facing(text)


def test_z15_a_lying_minion_targets_the_space_it_points_at_a_standing_one_its_own() -> None:
    """Z-15: North is up the board (M12 above M13)."""
    m13 = parse_cell("M13")
    expected = [parse_cell(c) for c in ["M13", "M12", "N13", "M14", "L13"]]
    assert [target_of(m13, facing) for facing in "UNESW"] == expected
    game = position({"M13": "7C", "N13": "8C", "M12": "9C"}, {"M13": "1sn", "N13": "2su"}, ["AS", ""])
    refused(game, "play AS by M13 small north attack 2 small up at N13", "targets M12")
    play(game, "play AS by M13 small north raze M12")


def test_z24_three_minions_at_most_in_a_space_whoever_owns_them() -> None:
    """Z-24, Z-25: Wands and Cups add no minion to a space holding three, of any colours."""
    game = position({"M13": "7C", "N13": "8W"}, {"M13": "1su 2su 2mu", "N13": "1sw"}, ["2W", ""])
    refused(game, "use N13 small west as wands move to M13", "already holds 3 minions")
    refused(game, "use M13 small up as cups clone small", "already holds 3 minions")


def test_z25_h5_a_power_that_ignores_the_limit_may_overfill_and_the_space_stays_over() -> None:
    """Z-25, Z-38, H-5: the Empress clones into a full space; the space stays at four, and Cups may not add more,
    the refusal counting the four minions there."""
    game = position({"M13": "7C"}, {"M13": "1su 2su 2mu"}, ["Empress", ""])
    play(game, "play Empress by M13 small up clone small")
    assert len(game.minions[parse_cell("M13")]) == 4
    game.current = 0
    refused(game, "use M13 small up as cups clone small", "M13 already holds 4 minions: the population limit is 3")
    play(game, "use M13 small up as cups grow")  # growing adds no minion


def test_z25_z44_the_hermit_moves_into_a_full_space() -> None:
    game = position({"M13": "7C", "N13": "8C"}, {"M13": "2su 2mu 2lu", "N13": "1su"}, ["Hermit 9W", ""])
    play(game, "play Hermit by N13 small up move to M13")
    assert len(game.minions[parse_cell("M13")]) == 4
