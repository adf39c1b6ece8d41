"""Posting what happened: the public board message after every action, and turn DMs for those who asked for them.

DMs are best effort. A closed DM (Discord error 50007) falls back to a ping in the thread and is remembered, so
the bot does not try again every turn until the player switches DMs back on (/zark notify). Quiet hours, in the
player's own time zone, hold DMs back; the mention in the thread still comes.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import TYPE_CHECKING

import discord

from data import GameRow
from play.families import family_of
from play.referee import Played
from play.reports import headline, to_ping, to_tell
from play.texts import game_name, jump_url, mention
from play.timers import prefs_of
from rules import GameView

from .images import board_file
from .looking import catchup_button, game_buttons
from .places import game_place
from .replies import mentioning

if TYPE_CHECKING:
    from bot import ZarkBot

log = logging.getLogger(__name__)
DM_CLOSED = 50007


async def post_board(
    bot: ZarkBot, row: GameRow, public: GameView, text: str, *, turn_goes_on: bool = False
) -> discord.Message:
    """The public message: what happened, the board image (of `public`, the game's public view) with alt text,
    and who is next, mentioning only them; after a free action (`turn_goes_on`), whose turn it still is,
    mentioning nobody (they have just acted)."""
    family = family_of(public)
    lines = [text, family.turn_goes_on_line(public) if turn_goes_on else family.next_step_line(public, row)]
    pinged = [] if turn_goes_on else to_ping(public, row)
    file = await board_file(bot.drawing, public)
    channel = await game_place(bot, row)
    return await channel.send(
        "\n".join(line for line in lines if line)[:2000],
        file=file,
        view=game_buttons(row.id),
        allowed_mentions=mentioning(*pinged),
    )


async def announce(bot: ZarkBot, played: Played, *, caretaker: bool = False) -> None:
    """After a committed action: tell the table (the board message), then DM whoever must act next if they
    asked for DMs (the board message already mentions them), and set any computer player to act next going."""
    text = headline(played, caretaker=caretaker)
    await post_board(bot, played.row, played.public, text, turn_goes_on=played.turn_goes_on)
    await tell_turn(bot, played.row, to_tell(played))
    bot.computers.wake_if_waiting(played.row, played.public)


async def tell_turn(bot: ZarkBot, row: GameRow, user_ids: list[int]) -> None:
    """DM the players who must act now, if they asked for it (the board message mentions them)."""
    for user_id in user_ids:
        await direct_message(bot, row, user_id, f"It is your move in {game_name(row)}.")


async def direct_message(bot: ZarkBot, row: GameRow, user_id: int, text: str) -> bool:
    """DM `text` (with a Catch up button) if the player wants DMs now. Returns True if it was sent."""
    prefs = await prefs_of(bot.store, user_id)
    if not prefs.may_dm(bot.clock()):
        return False
    try:
        user = bot.get_user(user_id) or await bot.fetch_user(user_id)
        await user.send(f"{text}\n{jump_url(row)}", view=catchup_button(row.id))
    except discord.HTTPException as error:
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
        f"{mention(user_id)}, I could not send you a direct message (are your DMs closed?), so I will ping you "
        "here instead. Switch DMs back on with /zark notify when you want them.",
        allowed_mentions=mentioning(user_id),
    )
