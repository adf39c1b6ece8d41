"""A player's rating over their rated games as a plain line chart (`/zark rating profile`'s image).

It takes plain numbers, one ``(mu, sigma)`` pair per point: the rating before the first rated game, then after each
game. The line is the skill ``mu`` (the figure the profile's text shows); the shaded band around it is ``mu ± sigma``,
the uncertainty the text shows beside it, which narrows as games are played. (The conservative ``mu - 3 sigma`` a
leaderboard sorts by is the band's lower edge moved two sigmas further down; one band reads more plainly than two.)

Drawn at `WIDTH` pixels wide, the width Discord shows an image at on a phone, with labels large enough to read
there; saved in the chart's own small palette (its few colours and the smoothing ramps between them), as the boards
are in theirs.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence

from PIL import Image, ImageDraw

from i18n import ENGLISH

from .fonts import font
from .layout import RGB
from .words import said

WIDTH, HEIGHT = 400, 250
LEFT, RIGHT, TOP, BOTTOM = 44, 14, 52, 40  # the plot's margins: the axes' labels; the title and legend above

BACKGROUND: RGB = (255, 255, 255)
GRID: RGB = (221, 221, 221)
TEXT: RGB = (34, 34, 34)
MUTED: RGB = (102, 102, 102)
LINE: RGB = (31, 94, 168)  # the skill mu
SIGMA_BAND: RGB = (198, 219, 242)  # mu ± sigma

TITLE_SIZE, LABEL_SIZE = 15, 13
LINE_WIDTH = 3
CHART_RAMP_STEPS = 6
CHART_COMPRESS_LEVEL = 9  # a chart is small: the slowest, smallest setting costs a millisecond or two


def _palette() -> Image.Image:
    def ramp(a: RGB, b: RGB) -> list[RGB]:
        return [
            (
                round(a[0] + (b[0] - a[0]) * t),
                round(a[1] + (b[1] - a[1]) * t),
                round(a[2] + (b[2] - a[2]) * t),
            )
            for t in (step / (CHART_RAMP_STEPS + 1) for step in range(1, CHART_RAMP_STEPS + 1))
        ]

    pairs = [(BACKGROUND, TEXT), (BACKGROUND, MUTED), (BACKGROUND, LINE), (SIGMA_BAND, LINE), (BACKGROUND, GRID)]
    pairs += [(SIGMA_BAND, GRID), (SIGMA_BAND, BACKGROUND)]
    colours = list(
        dict.fromkeys([BACKGROUND, GRID, TEXT, MUTED, LINE, SIGMA_BAND, *(c for a, b in pairs for c in ramp(a, b))])
    )
    image = Image.new("P", (1, 1))
    flat = [channel for colour in colours for channel in colour]
    image.putpalette(flat + flat[:3] * (256 - len(colours)))
    return image


_PALETTE = _palette()


def nice_step(span: float, ticks: int = 4) -> float:
    """A round step (1, 2 or 5 times a power of ten) giving about `ticks` intervals over `span`."""
    raw = max(span, 1e-9) / ticks
    power: float = 10.0 ** math.floor(math.log10(raw))
    return next(m * power for m in (1, 2, 5, 10) if m * power >= raw)


def _label(value: float, step: float) -> str:
    return f"{value:.0f}" if step >= 1 else f"{value:.1f}"


def draw_rating_chart(points: Sequence[tuple[float, float]], *, title: str, language: str = ENGLISH) -> Image.Image:
    """The chart in RGB: `points` are ``(mu, sigma)``, the rating before the first game and after each one (two at
    least); `title` names whose rating in which game; the labels are in `language`."""
    if len(points) < 2:
        raise ValueError("a rating chart needs the rating before a game and after it: two points at least")
    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    draw = ImageDraw.Draw(image)
    low = min(mu - sigma for mu, sigma in points)
    high = max(mu + sigma for mu, sigma in points)
    step = nice_step(high - low)
    low, high = math.floor(low / step) * step, math.ceil(high / step) * step
    games = len(points) - 1
    left, right, top, bottom = LEFT, WIDTH - RIGHT, TOP, HEIGHT - BOTTOM

    def x_of(game: int) -> float:
        return left + (right - left) * game / games

    def y_of(value: float) -> float:
        return bottom - (bottom - top) * (value - low) / (high - low)

    label = font("regular", LABEL_SIZE)
    value = low
    while value <= high + step / 2:  # the value axis: a grid line and its label every step
        y = y_of(value)
        draw.line([(left, y), (right, y)], fill=GRID, width=1)
        draw.text((left - 6, y), _label(value, step), font=label, fill=MUTED, anchor="rm")
        value += step
    game_step = max(1, round(nice_step(games, 4)))
    for game in range(0, games + 1, game_step):  # the games axis: which rated game, 0 being the start
        draw.text((x_of(game), bottom + 5), str(game), font=label, fill=MUTED, anchor="mt")
    if games % game_step:
        draw.text((x_of(games), bottom + 5), str(games), font=label, fill=MUTED, anchor="mt")
    games_label = said(language, "image-chart-games")
    draw.text(((left + right) / 2, HEIGHT - 4), games_label, font=label, fill=MUTED, anchor="mb")

    upper = [(x_of(game), y_of(mu + sigma)) for game, (mu, sigma) in enumerate(points)]
    lower = [(x_of(game), y_of(mu - sigma)) for game, (mu, sigma) in enumerate(points)]
    draw.polygon(upper + lower[::-1], fill=SIGMA_BAND)
    draw.line([(left, top), (left, bottom), (right, bottom)], fill=MUTED, width=1)
    line = [(x_of(game), y_of(mu)) for game, (mu, _) in enumerate(points)]
    draw.line(line, fill=LINE, width=LINE_WIDTH, joint="curve")
    if games <= 30:  # a dot per game while they stand apart
        for x, y in line:
            draw.ellipse([(x - 3, y - 3), (x + 3, y + 3)], fill=LINE)

    draw.text((8, 8), fitted(title, WIDTH - 16), font=font("bold", TITLE_SIZE), fill=TEXT, anchor="lt")
    _legend(draw, language)
    return image


def fitted(title: str, width: float) -> str:
    """The title, cut with an ellipsis where it would run past `width` pixels (a long name, say)."""
    title_font = font("bold", TITLE_SIZE)
    while title_font.getlength(title) > width and len(title) > 1:
        title = title[:-2] + "…"
    return title


def _legend(draw: ImageDraw.ImageDraw, language: str) -> None:
    """``— skill (mu)  ▮ ± uncertainty (sigma)`` under the title."""
    text_font, y, x = font("regular", LABEL_SIZE), 36, 8
    draw.line([(x, y), (x + 18, y)], fill=LINE, width=LINE_WIDTH)
    x += 24
    skill = said(language, "image-chart-skill")
    draw.text((x, y), skill, font=text_font, fill=MUTED, anchor="lm")
    x += round(text_font.getlength(skill)) + 16
    draw.rectangle([(x, y - 6), (x + 16, y + 6)], fill=SIGMA_BAND)
    x += 22
    draw.text((x, y), said(language, "image-chart-uncertainty"), font=text_font, fill=MUTED, anchor="lm")


def encode_chart(image: Image.Image) -> bytes:
    """The chart as a PNG in its own palette (nearest colour, no dithering)."""
    buffer = io.BytesIO()
    image.quantize(palette=_PALETTE, dither=Image.Dither.NONE).save(
        buffer, format="PNG", compress_level=CHART_COMPRESS_LEVEL
    )
    return buffer.getvalue()
