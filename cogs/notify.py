"""Telling players it is their turn: always a mention in the game's thread, and a DM for those who asked.

DMs are best effort. A closed DM (Discord error 50007) falls back to a ping in the thread and is remembered, so
the bot does not try again every turn until the player switches DMs back on (/zark notify). Quiet hours, in the
player's own time zone, hold DMs back; the mention in the thread still comes.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from data import GameRow

from .places import game_place, jump_url
from .prefs import Prefs
from .replies import mentioning
from .texts import mention
from .ui import catchup_view

if TYPE_CHECKING:
    from bot import ZarkBot

log = logging.getLogger(__name__)
DM_CLOSED = 50007


async def prefs_of(bot: ZarkBot, user_id: int) -> Prefs:
    return Prefs.from_dict(await bot.store.user_settings(user_id))


async def direct_message(bot: ZarkBot, row: GameRow, user_id: int, text: str) -> bool:
    """DM `text` (with a Catch up button) if the player wants DMs now. Returns True if it was sent."""
    prefs = await prefs_of(bot, user_id)
    if not prefs.may_dm(bot.clock()):
        return False
    try:
        user = bot.get_user(user_id) or await bot.fetch_user(user_id)
        await user.send(f"{text}\n{jump_url(row)}", view=catchup_view(row.id))
    except discord.HTTPException as error:
        if not isinstance(error, discord.Forbidden) and error.code != DM_CLOSED:
            log.warning("Could not DM user %s about game %s", user_id, row.id, exc_info=True)
            return False
        await bot.store.set_user_settings(user_id, prefs.with_changes(dm_failed=True).to_dict())
        await _fall_back_to_thread(bot, row, user_id)
        return False
    return True


async def _fall_back_to_thread(bot: ZarkBot, row: GameRow, user_id: int) -> None:
    channel = await game_place(bot, row)
    await channel.send(
        f"{mention(user_id)}, I could not send you a direct message (are your DMs closed?), so I will ping you "
        "here instead. Switch DMs back on with /zark notify when you want them.",
        allowed_mentions=mentioning(user_id),
    )


async def tell_turn(bot: ZarkBot, row: GameRow, user_ids: list[int]) -> None:
    """After a move: DM the players who must act now, if they asked for it (the board message mentions them)."""
    for user_id in user_ids:
        await direct_message(bot, row, user_id, f"It is your move in Zark City game {row.id}.")
