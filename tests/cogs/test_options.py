"""Autocomplete of an option kind, through the referee: the legal values, a problem as one hint, and an answer in
time however busy the bot is."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

import discord
import pytest
from discord import app_commands

import i18n
from cogs.support import transformers as options
from cogs.support.replies import sentence_of
from cogs.zark_city.transformers import (
    CardOption,
    CardsOption,
    CellOption,
    Option,
    OutcomeOption,
    PieceOption,
    TargetOption,
    suggest,
)
from data import Store
from i18n import ENGLISH
from play.errors import UserError
from play.referee import Referee, Seated, Venue
from play.suggestions import NOTHING
from play.zark import choices
from play.zark.reading import Outcome, OwnPiece, TargetRef
from rules import NotationError
from tests.data.store_helpers import CHANNEL, GUILD
from tests.play.tables import ANN, BOB, STRANGER, through_setup, zark
from tests.stand_ins import stand_in


def typing_in(
    bot: object,
    user: int,
    channel: int = CHANNEL,
    filled: list[tuple[str, str]] | None = None,
    locale: str = "en-US",
) -> discord.Interaction:
    """What `suggest` reads of an autocomplete interaction: where, who, the bot, the options filled in, and the
    language of the asker's Discord."""
    who = SimpleNamespace(id=user)
    typing = SimpleNamespace(
        client=bot, channel_id=channel, user=who, guild_id=GUILD, namespace=filled or [], locale=locale
    )
    return stand_in(discord.Interaction, typing)


async def test_the_suggestions_are_the_legal_values(referee: Referee, store: Store) -> None:
    await through_setup(referee, store)
    bot = SimpleNamespace(referee=referee)
    found = await suggest(typing_in(bot, ANN), "", choices.spawn_cells)
    game = zark((await referee.seated(Venue(CHANNEL, GUILD), ANN)).game)
    assert [c.value for c in found] == [value for _, value in choices.spawn_cells(game.view(0), {})] and found


async def test_the_entries_are_in_the_askers_language_and_their_values_the_same(referee: Referee, store: Store) -> None:
    await through_setup(referee, store)
    bot = SimpleNamespace(referee=referee)
    english = await suggest(typing_in(bot, ANN), "", choices.move_destinations)
    german = await suggest(typing_in(bot, ANN, locale="de"), "", choices.move_destinations)
    assert [c.value for c in german] == [c.value for c in english] and german
    assert [c.name for c in english] == ["N13 · 6♠ · Bob's small"]
    assert [c.name for c in german] == ["N13 · 6♠ · kleine von Bob"]
    polish = await suggest(typing_in(bot, ANN, locale="pl"), "", choices.spawn_cells)
    assert polish and all("twoja" in c.name for c in polish), [c.name for c in polish]


async def test_the_suggestions_and_a_problem_are_in_the_askers_language(referee: Referee, store: Store) -> None:
    await through_setup(referee, store)
    bot = SimpleNamespace(referee=referee)
    found = await suggest(typing_in(bot, ANN, locale="de"), "", choices.spawn_cells)
    view = zark((await referee.seated(Venue(CHANNEL, GUILD), ANN)).game).view(0)
    assert [(c.name, c.value) for c in found] == choices.offer(view, choices.spawn_cells, {}, "", language="de")
    assert not {c.name for c in found} & {name for name, _ in choices.offer(view, choices.spawn_cells, {}, "")}
    (hint,) = await suggest(typing_in(bot, BOB, locale="pl"), "", choices.spawn_cells)
    assert hint.name == i18n.text("pl", "play-not-your-turn", name="Ann") and hint.value == options.HINT_VALUE


@pytest.mark.parametrize(
    ("user", "hint"), [(BOB, "It is Ann's turn, not yours."), (STRANGER, "You are not playing in this game.")]
)
async def test_a_problem_is_one_hint_that_runs_nothing(referee: Referee, store: Store, user: int, hint: str) -> None:
    await through_setup(referee, store)
    bot = SimpleNamespace(referee=referee)
    found = await suggest(typing_in(bot, user), "", choices.spawn_cells)
    assert [(c.name, c.value) for c in found] == [(hint, options.HINT_VALUE)]


