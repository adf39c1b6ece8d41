"""The board image: structure checked on real PNGs through the layout geometry the renderer itself uses."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from render import board_png, layout
from render.seats import SEAT_RGB
from render.zark import board_geometry
from render.zark import layout as zark_layout
from render.zark.board import draw_board
from render.zark.describe import last_move_cells
from render.zark.geometry import piece_area, pyramid_size
from render.zark.grid import is_portrait
from rules import cell_name
from rules.zark import ZarkGame, ZarkSettings
from rules.zark.actions import Build, Place, Starter
from rules.zark.cards import CARD_INFO
from tests.render.conftest import colour_count, open_png

ROOT = Path(__file__).resolve().parents[2]


def inner_point(box: tuple[int, int, int, int]) -> tuple[int, int]:
    """A point on a card that nothing is drawn over: just inside the left edge, halfway down."""
    return (box[0] + zark_layout.CARD_PAD // 2 + 2, (box[1] + box[3]) // 2)


@pytest.mark.parametrize("name", ["crowded", "finished", "early"])
def test_image_size_matches_the_geometry(name: str, request: pytest.FixtureRequest) -> None:
    game: ZarkGame = request.getfixturevalue(name)
    view = game.view(None)
    image = open_png(board_png(view))
    geometry = board_geometry(view)
    assert image.size == (geometry.width, geometry.height)
    assert geometry.legend[3] == geometry.height
    assert geometry.board[3] == geometry.legend[1]


def test_every_card_is_drawn_at_its_cell(crowded: ZarkGame) -> None:
    view = crowded.view(None)
    image = open_png(board_png(view))
    geometry = board_geometry(view)
    highlighted = last_move_cells(view)
    assert len(geometry.cards) == len(view.cards) == 54
    for cell, box in geometry.cards.items():
        assert image.getpixel(inner_point(box)) == layout.CARD_FACE, cell_name(cell)
        # Text in the suit colour on the rank line, and the cell's name under the card: white on the table, grey in
        # the last move's white ring.
        rank_band = (box[0], box[1], box[2], box[1] + layout.RANK_BAND)
        suit = layout.SUIT_COLOURS[CARD_INFO[view.cards[cell]].suit]
        assert colour_count(image, rank_band, suit) > 20, cell_name(cell)
        (name,) = geometry.labels[cell]
        assert name.text == cell_name(cell) and box[3] < name.box[1] and box[0] < name.box[2] and name.box[0] < box[2]
        ink = layout.NAME_TEXT if cell in highlighted else layout.CARD_FACE
        assert colour_count(image, name.box, ink) > 5, cell_name(cell)


def _overlap(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _grown(box: tuple[int, int, int, int], by: int) -> tuple[int, int, int, int]:
    return (box[0] - by, box[1] - by, box[2] + by, box[3] + by)


@pytest.mark.parametrize("name", ["crowded", "finished", "early", "unocitta", "unopolis"])
def test_the_rings_around_a_card_and_its_name_reach_no_other_card_or_name(
    name: str, request: pytest.FixtureRequest
) -> None:
    """The winning block's band (`RING_REACH`) and the last move's ring take a card's name in with the card, and
    reach no other card or card's name (the last move's ring no empty cell's name either): every name lies on one
    colour, and each card's name is nearer its own card than any other."""
    view = request.getfixturevalue(name).view(None)
    geometry = board_geometry(view)
    drawn = {cell: [box, *(line.box for line in geometry.labels[cell])] for cell, box in geometry.cards.items()}
    empty = [line.box for cell in view.frontier for line in geometry.labels.get(cell, ())]
    for cell, parts in drawn.items():
        (own,) = geometry.labels[cell]
        gap = own.box[1] - geometry.cards[cell][3]
        for ring in (_grown(part, zark_layout.RING_REACH) for part in parts):
            others = [box for other, boxes in drawn.items() if other != cell for box in boxes]
            assert not any(_overlap(ring, box) for box in others), cell_name(cell)
            below = [box[1] - own.box[3] for box in others if _overlap((own.box[0], 0, own.box[2], 10**6), box)]
            assert all(distance < 0 or distance > 2 * gap for distance in below), cell_name(cell)
        for ring in (_grown(part, zark_layout.HIGHLIGHT_WIDTH) for part in parts):
            assert not any(_overlap(ring, box) for box in empty), cell_name(cell)


