"""Zarcana's images and texts through `render`'s public functions: the same entry points as the Zark family's,
chosen by the view's type, drawing only what the view shows."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from PIL import Image

import render
from render import layout
from render.seats import SEAT_RGB
from render.service import DrawingService
from render.zarcana import layout as zarcana_layout
from render.zarcana import samples as zarcana_samples
from render.zarcana import zarcana_geometry
from render.zarcana.board import depth_text, draw_board
from render.zarcana.describe import last_move_cells, last_move_text, score_text
from render.zarcana.faces import board_lines, face_text
from render.zarcana.hand import subtitle
from render.zarcana.legend import legend_lines, seat_tag
from render.zarcana.powers import needs_line, power_line
from rules import cell_name, kind_of
from rules.zarcana import TAROT, Demand, Order, TarotCard, ZarcanaGame, ZarcanaSettings
from rules.zarcana.playout import random_game as zarcana_random_game
from rules.zarcana.text import status_message
from rules.zarcana.words import history_message
from tests.render.conftest import colour_count, open_png
from tests.words import english_tarot, said

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ["zarcana_crowded", "zarcana_wide", "zarcana_midgame", "zarcana_finished"]


def face_down_cards(game: ZarcanaGame) -> list[TarotCard]:
    return sorted(game.face_down)


@pytest.mark.parametrize("name", SAMPLES)
def test_the_board_is_a_png_laid_out_by_its_geometry(name: str, request: pytest.FixtureRequest) -> None:
    game: ZarcanaGame = request.getfixturevalue(name)
    view = game.view(None)
    image = open_png(render.board_png(view))
    geometry = zarcana_geometry(view)
    assert image.size == (geometry.width, geometry.height)
    assert set(geometry.cards) == {cell for cell, stack in view.stacks.items() if stack}


@pytest.mark.parametrize("name", SAMPLES)
def test_every_seat_sees_the_same_board_and_texts(name: str, request: pytest.FixtureRequest) -> None:
    """The board shows only public things: a seat's own view draws the same picture as the public view."""
    game: ZarcanaGame = request.getfixturevalue(name)
    public = game.view(None)
    for seat in range(len(game.settings.players)):
        view = game.view(seat)
        assert render.board_png(view) == render.board_png(public)
        assert render.alt_text(view) == render.alt_text(public)
        assert render.board_text(view) == render.board_text(public)


@pytest.mark.parametrize("name", SAMPLES[:3])
def test_a_face_down_card_is_never_named(name: str, request: pytest.FixtureRequest) -> None:
    """On top of a stack (the mid-game sample) or under other cards (the crowded and wide ones)."""
    game: ZarcanaGame = request.getfixturevalue(name)
    hidden = face_down_cards(game)
    assert hidden, "the sample should hold a face-down card"
    view = game.view(None)
    texts = render.alt_text(view) + render.board_text(view) + render.board_text(view, grid=True)
    for card in hidden:
        assert english_tarot(card) not in texts
        assert english_tarot(card).removeprefix("The ") not in texts
    tops = [stack[-1] for stack in view.stacks.values() if stack]
    assert ("a face-down card" in render.board_text(view)) == (None in tops)


def test_the_public_view_has_no_hand_to_draw(zarcana_midgame: ZarcanaGame) -> None:
    view = zarcana_midgame.view(None)
    with pytest.raises(ValueError, match="no hand"):
        render.hand_png(view)
    assert render.hand_text(view) == "No hand: this is the public view."


def test_the_hand_shows_exactly_the_viewers_cards() -> None:
    game = zarcana_samples.sample_hand()
    view = game.view(game.current)
    assert render.hand_labels(view) == tuple(english_tarot(card) for card in view.hand)
    assert sorted(view.hand) == sorted(zarcana_samples.SAMPLE_HAND)
    image = open_png(render.hand_png(view))
    assert image.width >= 600 and image.height >= 600
    text = render.hand_text(view)
    assert len(text) <= render.ALT_TEXT_LIMIT
    for card in view.hand:
        assert english_tarot(card).removeprefix("The ") in text
    other = next(seat for seat in range(len(game.settings.players)) if seat != game.current)
    for card in game.hands[other]:
        if card not in view.hand and TAROT[card].kind != "court":
            assert english_tarot(card) not in render.hand_text(view)


