"""The rating chart (`render.rating_chart_png`): a real PNG of the documented size, the skill's line and the
uncertainty's band drawn where the numbers put them, small enough to send at once."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render import rating_chart_png
from render.chart import HEIGHT, LEFT, LINE, RIGHT, SIGMA_BAND, WIDTH, fitted, nice_step

RISING = [(25.0, 8.33), (27.6, 7.2), (25.9, 6.6), (28.1, 6.1), (29.5, 5.7), (31.2, 5.4)]


def pixels(png: bytes) -> Image.Image:
    with Image.open(io.BytesIO(png)) as image:
        image.verify()
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    return image.convert("RGB")


def rows_of(image: Image.Image, colour: tuple[int, int, int], x: int) -> list[int]:
    """The rows of column `x` painted exactly `colour`."""
    return [y for y in range(image.height) if image.getpixel((x, y)) == colour]


def test_a_chart_is_a_small_png_400_wide_with_the_line_and_the_band() -> None:
    png = rating_chart_png(RISING, title="Ann · Zark City")
    assert png.startswith(b"\x89PNG") and len(png) < 20_000
    image = pixels(png)
    assert image.size == (WIDTH, HEIGHT) == (400, 250)
    colours = {colour: count for count, colour in image.getcolors(maxcolors=1 << 16) or []}
    assert colours.get(LINE, 0) > 300  # a 3-pixel line across about 340 pixels, and the legend's swatch
    assert colours.get(SIGMA_BAND, 0) > 5_000


def test_the_line_rises_with_the_rating_and_the_band_is_widest_at_the_start() -> None:
    image = pixels(rating_chart_png(RISING, title="Ann · Zark City"))
    first, last = LEFT + 1, WIDTH - RIGHT - 1
    start, end = rows_of(image, LINE, first), rows_of(image, LINE, last)
    assert start and end and max(end) < min(start)  # higher on the image is a higher rating
    band_start, band_end = rows_of(image, SIGMA_BAND, first + 8), rows_of(image, SIGMA_BAND, last - 8)
    assert len(band_start) > len(band_end) > 10  # the uncertainty narrows as games are played


def test_a_falling_rating_falls() -> None:
    image = pixels(rating_chart_png([(mu, sigma) for mu, sigma in reversed(RISING)], title="Bob · Unocitta"))
    assert max(rows_of(image, LINE, LEFT + 1)) < min(rows_of(image, LINE, WIDTH - RIGHT - 1))


def test_one_point_is_no_chart() -> None:
    with pytest.raises(ValueError, match="two points at least"):
        rating_chart_png([(25.0, 8.33)], title="Ann · Zark City")


def test_a_long_title_is_cut_to_the_width_and_many_games_still_draw() -> None:
    long = "A display name of thirty-two chars · Unopolis"
    assert fitted(long, 200).endswith("…") and len(fitted(long, 200)) < len(long)
    assert fitted("Ann · Zark City", 384) == "Ann · Zark City"
    points = [(25.0 + (game % 7) - 3, max(2.0, 8.33 - game / 40)) for game in range(301)]
    image = pixels(rating_chart_png(points, title=long))
    assert image.size == (400, 250) and rows_of(image, LINE, WIDTH - RIGHT - 1)


@pytest.mark.parametrize(("span", "step"), [(20, 5), (7.3, 2), (1.2, 0.5), (300, 100), (3, 1)])
def test_the_axis_steps_are_round(span: float, step: float) -> None:
    assert nice_step(span) == step
