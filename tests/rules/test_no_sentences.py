"""The engines speak no language: what they say of a position or a card to a player is a message of the catalogues,
and the texts the command line prints name cards in codes. The modules that describe positions and cards hold no
sentence of their own (docs/translating.md)."""

from __future__ import annotations

import ast
import dataclasses
import re
from pathlib import Path

import pytest

import i18n
from rules.core.registry import kind_named
from rules.games import load
from rules.zarcana import ZarcanaGame, ZarcanaSettings
from rules.zarcana.cards import TAROT
from rules.zarcana.text import board_grid as zarcana_grid
from rules.zark import ZarkGame, ZarkSettings
from rules.zark.cards import CARD_INFO, Card, card_label
from rules.zark.kind import ZarkKind
from rules.zark.text import board_grid, position_text, status_line

ROOT = Path(__file__).resolve().parents[2]
#: The modules that put a position or a card in words for players (the command line's dump aside, in codes).
DESCRIBING = ("rules/zark/text.py", "rules/zark/cards.py", "rules/zarcana/text.py", "rules/zarcana/cards.py")


def sentences(path: Path) -> list[str]:
    """String literals of three words or more outside docstrings (an f-string's parts each on their own)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    documented = (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, documented) and node.body and isinstance(node.body[0], ast.Expr)
    }
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
        and len(re.findall(r"[A-Za-z]{2,}", node.value)) >= 3
        and " " in node.value
    ]


@pytest.mark.parametrize("module", DESCRIBING)
def test_the_modules_that_describe_positions_and_cards_hold_no_sentence(module: str) -> None:
    assert sentences(ROOT / module) == []


def test_the_finder_of_sentences_finds_one(tmp_path: Path) -> None:
    source = tmp_path / "sample.py"
    source.write_text('"""A docstring of many words."""\nx = "Game over: nobody wins."\ny = f"{x} is ok"\n')
    assert sentences(source) == ["Game over: nobody wins."]


def test_a_card_label_holds_no_word_of_any_language() -> None:
    """A suit card with its symbol, any other card in notation; its words come from the catalogue (`card_named`)."""
    for card in CARD_INFO:
        assert re.search(r"[A-Za-z]{3}", card_label(card)) is None, card
    assert [card_label(Card(card)) for card in ("JK", "W4", "SB", "7H")] == ["JK", "W4", "SB", "7♥"]


def test_a_tarot_card_carries_no_title_in_english() -> None:
    """A tarot card is named in words by its message (``zarcana-card-suit``, ``zarcana-card-trump``) alone."""
    for info in TAROT.values():
        assert all(" " not in str(value) for value in dataclasses.astuple(info)), info


def test_an_empty_board_has_no_rows_in_either_engine() -> None:
    zark = ZarkGame.new(ZarkSettings(players=("Ann", "Bob")), 1)
    assert board_grid(zark.view(None)) == ""
    assert position_text(zark).startswith("Ann [blue, B]: 3 cards")
    view = ZarcanaGame.new(ZarcanaSettings(("Ann", "Bob")), 1).view(None)
    assert zarcana_grid(dataclasses.replace(view, stacks={}, minions={})) == ""
    assert "M13 " in zarcana_grid(view)


def test_the_zark_command_line_says_the_state_of_play_from_the_catalogue() -> None:
    """``python -m rules replay`` prints the dump, then the state of play in English words of the catalogue; the
    dump has no English status of its own."""
    load()
    zark = ZarkGame.new(ZarkSettings(players=("Ann", "Bob")), 1)
    kind = kind_named("zark-city")
    assert isinstance(kind, ZarkKind)
    status = kind.status_message(zark)
    assert status == status_line(zark.view(None))
    assert i18n.say(i18n.ENGLISH, status) == "Choosing starter cards; waiting for Ann, Bob."
    assert "Ann, Bob" in i18n.say("de", status) and "waiting" not in i18n.say("de", status)
    assert "waiting" not in position_text(zark) and "Turn" not in position_text(zark)
