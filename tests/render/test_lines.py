"""Legend lines: fitted as FreeType measures them, and pasted from cached words within a pixel of FreeType's."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PIL import Image, ImageDraw, ImageFont

from i18n import ENGLISH, say
from render import layout, lines
from render.fonts import font, text_length
from render.lines import fit, paste_line, word_by_word
from render.palette import blank_canvas, ink, quantize
from render.sprites import TextStyle, label
from render.zark import samples
from render.zark.describe import last_move_text
from render.zark.legend import piles_text
from rules.zark import ZarkSettings
from rules.zark.playout import random_game
from rules.zark.text import status_line

STYLES = [
    TextStyle("bold", 27, layout.LEGEND_TEXT, layout.LEGEND_BG),
    TextStyle("regular", 23, layout.LEGEND_MUTED, layout.LEGEND_BG),
    TextStyle("regular", 27, layout.LEGEND_TEXT, layout.LEGEND_CURRENT),
    TextStyle("regular", 46, layout.LEGEND_TEXT, layout.LEGEND_BG),
    TextStyle("condensed", 15, layout.NAME_TEXT, layout.CARD_FACE),
]


def legend_texts() -> list[str]:
    texts = []
    for seed in range(4):
        game = random_game(ZarkSettings(players=samples.FIVE_PLAYERS[: 2 + seed]), seed, max_turns=80)
        view = game.view(None)
        texts += [last_move_text(view), say(ENGLISH, status_line(view)), piles_text(view)]
    rng = random.Random(9)
    alphabet = "AaBbVvWwTtYy.,'’ -–—…·★◀♠♣♥♦ÀéøßЖжΩω0123456789fiflLT"
    texts += ["".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 70))) for _ in range(150)]
    texts += ["Last move: Zoë built the 10♦ on AB13, then discarded 7♣.", "e\u0301e\u0301e\u0301 combining" * 3]
    return texts


def plain_texts() -> list[str]:
    """Legend texts pasted word by word: real lines, awkward spacing, and random words in Latin script."""
    texts = [text for text in legend_texts() if word_by_word(text)]
    texts += ["  Turn 5:  a  to play. ", "Last move: Zoë flew the card on N13 to M10 with the A♠.", "fj Tj ff ‘T’"]
    return texts


def test_cached_widths_are_the_fonts_own() -> None:
    regular = font("regular", 27)
    for text in ["M13", "Turn 41: Bob to play.", "wins ★", "", " "]:
        assert text_length("regular", 27, text) == regular.getlength(text)


def test_fit_keeps_the_longest_start_that_fits_with_an_ellipsis() -> None:
    rng = random.Random(4)
    for text in legend_texts():
        text_font = font(rng.choice(["regular", "bold", "condensed"]), rng.choice([19, 27, 33]))
        full = text_font.getlength(text)
        assert fit(text, text_font, full) == text
        for max_width in (full * 0.3, full * 0.61, full * 0.97):
            fitted = fit(text, text_font, max_width)
            kept = len(fitted) - 1
            assert fitted == text[:kept] + "…", text
            assert kept == 0 or text_font.getlength(fitted) <= max_width, text
            assert text_font.getlength(text[: kept + 1] + "…") > max_width, text  # one character more is too long
    assert fit("A very long Discord display name", font("regular", 27), 5) == "…"


def ink_of(image: Image.Image, paper: int) -> Image.Image:
    """A mask of the pixels that are not the paper's palette index."""
    table = bytes(0 if index == paper else 255 for index in range(256))
    return Image.frombytes("L", image.size, image.tobytes().translate(table))


def ink_columns(mask: Image.Image) -> set[int]:
    profile = mask.reduce((1, mask.height)).tobytes()
    return {x for x, value in enumerate(profile) if value}


@pytest.mark.parametrize("style", STYLES)
def test_a_line_pasted_from_words_is_within_a_pixel_of_freetype_drawing_it(style: TextStyle) -> None:
    """Ink box within a pixel, same rows, and every inked column within a pixel of one inked by FreeType."""
    text_font = font(style.font, style.size)
    for text in plain_texts():
        if not text.strip():
            continue
        width, height = round(text_font.getlength(text)) + 2 * style.size, 3 * style.size
        xy = (style.size, 2 * style.size)
        drawn = Image.new("RGB", (width, height), style.paper)
        ImageDraw.Draw(drawn).text(xy, text, font=text_font, fill=style.ink, anchor="ls")
        pasted = blank_canvas(width, height, style.paper)
        paste_line(pasted, xy, text, style)
        drawn_ink, pasted_ink = ink_of(quantize(drawn), ink(style.paper)), ink_of(pasted, ink(style.paper))
        drawn_box, pasted_box = drawn_ink.getbbox(), pasted_ink.getbbox()
        assert drawn_box and pasted_box, text
        assert (drawn_box[1], drawn_box[3]) == (pasted_box[1], pasted_box[3]), text
        assert abs(drawn_box[0] - pasted_box[0]) <= 1 and abs(drawn_box[2] - pasted_box[2]) <= 1, text
        drawn_columns, pasted_columns = ink_columns(drawn_ink), ink_columns(pasted_ink)
        for these, those in [(drawn_columns, pasted_columns), (pasted_columns, drawn_columns)]:
            assert all({x - 1, x, x + 1} & those for x in these), (text, style)


