"""The images' colours stay apart for every eye, measured as CIEDE2000 (`render.colour_vision`).

Seat colours: every pair, and every seat colour against every background a piece is drawn on, at least the
thresholds in `render.seats` apart as seen with normal vision and with protanopia, deuteranopia and tritanopia
simulated. Uno colours carry their letter (R, Y, G, B), so they need not stay apart under a simulated deficiency;
they are kept apart from the seat colours and from each other for normal vision, so that nobody takes a card's
colour for a player's. Uno yellow is the tight one: between seat yellow and seat orange.

Zarcana: minions use the seat colours on the measured backgrounds (cards, and the table for wasteland); the suits'
bands reuse the Uno colours and carry the suit's letter and word, so no suit is told by colour alone; the white
ring (last move) and the gold one (scored at the end) stay apart for every eye.
"""

from __future__ import annotations

from itertools import combinations

import pytest
from PIL import Image

from render import board_png, hand_png, hands, layout, sprites
from render.colour_vision import Vision, delta_e
from render.layout import RGB
from render.seats import BACKGROUND_DELTA_E, PIECE_BACKGROUNDS, SEAT_DELTA_E, SEAT_RGB
from render.zarcana import layout as zarcana_layout
from render.zarcana import minions as zarcana_minions
from render.zarcana.faces import face_text
from render.zark import samples
from rules import SEAT_COLOURS, SEAT_LETTERS
from rules.zarcana import TAROT, TarotCard, ZarcanaGame, ZarcanaSettings
from rules.zarcana.cards import SUITS
from rules.zark import ZarkGame

Tile = tuple[Image.Image, Image.Image]

UNO_FROM_SEATS = 12.0  # the nearest pair, Uno yellow and seat orange, is 13.1
UNO_APART = 30.0  # the nearest pair, Uno yellow and Uno green, is 31.3


def test_there_is_a_colour_and_a_letter_for_every_seat() -> None:
    assert list(SEAT_RGB) == list(SEAT_COLOURS)
    assert len(set(SEAT_LETTERS)) == len(SEAT_COLOURS)


@pytest.mark.parametrize("vision", list(Vision))
@pytest.mark.parametrize(("a", "b"), list(combinations(SEAT_COLOURS, 2)))
def test_seat_colours_stay_apart_for_every_eye(a: str, b: str, vision: Vision) -> None:
    assert delta_e(SEAT_RGB[a], SEAT_RGB[b], vision) >= SEAT_DELTA_E


@pytest.mark.parametrize("vision", list(Vision))
@pytest.mark.parametrize("background", list(PIECE_BACKGROUNDS))
@pytest.mark.parametrize("seat", SEAT_COLOURS)
def test_seat_colours_stand_out_from_what_they_are_drawn_on(seat: str, background: str, vision: Vision) -> None:
    assert delta_e(SEAT_RGB[seat], PIECE_BACKGROUNDS[background], vision) >= BACKGROUND_DELTA_E


def test_the_palette_is_as_far_apart_as_the_docstring_says() -> None:
    """The least distance of all, which `render.seats` quotes (20.4), so a change of colour updates the reasoning."""
    pairs = [(SEAT_RGB[a], SEAT_RGB[b]) for a, b in combinations(SEAT_COLOURS, 2)]
    pairs += [(colour, background) for colour in SEAT_RGB.values() for background in PIECE_BACKGROUNDS.values()]
    least = min(delta_e(a, b, vision) for a, b in pairs for vision in Vision)
    assert round(least, 1) == 20.4


def test_every_background_a_pyramid_is_drawn_on_is_measured(monkeypatch: pytest.MonkeyPatch, crowded: ZarkGame) -> None:
    """Pyramids on a board (cards, the legend and its highlighted row) and in a hand (on the table): each colour
    they are blended onto is one of `PIECE_BACKGROUNDS`, so the test above measures it."""
    papers: set[RGB] = set()
    tile = sprites.pyramid_tile.__wrapped__
    icon = sprites.pyramid.__wrapped__

    def pyramid_tile(colour: str, width: int, height: int, paper: RGB) -> tuple[Image.Image, Image.Image]:
        papers.add(paper)
        return tile(colour, width, height, paper)

    def hand_icon(colour: RGB, width: int, height: int) -> Image.Image:
        papers.add(layout.FELT)  # the hand pastes it straight onto the table
        return icon(colour, width, height)

    monkeypatch.setattr(sprites, "pyramid_tile", pyramid_tile)
    monkeypatch.setattr(hands, "pyramid", hand_icon)
    hand = samples.sample_hand()
    board_png(crowded.view(None), mark="PREVIEW")
    hand_png(hand.view(hand.current))
    assert {layout.CARD_FACE, layout.LEGEND_BG, layout.LEGEND_CURRENT, layout.FELT} <= papers
    assert papers <= set(PIECE_BACKGROUNDS.values())


