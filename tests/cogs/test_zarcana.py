"""The /zarcana commands in the Discord adapters: one per turn option and per answer, names that fit the
command tree beside Zark City's, each option suggesting only legal values through the referee (a problem as one
hint), read back into domain values, and the rules pages as private messages within Discord's limits."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import discord
import pytest
from discord import app_commands

import i18n
from cogs.games import extensions
from cogs.shared import Zark
from cogs.support import transformers as options
from cogs.zarcana import Zarcana
from cogs.zarcana.transformers import (
    AnyMinion,
    GivenCards,
    PlayCard,
    PlayMinion,
    PlayTarget,
    ZarcanaOption,
    read_count,
)
from cogs.zark_city import Turns
from data import Store
from play.errors import UserError
from play.lobby import table_option_choices
from play.referee import Referee
from play.suggestions import NOTHING
from play.zarcana import choices
from play.zarcana.reading import MinionOption, parse_acting, parse_any_minion, parse_cards, read_effect
from play.zark import ZARK_FAMILY as ZARK
from rules import NotationError
from rules.zarcana import ActingMinion, MinionAt, Strike, parse_action
from tests.play.tables import ANN, BOB, stored_position, through_setup
from tests.rules.zarcana.positions import cards, position
from tests.stand_ins import stand_in
from tests.words import refused

from .test_options import typing_in

OPTIONS = ("place", "play", "use", "reorient", "draw", "discard-hand", "pass", "declare")
ANSWERS = ("drawn", "again", "done", "give", "top")


def group() -> app_commands.Group:
    found = Zarcana().app_command
    assert found is not None
    return found


def command(name: str) -> app_commands.Command[Any, Any, Any]:
    found = group().get_command(name)
    assert isinstance(found, app_commands.Command)
    return found


def test_one_command_per_turn_option_and_per_answer_and_the_rules() -> None:
    assert [c.name for c in group().commands] == [*OPTIONS, *ANSWERS, "rules"]
    assert len(group().commands) <= 25  # Discord's subcommands per group


def test_the_command_tree_has_room_and_no_clash_with_zark_city() -> None:
    top_level = [c.name for c in Turns().get_app_commands()] + ["zark", "zarcana"]
    assert len(top_level) == len(set(top_level)) <= 100  # Discord's global commands
    assert "cogs.zarcana" in extensions()
    zark = Zark().app_command
    assert zark is not None and len(zark.commands) <= 25


@pytest.mark.parametrize(
    ("name", "options"),
    [
        ("place", {"cell": True, "preview": False}),
        ("play", {"card": True, "power": False, "minion": False, "target": False, "preview": False}),
        ("use", {"minion": True, "power": False, "target": False, "preview": False}),
        ("reorient", {"minion": True, "facing": True, "preview": False}),
        ("draw", {"count": False, "preview": False}),
        ("discard-hand", {"top": True, "beneath": False, "preview": False}),
        ("pass", {"preview": False}),
        ("declare", {"preview": False}),
        ("drawn", {"power": False, "minion": False, "target": False, "preview": False}),
        ("again", {"target": False, "preview": False}),
        ("done", {}),
        ("give", {"cards": True}),
        ("top", {"card": True}),
    ],
)
def test_each_command_takes_its_options_each_value_suggested(name: str, options: dict[str, bool]) -> None:
    parameters = {p.display_name: p for p in command(name).parameters}
    assert {n: p.required for n, p in parameters.items()} == options
    for option, parameter in parameters.items():
        suggested = bool(parameter.autocomplete)
        assert suggested == (option != "preview"), option
    assert command(name).description  # the docstring's first line


def test_zark_new_offers_zarcana_and_only_its_own_table_options() -> None:
    new = Zark().app_command
    assert new is not None
    found = new.get_command("new")
    assert isinstance(found, app_commands.Command)
    parameters = {p.name: p for p in found.parameters}
    assert "zarcana" in [choice.value for choice in parameters["game"].choices]
    assert not parameters["options"].required and parameters["options"].autocomplete
    offered = [value for _, value in table_option_choices("zarcana", "")]
    assert "trump_order:rws" in offered and "trump_order:marseille" in offered and "first_player:5" in offered
    assert {value.split(":")[0] for value in offered} == {
        "safety_end", "tie_break", "extra_cards", "trump_order", "first_player", "rated", "hints", "boards", "language"
    }  # fmt: skip
    shared = ("rated", "hints", "boards", "language")  # every table's options, which cite no house rule
    assert all("H-" in name for name, value in table_option_choices("zarcana", "") if not value.startswith(shared))
    # Once an option is chosen, the others are offered after it, and it is not offered again
    after = table_option_choices("zarcana", "trump_order:marseille ")
    assert after and all(value.startswith("trump_order:marseille ") for _, value in after)
    assert not any("trump_order" in value.removeprefix("trump_order:marseille") for _, value in after)


def option_of(annotation: object) -> ZarcanaOption[Any]:
    """The transformer of an option's annotation (at run time, ``Transform[T, option]`` is the option itself)."""
    assert isinstance(annotation, ZarcanaOption)
    return annotation


