"""The hard computer player's tree search, with two players in every game and with more where the game's tree says so
(`Tree.rounds_with_more_players`; elsewhere `rules.players.rounds`): single-observer information-set MCTS (Cowling,
Powley and Whitehouse 2012) with decisive moves, for any game with an `Evaluation` (`rules.core.evaluation`).

One tree, seen from the searching seat. Every iteration deals the hidden cards afresh (the evaluation's `resampler`,
so the search reads nothing its seat cannot see) and walks down the tree for a round of play (two with two players):
the searching seat's move, then each other player's reply, each chosen among the actions legal in that deal by UCB
with availability counts (an action counts as available each time a deal allows it). A move is one action and what
the evaluation's `finish_turn` plays after it, and each node's mover is whoever must act next in that deal
(`seats_to_act()[0]`): usually the next player, but the same seat again when its turn goes on (a Zarcana High
Priestess option) or another seat answering mid-turn. Decisive moves (Teytaud and Teytaud 2010): a player with a win
in one in that deal takes it, which ends the walk; so a move that leaves the next player a win scores a loss in every
deal that gives them one. At the root the rule is kept strictly for the wins that need no card (so they are there in
every deal): a move that leaves the next player one is not searched while some move does not (`blocking`). At the
end of the walk the position is scored for every seat by the heuristic (the evaluation's `scores`) squashed into 0..1,
and each node on the path is credited with its mover's score. With `Tree.relative` (Zarcana's tree) each seat's score
less its score at the root is squashed instead, so a seat far ahead or behind still tells its moves apart.

The heuristic also guides the tree: when a node is first reached, its mover's actions are scored one ply deep
(`prior_visits` visits' worth of prior), and only the best `width` plus the square root of the node's visits are
considered (progressive widening), so search goes to the moves worth comparing, and to the replies an opponent
would really make, first.

Iterations are counted, not timed, so a slow machine makes the search slower, never weaker; but a decision never
takes more than `CPU_LIMIT` seconds of CPU (the process's own time): past it, the search stops after the walk it is
on and plays the best move found so far.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Collection, Sequence

from ..core.actions import Action
from ..core.evaluation import Evaluation, G, Sampler
from ..core.phase import Phase

#: The most CPU seconds one search may take, whatever its iterations: a hard decision stops there (the targets: 2 s at
#: the 95th percentile, and never a stalled table on a slow or crowded machine).
CPU_LIMIT = 5.0
#: A move to shun (`ismcts`'s `shun`: in the Zark family, one that brings a board back) gives way to the most visited
#: other move whose mean reward is at most this much lower and that was visited at least a quarter as often.
SHUN_MARGIN = 0.05


class Node:
    __slots__ = ("avails", "children", "mover", "order", "priors", "reward", "visits")

    def __init__(self, mover: int | None) -> None:
        self.mover = mover  # the seat whose action led here
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.avails = 1
        self.reward = 0.0
        self.priors: dict[Action, float] = {}  # the mover's one-ply score of each action, squashed
        self.order: list[Action] = []  # the actions, best prior first

    def rank(
        self,
        evaluation: Evaluation[G],
        world: G,
        mover: int,
        actions: Sequence[Action],
        baseline: Sequence[float] | None = None,
    ) -> None:
        """Score each of `actions` one ply deep for `mover` (less its score at the root when the tree's rewards are
        relative, `baseline`), and order them best first."""
        scale, base = evaluation.tree.scale, (baseline[mover] if baseline is not None else 0.0)
        self.priors = {
            action: squash(evaluation.evaluate(evaluation.after(world, mover, action), mover) - base, scale)
            for action in actions
        }
        self.order = sorted(actions, key=lambda action: -self.priors[action])

    def candidates(self, actions: Sequence[Action], width: int) -> list[Action]:
        """The actions legal in this deal that the node considers now: the best `width` by prior, more as it is
        visited; actions it has never seen scored (another deal's cards) come after."""
        width += int(math.sqrt(self.visits))
        legal = set(actions)
        chosen: list[Action] = []
        for action in self.order:  # the first `width` legal ones, best first
            if len(chosen) >= width:
                break
            if action in legal:
                chosen.append(action)
        if len(chosen) < width:
            chosen += [action for action in actions if action not in self.priors][: width - len(chosen)]
        return chosen

    def select(self, actions: Sequence[Action], prior_visits: float, exploration: float) -> Action:
        """UCB over the candidates, the prior counting as `prior_visits` visits; each candidate was available."""
        best, best_value = actions[0], -math.inf
        for action in actions:
            child = self.children.get(action)
            prior = self.priors.get(action, 0.5)
            if child is None:
                visits, reward, avails = 0, 0.0, self.visits + 1
            else:
                child.avails += 1
                visits, reward, avails = child.visits, child.reward, child.avails
            value = (reward + prior_visits * prior) / (visits + prior_visits)
            value += exploration * math.sqrt(math.log(avails + 1) / (visits + 1))
            if value > best_value:
                best, best_value = action, value
        return best


def squash(score: float, scale: float) -> float:
    return 0.5 + 0.5 * math.tanh(score / scale)


def ismcts(
    evaluation: Evaluation[G],
    samples: Sampler[G],
    actions: Sequence[Action],
    rng: random.Random,
    iterations: int,
    *,
    limit: float = CPU_LIMIT,
    shun: Collection[Action] = (),
) -> Action:
    """The most visited of `actions` (the moves of `samples.seat`) after `iterations` of search (at least one), or as
    many as `limit` CPU seconds allow; when it is one of `shun`, another about as good if there is one
    (`SHUN_MARGIN`)."""
    root = search(evaluation, samples, actions, rng, iterations, limit=limit)
    ranked = sorted(root.children.items(), key=lambda item: (item[1].visits, item[1].reward), reverse=True)
    best, node = ranked[0]
    if best in shun:
        for other, child in ranked[1:]:
            close = child.reward / child.visits >= node.reward / node.visits - SHUN_MARGIN
            if other not in shun and 4 * child.visits >= node.visits and close:
                return other
    return best


def search(
    evaluation: Evaluation[G],
    samples: Sampler[G],
    actions: Sequence[Action],
    rng: random.Random,
    iterations: int,
    *,
    limit: float = CPU_LIMIT,
) -> Node:
    """The tree `ismcts` grows: its root, the position before `samples.seat` plays one of `actions`. It stops after
    `iterations` walks, or after the walk that takes it past `limit` CPU seconds (counted from its start)."""
    started = time.process_time()
    root = Node(None)
    sample = samples.sample(rng, history=False)
    tree = evaluation.tree
    players = len(samples.game.active_seats())
    baseline = evaluation.scores(sample) if tree.relative else None
    actions = blocking(evaluation, sample, samples.seat, actions)
    root.rank(evaluation, sample, samples.seat, actions, baseline)
    if players == 2:
        plies, expand_at = 2 * tree.two_player_rounds, tree.two_player_expand_at
    else:
        plies, expand_at = players, tree.expand_at
    for _ in range(max(1, iterations)):
        world = samples.sample(rng, history=False)
        _iterate(evaluation, root, world, plies=plies, expand_at=expand_at, root_actions=actions, baseline=baseline)
        if time.process_time() - started >= limit:
            break
    return root


def _iterate(
    evaluation: Evaluation[G],
    root: Node,
    world: G,
    *,
    plies: int,
    expand_at: int,
    root_actions: Sequence[Action],
    baseline: Sequence[float] | None,
) -> None:
    """One deal, one walk down the tree: select while the nodes are grown, add one new node, score the end."""
    tree = evaluation.tree
    node, path, grown = root, [root], True
    for depth in range(plies + 1):
        if world.phase is Phase.OVER:
            break
        mover = world.seats_to_act()[0]
        if depth > 0:
            win = evaluation.winning_action(world, mover)  # decisive: a win in one is taken, whatever the tree holds
            if win is not None:
                world.apply(mover, win)
                break
        if depth == plies or not grown:
            break
        if not node.order and node.visits < expand_at:
            break  # a node grows once it has been reached often enough to be worth scoring its moves
        actions = root_actions if depth == 0 else evaluation.search_actions(world, mover)  # the root's: every sample
        if not node.order:
            node.rank(evaluation, world, mover, actions, baseline)
        action = node.select(node.candidates(actions, tree.width), tree.prior_visits, tree.exploration)
        world.apply(mover, action)
        evaluation.finish_turn(world, mover)
        grown = action in node.children  # one new node an iteration: the walk ends after adding it
        node = node.children.setdefault(action, Node(mover))
        path.append(node)
    over = world.phase is Phase.OVER
    scores = evaluation.scores(world)
    if baseline is not None:  # relative to the root's position, so a big lead or deficit does not saturate them
        scores = [score - base for score, base in zip(scores, baseline, strict=True)] if not over else scores
    rewards = [_outcome(score) if over else squash(score, tree.scale) for score in scores]
    for visited in path:
        visited.visits += 1
        if visited.mover is not None:
            visited.reward += rewards[visited.mover]


def blocking(evaluation: Evaluation[G], world: G, seat: int, actions: Sequence[Action]) -> Sequence[Action]:
    """The anti-decisive rule: when some moves leave the next player a win that needs no card (so it is there in
    every deal), only the moves that leave none, if there are any."""
    if world.phase is not Phase.ACTION:
        return actions
    safe = []
    for action in actions:
        trial = evaluation.after(world, seat, action)
        if trial.phase is Phase.OVER:
            safe.append(action)
            continue
        mover = trial.seats_to_act()[0]
        if mover == seat or evaluation.winning_action(trial, mover, cardless=True) is None:
            safe.append(action)
    return safe or actions


def _outcome(score: float) -> float:
    return 1.0 if score > 0 else (0.0 if score < 0 else 0.5)
