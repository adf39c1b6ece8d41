"""Buttons and menus that survive a restart: each DynamicItem's custom_id carries its ids and rebuilds from them.

`from_custom_id` is what discord.py calls after a restart with the pressed component; it is awaited here as
discord.py does, with `interaction=None` since these items read only the match.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, TypeVar

import discord
import pytest

from bot import DYNAMIC_ITEMS
from cogs.support.items import ZarkItem
from cogs.support.lobby import LobbyButton, lobby_buttons
from cogs.support.looking import CatchUpButton, HandButton, game_buttons
from cogs.support.moves import CardsSelect, PlayItButton, ResignButton, cards_menu
from cogs.support.review import JumpButton
from cogs.support.tutorials import EndTutorialButton
from data import GameRow, GameStatus
from play.families import CardsOwed
from rules.zark import Card
from tests.stand_ins import stand_in
from tests.words import english_card, english_card_words

BIG_ID = 2**63 - 1  # the largest id SQLite hands out
SEVEN = ("2H", "3H", "4H", "5H", "6H", "7H", "8H")  # a hand one over the limit
ITEMS: dict[str, Callable[[], ZarkItem[Any]]] = {
    "hand": lambda: HandButton.new(41),
    "lobby join": lambda: LobbyButton.new(41, "join"),
    "lobby cancel": lambda: LobbyButton.new(41, "cancel"),
    "lobby add computer": lambda: LobbyButton.new(41, "computer"),
    "discard": lambda: menu_of(SEVEN, 1, 41, 17),
    "resign": lambda: ResignButton.new(41),
    "review jump": lambda: JumpButton.new(41, 76, "Turn 68: Ann, win left"),
    "end tutorial": lambda: EndTutorialButton.new(41),
}


Item = TypeVar("Item", bound=ZarkItem[Any])
NO_INTERACTION = stand_in(discord.Interaction, None)  # these items' from_custom_id never reads it


async def rebuilt(item: Item) -> Item:
    """What discord.py does with an incoming component: match the template, then `from_custom_id`."""
    match = type(item).__discord_ui_compiled_template__.fullmatch(item.custom_id)
    assert match is not None, f"{item.custom_id} does not match its own template"
    return await type(item).from_custom_id(NO_INTERACTION, item.item, match)


@pytest.mark.parametrize("name", ITEMS)
async def test_each_item_rebuilds_from_its_own_custom_id(name: str) -> None:
    item = ITEMS[name]()
    again = await rebuilt(item)
    assert type(again) is type(item)
    assert again.custom_id == item.custom_id
    assert again.game_id == 41


@pytest.mark.parametrize("name", ITEMS)
async def test_a_custom_id_matches_only_its_own_template(name: str) -> None:
    item = ITEMS[name]()
    matching = [kind for kind in DYNAMIC_ITEMS if kind.__discord_ui_compiled_template__.fullmatch(item.custom_id)]
    assert matching == [type(item)]


async def test_the_ids_come_back_exactly() -> None:
    assert (await rebuilt(LobbyButton.new(7, "leave"))).what == "leave"
    select = await rebuilt(menu_of(SEVEN, 1, 8, 23))
    assert (select.game_id, select.version) == (8, 23)
    assert HandButton.new(5).custom_id == "zark:hand:5"
    assert LobbyButton.new(5, "start").custom_id == "zark:lobby:5:start"
    assert menu_of(SEVEN, 1, 5, 9).custom_id == "zark:discard:5:9"
    assert ResignButton.new(5).custom_id == "zark:resign:5"
    jump = await rebuilt(JumpButton.new(5, 76, "Turn 68: Ann, win left"))
    assert jump.custom_id == "zark:review:5:76" and jump.part("before") == "76"


def row_of(settings: dict[str, object], status: GameStatus) -> GameRow:
    now = datetime.now(UTC)
    return GameRow(
        id=5, guild_id=1, channel_id=1, thread_id=None, lobby_message_id=None, host_id=7, status=status,
        settings=settings, seed="1", players=(), version=9, turn_seat=0, waiting_seats=(0,), turn_since=now,
        created_at=now, updated_at=now,
    )  # fmt: skip


def labels(row: GameRow) -> list[str | None]:
    return [getattr(getattr(item, "item", None), "label", None) for item in game_buttons(row).children]


def test_a_tutorials_boards_carry_an_end_tutorial_button_while_it_is_on_and_no_other_games_do() -> None:
    tutorial: dict[str, object] = {"tutorial": {"learner": 7, "seat": 0, "explained": []}}
    assert labels(row_of(tutorial, GameStatus.PLAYING)) == ["My hand", "Catch up", "End tutorial"]
    assert labels(row_of({}, GameStatus.PLAYING)) == ["My hand", "Catch up"]
    assert EndTutorialButton.new(5).custom_id == "zark:endtutorial:5"
    # Over (won, resigned, ended): its last board carries no button that could only say so.
    for over in (GameStatus.FINISHED, GameStatus.ABANDONED):
        assert labels(row_of(tutorial, over)) == ["My hand", "Catch up"]


async def test_custom_ids_fit_discords_100_characters_with_the_largest_ids() -> None:
    items: list[ZarkItem[Any]] = [HandButton.new(BIG_ID), ResignButton.new(BIG_ID), menu_of(SEVEN, 1, BIG_ID, BIG_ID)]
    items += [LobbyButton.new(BIG_ID, what) for what in ("join", "leave", "start", "cancel")]
    items.append(JumpButton.new(BIG_ID, BIG_ID, "Turn 1"))
    for item in items:
        assert len(item.custom_id) <= 100
        assert (await rebuilt(item)).game_id == BIG_ID


@pytest.mark.parametrize(
    "custom_id",
    [
        "zark:hand:",
        "zark:hand:x",
        "zark:hand:1:2",
        "zark:lobby:1:explode",
        "zark:discard:1",
        "zark:resign:-1",
        "zark:review:1",
        "zark:review:1:x",
        "hand:1",
    ],
)
def test_a_malformed_custom_id_matches_no_item(custom_id: str) -> None:
    assert not any(kind.__discord_ui_compiled_template__.fullmatch(custom_id) for kind in DYNAMIC_ITEMS)


def owed(game_id: int, version: int, hand: tuple[Card, ...], count: int) -> CardsOwed:
    """What the Zark family says a player holding `hand` owes (`play.zark.reports`)."""
    return CardsOwed(
        game_id, version, hand, tuple(map(english_card, hand)), tuple(map(english_card_words, hand)), count
    )


def menu_of(hand: tuple[str, ...], count: int, game_id: int = 3, version: int = 12) -> CardsSelect:
    """The discard menu a game offers at a version (game 3 at version 12 unless said)."""
    [select] = cards_menu(owed(game_id, version, tuple(map(Card, hand)), count)).children
    assert isinstance(select, CardsSelect)
    return select


async def test_the_cards_menu_for_two_jokers_has_unique_values_r8() -> None:
    hand = tuple(map(Card, ("2H", "7C", "KD", "JK", "JK", "AS", "QS")))
    select = menu_of(hand, 1)
    options = select.item.options
    values = [option.value for option in options]
    assert len(set(values)) == len(values) == len(hand)
    assert [value.split("#", 1)[0] for value in values] == list(hand)
    assert [option.label for option in options] == [english_card(card) for card in hand]
    # A label already in words ("Joker") is not said twice.
    words = [english_card_words(card) for card in hand]
    assert [option.description for option in options] == [w if w != "Joker" else None for w in words]
    assert select.item.min_values == select.item.max_values == 1
    assert select.item.placeholder == "Choose 1 card to discard"
    assert select.item.custom_id == "zark:discard:3:12"
    kept = await rebuilt(select)
    assert [option.value for option in kept.item.options] == values  # after a restart the options stay


async def test_the_cards_menu_asks_for_several_cards_in_the_plural() -> None:
    select = menu_of(("2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H"), 3)
    assert select.item.placeholder == "Choose 3 cards to discard"
    assert select.item.min_values == select.item.max_values == 3


async def test_the_lobby_has_join_leave_start_cancel_and_add_computer() -> None:
    view = lobby_buttons(6)
    assert view.timeout is None
    buttons = [child for child in view.children if isinstance(child, LobbyButton)]
    assert buttons == view.children
    assert [(child.item.label, child.custom_id) for child in buttons] == [
        ("Join", "zark:lobby:6:join"),
        ("Leave", "zark:lobby:6:leave"),
        ("Start", "zark:lobby:6:start"),
        ("Cancel", "zark:lobby:6:cancel"),
        ("Add computer", "zark:lobby:6:computer"),
    ]


def test_every_dynamic_item_is_registered() -> None:
    registered = {HandButton, LobbyButton, CardsSelect, ResignButton, CatchUpButton, PlayItButton, JumpButton}
    assert registered | {EndTutorialButton} == set(DYNAMIC_ITEMS)