def rendering(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts FreeType renders from now on."""
    rendered: list[str] = []
    getmask2 = ImageFont.FreeTypeFont.getmask2

    def counting(self: ImageFont.FreeTypeFont, text: str, *args: Any, **kwargs: Any) -> Any:
        rendered.append(text)
        return getmask2(self, text, *args, **kwargs)

    monkeypatch.setattr(ImageFont.FreeTypeFont, "getmask2", counting)
    return rendered


def test_words_are_drawn_once_and_a_line_of_known_words_renders_no_new_text(monkeypatch: pytest.MonkeyPatch) -> None:
    rendered = rendering(monkeypatch)
    canvas = blank_canvas(600, 60, layout.LEGEND_BG)
    style = TextStyle("regular", 31, layout.LEGEND_TEXT, layout.LEGEND_BG)
    paste_line(canvas, (0, 40), "Turn 417: Quixotry to zigzag.", style)
    assert sorted(rendered) == sorted(["Turn", "417:", "Quixotry", "to", "zigzag."])
    rendered.clear()
    paste_line(canvas, (0, 40), "zigzag. to Quixotry Turn 417: to", style)
    assert rendered == []


def rendered_for(text: str, style: TextStyle, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What FreeType renders to paste a line of `text`, starting from an empty label cache."""
    label.cache_clear()
    canvas = blank_canvas(400, 80, style.paper)
    with monkeypatch.context() as patch:
        rendered = rendering(patch)
        paste_line(canvas, (10, 60), text, style)
    assert ink_of(canvas, ink(style.paper)).getbbox() is not None
    return rendered


def test_text_that_is_not_plain_is_drawn_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    for text in ["Turn 3: محمد to play.", "Last move: Zoë\u0301 built", "Вася (to their small)", "שלום עולם"]:
        assert not word_by_word(text)
        assert rendered_for(text, STYLES[2], monkeypatch) == [text]
    assert rendered_for("Turn 3: Zoë to play.", STYLES[2], monkeypatch) == ["Turn", "3:", "Zoë", "to", "play."]


def test_words_whose_labels_would_overlap_are_drawn_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    """A label's paper must never cover ink of the word before: with no room for a space, "f" overhangs."""
    assert rendered_for("f f", STYLES[3], monkeypatch) == ["f"]

    def no_space(font_style: str, size: int, text: str) -> float:
        return 0.0 if text == " " else text_length(font_style, size, text)

    monkeypatch.setattr(lines, "text_length", no_space)
    assert rendered_for("f f", STYLES[3], monkeypatch) == ["f", "f f"]


def test_a_changing_line_is_cut_after_whole_words_measured_as_it_is_pasted() -> None:
    style = STYLES[0]
    words = ["Last", "move:", "Zoë", "built", "the", "10♦", "on", "AB13,", "then", "discarded", "7♣."]

    def composed(text: str) -> float:
        parts = text.split(" ")
        return sum(text_length(style.font, style.size, part) for part in parts) + (len(parts) - 1) * text_length(
            style.font, style.size, " "
        )

    full = composed(" ".join(words))
    assert lines.fit_words(" ".join(words), style, full) == " ".join(words)
    for share in (0.35, 0.6, 0.9):
        fitted = lines.fit_words(" ".join(words), style, full * share)
        kept = fitted.removesuffix("…").split(" ")
        assert fitted.endswith("…") and kept == words[: len(kept)], fitted  # whole words, in order
        assert composed(fitted) <= full * share
        longer = " ".join(words[: len(kept) + 1]) + "…"
        assert composed(longer) > full * share  # one word more would not fit


def test_a_line_whose_first_word_is_too_long_or_not_latin_is_cut_by_characters() -> None:
    style = STYLES[0]
    long_name = "Wolfeschlegelsteinhausenbergerdorff moved."
    width = text_length(style.font, style.size, "Wolfeschlegel")
    assert lines.fit_words(long_name, style, width) == fit(long_name, font(style.font, style.size), width)
    cyrillic = "Последний ход: Жанна построила 10♦ на AB13."
    assert not word_by_word(cyrillic)
    assert lines.fit_words(cyrillic, style, 200) == fit(cyrillic, font(style.font, style.size), 200)
