"""Ending a tutorial (`play.tutorial`): the End tutorial button under a tutorial's boards, and the one public sentence
that its press, or the learner's resignation, posts. Either stops the game at once, so the computer players stop."""

from __future__ import annotations

import discord

from play import tutorial

from .items import GameButton
from .replies import acknowledge, bot_of


class EndTutorialButton(GameButton, template=r"zark:endtutorial:(?P<game>\d+)"):
    """Under a tutorial's boards: its learner ends it at once; anyone else, or a press on an old board once the
    tutorial is over, gets a private sentence and nothing changes (`play.tutorial.stop`)."""

    kind, label, emoji, style = "endtutorial", "End tutorial", "🏁", discord.ButtonStyle.secondary

    async def press(self, interaction: discord.Interaction) -> None:
        bot = bot_of(interaction)
        async with bot.referee.lock(self.game_id):
            ended = await tutorial.stop(bot.store, self.game_id, interaction.user.id)  # raises a sentence
        await say_ended(interaction, ended)


async def say_ended(interaction: discord.Interaction, ended: str) -> None:
    """The tutorial's end, said once, in public, for the table to read."""
    await acknowledge(interaction, private=False)
    await interaction.followup.send(ended, allowed_mentions=discord.AllowedMentions.none())
