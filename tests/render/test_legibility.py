"""Every piece and every card can be told without colour, and every cell read by its name, when the image is shown at a
phone's width.

Each image is drawn, scaled to `PHONE_WIDTH` pixels wide as a phone shows it, and the letter that stands for a colour
(a seat's mark on the board, in the legend and in the hand; an Uno card's colour letter; a tarot card's value and
name) and each cell's name (K11, which a player types: under a card, in an empty cell, also in a replay's frame) is
measured there: the rows from the first to the last that hold a pixel nearer the ink than the paper in
lightness. The boards: the samples in docs/images (the crowded 54-card 5-player board the widest, 1,592 px; the
Zarcana samples, the widest seven spaces across, 1,256 px), 5-player games of each family and a Zarcana board crowded
past any rule's limit.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from pathlib import Path

import pytest
from PIL import Image, ImageDraw

from render import framing
from render import samples as reference_samples
from render.colour_vision import Vision, simulate
from render.drawers import drawer_of
from render.fonts import font
from render.layout import CARD_FACE, FELT, FRONTIER_TEXT, LEGEND_BG, LEGEND_CURRENT, NAME_TEXT, RGB
from render.replay import draw_frame, frame_size, framed_board, placement
from render.seats import MARK_INK, MARK_PHONE_HEIGHT, PHONE_WIDTH, SHARED_BY_TWO_WIDTH, SHARED_MARK_PHONE_HEIGHT
from render.zarcana import samples as zarcana_samples
from render.zarcana import zarcana_geometry
from render.zarcana.board import cell_name_box
from render.zarcana.board import draw_board as zarcana_draw_board
from render.zarcana.faces import band_colours, board_lines, face_text, hand_lines, name_initial_box, value_box
from render.zarcana.hand import draw_hand as zarcana_draw_hand
from render.zarcana.hand import hand_box as zarcana_hand_box
from render.zarcana.hand import title_mark as zarcana_title_mark
from render.zarcana.layout import NAME_INK, NAME_PHONE_HEIGHT, VALUE_PHONE_HEIGHT, WASTELAND_MARK, WASTELAND_TEXT
from render.zarcana.legend import is_marked_row as zarcana_marked_row
from render.zarcana.legend import legend_lines, seat_mark_box
from render.zark import board_geometry, samples
from render.zark.board import draw_board
from render.zark.geometry import BoardGeometry
from render.zark.hand import draw_hand, title_mark
from render.zark.legend import is_marked_row
from render.zark.legend import legend_lines as zark_legend_lines
from render.zark.legend import seat_mark_box as zark_seat_mark_box
from render.zark.uno import board_letter_box, card_ink, fill, is_uno_face
from rules import Phase, cell_name, parse_cell
from rules.zarcana import Minion, ZarcanaGame, ZarcanaSettings, ZarcanaView
from rules.zarcana.playout import random_game as zarcana_random_game
from rules.zark import ZarkGame, ZarkSettings, ZarkView
from rules.zark.playout import random_game

Box = tuple[int, int, int, int]
DOCS = Path(__file__).resolve().parents[2] / "docs" / "images"
SAMPLES = ["crowded", "finished", "early", "unocitta", "unopolis"]
#: Five-player games: a 1,370 px Zark City board with nine pyramids of one seat on a landscape card; Uno boards
#: where two and three seats share cards, 845 and 1,055 px wide; and one 1,370 px wide, where two share nine cards.
FIVE_PLAYER_GAMES = [("zark-city", 106), ("unocitta", 100), ("unopolis", 108), ("unopolis", 102)]


def at_phone_width(image: Image.Image) -> tuple[Image.Image, float]:
    """The image as a phone shows it, `PHONE_WIDTH` pixels wide, in greyscale (what tells ink from paper), and the
    scale it was shrunk by."""
    scale = PHONE_WIDTH / image.width
    size = (PHONE_WIDTH, round(image.height * scale))
    return image.convert("RGB").resize(size, Image.Resampling.LANCZOS).convert("L"), scale


def _lightness(colour: RGB) -> int:
    return int(Image.new("RGB", (1, 1), colour).convert("L").getpixel((0, 0)))  # type: ignore[arg-type]


def ink_height(phone: Image.Image, scale: float, box: Box, ink: RGB, paper: RGB, sides: float = 0.15) -> int:
    """How tall the ink drawn in `box` (a box of the full-size image) is at phone width, in rows. Only the middle
    of the box's width is looked at, less `sides` of it at each side, clear of anything beside it (a cell's name is
    measured whole: its box is its ink's, and nothing is drawn beside it within a ring's reach)."""
    left, top, right, bottom = box
    margin = (right - left) * sides
    region = phone.crop(
        (
            math.floor((left + margin) * scale),
            math.floor(top * scale),
            math.ceil((right - margin) * scale),
            math.ceil(bottom * scale),
        )
    )
    paper_level, half = _lightness(paper), abs(_lightness(ink) - _lightness(paper)) / 2
    rows = [
        y
        for y in range(region.height)
        if any(abs(int(region.getpixel((x, y))) - paper_level) > half for x in range(region.width))  # type: ignore[arg-type]
    ]
    return rows[-1] - rows[0] + 1 if rows else 0


def boards(request: pytest.FixtureRequest) -> dict[str, ZarkView]:
    return {name: request.getfixturevalue(name).view(None) for name in SAMPLES}


@pytest.fixture(scope="module")
def five_player_boards() -> dict[str, ZarkView]:
    return {
        f"{game}-{seed}": random_game(ZarkSettings(players=samples.FIVE_PLAYERS, game=game), seed, max_turns=500).view(
            None
        )
        for game, seed in FIVE_PLAYER_GAMES
    }


@pytest.fixture
def every_board(request: pytest.FixtureRequest, five_player_boards: dict[str, ZarkView]) -> dict[str, ZarkView]:
    return {**boards(request), **five_player_boards}


def _marks_at_phone_width(view: ZarkView) -> tuple[BoardGeometry, list[tuple[str, int, int]]]:
    """Each seat mark on the board: its cell's name, how many seats share that card, and its height at phone width."""
    geometry = board_geometry(view)
    phone, scale = at_phone_width(draw_board(view))
    heights = [
        (cell_name(cell), len(marks), ink_height(phone, scale, mark.box, MARK_INK, CARD_FACE))
        for cell, marks in geometry.marks.items()
        for mark in marks
    ]
    return geometry, heights


