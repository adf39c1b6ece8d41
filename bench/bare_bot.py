"""A bare discord.py bot, the memory floor of bench/memory.py: what any bot built like bot.py costs before its game.

The same base class and intents as bot.py (`commands.Bot`, `discord.Intents(guilds=True)`), one slash command that
answers with a short private message, and the same settings from the environment (`fd.bot_env()` gives them):
DISCORD_TOKEN, DISCORD_API_BASE_URL, DISCORD_GATEWAY_URL, LOG_LEVEL.
"""

from __future__ import annotations

import asyncio
import logging
import os

import discord
import yarl
from discord.ext import commands


class BareBot(commands.Bot):
    def __init__(self) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents(guilds=True))

    async def setup_hook(self) -> None:
        self.tree.add_command(hello)
        await self.tree.sync()


@discord.app_commands.command(name="hello", description="Say hello, privately.")
async def hello(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("Hello!", ephemeral=True)


async def main() -> None:
    if base := os.environ.get("DISCORD_API_BASE_URL"):
        discord.http.Route.BASE = base.rstrip("/")
    if gateway := os.environ.get("DISCORD_GATEWAY_URL"):
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)
    async with BareBot() as bot:
        await bot.start(os.environ["DISCORD_TOKEN"])


if __name__ == "__main__":
    level = os.environ.get("LOG_LEVEL", "INFO").upper()
    logging.basicConfig(level=level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    asyncio.run(main())
