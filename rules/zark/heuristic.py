"""What the computer players know how to judge: which moves differ, how good a position looks to a seat,
and the moves every level makes without searching. Everything here reads only the game it is given; the players give
it a sample from `resample_hidden`, never the real game.

What a Wild stands for never decides a block (R-24), so search treats the 40 nominations of one Wild on one cell
as one move (`search_actions`), and names it after a neighbour where it can.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from ..core.actions import LARGE, MEDIUM, SMALL, Action
from ..core.cells import Cell, neighbours
from ..core.phase import Phase
from .actions import Attack, Build, Discard, Fly, Hatch, Piece, Starter
from .blocks import Face
from .cards import Card, sort_key
from .game import ZarkGame
from .legal import legal_actions
from .ruleset import Ruleset
from .threats import (
    FAR,
    NO_PIECE,
    Means,
    OpenGroup,
    actions_to_hold,
    linked_pairs,
    open_groups,
    power_groups,
    winning_action,
)

WIN = 1000.0


# ----------------------------------------------------------------- the moves worth telling apart


def search_actions(game: ZarkGame, seat: int) -> list[Action]:
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
        if isinstance(action, Build | Hatch) and action.nomination is not None:
            key = (type(action), action.card, action.cell)
        elif isinstance(action, Fly):
            key = (Fly, action.cell, action.to)
        elif isinstance(action, Attack):
            uses = tuple(sorted(map(use, action.payment)))
            key = (Attack, action.cell, action.owner, action.size, action.convert_to, uses)
        else:
            result.append(action)
            continue
        if key in seen:
            continue
        seen.add(key)
        if isinstance(action, Build | Hatch) and action.nomination is not None:  # named after a neighbour, once
            result.append(type(action)(action.card, action.cell, _nomination_for(game, action.cell)))
        else:
            result.append(action)
    return result


def _nomination_for(game: ZarkGame, cell: Cell) -> Card:
    """What a Wild placed on `cell` is said to stand for: the first neighbour's card (or what that Wild stands
    for), else the first nomination; any is legal and none changes a block (R-24)."""
    nominations = game.settings.ruleset.nominations
    for n in neighbours(cell):
        card = game.nominations.get(n, game.cards.get(n))
        if card in nominations:
            return card
    return nominations[0]


# ----------------------------------------------------------------- the heuristic

#: What `evaluate` counts, in points of its score. A power group a seat is n actions from holding
#: (`threats.actions_to_hold`) is worth `NEAR_BLOCK[n]` to it; a group one action away is worth `THREAT_TO_MOVE` to
#: the seat about to move (a win in one: the attack counted is paid for and takes the card), and two or more such
#: groups are worth `DOUBLE_THREAT` more to a seat that is not (one move rarely stops both). A group one card short of
#: a block counts as `OPEN_BLOCK` for a seat that holds a card completing it and can build it there (a build, then the
#: actions to hold it all). Then a seat's means: pieces on the board (more for cards it controls), smalls left to
#: spawn, cards on and next to its pieces, and what its hand pays, builds and flies. A seat's score is its own total
#: less its opponents' average.
NEAR_BLOCK = {1: 6.0, 2: 2.0, 3: 0.6, 4: 0.15}
THREAT_TO_MOVE = 40.0
DOUBLE_THREAT = 12.0
OPEN_BLOCK = {2: 1.2, 3: 0.45, 4: 0.12}
PIECE, PIP, CONTROL, SMALL_LEFT, REACH = 0.3, 0.1, 0.3, 0.1, 0.25
POINT, BOARD_CARD, FLIER = 0.35, 0.15, 0.3
#: Unopolis (R-26): blocks of four seldom lie ready on the board, so a seat there also counts what it is building
#: towards one, by the actions it is from holding it: a group one card short with room for that card (`OPEN_HOLD`),
#: and two cards side by side that two more could make a block of (`PAIR_HOLD`). With blocks of three these would
#: count almost every card, so they are left out there.
OPEN_HOLD = {0: 1.2, 1: 0.5, 2: 0.2}
PAIR_HOLD = {0: 0.4, 1: 0.15}


def evaluate(game: ZarkGame, seat: int) -> float:
    """How good the position looks for `seat` (higher is better): its own prospects and means less the average of
    its opponents' (see `scores`)."""
    if game.phase is Phase.OVER:
        return 0.0 if game.winner is None else (WIN if game.winner == seat else -WIN)
    return scores(game)[seat]


def scores(game: ZarkGame) -> list[float]:
    """`evaluate` for every seat at once (0 for a seat that resigned): each active seat's `prospects` less the
    average of its opponents'. Over, a game scores `WIN` for its winner and `-WIN` for the rest."""
    seats = range(len(game.settings.players))
    if game.phase is Phase.OVER:
        return [0.0 if game.winner is None else (WIN if game.winner == seat else -WIN) for seat in seats]
    own = prospects(game)
    active = [seat for seat in seats if seat in own]
    total = sum(own.values())
    share = 1.0 / max(1, len(active) - 1)
    return [own[seat] - share * (total - own[seat]) if seat in own else 0.0 for seat in seats]


