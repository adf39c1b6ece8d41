"""`bench/arena.py`'s verdict on a matchup: the win rate, its interval's lower end, the p95 decision time, which
binds the levels at their own budgets only (``hard:1000`` is the targets' "hard at 3 s"), and the games cut off at
the turn cap."""

from __future__ import annotations

import sys

import pytest

from bench.arena import HARD_X2 as X2_NAME
from bench.arena import MATCHUPS, P95_LIMIT_MS, ZARCANA_MATCHUPS, Matchup, main, matchups, met, table_for
from rules.players.arena import MAX_TURNS, Result, Table, wins_of
from rules.zark.evaluation import TWO_PLAYER_HARD, UNOCITTA_TWO_PLAYER_HARD

HARD_VS_MEDIUM = next(matchup for matchup in MATCHUPS if matchup.name == "2p hard vs medium")
HARD_X2 = next(matchup for matchup in matchups("zark-city")[0] if matchup.name == X2_NAME)


def games(matchup: Matchup, wins: int, count: int, ms: dict[str, float]) -> list[Result]:
    """`count` games the first level won `wins` of, every decision of a level taking `ms[level]` milliseconds."""
    decisions = {level: [ms[level] / 1000] * 10 for level in matchup.levels}
    first, other = matchup.levels
    return [Result(first if game < wins else other, decisions, turns=50) for game in range(count)]


def test_a_rate_above_target_with_a_lower_end_above_the_bound_is_met() -> None:
    assert (HARD_VS_MEDIUM.target, HARD_VS_MEDIUM.lower_bound) == (0.70, 0.50)
    assert met(HARD_VS_MEDIUM, games(HARD_VS_MEDIUM, 150, 200, {"hard": 1500, "medium": 100}))
    assert not met(HARD_VS_MEDIUM, games(HARD_VS_MEDIUM, 130, 200, {"hard": 1500, "medium": 100}))  # 0.65


def test_the_rate_alone_is_not_enough_when_the_interval_reaches_below_the_bound() -> None:
    four = next(matchup for matchup in MATCHUPS if matchup.name == "4p hard vs 3 medium")
    assert (four.target, four.lower_bound) == (0.40, 0.25)
    # 5 of 10 games: the rate clears 0.40 but the interval's lower end is about 0.24, under chance (0.25)
    assert not met(four, games(four, 5, 10, {"hard": 1500, "medium": 100}))
    assert met(four, games(four, 50, 100, {"hard": 1500, "medium": 100}))


def test_more_than_two_games_of_a_hundred_at_the_turn_cap_miss() -> None:
    won = games(HARD_VS_MEDIUM, 80, 100, {"hard": 1500, "medium": 100})
    cut_off = Result(None, won[0].decisions, turns=MAX_TURNS)
    assert met(HARD_VS_MEDIUM, won[:98] + [cut_off] * 2)
    assert not met(HARD_VS_MEDIUM, won[:97] + [cut_off] * 3)


def test_games_ended_by_agreement_where_nobody_could_win_are_not_at_the_turn_cap_r28a() -> None:
    won = games(HARD_VS_MEDIUM, 80, 100, {"hard": 1500, "medium": 100})
    agreed = Result(None, won[0].decisions, turns=300, agreed=True)
    assert met(HARD_VS_MEDIUM, won[:90] + [agreed] * 10)
    assert not met(HARD_VS_MEDIUM, won[:90] + [Result(None, won[0].decisions, turns=MAX_TURNS)] * 10)


def test_a_level_at_its_own_budget_over_the_p95_limit_misses() -> None:
    assert not met(HARD_VS_MEDIUM, games(HARD_VS_MEDIUM, 130, 200, {"hard": P95_LIMIT_MS + 1, "medium": 100}))
    assert not met(HARD_X2, games(HARD_X2, 28, 40, {HARD_X2.levels[0]: 3000, "hard": P95_LIMIT_MS + 1}))


def test_a_level_given_twice_the_budget_is_not_held_to_the_limit() -> None:
    assert HARD_X2.levels[0].startswith("hard:")
    assert met(HARD_X2, games(HARD_X2, 28, 40, {HARD_X2.levels[0]: 3000, "hard": 1500}))
    assert not met(HARD_X2, games(HARD_X2, 18, 40, {HARD_X2.levels[0]: 3000, "hard": 1500}))


def test_zarcana_is_held_to_its_own_matchups_and_a_shared_win_counts_half() -> None:
    held, cut_off = matchups("zarcana")
    zarcana = {matchup.name: matchup for matchup in held}
    assert matchups("unocitta")[1] == MAX_TURNS and cut_off == 400 < MAX_TURNS
    medium = zarcana["2p medium vs easy"]
    assert (medium.target, medium.lower_bound) == (0.60, 0.50) and zarcana["2p hard vs medium"].target == 0.70
    assert zarcana["4p hard vs 3 medium"].target == 0.40
    won = games(medium, 70, 100, {"medium": 300, "easy": 10})
    assert met(medium, won)
    # 48 wins, 20 shared and 32 losses: 0.68 if a shared win counted whole, 0.58 as shares: under the target
    tie = Result(None, won[0].decisions, turns=50, shared=("medium", "easy"))
    shared = games(medium, 48, 80, {"medium": 300, "easy": 10}) + [tie] * 20
    assert wins_of(shared, "medium") == 48 + 10
    assert not met(medium, shared)


def test_a_game_that_is_neither_a_kind_nor_a_named_table_is_refused_before_any_game(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "argv", ["bench/arena.py", "--game", "chess", "--games", "1"])
    with pytest.raises(SystemExit) as exited:
        main()
    assert exited.value.code == 2 and "invalid choice: 'chess'" in capsys.readouterr().err


def test_classic_names_zark_city_dealt_with_the_2008_rules_and_the_kinds_keys_still_work() -> None:
    assert table_for("classic", HARD_VS_MEDIUM) == Table(
        ("hard", "medium"), "zark-city", MAX_TURNS, (("edition", "classic"),)
    )
    assert matchups("classic") == matchups("zark-city") == ((*MATCHUPS, HARD_X2), MAX_TURNS)
    assert table_for("zark-city", HARD_VS_MEDIUM) == Table(("hard", "medium"), "zark-city", MAX_TURNS)
    four = table_for("zarcana", ZARCANA_MATCHUPS[-1])
    assert (four.levels, four.game, four.max_turns, four.options) == (("hard", *["medium"] * 3), "zarcana", 400, ())


def test_hard_given_twice_the_budget_doubles_its_own_games_two_player_budget() -> None:
    """Unocitta's 2-player hard searches more than the others' (`UNOCITTA_TWO_PLAYER_HARD`), so its "hard at 3 s" is
    twice that."""
    assert HARD_X2.levels == (f"hard:{2 * TWO_PLAYER_HARD}", "hard")
    doubled = {game: matchups(game)[0][-1] for game in ("unocitta", "unopolis")}
    assert doubled["unocitta"].levels == (f"hard:{2 * UNOCITTA_TWO_PLAYER_HARD}", "hard") != HARD_X2.levels
    assert doubled["unopolis"] == HARD_X2
