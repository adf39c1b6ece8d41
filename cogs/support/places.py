"""Where a game lives in Discord: its thread, or its channel when the bot could not open a thread."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from data import GameRow

if TYPE_CHECKING:
    from bot import ZarkBot

#: How many of a place's last messages are looked through for a post that may have gone through already (a board,
#: a replay) before it is posted again.
LOOK_BACK = 20


async def game_place(bot: ZarkBot, row: GameRow) -> discord.abc.Messageable:
    place_id = row.thread_id or row.channel_id
    channel = bot.get_channel(place_id) or await bot.fetch_channel(place_id)
    assert isinstance(channel, discord.abc.Messageable)
    return channel
