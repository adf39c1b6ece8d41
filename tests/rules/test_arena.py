"""The arena and the hint command: seat rotation, win rates with Wilson intervals, the report's
format, and the hint as one record line that replays."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from rules.core.protocol import GameState
from rules.players import arena
from rules.players.arena import (
    ProgressPrinter,
    Result,
    ResultWriter,
    Table,
    arena_report,
    new_game,
    p95_decision_ms,
    parse_level,
    play_one,
    read_results,
    run_arena,
    seating,
    seats_for,
    wilson,
    wins_of,
)
from rules.zarcana import ZarcanaSettings
from rules.zarcana.playout import random_game as random_zarcana
from rules.zarcana.record import read_zarcana_record, replay_zarcana, write_zarcana_record
from rules.zark import ZarkSettings, read_record, replay_zark, write_record
from rules.zark.playout import random_game

from .test_record import run_cli

CLASSIC = Table(("easy", "random"), options=(("edition", "classic"),))  # Zark City's 2008 rules
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
    assert [_fields(line) for line in arena_report(table, results)] == [
        ("easy", "0.50", "0.09", "0.91", "30"),
        ("random", "0.00", "0.00", "0.66", "1"),
    ]


def test_easy_beats_random_in_a_short_arena_run_in_this_process() -> None:
    results = run_arena(Table(("easy", "random")), 4, "t", workers=1)
    assert sum(result.winner == "easy" for result in results) >= 3


def test_worker_processes_give_the_same_games_in_game_order_and_progress_hears_of_each_as_it_ends() -> None:
    table = Table(("easy", "random", "random"))
    heard: list[tuple[int, Result]] = []
    in_workers = run_arena(table, 4, "order", workers=2, progress=lambda number, result: heard.append((number, result)))
    here = run_arena(table, 4, "order", workers=1)
    assert [(r.winner, r.turns) for r in in_workers] == [(r.winner, r.turns) for r in here]
    assert all(result.turns > 0 for result in here)
    assert sorted(number for number, _ in heard) == [0, 1, 2, 3]
    assert all(result is in_workers[number] for number, result in heard)


def test_a_run_played_in_parts_from_first_gives_the_same_games_as_one_run() -> None:
    table = Table(("easy", "random", "random"))
    heard: list[int] = []
    whole = run_arena(table, 4, "parts", workers=1)
    last_two = run_arena(table, 2, "parts", workers=2, progress=lambda number, result: heard.append(number), first=2)
    assert [(r.winner, r.turns) for r in last_two] == [(r.winner, r.turns) for r in whole[2:]]
    assert sorted(heard) == [2, 3]


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
    later = run_cli(*arguments.split(), "--first", "7")  # --first: the run's games are numbered from 7
    assert later.returncode == 0, later.stderr
    assert sorted(line.split()[1] for line in later.stderr.splitlines()) == ["7", "8"]
    refused = run_cli("arena", "--levels", "easy,wizard", "--players", "2", "--games", "1", "--seed", "1")
    assert refused.returncode == 2 and "unknown level 'wizard'" in refused.stderr


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_cli_hint_prints_the_next_move_as_a_record_line_that_replays(tmp_path: Path, level: str) -> None:
    game = random_game(ZarkSettings(players=("A", "B"), game="unocitta"), 3, max_turns=6)
    record = tmp_path / "game.txt"
    record.write_text(write_record(game))
    seat = game.seats_to_act()[0] + 1
    hinted = run_cli("hint", str(record), "--seat", str(seat), "--level", level, "--seed", "2")
    assert hinted.returncode == 0, hinted.stderr
    assert hinted.stdout.startswith(f"{seat} ") and hinted.stdout.count("\n") == 1
    replay_zark(read_record(write_record(game) + hinted.stdout))  # the move is legal where it was hinted
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
    assert arena_report(Table(("hard", "medium")), results)[0].endswith("p95_decision_ms=96")


def test_zarcana_plays_in_the_arena_and_a_shared_win_counts_its_share() -> None:
    played = play_one(Table(("easy", "random"), game="zarcana"), 0, "z")
    assert played.turns > 1 and set(played.decisions) == {"easy", "random"}
    assert played.winner == "easy" or played.shared  # easy beats random, or at worst shares the win
    shared = Result(None, {}, turns=120, shared=("medium", "easy"))
    assert shared.credit("medium") == shared.credit("easy") == 0.5 and shared.outcome() == "shared by medium, easy"
    results = [Result("medium"), shared, Result(None), Result("easy")]
    assert wins_of(results, "medium") == 1.5 and wins_of(results, "easy") == 1.5
    assert arena_report(Table(("medium", "easy")), results)[0].startswith("medium win_rate=0.38 ci95=0.09-0.78")
    low, high = wilson(1.5, 4)
    assert wilson(1, 4)[0] < low < wilson(2, 4)[0] and wilson(1, 4)[1] < high < wilson(2, 4)[1]


def test_cli_arena_plays_zarcana_at_every_level() -> None:
    arguments = "arena --game zarcana --levels medium:1,hard:5 --players 2 --games 1 --seed 3 --workers 1 --progress"
    done = run_cli(*arguments.split())
    assert done.returncode == 0, done.stderr
    assert [_fields(line)[0] for line in done.stdout.splitlines()] == ["medium:1", "hard:5"]
    assert done.stderr.startswith("game 0 ended (1/1): ")
    refused = run_cli("arena", "--game", "zarcana", "--levels", "easy", "--players", "6", "--games", "1", "--seed", "1")
    assert refused.returncode == 2 and "2 to 5 players" in refused.stderr


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_cli_hint_gives_zarcanas_next_move_at_every_level(tmp_path: Path, level: str) -> None:
    game = random_zarcana(ZarcanaSettings(players=("A", "B")), 4, max_turns=8)
    record = tmp_path / "zarcana.txt"
    record.write_text(write_zarcana_record(game))
    seat = game.seats_to_act()[0] + 1
    hinted = run_cli("hint", str(record), "--seat", str(seat), "--level", level, "--seed", "2")
    assert hinted.returncode == 0, hinted.stderr
    assert hinted.stdout.startswith(f"{seat} ") and hinted.stdout.count("\n") == 1
    replay_zarcana(read_zarcana_record(write_zarcana_record(game) + hinted.stdout))  # legal where it was hinted
    refused = run_cli("hint", str(record), "--seat", str(3 - seat), "--level", level)
    assert refused.returncode == 2 and f"Seat {3 - seat} has nothing to do now" in refused.stderr


def test_saved_results_read_back_as_they_were_played(tmp_path: Path) -> None:
    saved = tmp_path / "results.jsonl"
    arguments = f"arena --game zarcana --levels easy,random --players 2 --games 2 --seed 4 --workers 1 --save {saved}"
    done = run_cli(*arguments.split())
    assert done.returncode == 0, done.stderr
    results = read_results(saved.read_text().splitlines())
    assert [(r.winner, r.shared, r.turns) for r in results] == [
        (r.winner, r.shared, r.turns) for r in run_arena(Table(("easy", "random"), game="zarcana"), 2, "4", workers=1)
    ]
    assert arena_report(Table(("easy", "random"), game="zarcana"), results) == done.stdout.splitlines()
    stream = io.StringIO()
    ResultWriter(stream)(3, Result(None, {"hard": [0.5]}, turns=9, shared=("hard", "medium")))
    assert read_results(stream.getvalue().splitlines()) == [Result(None, {"hard": [0.5]}, 9, ("hard", "medium"))]


def test_a_classic_arena_game_is_classic_and_a_table_without_options_deals_the_kinds_default(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    dealt: list[GameState] = []

    def dealing(*given: object) -> GameState:
        dealt.append(new_game(*given))  # type: ignore[arg-type]
        return dealt[-1]

    monkeypatch.setattr(arena, "new_game", dealing)
    play_one(CLASSIC, 0, "classic")
    play_one(Table(("easy", "random")), 0, "classic")
    settings = [game.settings for game in dealt]
    assert [each.edition for each in settings if isinstance(each, ZarkSettings)] == ["classic", "arcade"]


def test_the_tables_options_reach_the_worker_processes() -> None:
    in_workers = run_arena(CLASSIC, 4, "w", workers=2)
    here = run_arena(CLASSIC, 4, "w", workers=1)
    arcade = run_arena(Table(CLASSIC.levels), 4, "w", workers=1)
    assert [(r.winner, r.turns) for r in in_workers] == [(r.winner, r.turns) for r in here]
    assert [r.turns for r in here] != [r.turns for r in arcade]  # the workers did not play arcade


def test_cli_arena_deals_every_game_with_its_options_in_worker_processes_and_refuses_a_bad_one(tmp_path: Path) -> None:
    saved = tmp_path / "classic.jsonl"
    arguments = f"arena --option edition=classic --levels easy,random --players 2 --games 3 --seed c --save {saved}"
    done = run_cli(*arguments.split(), "--workers", "2")
    assert done.returncode == 0, done.stderr
    played = [(r.winner, r.turns) for r in run_arena(CLASSIC, 3, "c", workers=1)]
    assert played != [(r.winner, r.turns) for r in run_arena(Table(CLASSIC.levels), 3, "c", workers=1)]
    assert sorted((r.winner, r.turns) for r in read_results(saved.read_text().splitlines())) == sorted(played)
    base = ["--levels", "easy,random", "--players", "2", "--games", "1", "--seed", "1", "--workers", "1", "--option"]
    for option, refusal in [
        ("edition=modern", "There is no edition 'modern'; choose one of: arcade, classic."),
        ("colour=red", "Zark City has no table option 'colour'; its options are edition, deck,"),
        ("colour", "--option takes NAME=VALUE, not 'colour'"),
    ]:
        refused = run_cli("arena", *base, option)
        assert (refused.returncode, refused.stdout) == (2, "") and refused.stderr.startswith(refusal), refused.stderr
        assert "Traceback" not in refused.stderr
    refused = run_cli("arena", "--game", "zarcana", *base, "edition=classic")
    assert refused.returncode == 2 and "'edition'" in refused.stderr and "Traceback" not in refused.stderr