@pytest.mark.parametrize("uno", sorted(layout.UNO_RGB))
@pytest.mark.parametrize("seat", SEAT_COLOURS)
def test_uno_colours_do_not_clash_with_seat_colours(uno: str, seat: str) -> None:
    assert delta_e(layout.UNO_RGB[uno], SEAT_RGB[seat]) >= UNO_FROM_SEATS


@pytest.mark.parametrize(("a", "b"), list(combinations(sorted(layout.UNO_RGB), 2)))
def test_uno_colours_are_far_apart(a: str, b: str) -> None:
    assert delta_e(layout.UNO_RGB[a], layout.UNO_RGB[b]) >= UNO_APART


def test_a_wild_is_black_apart_from_every_colour() -> None:
    for colour in [*layout.UNO_RGB.values(), *SEAT_RGB.values()]:
        assert delta_e(layout.WILD_RGB, colour) >= UNO_APART


# ----------------------------------------------------------------------------------------------- Zarcana


def test_zarcana_suit_bands_are_the_measured_uno_colours() -> None:
    """The four suits' bands are the Uno colours and the trumps' the Wild's black, so the tests above keep them apart
    from the seat colours and from each other (normal vision)."""
    assert set(zarcana_layout.SUIT_RGB.values()) <= {*layout.UNO_RGB.values(), layout.WILD_RGB}
    assert len(set(zarcana_layout.SUIT_RGB.values())) == len(zarcana_layout.SUIT_RGB)


@pytest.mark.parametrize("card", [card for card, info in TAROT.items() if info.suit])
def test_a_zarcana_suit_is_never_told_by_colour_alone(card: TarotCard) -> None:
    """Every suit card's face carries its suit's letter in the band's corner and its suit's word in its name, so
    the band's colour is never the only cue (and need not stay apart under a simulated deficiency)."""
    rules = ZarcanaSettings(players=("Ann", "Bob")).ruleset
    face = face_text(card, rules, rules.value(card, None))
    suit = TAROT[card].suit
    assert face.corner == suit
    assert SUITS[suit] in face.name


@pytest.mark.parametrize("vision", list(Vision))
def test_zarcana_rings_differ_for_every_eye(vision: Vision) -> None:
    """White rings the last move's spaces and gold, at the end, the spaces that scored: apart for every eye, and
    the legend says who scored what in words."""
    assert delta_e(layout.LAST_MOVE, layout.WIN_BAND, vision) >= SEAT_DELTA_E


def test_every_background_a_minion_is_drawn_on_is_measured(
    monkeypatch: pytest.MonkeyPatch, zarcana_crowded: ZarcanaGame
) -> None:
    """Minions on cards and in wasteland (the table), and the legend's pyramids: each colour they are blended onto
    is one of `PIECE_BACKGROUNDS`, which the tests above measure against every seat colour."""
    papers: set[RGB] = set()
    minion_tile = zarcana_minions.minion_tile.__wrapped__
    pyramid_tile = sprites.pyramid_tile.__wrapped__

    def recording_minion(
        colour: str, facing: str, width: int, height: int, paper: RGB
    ) -> tuple[Image.Image, Image.Image]:
        papers.add(paper)
        return minion_tile(colour, facing, width, height, paper)

    def recording_pyramid(colour: str, width: int, height: int, paper: RGB) -> Tile:
        papers.add(paper)
        return pyramid_tile(colour, width, height, paper)

    monkeypatch.setattr(zarcana_minions, "minion_tile", recording_minion)
    monkeypatch.setattr(sprites, "pyramid_tile", recording_pyramid)
    board_png(zarcana_crowded.view(None), mark="PREVIEW")
    assert {layout.CARD_FACE, layout.FELT, layout.LEGEND_BG, layout.LEGEND_CURRENT} <= papers
    assert papers <= set(PIECE_BACKGROUNDS.values())
