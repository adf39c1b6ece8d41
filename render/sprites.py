"""Small images drawn once and pasted many times: text labels, card faces and pyramids.

The board is composed directly in the fixed palette (see `palette`): each piece is drawn smoothly in RGB on the
colour it will sit on, mapped to the palette once, cached, and then only copied. Copying palette indices is
much cheaper than drawing text and mapping a whole RGB image, and after the first board almost every label,
card and pyramid is already cached. Pyramids and card corners are drawn `layout.SUPERSAMPLE` times larger and
shrunk for smooth edges (Pillow draws polygons without anti-aliasing).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache

from PIL import Image, ImageDraw

from . import layout
from .fonts import font
from .layout import RGB, Box
from .palette import quantize
from .seats import MARK_FONT, MARK_INK, SEAT_RGB

# ----------------------------------------------------------------------------------------------- text


@dataclass(frozen=True, slots=True)
class TextStyle:
    """How a label looks: font style and size, ink, and the plain colour it is drawn on (`paper`)."""

    font: str
    size: int
    ink: RGB
    paper: RGB


@lru_cache(maxsize=4096)
def label(text: str, style: TextStyle, anchor: str = "la") -> tuple[Image.Image, int, int]:
    """Text as a paletted tile on its paper colour, and the tile's offset from the anchor point.

    Paste the tile at ``(x + dx, y + dy)`` to place the text as ``ImageDraw.text((x, y), anchor=anchor)`` would.
    """
    text_font = font(style.font, style.size)
    left, top, right, bottom = (int(edge) for edge in text_font.getbbox(text, anchor=anchor))
    tile = Image.new("RGB", (max(1, right - left), max(1, bottom - top)), style.paper)
    ImageDraw.Draw(tile).text((-left, -top), text, font=text_font, fill=style.ink, anchor=anchor)
    return quantize(tile), left, top


def paste_label(canvas: Image.Image, xy: tuple[float, float], text: str, style: TextStyle, anchor: str = "la") -> Box:
    """Put text on a paletted canvas whose colour under the text is the style's paper; returns the box it covers."""
    tile, dx, dy = label(text, style, anchor)
    left, top = round(xy[0]) + dx, round(xy[1]) + dy
    canvas.paste(tile, (left, top))
    return (left, top, left + tile.width, top + tile.height)


# ----------------------------------------------------------------------------------------------- cards


@cache
def card_blank(width: int, height: int) -> Image.Image:
    """A white card with rounded corners and a thin edge, transparent outside the corners (RGBA)."""
    scale = layout.SUPERSAMPLE
    big = Image.new("RGBA", (width * scale, height * scale), (0, 0, 0, 0))
    ImageDraw.Draw(big).rounded_rectangle(
        (0, 0, width * scale - 1, height * scale - 1),
        radius=layout.CARD_RADIUS * scale,
        fill=(*layout.CARD_FACE, 255),
        outline=(*layout.CARD_EDGE, 255),
        width=layout.CARD_EDGE_WIDTH * scale,
    )
    return big.resize((width, height), Image.Resampling.LANCZOS)


@cache
def slot_outline(width: int, height: int) -> Image.Image:
    """The faint rounded outline of an empty cell's slot, as a mask: every board has a ring of them."""
    mask = Image.new("L", (width, height), 0)
    ImageDraw.Draw(mask).rounded_rectangle(
        (0, 0, width - 1, height - 1), radius=layout.CARD_RADIUS, outline=255, width=2
    )
    return mask


# ----------------------------------------------------------------------------------------------- pyramids


@cache
def pyramid(colour: RGB, width: int, height: int) -> Image.Image:
    """A pyramid seen from the side: a triangle in the seat colour with a dark outline (RGBA).

    The outline keeps a light colour visible on a white card. Whose it is is also said by the seat's mark beside
    it (`paste_mark`), not by a letter inside: a small pyramid is too small for one.
    """
    scale = layout.SUPERSAMPLE
    big_width, big_height = width * scale, height * scale
    big = Image.new("RGBA", (big_width, big_height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    outline = max(scale, round(big_height * 0.07))
    triangle: list[tuple[float, float]] = [(big_width / 2, 0), (big_width - 1, big_height - 1), (0, big_height - 1)]
    draw.polygon(triangle, fill=(*layout.PYRAMID_OUTLINE, 255))
    draw.polygon(_inset_triangle(triangle, outline), fill=(*colour, 255))
    return big.resize((width, height), Image.Resampling.LANCZOS)


@cache
def pyramid_tile(colour: str, width: int, height: int, paper: RGB) -> tuple[Image.Image, Image.Image]:
    """A seat's pyramid blended onto `paper` and paletted, with the mask of the pixels it covers."""
    sprite = pyramid(SEAT_RGB[colour], width, height)
    tile = Image.new("RGB", sprite.size, paper)
    tile.paste(sprite, (0, 0), sprite)
    mask = sprite.getchannel("A").point(lambda alpha: 255 if alpha else 0)
    return quantize(tile), mask


def paste_pyramid(canvas: Image.Image, box: Box, colour: str, paper: RGB) -> None:
    """A pyramid of the seat colour named `colour` filling `box` of a paletted canvas that is `paper` there."""
    tile, mask = pyramid_tile(colour, box[2] - box[0], box[3] - box[1], paper)
    canvas.paste(tile, box[:2], mask)


def mark_style(size: int, paper: RGB) -> TextStyle:
    return TextStyle(MARK_FONT, size, MARK_INK, paper)


def paste_mark(canvas: Image.Image, box: Box, letter: str, size: int, paper: RGB) -> Box:
    """A seat's mark (see `seats`) standing in `box` (its baseline at the box's bottom); returns what it covers."""
    return paste_label(canvas, (box[0], box[3]), letter, mark_style(size, paper), "ls")


def _inset_triangle(points: list[tuple[float, float]], inset: float) -> list[tuple[float, float]]:
    """The triangle shrunk towards its incentre by `inset` pixels on every side."""
    (ax, ay), (bx, by), (cx, cy) = points
    a = ((bx - cx) ** 2 + (by - cy) ** 2) ** 0.5
    b = ((ax - cx) ** 2 + (ay - cy) ** 2) ** 0.5
    c = ((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5
    perimeter = a + b + c
    ix, iy = (a * ax + b * bx + c * cx) / perimeter, (a * ay + b * by + c * cy) / perimeter
    area = abs((bx - ax) * (cy - ay) - (cx - ax) * (by - ay)) / 2
    radius = 2 * area / perimeter
    shrink = max(0.0, (radius - inset) / radius)
    return [(ix + (x - ix) * shrink, iy + (y - iy) * shrink) for x, y in points]


@cache
def band_mask(width: int, height: int, band: int) -> Image.Image:
    """The inside of a card (within its edge) down to `band` pixels from the top, smooth at the corners ("L")."""
    scale = layout.SUPERSAMPLE
    inset = layout.CARD_EDGE_WIDTH * scale
    big = Image.new("L", (width * scale, height * scale), 0)
    draw = ImageDraw.Draw(big)
    radius = (layout.CARD_RADIUS - layout.CARD_EDGE_WIDTH) * scale
    draw.rounded_rectangle((inset, inset, width * scale - 1 - inset, height * scale - 1 - inset), radius, fill=255)
    draw.rectangle((0, band * scale, width * scale, height * scale), fill=0)
    return big.resize((width, height), Image.Resampling.LANCZOS)
