"""The kinds of value the Zark family's command options hold, as app_commands Transformers: each reads what was typed
into a value (`play.zark.reading`) and offers, as autocomplete, only what is legal for this player now
(`play.zark.choices`, through `cogs.transformers.suggest_with`).

A command declares an option as ``Transform[Cell, CellOption(choices.build_cells)]``: the kind of value once, with the
suggester for that command."""

from __future__ import annotations

from typing import Any, Generic, TypeVar

import discord
from discord import app_commands

from play.zark import reading as options
from play.zark.choices import Suggester, offer
from rules import Cell
from rules.zark import Card

from ..transformers import suggest_with

T = TypeVar("T")


async def suggest(
    interaction: discord.Interaction, current: str, make: Suggester, *, anyone: bool = False
) -> list[app_commands.Choice[str]]:
    """Autocomplete answers from the game here, for the asker's seat; `anyone` also answers out of turn."""
    return await suggest_with(
        interaction, current, lambda view, filled, typed: offer(view, make, filled, typed, anyone=anyone)
    )


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
