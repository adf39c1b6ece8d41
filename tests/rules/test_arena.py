"""The arena and the hint command: seat rotation, win rates with Wilson intervals, the report's
format, and the hint as one record line that replays."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from rules.arena import (
    ProgressPrinter,
    Result,
    Table,
    p95_decision_ms,
    parse_level,
    play_one,
    report,
    run,
    seating,
    seats_for,
    wilson,
)
from rules.zark import Settings, read_record, replay, write_record
from rules.zark.playout import random_game

from .test_record import run_cli

LINE = re.compile(r"^(\S+) win_rate=(\d\.\d\d) ci95=(\d\.\d\d)-(\d\.\d\d) p95_decision_ms=(\d+)$")


def test_seats_go_one_per_level_and_the_last_level_takes_the_rest() -> None:
    assert seating(["easy", "random"], 4) == ("easy", "random", "random", "random")
    assert seating(["hard", "medium"], 2) == ("hard", "medium")
    assert seating(["hard:900", "hard"], 2) == ("hard:900", "hard")
    with pytest.raises(ValueError, match="unknown level 'expert'"):
        seating(["expert"], 2)
    with pytest.raises(ValueError, match="give 1 to 2 levels"):
        seating(["easy", "easy", "easy"], 2)
    assert parse_level("medium:7") == ("medium", 7) and parse_level("easy") == ("easy", None)


def test_the_seating_turns_round_from_game_to_game() -> None:
    levels = ("easy", "medium:1", "random")  # medium at its least budget: the game is played out in seconds
    assert [seats_for(levels, number) for number in range(3)] == [
        ["easy", "medium:1", "random"],
        ["medium:1", "random", "easy"],
        ["random", "easy", "medium:1"],
    ]
    played = play_one(Table(levels), 1, "s")
    assert set(played.decisions) == set(levels) and all(played.decisions.values())


def _fields(line: str) -> tuple[str, ...]:
    match = LINE.match(line)
    assert match is not None, line
    return match.groups()


def test_wilson_intervals() -> None:
    low, high = wilson(93, 100)
    assert (round(low, 3), round(high, 3)) == (0.863, 0.966)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_the_report_has_one_line_per_level_in_the_documented_format() -> None:
    table = Table(("easy", "random"))
    results = [Result("easy", {"easy": [0.010, 0.020], "random": [0.001]}), Result(None, {"easy": [0.030]})]
    assert [_fields(line) for line in report(table, results)] == [
        ("easy", "0.50", "0.09", "0.91", "30"),
        ("random", "0.00", "0.00", "0.66", "1"),
    ]


def test_easy_beats_random_in_a_short_arena_run_in_this_process() -> None:
    results = run(Table(("easy", "random")), 4, "t", workers=1)
    assert sum(result.winner == "easy" for result in results) >= 3


def test_worker_processes_give_the_same_games_in_game_order_and_progress_hears_of_each_as_it_ends() -> None:
    table = Table(("easy", "random", "random"))
    heard: list[tuple[int, Result]] = []
    in_workers = run(table, 4, "order", workers=2, progress=lambda number, result: heard.append((number, result)))
    here = run(table, 4, "order", workers=1)
    assert [(r.winner, r.turns) for r in in_workers] == [(r.winner, r.turns) for r in here]
    assert all(result.turns > 0 for result in here)
    assert sorted(number for number, _ in heard) == [0, 1, 2, 3]
    assert all(result is in_workers[number] for number, result in heard)


def test_the_progress_printer_counts_the_first_levels_wins_so_far() -> None:
    stream = io.StringIO()
    printer = ProgressPrinter(Table(("hard", "medium")), 3, stream)
    printer(2, Result("hard", turns=88))
    printer(0, Result(None, turns=601))
    assert stream.getvalue().splitlines() == [
        "game 2 ended (1/3): hard won at turn 88; hard 1/1",
        "game 0 ended (2/3): nobody won at turn 601; hard 1/2",
    ]


def test_cli_arena_runs_games_in_worker_processes_and_prints_a_line_per_level() -> None:
    arguments = "arena --levels easy,random --players 3 --games 2 --seed 5 --workers 2 --progress"
    done = run_cli(*arguments.split())
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert [_fields(line)[0] for line in lines] == ["easy", "random"]
    assert sorted(line.split()[1] for line in done.stderr.splitlines()) == ["0", "1"]  # --progress: a line a game
    refused = run_cli("arena", "--levels", "easy,wizard", "--players", "2", "--games", "1", "--seed", "1")
    assert refused.returncode == 2 and "unknown level 'wizard'" in refused.stderr


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_cli_hint_prints_the_next_move_as_a_record_line_that_replays(tmp_path: Path, level: str) -> None:
    game = random_game(Settings(players=("A", "B"), game="unocitta"), 3, max_turns=6)
    record = tmp_path / "game.txt"
    record.write_text(write_record(game))
    seat = game.seats_to_act()[0] + 1
    hinted = run_cli("hint", str(record), "--seat", str(seat), "--level", level, "--seed", "2")
    assert hinted.returncode == 0, hinted.stderr
    assert hinted.stdout.startswith(f"{seat} ") and hinted.stdout.count("\n") == 1
    replay(read_record(write_record(game) + hinted.stdout))  # the move is legal where it was hinted
    waiting = 3 - seat
    refused = run_cli("hint", str(record), "--seat", str(waiting), "--level", level)
    assert refused.returncode == 2 and f"Seat {waiting} has nothing to do now" in refused.stderr


def test_each_levels_p95_decision_counts_only_its_own_decisions() -> None:
    """The p95 a level is held to (2 s) is its own: a slow level is not hidden among a quick one's decisions."""
    slow = [n / 1000 for n in range(1, 101)]  # 1 ms to 100 ms
    results = [Result("hard", {"hard": slow[:50], "medium": [0.001] * 400}), Result(None, {"hard": slow[50:]})]
    assert p95_decision_ms(results, "hard") == pytest.approx(96.0)
    assert p95_decision_ms(results, "medium") == pytest.approx(1.0)
    assert p95_decision_ms(results, "easy") == 0.0
    assert report(Table(("hard", "medium")), results)[0].endswith("p95_decision_ms=96")
