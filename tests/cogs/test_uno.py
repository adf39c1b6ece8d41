"""Unocitta and Unopolis in the Discord adapters: the declared options, the autocomplete of a Wild's
nomination through the referee, and the board message after a free re-nomination (no ping, the turn goes on)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
from discord import app_commands

from cogs.shared import Zark
from cogs.zark_city import Turns
from cogs.zark_city.transformers import CardOption, CardsOption, suggest
from data import Store
from play.announcements import board_pings, boards_message, move_owes
from play.referee import Referee
from play.zark import choices
from rules import NotationError, kinds
from rules.zark import GAMES
from tests.data.store_helpers import USERS
from tests.play.tables import ANN, play, stored_position
from tests.play.test_uno import uno
from tests.words import english

from .test_options import typing_in


def command(name: str) -> app_commands.Command[Any, Any, Any]:
    found = next((c for c in Turns().get_app_commands() if c.name == name), None)
    if found is None:
        group = Zark().app_command
        assert group is not None
        found = group.get_command(name)
    assert isinstance(found, app_commands.Command)
    return found


def test_zark_new_offers_every_game_zark_city_first() -> None:
    [game] = [p for p in command("new").parameters if p.name == "game"]
    assert [choice.value for choice in game.choices] == [kind.key for kind in kinds()] and game.default == GAMES[0]
    assert not game.required
    # A game's own table options are typed into one option, suggested for the game chosen: no command lists every
    # family's options
    assert [p.name for p in command("new").parameters] == ["game", "options"]


@pytest.mark.parametrize("name", ["build", "hatch"])
def test_build_and_hatch_take_an_optional_as_for_a_wild(name: str) -> None:
    parameters = {p.display_name: p for p in command(name).parameters}
    assert list(parameters) == ["card", "cell", "as", "preview"]
    assert not parameters["as"].required and parameters["as"].autocomplete is not None
    assert parameters["card"].required and parameters["cell"].required


def test_zark_nominate_takes_a_cell_and_as_both_suggested() -> None:
    parameters = {p.display_name: p for p in command("nominate").parameters}
    assert list(parameters) == ["cell", "as"]
    assert all(p.required and p.autocomplete is not None for p in parameters.values())


async def test_the_as_option_suggests_25_nominations_for_a_wild_narrowed_by_typing(
    referee: Referee, store: Store
) -> None:
    await stored_position(store, uno())
    bot = SimpleNamespace(referee=referee)
    wild = typing_in(bot, ANN, filled=[("card", "W"), ("cell", "L13")])
    assert len(await suggest(wild, "", choices.nominations)) == 25
    sevens = await suggest(wild, "7", choices.nominations)
    assert [c.value for c in sevens] == ["7R", "7Y", "7G", "7B"]
    reds = await suggest(wild, "red", choices.nominations)
    assert len(reds) == 10 and all(c.name.startswith("red ") for c in reds)
    not_wild = typing_in(bot, ANN, filled=[("card", "9R")])
    assert await suggest(not_wild, "", choices.nominations) == []
    renamed = typing_in(bot, ANN, filled=[("cell", "N13")])
    others = await suggest(renamed, "red", choices.renominations)
    assert "7R" not in [c.value for c in others] and len(others) == 9


async def test_a_nomination_goes_into_the_post_of_the_move_that_ends_the_turn(referee: Referee, store: Store) -> None:
    """What the move owes the table (written with it, `play.announcements`): a free nomination (R-24) leaves the same
    player's turn going on, so it owes no post of its own; its line opens the post of the turn option that follows,
    which pings the next player."""
    await stored_position(store, uno())
    assert move_owes(await play(referee, ANN, "nominate N13 5R")) == []
    last = move_owes(await play(referee, ANN, "draw"))[0]  # a turn option ends the turn: the next player is pinged
    lines = boards_message([dict(last.payload)]).splitlines()
    assert lines[0] == "**P1** made the Wild on N13 stand for the red 5 · `nominate N13 5R`"
    assert lines[1].startswith("**P1** drew") and lines[-1] == f"<@{USERS[1]}>, your turn (turn 2)."
    assert board_pings([dict(last.payload)]) == [USERS[1]]


@pytest.mark.parametrize(
    ("game", "examples"),
    [
        ("unocitta", "Write cards like 7R or red 7, SB (a blue Skip), RG (a green Reverse), +2Y (a yellow Draw Two)"),
        ("unopolis", "Write cards like 7R or red 7"),
    ],
)
async def test_a_bad_card_at_an_uno_table_is_answered_with_uno_examples(
    referee: Referee, store: Store, game: str, examples: str
) -> None:
    """R-22: an Uno table's cards are Uno cards, so its refusal gives Uno examples, not Zark City's 7H or JK."""
    await stored_position(store, uno(game))
    bot = SimpleNamespace(referee=referee, store=store)
    for option, typed in ((CardOption(choices.board_cards), "ZZ"), (CardsOption(choices.payments), "SB ZZ")):
        with pytest.raises(NotationError) as refused:
            await option.transform(typing_in(bot, ANN), typed)
        assert english(refused.value).startswith(f"'ZZ' is not a card. {examples}") and "JK" not in str(refused.value)
    assert await CardOption(choices.board_cards).transform(typing_in(bot, ANN), "red 7") == "7R"
    with pytest.raises(NotationError) as refused:  # a list with no card in it: Uno examples too
        await CardsOption(choices.payments).transform(typing_in(bot, ANN), " , ")
    assert english(refused.value) == "Name at least one card, like '7R' or '7R SB'."


async def test_a_bad_card_with_no_game_here_is_answered_with_zark_city_examples(store: Store) -> None:
    bot = SimpleNamespace(store=store)
    with pytest.raises(NotationError) as raised:
        await CardOption(choices.board_cards).transform(typing_in(bot, ANN), "ZZ")
    assert "Write cards like 7H, 7♥, 10S, KD or JK for a Joker" in english(raised.value)


async def test_a_bad_card_of_a_zark_city_command_at_a_zarcana_table_says_which_commands_to_use(
    referee: Referee, store: Store
) -> None:
    from play.errors import UserError
    from play.zarcana import ZARCANA_FAMILY
    from tests.rules.zarcana.positions import position as zarcana_position

    await stored_position(store, zarcana_position({"M13": "AC"}, {"M13": "1su"}, ["2C", "3C"]))
    bot = SimpleNamespace(referee=referee, store=store)
    with pytest.raises(UserError) as refused:
        await CardOption(choices.board_cards).transform(typing_in(bot, ANN), "2 of cups")
    assert refused.value.message == ZARCANA_FAMILY.wrong_commands
