"""Legend lines: fitted as FreeType measures them, and composed from cached words within a pixel of FreeType's."""

from __future__ import annotations

import random

import pytest
from PIL import Image, ImageDraw, ImageFont

from render import layout, lines, samples
from render.describe import last_move_text
from render.fonts import font, text_length
from render.legend import piles_text
from render.lines import composable, fit, fit_line, line_length, line_pieces, word_tile
from render.palette import blank_canvas, ink, quantize
from render.sprites import Piece, TextStyle, label_piece, paste_piece, piece_box
from rules import Settings
from rules.playout import random_game
from rules.text import status_line

STYLES = [
    TextStyle("bold", 27, layout.LEGEND_TEXT, layout.LEGEND_BG),
    TextStyle("regular", 23, layout.LEGEND_MUTED, layout.LEGEND_BG),
    TextStyle("regular", 27, layout.LEGEND_TEXT, layout.LEGEND_CURRENT),
    TextStyle("regular", 46, layout.LEGEND_TEXT, layout.LEGEND_BG),
    TextStyle("condensed", 15, layout.NAME_TEXT, layout.CARD_FACE),
]


def fit_one_character_at_a_time(text: str, text_font: ImageFont.FreeTypeFont, max_width: float) -> str:
    """How `fit` first worked: the definition it must keep to."""
    if text_font.getlength(text) <= max_width:
        return text
    while text and text_font.getlength(text + "…") > max_width:
        text = text[:-1]
    return text + "…"


def legend_texts() -> list[str]:
    texts = []
    for seed in range(4):
        game = random_game(Settings(players=samples.FIVE_PLAYERS[: 2 + seed]), seed, max_turns=80)
        view = game.view(None)
        texts += [last_move_text(view), status_line(view), piles_text(view)]
    rng = random.Random(9)
    alphabet = "AaBbVvWwTtYy.,'’ -–—…·★◀♠♣♥♦ÀéøßЖжΩω0123456789fiflLT"
    texts += ["".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 70))) for _ in range(150)]
    texts += ["Last move: Zoë built the 10♦ on AB13, then discarded 7♣.", "e\u0301e\u0301e\u0301 combining" * 3]
    return texts


def plain_texts() -> list[str]:
    """Legend texts that are composed: real lines, awkward spacing, and random words in Latin script."""
    texts = [text for text in legend_texts() if composable(text)]
    texts += ["  Turn 5:  a  to play. ", "Last move: Zoë flew the card on N13 to M10 with the A♠.", "fj Tj ff ‘T’"]
    return texts


def test_cached_widths_and_fits_are_the_fonts_own() -> None:
    regular = font("regular", 27)
    for text in ["M13", "Turn 41: Bob to play.", "wins ★", "", " "]:
        assert text_length("regular", 27, text) == regular.getlength(text)
    name = "A very long Discord display name indeed"
    fitted = fit(name, regular, 200)
    assert fitted.endswith("…") and regular.getlength(fitted) <= 200
    assert regular.getlength(fitted[:-1] + name[len(fitted) - 1] + "…") > 200
    assert fit("Ann", regular, 200) == "Ann"


def test_fitting_by_halving_keeps_the_longest_start_that_fits() -> None:
    rng = random.Random(4)
    for text in legend_texts():
        text_font = font(rng.choice(["regular", "bold", "condensed"]), rng.choice([19, 27, 33]))
        full = text_font.getlength(text)
        for max_width in (0, 5, full * 0.3, full * 0.61, full * 0.97, full + 1):
            fit.cache_clear()
            assert fit(text, text_font, max_width) == fit_one_character_at_a_time(text, text_font, max_width), text


def test_a_line_fitted_on_word_widths_is_cut_where_freetype_would_cut_it() -> None:
    """Same kept characters as `fit` on the whole line's FreeType widths, and the composed line fits."""
    rng = random.Random(6)
    for text in legend_texts():
        style = rng.choice(STYLES)
        text_font = font(style.font, style.size)
        full = text_font.getlength(text)
        for max_width in (0, 5, full * 0.3, full * 0.61, full * 0.97, full + 1):
            fitted = fit_line(text, style, max_width)
            assert fitted == fit(text, text_font, max_width), (text, max_width)
            if fitted not in (text, "…"):
                assert line_length(fitted, style) <= max_width
                assert line_length(text[: len(fitted)] + "…", style) > max_width  # one character more is too long


def union(pieces: list[Piece]) -> tuple[int, int, int, int]:
    boxes = [piece_box(piece) for piece in pieces]
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))


@pytest.mark.parametrize("style", STYLES)
def test_a_composed_line_is_as_wide_as_freetypes_whole_line(style: TextStyle) -> None:
    text_font = font(style.font, style.size)
    for text in plain_texts():
        assert abs(line_length(text, style) - text_font.getlength(text)) <= 1, text
        if text != text.strip(" "):
            continue  # FreeType's box holds the outer spaces; the composed one has only tiles of words
        left, _, right, _ = union(line_pieces((0, 0), text, style))
        whole_left, _, whole_right = text_font.getbbox(text, anchor="ls")[:3]
        assert abs(left - whole_left) <= 1 and abs(right - whole_right) <= 1, text
        assert abs((right - left) - text_font.getlength(text)) <= 4, text  # ink may overhang the advance a little


