"""Cached tiles must be exactly what drawing in place would give: the caches are for speed, never for looks."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from render import layout
from render.fonts import font
from render.palette import blank_canvas, ink, quantize
from render.sprites import TextStyle, paste_label, slot_outline
from render.zark import layout as zark_layout

STYLES = [
    TextStyle("condensed", zark_layout.NAME_MAX, layout.CARD_FACE, layout.FELT),
    TextStyle("condensed", zark_layout.NAME_MIN, layout.FRONTIER_TEXT, layout.FELT),
    TextStyle("condensed", 30, layout.CARD_EDGE, layout.WIN_BAND),
    TextStyle("bold", 27, layout.LEGEND_TEXT, layout.LEGEND_CURRENT),
    TextStyle("regular", 19, layout.LEGEND_MUTED, layout.LEGEND_BG),
]
TEXTS = ["M13", "AA7", "Turn 41: Bob to play.", "Last move: Ann built the 10♦ on M14.", "wins ★", "◀ to play", "", " "]


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("anchor", ["la", "ls", "mm", "rd"])
def test_a_pasted_label_is_the_text_drawn_in_place_and_mapped(style: TextStyle, anchor: str) -> None:
    """Pasting the cached tile at its offset gives what drawing the text on the whole image in RGB would."""
    for text in TEXTS:
        size = (round(font(style.font, style.size).getlength(text)) + 80, 3 * style.size)
        xy = (size[0] / 2 + 0.4, size[1] / 2 - 0.3)
        drawn = Image.new("RGB", size, style.paper)
        ImageDraw.Draw(drawn).text(
            (round(xy[0]), round(xy[1])), text, font=font(style.font, style.size), fill=style.ink, anchor=anchor
        )
        pasted = blank_canvas(*size, style.paper)
        paste_label(pasted, xy, text, style, anchor)
        assert pasted.tobytes() == quantize(drawn).tobytes(), text


def test_a_slot_outline_pasted_is_the_outline_drawn() -> None:
    for width, height in [(44, 88), (93, 93), (93, 44)]:
        drawn = blank_canvas(width + 10, height + 10, layout.FELT)
        ImageDraw.Draw(drawn).rounded_rectangle(
            (5, 5, 5 + width - 1, 5 + height - 1),
            radius=layout.CARD_RADIUS,
            outline=ink(layout.FRONTIER_SLOT),
            width=2,
        )
        pasted = blank_canvas(width + 10, height + 10, layout.FELT)
        pasted.paste(ink(layout.FRONTIER_SLOT), (5, 5, 5 + width, 5 + height), slot_outline(width, height))
        assert pasted.tobytes() == drawn.tobytes()
