"""Power blocks and control (Winning, R-17; four-card blocks for Unopolis, R-26).

A block is `size` cards connected through sides (for three cards: a straight line or an L; for four, any
tetromino) that form a suited run or n of a kind; identical cards make n of a kind too (R-25). A card's face is its
``(rank, suit)``, or `WILD` for a Wild on the board, which counts as whatever would make a block for the player who
controls it (R-24). `Ruleset.face` gives the faces, so this module never looks at a card itself.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping, Sequence
from functools import lru_cache
from itertools import pairwise

from ..core.cells import Cell, neighbours

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


@lru_cache(maxsize=8)
def shapes(size: int) -> tuple[tuple[Cell, ...], ...]:
    """Every fixed polyomino of `size` cells (trominoes: 6, tetrominoes: 19), each as offsets from its first cell
    in sorted order, so that cell is (0, 0) and every other offset sorts after it."""
    found: set[tuple[Cell, ...]] = {((0, 0),)}
    for _ in range(size - 1):
        grown: set[tuple[Cell, ...]] = set()
        for shape in found:
            for cell in shape:
                for n in neighbours(cell):
                    if n not in shape:
                        cells = sorted((*shape, n))
                        x0, y0 = cells[0]
                        grown.add(tuple((x - x0, y - y0) for x, y in cells))
        found = grown
    return tuple(sorted(found))


def connected_groups(cells: Collection[Cell], size: int) -> Iterator[frozenset[Cell]]:
    """Every set of `size` cells from `cells` connected through sides, each once: for every cell in sorted order,
    the polyominoes whose first cell it is."""
    present = cells if isinstance(cells, set | frozenset | dict) else set(cells)
    for x, y in sorted(cells):
        for shape in shapes(size):
            group = [(x + dx, y + dy) for dx, dy in shape]
            if all(cell in present for cell in group):
                yield frozenset(group)


@lru_cache(maxsize=8)
def _placements(size: int) -> tuple[tuple[Cell, ...], tuple[tuple[int, ...], ...]]:
    """Every polyomino of `size` cells placed over (0, 0) (trominoes: 18, tetrominoes: 76): the offsets from (0, 0)
    they cover, each once, and each placement's other cells as indexes into those offsets."""
    placements = [
        tuple((dx - ox, dy - oy) for dx, dy in shape if (dx, dy) != (ox, oy))
        for shape in shapes(size)
        for ox, oy in shape
    ]
    offsets = tuple(dict.fromkeys(offset for placement in placements for offset in placement))
    index = {offset: number for number, offset in enumerate(offsets)}
    return offsets, tuple(tuple(index[offset] for offset in placement) for placement in placements)


def groups_through(cell: Cell, cells: Collection[Cell], size: int) -> set[frozenset[Cell]]:
    """Every set of `size` cells from `cells` connected through sides that holds `cell`."""
    x, y = cell
    for n in neighbours(cell):
        if n in cells:
            break
    else:
        return set()
    offsets, placements = _placements(size)
    around = [(x + dx, y + dy) for dx, dy in offsets]
    present = [member in cells for member in around]  # each cell within reach looked up once
    found = set()
    for placement in placements:
        for number in placement:
            if not present[number]:
                break
        else:
            found.add(frozenset((*[around[number] for number in placement], cell)))
    return found


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


def find_block_through(
    cells: Collection[Cell], controlled: set[Cell], faces: Mapping[Cell, Face], size: int = 3, ranks: range = range(0)
) -> tuple[Cell, ...] | None:
    """Like `find_block`, among the groups holding one of `cells`: the same answer when no block avoids them."""
    if len(controlled) < size:
        return None
    found = [
        tuple(sorted(group))
        for cell in cells
        if cell in controlled
        for group in groups_through(cell, controlled, size)
        if is_power_block([faces[member] for member in group], ranks)
    ]
    return min(found) if found else None