def ink_of(image: Image.Image, paper: int) -> Image.Image:
    """A mask of the pixels that are not the paper's palette index."""
    table = bytes(0 if index == paper else 255 for index in range(256))
    return Image.frombytes("L", image.size, image.tobytes().translate(table))


def ink_columns(mask: Image.Image) -> set[int]:
    profile = mask.reduce((1, mask.height)).tobytes()
    return {x for x, value in enumerate(profile) if value}


@pytest.mark.parametrize("anchor", ["ls", "ms", "rs"])
def test_a_composed_lines_ink_is_within_a_pixel_of_freetype_drawing_the_line(anchor: str) -> None:
    """Ink box within a pixel, same rows, and every inked column within a pixel of one inked by FreeType."""
    for style in STYLES:
        text_font = font(style.font, style.size)
        for text in plain_texts():
            if not text.strip():
                continue
            width, height = round(text_font.getlength(text)) + 4 * style.size, 3 * style.size
            xy = ({"ls": style.size, "ms": width // 2, "rs": width - style.size}[anchor], 2 * style.size)
            drawn = Image.new("RGB", (width, height), style.paper)
            ImageDraw.Draw(drawn).text(xy, text, font=text_font, fill=style.ink, anchor=anchor)
            composed = blank_canvas(width, height, style.paper)
            for piece in line_pieces(xy, text, style, anchor):
                paste_piece(composed, piece)
            drawn_ink, composed_ink = ink_of(quantize(drawn), ink(style.paper)), ink_of(composed, ink(style.paper))
            drawn_box, composed_box = drawn_ink.getbbox(), composed_ink.getbbox()
            assert drawn_box and composed_box, text
            assert (drawn_box[1], drawn_box[3]) == (composed_box[1], composed_box[3]), text
            assert abs(drawn_box[0] - composed_box[0]) <= 1 and abs(drawn_box[2] - composed_box[2]) <= 1, text
            drawn_columns, composed_columns = ink_columns(drawn_ink), ink_columns(composed_ink)
            for these, those in [(drawn_columns, composed_columns), (composed_columns, drawn_columns)]:
                assert all({x - 1, x, x + 1} & those for x in these), (text, style, anchor)


def test_words_are_drawn_once_and_a_line_of_known_words_renders_no_new_text(monkeypatch: pytest.MonkeyPatch) -> None:
    rendered: list[str] = []
    getmask2 = ImageFont.FreeTypeFont.getmask2

    def counting(self: ImageFont.FreeTypeFont, text: str, *args: object, **kwargs: object) -> object:
        rendered.append(text)
        return getmask2(self, text, *args, **kwargs)

    monkeypatch.setattr(ImageFont.FreeTypeFont, "getmask2", counting)
    style = TextStyle("regular", 31, layout.LEGEND_TEXT, layout.LEGEND_BG)
    line_pieces((0, 0), "Turn 417: Quixotry to zigzag.", style)
    assert sorted(rendered) == sorted(["Turn", "417:", "Quixotry", "to", "zigzag."])
    rendered.clear()
    misses = word_tile.cache_info().misses, text_length.cache_info().misses
    line_pieces((0, 0), "zigzag. to Quixotry Turn 417: to", style)
    fit_line("zigzag. Turn to Quixotry 417:", style, 10_000)
    assert rendered == []
    assert (word_tile.cache_info().misses, text_length.cache_info().misses) == misses


def test_text_that_is_not_plain_is_drawn_whole() -> None:
    style = STYLES[2]
    for text in ["Turn 3: محمد to play.", "Last move: Zoë\u0301 built", "Вася (to their small)", "שלום עולם"]:
        assert not composable(text)
        assert line_pieces((18, 40), text, style) == [label_piece((18, 40), text, style, "ls")]
        assert fit_line(text, style, 120) == fit(text, font(style.font, style.size), 120)


def test_words_whose_tiles_would_overlap_are_drawn_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    """A tile's paper must never cover ink of the word before: with no room for a space, "f" overhangs."""
    style = STYLES[3]
    assert len(line_pieces((0, 0), "f f", style)) == 2

    def no_space(font_style: str, size: int, text: str) -> float:
        return 0.0 if text == " " else text_length(font_style, size, text)

    monkeypatch.setattr(lines, "text_length", no_space)
    assert line_pieces((0, 0), "f f", style) == [label_piece((0, 0), "f f", style, "ls")]


def test_only_baseline_anchors_are_composed() -> None:
    with pytest.raises(ValueError, match="'mm'"):
        line_pieces((0, 0), "Turn 1: a to play.", STYLES[0], "mm")
