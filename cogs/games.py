"""The cogs of each family of games, registered the same way: each is an extension of its own, loaded by the bot
(`bot.py`), whose module may also give subcommands of /zark (its ``ZARK_SUBCOMMANDS``)."""

from __future__ import annotations

import importlib
from typing import Any

from discord import app_commands

#: One line per family: the extension that holds its commands.
FAMILY_EXTENSIONS = ("cogs.zark_city", "cogs.zarcana")


def family_subcommands() -> list[app_commands.Command[Any, Any, None]]:
    """Every family's own subcommands of /zark (Zark City's /zark starter, place, nominate and rules)."""
    commands: list[app_commands.Command[Any, Any, None]] = []
    for extension in FAMILY_EXTENSIONS:
        commands += getattr(importlib.import_module(extension), "ZARK_SUBCOMMANDS", ())
    return commands