def test_the_widest_sample_is_the_54_card_board(crowded: ZarkGame) -> None:
    view = crowded.view(None)
    assert len(view.cards) == 54 and len(view.seats) == 5
    assert board_geometry(view).width == 1592


def test_a_seat_mark_on_a_card_one_seat_holds_is_legible_at_phone_width(every_board: dict[str, ZarkView]) -> None:
    """At least `MARK_PHONE_HEIGHT` (7) px, on every board, the crowded 54-card one included."""
    for name, view in every_board.items():
        geometry, heights = _marks_at_phone_width(view)
        alone = [(cell, height) for cell, seats, height in heights if seats == 1]
        assert alone, name
        assert min(height for _, height in alone) >= MARK_PHONE_HEIGHT, (name, geometry.width, alone)


def test_seat_marks_on_a_shared_card_take_the_room_there_is(every_board: dict[str, ZarkView]) -> None:
    """Where seats share a card the marks shrink to fit it: to no less than `SHARED_MARK_PHONE_HEIGHT` (5) px, and
    not below 7 where two seats share a card of a board up to `SHARED_BY_TWO_WIDTH` px wide."""
    seen = {2: 0, 3: 0}
    for name, view in every_board.items():
        geometry, heights = _marks_at_phone_width(view)
        for cell, seats, height in heights:
            if seats > 1:
                seen[min(seats, 3)] += 1
                legible = seats == 2 and geometry.width <= SHARED_BY_TWO_WIDTH
                floor = MARK_PHONE_HEIGHT if legible else SHARED_MARK_PHONE_HEIGHT
                assert height >= floor, (name, geometry.width, cell, seats, height)
    assert seen[2] >= 6 and seen[3] >= 2