class BusyReferee:
    """A referee whose game takes longer to load than an autocomplete answer may take."""

    async def seated(self, *args: object, **kwargs: object) -> Seated:
        await asyncio.sleep(10)
        raise AssertionError("not reached")


async def test_a_busy_bot_answers_in_time_with_a_hint(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(options, "SUGGEST_WITHIN", 0.05)
    bot = SimpleNamespace(referee=BusyReferee())
    asking = suggest(typing_in(bot, ANN), "", choices.spawn_cells)
    found = await asyncio.wait_for(asking, 1.0)
    assert [(c.name, c.value) for c in found] == [(i18n.say(ENGLISH, options.BUSY), options.HINT_VALUE)]
    german = await asyncio.wait_for(suggest(typing_in(bot, ANN, locale="de"), "", choices.spawn_cells), 1.0)
    assert [c.name for c in german] == [i18n.say("de", options.BUSY)] != [c.name for c in found]


async def test_the_options_filled_in_narrow_the_next_one(referee: Referee, store: Store) -> None:
    """/move's `to` lists only where the chosen piece can go."""
    await through_setup(referee, store)
    bot = SimpleNamespace(referee=referee)
    everywhere = await suggest(typing_in(bot, ANN), "", choices.move_destinations)
    narrowed = await suggest(typing_in(bot, ANN, filled=[("piece", "M13 small")]), "", choices.move_destinations)
    game = zark((await referee.seated(Venue(CHANNEL, GUILD), ANN)).game)
    assert [c.value for c in narrowed] == [
        v for _, v in choices.move_destinations(game.view(0), {"piece": "M13 small"})
    ]
    assert narrowed and {c.value for c in narrowed} <= {c.value for c in everywhere}


@pytest.mark.parametrize(
    ("kind", "typed", "value"),
    [
        (CellOption, " n14 ", (1, 1)),
        (CardOption, "10♥", "10H"),
        (CardsOption, "jk+jk 2h", ("JK", "JK", "2H")),
        (PieceOption, "m14 MEDIUM", OwnPiece((0, 1), 2)),
        (TargetOption, "L13 large", TargetRef((-1, 0), None, 3)),
        (TargetOption, "N13 2 medium", TargetRef((1, 0), 1, 2)),
        (OutcomeOption, "Convert Medium", Outcome(2)),
        (OutcomeOption, "demolish", Outcome(None)),
    ],
)
async def test_each_kind_of_option_reads_what_was_typed(kind: type[Option[Any]], typed: str, value: object) -> None:
    option = kind(choices.spawn_cells)
    assert await option.transform(stand_in(discord.Interaction, None), typed) == value  # reading ignores it


async def test_a_refused_value_reaches_the_player_as_its_sentence() -> None:
    with pytest.raises(NotationError) as refused:
        await CellOption(choices.spawn_cells).transform(stand_in(discord.Interaction, None), "14N")
    wrapped = app_commands.TransformerError("14N", discord.AppCommandOptionType.string, CellOption(choices.spawn_cells))
    wrapped.__cause__ = refused.value
    assert (
        sentence_of(wrapped, "en-US") == "'14N' is not a cell name. Cells are named like M13: a letter, then a number."
    )


@pytest.mark.parametrize(
    ("kind", "suggester"),
    [(TargetOption, choices.attack_targets), (CellOption, choices.hatch_cells), (CardsOption, choices.discards)],
)
async def test_the_entry_saying_why_an_option_has_nothing_is_refused_with_its_sentence(
    kind: type[Option[Any]], suggester: choices.Suggester
) -> None:
    for key in ("attack", "attack own", "hatch"):
        with pytest.raises(UserError) as refused:
            await kind(suggester).transform(stand_in(discord.Interaction, None), NOTHING + key)
        assert refused.value.message == choices.nothing_now(key)
