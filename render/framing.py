"""Framing a drawn board to what it shows, for an animation's frame (`render.replay`): where the board's legend
begins, and the box of what its table shows with the felt around it trimmed. Read from the image itself, so it holds
for every drawer alike: a board is its table on the felt (the felt reaching the image's left edge) with the legend
across the image's whole width under it."""

from __future__ import annotations

from PIL import Image

from . import layout
from .layout import Box
from .palette import ink


def legend_top(board: Image.Image) -> int:
    """The first row of the legend: the first row whose leftmost pixel is not the felt (the table's margin is)."""
    felt = ink(layout.FELT)
    for y in range(board.height):
        if board.getpixel((0, y)) != felt:
            return y
    return board.height


def shown_box(board: Image.Image, bottom: int) -> Box:
    """The box of what the table above row `bottom` shows (every pixel that is not the felt); the whole table if it
    shows nothing."""
    felt = ink(layout.FELT)
    table = board.crop((0, 0, board.width, bottom))
    box = table.point(lambda index: 0 if index == felt else 255, "L").getbbox()
    return box if box is not None else (0, 0, board.width, max(1, bottom))


def fit_zoom(size: tuple[int, int], area: tuple[int, int], most: float) -> float:
    """The zoom at which `size` meets `area`'s width or its height, whichever comes first, at most `most`."""
    return min(area[0] / size[0], area[1] / size[1], most)
