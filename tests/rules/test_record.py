"""Game records and the command line (docs/notation.md)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from rules import RecordError, Resign
from rules.zark import (
    Starter,
    ZarkGame,
    ZarkSettings,
    game_to_dict,
    read_record,
    replay_zark,
    write_public_record,
    write_record,
)
from rules.zark.cards import deck_cards
from rules.zark.playout import random_game
from tests.words import english

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = """\
# A short game, by hand
edition: arcade
deck: standard
player: Ann
player: Bob
seed: 1

2 starter 9D
1 starter 6S
1 place M14
2 draw
"""


def test_a_record_replays_to_the_position_it_describes() -> None:
    game = replay_zark(read_record(EXAMPLE))
    assert game.settings == ZarkSettings(players=("Ann", "Bob"))
    assert game.cards == {(0, 0): "9D", (0, 1): "6S"}
    assert game.current == 0 and game.turn == 2


def test_a_written_record_reads_back_to_an_identical_game() -> None:
    for seed in range(4):
        game = random_game(ZarkSettings(players=("A", "B", "C"), edition="classic", deck="zark"), seed, max_turns=60)
        again = replay_zark(read_record(write_record(game)))
        assert game_to_dict(again) == game_to_dict(game)


def test_every_setting_round_trips_through_a_record_the_block_size_included() -> None:
    settings = ZarkSettings(players=("A", "B"), edition="classic", deck="zark", attack_own=True, block_size=4)
    game = random_game(settings, 3, max_turns=30)
    text = write_record(game)
    assert "block-size: 4" in text
    assert replay_zark(read_record(text)).settings == settings
    assert "block-size" not in write_record(random_game(ZarkSettings(players=("A", "B")), 3, max_turns=5))


def test_an_explicit_deck_order_is_recorded_and_replayed() -> None:
    order = " ".join(reversed(deck_cards("standard")))  # any full deck order will do
    text = EXAMPLE.replace("seed: 1", f"seed: 1\norder: {order}").split("\n\n")[0] + "\n"
    game = replay_zark(read_record(text))
    assert "order: " in write_record(game)
    assert game_to_dict(replay_zark(read_record(write_record(game)))) == game_to_dict(game)


@pytest.mark.parametrize(
    ("text", "line", "reason"),
    [
        (EXAMPLE + "1 build 9D M15\n", 12, "The 9♦ is not in your hand."),
        (EXAMPLE + "2 draw\n", 12, "It is Ann's turn, not yours."),
        (EXAMPLE + "1 jump\n", 12, "is not a move"),
        (EXAMPLE + "7 draw\n", 12, "starts with the seat number"),
        (EXAMPLE.replace("edition: arcade", "edition: modern"), 1, "There is no edition 'modern'"),
        (EXAMPLE.replace("deck: standard", "deck: standard\nblock-size: 5"), 1, "A power block has 3 or 4 cards"),
        (EXAMPLE.replace("deck: standard", "deck: standard\nblock-size: four"), 1, "block-size is a number"),
    ],
)
def test_the_first_bad_line_is_named_with_the_engines_sentence(text: str, line: int, reason: str) -> None:
    with pytest.raises(RecordError) as raised:
        replay_zark(read_record(text))
    assert raised.value.line == line
    assert reason in english(raised.value)


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "rules", *args], cwd=ROOT, capture_output=True, text=True, check=False)


def test_cli_random_prints_a_record_that_replay_accepts_and_reproduces(tmp_path: Path) -> None:
    produced = run_cli("random", "--players", "4", "--seed", "21", "--max-turns", "40", "--deck", "zark")
    assert produced.returncode == 0, produced.stderr
    record = tmp_path / "game.txt"
    record.write_text(produced.stdout)
    replayed = run_cli("replay", str(record))
    assert replayed.returncode == 0, replayed.stdout
    expected = random_game(
        ZarkSettings(players=tuple(f"Player {n}" for n in range(1, 5)), deck="zark"), "21", max_turns=40
    )
    assert produced.stdout == write_record(expected)
    for fragment in ("M13", "Player 4 [purple, P]", "hand:", "deck:", "Turn 41"):
        assert fragment in replayed.stdout


def test_cli_replay_exits_1_at_the_first_illegal_move(tmp_path: Path) -> None:
    record = tmp_path / "bad.txt"
    record.write_text(EXAMPLE + "1 spawn N20\n")
    result = run_cli("replay", str(record))
    assert result.returncode == 1
    assert result.stdout.strip() == f"{record}: line 12: There is no card at N20."


@pytest.mark.parametrize("text", ["", "\n\n", "# only a comment\n   \n"])
def test_cli_replay_says_a_file_with_no_game_in_it_holds_none(tmp_path: Path, text: str) -> None:
    """An empty file is not a game of no players: it is a file that holds no game (not 'needs 2 to 5 players')."""
    record = tmp_path / "empty.txt"
    record.write_text(text)
    result = run_cli("replay", str(record))
    assert result.returncode == 1
    assert result.stdout.strip() == (
        f"{record} holds no game: a record starts with its players ('player: Ann'), then its moves."
    )


def test_the_public_record_hides_the_seed_and_secret_starters_until_the_game_is_over() -> None:
    game = ZarkGame.new(ZarkSettings(players=("Ann", "Bob")), "secret-seed")
    card = next(c for c in game.hands[0] if c[:-1].isdigit())
    game.apply(0, Starter(card))
    text = write_public_record(game)
    assert "secret-seed" not in text and f"starter {card}" not in text
    assert "1 starter ?" in text
    finished = random_game(ZarkSettings(players=("A", "B")), 5, max_turns=3)
    finished.apply(0, Resign())
    assert write_public_record(finished) == write_record(finished)


@pytest.mark.parametrize("game", ["unocitta", "unopolis"])
def test_cli_random_plays_an_uno_game_that_replay_accepts(tmp_path: Path, game: str) -> None:
    produced = run_cli("random", "--game", game, "--players", "3", "--seed", "7")
    assert produced.returncode == 0, produced.stderr
    assert f"game: {game}" in produced.stdout.splitlines()
    assert " as " in produced.stdout and "nominate" in produced.stdout  # Wilds were built and re-nominated
    record = tmp_path / "game.txt"
    record.write_text(produced.stdout)
    replayed = run_cli("replay", str(record))
    assert replayed.returncode == 0, replayed.stdout
    expected = random_game(
        ZarkSettings(players=tuple(f"Player {n}" for n in range(1, 4)), game=game), "7", max_turns=200
    )
    assert produced.stdout == write_record(expected)
    assert re.search(r"\bW4? as \d[RYGB]\b", replayed.stdout)  # a Wild on the board, in codes with its nomination


def test_cli_random_refuses_an_edition_the_game_does_not_have() -> None:
    produced = run_cli("random", "--game", "unocitta", "--edition", "arcade", "--players", "2", "--seed", "1")
    assert produced.returncode == 2
    options = "attack_own, rated, hints, boards"
    assert f"Unocitta has no table option 'edition'; its options are {options}." in produced.stderr