def test_a_mark_puts_a_band_over_the_board(zarcana_midgame: ZarcanaGame) -> None:
    view = zarcana_midgame.view(None)
    plain = open_png(render.board_png(view))
    marked = open_png(render.board_png(view, mark="PREVIEW"))
    assert marked.width == plain.width and marked.height > plain.height


def test_the_drawing_service_draws_zarcana(zarcana_midgame: ZarcanaGame) -> None:
    async def draw() -> tuple[bytes, bytes]:
        service = DrawingService()
        try:
            return await service.board(zarcana_midgame.view(None)), await service.hand(zarcana_midgame.view(0))
        finally:
            service.close()

    board, hand = asyncio.run(draw())
    assert open_png(board).width >= 700
    assert open_png(hand).width >= 600


def test_the_command_line_draws_a_zarcana_record(zarcana_finished: ZarcanaGame, tmp_path: Path) -> None:
    from render.__main__ import main

    record = tmp_path / "zarcana.txt"
    record.write_text(kind_of(zarcana_finished).write_record(zarcana_finished), encoding="utf-8")
    board, hand = tmp_path / "board.png", tmp_path / "hand.png"
    assert main([str(record), "--out", str(board)]) == 0
    assert main([str(record), "--out", str(hand), "--seat", "1", "--hand"]) == 0
    assert open_png(board.read_bytes()).size == open_png(render.board_png(zarcana_finished.view(None))).size
    assert open_png(hand.read_bytes()).width >= 600


@pytest.mark.parametrize(
    ("name", "position"),
    [
        ("board-zarcana.png", zarcana_samples.midgame),
        ("board-zarcana-finished.png", zarcana_samples.finished_game),
        ("board-zarcana-crowded.png", zarcana_samples.crowded_game),
    ],
)
def test_the_reference_images_are_what_the_renderer_draws(name: str, position: Callable[[], ZarcanaGame]) -> None:
    """The caches are for speed only: Zarcana boards look exactly as in docs/images, pixel for pixel. A deliberate
    change of look regenerates the images: ``python -m render.samples docs/images``."""
    reference = Image.open(ROOT / "docs" / "images" / name)
    reference.load()
    drawn = draw_board(position().view(None))
    assert reference.size == drawn.size
    assert reference.getpalette() == drawn.getpalette()
    assert reference.tobytes() == drawn.tobytes()


def test_the_reference_hand_is_what_the_renderer_draws() -> None:
    game = zarcana_samples.sample_hand()
    reference = Image.open(ROOT / "docs" / "images" / "hand-zarcana.png").convert("RGB")
    assert reference.tobytes() == open_png(render.hand_png(game.view(game.current))).tobytes()


# ----------------------------------------------------------------------------------------------- what the board shows


def _paper_at(image: Image.Image, xy: tuple[float, float], paper: tuple[int, int, int]) -> bool:
    return bool(image.getpixel((round(xy[0]), round(xy[1]))) == paper)


@pytest.mark.parametrize("name", SAMPLES)
def test_each_minion_is_drawn_facing_its_way(name: str, request: pytest.FixtureRequest) -> None:
    """A standing minion has a flat base (ink across its bottom, paper at its top corners); a lying one is a dart
    whose back is notched (paper in the middle of its back edge) and whose tip is ink, on the side it points to."""
    view = request.getfixturevalue(name).view(None)
    image = open_png(render.board_png(view, highlight=()))
    geometry = zarcana_geometry(view)
    seen = set()
    for cell, placements in geometry.minions.items():
        paper = layout.FELT if cell in geometry.wastelands else layout.CARD_FACE
        for minion in placements:
            left, top, right, bottom = minion.box
            width, height = right - left, bottom - top
            middle_x, middle_y = left + width / 2, top + height / 2
            back, tip = {
                "U": ((middle_x, bottom - 2), (middle_x, top + height * 0.35)),
                "N": ((middle_x, bottom - 2), (middle_x, top + height * 0.2)),
                "S": ((middle_x, top + 1), (middle_x, bottom - 1 - height * 0.2)),
                "E": ((left + 1, middle_y), (right - 1 - width * 0.2, middle_y)),
                "W": ((right - 2, middle_y), (left + width * 0.2, middle_y)),
            }[minion.facing]
            where = (cell_name(cell), minion)
            assert not _paper_at(image, tip, paper), where
            assert _paper_at(image, back, paper) == (minion.facing != "U"), where
            if minion.facing == "U":
                assert _paper_at(image, (left, top), paper) and _paper_at(image, (right - 1, top), paper), where
            seen.add(minion.facing)
    assert seen >= {"U", "N", "E", "S", "W"} or name != "zarcana_crowded"


