"""Alt text and the text board: short enough for Discord, complete enough to play from, never secret."""

from __future__ import annotations

import re

import pytest

from render import ALT_TEXT_LIMIT, alt_text, board_text, hand_text
from render.zark.describe import last_move_text
from rules import NotationError, cell_name
from rules.zark import Card, ZarkGame, ZarkSettings, parse_action
from rules.zark.playout import random_game
from tests.words import english_card

LONG_NAMES = tuple(f"{letter * 28} the {index}" for index, letter in enumerate("ABCDE"))
CARD_LABEL = re.compile(r"(?<![A-Za-z0-9])(?:10|[2-9JQKA])[♠♥♦♣★]|Joker")


def public_labels(game: ZarkGame) -> set[str]:
    """Cards anybody may know of: on the board, in the discard pile, or named by a move in the public history."""
    cards = [*game.cards.values(), *game.discard]
    for _, notation in game.view(None).history:
        try:
            action = parse_action(notation)
        except NotationError:
            continue  # a masked starter choice
        for field in ("card", "cards", "payment", "ace"):
            value = getattr(action, field, ())
            cards += [Card(value)] if isinstance(value, str) else list(value)
    return {english_card(card) for card in cards}


def test_alt_text_of_a_54_card_board_fits(crowded: ZarkGame) -> None:
    text = alt_text(crowded.view(None))
    assert len(text) <= ALT_TEXT_LIMIT
    assert "54 cards" in text
    assert "Turn" in text
    for seat in crowded.view(None).seats:
        assert seat.name in text


def test_alt_text_fits_with_long_names_on_big_boards(crowded: ZarkGame) -> None:
    game = crowded.copy()
    game.settings = ZarkSettings(players=LONG_NAMES, deck="zark")
    text = alt_text(game.view(None))
    assert len(text) <= ALT_TEXT_LIMIT
    assert LONG_NAMES[0] in text


@pytest.mark.parametrize("seed", range(6))
def test_alt_text_fits_through_random_games(seed: int) -> None:
    game = random_game(ZarkSettings(players=LONG_NAMES[: 2 + seed % 4]), seed, max_turns=150)
    assert len(alt_text(game.view(None))) <= ALT_TEXT_LIMIT


def test_alt_text_names_whose_turn_and_the_last_move(early: ZarkGame) -> None:
    view = early.view(None)
    text = alt_text(view)
    assert f"{view.seats[view.current].name} to play" in text
    assert last_move_text(view) in text


def test_alt_text_says_who_won_and_with_which_cards(finished: ZarkGame) -> None:
    view = finished.view(None)
    text = alt_text(view)
    assert view.winner is not None
    assert f"{view.seats[view.winner].name} wins" in text
    for cell in view.winning_block:
        assert cell_name(cell) in text


@pytest.mark.parametrize("name", ["crowded", "finished", "early"])
def test_board_texts_show_no_card_from_any_hand(name: str, request: pytest.FixtureRequest) -> None:
    """Every card named in the board texts is on the board or in the discard pile, and a seat's texts are public."""
    game: ZarkGame = request.getfixturevalue(name)
    public = public_labels(game)
    for seat in [None, *game.seats]:
        view = game.view(seat)
        for text in (alt_text(view), board_text(view), board_text(view, grid=True)):
            assert set(CARD_LABEL.findall(text)) <= public
        assert alt_text(view) == alt_text(game.view(None))
        assert board_text(view) == board_text(game.view(None))


def test_board_text_lists_every_card_and_empty_cell(early: ZarkGame) -> None:
    view = early.view(None)
    text = board_text(view)
    for cell, card in view.cards.items():
        assert f"{cell_name(cell)} {english_card(card)}" in text
    for cell in view.frontier:
        assert cell_name(cell) in text
    assert "to play" in text


def test_board_text_before_any_card() -> None:
    view = ZarkGame.new(ZarkSettings(players=("Ann", "Bob")), 1).view(None)
    assert "No cards on the board yet" in board_text(view)
    assert len(alt_text(view)) <= ALT_TEXT_LIMIT


def test_hand_text_is_the_viewers_hand(crowded: ZarkGame) -> None:
    for seat in crowded.seats:
        text = hand_text(crowded.view(seat))
        assert set(CARD_LABEL.findall(text)) == {english_card(card) for card in crowded.hands[seat]}
    assert "public view" in hand_text(crowded.view(None))