def test_the_measure_fails_the_old_letters_inside_pyramids() -> None:
    """The letter a large pyramid carried inside (half its 36 px height), measured as the marks are on a board as
    wide as the crowded one: 3 px, what players reported as unreadable."""
    image = Image.new("RGB", (1580, 100), CARD_FACE)
    letter = font("bold", 18)
    ImageDraw.Draw(image).text((100, 60), "B", font=letter, fill=MARK_INK, anchor="ls")
    left, top, right, bottom = (int(edge) for edge in letter.getbbox("B", anchor="ls"))
    phone, scale = at_phone_width(image)
    assert ink_height(phone, scale, (100 + left, 60 + top, 100 + right, 60 + bottom), MARK_INK, CARD_FACE) == 3


def _ink_and_paper(image: Image.Image, box: Box) -> tuple[RGB, RGB]:
    """The colours text drawn in `box` of a board (RGB, full size) is made of: the commonest there (its paper) and
    the one furthest from it in lightness (its ink), whatever the text is drawn on (a card, the table, a ring)."""
    counts: list[tuple[int, RGB]] = image.crop(box).getcolors(image.width * image.height) or []  # type: ignore[assignment]
    paper = max(counts)[1]
    ink = max(counts, key=lambda found: abs(_lightness(found[1]) - _lightness(paper)))[1]
    return ink, paper


def _outer_ring(geometry: BoardGeometry, cell: tuple[int, int]) -> bool:
    xs, ys = [x for x, _ in geometry.cells], [y for _, y in geometry.cells]
    return cell[0] in (min(xs), max(xs)) or cell[1] in (min(ys), max(ys))


def _name_heights(view: ZarkView, cells: Iterable[tuple[int, int]]) -> list[tuple[str, int]]:
    """Each line of `cells`' names on the board of `view` (an outer column's may have two) and its height at phone
    width."""
    geometry = board_geometry(view)
    image = draw_board(view)
    phone, scale = at_phone_width(image)
    full = image.convert("RGB")
    return [
        (cell_name(cell), ink_height(phone, scale, line.box, *_ink_and_paper(full, line.box), sides=0))
        for cell in cells
        for line in geometry.labels[cell]
    ]


def test_a_cards_name_is_legible_at_phone_width(every_board: dict[str, ZarkView]) -> None:
    """The name of every card (K11), which a player types to move, attack or fly there: at least `MARK_PHONE_HEIGHT`
    (7) px at phone width on every board, the 54-card one included, as the seat marks are."""
    measured = 0
    for name, view in every_board.items():
        heights = _name_heights(view, view.cards)
        small = [(cell, height) for cell, height in heights if height < MARK_PHONE_HEIGHT]
        assert not small, (name, board_geometry(view).width, small)
        measured += len(heights)
    assert measured >= 150


def test_empty_cell_names_are_legible_at_phone_width(every_board: dict[str, ZarkView]) -> None:
    """The name of every empty cell a card may go to (K11), which a player types: at least `MARK_PHONE_HEIGHT` (7) px
    at phone width on every board, the 54-card one included, as the seat marks are; the outer ring's too."""
    measured = {"inner": 0, "outer ring": 0}
    for name, view in every_board.items():
        if view.phase is Phase.OVER:
            continue  # a finished board shows no empty cells
        geometry = board_geometry(view)
        for cell, height in _name_heights(view, view.frontier):
            where = "outer ring" if _outer_ring(geometry, parse_cell(cell)) else "inner"
            assert height >= MARK_PHONE_HEIGHT, (name, geometry.width, where, cell, height)
            measured[where] += 1
    assert measured["inner"] >= 50 and measured["outer ring"] >= 30, measured


