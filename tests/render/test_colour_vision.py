"""The colour science every colour test and the simulated reference images rely on: CIELAB, CIEDE2000 and the
Machado, Oliveira and Fernandes (2009) simulation of colour-vision deficiencies."""

from __future__ import annotations

import pytest
from PIL import Image

from render.colour_vision import (
    MACHADO_2009,
    Lab,
    Vision,
    delta_e,
    delta_e_2000,
    simulate,
    simulate_image,
    srgb_to_lab,
)

DICHROMACIES = [Vision.PROTANOPIA, Vision.DEUTERANOPIA, Vision.TRITANOPIA]


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


@pytest.mark.parametrize("vision", DICHROMACIES)
def test_a_dichromat_sees_greys_unchanged(vision: Vision) -> None:
    """Each matrix row sums to 1, so white, black and every grey are seen as they are."""
    assert all(sum(row) == pytest.approx(1.0, abs=1e-5) for row in MACHADO_2009[vision])
    for level in (0, 17, 128, 200, 255):
        assert simulate((level, level, level), vision) == (level, level, level)


@pytest.mark.parametrize("vision", [Vision.PROTANOPIA, Vision.DEUTERANOPIA])
def test_a_red_green_dichromat_sees_a_plane_of_colours(vision: Vision) -> None:
    """Protanopes and deuteranopes have two kinds of cone, not three: their matrices are (almost) singular, where a
    mistyped figure would make one clearly invertible. (The tritanopia matrix is the paper's approximation and is
    not singular; the confusions below check it.)"""
    (a, b, c), (d, e, f), (g, h, i) = MACHADO_2009[vision]
    determinant = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    assert abs(determinant) < 0.005


def test_normal_vision_is_the_identity() -> None:
    assert simulate((230, 159, 0), Vision.NORMAL) == (230, 159, 0)


def test_each_dichromacy_merges_its_own_confusion_colours() -> None:
    """The classic confusions: a red and a green of equal lightness are nearly one colour for protanopes and
    deuteranopes, a teal and a green for tritanopes; each pair stays far apart for the other visions."""
    red, green = (170, 85, 60), (95, 115, 60)
    assert delta_e(red, green, Vision.PROTANOPIA) < 6 and delta_e(red, green, Vision.DEUTERANOPIA) < 6
    assert delta_e(red, green) > 25 and delta_e(red, green, Vision.TRITANOPIA) > 15
    teal, grass = (0, 192, 160), (64, 192, 96)
    assert delta_e(teal, grass, Vision.TRITANOPIA) < 3.5
    assert min(delta_e(teal, grass, vision) for vision in (Vision.NORMAL, *DICHROMACIES[:2])) > 14


def test_the_old_seat_colours_merge_as_players_reported() -> None:
    """The players' report that retired these colours, reproduced: the Okabe-Ito orange and yellow seats came close
    under deuteranopia, and orange and purple under tritanopia, far closer than with normal vision."""
    orange, yellow, purple = (230, 159, 0), (240, 228, 66), (204, 121, 167)
    assert delta_e(orange, yellow, Vision.DEUTERANOPIA) < 12 and delta_e(orange, yellow) > 20
    assert delta_e(orange, purple, Vision.TRITANOPIA) < 12 and delta_e(orange, purple) > 20


@pytest.mark.parametrize("vision", list(Vision))
def test_an_image_is_simulated_pixel_by_pixel_whether_paletted_or_not(vision: Vision) -> None:
    colours = [(0, 114, 178), (230, 159, 0), (255, 255, 255), (38, 70, 58)]
    rgb = Image.new("RGB", (len(colours), 2))
    rgb.putdata(colours * 2)
    paletted = rgb.quantize(colors=len(colours), dither=Image.Dither.NONE)
    expected = [simulate(colour, vision) for colour in colours] * 2
    for image in (rgb, paletted):
        simulated = simulate_image(image, vision).convert("RGB")
        assert [simulated.getpixel((x, y)) for y in range(2) for x in range(len(colours))] == expected
