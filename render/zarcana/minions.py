"""Minions as they are drawn: a seat's colour, a size, and which way the minion faces (Z-1, Z-3, Z-13).

A standing minion is an upright pyramid seen from the side, as on the Zark boards: a triangle on a flat base, about
as wide as it is tall. A lying minion is seen from above, as an arrowhead (a dart, notched at the back) pointing
north, east, south or west: the way it points is the space it targets (Z-15). So a lying minion pointing north is
narrow and notched where a standing one is broad and flat-bottomed. Sizes go 1x, 1.5x, 2x, as the pyramids do. Every
minion is outlined in dark ink, so a light colour shows on a white card, and every seat's group of minions on a space
starts with that seat's letter (`render.seats`), so no minion is known by its colour alone.

`place_minions` packs a space's minions into its free area; the drawing and the tests share its boxes.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import groupby

from PIL import Image, ImageDraw

from render import layout as shared
from render.layout import RGB
from render.marks import SeatMark
from render.palette import quantize
from render.seats import MARK_FONT_MIN, SEAT_RGB, cap_height, mark_width
from rules.zarcana import FACINGS, Minion

from ..layout import Box
from . import layout

Point = tuple[float, float]
UP = "U"


@dataclass(frozen=True, slots=True)
class MinionPlacement:
    """One minion on a space: whose, which size (1-3), which way it faces, and the box its shape fills."""

    seat: int
    size: int
    facing: str
    box: Box


@dataclass(frozen=True, slots=True)
class SpaceMinions:
    """What stands on one space: the minions, and the seat mark that starts each line of a seat's minions."""

    minions: tuple[MinionPlacement, ...]
    marks: tuple[SeatMark, ...]


def glyph_size(size: int, facing: str, scale: float) -> tuple[int, int]:
    """The width and height of a minion's shape: an upright pyramid, or a dart lying along its direction."""
    length = max(4, round(layout.MINION_HEIGHT[size] * scale))
    if facing == UP:
        return max(3, round(length * layout.STANDING_WIDTH_RATIO)), length
    across = max(3, round(length * layout.ARROW_WIDTH_RATIO))
    return (across, length) if facing in "NS" else (length, across)


# ----------------------------------------------------------------------------------------------- shapes


def _outline(width: float, height: float, facing: str) -> list[Point]:
    """The shape's corners in a `width` x `height` box, clockwise on screen."""
    if facing == UP:
        return [(width / 2, 0), (width, height), (0, height)]
    length = height if facing in "NS" else width
    notch = length * layout.ARROW_NOTCH
    north = [(0.5, 0.0), (1.0, 1.0), (0.5, 1.0 - notch / length), (0.0, 1.0)]  # in units of the box, pointing up
    turned = {
        "N": north,
        "S": [(1 - x, 1 - y) for x, y in north],
        "E": [(1 - y, x) for x, y in north],
        "W": [(y, 1 - x) for x, y in north],
    }[facing]
    return [(x * width, y * height) for x, y in turned]


def _inset(points: list[Point], by: float) -> list[Point]:
    """The polygon with every edge moved `by` pixels inwards (corners mitred); clockwise on screen."""
    lines = []
    count = len(points)
    for index in range(count):
        (ax, ay), (bx, by_) = points[index], points[(index + 1) % count]
        dx, dy = bx - ax, by_ - ay
        length = (dx * dx + dy * dy) ** 0.5
        nx, ny = -dy / length, dx / length  # the inward normal of a clockwise polygon in screen coordinates
        lines.append(((ax + nx * by, ay + ny * by), (dx, dy)))
    corners = []
    for index in range(count):
        (px, py), (rx, ry) = lines[index - 1]
        (qx, qy), (sx, sy) = lines[index]
        cross = rx * sy - ry * sx
        t = ((qx - px) * sy - (qy - py) * sx) / cross
        corners.append((px + t * rx, py + t * ry))
    return corners


@cache
def minion_sprite(colour: RGB, facing: str, width: int, height: int) -> Image.Image:
    """A minion's shape in `colour` with a dark outline, smooth-edged (RGBA)."""
    scale = shared.SUPERSAMPLE
    big = Image.new("RGBA", (width * scale, height * scale), (0, 0, 0, 0))
    draw = ImageDraw.Draw(big)
    shape = _outline(width * scale - 1, height * scale - 1, facing)
    outline = max(scale, round(min(width, height) * scale * 0.09))
    draw.polygon(shape, fill=(*shared.PYRAMID_OUTLINE, 255))
    draw.polygon(_inset(shape, outline), fill=(*colour, 255))
    return big.resize((width, height), Image.Resampling.LANCZOS)


@cache
def minion_tile(colour: str, facing: str, width: int, height: int, paper: RGB) -> tuple[Image.Image, Image.Image]:
    """A seat's minion blended onto `paper` and paletted, with the mask of the pixels it covers."""
    sprite = minion_sprite(SEAT_RGB[colour], facing, width, height)
    tile = Image.new("RGB", sprite.size, paper)
    tile.paste(sprite, (0, 0), sprite)
    mask = sprite.getchannel("A").point(lambda alpha: 255 if alpha else 0)
    return quantize(tile), mask