def test_cards_alternate_portrait_and_landscape(crowded: ZarkGame) -> None:
    geometry = board_geometry(crowded.view(None))
    for (x, y), box in geometry.cards.items():
        width, height = box[2] - box[0], box[3] - box[1]
        assert (height > width) == is_portrait((x, y))
        if (x + 1, y) in geometry.cards:
            right = geometry.cards[(x + 1, y)]
            assert (right[3] - right[1] > right[2] - right[0]) != (height > width)


def test_cards_do_not_overlap(crowded: ZarkGame) -> None:
    boxes = list(board_geometry(crowded.view(None)).cards.values())
    for index, a in enumerate(boxes):
        for b in boxes[index + 1 :]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


def test_each_players_colour_appears_on_each_of_their_pyramids(crowded: ZarkGame) -> None:
    """Pure seat colour inside every pyramid, even the smallest on the most crowded card (6 px tall, beside a mark
    that stays legible at phone width): a few pixels there, many more on any other."""
    view = crowded.view(None)
    image = open_png(board_png(view))
    geometry = board_geometry(view)
    drawn = 0
    for cell, placements in geometry.pieces.items():
        assert sorted((p.seat, p.size) for p in placements) == sorted(view.pieces[cell])
        for placement in placements:
            colour = SEAT_RGB[view.seats[placement.seat].colour]
            assert colour_count(image, placement.box, colour) >= 3, (cell_name(cell), placement)
            drawn += 1
    assert drawn == sum(len(here) for here in view.pieces.values())


def test_pyramids_and_marks_stay_in_their_cards_free_area_and_never_cover_each_other(crowded: ZarkGame) -> None:
    """Below the rank, clear of the cell name, inside the card; nothing covers anything else."""
    geometry = board_geometry(crowded.view(None))
    assert max(len(p) for p in geometry.pieces.values()) == 9
    for cell, placements in geometry.pieces.items():
        area = piece_area(cell, geometry.cards[cell])
        boxes = [placement.box for placement in placements] + [mark.box for mark in geometry.marks[cell]]
        for index, a in enumerate(boxes):
            assert area[0] <= a[0] and a[2] <= area[2] and area[1] <= a[1] and a[3] <= area[3], cell_name(cell)
            for b in boxes[index + 1 :]:
                assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], cell_name(cell)


@pytest.mark.parametrize("name", ["crowded", "unocitta", "unopolis"])
def test_each_seat_on_a_card_has_its_mark_there_before_its_pyramids(name: str, request: pytest.FixtureRequest) -> None:
    """One mark per seat on a card, that seat's letter, and each of its pyramids after it on its line or under it."""
    view = request.getfixturevalue(name).view(None)
    geometry = board_geometry(view)
    for cell, placements in geometry.pieces.items():
        marks = {mark.seat: mark for mark in geometry.marks[cell]}
        assert sorted(marks) == sorted({seat for seat, _ in view.pieces[cell]}), cell_name(cell)
        assert len(marks) == len(geometry.marks[cell])
        for placement in placements:
            mark = marks[placement.seat]
            assert mark.letter == view.seats[placement.seat].letter
            after = placement.box[0] >= mark.box[2] and placement.box[1] < mark.box[3]  # on its line or rows above
            under = placement.box[1] >= mark.box[3]
            assert after or under, cell_name(cell)


def test_three_pyramid_sizes_are_clearly_different() -> None:
    heights = [pyramid_size(size, 1.0)[1] for size in (1, 2, 3)]
    assert heights[1] >= heights[0] * 1.4 and heights[2] >= heights[0] * 1.9


def test_a_lone_pyramid_is_drawn_full_size(early: ZarkGame) -> None:
    geometry = board_geometry(early.view(None))
    for placements in geometry.pieces.values():
        if len(placements) == 1:
            box = placements[0].box
            assert box[3] - box[1] == layout.PYRAMID_HEIGHT[placements[0].size]


def test_empty_cells_where_a_card_could_go_are_named(early: ZarkGame) -> None:
    view = early.view(None)
    image = open_png(board_png(view))
    geometry = board_geometry(view)
    assert view.frontier
    for cell in view.frontier:
        assert colour_count(image, geometry.cells[cell], layout.FRONTIER_TEXT) > 5, cell_name(cell)


