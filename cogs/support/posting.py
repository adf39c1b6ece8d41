"""Direct messages: turn DMs and reminders for the players who asked for them (the boards are
`cogs.support.delivery`'s).

DMs are best effort. A closed DM (Discord error 50007) falls back to a ping in the thread and is remembered, so
the bot does not try again every turn until the player switches DMs back on (/zark notify). Quiet hours, in the
player's own time zone, hold DMs back; the mention in the thread still comes.
"""

from __future__ import annotations

import dataclasses
import logging
import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING

import discord

import i18n
from data import GameRow
from play.texts import jump_url, mention, table_language
from play.timers import prefs_of

from .looking import catchup_button
from .places import game_place
from .replies import mentioning

if TYPE_CHECKING:
    from bot import ZarkBot

log = logging.getLogger(__name__)
DM_CLOSED = 50007


async def direct_message(
    bot: ZarkBot, row: GameRow, user_id: int, text: str | Callable[[str], str], *, nonce: str | None = None
) -> bool:
    """DM `text` (with a Catch up button) if the player wants DMs now; `text` may be its words in a language given
    (then it is said in the player's own, `play.prefs.Prefs.speaks`). Returns True if it was sent. A transient
    failure (Discord's 5xx or 429, a dropped connection) is raised, for the caller to try again (with the same
    `nonce`, which Discord enforces, so a DM that went through is not sent twice)."""
    prefs = await prefs_of(bot.store, user_id)
    if not prefs.may_dm(bot.clock()):
        return False
    language = prefs.speaks()
    words = text if isinstance(text, str) else text(language)
    try:
        user = bot.get_user(user_id) or await bot.fetch_user(user_id)
        button = catchup_button(row.id, language)
        await user.send(f"{words}\n{jump_url(row)}", view=button, nonce=nonce or secrets.token_hex(8))
    except discord.HTTPException as error:
        if error.status >= 500 or error.status == 429:
            raise
        if not isinstance(error, discord.Forbidden) and error.code != DM_CLOSED:
            log.warning("Could not DM user %s about game %s", user_id, row.id, exc_info=True)
            return False
        await bot.store.set_user_settings(user_id, dataclasses.replace(prefs, dm_failed=True).to_dict())
        await _fall_back_to_thread(bot, row, user_id)
        return False
    return True


async def _fall_back_to_thread(bot: ZarkBot, row: GameRow, user_id: int) -> None:
    channel = await game_place(bot, row)
    await channel.send(
        i18n.text(table_language(row.settings), "turns-dm-closed", mention=mention(user_id)),
        allowed_mentions=mentioning(user_id),
    )