def prospects(game: ZarkGame) -> dict[int, float]:
    """What each active seat has going for it, from the game it is given: the power groups it is close to holding,
    the groups a card in its hand would complete, and its means (see the weights above).

    Hard scores every move of a node with this when the node is first reached (`rules.players.ismcts.Node.rank`):
    many positions in a row that differ by one move. So what depends on a hand alone (`_hand`), on the cells a seat
    occupies alone (`_around`) or on the pieces alone (`actions_to_hold`, kept while the pieces stay as they are:
    `_holding`) is worked out once and looked up after."""
    rules = game.settings.ruleset
    seats = game.active_seats()
    pieces, cards = game.pieces, game.cards
    own = dict.fromkeys(seats, 0.0)
    occupied: dict[int, set[Cell]] = {seat: set() for seat in seats}
    for cell, here in pieces.items():  # the pieces on the board, and where each seat is
        if not here:
            continue
        first = here[0][0]
        worth = _PIECE_WORTH[len(here) == 1 or all(owner == first for owner, _ in here)]
        for owner, size in here:
            own[owner] += worth[size]
            occupied[owner].add(cell)
    can_take, near, faces = {}, {}, {}
    for seat in seats:  # the hand, the stash and the cards within reach
        stash, mine = game.stashes[seat], occupied[seat]
        points, fliers, board, faces[seat] = _hand(rules, tuple(game.hands[seat]))
        smallest = next((size for size in (SMALL, MEDIUM, LARGE) if stash[size]), NO_PIECE)
        can_take[seat] = Means(points, smallest)  # `threats.means`, from the hand's facts
        near[seat], outside = _around(frozenset(mine))
        reach = len(mine) + sum(map(cards.__contains__, outside))  # the cards next to its pieces, and theirs
        own[seat] += SMALL_LEFT * stash[1] + REACH * min(reach, 8) + POINT * min(points, 6)
        own[seat] += BOARD_CARD * min(board, 4) + FLIER * fliers
    held = _holding(pieces)
    to_move = game.current if game.phase is not Phase.STARTERS else None
    threats = dict.fromkeys(seats, 0)
    for group in power_groups(game):
        for seat in seats:
            key = (group, seat, can_take[seat])
            needed = held.get(key)
            if needed is None:
                needed = held[key] = actions_to_hold(pieces, seat, group, can_take[seat])
            if needed == 1:
                threats[seat] += 1
                own[seat] += THREAT_TO_MOVE if seat == to_move else NEAR_BLOCK[1]
            elif needed < FAR:
                own[seat] += NEAR_BLOCK[needed]
    opens = open_groups(game)
    for seat in seats:
        if threats[seat] >= 2 and seat != to_move:
            own[seat] += DOUBLE_THREAT
        if opens and faces[seat]:
            own[seat] += _open_value(
                pieces, seat, opens, buildable=near[seat], faces=faces[seat], can_take=can_take[seat], held=held
            )
    if rules.block_size >= 4:
        partial = [(others, OPEN_HOLD) for others in {group.others for groups in opens.values() for group in groups}]
        partial += [(pair, PAIR_HOLD) for pair in linked_pairs(game)]
        for cells, worth in partial:
            # Both count a group only for a seat fewer actions from holding it than it has cards, so only for a seat
            # with a piece on one of them: every other card would cost it a step in or an attack (actions_to_hold).
            for seat in {owner for cell in cells for owner, _ in pieces.get(cell, ())}:
                own[seat] += worth.get(actions_to_hold(pieces, seat, cells, can_take[seat]), 0.0)
    return own


#: A piece's worth to its owner by its size, on a card it shares (False) or controls (True).
_PIECE_WORTH = {
    alone: {size: PIECE + PIP * size + (CONTROL if alone else 0.0) for size in range(4)} for alone in (False, True)
}


@lru_cache(maxsize=1 << 12)
def _hand(rules: Ruleset, hand: tuple[Card, ...]) -> tuple[int, int, int, frozenset[Face]]:
    """What a hand holds for `prospects`: its attack points, its fliers, its cards for the board and their faces."""
    points = sum(map(rules.attack_points, hand))
    fliers = sum(map(rules.flies, hand))
    board = sum(map(rules.goes_on_board, hand))
    return points, fliers, board, frozenset(rules.face(card) for card in hand if rules.goes_on_board(card))


@lru_cache(maxsize=1 << 12)
def _around(occupied: frozenset[Cell]) -> tuple[frozenset[Cell], tuple[Cell, ...]]:
    """The cells next to `occupied` (where a seat with pieces there may build), and those of them outside it."""
    around = frozenset(n for cell in occupied for n in neighbours(cell))
    return around, tuple(around - occupied)


#: `actions_to_hold`'s answers, by group, seat and means, for the pieces they were worked out on (a copy).
_held: list[Any] = [None, {}]


