"""Posting in Discord: real board and hand PNGs with alt text, the buttons under every board, whom the board
message may ping, and the discard menu built from what the mover owes.

Images are drawn by the real renderer and checked as PNG files with Pillow.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Collection, Iterator

import discord
import pytest
from PIL import Image

import render
from cogs.support.images import board_file, hand_file
from cogs.support.looking import CatchUpButton, HandButton, game_buttons
from cogs.support.moves import CardsSelect, cards_menu
from cogs.support.replies import mentioning
from data import GameRow, Store
from i18n import ENGLISH
from play.actor import Actor
from play.referee import Referee
from play.reports import hand_words, private_report, to_ping
from render.service import DrawingService
from rules import AgreeEnd, Cell, GameState, GameView
from rules.zark import HAND_LIMIT, ZarkGame
from tests.data.store_helpers import USERS, next_interaction
from tests.play import boards
from tests.play.boards import six_in_hand
from tests.play.tables import ANN, BOB, doing, play, started, stored_position, through_setup, zark
from tests.rules.positions import position
from tests.words import english_card, english_card_words

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@pytest.fixture
def drawing() -> Iterator[DrawingService]:
    service = DrawingService()
    yield service
    service.close()


def png_of(file: discord.File) -> Image.Image:
    data = file.fp.read()
    assert data.startswith(PNG_SIGNATURE)
    image = Image.open(io.BytesIO(data))
    image.load()  # decodes every pixel: a truncated file fails here
    assert image.format == "PNG"
    return image


def sprawling() -> ZarkGame:
    """A big board with pyramids of five players, to push the alt text against its 1,000-character limit."""
    cards = {f"{column}{row}": f"{rank}{suit}" for (column, row), rank, suit in zip(
        [(c, r) for r in range(11, 16) for c in "KLMNOP"], list(range(2, 11)) * 4, "SSSSSSSSSHHHHHHHHHDDDDDDDDDCCC",
        strict=False,
    )}  # fmt: skip
    pieces = {"M13": "1s 2s 3s 4s 5s", "N13": "1m 2m", "O13": "3m 4m", "L12": "5l 1l", "K11": "2l 3l 4l"}
    hands = ["KD QH JK", "KC", "QS", "JC", "AS"]
    return position(cards, pieces, hands, players=5)


# --------------------------------------------------------------------------------------------- images


@pytest.mark.parametrize("make", [boards.crowded, sprawling, boards.hatchling])
async def test_the_board_is_a_real_png_with_alt_text(make: Callable[[], ZarkGame], drawing: DrawingService) -> None:
    view = make().view(None)
    file = await board_file(drawing, view)
    assert file.filename == "board.png"
    image = png_of(file)
    assert image.width > 100 and image.height > 100
    assert file.description is not None and 0 < len(file.description) <= 1000
    assert file.description.startswith("Zark City board")


async def test_a_board_that_cannot_be_drawn_is_posted_as_text(caplog: pytest.LogCaptureFixture) -> None:
    view = boards.crowded().view(None)

    class Broken(DrawingService):
        async def board(
            self,
            view: GameView,
            *,
            highlight: Collection[Cell] | None = None,
            mark: str = "",
            language: str = ENGLISH,
            game_id: int | None = None,
        ) -> bytes:
            raise ValueError("a drawing bug")

    file = await board_file(Broken(), view)
    assert file.filename == "board.txt"
    assert file.fp.read().decode() == render.board_text(view)
    assert file.description == render.alt_text(view)
    assert "could not be drawn" in caplog.text


async def test_a_fresh_start_draws_an_empty_board(store: Store, drawing: DrawingService) -> None:
    loaded = await started(store)
    assert loaded.game is not None
    file = await board_file(drawing, loaded.game.view(None), name="first.png")
    assert file.filename == "first.png"
    png_of(file)
    assert 0 < len(file.description or "") <= 1000


async def test_the_board_alt_text_names_no_hand(drawing: DrawingService) -> None:
    game = boards.crowded()
    description = (await board_file(drawing, game.view(None))).description or ""
    for card in game.hands[0]:
        assert english_card(card) not in description and english_card_words(card) not in description


@pytest.mark.parametrize("hand", ["10H 4C QH KD JK AS AC", "", "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"])
async def test_the_hand_is_a_real_png_with_the_hand_in_words(hand: str, drawing: DrawingService) -> None:
    game = position({"M13": "7C"}, {"M13": "1s"}, [hand, "2C"])
    view = game.view(0)
    file = await hand_file(drawing, view)
    assert file.filename == "hand.png"
    png_of(file)
    assert file.description is not None and 0 < len(file.description) <= 1000
    for card in view.hand:
        assert english_card(card) in hand_words(view)


async def test_the_board_message_carries_the_my_hand_and_catch_up_buttons(store: Store) -> None:
    loaded = await started(store)
    view = game_buttons(loaded.row)
    assert view.timeout is None
    hand, catch_up = view.children
    assert isinstance(hand, HandButton) and hand.custom_id == f"zark:hand:{loaded.row.id}"
    assert isinstance(catch_up, CatchUpButton) and catch_up.custom_id == f"zark:catchup:{loaded.row.id}"


# --------------------------------------------------------------------------------------------- mentions


def mentions_for(game: GameState, row: GameRow) -> discord.AllowedMentions:
    """What the board message allows to be pinged."""
    return mentioning(*to_ping(game.view(None), row))


def mentioned(allowed: discord.AllowedMentions) -> list[int]:
    assert allowed.everyone is False and allowed.roles is False
    assert isinstance(allowed.users, list)
    return [user.id for user in allowed.users]


async def test_mentions_only_those_who_must_act(store: Store, referee: Referee) -> None:
    loaded = await started(store)
    assert loaded.game is not None
    assert mentioned(mentions_for(loaded.game, loaded.row)) == [ANN, BOB]  # both choose starters
    played = await play(referee, ANN, "starter 9H")
    assert mentioned(mentions_for(played.game, loaded.row)) == [BOB]
    played = await play(referee, BOB, "starter 6S")
    assert mentioned(mentions_for(played.game, loaded.row)) == [BOB]  # Bob places his starter
    played = await play(referee, BOB, "place N13")
    assert mentioned(mentions_for(played.game, loaded.row)) == [ANN]


async def test_mentions_the_winner_at_the_end_and_nobody_after_an_agreed_end(store: Store, referee: Referee) -> None:
    loaded = await through_setup(referee, store)
    finished = await play(referee, ANN, "resign", game_id=loaded.row.id)
    assert mentioned(mentions_for(finished.game, loaded.row)) == [BOB]  # the last player wins
    agreed = boards.crowded()
    for seat in agreed.seats:
        agreed.apply(seat, AgreeEnd())
    row = await stored_position(store, boards.crowded())
    assert mentioned(mentions_for(agreed, row)) == []


async def test_mentions_the_discarding_player_r8(store: Store) -> None:
    row = await stored_position(store, boards.over_the_limit())
    assert mentioned(mentions_for(boards.over_the_limit(), row)) == [USERS[0]]


# --------------------------------------------------------------------------------------------- menus and hands


async def test_the_cards_menu_offers_the_hand_and_asks_for_the_excess_r8_r9(store: Store, referee: Referee) -> None:
    row = await stored_position(store, six_in_hand())
    played = await referee.play_in(row.id, Actor.player(USERS[0]), doing("draw"), next_interaction())
    _, owed = private_report(played, played.row.user_at(played.seat) or 0)
    assert owed is not None
    menu = cards_menu(owed)
    assert menu.timeout is None
    [select] = menu.children
    assert isinstance(select, CardsSelect)
    hand = zark(played.game).view(0).hand
    excess = len(hand) - HAND_LIMIT
    assert (select.game_id, select.version) == (row.id, played.version)
    assert select.item.min_values == select.item.max_values == excess == 3
    assert [option.label for option in select.item.options] == [english_card(card) for card in hand]
    assert [option.value.split("#")[0] for option in select.item.options] == list(hand)
    assert len({option.value for option in select.item.options}) == len(hand)

    # Choosing from that menu ends the turn: the menu's version is the one the game is at
    chosen = [option.value.split("#")[0] for option in select.item.options[:excess]]
    discarded = await referee.play_in(
        row.id,
        Actor.player(USERS[0]),
        doing("discard " + " ".join(chosen)),
        next_interaction(),
        expected_version=select.version,
    )
    assert discarded.game.current == 1 and len(zark(discarded.game).hands[0]) == HAND_LIMIT
    text, none_owed = private_report(discarded, discarded.row.user_at(discarded.seat) or 0)
    assert none_owed is None and "Your hand (6)" in text


async def test_the_hand_button_shows_each_presser_their_own_hand_only(
    store: Store, referee: Referee, drawing: DrawingService
) -> None:
    """What "My hand" does: seat the presser in the game of the button, then draw that seat's view of the hand."""
    loaded = await started(store)
    await play(referee, ANN, "starter 9H")
    for user in (ANN, BOB):
        seated = await referee.seated_in(loaded.row.id, user)
        game = zark(seated.game)
        view = game.view(seated.seat)
        others = game.hands[1 - seated.seat]
        file = await hand_file(drawing, view)
        png_of(file)
        words = hand_words(view) + (file.description or "")
        assert all(english_card(card) in words for card in view.hand)
        assert not any(english_card(card) in words for card in others)
    ann = zark((await referee.seated_in(loaded.row.id, ANN)).game).view(0)
    bob = zark((await referee.seated_in(loaded.row.id, BOB)).game).view(1)
    assert ann.own_starter == "9H" and bob.own_starter is None  # Ann's starter is hers to see until the reveal
