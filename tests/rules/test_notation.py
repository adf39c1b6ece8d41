"""Cards, cells and moves as players type them and as records store them (R-7, docs/notation.md)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules import Action, AgreeEnd, NotationError, Resign, cell_name, parse_cell, parse_size, quoted
from rules.core.errors import QUOTE_LIMIT
from rules.zark import (
    Attack,
    Build,
    Discard,
    Draw,
    Fly,
    Grow,
    Hatch,
    Move,
    Place,
    Spawn,
    Starter,
    card_label,
    parse_action,
    parse_card,
)
from rules.zark.cards import deck_cards
from tests.words import english, english_card, refused


@pytest.mark.parametrize(
    ("text", "card"),
    [("7H", "7H"), ("7h", "7H"), ("7♥", "7H"), ("10s", "10S"), ("10♠", "10S"), ("kd", "KD"), ("JK", "JK"),
     ("joker", "JK"), ("A♣", "AC"), ("5★", "5T"), ("5*", "5T"), (" q s ", "QS")],
)  # fmt: skip
def test_cards_are_read_as_players_type_them(text: str, card: str) -> None:
    assert parse_card(text) == card


@pytest.mark.parametrize("text", ["", "1H", "11S", "7X", "HH", "7", "10", "JKX"])
def test_a_word_that_is_no_card_is_refused_with_a_sentence(text: str) -> None:
    with refused(NotationError, "is not a card"):
        parse_card(text)


def test_card_labels_use_suit_symbols_and_a_joker_is_read_in_words() -> None:
    """A label reads the same in every language; the Joker's is its code, which a reader reads in their words."""
    assert [card_label(parse_card(t)) for t in ("7H", "10S", "KD", "JK", "2T")] == ["7♥", "10♠", "K♦", "JK", "2★"]
    assert english_card("JK") == "Joker"


def test_decks_have_the_sizes_of_the_rulings() -> None:
    assert len(deck_cards("standard")) == 54
    assert len(deck_cards("zark")) == 65
    assert sum(card == "JK" for card in deck_cards("standard")) == 2


def test_the_first_card_is_at_m13_and_names_follow_the_grid() -> None:
    # a spreadsheet-like name; right is the next letter, down the next number.
    assert cell_name((0, 0)) == "M13"
    assert cell_name((1, 0)) == "N13"
    assert cell_name((0, 1)) == "M14"
    assert cell_name((-12, -12)) == "A1"
    assert cell_name((13, 0)) == "Z13"
    assert cell_name((14, 0)) == "AA13"
    assert cell_name((-13, 0)) == "-A13"
    assert cell_name((0, -13)) == "M0"
    assert cell_name((0, -20)) == "M-7"


@given(st.integers(-2000, 2000), st.integers(-2000, 2000))
def test_every_cell_name_reads_back_to_its_cell(x: int, y: int) -> None:
    # names are a function of the coordinates alone, so they never change as the board grows.
    assert parse_cell(cell_name((x, y))) == (x, y)
    assert parse_cell(cell_name((x, y)).lower()) == (x, y)


@pytest.mark.parametrize("text", ["", "13", "M", "M1.5", "M 1 3 x", "★3"])
def test_a_word_that_is_no_cell_is_refused(text: str) -> None:
    with refused(NotationError, "is not a cell name"):
        parse_cell(text)


EVERY_KIND = [
    (Starter(parse_card("9C")), "starter 9C"),
    (Place((1, 0)), "place N13"),
    (Draw(), "draw"),
    (Grow((0, 0), 1), "grow M13 small"),
    (Spawn((0, 0)), "spawn M13"),
    (Build(parse_card("7H"), (0, 1)), "build 7H M14"),
    (Move((0, 0), 2, (1, 0)), "move M13 medium to N13"),
    (Attack((1, 0), 1, 2, (parse_card("QS"), parse_card("QH"))), "attack 2 medium at N13 with QS QH demolish"),
    (Attack((1, 0), 1, 3, (parse_card("KS"),), 2), "attack 2 large at N13 with KS convert medium"),
    (Fly(parse_card("AS"), (0, 0), (2, 0)), "fly M13 to O13 with AS"),
    (Hatch(parse_card("10D"), (0, -1)), "hatch 10D M12"),
    (Discard((parse_card("KD"), parse_card("2C"))), "discard 2C KD"),
    (Resign(), "resign"),
    (AgreeEnd(), "agree-end"),
]


@pytest.mark.parametrize(("action", "line"), EVERY_KIND, ids=[line.split()[0] for _, line in EVERY_KIND])
def test_every_move_kind_writes_and_reads_its_notation(action: Action, line: str) -> None:
    assert action.notation() == line
    assert parse_action(line) == action


def test_notation_accepts_symbols_and_lower_case() -> None:
    assert parse_action("Build 7♥ m14") == Build(parse_card("7H"), (0, 1))
    assert parse_action("move m13 m to n13") == Move((0, 0), 2, (1, 0))


@pytest.mark.parametrize(
    ("line", "fragment"),
    [
        ("", "empty line"),
        ("jump M13", "is not a move"),
        ("build 7H", "wrong number of words"),
        ("move M13 small N13 N14", "Expected 'to'"),
        ("attack 2 small at N13 with KD", "ends with 'demolish' or 'convert SIZE'"),
        ("attack 2 small at N13 with demolish", "names the cards"),
        ("attack 9 small at N13 with KD demolish", "not a seat number"),
        ("grow M13 huge", "not a pyramid size"),
    ],
)
def test_bad_notation_is_refused_with_a_sentence(line: str, fragment: str) -> None:
    with refused(NotationError, fragment):
        parse_action(line)


# --------------------------------------------------------------------------------------------- quoting input


def test_a_sentence_quotes_a_short_clean_excerpt_of_what_was_typed() -> None:
    assert quoted("  7Z ") == "'7Z'"
    assert quoted("M13\n\tsmall\x00\x07") == "'M13 small'"  # one line, nothing unprintable
    long = quoted("Q" * 6000)
    assert long == repr("Q" * (QUOTE_LIMIT - 1) + "…")


@pytest.mark.parametrize("parse", [parse_card, parse_cell, parse_action, parse_size])
@pytest.mark.parametrize("typed", ["Q" * 6000, "M13 " + "\n7H " * 1495, "build " + "x" * 5990])
def test_a_refusal_of_a_very_long_value_stays_short(parse: Callable[[str], object], typed: str) -> None:
    with pytest.raises(NotationError) as refused:
        parse(typed)
    sentence = english(refused.value)
    assert len(sentence) <= 200 and "\n" not in sentence, sentence


def test_every_example_move_in_the_notation_document_reads_and_writes_back_the_same() -> None:
    document = (Path(__file__).parents[2] / "docs" / "notation.md").read_text(encoding="utf-8")
    document = document.split("## Zarcana")[0]  # Zarcana's moves have their own notation, tested in tests/rules/zarcana
    examples = re.findall(r"^\| [^|`]+ \| `(\d) ([^`]+)` \|", document, flags=re.MULTILINE)
    verbs = {line.split()[0] for _, line in examples}
    assert {"build", "hatch", "nominate", "attack", "fly", "starter", "discard"} <= verbs
    assert any(" as " in line for _, line in examples) and any("W4" in line for _, line in examples)
    for _, line in examples:
        assert parse_action(line).notation() == line
