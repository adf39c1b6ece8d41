"""The surface a bot and a renderer are built on: the open turn options and the choices step by step (card, power,
minion, target) from a seat's own view, the pending decision in words, option values read back, texts."""

from __future__ import annotations

import pytest

from rules import NotationError, parse_cell
from rules.zarcana import ActingMinion, MinionAt, parse_actor, parse_minion
from rules.zarcana.legal import option_names, play_choices, use_choices
from rules.zarcana.tasks import Decision, Demand, Order, Reorienting, SecondStep, UseDrawn, next_message
from rules.zarcana.text import board_grid, status_message
from tests import words
from tests.words import said

from .positions import cards, play, position


def test_the_open_turn_options_by_command_name() -> None:
    game = position({"M13": "AC"}, {"M13": "1su"}, ["2C", ""])
    assert option_names(game.view(0), 0) == ["play", "use", "reorient", "draw", "discard-hand", "pass"]
    assert option_names(game.view(1), 1) == []  # not their turn
    game.reshuffles = 1
    assert option_names(game.view(0), 0)[-1] == "declare"
    fresh = position({"M13": "AC"})
    assert option_names(fresh.view(0), 0) == ["place", "draw", "pass"]


def test_a_play_is_chosen_step_by_step_from_the_players_own_view() -> None:
    """Card, then power, then minion, then target: each step offers only values that lead to a legal action."""
    game = position({"M13": "AC", "N13": "7C"}, {"M13": "1se 1su", "N13": "2su"}, ["KS 2W", ""])
    view = game.view(0)
    assert {play.card for play in play_choices(view, 0)} == {"KS", "2W"}
    assert {play.power for play in play_choices(view, 0, card=cards("KS")[0])} == {"cups", "wands", "swords", "discs"}
    actors = {play.actor for play in play_choices(view, 0, card=cards("KS")[0], power="wands")}
    assert actors == {ActingMinion(parse_cell("M13"), 1, "E")}
    targets = [
        play.effect.notation() for play in play_choices(view, 0, cards("KS")[0], "swords", ActingMinion((0, 0), 1, "E"))
    ]
    assert targets == ["attack 2 small up at N13"]
    uses = use_choices(view, 0, actor=ActingMinion((0, 0), 1, "U"))
    assert {use.power for use in uses} == {"cups"}


@pytest.mark.parametrize(
    ("decision", "words"),
    [
        (UseDrawn(cards("2C")[0]), "P1 must use 2 of Cups, drawn by the Fool, as if from their hand (Z-35)."),
        (SecondStep("chariot", (0, 0), 1, "U"), "P1 may use The Chariot again with the minion on M13, or say done."),
        (Reorienting(None), "P1 reorients their own minions: one more minion."),
        (
            Reorienting((0, 0), (((0, 0), 0, 1, "E"),)),
            "P1 reorients minions on and around M13 (the Devil): one more minion or say done.",
        ),
        (Demand(1, 0, 2), "P2 must give P1 2 cards of their choice (the Emperor, Z-39)."),
        (
            Order((cards("7W")[0], cards("Fool")[0])),
            "P1 chooses which goes on top of the discard pile: 7 of Wands or The Fool (H-9).",
        ),
    ],
)
def test_every_decision_says_who_must_do_what(decision: Decision, words: str) -> None:
    assert said(next_message(decision, ("P1", "P2"), 0)) == words


def test_option_values_read_back_as_minions() -> None:
    assert parse_actor("m13 Small UP") == ActingMinion(parse_cell("M13"), 1, "U")
    assert parse_minion("2 large east at N13") == MinionAt(parse_cell("N13"), 1, 3, "E")
    assert parse_actor(ActingMinion((2, -1), 3, "W").notation()) == ActingMinion((2, -1), 3, "W")
    with words.refused(NotationError, "ends too soon"):
        parse_actor("M13 small")
    with words.refused(NotationError, "is more than"):
        parse_minion("2 large east at N13 now")


def test_texts_of_a_view() -> None:
    game = position({"M13": "7C KW", "N13": "Fool"}, {"M13": "1su", "N14": "2le"}, face_down={"KW": 0})
    grid = board_grid(game.view(None))
    assert "M13 ??(2) Bsu" in grid and "N13 Fool" in grid and "N14 Ole" in grid
    assert said(status_message(game.view(None))) == "Turn 1: P1 to play."
    play(game, "pass")
    game.reshuffles = 1
    play(game, "declare")
    play(game, "pass")
    assert said(status_message(game.view(None))) == "Game over: P1 wins (P1 11, P2 0)."
    assert game.view(None).value(cards("KW")[0]) == 11
