"""The hard player at tables of three or more (`rules.players.rounds`): each of its best moves played on for a round,
the other seats answering as medium would."""

from __future__ import annotations

import math
import random
from types import SimpleNamespace
from typing import Any

import pytest

from rules import kind_named
from rules.players import choose, rounds
from rules.players.ismcts import ismcts
from rules.players.rounds import CANDIDATES, SHUN_MARGIN_POINTS, preferred, round_search
from rules.zark import ZarkGame, parse_action
from rules.zark.evaluation import EVALUATIONS, ZARK_EVALUATION
from rules.zark.heuristic import WIN, search_actions
from rules.zark.hidden import Resampler

from .positions import easy_midgame, position


def _three(current: int, first_seat_on: str) -> ZarkGame:
    """Three players. The third holds the 7♥ and 8♥ (M13, N13) and has a small beside the 9♥ (O14): moving it in
    wins unless someone else is on the 9♥. The second's one piece is far off (K13) and it holds number cards only, so
    it cannot stop that. The first has a small on `first_seat_on`."""
    return position(
        {"K13": "5D", "L13": "4D", "M13": "7H", "N13": "8H", "O13": "9H", "O14": "2C"},
        {"K13": "2s", first_seat_on: "1s", "M13": "3s", "N13": "3s", "O14": "3s"},
        ["6C 5C", "2S 3S", "4S"],
        players=3,
        current=current,
    )


def test_a_round_is_lost_when_a_later_seat_wins_in_one_that_the_seats_between_do_not_stop() -> None:
    """Medium looks only at the next player's win in one; a round sees the seat after it win too."""
    open_nine = _three(current=1, first_seat_on="L13")
    assert rounds._round(ZARK_EVALUATION, open_nine, 0) == -WIN
    held_nine = _three(current=1, first_seat_on="O13")  # the first seat's small keeps the third off the 9♥ alone
    assert -WIN < rounds._round(ZARK_EVALUATION, held_nine, 0) < WIN


def test_hard_with_three_players_never_leaves_the_card_that_stops_the_seat_after_next() -> None:
    game = _three(current=0, first_seat_on="O13")
    leaving = {parse_action("move O13 small to N13"), parse_action("move O13 small to O14")}
    assert leaving <= set(search_actions(game, 0))
    for seed in range(4):
        assert choose(game, 0, "hard", random.Random(seed), 2) not in leaving


@pytest.mark.parametrize("seed", ["rounds-1", "rounds-2", "rounds-3"])
def test_with_three_or_more_players_hard_plays_its_best_moves_on_for_a_round_but_in_unocitta(seed: str) -> None:
    """`choose` at hard with four players is `round_search` on the same deals, its budget the deals each kept move
    is played on (8 in Zark City and Unopolis); Unocitta's searches its tree (`Tree.rounds_with_more_players`)."""
    for key, search in (("zark-city", round_search), ("unocitta", ismcts)):
        game = easy_midgame(4, seed, key)
        seat = game.seats_to_act()[0]
        evaluation = EVALUATIONS[key]
        assert kind_named(key).evaluation is evaluation
        assert evaluation.tree.rounds_with_more_players == (key != "unocitta")
        rng = random.Random(seed)
        samples = Resampler(game, seat)
        sample = samples.sample(rng)
        actions = search_actions(sample, seat)
        expected = search(evaluation, samples, actions, rng, 3, shun=evaluation.shunned(sample, seat, actions))
        assert choose(game, seat, "hard", random.Random(seed), 3) == expected, key


def test_the_cpu_limits_stop_the_search_after_its_round_or_its_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    game = easy_midgame(4, "rounds-limit")
    seat = game.seats_to_act()[0]
    samples = Resampler(game, seat)
    actions = search_actions(samples.sample(random.Random(0), history=False), seat)
    assert len(actions) > CANDIDATES
    played: list[Any] = []
    real = rounds._round

    def counted(evaluation: Any, world: Any, searching: int, deadline: float) -> float:
        played.append(world)
        return real(evaluation, world, searching, deadline)

    monkeypatch.setattr(rounds, "_round", counted)
    assert round_search(ZARK_EVALUATION, samples, actions, random.Random(1), 50, limit=0.0) in actions
    assert len(played) == 1
    played.clear()
    round_search(ZARK_EVALUATION, samples, actions, random.Random(1), 3, soft_limit=math.inf)
    assert len(played) == 3 * CANDIDATES
    played.clear()  # past the soft limit, the deal being played is finished and no other begins
    one_deal = round_search(ZARK_EVALUATION, samples, actions, random.Random(1), 50, soft_limit=0.0)
    assert len(played) == CANDIDATES
    assert one_deal == round_search(ZARK_EVALUATION, samples, actions, random.Random(1), 1, soft_limit=math.inf)


def test_no_deal_begins_that_would_end_past_the_soft_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    game = easy_midgame(4, "rounds-limit")
    seat = game.seats_to_act()[0]
    samples = Resampler(game, seat)
    actions = search_actions(samples.sample(random.Random(0), history=False), seat)
    clock = [0.0]  # CPU seconds: a tenth for every round played, nothing for the rest

    def timed(evaluation: Any, world: Any, searching: int, deadline: float) -> float:
        clock[0] += 0.1
        return 0.0

    monkeypatch.setattr(rounds, "_round", timed)
    monkeypatch.setattr(rounds, "time", SimpleNamespace(process_time=lambda: clock[0]))
    # A deal of six rounds takes 0.6 s: the next begins only if it would end by the soft limit
    for soft_limit, deals in ((0.0, 1), (1.15, 1), (1.25, 2), (1.85, 3), (4.85, 8)):
        clock[0] = 0.0
        round_search(ZARK_EVALUATION, samples, actions, random.Random(1), 8, soft_limit=soft_limit)
        assert clock[0] == pytest.approx(deals * CANDIDATES * 0.1), soft_limit


def test_a_move_to_shun_gives_way_to_a_kept_move_about_as_good_and_only_to_one() -> None:
    slide, build, draw = (parse_action(text) for text in ("move M13 small to N13", "build 5C O12", "draw"))
    means = {slide: 3.0, build: 3.0 - SHUN_MARGIN_POINTS, draw: 1.0}
    assert preferred([slide, build, draw], means, shun={slide}) == build
    assert preferred([slide, build, draw], means, shun={slide, build}) == slide  # draw is not about as good
    assert preferred([slide, build, draw], means, shun=()) == slide
    means[build] -= 0.01
    assert preferred([slide, build, draw], means, shun={slide}) == slide
