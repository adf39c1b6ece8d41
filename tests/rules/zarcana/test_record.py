"""Zarcana records, notation and command lines: `game: zarcana` with the table options in the
header, every move form of docs/notation.md, `python -m rules random --game zarcana` and `python -m rules replay`."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules import NotationError, RecordError, kind_for, kind_of, record_kind
from rules.core.registry import replay_record
from rules.zarcana import (
    ZarcanaGame,
    ZarcanaSettings,
    parse_action,
    read_zarcana_record,
    replay_zarcana,
    write_public_zarcana_record,
    write_zarcana_record,
    zarcana_to_dict,
)
from rules.zarcana.playout import random_game
from rules.zarcana.text import position_text
from rules.zarcana.words import move_message
from rules.zark.game import ZarkGame
from tests import words
from tests.words import english, said

ROOT = Path(__file__).resolve().parents[3]
NOTATION = (ROOT / "docs" / "notation.md").read_text(encoding="utf-8")
ZARCANA_DOC = NOTATION[NOTATION.index("## Zarcana") :]


def _examples() -> list[str]:
    """Every move of the Zarcana tables of docs/notation.md, without its seat number."""
    lines = re.findall(r"^\| [^|]+ \| `(\d) ([^`]+)` \|", ZARCANA_DOC, flags=re.MULTILINE)
    return [move for _, move in lines]


def test_the_notation_document_shows_every_move_form_and_every_power() -> None:
    examples = _examples()
    verbs = {line.split()[0] for line in examples}
    assert verbs == {"place", "play", "use", "reorient", "done", "draw", "discard-hand", "pass", "declare", "drawn",
                     "again", "give", "top", "resign", "agree-end"}  # fmt: skip
    effects = {word for line in examples for word in line.split()}
    for form in ("attack", "raze", "convert", "move", "grow", "clone", "build", "demand", "create", "swap",
                 "transport", "take", "teleport"):  # fmt: skip
        assert form in effects, form


@pytest.mark.parametrize("line", _examples())
def test_every_example_of_the_notation_document_reads_and_writes_back_the_same(line: str) -> None:
    assert parse_action(line).notation() == line


def test_the_complete_example_of_the_notation_document_replays() -> None:
    block = ZARCANA_DOC.split("### A short complete example")[1].split("```")[1]
    game = replay_zarcana(read_zarcana_record(block))
    assert game.first == 1 and game.discard[-2:] == ["Fool", "Strength"] and game.current == 0


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 5))
def test_every_legal_action_writes_a_line_that_reads_back_the_same(seed: int, players: int) -> None:
    game = random_game(ZarcanaSettings(tuple("ABCDE"[:players])), seed, max_turns=40)
    for _, action in game.history:
        assert parse_action(action.notation()) == action


def test_a_written_record_reads_back_to_an_identical_game_with_every_table_option() -> None:
    table = ZarcanaSettings(("A", "B", "C"), safety_end=False, tie_break=True, extra_cards=True,
                            trump_order="marseille", first=2)  # fmt: skip
    game = random_game(table, 9, max_turns=60)
    text = write_zarcana_record(game)
    for line in ("game: zarcana", "safety-end: no", "tie-break: yes", "extra-cards: yes", "trump-order: marseille",
                 "first: 3", "seed: 9"):  # fmt: skip
        assert line in text.splitlines()
    again = replay_zarcana(read_zarcana_record(text))
    assert again.settings == table and zarcana_to_dict(again) == zarcana_to_dict(game)


def test_an_explicit_deck_order_is_recorded_and_replayed() -> None:
    table = ZarcanaSettings(("A", "B"))
    order = list(reversed(table.ruleset.cards()))
    game = ZarcanaGame.new(table, "x", order)
    assert [stack[0] for _, stack in sorted(game.stacks.items(), key=lambda item: (item[0][1], item[0][0]))] == order[
        :9
    ]
    text = write_zarcana_record(game)
    assert "order: " in text
    assert zarcana_to_dict(replay_zarcana(read_zarcana_record(text))) == zarcana_to_dict(game)


@pytest.mark.parametrize(
    ("header", "reason"),
    [
        ("trump-order: thoth", "no trump order 'thoth'"),
        ("extra-cards: maybe", "'maybe' is not yes or no"),
        ("first: two", "names the first player's seat number"),
        ("first: 4", "Seat 4 was chosen to play first, but the table has only 2 players"),
        ("edition: arcade", "'edition' is not a Zarcana header"),
    ],
)
def test_a_bad_header_is_refused_on_line_1(header: str, reason: str) -> None:
    text = f"game: zarcana\nplayer: A\nplayer: B\n{header}\nseed: 1\n"
    with pytest.raises(RecordError) as raised:
        read_zarcana_record(text)
    assert raised.value.line == 1 and reason in english(raised.value)


def test_a_refused_move_names_its_line_and_the_engines_sentence() -> None:
    text = "game: zarcana\nplayer: A\nplayer: B\nfirst: 1\nseed: 1\n\n1 pass\n1 pass\n"
    with pytest.raises(RecordError) as raised:
        replay_zarcana(read_zarcana_record(text))
    assert raised.value.line == 8 and "It is B's turn, not yours" in english(raised.value)


@pytest.mark.parametrize(
    ("line", "reason"),
    [("jump", "is not a Zarcana move"), ("place", "ends too soon"), ("draw x", "is not a number"),
     ("play 7C by M13 small sideways grow", "is not a facing"), ("play 7C as hearts", "is not a power"),
     ("play 7H", "is not a tarot card"), ("use M13 small up grow", "Expected 'as'"),
     ("play 7C by M13 small up fly", "is not what a power does"), ("pass now", "is more than"),
     ("play Justice swap 9", "9 is not a seat number (1 to 5, H-23)."),  # tables seat five at most (H-23)
     ("give 7C to 6", "6 is not a seat number (1 to 5, H-23).")],
)  # fmt: skip
def test_bad_notation_is_refused_with_a_sentence(line: str, reason: str) -> None:
    with words.refused(NotationError, re.escape(reason)):
        parse_action(line)


def test_the_public_record_hides_the_seed_and_the_demanded_cards_until_the_end() -> None:
    from .positions import play, position

    game = position({"M13": "7C", "N13": "8C"}, {"M13": "1le", "N13": "2su"}, ["Emperor", "AC 2C", ""], players=3)
    play(game, "play Emperor by M13 large east attack 2 small up at N13 demand 1")
    play(game, "give 2C to 1")
    public = write_public_zarcana_record(game, viewer=2)
    assert "seed:" not in public.replace("# seed", "") and "2 give 1 card to 1" in public
    assert "2 give 2C to 1" in write_public_zarcana_record(game, viewer=0)


def test_the_engines_pick_the_game_from_the_record_and_the_snapshot() -> None:
    zarcana = random_game(ZarcanaSettings(("A", "B")), 2, max_turns=20)
    text = kind_of(zarcana).write_record(zarcana)
    assert record_kind(text).key == "zarcana" and isinstance(replay_record(text), ZarcanaGame)
    snapshot: dict[str, Any] = kind_of(zarcana).to_dict(zarcana)
    assert isinstance(kind_for(snapshot["settings"]).from_dict(snapshot), ZarcanaGame)
    assert record_kind("player: A\nplayer: B\nseed: 1\n").key == "zark-city"
    zark = replay_record("player: A\nplayer: B\nseed: 1\n")
    stored: dict[str, Any] = kind_of(zark).to_dict(zark)
    assert isinstance(zark, ZarkGame) and isinstance(kind_for(stored["settings"]).from_dict(stored), ZarkGame)


def test_texts_for_the_command_line_and_reports() -> None:
    game = random_game(ZarcanaSettings(("Ann", "Bob")), 4, max_turns=10)
    text = position_text(game)
    assert "seat 1 Ann [blue, B]" in text and "M13" in text
    view = game.view(None)
    words = said(move_message(view, 1, parse_action("play 7C by M13 small up grow")))
    assert words == "played 7 of Cups with their small on M13: grew"
    give = parse_action("give 7C KW to 1")
    assert said(move_message(view, 1, give, viewer=0)) == "gave Ann 7 of Cups, King of Wands (the Emperor's demand)"
    assert said(move_message(view, 1, give, viewer=None)) == "gave Ann 2 cards (the Emperor's demand)"


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "rules", *args], cwd=ROOT, capture_output=True, text=True, check=False)


def test_the_command_line_plays_a_random_zarcana_game_and_replays_it(tmp_path: Path) -> None:
    options = ("--extra-cards", "--trump-order", "marseille")
    made = _run("random", "--game", "zarcana", "--players", "3", "--seed", "5", *options)
    assert made.returncode == 0 and "game: zarcana" in made.stdout and "extra-cards: yes" in made.stdout
    record = tmp_path / "game.txt"
    record.write_text(made.stdout, encoding="utf-8")
    replayed = _run("replay", str(record))
    assert replayed.returncode == 0 and "Game over" in replayed.stdout
    assert _run("random", "--game", "zarcana", "--players", "2", "--seed", "1", "--edition", "arcade").returncode == 2
    assert _run("random", "--players", "2", "--seed", "1", "--extra-cards").returncode == 2
