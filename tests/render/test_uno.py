"""Uno cards (Unocitta, Unopolis): boards and hands draw, every colour carries its letter, a Wild shows what it
stands for in the image and in the words."""

from __future__ import annotations

import dataclasses
from itertools import combinations
from pathlib import Path

import pytest
from PIL import Image

from i18n import ENGLISH
from render import alt_text, board_png, board_text, hand_labels, hand_png, hand_text, layout
from render.__main__ import main
from render.words import words_in
from render.zark import board_geometry, samples
from render.zark.describe import controlled_cells
from render.zark.hand import hand_box, hand_size
from render.zark.sprites import board_card
from render.zark.uno import colour_letter, rank_text
from render.zark.words import cell_card
from rules import cell_name
from rules.zark import Card, ZarkGame, ZarkView, write_record
from rules.zark.cards import CARD_INFO, UNO_COLOURS
from tests.render.conftest import colour_count, open_png
from tests.words import english_card

Box = tuple[int, int, int, int]
COLOURED_SEVENS = [Card(f"7{colour}") for colour in UNO_COLOURS]


def band(box: Box, height: int = layout.RANK_BAND) -> Box:
    return (box[0], box[1], box[2], box[1] + height)


def shown_colour(view: ZarkView, cell: tuple[int, int]) -> layout.RGB:
    """The fill of the card's band: its own colour, or for a Wild the colour it stands for."""
    return layout.UNO_RGB[CARD_INFO[view.nominations.get(cell, view.cards[cell])].suit]


@pytest.mark.parametrize("name", ["unocitta", "unopolis"])
def test_uno_boards_draw_each_card_in_its_colour(name: str, request: pytest.FixtureRequest) -> None:
    view: ZarkView = request.getfixturevalue(name).view(None)
    image = open_png(board_png(view))
    geometry = board_geometry(view)
    assert image.size == (geometry.width, geometry.height)
    assert view.nominations, "the sample should have Wilds on the board"
    for cell, box in geometry.cards.items():
        assert colour_count(image, band(box), shown_colour(view, cell)) > 150, cell_name(cell)
        # A strip at the band's left end, inside the card edge, left of any text: all black on a Wild's tag.
        left = box[0] + layout.CARD_EDGE_WIDTH + 1
        wild_tag = colour_count(image, (left, box[1] + 8, left + 2, box[1] + 28), layout.WILD_RGB)
        assert wild_tag == (40 if cell in view.nominations else 0), cell_name(cell)


def test_the_nomination_changes_the_image_and_the_words(unocitta: ZarkGame) -> None:
    view = unocitta.view(None)
    controlled = {cell for cells in controlled_cells(view).values() for cell in cells}
    cell = next(cell for cell in view.nominations if cell in controlled)  # so the alt text names its card
    nominated = view.nominations[cell]
    other = next(card for card in view.settings.ruleset.nominations if CARD_INFO[card].suit != nominated[-1])
    renominated = dataclasses.replace(view, nominations={**view.nominations, cell: other})
    box = board_geometry(view).cards[cell]
    before, after = open_png(board_png(view)).crop(box), open_png(board_png(renominated)).crop(box)
    assert before.tobytes() != after.tobytes()
    assert colour_count(after, band((0, 0, *after.size)), layout.UNO_RGB[other[-1]]) > 150
    assert colour_count(after, band((0, 0, *after.size)), layout.WILD_RGB) > 150  # still a Wild
    old, new = (f"{cell_name(cell)} {words_in(ENGLISH, cell_card(seen, cell))}" for seen in (view, renominated))
    assert new.endswith(f" as {english_card(other)}")
    for text, changed in ((board_text(view), board_text(renominated)), (alt_text(view), alt_text(renominated))):
        assert old in text and new not in text
        assert new in changed and old not in changed


@pytest.mark.parametrize("name", ["unocitta", "unopolis"])
def test_uno_texts_mark_pyramids_by_seat_number_not_by_a_colour_letter_cards_share(
    name: str, early: ZarkGame, request: pytest.FixtureRequest
) -> None:
    """R-22: Uno cards are named by colour (blue 5, 5B), as seats are (blue, B): the text board and the alt text
    mark a seat's pyramids by its seat number; Zark City keeps its colour letters, and the images keep theirs."""
    view: ZarkView = request.getfixturevalue(name).view(None)
    board, alt = board_text(view), alt_text(view)
    assert "Board (pyramids: seat number + s/m/l):" in board
    assert "Ann [blue pyramids, marked 1]" in board and "[blue, B]" not in board
    assert "Ann (blue pyramids)" in alt and "(blue, B)" not in alt
    entries = [
        entry for line in board.splitlines() if line.startswith("Row ") for entry in line.split(": ", 1)[1].split(" · ")
    ]
    for entry in entries:
        _, _, pieces = entry.partition(": ")
        assert not pieces or all(mark[0].isdigit() and mark[1] in "sml" for mark in pieces.split()), entry
    zark = board_text(early.view(None))
    assert "Board (pyramids: colour letter + s/m/l):" in zark and "[blue, B]" in zark


