"""The tutorial's teaching move (`play.tutorial.teaching_move`; the Zark family's `zark_teaching_move`): gentle
computers never attack, so once, after the first round, the one whose turn it is takes the learner's one pyramid,
and she meets Hatch (R-16). Never in the first round, never twice, never once Hatch was explained, never in a game
that is no tutorial; and only with a legal attack of its own (R-11, R-12)."""

from __future__ import annotations

from play.tutorial import KEY, teaching_move
from rules import Action, parse_cell
from rules.zark import Attack, Draw, ZarkGame, parse_card
from tests.data.store_helpers import USERS
from tests.rules.positions import position

NOTES: dict[str, object] = {KEY: {"learner": USERS[0], "seat": 0, "explained": ["starter", "place"]}}
#: Bot 1 (seat 1) to move, after its first turn option: the learner (seat 0) has one small, on M13, next to Bot 1's N13.
AFTER_ITS_FIRST_TURN: list[tuple[int, Action]] = [(0, Draw()), (1, Draw()), (2, Draw()), (0, Draw())]
TAKE = Attack(parse_cell("M13"), 0, 1, (parse_card("KD"),))


def lone_pyramid(history: list[tuple[int, Action]], *, pieces: str = "1s", hand: str = "KD 3C") -> ZarkGame:
    game = position(
        {"M13": "7H", "N13": "8H", "O13": "9H"},
        {"M13": pieces, "N13": "2s", "O13": "3s"},
        ["2C", hand, "4C"],
        players=3,
        current=1,
    )
    game.history = list(history)
    return game


def test_after_the_first_round_a_computer_takes_the_learners_one_pyramid_so_she_may_hatch() -> None:
    game = lone_pyramid(AFTER_ITS_FIRST_TURN)
    taught = teaching_move(NOTES, game, 1)
    assert taught == TAKE  # demolished (not converted), paid with the cheapest payment
    game.apply(1, taught)
    assert not game.occupied(0)  # all her pyramids gone: she may Hatch


def test_never_in_the_first_round_never_twice_never_once_hatch_was_explained() -> None:
    assert teaching_move(NOTES, lone_pyramid([(0, Draw())]), 1) is None  # its first turn: her starter stays
    again = [*AFTER_ITS_FIRST_TURN, (2, TAKE), (0, Draw())]
    assert teaching_move(NOTES, lone_pyramid(again), 1) is None  # once a game
    shown = {KEY: {"learner": USERS[0], "seat": 0, "explained": ["starter", "hatch"]}}
    assert teaching_move(shown, lone_pyramid(AFTER_ITS_FIRST_TURN), 1) is None


def test_only_a_lone_pyramid_within_reach_that_it_can_pay_for_and_only_in_a_tutorial() -> None:
    assert teaching_move(NOTES, lone_pyramid(AFTER_ITS_FIRST_TURN, pieces="1s 1s"), 1) is None  # two of hers
    assert teaching_move(NOTES, lone_pyramid(AFTER_ITS_FIRST_TURN, hand="3C 5C"), 1) is None  # nothing to pay with
    far = lone_pyramid(AFTER_ITS_FIRST_TURN)
    far.current = 2  # Bot 2 on O13: M13 is out of its reach
    assert teaching_move(NOTES, far, 2) is None
    assert teaching_move({}, lone_pyramid(AFTER_ITS_FIRST_TURN), 1) is None  # no tutorial: its own move
