"""Ending a tutorial (`play.tutorial`): the End tutorial button under a tutorial's boards, and the one public sentence
that its press, or the learner's resignation, posts. Either stops the game at once, so the computer players stop, and
takes the button off the tutorial's last board (`take_off_end_button`): the game's boards are posted without it once
it is over (`cogs.support.looking.game_buttons`)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from play import tutorial

from .items import GameButton
from .places import LOOK_BACK, game_place
from .replies import acknowledge, bot_of, discord_failed

if TYPE_CHECKING:
    from bot import ZarkBot

log = logging.getLogger(__name__)


class EndTutorialButton(GameButton, template=r"zark:endtutorial:(?P<game>\d+)"):
    """Under a tutorial's boards: its learner ends it at once; anyone else, or a press on an old board once the
    tutorial is over, gets a private sentence and nothing changes (`play.tutorial.stop`)."""

    kind, emoji, style = "endtutorial", "🏁", discord.ButtonStyle.secondary

    async def press(self, interaction: discord.Interaction) -> None:
        bot = bot_of(interaction)
        async with bot.referee.lock(self.game_id):
            ended = await tutorial.stop(bot.store, self.game_id, interaction.user.id)  # raises a sentence
        await say_ended(interaction, ended, self.game_id)


async def say_ended(interaction: discord.Interaction, ended: str, game_id: int) -> None:
    """The tutorial's end, said once, in public, for the table to read; then its last board loses End tutorial."""
    await acknowledge(interaction, private=False)
    await interaction.followup.send(ended, allowed_mentions=discord.AllowedMentions.none())
    await take_off_end_button(bot_of(interaction), game_id)


async def take_off_end_button(bot: ZarkBot, game_id: int) -> None:
    """The End tutorial button off the last board of an ended tutorial (the newest of the bot's messages among its
    place's last `LOOK_BACK` that carries it), its other buttons kept. Best effort: the tutorial is over whatever
    becomes of it, and a press on an older board says so."""
    row = (await bot.store.load(game_id)).row
    end_id = EndTutorialButton.new(game_id).custom_id
    try:
        place = await game_place(bot, row)
        async for message in place.history(limit=LOOK_BACK):
            if message.author != bot.user:
                continue
            view = discord.ui.View.from_message(message, timeout=None)
            ends = [item for item in view.children if getattr(item, "custom_id", None) == end_id]
            if ends:
                for item in ends:
                    view.remove_item(item)
                view.stop()  # only what the message shows: its buttons are answered as dynamic items, as ever
                await message.edit(view=view)
                return
    except Exception as error:
        if not discord_failed(error):
            raise
        log.info("Game %s: the End tutorial button could not be taken off its last board", game_id, exc_info=True)