def test_alt_text_names_the_game(unocitta: ZarkGame, unopolis: ZarkGame, early: ZarkGame) -> None:
    assert alt_text(unocitta.view(None)).startswith("Unocitta board, 23 cards.")
    assert alt_text(unopolis.view(None)).startswith("Unopolis board")
    assert alt_text(early.view(None)).startswith("Zark City board")


def _ink_mask(tile: Image.Image, card: Card) -> bytes:
    """The band in greyscale, split into ink and fill: what a reader without colour vision sees of it."""
    grey = tile.convert("RGB").convert("L").crop((0, 0, tile.width, layout.RANK_BAND))
    fill = Image.new("RGB", (1, 1), layout.UNO_RGB[card[-1]]).convert("L").getpixel((0, 0))
    ink = Image.new("RGB", (1, 1), layout.UNO_INK[card[-1]]).convert("L").getpixel((0, 0))
    assert isinstance(fill, int) and isinstance(ink, int)
    middle = (fill + ink) / 2
    return grey.point(lambda value: 255 if (value > middle) == (ink > middle) else 0).tobytes()


def _differing(a: bytes, b: bytes) -> int:
    return sum(x != y for x, y in zip(a, b, strict=True))


@pytest.mark.parametrize("size", [(layout.CARD_SHORT, layout.CARD_LONG), (layout.CARD_LONG, layout.CARD_SHORT)])
def test_each_colour_is_told_apart_without_colour(size: tuple[int, int]) -> None:
    """Same rank, four colours: in greyscale the bands still differ, by the colour letter."""
    masks = {card: _ink_mask(board_card(card, None, *size, layout.FELT), card) for card in COLOURED_SEVENS}
    for a, b in combinations(COLOURED_SEVENS, 2):
        assert _differing(masks[a], masks[b]) > 40, (a, b)
    wild = {card: _ink_mask(board_card(Card("W"), card, *size, layout.FELT), card) for card in COLOURED_SEVENS}
    for a, b in combinations(COLOURED_SEVENS, 2):
        assert _differing(wild[a], wild[b]) > 20, ("Wild as", a, b)


def test_the_band_shows_rank_and_colour_letter() -> None:
    assert [colour_letter(card) for card in COLOURED_SEVENS] == ["R", "Y", "G", "B"]
    assert colour_letter(Card("W")) == colour_letter(Card("W4")) == ""
    words = {"0R": "0", "9B": "9", "SB": "Skip", "RG": "Reverse", "+2Y": "+2", "W": "Wild", "W4": "Wild +4"}
    assert {card: rank_text(Card(card)) for card in words} == words


def test_an_uno_hand_shows_every_kind_of_card() -> None:
    game = samples.uno_hand()
    view = game.view(game.current)
    image = open_png(hand_png(view))
    assert image.size == hand_size(view)
    assert hand_labels(view) == (
        *("red 0", "blue 5", "yellow 7", "green 9", "blue Skip", "green Reverse", "yellow Draw Two"),
        *("Wild", "Wild Draw Four"),
    )
    for index, card in enumerate(view.hand):
        box = hand_box(index)
        suit = CARD_INFO[card].suit
        band_colour = layout.UNO_RGB[suit] if suit else layout.WILD_RGB
        assert colour_count(image, band(box, layout.HAND_UNO_BAND), band_colour) > 3000, card
        # The emblem: a disc of the card's colour, or a Wild's four colours.
        emblem = (box[0], box[1] + layout.HAND_UNO_BAND, box[2], box[3])
        for colour, rgb in layout.UNO_RGB.items():
            assert (colour_count(image, emblem, rgb) > 300) == (suit in ("", colour)), (card, colour)
    words = hand_text(view)
    assert "blue Skip (1 point)" in words and "Wild Draw Four (3 points)" in words


def test_the_command_line_draws_uno(unocitta: ZarkGame, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = tmp_path / "game.txt"
    record.write_text(write_record(unocitta), encoding="utf-8")
    assert main([str(record), "--out", str(tmp_path / "board.png")]) == 0
    assert "Unocitta board" in capsys.readouterr().out
    assert main([str(record), "--out", str(tmp_path / "hand.png"), "--seat", "1", "--hand"]) == 0
    open_png((tmp_path / "hand.png").read_bytes())
