"""Zarcana's medium and hard levels, the search written once for every game (`rules.players.search` and
`rules.players.ismcts`) played with Zarcana's evaluation (`rules.zarcana.evaluation`): legal moves, a win in one
taken, nothing hidden read, and a tree whose mover is whoever must answer each decision."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from rules import Action, Phase
from rules.players import choose
from rules.players.ismcts import Node, search
from rules.zarcana import (
    Demand,
    Done,
    Draw,
    Give,
    Pass,
    Reorient,
    ZarcanaGame,
    ZarcanaSettings,
    resample_hidden,
    zarcana_to_dict,
)
from rules.zarcana.evaluation import ZARCANA_EVALUATION, ends_with_this_turn, passive_turns, winning_action
from rules.zarcana.hidden import Resampler

from ..shifted import Shifted
from .positions import position

SEARCHING = ("medium", "hard")
QUICK = {"medium": 2, "hard": 60}


def _midgame(seed: int, players: int = 2, turns: int = 14) -> ZarcanaGame:
    game = ZarcanaGame.new(ZarcanaSettings(players=tuple("ABCDE"[:players])), seed)
    rng = random.Random(seed)
    while game.turn < turns and game.phase is not Phase.OVER:
        seat = game.seats_to_act()[0]
        game.apply(seat, choose(game, seat, "easy", rng))
    assert game.phase is Phase.ACTION
    return game


def pick(game: ZarcanaGame, seat: int, level: str, seed: int) -> Action:
    return choose(game, seat, level, random.Random(seed), QUICK[level])


def _last_turn_with_one_winning_move() -> ZarcanaGame:
    """Seat 1 declared the final round (H-18); seat 0's last turn. Passing loses (seat 1 holds the 2 of cups alone,
    seat 0 shares the 10); only the Swords attack on seat 1's minion on M13 wins, holding the 10 alone."""
    game = position(
        {"M13": "10C", "N13": "2C", "L13": "9S"}, {"M13": "1su 2su", "N13": "2su"}, ["5S 3C", "4C 6W"], reshuffles=1
    )
    game.final_round, game.declarer = [0], 1
    return game


@pytest.mark.parametrize("level", SEARCHING)
@pytest.mark.parametrize("players", [2, 3])
def test_medium_and_hard_return_a_legal_action(level: str, players: int) -> None:
    for seed in range(3):
        game = _midgame(seed, players)
        seat = game.seats_to_act()[0]
        assert pick(game, seat, level, seed) in game.legal_actions(seat)


@pytest.mark.parametrize("level", SEARCHING)
def test_a_win_in_one_is_taken(level: str) -> None:
    game = _last_turn_with_one_winning_move()
    assert ends_with_this_turn(game)
    winning = winning_action(game, 0)
    assert winning is not None and winning.notation() == "play 5S by M13 small up attack 2 small up at M13"
    for seed in range(3):
        assert pick(game, 0, level, seed) == winning
    # hard takes it even when its search is not what decides it: the decisive move comes first
    assert choose(game, 0, "hard", random.Random(9), 1) == winning


def test_no_win_in_one_is_looked_for_before_the_last_turn() -> None:
    game = _last_turn_with_one_winning_move()
    game.final_round = [1, 0]  # seat 1 has a turn still to come: nothing ends with this one
    assert not ends_with_this_turn(game) and winning_action(game, 0) is None


@pytest.mark.parametrize("level", SEARCHING)
def test_the_move_never_depends_on_hidden_cards(level: str) -> None:
    """The same seat knowledge and seed give the same move, whatever the other hands and the deck's order."""
    for seed in range(3):
        game = _midgame(seed + 10)
        seat = game.seats_to_act()[0]
        twin = resample_hidden(game, seat, random.Random(f"other secrets {seed}"))
        assert zarcana_to_dict(twin)["deck"] != zarcana_to_dict(game)["deck"]
        assert [hand for other, hand in enumerate(twin.hands) if other != seat] != [
            hand for other, hand in enumerate(game.hands) if other != seat
        ]
        assert pick(game, seat, level, seed) == pick(twin, seat, level, seed)


def _movers(node: Node, depth: int = 0, found: dict[int, set[int]] | None = None) -> dict[int, set[int]]:
    found = {} if found is None else found
    for child in node.children.values():
        if child.mover is not None:
            found.setdefault(depth + 1, set()).add(child.mover)
        _movers(child, depth + 1, found)
    return found


def test_the_tree_follows_who_must_answer_another_seat_mid_turn_then_the_same_seat_again() -> None:
    """Seat 0's Emperor demands two cards: seat 1 answers in seat 0's turn (Z-39), then plays its own turn, so the
    tree's first two plies are seat 1's and the third seat 0's."""
    game = position({"M13": "AC", "N13": "7C"}, {"M13": "1se", "N13": "2su"}, ["Emperor", "2C 3C 4W"])
    [strike] = [
        action
        for action in game.legal_actions(0)
        if action.notation() == "play Emperor by M13 small east attack 2 small up at N13 demand 2"
    ]
    game.apply(0, strike)
    assert game.pending == Demand(1, 0, 2) and game.seats_to_act() == [1]
    samples = Resampler(game, 1)
    actions = ZARCANA_EVALUATION.search_actions(samples.sample(random.Random(0), history=False), 1)
    assert all(isinstance(action, Give) for action in actions)
    movers = _movers(search(ZARCANA_EVALUATION, samples, actions, random.Random(1), 300))
    assert movers[1] == {1} and movers[2] == {1} and movers[3] == {0}, movers
    assert pick(game, 1, "hard", 2) in game.legal_actions(1)


