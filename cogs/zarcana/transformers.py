"""Zarcana's options as Transformers: each reads what was typed into a domain value and suggests, from the asker's
own view, the legal values of that option of that command."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic

import discord
from discord import app_commands
from discord.app_commands import Transform

from play.errors import UserError
from play.suggestions import Choice, nothing_key
from play.zarcana import choices
from play.zarcana.reading import (
    MinionOption,
    parse_acting,
    parse_any_minion,
    parse_cards,
    parse_facing,
    parse_power,
    read_card,
    read_effect,
)
from rules import Cell, GameView, Message, NotationError, parse_cell, quoted
from rules.zarcana import ActingMinion, Effect, MinionAt, TarotCard, parse_actor

from ..support.transformers import OptionValue, suggest_with


class ZarcanaOption(app_commands.Transformer, Generic[OptionValue]):
    """A string option read by `reader` into a `OptionValue`, with the legal values `suggester` offers the asker."""

    def __init__(self, suggester: choices.ZarcanaSuggester, reader: Callable[[str], OptionValue]) -> None:
        self.suggester, self.reader = suggester, reader

    async def transform(self, interaction: discord.Interaction, value: Any, /) -> OptionValue:
        key = nothing_key(str(value))
        if key is not None:  # the entry offered when this option had no legal value: its own sentence
            raise UserError(choices.nothing_now(key))
        return self.reader(str(value))

    async def autocomplete(
        self, interaction: discord.Interaction, value: int | float | str, /
    ) -> list[app_commands.Choice[int | float | str]]:
        found = await suggest_with(interaction, str(value), self._answer)
        return [app_commands.Choice(name=choice.name, value=choice.value) for choice in found]

    def _answer(self, view: GameView, filled: dict[str, str], typed: str, language: str) -> list[Choice]:
        return choices.offer(view, self.suggester, filled, typed, language=language)


def read_count(text: str) -> int:
    """How many cards option 5 draws: one, two or three (Z-26)."""
    if text.strip() not in ("1", "2", "3"):
        raise NotationError(Message("cogs-zarcana-not-a-count", text=quoted(text)))
    return int(text)


# Each option of each command: the kind of value it reads, and what it suggests there.
PlaceCell = Transform[Cell, ZarcanaOption(choices.place_cells, parse_cell)]
PlayCard = Transform[TarotCard, ZarcanaOption(choices.play_cards, read_card)]
PlayPower = Transform[str, ZarcanaOption(choices.play_powers, parse_power)]
PlayMinion = Transform[MinionOption, ZarcanaOption(choices.play_minions, parse_acting)]
PlayTarget = Transform[Effect, ZarcanaOption(choices.play_targets, read_effect)]
UseMinion = Transform[ActingMinion, ZarcanaOption(choices.use_minions, parse_actor)]
UsePower = Transform[str, ZarcanaOption(choices.use_powers, parse_power)]
UseTarget = Transform[Effect, ZarcanaOption(choices.use_targets, read_effect)]
DrawnPower = Transform[str, ZarcanaOption(choices.drawn_powers, parse_power)]
DrawnMinion = Transform[MinionOption, ZarcanaOption(choices.drawn_minions, parse_acting)]
DrawnTarget = Transform[Effect, ZarcanaOption(choices.drawn_targets, read_effect)]
AgainTarget = Transform[Effect, ZarcanaOption(choices.again_targets, read_effect)]
AnyMinion = Transform[MinionAt, ZarcanaOption(choices.reorient_minions, parse_any_minion)]
Facing = Transform[str, ZarcanaOption(choices.reorient_facings, parse_facing)]
DrawCount = Transform[int, ZarcanaOption(choices.draw_counts, read_count)]
TopOfHand = Transform[TarotCard, ZarcanaOption(choices.discard_tops, read_card)]
BeneathTop = Transform[tuple[TarotCard, ...], ZarcanaOption(choices.discard_beneath, parse_cards)]
GivenCards = Transform[tuple[TarotCard, ...], ZarcanaOption(choices.give_cards, parse_cards)]
TopCard = Transform[TarotCard, ZarcanaOption(choices.top_cards, read_card)]
