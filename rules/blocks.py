"""Power blocks and control (Winning, R-17; four-card blocks for Unopolis, R-26).

A block is `size` cards connected through sides (for three cards: a straight line or an L; for four, any
tetromino) that form a suited run or n of a kind; identical cards make n of a kind too (R-25). A card's face is its
``(rank, suit)``, or `WILD` for a Wild on the board, which counts as whatever would make a block for the player who
controls it (R-24). `Ruleset.face` gives the faces, so this module never looks at a card itself.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from itertools import pairwise

from .cells import Cell, neighbours

Face = tuple[int, str] | None
WILD: Face = None


def is_power_block(faces: Sequence[Face], ranks: range = range(0)) -> bool:
    """A suited run (one suit, consecutive ranks in any order; no wrapping) or n of a kind. A `WILD` face takes
    whichever rank and suit complete one; `ranks` are the number ranks a Wild may stand for."""
    fixed = [face for face in faces if face is not None]
    if not fixed:
        return True  # only Wilds: n of a kind of anything
    known = sorted(rank for rank, _ in fixed)
    if known[0] == known[-1]:
        return True
    if len({suit for _, suit in fixed}) != 1:
        return False
    if len(fixed) == len(faces):
        return all(later == earlier + 1 for earlier, later in pairwise(known))
    # Wilds fill the gaps and ends: the known ranks must be distinct and fit a run of len(faces) within `ranks`.
    if len(set(known)) != len(known):
        return False
    lowest_start = max(ranks.start, known[-1] - len(faces) + 1)
    return lowest_start <= known[0] and lowest_start + len(faces) <= ranks.stop


def connected_groups(cells: set[Cell], size: int) -> Iterator[frozenset[Cell]]:
    """Every set of `size` cells from `cells` connected through sides, each once."""
    seen: set[frozenset[Cell]] = set()

    def grow(group: frozenset[Cell], frontier: set[Cell]) -> Iterator[frozenset[Cell]]:
        if len(group) == size:
            if group not in seen:
                seen.add(group)
                yield group
            return
        for cell in sorted(frontier):
            bigger = group | {cell}
            next_frontier = (frontier | {n for n in neighbours(cell) if n in cells}) - bigger
            yield from grow(bigger, next_frontier)

    for start in sorted(cells):
        yield from grow(frozenset({start}), {n for n in neighbours(start) if n in cells})


def find_block(
    controlled: set[Cell], faces: Mapping[Cell, Face], size: int = 3, ranks: range = range(0)
) -> tuple[Cell, ...] | None:
    """The first power block (in a fixed order) made only of `controlled` cells, or None."""
    if len(controlled) < size:
        return None
    for group in connected_groups(controlled, size):
        if is_power_block([faces[cell] for cell in group], ranks):
            return tuple(sorted(group))
    return None
