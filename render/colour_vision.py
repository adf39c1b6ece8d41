"""How the images' colours look to every eye: simulated colour-vision deficiencies and perceptual colour difference.

The one place the renderer, its tests and `render.samples` (the simulated reference images) get their colour science:

- `simulate(colour, vision)`: a colour as a dichromat sees it, by the matrices of Machado, Oliveira and Fernandes,
  "A Physiologically-based Model for Simulation of Color Vision Deficiency" (IEEE TVCG 15(6), 2009), at severity
  1.0 (protanopia, deuteranopia, tritanopia: the strongest forms), applied to *linear* sRGB as the model is defined,
  the result clipped to the gamut and encoded back to sRGB.
- `delta_e(a, b)`: the CIEDE2000 difference of two sRGB colours (Sharma, Wu and Dalal 2005, in CIELAB with a D65
  white). CIEDE2000 rather than the Euclidean ΔE76, because ΔE76 overstates differences among saturated colours
  (yellow and orange) and understates them among blues, the very colours the seats use.
- `simulate_image(image, vision)`: a whole image as seen with that vision, for the reference images in docs/images.

Pure Python: the tests measure a few dozen colours, and an image is simulated once per distinct colour (a paletted
image through its palette), so NumPy would buy nothing here.
"""

from __future__ import annotations

import math
from enum import StrEnum
from functools import cache

from PIL import Image

from .layout import RGB

Lab = tuple[float, float, float]
Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]


class Vision(StrEnum):
    NORMAL = "normal"
    PROTANOPIA = "protanopia"  # no long-wavelength (red) cones: about 1% of men
    DEUTERANOPIA = "deuteranopia"  # no medium-wavelength (green) cones: about 1% of men; anomalous forms 5%
    TRITANOPIA = "tritanopia"  # no short-wavelength (blue) cones: rare, in men and women alike


#: Machado et al. 2009, Table 1 at severity 1.0, for linear RGB.
MACHADO_2009: dict[Vision, Matrix] = {
    Vision.PROTANOPIA: (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    Vision.DEUTERANOPIA: (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    Vision.TRITANOPIA: (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


_LINEAR = tuple(_linear(channel) for channel in range(256))


def _encoded(linear: float) -> int:
    c = min(1.0, max(0.0, linear))
    c = 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
    return round(c * 255)


def simulate(colour: RGB, vision: Vision) -> RGB:
    """`colour` as seen with `vision` (the identity for normal vision)."""
    if vision is Vision.NORMAL:
        return colour
    r, g, b = (_LINEAR[channel] for channel in colour)
    rows = MACHADO_2009[vision]
    return (
        _encoded(rows[0][0] * r + rows[0][1] * g + rows[0][2] * b),
        _encoded(rows[1][0] * r + rows[1][1] * g + rows[1][2] * b),
        _encoded(rows[2][0] * r + rows[2][1] * g + rows[2][2] * b),
    )


def srgb_to_lab(colour: RGB) -> Lab:
    """sRGB to CIELAB (D65 white)."""
    r, g, b = (_LINEAR[channel] for channel in colour)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta_e_2000(lab1: Lab, lab2: Lab) -> float:
    """CIEDE2000 colour difference of two CIELAB colours (Sharma, Wu and Dalal 2005)."""
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


@cache
def delta_e(a: RGB, b: RGB, vision: Vision = Vision.NORMAL) -> float:
    """ΔE2000 between two sRGB colours as seen with `vision`."""
    return delta_e_2000(srgb_to_lab(simulate(a, vision)), srgb_to_lab(simulate(b, vision)))


def simulate_image(image: Image.Image, vision: Vision) -> Image.Image:
    """`image` as seen with `vision`: a paletted image gets a simulated palette, any other is simulated as RGB.

    Every distinct colour is simulated once. A pixel's colour is simulated as it is shown, after any scaling: a
    3x3 matrix cannot be applied with `Image.convert` in gamma-encoded sRGB without being wrong, since the model
    is linear in light, not in encoded values.
    """
    if image.mode == "P":
        palette = image.getpalette() or []
        simulated = image.copy()
        entries = [tuple(palette[i : i + 3]) for i in range(0, len(palette), 3)]
        simulated.putpalette([channel for entry in entries for channel in simulate(_rgb(entry), vision)])
        return simulated
    data = image.convert("RGB").tobytes()
    seen: dict[bytes, bytes] = {}
    out = bytearray(len(data))
    for at in range(0, len(data), 3):
        pixel = data[at : at + 3]
        if pixel not in seen:
            seen[pixel] = bytes(simulate((pixel[0], pixel[1], pixel[2]), vision))
        out[at : at + 3] = seen[pixel]
    return Image.frombytes("RGB", image.size, bytes(out))


def _rgb(values: tuple[int, ...]) -> RGB:
    return (values[0], values[1], values[2])
