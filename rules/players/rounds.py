"""The hard computer player at tables of three or more: each of its best moves played on for a round, the other
seats answering as medium would, for any game with an `Evaluation` (`rules.core.evaluation`).

With four players a tree search (`rules.players.ismcts`) seldom gets past the next player's reply, and a game is won
by a threat made a round earlier that the seat before the winner cannot answer (docs/computer-players.md). So hard
looks a whole round ahead along the one line each deal makes likely, instead of a little way along many:

1. every move is tried one ply deep on `SCREENING` deals of the hidden cards, as medium tries them (a move that
   leaves the next player a win in one counts as lost in every deal that gives it), and the best `CANDIDATES` kept;
2. on each of `deals` further deals, each kept move is played and the round played on: every other seat in turn
   takes a win in one if the deal gives it one, or else makes the move medium's judgement likes best on that deal
   (the one that `evaluate`s best for it, a move that leaves the next player a win in one counting as lost); once
   the searching seat is to move again, its win in one counts as a win, or else the position is judged by
   `evaluate`;
3. the kept move with the best mean plays; if it is one to shun (`shun`: in the Zark family, a slide that brings a
   board back), the best other kept move whose mean is at most `SHUN_MARGIN_POINTS` lower plays instead.

Every kept move is played on the same deals, so they are compared on equal luck. Deals are counted, not timed, so a
move depends only on the seed and what the seat knows, but for two limits on slow positions: no further deal begins
where one taking as long as the last would end past `SOFT_LIMIT` seconds of CPU, and the kept moves are compared on
the deals played (so a decision seldom takes longer; on 4-player Unopolis's crowded boards it often stops short:
docs/computer-players.md); and past `CPU_LIMIT` the search stops after the move it is playing in a round (judging that
round where it got to) and compares the kept moves on the rounds each has played.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Collection, Sequence

from ..core.actions import Action
from ..core.evaluation import Evaluation, G, Sampler
from ..core.phase import Phase
from .ismcts import CPU_LIMIT, blocking

#: How many of the seat's moves, the best one ply deep, are played on for a round.
CANDIDATES = 6
#: How many deals the one-ply look that chooses them uses (medium's own look, on fewer deals).
SCREENING = 4
#: No further deal begins where one taking as long as the last would end past this many seconds of CPU (the
#: process's own) since the search began.
SOFT_LIMIT = 1.6
#: A move to shun gives way to another kept move whose mean `evaluate` score is at most this much lower.
SHUN_MARGIN_POINTS = 1.0


def round_search(
    evaluation: Evaluation[G],
    samples: Sampler[G],
    actions: Sequence[Action],
    rng: random.Random,
    deals: int,
    *,
    limit: float = CPU_LIMIT,
    soft_limit: float = SOFT_LIMIT,
    shun: Collection[Action] = (),
) -> Action:
    """The move of `samples.seat` among `actions` whose round, played on `deals` deals (at least one), ends best for
    it, or on fewer deals where another would end past `soft_limit` CPU seconds, or on fewer rounds past `limit`
    (see the module's description)."""
    started = time.process_time()
    seat = samples.seat
    actions = blocking(evaluation, samples.sample(rng, history=False), seat, actions)
    if len(actions) == 1:
        return actions[0]
    looks = dict.fromkeys(actions, 0.0)
    for _ in range(SCREENING):
        world = samples.sample(rng, history=False)
        for action in actions:
            looks[action] += _judged(evaluation, evaluation.after(world, seat, action), seat)
    kept = sorted(actions, key=lambda action: -looks[action])[:CANDIDATES]  # ties: the first listed
    totals, played = dict.fromkeys(kept, 0.0), dict.fromkeys(kept, 0)
    for _ in range(max(1, deals)):
        dealt = time.process_time()
        world = samples.sample(rng, history=False)
        for action in kept:
            totals[action] += _round(evaluation, evaluation.after(world, seat, action), seat, started + limit)
            played[action] += 1
            if time.process_time() - started >= limit:
                break
        now = time.process_time()
        if now - started >= limit or (now - started) + (now - dealt) > soft_limit:
            break  # past the hard limit, mid-deal; or another deal like this one would end past the soft limit
    means = {action: totals[action] / played[action] for action in kept if played[action]}
    return preferred(sorted(means, key=lambda action: -means[action]), means, shun)


def preferred(ranked: Sequence[Action], means: dict[Action, float], shun: Collection[Action]) -> Action:
    """The first of `ranked` (best mean first), unless it is one to shun and another not to shun has a mean at most
    `SHUN_MARGIN_POINTS` lower: then the first such."""
    best = ranked[0]
    if best in shun:
        for other in ranked[1:]:
            if other not in shun and means[other] >= means[best] - SHUN_MARGIN_POINTS:
                return other
    return best


def _judged(evaluation: Evaluation[G], world: G, seat: int) -> float:
    """Medium's judgement of `world` for `seat`, who just moved: lost if the next player has a win in one there,
    else `evaluate`."""
    return -evaluation.win if _gives_a_win(evaluation, world, seat) else evaluation.evaluate(world, seat)


def _gives_a_win(evaluation: Evaluation[G], world: G, seat: int) -> bool:
    """Whether the next seat to act in `world`, another than `seat`, has a win in one there."""
    if world.phase is Phase.OVER:
        return False
    mover = world.seats_to_act()[0]
    return mover != seat and evaluation.winning_action(world, mover) is not None


def _round(evaluation: Evaluation[G], world: G, seat: int, deadline: float = math.inf) -> float:
    """`world` played on until `seat` is to move again (each other seat as medium on this deal), judged for `seat`;
    past `deadline` (CPU seconds, `time.process_time`), judged where it has got to."""
    for _ in range(4 * len(world.active_seats())):  # a bound on answers mid-turn; a round takes one move a seat
        if world.phase is Phase.OVER or time.process_time() >= deadline:
            break
        mover = world.seats_to_act()[0]
        if evaluation.winning_action(world, mover) is not None:
            return evaluation.win if mover == seat else -evaluation.win
        if mover == seat:
            break
        world = _reply(evaluation, world, mover)
    return evaluation.evaluate(world, seat)


def _reply(evaluation: Evaluation[G], world: G, mover: int) -> G:
    """The position after `mover`'s move that medium's judgement likes best on this deal (ties: the first listed)."""
    best, best_score = world, float("-inf")
    for action in evaluation.search_actions(world, mover):
        trial = evaluation.after(world, mover, action)
        score = evaluation.evaluate(trial, mover)
        if score <= best_score:
            continue  # medium's judgement is this or a loss: not better either way, so no need to look for a win
        if _gives_a_win(evaluation, trial, mover):
            score = -evaluation.win
        if score > best_score:
            best, best_score = trial, score
    return best
