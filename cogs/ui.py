"""Buttons and menus that keep working after a restart: DynamicItems whose custom_id carries the game id.

Each item only parses its custom_id and hands the press to the cog that owns the behaviour, so this module
depends on no cog. Every callback runs under `guarded`, so a refusal or a bug always gets a private reply.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, Self

import discord

from rules import card_label, card_words

from .replies import guarded

if TYPE_CHECKING:
    from bot import ZarkBot


class HandShower(Protocol):
    async def show_hand(self, interaction: discord.Interaction, game_id: int) -> None: ...


class LobbyKeeper(Protocol):
    async def lobby_button(self, interaction: discord.Interaction, game_id: int, what: str) -> None: ...


class Discarder(Protocol):
    async def discard_from_menu(
        self, interaction: discord.Interaction, game_id: int, version: int, cards: list[str]
    ) -> None: ...


class Resigner(Protocol):
    async def confirm_resign(self, interaction: discord.Interaction, game_id: int) -> None: ...


class CatchUpper(Protocol):
    async def show_catchup(self, interaction: discord.Interaction, game_id: int) -> None: ...


def _cog(interaction: discord.Interaction, name: str) -> Any:
    bot: ZarkBot = interaction.client  # type: ignore[assignment]
    cog = bot.get_cog(name)
    if cog is None:
        raise RuntimeError(f"the {name} cog is not loaded")
    return cog


class _GameButton:
    """What the one-game buttons share (mixed in before DynamicItem): the custom_id `zark:<kind>:<game id>`, rebuilt
    from it after a restart, and a press handed under `guarded` to `press`, which the cog behind it answers."""

    kind: ClassVar[str]
    label: ClassVar[str]
    emoji: ClassVar[str | None] = None
    style: ClassVar[discord.ButtonStyle]

    def __init__(self, game_id: int) -> None:
        button = discord.ui.Button(  # type: ignore[var-annotated]
            label=self.label, emoji=self.emoji, style=self.style, custom_id=f"zark:{self.kind}:{game_id}"
        )
        super().__init__(button)  # type: ignore[call-arg]
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,
        item: discord.ui.Button,  # type: ignore[type-arg]
        match: re.Match[str],
    ) -> Self:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async with guarded(interaction):
            await self.press(interaction)

    async def press(self, interaction: discord.Interaction) -> None:
        raise NotImplementedError


class HandButton(_GameButton, discord.ui.DynamicItem[discord.ui.Button], template=r"zark:hand:(?P<game>\d+)"):  # type: ignore[type-arg]
    """Under every board message: shows the presser their own hand, privately."""

    kind, label, emoji, style = "hand", "My hand", "🂠", discord.ButtonStyle.primary

    async def press(self, interaction: discord.Interaction) -> None:
        cog: HandShower = _cog(interaction, "Zark")
        await cog.show_hand(interaction, self.game_id)


class CatchUpButton(_GameButton, discord.ui.DynamicItem[discord.ui.Button], template=r"zark:catchup:(?P<game>\d+)"):  # type: ignore[type-arg]
    """Under every board message, turn pings and reminders: what happened since the presser's last turn, privately."""

    kind, label, emoji, style = "catchup", "Catch up", "📰", discord.ButtonStyle.secondary

    async def press(self, interaction: discord.Interaction) -> None:
        cog: CatchUpper = _cog(interaction, "Zark")
        await cog.show_catchup(interaction, self.game_id)


class ResignButton(_GameButton, discord.ui.DynamicItem[discord.ui.Button], template=r"zark:resign:(?P<game>\d+)"):  # type: ignore[type-arg]
    """The confirmation under /zark resign."""

    kind, label, style = "resign", "Yes, resign", discord.ButtonStyle.danger

    async def press(self, interaction: discord.Interaction) -> None:
        cog: Resigner = _cog(interaction, "Zark")
        await cog.confirm_resign(interaction, self.game_id)


LOBBY_BUTTONS = {
    "join": ("Join", discord.ButtonStyle.success),
    "leave": ("Leave", discord.ButtonStyle.secondary),
    "start": ("Start", discord.ButtonStyle.primary),
    "cancel": ("Cancel", discord.ButtonStyle.danger),
}


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button],  # type: ignore[type-arg]
    template=r"zark:lobby:(?P<game>\d+):(?P<what>join|leave|start|cancel)",
):
    def __init__(self, game_id: int, what: str) -> None:
        label, style = LOBBY_BUTTONS[what]
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"zark:lobby:{game_id}:{what}"))
        self.game_id = game_id
        self.what = what

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,
        item: discord.ui.Button,
        match: re.Match[str],  # type: ignore[type-arg]
    ) -> LobbyButton:
        return cls(int(match["game"]), match["what"])

    async def callback(self, interaction: discord.Interaction) -> None:
        async with guarded(interaction):
            cog: LobbyKeeper = _cog(interaction, "Zark")
            await cog.lobby_button(interaction, self.game_id, self.what)


def lobby_view(game_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for what in LOBBY_BUTTONS:
        view.add_item(LobbyButton(game_id, what))
    return view


class DiscardSelect(
    discord.ui.DynamicItem[discord.ui.Select],  # type: ignore[type-arg]
    template=r"zark:discard:(?P<game>\d+):(?P<version>\d+)",
):
    """The end-of-turn discard menu. It carries the game's version, so a menu from an older turn is refused."""

    def __init__(self, game_id: int, version: int, select: discord.ui.Select | None = None) -> None:  # type: ignore[type-arg]
        super().__init__(select or discord.ui.Select(custom_id=f"zark:discard:{game_id}:{version}"))
        self.game_id = game_id
        self.version = version

    @classmethod
    def for_hand(cls, game_id: int, version: int, hand: tuple[str, ...], count: int) -> DiscardSelect:
        options = [
            # select values must be unique, and two Jokers are two options
            discord.SelectOption(label=card_label(card), value=f"{card}#{index}", description=card_words(card))
            for index, card in enumerate(hand)
        ]
        noun = "card" if count == 1 else "cards"
        select = discord.ui.Select(
            custom_id=f"zark:discard:{game_id}:{version}",
            placeholder=f"Choose {count} {noun} to discard",
            min_values=count,
            max_values=count,
            options=options[:25],
        )
        return cls(game_id, version, select)

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,
        item: discord.ui.Select,
        match: re.Match[str],  # type: ignore[type-arg]
    ) -> DiscardSelect:
        return cls(int(match["game"]), int(match["version"]), item)

    async def callback(self, interaction: discord.Interaction) -> None:
        async with guarded(interaction):
            values = [str(value) for value in (interaction.data or {}).get("values", [])]  # type: ignore[union-attr]
            cards = [value.split("#", 1)[0] for value in values]
            cog: Discarder = _cog(interaction, "Turns")
            await cog.discard_from_menu(interaction, self.game_id, self.version, cards)


def catchup_view(game_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(CatchUpButton(game_id))
    return view


DYNAMIC_ITEMS = (HandButton, LobbyButton, DiscardSelect, ResignButton, CatchUpButton)
