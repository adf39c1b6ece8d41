"""Uno card colours stay apart from the seats' pyramid colours and from each other, measured as CIEDE2000 in CIELAB.

ΔE2000 near 1 is the smallest difference an eye notices side by side; above about 10 two colours read as
different at a glance. Uno yellow is the tight one: seat yellow and seat orange sit on either side of it, so it is
a deeper yellow than the real card's, and it carries its letter (Y) like every Uno colour.
"""

from __future__ import annotations

import math
from itertools import combinations

import pytest

from render import layout
from render.layout import RGB

Lab = tuple[float, float, float]

SEAT_DISTANCE = 12.0  # the nearest pair, Uno yellow and seat orange, is 14.0
UNO_DISTANCE = 30.0  # the nearest pair, Uno yellow and Uno green, is 33.3


def srgb_to_lab(colour: RGB) -> Lab:
    """sRGB (D65) to CIELAB."""

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(channel) for channel in colour)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta_e_2000(lab1: Lab, lab2: Lab) -> float:
    """CIEDE2000 colour difference (Sharma, Wu and Dalal 2005)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    mean_c = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(mean_c**7 / (mean_c**7 + 25**7)))
    a1, a2 = a1 * (1 + g), a2 * (1 + g)
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1, h2 = math.degrees(math.atan2(b1, a1)) % 360, math.degrees(math.atan2(b2, a2)) % 360
    dh = 0.0 if c1 * c2 == 0 else (h2 - h1 + 180) % 360 - 180
    d_l, d_c, d_h = l2 - l1, c2 - c1, 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    mean_l, mean_cp = (l1 + l2) / 2, (c1 + c2) / 2
    if c1 * c2 == 0:
        mean_h = h1 + h2
    elif abs(h1 - h2) <= 180:
        mean_h = (h1 + h2) / 2
    else:
        mean_h = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(mean_h - 30))
        + 0.24 * math.cos(math.radians(2 * mean_h))
        + 0.32 * math.cos(math.radians(3 * mean_h + 6))
        - 0.20 * math.cos(math.radians(4 * mean_h - 63))
    )
    s_l = 1 + 0.015 * (mean_l - 50) ** 2 / math.sqrt(20 + (mean_l - 50) ** 2)
    s_c = 1 + 0.045 * mean_cp
    s_h = 1 + 0.015 * mean_cp * t
    rotation = -2 * math.sqrt(mean_cp**7 / (mean_cp**7 + 25**7))
    rotation *= math.sin(math.radians(60 * math.exp(-(((mean_h - 275) / 25) ** 2))))
    return math.sqrt((d_l / s_l) ** 2 + (d_c / s_c) ** 2 + (d_h / s_h) ** 2 + rotation * (d_c / s_c) * (d_h / s_h))


def distance(a: RGB, b: RGB) -> float:
    return delta_e_2000(srgb_to_lab(a), srgb_to_lab(b))


@pytest.mark.parametrize(
    ("lab1", "lab2", "expected"),
    [  # pairs 1, 7, 17 and 25 of Sharma, Wu and Dalal's test data
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ],
)
def test_the_colour_difference_matches_published_values(lab1: Lab, lab2: Lab, expected: float) -> None:
    assert delta_e_2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)


def test_srgb_to_lab_matches_known_values() -> None:
    assert srgb_to_lab((255, 255, 255)) == pytest.approx((100.0, 0.0, 0.0), abs=0.05)
    assert srgb_to_lab((255, 0, 0)) == pytest.approx((53.24, 80.09, 67.20), abs=0.05)


@pytest.mark.parametrize("uno", sorted(layout.UNO_RGB))
@pytest.mark.parametrize("seat", sorted(layout.SEAT_RGB))
def test_uno_colours_do_not_clash_with_seat_colours(uno: str, seat: str) -> None:
    assert distance(layout.UNO_RGB[uno], layout.SEAT_RGB[seat]) >= SEAT_DISTANCE


@pytest.mark.parametrize(("a", "b"), list(combinations(sorted(layout.UNO_RGB), 2)))
def test_uno_colours_are_far_apart(a: str, b: str) -> None:
    assert distance(layout.UNO_RGB[a], layout.UNO_RGB[b]) >= UNO_DISTANCE


def test_a_wild_is_black_apart_from_every_colour() -> None:
    for colour in [*layout.UNO_RGB.values(), *layout.SEAT_RGB.values()]:
        assert distance(layout.WILD_RGB, colour) >= UNO_DISTANCE
