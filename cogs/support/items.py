"""Buttons and menus that keep working after a restart: DynamicItems whose custom_id holds all they need.

An item is rebuilt from the component as it arrives (`from_custom_id`), and reads its ids back from its custom_id
(`part`), so what it carries is written in one place. Each item lives next to the plain function its press calls
(`looking.HandButton` calls `looking.show_hand`, and so on), and every press runs under `guarded`, so a refusal or a
bug always gets a private reply.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar, Self, TypeVar

import discord

import i18n
from i18n import ENGLISH

from .replies import guarded

Button = discord.ui.Button[discord.ui.View]
Select = discord.ui.Select[discord.ui.View]
ItemT = TypeVar("ItemT", Button, Select)


class ZarkItem(discord.ui.DynamicItem[ItemT], template=r"zark:.+"):
    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(item)  # type: ignore[arg-type]  # discord.py hands back the component this class was made of

    def part(self, name: str) -> str:
        """One of the ids in the custom_id (a group of the template)."""
        match = self.template.fullmatch(self.custom_id)
        assert match is not None, f"{self.custom_id!r} does not match {self.template.pattern!r}"
        return match[name]

    @property
    def game_id(self) -> int:
        return int(self.part("game"))

    async def callback(self, interaction: discord.Interaction) -> None:
        async with guarded(interaction):
            await self.press(interaction)

    async def press(self, interaction: discord.Interaction) -> None:
        raise NotImplementedError


class GameButton(ZarkItem[Button], template=r"zark:[a-z]+:\d+"):
    """A button about one game: custom_id `zark:<kind>:<game id>`, with a look of its own and its label in the
    catalogues (``button-<kind>``)."""

    kind: ClassVar[str]
    emoji: ClassVar[str | None] = None
    style: ClassVar[discord.ButtonStyle]

    @classmethod
    def new(cls, game_id: int, language: str = ENGLISH) -> Self:
        """The button for game `game_id`, labelled ``button-<kind>`` in `language` (the table's under a board, the
        reader's in a private answer)."""
        custom_id, label = f"zark:{cls.kind}:{game_id}", i18n.text(language, f"button-{cls.kind}")
        return cls(discord.ui.Button(label=label, emoji=cls.emoji, style=cls.style, custom_id=custom_id))
