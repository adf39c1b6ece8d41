"""The levels, written once for every game:
`choose_with_evaluation(evaluation, game, seat, level, rng, budget=budget)` gives the action a level plays in any
game whose evaluation answers `rules.core.evaluation.Evaluation`.

Every level votes to end the game with no winner once nobody can win it any more (`Evaluation.votes_to_end`), so
that a table of computers stops there, as a table of people would (R-18, R-28a).

Every level plays fairly: the first thing it does is to sample the game as `seat` may believe it to be (the
evaluation's `resampler`), and it reads only such samples, which depend on nothing its seat cannot see; so the same
seat knowledge and the same `rng` state give the same move, whatever the secrets. Every level but random takes a win
in one when it has one (the evaluation's `forced`).

- ``random``: a uniformly random one of the moves worth telling apart (the arena's yardstick).
- ``easy``: the evaluation's own one-ply choice (`Evaluation.easy`: greedy on `evaluate` with noise).
- ``gentle`` (the tutorial's, never offered at a table): easy's choice among the moves `Evaluation.gentle` leaves it,
  those that take nothing from another player (in the Zark family, no attack).
- ``medium``: flat Monte Carlo: every move tried on fresh samples of the hidden cards, each trial rolled out by the
  next player's decisive move (a win in one, if that sample gives them one) and then judged by `evaluate`.
- ``hard``: with two players, single-observer information-set Monte Carlo tree search with decisive moves
  (`rules.players.ismcts`); with more, its best moves each played on for a round, the other seats answering as
  medium would (`rules.players.rounds`), unless the game's tree says otherwise (`Tree.rounds_with_more_players`);
  either way shunning the moves its evaluation names (`shunned`) when another looks about as good.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..core.actions import Action, AgreeEnd
from ..core.evaluation import GENTLE, LEVELS, Evaluation, G, Sampler
from ..core.phase import Phase
from .ismcts import ismcts
from .rounds import round_search


def choose_with_evaluation(
    evaluation: Evaluation[G], game: G, seat: int, level: str, rng: random.Random, *, budget: int | None = None
) -> Action:
    """The action `level` plays for `seat`, who must act now; `budget` is how much it searches (the evaluation's
    `default_budget` when None)."""
    if level not in LEVELS and level != GENTLE:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    samples = evaluation.resampler(game, seat)  # from here on, only what `seat` could know
    sample = samples.sample(rng)  # with the public history, which an evaluation may read at the root; search never does
    actions = evaluation.search_actions(sample, seat)
    if not actions:
        raise ValueError(f"seat {seat} has nothing to do now")
    if evaluation.votes_to_end(sample, seat):
        return AgreeEnd()
    if level == "random":
        return rng.choice(actions)
    if level == GENTLE:
        actions = evaluation.gentle(sample, seat, actions) or actions
    chosen = evaluation.forced(sample, seat, actions)
    if chosen is not None:
        return chosen
    if level in ("easy", GENTLE):
        return evaluation.easy(sample, seat, actions, rng)
    work = evaluation.default_budget(level, len(game.active_seats())) if budget is None else budget
    if level == "medium":
        return flat_monte_carlo(evaluation, samples, actions, rng, work)
    shun = evaluation.shunned(sample, seat, actions)
    if len(game.active_seats()) > 2 and evaluation.tree.rounds_with_more_players:
        return round_search(evaluation, samples, actions, rng, work, shun=shun)
    return ismcts(evaluation, samples, actions, rng, work, shun=shun)


def flat_monte_carlo(
    evaluation: Evaluation[G], samples: Sampler[G], actions: Sequence[Action], rng: random.Random, count: int
) -> Action:
    """Try every action of `samples.seat` on `count` fresh samples of the hidden cards: finish the turn, let the
    next player take a win in one if that sample gives them one (so a move that leaves one loses in every sample
    where it can be taken, and one that leaves a win needing cards the next player may not hold loses in some),
    else judge the position by `evaluate`. Play the action with the best total."""
    seat = samples.seat
    totals = [0.0] * len(actions)
    for _ in range(max(1, count)):
        world = samples.sample(rng, history=False)
        for index, action in enumerate(actions):
            trial = evaluation.after(world, seat, action)
            if trial.phase is not Phase.OVER:
                mover = trial.seats_to_act()[0]
                reply = evaluation.winning_action(trial, mover)
                if reply is not None:  # the next player's decisive move (the seat's own, if it acts again)
                    totals[index] += evaluation.win if mover == seat else -evaluation.win
                    continue
            totals[index] += evaluation.evaluate(trial, seat)
    return actions[max(range(len(actions)), key=lambda index: totals[index])]