async def test_autocomplete_offers_the_legal_values_from_the_askers_own_view(referee: Referee, store: Store) -> None:
    game = position({"M13": "AC", "N13": "7C"}, {"M13": "1se", "N13": "2su"}, ["KS Emperor", "2C 3C"])
    await stored_position(store, game)
    bot = SimpleNamespace(referee=referee)
    found = await option_of(PlayCard).autocomplete(typing_in(bot, ANN), "")
    assert [c.value for c in found] == ["KS", "Emperor"]
    filled = [("card", "Emperor"), ("minion", "M13 small east")]
    targets = await option_of(PlayTarget).autocomplete(typing_in(bot, ANN, filled=filled), "")
    assert [c.value for c in targets] == [f"attack 2 small up at N13{f' demand {n}' if n else ''}" for n in (0, 1, 2)]
    assert all(len(c.name) <= 100 for c in targets)
    minions = await option_of(PlayMinion).autocomplete(typing_in(bot, ANN, filled=[("card", "Emperor")]), "")
    assert [(c.name, c.value) for c in minions] == [("M13 (Ace of Cups) · your small, pointing east", "M13 small east")]


async def test_a_problem_is_one_hint_that_runs_nothing(referee: Referee, store: Store) -> None:
    await stored_position(store, position({"M13": "AC"}, {"M13": "1se"}, ["KS", "2C"]))
    bot = SimpleNamespace(referee=referee)
    found = await option_of(PlayCard).autocomplete(typing_in(bot, BOB), "")
    assert [(c.name, c.value) for c in found] == [("It is P1's turn, not yours.", options.HINT_VALUE)]


async def test_at_a_zark_city_table_the_hint_names_its_commands(referee: Referee, store: Store) -> None:
    await through_setup(referee, store)
    found = await option_of(PlayCard).autocomplete(typing_in(SimpleNamespace(referee=referee), ANN), "")
    assert [(c.name, c.value) for c in found] == [
        (i18n.say(i18n.ENGLISH, ZARK.wrong_commands)[:100], options.HINT_VALUE)
    ]


async def test_the_victims_owner_is_offered_the_cards_to_give(referee: Referee, store: Store) -> None:
    game = position({"M13": "AC", "N13": "7C"}, {"M13": "1le", "N13": "2su"}, ["Emperor", "2C 3C 4W"])
    game.apply(0, parse_action("play Emperor by M13 large east attack 2 small up at N13 demand 2"))
    await stored_position(store, game)
    bot = SimpleNamespace(referee=referee)
    found = await option_of(GivenCards).autocomplete(typing_in(bot, BOB), "wands")
    assert [(c.name, c.value) for c in found] == [
        ("give 2 of Cups, 4 of Wands", "2C 4W"),
        ("give 3 of Cups, 4 of Wands", "3C 4W"),
    ]
    refused = await option_of(GivenCards).autocomplete(typing_in(bot, ANN), "")
    assert refused[0].name.startswith("Not yours to answer: P2 must give P1 2 cards")


@pytest.mark.parametrize(
    ("annotation", "typed", "value"),
    [
        (PlayMinion, "none", MinionOption(None)),
        (PlayMinion, "m13 small EAST", MinionOption(ActingMinion((0, 0), 1, "E"))),
        (AnyMinion, "2 large north at N13", MinionAt((1, 0), 1, 3, "N")),
        (GivenCards, "7 of cups, fool", tuple(cards("7C Fool"))),
        (PlayCard, "the hanged man", "HangedMan"),
    ],
)
async def test_each_kind_of_option_reads_what_was_typed(annotation: object, typed: str, value: object) -> None:
    assert await option_of(annotation).transform(stand_in(discord.Interaction, None), typed) == value


def test_the_readers_are_the_play_layers() -> None:
    assert option_of(PlayMinion).reader is parse_acting and option_of(AnyMinion).reader is parse_any_minion
    assert option_of(GivenCards).reader is parse_cards and option_of(PlayTarget).reader is read_effect
    assert isinstance(read_effect("attack 2 small up at N13"), Strike)


class Replies:
    """What a command's private replies send."""

    def __init__(self, locale: str = "en-US") -> None:
        self.locale = locale  # the reader's Discord language
        self.sent: list[str] = []
        self.response = SimpleNamespace(is_done=lambda: True)
        self.followup = SimpleNamespace(send=self._send)

    async def _send(self, text: str, **kwargs: object) -> None:
        assert kwargs.get("ephemeral") is True
        self.sent.append(text)


@pytest.mark.parametrize("page", ["overview", "rulings", "trumps", "table"])
async def test_the_rules_pages_are_private_messages_within_the_limit(page: str) -> None:
    replies = Replies()
    rules = command("rules")
    await rules.callback(Zarcana(), stand_in(discord.Interaction, replies), page)  # type: ignore[arg-type]
    assert replies.sent and all(len(text) <= 2000 for text in replies.sent)
    assert "Zarcana as documented" in replies.sent[0]
    if page == "rulings":
        joined = "\n".join(replies.sent)
        assert all(f"**H-{n}**" in joined for n in range(1, 27))


@pytest.mark.parametrize("key", ["full hand", "answer give", "no minion"])
async def test_the_entry_saying_why_a_zarcana_option_has_nothing_is_refused_with_its_sentence(key: str) -> None:
    for option in (ZarcanaOption(choices.draw_counts, read_count), ZarcanaOption(choices.place_cells, str)):
        with pytest.raises(UserError) as refused:
            await option.transform(stand_in(discord.Interaction, None), NOTHING + key)
        assert refused.value.message == choices.nothing_now(key)


async def test_a_draw_count_is_read_or_refused_with_a_sentence() -> None:
    option = ZarcanaOption(choices.draw_counts, read_count)
    assert await option.transform(stand_in(discord.Interaction, None), "2") == 2
    assert await option.transform(stand_in(discord.Interaction, None), 3) == 3  # as an integer, from older clients
    with refused(NotationError, "'4' is not a number of cards to draw: draw 1, 2 or 3"):
        await option.transform(stand_in(discord.Interaction, None), "4")
