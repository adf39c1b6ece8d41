"""Computer players (issue 16): `choose(game, seat, level, rng, budget)` gives the action a level plays.

Every level plays fairly: the first thing it does is `resample_hidden(game, seat, rng)`, and it reads only that
sample, which depends on nothing its seat cannot see; so the same seat knowledge and the same `rng` state give
the same move, whatever the secrets. Every level takes a win in one when it has one.

- ``random``: a uniformly random legal action (the arena's yardstick).
- ``easy``: one ply, greedy on `evaluate` with a little noise.
- ``medium``: flat Monte Carlo: the best few moves by `evaluate`, each tried on many samples of the hidden cards
  with short rollouts (about half a second).
- ``hard``: single-observer information-set Monte Carlo tree search (`rules.ismcts`, about 1.5 s).

What a Wild stands for never decides a block (R-24), so search treats the 40 nominations of one Wild on one cell
as one move (`search_actions`), and names it after a neighbour where it can.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .actions import Action
from .game import Game
from .heuristic import evaluate, forced, greedy, ranked, rollout, search_actions
from .hidden import resample_hidden
from .ismcts import ismcts
from .phase import Phase

LEVELS = ("random", "easy", "medium", "hard")
#: How much a level searches: medium's rounds of samples, hard's tree iterations. Counted, not timed, so a move
#: depends only on the seed and what the seat knows, never on how busy the machine is; the defaults take about
#: 0.5 s and 1.5 s a move on the project's machine (`bench/rules.py` prints the figures).
BUDGETS = {"random": 0, "easy": 0, "medium": 12, "hard": 400}


def choose(game: Game, seat: int, level: str, rng: random.Random, budget: int | None = None) -> Action:
    """The action `level` plays for `seat`, who must act now; `budget` is how much it searches (see `BUDGETS`)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    sample = resample_hidden(game, seat, rng)  # from here on, only what `seat` could know
    actions = search_actions(sample, seat)
    if not actions:
        raise ValueError(f"seat {seat} has nothing to do now")
    if level == "random":
        return rng.choice(actions)
    chosen = forced(sample, seat, actions)
    if chosen is not None:
        return chosen
    work = BUDGETS[level] if budget is None else budget
    if level == "easy":
        return greedy(sample, seat, actions, rng, noise=0.3)
    if level == "medium":
        return flat_monte_carlo(game, seat, actions, rng, work)
    return ismcts(game, seat, rng, work)


def decide(game: Game, seat: int, level: str, seed: str) -> Action:
    """`choose` with a generator seeded by `seed` and the level's own budget: what a computer seat at a table
    plays. Module-level and fed only picklable values, so the bot runs it in a worker process."""
    return choose(game, seat, level, random.Random(seed))


#: Plies of cheap rollout after the best reply, in medium's samples.
REPLY_PLIES = 2


def best_reply(game: Game, seat: int, rng: random.Random) -> Action:
    """The move the heuristic likes best for `seat`, after the forced moves (a win in one above all)."""
    actions = search_actions(game, seat)
    return forced(game, seat, actions) or greedy(game, seat, actions, rng)


def flat_monte_carlo(
    game: Game, seat: int, actions: Sequence[Action], rng: random.Random, rounds: int, *, candidates: int = 6
) -> Action:
    """Try the best few actions on `rounds` fresh samples of the hidden cards: after each, the next player answers
    with their best reply by the heuristic (seeing the sample's cards as theirs), then a short rollout; play the
    action whose samples end best on average."""
    sample = resample_hidden(game, seat, rng)
    shortlist = [action for _, action in ranked(sample, seat, actions)[:candidates]]
    totals = [0.0] * len(shortlist)
    for _ in range(max(1, rounds)):
        world = resample_hidden(game, seat, rng)
        for index, action in enumerate(shortlist):
            trial = world.copy(history=False)
            trial.apply(seat, action)
            if trial.phase is not Phase.OVER:
                rollout(trial, rng, plies=1, policy=best_reply)
            rollout(trial, rng, plies=REPLY_PLIES)
            totals[index] += evaluate(trial, seat)
    return shortlist[max(range(len(shortlist)), key=lambda i: totals[i])]