@pytest.mark.parametrize("position", ["crowded", "finished"])
def test_a_replay_frames_card_names_are_legible_at_phone_width(position: str, request: pytest.FixtureRequest) -> None:
    """A replay's frame (`render.replay.MAX_WIDTH` wide) shows the board's table zoomed to its width: shown at phone
    width, every card's name is at least `MARK_PHONE_HEIGHT` (7) px there too, on the widest board as well."""
    view: ZarkView = request.getfixturevalue(position).view(None)
    drawer = drawer_of(view)
    board = framed_board(drawer, view, ())
    size = frame_size([board])
    zoom, (left, top, _, _) = placement(board, size, 0)
    drawn = drawer.board(view, highlight=(), mark="")
    shown = framing.shown_box(drawn, framing.legend_top(drawn))
    full = drawn.convert("RGB")
    phone, scale = at_phone_width(draw_frame(drawer, view, (), "The last move"))
    geometry = board_geometry(view)
    for cell in view.cards:
        (line,) = geometry.labels[cell]
        box = line.box
        x0, y0, x1, y1 = ((edge - shown[index % 2]) * zoom + (left, top)[index % 2] for index, edge in enumerate(box))
        at = (math.floor(x0), math.floor(y0), math.ceil(x1), math.ceil(y1))
        height = ink_height(phone, scale, at, *_ink_and_paper(full, box), sides=0)
        assert height >= MARK_PHONE_HEIGHT, (position, cell_name(cell), height)


def test_the_legend_marks_are_legible_at_phone_width(every_board: dict[str, ZarkView]) -> None:
    for name, view in every_board.items():
        geometry = board_geometry(view)
        phone, scale = at_phone_width(draw_board(view))
        placed = zark_legend_lines(view, geometry.legend_font_size, geometry.width, geometry.legend[1])
        for seat in range(len(view.seats)):
            _, box = zark_seat_mark_box(view, seat, placed, geometry.legend_font_size, geometry.width)
            paper = LEGEND_CURRENT if is_marked_row(view, seat) else LEGEND_BG
            assert ink_height(phone, scale, box, MARK_INK, paper) >= MARK_PHONE_HEIGHT, (name, seat)


@pytest.mark.parametrize("hand", ["sample_hand", "uno_hand"])
def test_the_hand_shows_its_seat_mark_legibly_at_phone_width(hand: str) -> None:
    game: ZarkGame = getattr(samples, hand)()
    for seat in game.seats:
        game.hands[seat] = game.hands[seat][:2]  # the narrowest hand is the one a phone shrinks least
    view = game.view(game.current)
    phone, scale = at_phone_width(draw_hand(view))
    assert ink_height(phone, scale, title_mark(view), CARD_FACE, FELT) >= MARK_PHONE_HEIGHT


@pytest.mark.parametrize("name", ["unocitta", "unopolis"])
def test_an_uno_cards_colour_letter_is_legible_at_phone_width(name: str, request: pytest.FixtureRequest) -> None:
    _check_uno_letters(request.getfixturevalue(name).view(None))


@pytest.mark.parametrize("game", [f"{game}-{seed}" for game, seed in FIVE_PLAYER_GAMES if game != "zark-city"])
def test_the_colour_letter_is_legible_on_five_player_uno_boards(
    game: str, five_player_boards: dict[str, ZarkView]
) -> None:
    _check_uno_letters(five_player_boards[game])


def _check_uno_letters(view: ZarkView) -> None:
    geometry = board_geometry(view)
    phone, scale = at_phone_width(draw_board(view))
    measured = 0
    for cell, card in view.cards.items():
        assert is_uno_face(card)
        box = geometry.cards[cell]
        letter = board_letter_box(card, view.nominations.get(cell), box[2] - box[0])
        if letter is None:
            continue
        shown = view.nominations.get(cell, card)
        at = (box[0] + letter[0], box[1] + letter[1], box[0] + letter[2], box[1] + letter[3])
        height = ink_height(phone, scale, at, card_ink(shown), fill(shown))
        assert height >= MARK_PHONE_HEIGHT, (cell_name(cell), geometry.width, height)
        measured += 1
    assert measured >= len(view.cards) - 2


