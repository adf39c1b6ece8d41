"""Small images drawn once and pasted many times: text labels, card faces and pyramids.

The board is composed directly in the fixed palette (see `palette`): each piece is drawn smoothly in RGB on the
colour it will sit on, mapped to the palette once, cached, and then only copied. Copying palette indices is
much cheaper than drawing text and mapping a whole RGB image, and after the first board almost every label,
card and pyramid is already cached. Pieces that always go together (a card with its cell name and pyramids, an
empty cell's outline and name) are composed once more into one sprite (`compose`), pasted in one go. Pyramids and
card corners are drawn `layout.SUPERSAMPLE` times larger and shrunk for smooth edges (Pillow draws polygons
without anti-aliasing).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache

from PIL import Image, ImageDraw

from rules import Card, card_label
from rules.cards import CARD_INFO

from . import layout
from .fonts import font
from .layout import RGB
from .palette import PALETTE_RGB, quantize

Box = tuple[int, int, int, int]


def suit_colour(card: Card) -> RGB:
    return layout.SUIT_COLOURS[CARD_INFO[card].suit]


# ----------------------------------------------------------------------------------------------- pieces

#: Something to paste: a paletted tile (or a palette index to fill with), the mask of the pixels it sets (None: its
#: whole box; masks here are only ever 0 or 255, so pasting through them copies indices exactly) and its top-left
#: corner.
Piece = tuple[Image.Image | int, Image.Image | None, int, int]


def piece_box(piece: Piece) -> Box:
    what, mask, left, top = piece
    if isinstance(what, Image.Image):
        width, height = what.size
    else:
        assert mask is not None, "a fill needs a mask to give its shape"
        width, height = mask.size
    return (left, top, left + width, top + height)


def paste_piece(canvas: Image.Image, piece: Piece, x: int = 0, y: int = 0) -> None:
    what, mask, left, top = piece
    canvas.paste(what, (x + left, y + top), mask)


@dataclass(frozen=True, slots=True)
class Sprite:
    """Pieces composed once into one tile and mask, so a board pastes a card or an empty cell in one go."""

    piece: Piece

    def paste(self, canvas: Image.Image, x: int, y: int) -> None:
        paste_piece(canvas, self.piece, x, y)


def compose(pieces: list[Piece]) -> Sprite:
    """The pieces pasted in order, as one piece that sets exactly the pixels they set, to the same values.

    When the first piece is a whole tile that holds all the others (a card), the rest are simply pasted on a copy
    of it. Otherwise the pieces are pasted onto two blank tiles of different indices: a pixel they set is the same
    on both, a pixel they leave shows the two blanks. Every piece overwrites (no blending with what lies under it),
    so pasting the result anywhere gives what pasting the pieces there one by one would.
    """
    boxes = [piece_box(piece) for piece in pieces]
    union = (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))
    left, top = union[:2]
    size = (union[2] - left, union[3] - top)
    base, base_mask, _, _ = pieces[0]
    if isinstance(base, Image.Image) and base_mask is None and boxes[0] == union:
        whole = base.copy()
        for piece in pieces[1:]:
            paste_piece(whole, piece, -left, -top)
        return Sprite((whole, None, left, top))
    first, second = Image.new("P", size, 0), Image.new("P", size, 1)
    for piece in pieces:
        paste_piece(first, piece, -left, -top)
        paste_piece(second, piece, -left, -top)
    first.putpalette(PALETTE_RGB)
    first_bytes = first.tobytes()
    # XOR as big integers is XOR byte by byte (no carries): 0 exactly where the two tiles agree.
    agree = (int.from_bytes(first_bytes) ^ int.from_bytes(second.tobytes())).to_bytes(len(first_bytes))
    mask = agree.translate(_SET_WHERE_ZERO)
    if 0 not in mask:
        return Sprite((first, None, left, top))
    return Sprite((first, Image.frombytes("L", size, mask), left, top))


_SET_WHERE_ZERO = bytes([255] + [0] * 255)


# ----------------------------------------------------------------------------------------------- text


@dataclass(frozen=True, slots=True)
class TextStyle:
    """How a label looks: font style and size, ink, and the plain colour it is drawn on (`paper`)."""

    font: str
    size: int
    ink: RGB
    paper: RGB


@cache
def ink_ramp(paper: RGB, text_ink: RGB) -> bytes:
    """The palette index of text ink over paper at each coverage 0-255, as drawing in RGB and mapping would give.

    Pillow blends text ink into an RGB image through the glyph coverage mask, then `quantize` maps each pixel to
    the nearest palette colour; both act pixel by pixel, so one strip of all 256 coverages gives the whole map.
    """
    coverage = Image.frombytes("L", (256, 1), bytes(range(256)))
    strip = Image.new("RGB", (256, 1), paper)
    strip.paste(text_ink, (0, 0, 256, 1), coverage)
    return quantize(strip).tobytes()


@lru_cache(maxsize=4096)
def label(text: str, style: TextStyle, anchor: str = "la") -> tuple[Image.Image, int, int]:
    """Text as a paletted tile on its paper colour, and the tile's offset from the anchor point (cached).

    Paste the tile at ``(x + dx, y + dy)`` to place the text as ``ImageDraw.text((x, y), anchor=anchor)`` would.
    """
    return draw_label(text, style, anchor)


def draw_label(text: str, style: TextStyle, anchor: str = "la") -> tuple[Image.Image, int, int]:
    """`label` without the cache: FreeType renders the text.

    The pixels are those of drawing the text in RGB on the paper and mapping to the palette; the glyph coverage
    mask goes through `ink_ramp` instead, which is about twice as fast.
    """
    mask, (left, top) = font(style.font, style.size).getmask2(text, "L", anchor=anchor)
    ramp = ink_ramp(style.paper, style.ink)
    width, height = mask.size
    if not width or not height:
        return _filled(ramp[0], (max(1, width), max(1, height))), left, top
    # getmask2 hands back Pillow's core image; `_new` wraps it without a copy (ImageDraw.text uses the same mask).
    coverage = Image.Image()._new(mask).tobytes()
    return _paletted(coverage.translate(ramp), (width, height)), left, top


def _paletted(indices: bytes, size: tuple[int, int]) -> Image.Image:
    tile = Image.frombytes("P", size, indices)
    tile.putpalette(PALETTE_RGB)
    return tile


def _filled(index: int, size: tuple[int, int]) -> Image.Image:
    return _paletted(bytes([index]) * (size[0] * size[1]), size)


def label_piece(xy: tuple[float, float], text: str, style: TextStyle, anchor: str = "la") -> Piece:
    """Text placed as ``ImageDraw.text(xy, anchor=anchor)`` would place it, on the style's paper."""
    tile, dx, dy = label(text, style, anchor)
    return (tile, None, round(xy[0]) + dx, round(xy[1]) + dy)