def test_the_last_move_is_ringed(early: ZarkGame) -> None:
    view = early.view(None)
    highlighted = last_move_cells(view)
    assert highlighted
    image = open_png(board_png(view))
    geometry = board_geometry(view)
    for cell in highlighted:
        box = geometry.cards[cell]
        assert image.getpixel((box[0] - zark_layout.HIGHLIGHT_WIDTH // 2, (box[1] + box[3]) // 2)) == layout.LAST_MOVE
    for cell in set(view.cards) - set(highlighted):
        box = geometry.cards[cell]
        assert image.getpixel((box[0] - zark_layout.HIGHLIGHT_WIDTH // 2, (box[1] + box[3]) // 2)) != layout.LAST_MOVE


def test_the_winning_block_is_outlined(finished: ZarkGame) -> None:
    view = finished.view(None)
    assert len(view.winning_block) == 3
    image = open_png(board_png(view))
    geometry = board_geometry(view)
    for cell in view.winning_block:
        box = geometry.cards[cell]
        outside = box[1] - zark_layout.HIGHLIGHT_WIDTH - layout.WIN_WIDTH // 2
        assert image.getpixel(((box[0] + box[2]) // 2, outside)) == layout.WIN_BAND
    others = set(view.cards) - set(view.winning_block)
    assert all(
        image.getpixel(((b[0] + b[2]) // 2, b[1] - zark_layout.HIGHLIGHT_WIDTH - layout.WIN_WIDTH // 2))
        != layout.WIN_BAND
        for b in (geometry.cards[cell] for cell in others)
    )


def test_a_players_board_is_the_public_board(crowded: ZarkGame) -> None:
    """The board uses public information only: every seat's board image is byte for byte the public one."""
    public = board_png(crowded.view(None))
    for seat in crowded.seats:
        assert crowded.hands[seat] and crowded.view(seat).hand
        assert board_png(crowded.view(seat)) == public


def _build_target(game: ZarkGame, seat: int) -> tuple[int, int]:
    """An empty cell next to a card `seat` occupies."""
    occupied = game.occupied(seat)
    return next(c for c in game.view(None).frontier if any(abs(c[0] - o[0]) + abs(c[1] - o[1]) == 1 for o in occupied))


def test_every_stage_of_a_game_draws() -> None:
    """Before any card (starters), the first round, and normal turns: each gives a PNG of the right size."""
    game = ZarkGame.new(ZarkSettings(players=("Ann", "Bob")), "stages")
    sizes = []
    for step in range(4):
        if step == 1:
            for seat in game.seats:
                starter = next(card for card in game.hands[seat] if CARD_INFO[card].is_number)
                game.apply(seat, Starter(starter))
        elif step == 2:
            game.apply(game.current, Place((1, 0)))
        elif step == 3:
            seat = game.current
            card = next(c for c in game.hands[seat] if CARD_INFO[c].is_number)
            game.apply(seat, Build(card, _build_target(game, seat)))
        view = game.view(None)
        image = open_png(board_png(view))
        geometry = board_geometry(view)
        assert image.size == (geometry.width, geometry.height)
        sizes.append(image.size)
    assert len(game.cards) == 3
    assert sizes[0][1] < sizes[-1][1]  # the empty board is short; cards make it grow


@pytest.mark.parametrize(
    ("name", "position"),
    [
        ("board-early.png", "early"),
        ("board-finished.png", "finished"),
        ("board-54-cards.png", "crowded"),
        ("board-unocitta.png", "unocitta"),
        ("board-unopolis.png", "unopolis"),
    ],
)
def test_the_reference_images_are_what_the_renderer_draws(
    name: str, position: str, request: pytest.FixtureRequest
) -> None:
    """The caches are for speed only: boards look exactly as in docs/images, pixel for pixel.

    The legend's status, piles and last-move lines there are pasted from words (`render.lines`), within a
    pixel of FreeType drawing them whole (`test_lines`). A deliberate change of look regenerates the images:
    ``python -m render.samples docs/images``.
    """
    reference = Image.open(ROOT / "docs" / "images" / name)
    reference.load()
    drawn = draw_board(request.getfixturevalue(position).view(None))
    assert reference.size == drawn.size
    assert reference.getpalette() == drawn.getpalette()
    assert reference.tobytes() == drawn.tobytes()
