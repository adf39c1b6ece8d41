"""What every game's hand image shares: the title line (the seat's pyramid and letter, the title in bold and a subtitle
under it, shrunk to fit a long name) and where the cards start. Each family's hand (`render.zark.hand`,
`render.zarcana.hand`) gives its words, in the viewer's language."""

from __future__ import annotations

from PIL import Image, ImageDraw

from . import layout
from .fonts import font
from .layout import Box
from .seats import MARK_FONT, SEAT_RGB, cap_height, mark_width
from .sprites import pyramid


def cards_top() -> int:
    return layout.HAND_MARGIN + round(layout.HAND_TITLE_SIZE * 2.6)


_TITLE_MARK_HEIGHT = round(layout.HAND_TITLE_SIZE * 1.2)


def title_mark_box(letter: str) -> Box:
    """`title_mark` for a seat's `letter`, in any game's hand image."""
    left = layout.HAND_MARGIN + round(_TITLE_MARK_HEIGHT * layout.PYRAMID_WIDTH_RATIO) + 10
    baseline = layout.HAND_MARGIN + _TITLE_MARK_HEIGHT - 4
    width = mark_width(letter, layout.HAND_TITLE_SIZE)
    return (left, baseline - cap_height(layout.HAND_TITLE_SIZE), left + width, baseline)


_SUBTITLE_SIZE = round(layout.HAND_TITLE_SIZE * 0.7)
_SUBTITLE_MIN = 12  # a subtitle naming a player (whose name may have 32 characters) shrinks to fit, no further


def _subtitle_size(subtitle: str, width: int) -> int:
    """The subtitle's font size: as large as fits `width`, from 21 down to 12 px."""
    size = _SUBTITLE_SIZE
    while size > _SUBTITLE_MIN and font("regular", size).getlength(subtitle) > width:
        size -= 1
    return size


def draw_title(image: Image.Image, colour: str, letter: str, title: str, subtitle: str) -> None:
    """A hand image's title line onto the table at its top: the seat's pyramid and mark, `title` in bold, and
    `subtitle` under it; shared by every game's hand image (Zarcana's too)."""
    draw = ImageDraw.Draw(image)
    icon = pyramid(SEAT_RGB[colour], round(_TITLE_MARK_HEIGHT * layout.PYRAMID_WIDTH_RATIO), _TITLE_MARK_HEIGHT)
    image.paste(icon, (layout.HAND_MARGIN, layout.HAND_MARGIN), icon)
    mark = title_mark_box(letter)
    baseline = mark[3]
    mark_font = font(MARK_FONT, layout.HAND_TITLE_SIZE)
    draw.text((mark[0], baseline), letter, font=mark_font, fill=layout.CARD_FACE, anchor="ls")
    title_x = mark[2] + 14
    title_font = font("bold", layout.HAND_TITLE_SIZE)
    draw.text((title_x, baseline), title, font=title_font, fill=layout.CARD_FACE, anchor="ls")
    subtitle_font = font("regular", _subtitle_size(subtitle, image.width - 2 * layout.HAND_MARGIN))
    draw.text((layout.HAND_MARGIN, baseline + 34), subtitle, font=subtitle_font, fill=layout.FRONTIER_TEXT, anchor="ls")