def paste_minion(canvas: Image.Image, placement: MinionPlacement, colour: str, paper: RGB) -> None:
    box = placement.box
    tile, mask = minion_tile(colour, placement.facing, box[2] - box[0], box[3] - box[1], paper)
    canvas.paste(tile, box[:2], mask)


# ----------------------------------------------------------------------------------------------- packing


def _order(minion: Minion) -> tuple[int, int, int]:
    return (minion.owner, -minion.size, FACINGS.index(minion.facing))


def _mark_gap(mark_size: int) -> int:
    return max(2, round(mark_size * 0.15))


def _group_gap(mark_size: int) -> int:
    return max(5, round(mark_size * 0.4))


@dataclass(frozen=True, slots=True)
class _Item:
    seat: int
    minion: Minion | None  # None: the seat's mark
    width: int
    height: int


def _flow(
    groups: list[list[Minion]], letters: tuple[str, ...], mark_size: int, scale: float, width: int
) -> list[list[_Item]] | None:
    """The groups in lines no wider than `width`: a seat's mark, then its minions; a line that a seat's minions
    run over into starts with that seat's mark again, so every minion has its letter on its own line."""
    cap = cap_height(mark_size)
    lines: list[list[_Item]] = []
    used = 0
    for group in groups:
        seat = group[0].owner
        mark = _Item(seat, None, mark_width(letters[seat], mark_size), cap)
        for index, minion in enumerate(group):
            glyph = _Item(seat, minion, *glyph_size(minion.size, minion.facing, scale))
            if index == 0:
                lead = (_group_gap(mark_size) if lines and lines[-1] else 0) + mark.width + _mark_gap(mark_size)
            else:
                lead = layout.MINION_GAP
            if lines and used + lead + glyph.width <= width:
                if index == 0:
                    lines[-1].append(mark)
                lines[-1].append(glyph)
                used += lead + glyph.width
                continue
            if mark.width + _mark_gap(mark_size) + glyph.width > width:
                return None
            lines.append([mark, glyph])
            used = mark.width + _mark_gap(mark_size) + glyph.width
    return lines


def _gap(previous: _Item | None, item: _Item, mark_size: int) -> int:
    """The room before `item` on its line: none at the start, a group's gap before a mark, a mark's after it."""
    if previous is None:
        return 0
    if item.minion is None:
        return _group_gap(mark_size)
    return _mark_gap(mark_size) if previous.minion is None else layout.MINION_GAP


def _line_width(line: list[_Item], mark_size: int) -> int:
    return sum(
        _gap(previous, item, mark_size) + item.width for previous, item in zip([None, *line], line, strict=False)
    )


@lru_cache(maxsize=2048)
def place_minions(area: Box, here: tuple[Minion, ...], letters: tuple[str, ...], mark_size: int) -> SpaceMinions:
    """A space's minions in its free `area`, each seat's after its mark, the seats in order, largest first: the
    minions as large as they fit with the marks at `mark_size`; only when even the smallest scale leaves no room
    are the marks made smaller. Cached: most spaces hold the same minions from one turn to the next."""
    ordered = sorted(here, key=_order)
    groups = [list(group) for _, group in groupby(ordered, key=lambda minion: minion.owner)]
    width, height = area[2] - area[0], area[3] - area[1]
    for size in range(mark_size, MARK_FONT_MIN - 1, -1):
        for scale in layout.MINION_SCALES:
            lines = _flow(groups, letters, size, scale, width)
            if lines is not None and _lines_height(lines) <= height:
                return _placed(lines, letters, size, area)
    lines = _flow(groups, letters, MARK_FONT_MIN, layout.MINION_SCALES[-1], 10**6) or []
    return _placed(lines, letters, MARK_FONT_MIN, area)  # nothing fits (no real space holds this many): overflow


def _lines_height(lines: list[list[_Item]]) -> int:
    return sum(max(item.height for item in line) for line in lines) + layout.MINION_GAP * (len(lines) - 1)


def _placed(lines: list[list[_Item]], letters: tuple[str, ...], mark_size: int, area: Box) -> SpaceMinions:
    """Lines centred in the area, each standing on its baseline: marks and minions bottom-aligned."""
    minions: list[MinionPlacement] = []
    marks: list[SeatMark] = []
    top = area[1] + (area[3] - area[1] - _lines_height(lines)) // 2
    for line in lines:
        bottom = top + max(item.height for item in line)
        x = area[0] + (area[2] - area[0] - _line_width(line, mark_size)) // 2
        previous: _Item | None = None
        for item in line:
            x += _gap(previous, item, mark_size)
            box = (x, bottom - item.height, x + item.width, bottom)
            if item.minion is None:
                marks.append(SeatMark(item.seat, letters[item.seat], mark_size, box))
            else:
                minions.append(MinionPlacement(item.seat, item.minion.size, item.minion.facing, box))
            x += item.width
            previous = item
        top = bottom + layout.MINION_GAP
    return SpaceMinions(tuple(minions), tuple(marks))