@pytest.mark.parametrize("name", SAMPLES)
def test_each_minion_is_in_its_seats_colour_after_its_seats_mark(name: str, request: pytest.FixtureRequest) -> None:
    """Every minion on the board, in its seat's colour; every seat's minions on a space come after a mark with its
    letter on the same line, and the marks are the seats' letters."""
    view = request.getfixturevalue(name).view(None)
    image = open_png(render.board_png(view))
    geometry = zarcana_geometry(view)
    drawn = 0
    for cell, placements in geometry.minions.items():
        on_board = sorted((minion.owner, minion.size, minion.facing) for minion in view.minions[cell])
        assert sorted((p.seat, p.size, p.facing) for p in placements) == on_board
        marks = geometry.marks[cell]
        for placement in placements:
            colour = SEAT_RGB[view.seats[placement.seat].colour]
            assert colour_count(image, placement.box, colour) >= 3, (cell_name(cell), placement)
            line_marks = [m for m in marks if m.box[3] == placement.box[3] and m.box[0] < placement.box[0]]
            assert line_marks and max(line_marks, key=lambda m: m.box[0]).seat == placement.seat
            drawn += 1
        assert all(mark.letter == view.seats[mark.seat].letter for mark in marks)
    assert drawn == sum(len(here) for here in view.minions.values())


def test_wasteland_is_outlined_and_named(zarcana_crowded: ZarcanaGame) -> None:
    view = zarcana_crowded.view(None)
    image = open_png(render.board_png(view))
    geometry = zarcana_geometry(view)
    assert len(geometry.wastelands) >= 5
    for cell, box in geometry.wastelands.items():
        assert not view.stacks.get(cell) and view.minions[cell]
        edge = (box[0], box[1], box[2], box[1] + 2)
        assert 0.3 < colour_count(image, edge, zarcana_layout.WASTELAND_EDGE) / (2 * (box[2] - box[0])) < 0.7
        band = (box[0] + 4, box[1] + 4, box[2] - 4, box[1] + zarcana_layout.BAND)
        assert colour_count(image, band, zarcana_layout.WASTELAND_TEXT) > 40, cell_name(cell)
        inside = (box[0] + 4, box[1] + 4, box[2] - 4, box[3] - 4)
        assert colour_count(image, inside, layout.CARD_FACE) > 20  # the seat's white mark


def test_a_face_down_card_shows_its_back() -> None:
    game = zarcana_samples.midgame()
    view = game.view(None)
    image = open_png(render.board_png(view))
    geometry = zarcana_geometry(view)
    down = [cell for cell, stack in view.stacks.items() if stack and stack[-1] is None]
    assert down
    for cell, box in geometry.cards.items():
        band = (box[0] + 4, box[1] + 4, box[2] - 4, box[1] + zarcana_layout.BAND - 2)
        lattice = colour_count(image, band, zarcana_layout.BACK_LINES)
        assert (lattice > 100) == (cell in down), cell_name(cell)
        assert geometry.faces[cell].face_down == (cell in down)
        if cell in down:
            assert geometry.faces[cell].name == "Face down" and geometry.faces[cell].value == "?"


