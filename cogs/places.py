"""Where a game lives in Discord: its thread (or channel), as an object to post in and as a link."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from data import GameRow

if TYPE_CHECKING:
    from bot import ZarkBot


async def game_place(bot: ZarkBot, row: GameRow) -> discord.abc.Messageable:
    place_id = row.thread_id or row.channel_id
    channel = bot.get_channel(place_id) or await bot.fetch_channel(place_id)
    assert isinstance(channel, discord.abc.Messageable)
    return channel


def jump_url(row: GameRow) -> str:
    """A link that opens the game's thread from anywhere, even another server or a DM."""
    return f"https://discord.com/channels/{row.guild_id or '@me'}/{row.thread_id or row.channel_id}"
