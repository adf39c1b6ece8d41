"""The hard player's search (`rules.players.ismcts`): how far its walks look ahead."""

from __future__ import annotations

import random

import pytest

from rules import kind_named
from rules.players import LEVELS
from rules.players.ismcts import CPU_LIMIT, Node, ismcts, search
from rules.zark.evaluation import (
    TREE_MORE_PLAYERS_HARD,
    TWO_PLAYER_HARD,
    UNOCITTA_TWO_PLAYER_HARD,
    ZARK_EVALUATION,
)
from rules.zark.heuristic import search_actions
from rules.zark.hidden import Resampler

from .positions import easy_midgame


def _movers_by_depth(node: Node, depth: int = 0, found: dict[int, set[int]] | None = None) -> dict[int, set[int]]:
    """The seats whose moves the tree holds at each depth below the root (1: the searching seat's own moves)."""
    found = {} if found is None else found
    for child in node.children.values():
        if child.mover is not None:
            found.setdefault(depth + 1, set()).add(child.mover)
        _movers_by_depth(child, depth + 1, found)
    return found


@pytest.mark.parametrize(("players", "iterations"), [(2, 500), (4, 2000)])
def test_a_walk_covers_two_rounds_with_two_players_and_one_with_more(players: int, iterations: int) -> None:
    """With two players the tree holds the searching seat's next move (depth 3), so it sees how a threat is answered
    and what it can do then; a walk never goes past two rounds (four plies). With four, one round is four plies."""
    game = easy_midgame(players, f"walk-{players}")
    seat = game.seats_to_act()[0]
    samples = Resampler(game, seat)
    actions = search_actions(samples.sample(random.Random(0), history=False), seat)
    movers = _movers_by_depth(search(ZARK_EVALUATION, samples, actions, random.Random(1), iterations))
    assert 3 in movers and max(movers) <= 4, movers
    assert all(movers[depth] == {(seat + depth - 1) % players} for depth in movers), movers


def test_the_cpu_limit_stops_a_search_after_the_walk_that_reaches_it() -> None:
    """A search given no CPU time at all makes one walk, however many iterations it may make, and still plays one of
    its seat's moves; the same search without the limit makes them all."""
    game = easy_midgame(2, "limit")
    seat = game.seats_to_act()[0]
    samples = Resampler(game, seat)
    actions = search_actions(samples.sample(random.Random(0), history=False), seat)
    stopped = search(ZARK_EVALUATION, samples, actions, random.Random(1), 200, limit=0.0)
    assert stopped.visits == 1
    assert ismcts(ZARK_EVALUATION, samples, actions, random.Random(1), 200, limit=0.0) in actions
    assert search(ZARK_EVALUATION, samples, actions, random.Random(1), 200).visits == 200


def test_unocittas_hard_searches_more_than_the_other_kinds_and_every_other_budget_is_shared() -> None:
    """Unocitta's 2-player hard reached its mark against medium only with more iterations, within the 2 s limit, and
    with more players it searches its tree where the others play a round on (docs/computer-players.md); every other
    level and table size searches as much in every Zark family kind."""
    budgets = {
        key: {
            (level, players): kind_named(key).evaluation.default_budget(level, players)
            for level in LEVELS
            for players in (2, 4)
        }
        for key in ("zark-city", "unocitta", "unopolis")
    }
    assert budgets["unocitta"][("hard", 2)] == UNOCITTA_TWO_PLAYER_HARD > TWO_PLAYER_HARD
    assert budgets["zark-city"][("hard", 2)] == budgets["unopolis"][("hard", 2)] == TWO_PLAYER_HARD
    assert budgets["unocitta"][("hard", 4)] == TREE_MORE_PLAYERS_HARD  # tree iterations
    assert budgets["zark-city"][("hard", 4)] == budgets["unopolis"][("hard", 4)] == 8  # deals a round is played on
    for budget in budgets.values():
        del budget[("hard", 2)], budget[("hard", 4)]
    assert budgets["unocitta"] == budgets["zark-city"] == budgets["unopolis"]


def test_the_cpu_limit_is_five_seconds() -> None:
    assert CPU_LIMIT == 5.0
