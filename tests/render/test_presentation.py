"""How a board is presented is said in keyword options, not by editing the view: `highlight`
rings the given cards instead of the last move's, and `mark` puts words on a band across the top."""

from __future__ import annotations

import io

from PIL import Image

from render import board_png, layout
from render.zark import board_geometry
from render.zark import layout as zark_layout
from render.zark.samples import early_game
from rules.zark import ZarkView


def image(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("RGB")


def ring_pixels(view: ZarkView, drawn: Image.Image, top: int = 0) -> dict[tuple[int, int], bool]:
    """For each card: whether the pixel just outside its top-left edge is the last-move ring's white."""
    geometry = board_geometry(view)
    found = {}
    for cell, box in geometry.cards.items():
        x, y = (box[0] + box[2]) // 2, box[1] - zark_layout.HIGHLIGHT_WIDTH // 2 - 1 + top
        found[cell] = drawn.getpixel((x, y)) == layout.LAST_MOVE
    return found


def test_by_default_the_last_moves_cards_are_ringed_and_highlight_rings_others_instead() -> None:
    view = early_game().view(None)
    assert view.last_cells
    default = ring_pixels(view, image(board_png(view)))
    assert {cell for cell, ringed in default.items() if ringed} == set(view.last_cells)
    chosen = sorted(set(view.cards) - set(view.last_cells))[:2]
    highlighted = ring_pixels(view, image(board_png(view, highlight=chosen)))
    assert {cell for cell, ringed in highlighted.items() if ringed} == set(chosen)
    nothing = ring_pixels(view, image(board_png(view, highlight=())))
    assert not any(nothing.values())


def test_a_mark_puts_a_band_of_words_above_the_same_board() -> None:
    view = early_game().view(None)
    plain = image(board_png(view))
    marked = image(board_png(view, mark="PREVIEW · not played yet"))
    band = marked.height - plain.height
    assert marked.width == plain.width and band > layout.MARK_SIZE
    assert marked.crop((0, band, marked.width, marked.height)).tobytes() == plain.tobytes()  # the board unchanged
    top = marked.crop((0, 0, marked.width, band))
    colours = {colour for _, colour in top.getcolors(maxcolors=4096) or []}
    assert layout.LEGEND_CURRENT in colours and layout.LEGEND_TEXT in colours  # a band with words on it
