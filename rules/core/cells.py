"""Cells of the board grid and their stable names (R-4, R-5, R-7).

A cell is an ``(x, y)`` pair; the first card sits at ``(0, 0)``; x grows to the right and y downwards. A cell's
name depends only on its coordinates, so it never changes as the board grows in any direction (R-7). Columns are
letters and rows numbers, as on a spreadsheet, with the first card at ``M13``: 12 columns of single letters to
the left and 13 to the right, 12 rows above and below. Beyond those, names stay stable: columns go on ``AA``,
``AB`` ... to the right and ``-A``, ``-B`` ... to the left of ``A``; rows go on past 25 and down through ``0`` and
negative numbers above row 1.
"""

from __future__ import annotations

import functools
import re

from .errors import NotationError, quoted
from .messages import Message

Cell = tuple[int, int]

ORIGIN: Cell = (0, 0)
_COLUMN_OFFSET = 13  # x = 0 is column 13, "M"
_ROW_OFFSET = 13  # y = 0 is row 13

ORTHOGONAL = ((1, 0), (-1, 0), (0, 1), (0, -1))
AROUND = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1))


def _letters(number: int) -> str:
    """Bijective base 26: 1 -> A, 26 -> Z, 27 -> AA."""
    text = ""
    while number > 0:
        number, rest = divmod(number - 1, 26)
        text = chr(ord("A") + rest) + text
    return text


def _number(letters: str) -> int:
    value = 0
    for letter in letters:
        value = value * 26 + (ord(letter) - ord("A") + 1)
    return value


@functools.lru_cache(maxsize=8192)  # every view names every move of the game's history: computed once per cell
def cell_name(cell: Cell) -> str:
    x, y = cell
    column = x + _COLUMN_OFFSET
    column_text = _letters(column) if column >= 1 else "-" + _letters(1 - column)
    return f"{column_text}{y + _ROW_OFFSET}"


_CELL_RE = re.compile(r"^(-?)([A-Z]+)(-?\d+)$")


def parse_cell(text: str) -> Cell:
    """Read a cell name such as ``M13`` or ``n12`` (case and spaces do not matter)."""
    cleaned = text.strip().upper().replace(" ", "")
    match = _CELL_RE.match(cleaned)
    if not match:
        raise NotationError(Message("core-not-a-cell", text=quoted(text)))
    minus, letters, row = match.groups()
    column = 1 - _number(letters) if minus else _number(letters)
    return (column - _COLUMN_OFFSET, int(row) - _ROW_OFFSET)


# Boards are small and these are asked for constantly (legal actions, Fly's check): computed once per cell.
@functools.lru_cache(maxsize=8192)
def neighbours(cell: Cell) -> tuple[Cell, ...]:
    """The four cells sharing a side with `cell` (R-5)."""
    x, y = cell
    return tuple((x + dx, y + dy) for dx, dy in ORTHOGONAL)


@functools.lru_cache(maxsize=8192)
def around(cell: Cell) -> tuple[Cell, ...]:
    """The eight cells sharing a side or a corner with `cell` (used only by Fly's check, R-15)."""
    x, y = cell
    return tuple((x + dx, y + dy) for dx, dy in AROUND)
