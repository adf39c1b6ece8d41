"""Power blocks and control (Winning, R-17; four-card blocks for Unopolis, R-26).

A block is `size` cards connected through sides (for three cards: a straight line or an L) that form a suited
run or n of a kind. A card's face is its ``(rank, suit)``; a Wild on the board (Unocitta, R-24) will pass its
nominated face here, so this module never looks at the card itself.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import pairwise

from .cells import Cell, neighbours

Face = tuple[int, str]


def is_power_block(faces: list[Face]) -> bool:
    """A suited run (one suit, consecutive ranks in any order; no wrapping) or n of a kind."""
    ranks = sorted(rank for rank, _ in faces)
    if ranks[0] == ranks[-1]:
        return True
    if len({suit for _, suit in faces}) != 1:
        return False
    return all(later == earlier + 1 for earlier, later in pairwise(ranks))


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


def find_block(controlled: set[Cell], faces: Mapping[Cell, Face], size: int = 3) -> tuple[Cell, ...] | None:
    """The first power block (in a fixed order) made only of `controlled` cells, or None."""
    if len(controlled) < size:
        return None
    for group in connected_groups(controlled, size):
        if is_power_block([faces[cell] for cell in group]):
            return tuple(sorted(group))
    return None
