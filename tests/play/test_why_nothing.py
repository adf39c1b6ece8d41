"""Autocomplete of an option with no legal value now offers one entry saying why, in Zarcana as in the Zark family
(`tests.play.test_choices`): the sentence is true to the rules at this moment, and fits a choice's name."""

from __future__ import annotations

import pytest

import i18n
from play.suggestions import NOTHING, nothing_key
from play.zarcana import choices
from play.zark import choices as zark_choices
from rules.zarcana import ZarcanaGame
from tests.rules.zarcana.positions import play, position


def why(game: ZarcanaGame, make: choices.ZarcanaSuggester, seat: int = 0) -> str | None:
    """The key of the one entry offered, or None when there are legal values to offer."""
    offered = choices.offer(game.view(seat), make, {}, "whatever was typed")
    if len(offered) == 1 and nothing_key(offered[0][1]) is not None:
        assert offered[0][0] == i18n.say(i18n.ENGLISH, choices.nothing_now(nothing_key(offered[0][1]) or ""))
        return nothing_key(offered[0][1])
    return None


def test_every_sentence_saying_why_fits_a_choice_name_and_its_value_too() -> None:
    for sentences in (zark_choices.NOTHING_NOW, choices.NOTHING_NOW):
        for key, said in sentences.items():
            for language in i18n.LANGUAGES:
                sentence = i18n.say(language, said)
                assert len(sentence) <= 100, (language, sentence)  # Discord's limit for a choice's name
            assert len(NOTHING + key) <= 100 and nothing_key(NOTHING + key) == key


def test_with_no_minion_on_the_board_one_places_and_nothing_else_needs_one() -> None:
    game = position({"M13": "AC", "N13": "7C"}, {"N13": "2su"}, ["2W 3W", ""])
    assert why(game, choices.place_cells) is None  # the cards are offered
    assert why(game, choices.use_minions) == "no minion"
    assert why(game, choices.reorient_minions) == "no minion"
    assert i18n.say(i18n.ENGLISH, choices.nothing_now("no minion")).endswith(
        "place one with /zarcana place (option 1, Z-29)."
    )


def test_with_a_minion_on_the_board_there_is_no_placing_z29() -> None:
    game = position({"M13": "AC", "N13": "7C"}, {"M13": "1su"}, ["2W", ""])
    assert why(game, choices.place_cells) == "place mine"
    assert why(game, choices.reorient_minions) is None


@pytest.mark.parametrize(
    ("hand", "key"),
    [("2W 3W 4W 5W 6W 7W", "full hand"), ("2W 3W 4W 5W 6W 7W 8W", "full hand"), ("2W 3W 4W 5W 6W", None)],
)
def test_no_draw_with_six_cards_in_hand_z26(hand: str, key: str | None) -> None:
    game = position({"M13": "AC"}, {"M13": "1su"}, [hand, ""])
    assert why(game, choices.draw_counts) == key
    if key is None:
        assert choices.offer(game.view(0), choices.draw_counts, {}, "") == [("1 · draw 1, to hold 6 cards", "1")]


def test_an_empty_hand_has_nothing_to_play_or_discard() -> None:
    game = position({"M13": "AC"}, {"M13": "1su"}, ["", "2W"])
    assert why(game, choices.play_cards) == why(game, choices.discard_tops) == "empty hand"
    assert why(game, choices.draw_counts) is None


def test_an_answer_with_nothing_to_answer_says_what_it_answers() -> None:
    game = position({"M13": "AC"}, {"M13": "1su"}, ["2W", ""])
    for make, key in (
        (choices.drawn_powers, "no drawn"),
        (choices.again_targets, "no again"),
        (choices.give_cards, "no give"),
        (choices.top_cards, "no top"),
    ):
        assert why(game, make) == key
    said = (
        i18n.say(i18n.ENGLISH, choices.nothing_now("no drawn")),
        i18n.say(i18n.ENGLISH, choices.nothing_now("no give")),
    )
    assert "Z-35" in said[0] and "Z-39" in said[1]


def test_while_an_answer_is_awaited_a_turn_option_names_it() -> None:
    game = position({"M13": "AC", "N13": "7C"}, {"M13": "1su", "N13": "1su"}, ["2W", ""])
    play(game, "reorient 1 small up at M13 to east")  # option 4 goes on: more minions, or done
    assert why(game, choices.place_cells) == why(game, choices.draw_counts) == "answer reorient"
    assert why(game, choices.drawn_powers) == "answer reorient"
    assert why(game, choices.reorient_minions) is None  # the minion on N13 may still turn
    play(game, "reorient 1 small up at N13 to west")
    assert game.pending is None  # every minion has turned: option 4 is over


def test_a_later_value_and_the_game_over_offer_no_sentence() -> None:
    game = position({"M13": "AC"}, {"M13": "1su"}, ["2W", ""])
    assert choices.offer(game.view(0), choices.play_targets, {"card": "7C"}, "") == []
    assert choices.why_nothing(game.view(0), choices.play_powers) is None
