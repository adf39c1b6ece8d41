"""The cogs, each a discord.py extension, and the bot's loading step.

What every game shares is `cogs.shared` (/zark) and `cogs.scheduler`; each family of games has a cog of its own, one
registry line each below, keyed by the rules' kinds it serves, whose module may also give subcommands of /zark (its
``ZARK_SUBCOMMANDS``). At start-up the bot calls `load()` (every layer's registry lines: the kinds, their families and
drawers), then `add_cogs` once it may load extensions.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import play.games
import render.games
from rules import GameKind, games

from . import zarcana, zark_city

#: One line per family: its cog, and the game kinds it serves.
FAMILY_COGS: tuple[tuple[ModuleType, tuple[GameKind, ...]], ...] = (
    (zark_city, (games.ZARK_CITY, games.UNOCITTA, games.UNOPOLIS)),
    (zarcana, (games.ZARCANA_KIND,)),
)
#: The cogs every game shares, by the names discord.py loads them by: /zark first, the scheduler last.
SHARED_COG, SCHEDULER_COG = "cogs.shared", "cogs.scheduler"


def load() -> None:
    """The bot's loading step, once at start-up: every game kind (`rules.games`), its family (`play.games`) and its
    drawer (`render.games`)."""
    play.games.load()
    render.games.load()


def extensions() -> tuple[str, ...]:
    """Every cog, in the order the bot loads them."""
    return (SHARED_COG, *(cog.__name__ for cog, _ in FAMILY_COGS), SCHEDULER_COG)


async def add_cogs(bot: commands.Bot) -> None:
    for extension in extensions():
        await bot.load_extension(extension)


async def declared_commands() -> list[app_commands.Command[Any, ..., Any] | app_commands.Group]:
    """The slash commands as the bot declares them, from a bot that never connects (the cogs that declare
    commands: /zark's and each family's)."""
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.none())
    load()
    for extension in (SHARED_COG, *(cog.__name__ for cog, _ in FAMILY_COGS)):
        await bot.load_extension(extension)
    declared = bot.tree.get_commands()
    return [command for command in declared if isinstance(command, app_commands.Command | app_commands.Group)]


def family_subcommands() -> list[app_commands.Command[Any, Any, None]]:
    """Every family's own subcommands of /zark (Zark City's /zark starter, place, nominate and rules)."""
    commands: list[app_commands.Command[Any, Any, None]] = []
    for cog, _ in FAMILY_COGS:
        commands += getattr(cog, "ZARK_SUBCOMMANDS", ())
    return commands