@pytest.mark.parametrize("level", SEARCHING)
def test_a_move_made_three_times_lately_is_not_searched_again(level: str) -> None:
    """Two searching players could trade the same blows for ever: a move the seat made 3 times among its last 10 is
    left out (a draw excepted, which brings the end nearer), as the public history shows."""
    game = _midgame(5)
    seat = game.seats_to_act()[0]
    chosen = pick(game, seat, level, 1)
    assert not isinstance(chosen, Draw)
    game.history += [(seat, chosen), (1 - seat, Pass()), (seat, chosen), (1 - seat, Pass()), (seat, chosen)]
    assert chosen not in ZARCANA_EVALUATION.search_actions(game, seat)
    assert chosen in ZARCANA_EVALUATION.search_actions(game.copy(history=False), seat)  # a sample searched
    assert pick(game, seat, level, 1) != chosen
    game.history[-1] = (1 - seat, chosen)  # the other seat's moves do not count
    assert chosen in ZARCANA_EVALUATION.search_actions(game, seat)


def test_after_three_turns_that_only_turned_minions_or_passed_a_seat_does_something_else() -> None:
    """Two computers could turn their minions back and forth for ever, and a game whose deck is never drawn from
    never ends (H-18): after three such turns in a row, every level leaves turning minions and passing out."""
    game = _midgame(5)
    seat = game.seats_to_act()[0]
    other = 1 - seat
    legal = game.legal_actions(seat)
    reorient = next(action for action in legal if isinstance(action, Reorient))
    assert game.pending is None and any(isinstance(action, Pass) for action in legal)
    base = [*game.history, (seat, Draw(1)), (other, Pass())]  # whatever came before, a turn that did something
    turned = [(seat, reorient), (seat, Done())]
    game.history = [*base, *turned, (other, Pass()), (seat, Pass()), (other, Pass()), *turned, (other, Pass())]
    assert passive_turns(game, seat) == 3
    left = ZARCANA_EVALUATION.search_actions(game, seat)
    assert left == [action for action in legal if not isinstance(action, Reorient | Pass)]
    assert not isinstance(pick(game, seat, "medium", 1), Reorient | Pass)
    game.history = [*base, (seat, Pass()), (other, Pass()), *turned, (other, Pass())]
    assert passive_turns(game, seat) == 2 and reorient in ZARCANA_EVALUATION.search_actions(game, seat)
    game.history = [*base, *turned, (other, Pass()), (seat, Draw(1)), (other, Pass()), *turned, (seat, Pass())]
    assert passive_turns(game, seat) == 1  # the draw was something, and the last turn is still under way


def _shifted(lead: float, *, relative: bool) -> Shifted:
    """Zarcana's evaluation with seat 0 `lead` points further ahead (seat 1 as far behind), and the tree's rewards
    relative to the root or not."""
    return Shifted(ZARCANA_EVALUATION, lead, dataclasses.replace(ZARCANA_EVALUATION.tree, relative=relative))


def _visits(evaluation: Any, game: ZarcanaGame, seat: int) -> dict[str, int]:
    samples = Resampler(game, seat)
    actions = ZARCANA_EVALUATION.search_actions(samples.sample(random.Random(0), history=False), seat)
    root = search(evaluation, samples, actions, random.Random(1), 60)
    return {action.notation(): child.visits for action, child in root.children.items()}


def test_with_relative_rewards_a_lead_however_large_does_not_change_the_search() -> None:
    """Hard's rewards squash each seat's score less its score at the root (`Tree.relative`, Zarcana's tree): a seat
    40 points ahead or behind tells its moves apart as well as in an even game. Squashing the scores themselves, the
    same lead pushes every reward to 1 or 0 and the search goes elsewhere."""
    assert ZARCANA_EVALUATION.tree.relative
    game = _midgame(3)
    seat = game.seats_to_act()[0]
    even = _visits(_shifted(0.0, relative=True), game, seat)
    assert _visits(_shifted(40.0, relative=True), game, seat) == even
    assert _visits(_shifted(-40.0, relative=True), game, seat) == even
    assert _visits(_shifted(40.0, relative=False), game, seat) != _visits(_shifted(0.0, relative=False), game, seat)


def test_hard_searches_more_with_two_players_whose_walks_go_two_rounds_deep() -> None:
    budget = ZARCANA_EVALUATION.default_budget
    assert budget("hard", 2) == 400
    assert budget("hard", 3) == budget("hard", 4) == 8  # deals a round is played on (`rules.players.rounds`)
    assert budget("medium", 2) == budget("medium", 4) == 4
