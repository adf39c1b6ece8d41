"""The kinds of value the Zark family's command options hold, as app_commands Transformers: each reads what was typed
into a value (`play.zark.reading`) and offers, as autocomplete, only what is legal for this player now
(`play.zark.choices`, through `cogs.support.transformers.suggest_with`).

A command declares an option as ``Transform[Cell, CellOption(choices.build_cells)]``: the kind of value once, with the
suggester for that command."""

from __future__ import annotations

from typing import Any, Generic

import discord
from discord import app_commands

from play.errors import UserError
from play.families import family_for
from play.suggestions import nothing_key
from play.texts import table_rules
from play.zark import ZARK_FAMILY
from play.zark import reading as options
from play.zark.choices import Suggester, nothing_now, offer
from rules import Cell, NotationError
from rules.core.protocol import Rules
from rules.zark import Card

from ..support.replies import bot_of
from ..support.transformers import OptionValue, suggest_with


async def suggest(
    interaction: discord.Interaction, current: str, make: Suggester, *, anyone: bool = False
) -> list[app_commands.Choice[str]]:
    """Autocomplete answers from the game here, for the asker's seat; `anyone` also answers out of turn."""
    return await suggest_with(
        interaction,
        current,
        lambda view, filled, typed, language: offer(view, make, filled, typed, anyone=anyone, language=language),
    )


class Option(app_commands.Transformer, Generic[OptionValue]):
    """A string option read into a `OptionValue`, with suggestions from `suggester`."""

    def __init__(self, suggester: Suggester) -> None:
        self.suggester = suggester

    def read(self, text: str) -> OptionValue:
        raise NotImplementedError

    async def transform(self, interaction: discord.Interaction, value: Any, /) -> OptionValue:
        self.refuse_nothing(str(value))
        return self.read(str(value))

    def refuse_nothing(self, text: str) -> None:
        """The entry offered when this option had no legal value (`play.zark.choices.offer`): its own sentence."""
        key = nothing_key(text)
        if key is not None:
            raise UserError(nothing_now(key))

    async def autocomplete(
        self, interaction: discord.Interaction, value: int | float | str, /
    ) -> list[app_commands.Choice[int | float | str]]:
        found = await suggest(interaction, str(value), self.suggester)
        return [app_commands.Choice(name=choice.name, value=choice.value) for choice in found]


class CellOption(Option[Cell]):
    def read(self, text: str) -> Cell:
        return options.parse_cell(text)


class DeckOption(Option[OptionValue]):
    """An option of cards: what is no card is refused with the examples of the deck of the game here (Uno cards at
    an Unocitta table, R-22), which is looked up only then."""

    def read_at(self, text: str, rules: Rules) -> OptionValue:
        raise NotImplementedError

    async def transform(self, interaction: discord.Interaction, value: Any, /) -> OptionValue:
        self.refuse_nothing(str(value))
        try:
            return self.read(str(value))
        except NotationError:
            row = await bot_of(interaction).store.game_in_channel(interaction.channel_id or 0)
            if row is None:
                raise
            family = family_for(row.settings)
            if family is not ZARK_FAMILY:  # another family's table: its own words, as the move would get
                raise UserError(family.wrong_commands) from None
            return self.read_at(str(value), table_rules(row))  # refused in this game's own words


class CardOption(DeckOption[Card]):
    def read(self, text: str) -> Card:
        return options.parse_card(text)

    def read_at(self, text: str, rules: Rules) -> Card:
        return options.card_reader(rules)(text)


class CardsOption(DeckOption[tuple[Card, ...]]):
    def read(self, text: str) -> tuple[Card, ...]:
        return options.parse_cards(text)

    def read_at(self, text: str, rules: Rules) -> tuple[Card, ...]:
        return options.parse_cards(text, options.card_reader(rules), options.deck_of(rules))


class PieceOption(Option[options.OwnPiece]):
    def read(self, text: str) -> options.OwnPiece:
        return options.parse_piece(text)


class TargetOption(Option[options.TargetRef]):
    def read(self, text: str) -> options.TargetRef:
        return options.parse_target(text)


class OutcomeOption(Option[options.Outcome]):
    def read(self, text: str) -> options.Outcome:
        return options.Outcome(options.parse_outcome(text))
