"""Which moves would bring a board back: what hard shuns when another move looks about as good, so that two
searching players do not slide the same pyramids to and fro until the turn cap (both medium players of a 2-player
Unopolis game did so from about turn 300 to 600, each moving one pyramid between the same two cards).

Read from the public history of a sample (the moves made, which every seat saw), walking back over the last moves while
they are all slides of a pyramid (`Move`): each undone in turn gives the board before it, so the boards left after
each of the seat's own recent moves are known without the hidden cards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ..core.actions import Action
from ..core.cells import Cell
from .actions import Move
from .game import ZarkGame

#: How many of the last moves are walked back (a to-and-fro between two cards repeats every 4 moves with 2 players).
SLIDES_BACK = 16

_Pieces = frozenset[tuple[tuple[Cell, int, int], int]]


def repeating_moves(game: ZarkGame, seat: int, actions: Sequence[Action]) -> set[Action]:
    """The slides among `actions` that leave the pyramids on the board as one of `seat`'s recent moves left them
    (only the cards, which no slide changes, are the same by construction)."""
    moves = [action for action in actions if isinstance(action, Move)]
    if not moves:
        return set()
    pieces = Counter((cell, owner, size) for cell, here in game.pieces.items() for owner, size in here)
    seen: set[_Pieces] = set()
    board = Counter(pieces)
    for actor, action in reversed(game.history[-SLIDES_BACK:]):
        if not isinstance(action, Move):
            break
        if actor == seat:
            seen.add(_key(board))
        board[(action.to, actor, action.size)] -= 1
        board[(action.cell, actor, action.size)] += 1
    if not seen:
        return set()
    repeating: set[Action] = set()
    for move in moves:
        after = Counter(pieces)
        after[(move.cell, seat, move.size)] -= 1
        after[(move.to, seat, move.size)] += 1
        if _key(after) in seen:
            repeating.add(move)
    return repeating


def _key(board: Counter[tuple[Cell, int, int]]) -> _Pieces:
    return frozenset((piece, count) for piece, count in board.items() if count > 0)