@pytest.fixture(scope="module")
def reference_images(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("docs")
    return {path.name: path for path in reference_samples.write_reference_images(folder)}


@pytest.mark.parametrize("board", ["board-54-cards", "board-zarcana-crowded"])
def test_docs_show_the_crowded_board_at_phone_width_for_every_eye(
    board: str, reference_images: dict[str, Path]
) -> None:
    """docs/images holds what `render.samples` makes now: the crowded boards (Zark City's 54 cards, Zarcana's) at
    phone width as seen normally, and each simulated deficiency pixel for pixel the simulation of that image."""
    normal = Image.open(DOCS / f"{board}-phone-400px.png").convert("RGB")
    assert normal.width == PHONE_WIDTH
    for vision in Vision:
        suffix = "" if vision is Vision.NORMAL else f"-{vision.value}"
        name = f"{board}-phone-400px{suffix}.png"
        kept = Image.open(DOCS / name).convert("RGB")
        assert kept.tobytes() == Image.open(reference_images[name]).convert("RGB").tobytes(), name
        for xy in [(20, 20), (200, 250), (30, 380), (300, 460)]:
            assert kept.getpixel(xy) == simulate(normal.getpixel(xy), vision), (name, xy)  # type: ignore[arg-type]


# ----------------------------------------------------------------------------------------------- Zarcana

#: Five-player Zarcana games played to the end, as the bot's tables play them (814 to 904 px wide).
ZARCANA_FIVE_PLAYER_SEEDS = range(4)


def zarcana_stress_board() -> ZarcanaView:
    """The wide sample with spaces crowded past any rule's limit: five seats on one card, three seats' eight minions on
    another, five large minions on a third (the Empress, the Hermit and the Moon can put more than three on a space)."""
    game = zarcana_samples.wide_game()
    cells = sorted(cell for cell, stack in game.stacks.items() if stack)
    game.minions[cells[0]] = [Minion(seat, 1 + seat % 3, "UNESW"[seat]) for seat in range(5)]
    game.minions[cells[1]] = [Minion(index % 3, 1 + index % 3, "UNESWUNE"[index]) for index in range(8)]
    game.minions[cells[2]] = [
        Minion(0, 3, "E"),
        Minion(0, 3, "W"),
        Minion(1, 3, "N"),
        Minion(1, 3, "S"),
        Minion(2, 3, "U"),
    ]
    return game.view(None)


@pytest.fixture(scope="module")
def zarcana_boards(request: pytest.FixtureRequest) -> dict[str, ZarcanaView]:
    names = ["zarcana_crowded", "zarcana_wide", "zarcana_midgame", "zarcana_finished"]
    views = {name: request.getfixturevalue(name).view(None) for name in names}
    for seed in ZARCANA_FIVE_PLAYER_SEEDS:
        game = zarcana_random_game(ZarcanaSettings(players=samples.FIVE_PLAYERS), seed, max_turns=2000)
        views[f"zarcana-5-players-{seed}"] = game.view(None)
    views["zarcana-stress"] = zarcana_stress_board()
    return views


def test_the_widest_zarcana_sample_is_seven_spaces_wide(zarcana_wide: ZarcanaGame) -> None:
    """Seven columns of spaces with a card or a minion (each a full column), and a narrow one of names at one side."""
    geometry = zarcana_geometry(zarcana_wide.view(None))
    columns = {x for x, _ in [*geometry.cards, *geometry.wastelands]}
    assert max(columns) - min(columns) + 1 == len(columns) == 7
    assert geometry.width == 1256


def test_zarcana_seat_marks_are_legible_at_phone_width(zarcana_boards: dict[str, ZarcanaView]) -> None:
    """Every seat mark on a space, shared or not, on a card (dark on white) or in wasteland (white on the table):
    at least `MARK_PHONE_HEIGHT` (7) px, on every board measured, the stress board's three seats on one card too."""
    seen = {"card": 0, "wasteland": 0, "shared": 0}
    for name, view in zarcana_boards.items():
        geometry = zarcana_geometry(view)
        phone, scale = at_phone_width(zarcana_draw_board(view))
        for cell, marks in geometry.marks.items():
            waste = cell in geometry.wastelands
            ink, paper = (WASTELAND_MARK, FELT) if waste else (MARK_INK, CARD_FACE)
            seen["wasteland" if waste else "card"] += 1
            seen["shared"] += len({mark.seat for mark in marks}) > 1
            for mark in marks:
                height = ink_height(phone, scale, mark.box, ink, paper)
                assert height >= MARK_PHONE_HEIGHT, (name, geometry.width, cell_name(cell), height)
    assert seen["card"] >= 30 and seen["wasteland"] >= 10 and seen["shared"] >= 8


def test_zarcana_card_values_and_names_are_legible_at_phone_width(zarcana_boards: dict[str, ZarcanaView]) -> None:
    """On every card: the value's digits at least `VALUE_PHONE_HEIGHT` (10) px tall at phone width, and the first
    letter of its name (a capital or a digit) at least `NAME_PHONE_HEIGHT` (7) px, on boards up to seven spaces wide."""
    for name, view in zarcana_boards.items():
        geometry = zarcana_geometry(view)
        phone, scale = at_phone_width(zarcana_draw_board(view))
        for cell, card in geometry.cards.items():
            face = geometry.faces[cell]
            lines = board_lines(face)
            fill, band_ink = band_colours(face)
            value = _offset(value_box(face, lines), card)
            initial = _offset(name_initial_box(lines), card)
            name_ink = NAME_TEXT if face.face_down else NAME_INK
            where = (name, geometry.width, cell_name(cell), face.name)
            assert ink_height(phone, scale, value, band_ink, fill) >= VALUE_PHONE_HEIGHT, where
            assert ink_height(phone, scale, initial, name_ink, CARD_FACE) >= NAME_PHONE_HEIGHT, where


def test_zarcana_space_names_are_legible_at_phone_width(zarcana_boards: dict[str, ZarcanaView]) -> None:
    """Every space's name (K11), on a card, in wasteland or on an empty space: at least `MARK_PHONE_HEIGHT` (7) px
    at phone width, as the seat marks are, on every board measured (up to seven spaces wide, 1,256 px)."""
    seen = {"card": 0, "wasteland": 0, "empty": 0}
    for name, view in zarcana_boards.items():
        geometry = zarcana_geometry(view)
        phone, scale = at_phone_width(zarcana_draw_board(view))
        where: dict[str, tuple[dict[tuple[int, int], Box], RGB, RGB]] = {
            "card": (geometry.cards, NAME_TEXT, CARD_FACE),
            "wasteland": (geometry.wastelands, WASTELAND_TEXT, FELT),
            "empty": (geometry.empties, FRONTIER_TEXT, FELT),
        }
        for kind, (boxes, ink, paper) in where.items():
            for cell, box in boxes.items():
                seen[kind] += 1
                height = ink_height(phone, scale, cell_name_box(kind, cell, box, geometry.width), ink, paper)
                assert height >= MARK_PHONE_HEIGHT, (name, geometry.width, kind, cell_name(cell), height)
    assert min(seen.values()) >= 5, seen


def _offset(box: Box, card: Box) -> Box:
    return (card[0] + box[0], card[1] + box[1], card[0] + box[2], card[1] + box[3])


def test_the_zarcana_legend_marks_are_legible_at_phone_width(zarcana_boards: dict[str, ZarcanaView]) -> None:
    for name, view in zarcana_boards.items():
        geometry = zarcana_geometry(view)
        phone, scale = at_phone_width(zarcana_draw_board(view))
        layout = legend_lines(view, geometry.legend_font_size, geometry.width, geometry.legend[1])
        for seat in range(len(view.seats)):
            _, box = seat_mark_box(view, seat, layout, geometry.legend_font_size, geometry.width)
            paper = LEGEND_CURRENT if zarcana_marked_row(view, seat) else LEGEND_BG
            assert ink_height(phone, scale, box, MARK_INK, paper) >= MARK_PHONE_HEIGHT, (name, seat)


def test_the_zarcana_hand_is_legible_at_phone_width() -> None:
    """The hand's seat mark at least 7 px, and each card's value and name larger than on any board."""
    game = zarcana_samples.sample_hand()
    view = game.view(game.current)
    phone, scale = at_phone_width(zarcana_draw_hand(view))
    assert ink_height(phone, scale, zarcana_title_mark(view), CARD_FACE, FELT) >= MARK_PHONE_HEIGHT
    for index, card in enumerate(view.hand):
        face = face_text(card, view.settings.ruleset, view.value(card))
        lines = hand_lines(face)
        fill, band_ink = band_colours(face)
        box = zarcana_hand_box(index)
        assert ink_height(phone, scale, _offset(value_box(face, lines), box), band_ink, fill) >= 2 * MARK_PHONE_HEIGHT
        assert ink_height(phone, scale, _offset(name_initial_box(lines), box), NAME_INK, CARD_FACE) >= 10