@pytest.mark.parametrize("name", SAMPLES)
def test_a_stack_shows_its_depth(name: str, request: pytest.FixtureRequest) -> None:
    """A dark pill in the card's foot says how many cards the stack holds; a single card has none."""
    view = request.getfixturevalue(name).view(None)
    image = open_png(render.board_png(view))
    geometry = zarcana_geometry(view)
    for cell, box in geometry.cards.items():
        foot = (box[0] + 2, box[3] - zarcana_layout.FOOT, box[2] - 2, box[3] - 2)
        pill = colour_count(image, foot, layout.BADGE_BG)
        assert (pill > 150) == (len(view.stacks[cell]) > 1), (cell_name(cell), len(view.stacks[cell]), pill)
    assert depth_text(12, 200) == "12 cards" and depth_text(12, 40) == "×12"


def test_the_last_move_is_ringed_and_at_the_end_the_winners_spaces_in_gold(zarcana_finished: ZarcanaGame) -> None:
    view = zarcana_finished.view(None)
    image = open_png(render.board_png(view))
    geometry = zarcana_geometry(view)
    moved = last_move_cells(view)
    scored = [cell for seat in view.winners for cell in view.held_alone()[seat]]
    assert moved and scored
    checked = 0
    for cell, box in geometry.cards.items():
        just_outside = (box[0] - 3, (box[1] + box[3]) // 2)
        expected = layout.LAST_MOVE if cell in moved else layout.WIN_BAND if cell in scored else layout.FELT
        left = (cell[0] - 1, cell[1])
        if left not in moved and left not in scored:  # rings of neighbours meet in the gap between them
            assert image.getpixel(just_outside) == expected, cell_name(cell)
        if cell in scored and left not in moved:
            further_out = (box[0] - zarcana_layout.HIGHLIGHT_WIDTH - 3, (box[1] + box[3]) // 2)
            assert image.getpixel(further_out) == layout.WIN_BAND, cell_name(cell)
            checked += 1
    assert checked
    marked = open_png(render.board_png(view, highlight=[scored[0]]))
    box = geometry.cards[moved[-1]]
    assert moved[-1] == scored[0] or marked.getpixel((box[0] - 3, (box[1] + box[3]) // 2)) != layout.LAST_MOVE


# ----------------------------------------------------------------------------------------------- scores and texts


def test_the_score_so_far_is_what_the_engine_scores_at_the_end(zarcana_finished: ZarcanaGame) -> None:
    """With the final scores taken out of the view, the score so far (Z-62, Z-63) of the final position is the
    engine's final score for every seat."""
    view = zarcana_finished.view(None)
    hidden = replace(view, seats=tuple(replace(seat, score=None) for seat in view.seats))
    assert [hidden.score_now(seat.seat) for seat in view.seats] == [(seat.score, 0) for seat in view.seats]
    assert any(seat.score for seat in view.seats)


def test_a_face_down_card_held_alone_scores_as_unknown(zarcana_midgame: ZarcanaGame) -> None:
    view = zarcana_midgame.view(None)
    cell = next(cell for cell, stack in view.stacks.items() if stack and stack[-1] is None)
    owners = {minion.owner for minion in view.minions[cell]}
    assert len(owners) == 1
    seat = owners.pop()
    total, hidden = view.score_now(seat)
    assert hidden == 1 and score_text(view, seat) == f"{total}+?"
    assert f"score so far {total}+?" in render.alt_text(view)


def test_alt_text_fits_with_long_names_on_the_crowded_board(zarcana_crowded: ZarcanaGame) -> None:
    game = zarcana_crowded.copy()
    names = tuple(f"{letter * 28} the {index}" for index, letter in enumerate("ABCDE"))
    game.settings = replace(game.settings, players=names)
    text = render.alt_text(game.view(None))
    assert len(text) <= render.ALT_TEXT_LIMIT
    assert names[0] in text and "Zarcana board" in text


@pytest.mark.parametrize("seed", range(4))
def test_texts_fit_and_name_every_space_through_random_games(seed: int) -> None:
    game = zarcana_random_game(ZarcanaSettings(players=zarcana_samples.FIVE_PLAYERS), seed, max_turns=2000)
    view = game.view(None)
    assert len(render.alt_text(view)) <= render.ALT_TEXT_LIMIT
    text = render.board_text(view)
    for cell in [*view.stacks, *view.minions]:
        if view.stacks.get(cell) or view.minions.get(cell):
            assert cell_name(cell) in text
    for here in view.minions.values():
        for minion in here:
            assert f"{view.seats[minion.owner].letter}{'sml'[minion.size - 1]}{minion.facing.lower()}" in text


def test_the_last_move_names_players_and_keeps_given_cards_secret() -> None:
    """Histories name players, not seat numbers; the Emperor's given cards are told only to the two involved."""
    view = zarcana_samples.midgame().view(None)
    history = (*view.history, (1, "give 2 cards to 3"))
    masked = replace(view, history=history)
    expected = f"Last move: {view.seats[1].name} gave {view.seats[2].name} 2 cards (the Emperor's demand)."
    assert last_move_text(masked) == expected
    strike = (2, "play 5S by M13 large up attack 1 small up at M13")
    words = said(history_message(view, *strike))
    assert "seat" not in words and view.seats[0].name in words


def test_the_hand_says_what_a_decision_asks_of_it(zarcana_midgame: ZarcanaGame) -> None:
    view = zarcana_midgame.view(zarcana_midgame.current)
    giver = (view.current + 1) % len(view.seats)
    demanded = replace(zarcana_midgame.view(giver), pending=Demand(giver, view.current, 2))
    assert subtitle(demanded) == f"Give {view.seats[view.current].name} 2 cards of your choice (Z-39)."
    card = view.hand[0]
    barred = replace(view, forbidden=card)
    assert english_tarot(card) in subtitle(barred)
    assert subtitle(view) == "Only you can see this."
    assert open_png(render.hand_png(barred)).size == open_png(render.hand_png(view)).size


@pytest.mark.parametrize("card", list(TAROT))
def test_every_card_has_a_face_and_a_power_line(card: TarotCard) -> None:
    rules = ZarcanaSettings(players=("Ann", "Bob"), extra_cards=True).ruleset
    face = face_text(card, rules, rules.value(card, None))
    lines = board_lines(face)
    assert 1 <= len(lines.name) <= 2 and "…" not in "".join(line for line, *_ in lines.name)
    assert face.value == str(rules.value(card, None))
    assert power_line(card).endswith(")") and needs_line(card)


def test_the_legend_says_whose_decision_it_is_in_full(zarcana_midgame: ZarcanaGame) -> None:
    """A pending decision with a long name wraps onto more lines rather than losing its end; the player who must
    answer is the one marked, with what they must do."""
    names = ("Ann", "Bob", "Cyd", "Dee with a very long name indeed")
    view = replace(
        zarcana_midgame.view(None),
        settings=replace(zarcana_midgame.settings, players=names),
        seats=tuple(replace(seat, name=names[seat.seat]) for seat in zarcana_midgame.view(None).seats),
        pending=Order((TarotCard("KS"), TarotCard("Fool"))),
        current=3,
        to_act=(3,),
    )
    geometry = zarcana_geometry(view)
    lines = legend_lines(view, geometry.legend_font_size, geometry.width, geometry.legend[1]).lines
    status = [line.text for line in lines if line.style.font == "bold"]
    assert " ".join(status) == said(status_message(view)) and len(status) >= 2
    assert "King of Swords or The Fool (H-9)" in status[-1]
    assert [seat_tag(view, seat) for seat in range(4)] == ["", "", "", "◀ to play"]
    demand = replace(view, pending=Demand(1, 3, 2), to_act=(1,))
    assert [seat_tag(demand, seat) for seat in range(4)] == ["", "◀ to give", "", ""]
    assert open_png(render.board_png(view)).size == (geometry.width, geometry.height)


def test_a_board_with_no_card_left_is_drawn(zarcana_midgame: ZarcanaGame) -> None:
    """No game seen razes every card, but no rule forbids it: the board still draws, with a sentence."""
    view = replace(zarcana_midgame.view(None), stacks={}, minions={})
    image = open_png(render.board_png(view))
    geometry = zarcana_geometry(view)
    assert image.size == (geometry.width, geometry.height) and not geometry.cells
    assert colour_count(image, geometry.board, layout.FRONTIER_TEXT) > 100
    assert "0 card territories" in render.alt_text(view)