def paste_label(canvas: Image.Image, xy: tuple[float, float], text: str, style: TextStyle, anchor: str = "la") -> Box:
    """Put text on a paletted canvas whose colour under the text is the style's paper; returns the box it covers."""
    piece = label_piece(xy, text, style, anchor)
    paste_piece(canvas, piece)
    return piece_box(piece)


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


@lru_cache(maxsize=1024)
def board_card(card: Card, width: int, height: int, backdrop: RGB) -> Image.Image:
    """A card as it lies on the board, paletted, its corners blended into `backdrop` (the table or a highlight).

    Rank and suit share one line across the top, large, in the suit colour; the rest is left free for the cell
    name and the pyramids, which are pasted on afterwards.
    """
    tile = Image.new("RGB", (width, height), backdrop)
    blank = card_blank(width, height)
    tile.paste(blank, (0, 0), blank)
    rank_font = font("condensed", layout.RANK_SIZE)
    text = card_label(card)
    x = max(layout.CARD_PAD, (width - rank_font.getlength(text)) / 2)
    ImageDraw.Draw(tile).text((x, layout.RANK_TOP), text, font=rank_font, fill=suit_colour(card))
    return quantize(tile)


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
def pyramid(colour: RGB, letter_colour: RGB, letter: str, width: int, height: int) -> Image.Image:
    """A pyramid seen from the side: a triangle in the seat colour, dark outline, the seat letter inside (RGBA).

    The outline keeps yellow visible on a white card; the letter means colour is never the only cue. A pyramid
    shrunk to fit a crowded card is too small for a legible letter and shows its colour instead.
    """
    scale = layout.SUPERSAMPLE
    big_width, big_height = width * scale, height * scale
    big = Image.new("RGBA", (big_width, big_height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    outline = max(scale, round(big_height * 0.07))
    triangle = [(big_width / 2, 0), (big_width - 1, big_height - 1), (0, big_height - 1)]
    draw.polygon(triangle, fill=(*layout.PYRAMID_OUTLINE, 255))
    draw.polygon(_inset_triangle(triangle, outline), fill=(*colour, 255))
    if letter and height >= layout.PYRAMID_LETTER_MIN_HEIGHT:
        letter_font = font("bold", round(big_height * 0.5))
        # On the lower part of the triangle, where it is widest.
        draw.text(
            (big_width / 2, big_height - outline * 1.3), letter, font=letter_font, fill=letter_colour, anchor="ms"
        )
    return big.resize((width, height), Image.Resampling.LANCZOS)


@cache
def pyramid_tile(colour: str, letter: str, width: int, height: int, paper: RGB) -> tuple[Image.Image, Image.Image]:
    """A seat's pyramid blended onto `paper` and paletted, with the mask of the pixels it covers."""
    sprite = pyramid(layout.SEAT_RGB[colour], layout.LETTER_ON_SEAT[colour], letter, width, height)
    tile = Image.new("RGB", sprite.size, paper)
    tile.paste(sprite, (0, 0), sprite)
    mask = sprite.getchannel("A").point(lambda alpha: 255 if alpha else 0)
    return quantize(tile), mask


def pyramid_piece(box: Box, colour: str, letter: str, paper: RGB) -> Piece:
    tile, mask = pyramid_tile(colour, letter, box[2] - box[0], box[3] - box[1], paper)
    return (tile, mask, box[0], box[1])


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