def _holding(pieces: Mapping[Cell, Sequence[Piece]]) -> dict[tuple[object, ...], int]:
    """The answers of `actions_to_hold` kept for `pieces`: those already worked out when the pieces are the same as
    the last time, else none. The kept pair is read and replaced whole, so a thread never takes answers kept for
    another thread's pieces."""
    last_pieces, answers = _held
    if pieces != last_pieces:
        answers = {}
        _held[:] = [{cell: list(here) for cell, here in pieces.items()}, answers]
    kept: dict[tuple[object, ...], int] = answers
    return kept


def _open_value(
    pieces: Mapping[Cell, Sequence[Piece]],
    seat: int,
    opens: Mapping[Cell, Sequence[OpenGroup]],
    *,
    buildable: frozenset[Cell],
    faces: frozenset[Face],
    can_take: Means,
    held: dict[tuple[object, ...], int],
) -> float:
    """What the groups one card short of a block are worth to `seat`: those it could complete from its hand (whose
    board cards have `faces`), on a cell next to a card it occupies (`buildable`), counted once each by the actions
    it would take (`held`: `actions_to_hold`'s answers kept for these pieces)."""
    value = 0.0
    for cell in buildable.intersection(opens):
        for group in opens[cell]:
            if not group.completers.isdisjoint(faces):  # `OpenGroup.completed_by`: the hand's faces are the deck's
                key = (group.others, seat, can_take)
                needed = held.get(key)
                if needed is None:
                    needed = held[key] = actions_to_hold(pieces, seat, group.others, can_take)
                value += OPEN_BLOCK.get(2 + needed, 0.0)  # build, step on, the rest
    return value


# ----------------------------------------------------------------- moves made without searching


def finish_turn(game: ZarkGame, seat: int) -> None:
    """When `seat` must discard to end its turn (R-8), discard as `discard` says, so the next player may act."""
    if game.phase is Phase.DISCARD and seat in game.seats_to_act():
        game.apply(seat, discard(game, seat))


def after(game: ZarkGame, seat: int, action: Action) -> ZarkGame:
    """A copy of `game` (without its history) after `seat` plays `action` and finishes its turn."""
    trial = game.copy(history=False)
    trial.apply(seat, action)
    finish_turn(trial, seat)
    return trial


def greedy(game: ZarkGame, seat: int, actions: Sequence[Action], rng: random.Random, noise: float = 0.0) -> Action:
    """The action whose result `evaluate` likes best, with Gaussian `noise` added to each score."""
    best, best_score = actions[0], -float("inf")
    for action in actions:
        score = evaluate(after(game, seat, action), seat) + (rng.gauss(0.0, noise) if noise else 0.0)
        if score > best_score:
            best, best_score = action, score
    return best


def ranked(game: ZarkGame, seat: int, actions: Sequence[Action]) -> list[tuple[float, Action]]:
    """The actions with the score `evaluate` gives their result, best first (ties in the order given)."""
    scored = [(evaluate(after(game, seat, action), seat), -index, action) for index, action in enumerate(actions)]
    scored.sort(key=lambda item: (item[0], item[1]), reverse=True)
    return [(score, action) for score, _, action in scored]


def best_starter(game: ZarkGame, seat: int) -> Action:
    """R-2: the highest number card, to go first."""
    rules = game.settings.ruleset
    return Starter(max((c for c in game.hands[seat] if rules.is_number(c)), key=lambda c: (sort_key(c)[1], c)))


def discard(game: ZarkGame, seat: int) -> Action:
    """R-8: keep the cards that pay most for attacks and fly, then the highest cards for the board; but while the hand
    holds a card for the board, keep one (the one that completes a group one card short of a block, if any, else the
    highest) in place of the least of the others: a hand of six attack cards would throw back every number card it
    drew, and in classic, where a card comes only by Draw (R-19), could never build again."""
    rules = game.settings.ruleset

    def worth(card: Card) -> tuple[float, tuple[int, int, int]]:
        return (rules.attack_points(card) + 2.0 * rules.flies(card) + 0.1 * rules.goes_on_board(card), sort_key(card))

    hand = sorted(game.hands[seat], key=worth)
    excess = len(hand) - 6
    dropped, kept = hand[:excess], hand[excess:]
    board = [card for card in dropped if rules.goes_on_board(card)]
    if board and not any(map(rules.goes_on_board, kept)):
        wanted = {face for groups in open_groups(game).values() for group in groups for face in group.completers}
        best = max(board, key=lambda card: (rules.face(card) in wanted, sort_key(card)))
        dropped.remove(best)  # one copy of it: an Uno deck holds two of most cards
        dropped = sorted([*dropped, kept[0]], key=worth)
    return Discard(tuple(dropped))


def forced(game: ZarkGame, seat: int, actions: Sequence[Action]) -> Action | None:
    """The move every level makes without searching, if there is one: the only move, a starter (R-2), a discard
    (R-8), or a win in one (R-17)."""
    if len(actions) == 1:
        return actions[0]
    if game.phase is Phase.STARTERS:
        return best_starter(game, seat)
    if game.phase is Phase.DISCARD:
        return discard(game, seat)
    return winning_action(game, seat)
