"""What the computer players know how to judge (issue 16): which moves differ, which win at once, how good a
position looks to a seat, and a cheap policy for rollouts. Everything here reads only the game it is given; the
players give it a sample from `resample_hidden`, never the real game.

What a Wild stands for never decides a block (R-24), so search treats the 40 nominations of one Wild on one cell
as one move (`search_actions`), and names it after a neighbour where it can.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .actions import Action, Attack, Build, Discard, Fly, Hatch, Move, Place, Starter
from .blocks import connected_groups, groups_through, is_power_block
from .cards import Card, sort_key
from .cells import Cell, neighbours
from .game import Game
from .legal import legal_actions
from .phase import Phase
from .ruleset import Ruleset

WIN = 1000.0


# ----------------------------------------------------------------- the moves worth telling apart


def search_actions(game: Game, seat: int) -> list[Action]:
    """The legal actions, each kind of move once. Moves that differ only in cards of the same use are one move:
    the nominations of one Wild on one cell (they never decide a block, R-24), the Aces that fly one card to one
    place, and attack payments by cards of the same points (a Q♥ or a Q♠; a red or a blue Skip), since a
    non-number card's suit or colour never counts."""
    seen: set[object] = set()
    result: list[Action] = []
    rules = game.settings.ruleset

    def use(card: Card) -> tuple[int, bool, bool]:
        return (rules.attack_points(card), rules.flies(card), rules.goes_on_board(card))

    for action in legal_actions(game, seat):
        key: object
        chosen = action
        if isinstance(action, Build | Hatch) and action.nomination is not None:
            key = (type(action), action.card, action.cell)
            chosen = type(action)(action.card, action.cell, _nomination_for(game, action.cell))
        elif isinstance(action, Fly):
            key = (Fly, action.cell, action.to)
        elif isinstance(action, Attack):
            uses = tuple(sorted(map(use, action.payment)))
            key = (Attack, action.cell, action.owner, action.size, action.convert_to, uses)
        else:
            result.append(action)
            continue
        if key not in seen:
            seen.add(key)
            result.append(chosen)
    return result


def _nomination_for(game: Game, cell: Cell) -> Card:
    """What a Wild placed on `cell` is said to stand for: the first neighbour's card (or what that Wild stands
    for), else the first nomination; any is legal and none changes a block (R-24)."""
    nominations = game.settings.ruleset.nominations
    for n in neighbours(cell):
        card = game.nominations.get(n, game.cards.get(n))
        if card in nominations:
            return card
    return nominations[0]


#: The actions that can give their player control of a card (R-17): a new card with a pyramid, a pyramid moved
#: onto a card, an opponent's pyramid taken away, a card flown to new neighbours. Build, Spawn, Grow and Draw
#: cannot: a built card holds no pyramid, and spawning or growing leaves who is on each card as it was.
_CAN_COMPLETE_A_BLOCK = (Place, Hatch, Move, Attack, Fly)


def winning_action(game: Game, seat: int, actions: Sequence[Action]) -> Action | None:
    """An action that wins at once (R-17), if there is one."""
    for action in actions:
        if not isinstance(action, _CAN_COMPLETE_A_BLOCK):
            continue
        trial = game.copy(history=False)
        trial.apply(seat, action)
        if trial.winner == seat:
            return action
    return None


# ----------------------------------------------------------------- the heuristic


def power_groups(game: Game) -> list[frozenset[Cell]]:
    """Every group of cards on the board that is a power block, whoever holds it (R-17; R-24 Wilds as wild).

    Search asks this of boards that differ from the one asked before by a card or two (a card built, hatched or
    flown), so the answer is kept for the last board and worked out from it when only a few cells differ."""
    rules, cards = game.settings.ruleset, game.cards
    last_rules, last_cards, last_groups = _last
    if last_rules is rules:
        gone = [cell for cell, card in last_cards.items() if cards.get(cell) != card]
        new = [cell for cell, card in cards.items() if last_cards.get(cell) != card]
        if len(gone) + len(new) <= 4:
            if not gone and not new:
                return list(last_groups)
            kept = [group for group in last_groups if not any(cell in group for cell in gone)]
            fresh = {group for cell in new for group in groups_through(cell, cards, rules.block_size)}
            groups = kept + [group for group in fresh if _is_block(group, cards, rules)]
            _last[:] = [rules, dict(cards), groups]
            return groups
    groups = [group for group in connected_groups(cards, rules.block_size) if _is_block(group, cards, rules)]
    _last[:] = [rules, dict(cards), groups]
    return groups


def _is_block(group: frozenset[Cell], cards: Mapping[Cell, Card], rules: Ruleset) -> bool:
    return is_power_block([rules.face(cards[cell]) for cell in group], rules.number_ranks)


