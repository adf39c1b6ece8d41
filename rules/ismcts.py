"""The hard computer player: single-observer information-set MCTS (Cowling, Powley and Whitehouse 2012).

One tree, seen from the searching seat. Every iteration deals the hidden cards afresh (`resample_hidden`, so the
search reads nothing its seat cannot see), walks down the tree choosing among the actions legal in that deal by
UCB with availability counts, adds one new node, finishes with a short cheap rollout, and scores the result for
every seat with the heuristic (`players.evaluate`) squashed into 0..1. Decisive moves come first: a win in one is
played at once (in `players.choose`), and when the next player threatens a win in one, only moves that leave
them none are searched, where there are such moves.
"""

from __future__ import annotations

import math
import random

from .actions import Action
from .game import Game
from .heuristic import evaluate, rollout, search_actions, winning_action
from .hidden import resample_hidden
from .phase import Phase

EXPLORATION = 0.7
ROLLOUT_PLIES = 2


class Node:
    __slots__ = ("avails", "children", "mover", "reward", "visits")

    def __init__(self, mover: int | None) -> None:
        self.mover = mover  # the seat whose action led here
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.avails = 1
        self.reward = 0.0

    def ucb(self) -> float:
        return self.reward / self.visits + EXPLORATION * math.sqrt(math.log(self.avails) / self.visits)


def ismcts(game: Game, seat: int, rng: random.Random, iterations: int) -> Action:
    """The most visited root action after `iterations` of search (at least one)."""
    root = Node(None)
    allowed = _safe_moves(resample_hidden(game, seat, rng), seat)
    for _ in range(max(1, iterations)):
        _iterate(root, resample_hidden(game, seat, rng), rng, allowed)
    return max(root.children.items(), key=lambda item: (item[1].visits, item[1].reward))[0]


def _iterate(root: Node, world: Game, rng: random.Random, allowed: set[Action] | None) -> None:
    node, path = root, [root]
    while world.phase is not Phase.OVER:
        mover = world.seats_to_act()[0]
        actions = search_actions(world, mover)
        if node is root and allowed:
            actions = [action for action in actions if action in allowed]
        untried = [action for action in actions if action not in node.children]
        for action in actions:
            if action in node.children:
                node.children[action].avails += 1
        if untried:
            action = rng.choice(untried)
            child = node.children[action] = Node(mover)
            world.apply(mover, action)
            path.append(child)
            break
        action = max(actions, key=lambda a: node.children[a].ucb())
        world.apply(mover, action)
        node = node.children[action]
        path.append(node)
    rollout(world, rng, ROLLOUT_PLIES)
    rewards = {seat: 0.5 + 0.5 * math.tanh(evaluate(world, seat) / 12.0) for seat in world.seats}
    for visited in path:
        visited.visits += 1
        if visited.mover is not None:
            visited.reward += rewards[visited.mover]


def _safe_moves(world: Game, seat: int) -> set[Action] | None:
    """When the next player could win in one now, the moves after which they cannot (None: no threat, or no move
    meets it)."""
    following = world.next_seat(seat)
    if following == seat or not _threatens(world, following):
        return None
    safe = set()
    for action in search_actions(world, seat):
        trial = world.copy(history=False)
        trial.apply(seat, action)
        if trial.phase is Phase.OVER:
            continue
        if not _threatens(trial, following):
            safe.add(action)
    return safe or None


def _threatens(world: Game, seat: int) -> bool:
    """Whether `seat` would have a win in one if its turn began now (without the opening draw)."""
    trial = world.copy(history=False)
    trial.current, trial.phase = seat, Phase.ACTION
    return winning_action(trial, seat, search_actions(trial, seat)) is not None
