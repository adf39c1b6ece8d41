"""Computer players: every level takes a win in one and blocks the next player's win in one,
no level reads a hidden card, the same seed gives the same move, and every level finishes games legally."""

from __future__ import annotations

import random

import pytest

from rules import Action, Phase
from rules.players import LEVELS, choose
from rules.zark import Build, Place, Starter, ZarkGame, ZarkSettings, game_to_dict, parse_action
from rules.zark.heuristic import search_actions
from rules.zark.hidden import resample_hidden

from .positions import position

SEARCHING = ["easy", "medium", "hard"]
#: Small budgets keep the tests quick; the levels' strength is measured by the arena, not here. Hard's is tree
#: iterations with two players and deals with more (`rules.players.rounds`), where 2 deals take a fraction of the soft
#: limit's 1.6 s, so that a busy machine never makes hard stop short and choose otherwise.
QUICK = {"random": 0, "easy": 0, "medium": 3, "hard": 40}
QUICK_HARD_DEALS = 2


def pick(game: ZarkGame, seat: int, level: str, seed: int = 1) -> Action:
    more = level == "hard" and len(game.active_seats()) > 2
    return choose(game, seat, level, random.Random(seed), QUICK_HARD_DEALS if more else QUICK[level])


@pytest.mark.parametrize("level", SEARCHING)
def test_every_level_takes_a_win_in_one_by_moving_in(level: str) -> None:
    game = position(
        {"M13": "7H", "N13": "8H", "N14": "9H", "L13": "2C"},
        {"M13": "1s", "N13": "1s 1s", "L13": "2s"},
        ["QH 2S 3S", "KD"],
    )
    assert pick(game, 0, level) == parse_action("move N13 small to N14")


@pytest.mark.parametrize("level", SEARCHING)
def test_every_level_takes_a_win_in_one_by_attacking(level: str) -> None:
    game = position(
        {"M13": "7H", "N13": "8H", "O13": "9H"}, {"M13": "1s", "N13": "1m", "O13": "1s 2s"}, ["JH 4C 5C", "KD"]
    )
    assert pick(game, 0, level) in {
        parse_action("attack 2 small at O13 with JH demolish"),
        parse_action("attack 2 small at O13 with JH convert small"),
    }


@pytest.mark.parametrize("level", SEARCHING)
def test_every_level_takes_a_win_in_one_with_a_wild_r24(level: str) -> None:
    game = position(
        {"M13": "3G", "N13": "W", "O13": "5G", "O14": "9Y"},
        {"M13": "1s", "N13": "1s", "O14": "1m"},
        ["SB 2R", "1B"],
        game="unocitta",
        nominations={"N13": "0R"},  # the Wild is the green 4 of the run, whatever it was said to stand for
    )
    assert pick(game, 0, level) == parse_action("move O14 medium to O13")


@pytest.mark.parametrize("level", SEARCHING)
def test_every_level_blocks_the_next_players_win_in_one(level: str) -> None:
    # Bob holds 7♥ and 8♥ and can move his small from O14 onto the 9♥ (O13) next turn; Ann must stop it.
    game = position(
        {"M13": "7H", "N13": "8H", "O13": "9H", "O14": "2C", "O12": "3C", "L13": "4D"},
        {"M13": "2s", "N13": "2s", "O14": "2s", "O12": "1s", "L13": "1m"},
        ["5S 6S", "KD QS"],
    )
    for seed in range(5):  # hard even with the least search (one iteration): the anti-decisive rule holds
        chosen = choose(game, 0, level, random.Random(seed), 1 if level == "hard" else QUICK[level])
        trial = game.copy()
        trial.apply(0, chosen)
        bob_wins = [action for action in search_actions(trial, 1) if _wins(trial, 1, action)]
        assert not bob_wins, f"after {chosen}, Bob still wins with {bob_wins}"


def _wins(game: ZarkGame, seat: int, action: Action) -> bool:
    trial = game.copy()
    trial.apply(seat, action)
    return trial.winner == seat


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_reads_a_hidden_card(level: str) -> None:
    """Two games that look the same to the seat (its own cards, everything public) but differ in every secret give
    the same move from the same seed: the move cannot depend on a secret."""
    for seed in range(4):
        game = _midgame(seed)
        seat = game.current
        twin = resample_hidden(game, seat, random.Random(f"other secrets {seed}"))
        assert game_to_dict(twin) != game_to_dict(game)
        assert pick(game, seat, level, seed) == pick(twin, seat, level, seed)


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seed_and_state_give_the_same_move(level: str) -> None:
    game = _midgame(9)
    assert pick(game, game.current, level, 3) == pick(game, game.current, level, 3)


def _midgame(seed: int) -> ZarkGame:
    game = ZarkGame.new(ZarkSettings(players=("A", "B", "C")), seed)
    rng = random.Random(seed)
    while game.phase is not Phase.ACTION or game.turn < 8:
        seat = game.seats_to_act()[0]
        game.apply(seat, choose(game, seat, "easy", rng))
    return game


@pytest.mark.parametrize("game_name", ["zark-city", "unocitta", "unopolis"])
def test_computer_players_play_every_phase_legally_to_the_end(game_name: str) -> None:
    levels = ["easy", "medium", "hard"]
    game = ZarkGame.new(ZarkSettings(players=("A", "B", "C"), game=game_name), 5)
    rng = random.Random(5)
    kinds = set()
    while game.phase is not Phase.OVER and game.turn < 30:
        seat = game.seats_to_act()[0]
        action = choose(game, seat, levels[seat], rng, QUICK[levels[seat]])
        assert action in game.legal_actions(seat)  # never a free action, never an illegal one
        kinds.add(type(action))
        game.apply(seat, action)
    assert {Starter, Place} <= kinds and len(kinds - {Starter, Place}) >= 3


def test_search_keeps_one_move_per_wild_on_a_cell_and_names_it_after_a_neighbour() -> None:
    game = position({"M13": "5R"}, {"M13": "1s"}, ["W W4 1B", "2B"], game="unocitta")
    builds = [action for action in search_actions(game, 0) if isinstance(action, Build)]
    wild_builds = [action for action in builds if action.card == "W"]
    assert len(wild_builds) == 4  # one per cell next to M13, not 40
    assert {action.nomination for action in wild_builds} == {"5R"}  # named after the red 5 beside it
    assert len(game.legal_actions(0)) > len(search_actions(game, 0))


def test_an_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown level"):
        choose(_midgame(1), 0, "grandmaster", random.Random(1))
