"""Zarcana's images and texts through `render`'s public functions: the same entry points as the Zark family's,
chosen by the view's type, drawing only what the view shows."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

import render
from render.service import DrawingService
from render.zarcana import samples as zarcana_samples
from render.zarcana import zarcana_geometry
from rules.engines import write_any_record
from rules.zarcana import TAROT, TarotCard, ZarcanaGame, title
from tests.render.conftest import open_png

SAMPLES = ["zarcana_crowded", "zarcana_midgame", "zarcana_finished"]


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


def test_a_face_down_card_is_never_named(zarcana_crowded: ZarcanaGame) -> None:
    hidden = face_down_cards(zarcana_crowded)
    assert hidden, "the crowded sample should hold a face-down card"
    view = zarcana_crowded.view(None)
    texts = render.alt_text(view) + render.board_text(view) + render.board_text(view, grid=True)
    for card in hidden:
        assert title(card) not in texts
        assert title(card).removeprefix("The ") not in texts
    assert "face-down card" in render.board_text(view)


def test_the_public_view_has_no_hand_to_draw(zarcana_midgame: ZarcanaGame) -> None:
    view = zarcana_midgame.view(None)
    with pytest.raises(ValueError, match="no hand"):
        render.hand_png(view)
    assert render.hand_text(view) == "No hand: this is the public view."


def test_the_hand_shows_exactly_the_viewers_cards() -> None:
    game = zarcana_samples.sample_hand()
    view = game.view(game.current)
    assert render.hand_labels(view) == tuple(title(card) for card in view.hand)
    assert sorted(view.hand) == sorted(zarcana_samples.SAMPLE_HAND)
    image = open_png(render.hand_png(view))
    assert image.width >= 600 and image.height >= 600
    text = render.hand_text(view)
    assert len(text) <= render.ALT_TEXT_LIMIT
    for card in view.hand:
        assert title(card).removeprefix("The ") in text
    other = next(seat for seat in range(len(game.settings.players)) if seat != game.current)
    for card in game.hands[other]:
        if card not in view.hand and TAROT[card].kind != "court":
            assert title(card) not in render.hand_text(view)


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
    record.write_text(write_any_record(zarcana_finished), encoding="utf-8")
    board, hand = tmp_path / "board.png", tmp_path / "hand.png"
    assert main([str(record), "--out", str(board)]) == 0
    assert main([str(record), "--out", str(hand), "--seat", "1", "--hand"]) == 0
    assert open_png(board.read_bytes()).size == open_png(render.board_png(zarcana_finished.view(None))).size
    assert open_png(hand.read_bytes()).width >= 600
