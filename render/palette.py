"""The one fixed palette every image is made in.

Images are drawn in RGB so text and pyramids keep smooth edges, then mapped to a fixed palette before saving:
a paletted PNG is much smaller and faster to write than an RGB one. The palette holds every colour the
layout uses plus short ramps between the colours that meet at an edge (text on a card, a pyramid on its outline),
so the smoothing survives the mapping. It is built once, at import.
"""

from __future__ import annotations

import io

from PIL import Image

from . import layout
from .layout import RGB
from .seats import SEAT_RGB

RAMP_STEPS = 6  # blends between two colours that meet at an edge
# zlib levels 1 to 3 take the same time on a board (the same fast deflate), and 3 makes the smallest files of them;
# from level 4 on, the time grows much faster than the files shrink. Measured in bench/render.py.
PNG_COMPRESS_LEVEL = 3


def _blend(a: RGB, b: RGB, t: float) -> RGB:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def _ramp(a: RGB, b: RGB) -> list[RGB]:
    return [_blend(a, b, step / (RAMP_STEPS + 1)) for step in range(1, RAMP_STEPS + 1)]


def _palette_colours() -> list[RGB]:
    seats = list(SEAT_RGB.values())
    suits = list(set(layout.SUIT_COLOURS.values()))
    card_inks = [*suits, layout.NAME_TEXT, layout.CARD_EDGE, layout.PYRAMID_OUTLINE, layout.BADGE_BG, layout.FLY_BG]
    legend_inks = [layout.LEGEND_TEXT, layout.LEGEND_MUTED, layout.PYRAMID_OUTLINE, layout.LEGEND_RULE]
    pairs: list[tuple[RGB, RGB]] = []
    pairs += [(layout.CARD_FACE, ink) for ink in card_inks]
    pairs += [(layout.LEGEND_BG, ink) for ink in legend_inks]
    pairs += [(layout.LEGEND_CURRENT, ink) for ink in legend_inks]
    pairs += [(layout.PYRAMID_OUTLINE, seat) for seat in seats]
    pairs += [(layout.BADGE_BG, layout.BADGE_TEXT), (layout.FLY_BG, layout.BADGE_TEXT)]
    pairs += [(layout.UNO_RGB[colour], layout.UNO_INK[colour]) for colour in layout.UNO_RGB]
    table_edges = [
        layout.CARD_FACE,
        layout.FRONTIER_TEXT,
        layout.FRONTIER_SLOT,
        layout.CARD_EDGE,
        layout.LAST_MOVE,
        layout.WIN_BAND,
    ]
    pairs += [(layout.FELT, ink) for ink in table_edges]
    pairs += [(layout.WIN_BAND, layout.CARD_EDGE), (layout.LAST_MOVE, layout.CARD_EDGE)]
    bases = [
        layout.FELT,
        layout.CARD_FACE,
        layout.LAST_MOVE,
        layout.WIN_BAND,
        layout.LEGEND_BG,
        layout.LEGEND_CURRENT,
        layout.BADGE_TEXT,
        *card_inks,
        *layout.UNO_RGB.values(),
        layout.WILD_RGB,
        *legend_inks,
        *seats,
        layout.FRONTIER_TEXT,
        layout.FRONTIER_SLOT,
    ]
    colours = list(dict.fromkeys(bases + [c for a, b in pairs for c in _ramp(a, b)]))
    if len(colours) > 256:
        raise ValueError(f"the fixed palette needs {len(colours)} colours; a PNG palette holds 256")
    return colours


PALETTE_COLOURS: tuple[RGB, ...] = tuple(_palette_colours())


def _palette_image() -> Image.Image:
    image = Image.new("P", (1, 1))
    flat = [channel for colour in PALETTE_COLOURS for channel in colour]
    image.putpalette(flat + flat[:3] * (256 - len(PALETTE_COLOURS)))
    return image


_PALETTE_IMAGE = _palette_image()
PALETTE_RGB: bytes = bytes(_PALETTE_IMAGE.getpalette() or [])  # all 256 entries, as in every image made here


def quantize(image: Image.Image) -> Image.Image:
    """Map an RGB image to the fixed palette (nearest colour, no dithering: dithering would speckle flat areas)."""
    return image.quantize(palette=_PALETTE_IMAGE, dither=Image.Dither.NONE)


_INDEX = {colour: index for index, colour in enumerate(PALETTE_COLOURS)}


def ink(colour: RGB) -> int:
    """The palette index of a layout colour, for drawing straight onto a paletted canvas."""
    return _INDEX[colour]


def blank_canvas(width: int, height: int, colour: RGB) -> Image.Image:
    """A paletted image in the fixed palette, filled with `colour`."""
    canvas = Image.new("P", (width, height), ink(colour))
    canvas.putpalette(PALETTE_RGB)
    return canvas


def encode(paletted: Image.Image) -> bytes:
    """A paletted image as PNG bytes."""
    buffer = io.BytesIO()
    paletted.save(buffer, format="PNG", compress_level=PNG_COMPRESS_LEVEL)
    return buffer.getvalue()
