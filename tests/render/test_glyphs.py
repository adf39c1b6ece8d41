"""The shipped fonts draw every letter of every language the bot speaks: no character of any catalogue (`i18n`)
comes out as the font's empty box on a board, hand or replay frame."""

from __future__ import annotations

import pytest

from i18n import LANGUAGES
from i18n.catalogue import whole_text
from render.fonts import FONT_FILES, font

#: A character no font of ours has (Unicode's private use): it draws as the font's "missing" box.
MISSING = "\ue000"
#: Emoji (📘, 🤖) in messages posted as text: Discord draws them; the images draw no catalogue's emoji.
EMOJI = range(0x1F000, 0x20000)


def drawn(style: str, char: str) -> tuple[tuple[int, int], bytes]:
    mask = font(style, 20).getmask(char)
    return mask.size, bytes(mask)


def missing_glyphs(style: str, text: str) -> set[str]:
    box = drawn(style, MISSING)
    drawable = {char for char in set(text) if char.isprintable() and not char.isspace() and ord(char) not in EMOJI}
    return {char for char in drawable if drawn(style, char) == box}


@pytest.mark.parametrize("style", FONT_FILES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_character_of_a_catalogue_has_a_glyph(language: str, style: str) -> None:
    text = whole_text(language)
    assert len(set(text)) > 30  # a catalogue is there to look at
    assert missing_glyphs(style, text) == set(), language


def test_a_character_the_fonts_lack_is_found() -> None:
    assert missing_glyphs("regular", "Zark 漢字 ♥") == {"漢", "字"}
