"""/zark rating profile and /zark rating leaderboard: ratings read back, privately. Their words are
`play.ratings`'s; here they are acknowledged and answered. They are one subcommand group of /zark, which has room
for 25 subcommands and groups in all."""

from __future__ import annotations

import io
from typing import Literal

import discord
from discord import app_commands

from play import ratings
from rules import kinds

from .replies import acknowledge, bot_of, say_privately, within_limit

GAMES = [app_commands.Choice(name=kind.title, value=kind.key) for kind in kinds()]

rating = app_commands.Group(name="rating", description="Ratings: a player's profile, each game's leaderboard.")


@rating.command(name="profile")
@app_commands.choices(game=GAMES)
async def profile(
    interaction: discord.Interaction, player: discord.User | None = None, game: str | None = None
) -> None:
    """A player's ratings, wins, latest rated games and a chart of their rating (only you see the reply).

    Args:
        player: Whose (default: yours)
        game: Only this game (default: every game they have played)
    """
    await acknowledge(interaction)
    bot, whose = bot_of(interaction), player or interaction.user
    reply = await ratings.profile_reply(bot.store, whose.id, game, asker=interaction.user.id, name=whose.display_name)
    if reply.chart is None:
        await say_privately(interaction, reply.text)
        return
    png = await bot.drawing.chart(reply.chart.points, reply.chart.title)
    chart = discord.File(io.BytesIO(png), filename="rating.png", description=reply.chart.alt_text)
    quiet = discord.AllowedMentions.none()
    await interaction.followup.send(within_limit(reply.text), file=chart, ephemeral=True, allowed_mentions=quiet)


@rating.command(name="leaderboard")
@app_commands.choices(game=GAMES)
async def leaderboard(
    interaction: discord.Interaction,
    game: str | None = None,
    scope: Literal["this server", "everywhere"] = "this server",
) -> None:
    """The best players of a game by rating, and your own place (only you see the reply).

    Args:
        game: Which game (default: Zark City)
        scope: Players with a rated game in this server, or everyone
    """
    await acknowledge(interaction)
    store = bot_of(interaction).store
    text = await ratings.leaderboard_text(store, interaction.user.id, game, interaction.guild_id, scope)
    await say_privately(interaction, text)