#: The last board `power_groups` answered for: its ruleset, its cards and its power groups.
_last: list[Any] = [None, {}, []]


def evaluate(game: Game, seat: int) -> float:
    """How good the position looks for `seat` (higher is better), from what it may see: the power blocks on the
    board it holds most of (and its opponents' likewise), its pyramids and the cards in its hand."""
    if game.phase is Phase.OVER:
        return 0.0 if game.winner is None else (WIN if game.winner == seat else -WIN)
    owners = _sole_owners(game.pieces)
    score = 0.0
    for group in power_groups(game):
        held: dict[int, int] = {}
        for cell in group:
            owner = owners.get(cell)
            if owner is not None:
                held[owner] = held.get(owner, 0) + 1
        for owner, count in held.items():
            value = 3.0 ** (count - 1) - 1.0
            score += value if owner == seat else -1.2 * value / max(1, len(game.settings.players) - 1)
    rules = game.settings.ruleset
    for cell, here in game.pieces.items():
        for owner, size in here:
            if owner == seat:
                score += 0.6 + 0.3 * size + (0.8 if owners.get(cell) == seat else 0.0)
    hand = game.hands[seat]
    points = sum(rules.attack_points(card) for card in hand)
    score += 0.5 * min(points, 6) + 0.25 * min(sum(map(rules.goes_on_board, hand)), 4)
    score += 0.4 * sum(map(rules.flies, hand))
    return score


def _sole_owners(pieces: Mapping[Cell, Sequence[tuple[int, int]]]) -> dict[Cell, int]:
    result = {}
    for cell, here in pieces.items():
        owner = here[0][0]
        if all(other == owner for other, _ in here):
            result[cell] = owner
    return result


def greedy(game: Game, seat: int, actions: Sequence[Action], rng: random.Random, noise: float = 0.0) -> Action:
    """The action whose result `evaluate` likes best, with Gaussian `noise` added to each score."""
    best, best_score = actions[0], -float("inf")
    for action in actions:
        trial = game.copy(history=False)
        trial.apply(seat, action)
        score = evaluate(trial, seat) + (rng.gauss(0.0, noise) if noise else 0.0)
        if score > best_score:
            best, best_score = action, score
    return best


def ranked(game: Game, seat: int, actions: Sequence[Action]) -> list[tuple[float, Action]]:
    """The actions with the score of their result, best first."""
    scored = []
    for index, action in enumerate(actions):
        trial = game.copy(history=False)
        trial.apply(seat, action)
        scored.append((evaluate(trial, seat), -index, action))
    scored.sort(key=lambda item: (item[0], item[1]), reverse=True)
    return [(score, action) for score, _, action in scored]


def starter(game: Game, seat: int) -> Action:
    """R-2: the highest number card, to go first."""
    rules = game.settings.ruleset
    return Starter(max((c for c in game.hands[seat] if rules.is_number(c)), key=lambda c: (sort_key(c)[1], c)))


def discard(game: Game, seat: int) -> Action:
    """R-8: keep the cards that pay most for attacks and fly, then the highest cards for the board."""
    rules = game.settings.ruleset

    def worth(card: Card) -> tuple[float, tuple[int, int, int]]:
        return (rules.attack_points(card) + 2.0 * rules.flies(card) + 0.1 * rules.goes_on_board(card), sort_key(card))

    hand = sorted(game.hands[seat], key=worth)
    return Discard(tuple(hand[: len(hand) - 6]))


def rollout(
    game: Game, rng: random.Random, plies: int, policy: Callable[[Game, int, random.Random], Action] | None = None
) -> None:
    """Play `plies` actions from `game` in place with a cheap policy (default: `quick_policy`)."""
    policy = policy or quick_policy
    for _ in range(plies):
        if game.phase is Phase.OVER:
            return
        seat = game.seats_to_act()[0]
        game.apply(seat, policy(game, seat, rng))


def forced(game: Game, seat: int, actions: Sequence[Action]) -> Action | None:
    """The move every level makes without searching, if there is one: the only move, a starter (R-2), a discard
    (R-8), or a win in one (R-17)."""
    if len(actions) == 1:
        return actions[0]
    if game.phase is Phase.STARTERS:
        return starter(game, seat)
    if game.phase is Phase.DISCARD:
        return discard(game, seat)
    return winning_action(game, seat, actions)


def quick_policy(game: Game, seat: int, rng: random.Random) -> Action:
    """A fast stand-in for a player: a forced move if there is one, else the best of a few random actions."""
    actions = search_actions(game, seat)
    chosen = forced(game, seat, actions)
    if chosen is not None:
        return chosen
    return greedy(game, seat, rng.sample(actions, min(4, len(actions))), rng)
