"""The kinds of value a command's options hold, as app_commands Transformers: each reads what was typed into a
value (`play.options`) and offers, as autocomplete, only what is legal for this player now (`play.choices`).

A command declares an option as ``Transform[Cell, CellOption(choices.build_cells)]``: the kind of value once,
with the suggester for that command. A problem (no game here, not your turn, a bot too busy to answer within
Discord's time) shows as a single hint whose value runs the command, which then explains it in full.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any, Generic, TypeVar

import discord
from discord import app_commands

from data import GameRow, StoreError
from play.errors import UserError
from play.suggestions import narrow
from play.zark import reading as options
from play.zark.choices import Suggester, offer
from rules import Cell, GameView
from rules.zark import Card

from .replies import bot_of, place_of

log = logging.getLogger(__name__)

HINT_VALUE = "-"  # picking a hint runs the command, which explains the same problem in full
#: Seconds an autocomplete answer may take: it cannot be deferred, and Discord drops it after 3.
SUGGEST_WITHIN = 2.0
BUSY = "The bot is busy: type the value, or try again in a moment."

T = TypeVar("T")


#: What a kind of option answers, from the asker's own view, the options filled in and what was typed.
Answer = Callable[[GameView, dict[str, str], str], list[tuple[str, str]]]


async def suggest(
    interaction: discord.Interaction, current: str, make: Suggester, *, anyone: bool = False
) -> list[app_commands.Choice[str]]:
    """Autocomplete answers from the game here, for the asker's seat; `anyone` also answers out of turn."""
    return await suggest_with(
        interaction, current, lambda view, filled, typed: offer(view, make, filled, typed, anyone=anyone)
    )


async def suggest_with(
    interaction: discord.Interaction, current: str, answer: Answer
) -> list[app_commands.Choice[str]]:
    """Autocomplete answers from the game here, as `answer` gives them from the asker's own view: in time (or a
    busy hint), and a refusal as one hint."""
    filled = {name: str(value) for name, value in interaction.namespace}
    try:
        async with asyncio.timeout(SUGGEST_WITHIN):
            seated = await bot_of(interaction).referee.seated(place_of(interaction), interaction.user.id)
        found = answer(seated.view(), filled, current)
    except (UserError, StoreError) as error:
        return [hint(error.sentence)]
    except TimeoutError:
        return [hint(BUSY)]
    except Exception:
        log.exception("Autocomplete failed")
        return []
    return [app_commands.Choice(name=name, value=value) for name, value in found]


async def suggest_from_row(
    interaction: discord.Interaction, current: str, listing: Callable[[GameRow, int], list[tuple[str, str]]]
) -> list[app_commands.Choice[str]]:
    """Autocomplete answers from the stored row of the game here (players, computer seats), for the asker:
    `listing(row, user_id)` gives (name, value) pairs, narrowed by what was typed; in time, or a busy hint."""
    try:
        async with asyncio.timeout(SUGGEST_WITHIN):
            row = await bot_of(interaction).store.game_in_channel(interaction.channel_id or 0)
    except TimeoutError:
        return [hint(BUSY)]
    found = listing(row, interaction.user.id) if row is not None else []
    return [app_commands.Choice(name=name, value=value) for name, value in narrow(found, current)]


def hint(sentence: str) -> app_commands.Choice[str]:
    return app_commands.Choice(name=sentence[:100], value=HINT_VALUE)


class Option(app_commands.Transformer, Generic[T]):
    """A string option read into a `T`, with suggestions from `suggester`."""

    def __init__(self, suggester: Suggester) -> None:
        self.suggester = suggester

    def read(self, text: str) -> T:
        raise NotImplementedError

    async def transform(self, interaction: discord.Interaction, value: Any, /) -> T:
        return self.read(str(value))

    async def autocomplete(
        self, interaction: discord.Interaction, value: int | float | str, /
    ) -> list[app_commands.Choice[int | float | str]]:
        found = await suggest(interaction, str(value), self.suggester)
        return [app_commands.Choice(name=choice.name, value=choice.value) for choice in found]


class CellOption(Option[Cell]):
    def read(self, text: str) -> Cell:
        return options.parse_cell(text)


class CardOption(Option[Card]):
    def read(self, text: str) -> Card:
        return options.parse_card(text)


class CardsOption(Option[tuple[Card, ...]]):
    def read(self, text: str) -> tuple[Card, ...]:
        return options.parse_cards(text)


class PieceOption(Option[options.Piece]):
    def read(self, text: str) -> options.Piece:
        return options.parse_piece(text)


class TargetOption(Option[options.TargetRef]):
    def read(self, text: str) -> options.TargetRef:
        return options.parse_target(text)


class OutcomeOption(Option[options.Outcome]):
    def read(self, text: str) -> options.Outcome:
        return options.Outcome(options.parse_outcome(text))
