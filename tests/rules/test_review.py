"""The post-game review (`rules.review`, docs/review.md) on games built for it (`tests/rules/review_records.py`):
a missed win in one, a move that left the next player a win they took, and games with neither, in Zark City,
Unocitta and Zarcana; each finding checked again on the board it names, with the engine alone."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules import Phase
from rules.__main__ import main
from rules.core.registry import kind_of, replay_record
from rules.review import ALLOWED_WIN, MISSED_WIN, NotOverError, position_before, positions, review, review_record
from tests.words import english

RECORDS = Path(__file__).resolve().parent / "review"

EXPECTED = {
    "zark-miss": ["turn 107 seat 2 missed-win move M16 small to M15"],
    "zark-allow": ["turn 18 seat 1 allowed-win 2 move N13 small to N14"],
    "zark-none": [],
    "unocitta-miss": ["turn 181 seat 3 missed-win move M14 medium to N14"],
    "unocitta-allow": ["turn 33 seat 2 allowed-win 1 move M12 medium to L12"],
    "unocitta-none": [],
    "zarcana-allow": ["turn 159 seat 2 allowed-win 1 play 5C by L12 large up clone small"],
    "zarcana-none": [],
}


def record(name: str) -> str:
    return (RECORDS / f"{name}.txt").read_text(encoding="utf-8")


def counts(lines: list[str], seats: int) -> list[str]:
    result = []
    for seat in range(1, seats + 1):
        missed = sum(1 for line in lines if f" seat {seat} {MISSED_WIN} " in line)
        allowed = sum(1 for line in lines if f" seat {seat} {ALLOWED_WIN} " in line)
        result.append(f"seat {seat} missed-win {missed} allowed-win {allowed}")
    return result


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_the_review_finds_exactly_what_each_game_was_built_with(name: str) -> None:
    game = replay_record(record(name))
    found = review(game)
    seats = len(game.settings.players)
    assert found.lines() == EXPECTED[name] + counts(EXPECTED[name], seats)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_finding_holds_on_the_board_before_it(name: str) -> None:
    """Checked with the engine alone: the move named wins at once for the seat named on the board the finding
    points to; for a missed win, what the player played there did not win; for an allowed win, the next player's
    move did."""
    game = replay_record(record(name))
    kind = kind_of(game)
    history = list(game.history)
    for finding in review(game).findings:
        before = position_before(game, finding.before)
        assert before.turn == finding.turn
        if finding.kind == MISSED_WIN:
            seat, board = finding.seat, before
            played = before.copy(history=False)
            played.apply(seat, history[finding.before][1])
            assert not (played.phase is Phase.OVER and played.winners == (seat,))
        else:
            assert finding.winner is not None and history[finding.before][0] == finding.seat
            next_move = next(
                index for index in range(finding.before, len(history)) if history[index][0] != finding.seat
            )
            seat, board = finding.winner, position_before(game, next_move)
            assert history[next_move] == (seat, kind.parse_action(finding.move))
        trial = board.copy(history=False)
        trial.apply(seat, kind.parse_action(finding.move))
        assert trial.phase is Phase.OVER and trial.winners == (seat,)


@pytest.mark.parametrize("name", ["zark-miss", "zark-allow", "unocitta-allow", "zark-none"])
def test_every_level_finds_the_same_in_these_games(name: str) -> None:
    """The same findings; the winning move named may differ where there are several (easy names the first its quick
    check finds)."""
    game = replay_record(record(name))

    def found(level: str) -> list[tuple[object, ...]]:
        return [(f.kind, f.turn, f.seat, f.winner, f.before) for f in review(game, level).findings]

    assert found("medium") == [(f.kind, f.turn, f.seat, f.winner, f.before) for f in review(game, "hard").findings]
    assert found("easy") == found("medium")
    assert len(found("medium")) == len(EXPECTED[name])


def test_the_positions_replayed_are_the_games_own() -> None:
    game = replay_record(record("zark-allow"))
    kind = kind_of(game)
    states = positions(game)
    assert len(states) == len(game.history) + 1
    assert kind.position_text(states[-1]) == kind.position_text(game)
    assert kind.position_text(position_before(game, 5)) == kind.position_text(states[5])
    with pytest.raises(IndexError):
        position_before(game, len(game.history) + 1)


def test_a_running_game_is_never_reviewed() -> None:
    text = record("zark-allow").rstrip("\n").rsplit("\n", 1)[0]  # the winning move left out
    with pytest.raises(NotOverError) as refused:
        review_record(text)
    assert "not over" in english(refused.value) and "every player's cards" in english(refused.value)


def test_an_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="easy"):
        review(replay_record(record("zark-none")), "expert")


def test_the_command_line_prints_the_findings_then_a_count_per_seat(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", str(RECORDS / "zark-miss.txt")]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "turn 107 seat 2 missed-win move M16 small to M15",
        "seat 1 missed-win 0 allowed-win 0",
        "seat 2 missed-win 1 allowed-win 0",
    ]


def test_the_command_line_refuses_an_unfinished_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "running.txt"
    path.write_text(record("zark-allow").rstrip("\n").rsplit("\n", 1)[0] + "\n", encoding="utf-8")
    assert main(["review", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "not over yet" in captured.err
    assert main(["review", str(tmp_path / "missing.txt")]) == 2
    assert "Cannot read" in capsys.readouterr().err


@pytest.mark.parametrize("name", ["zark-none", "unocitta-none"])
def test_a_win_nothing_could_stop_is_not_counted_against_the_loser(name: str) -> None:
    """In these games the winner took a win in one that was there when their turn came; but every move the loser
    had before it left one (checked with the kind's own quick check), so the review counts nothing against them."""
    game = replay_record(record(name))
    kind = kind_of(game)
    history = list(game.history)
    winner = game.winners[0]
    last_turn = max(index for index, (seat, _) in enumerate(history) if seat != winner) + 1
    loser_moved = max(index for index, (seat, _) in enumerate(history[:last_turn]) if seat == winner) + 1
    loser = history[loser_moved][0]
    before_loser, before_winner = position_before(game, loser_moved), position_before(game, last_turn)
    assert kind.evaluation.winning_action(before_winner.copy(history=False), winner) is not None
    for action in before_loser.legal_actions(loser):
        after = kind.evaluation.after(before_loser, loser, action)
        assert kind.evaluation.winning_action(after, after.seats_to_act()[0]) is not None, action.notation()
    assert review(game).findings == ()
