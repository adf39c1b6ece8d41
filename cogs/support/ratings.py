"""/zark rating profile and /zark rating leaderboard: ratings read back, privately. Their words are
`play.ratings`'s, in the reader's language; here they are acknowledged and answered. They are one subcommand
group of /zark, which has room for 25 subcommands and groups in all."""

from __future__ import annotations

import io
import logging
from typing import Literal

import discord
from discord import app_commands

from play import ratings
from rules import kinds

from .replies import acknowledge, bot_of, reader, say_privately, within_limit

log = logging.getLogger(__name__)

GAME_CHOICES = [app_commands.Choice(name=kind.title, value=kind.key) for kind in kinds()]

rating = app_commands.Group(name="rating", description="Ratings: a player's profile, each game's leaderboard.")


@rating.command(name="profile")
@app_commands.choices(game=GAME_CHOICES)
async def profile(
    interaction: discord.Interaction, player: discord.User | None = None, game: str | None = None
) -> None:
    """A player's ratings, wins, latest rated games and a chart of their rating (only you see the reply).

    Args:
        player: Whose (default: yours)
        game: Only this game (default: every game they have played)
    """
    await acknowledge(interaction)
    whose = player or interaction.user
    store = bot_of(interaction).store
    asker, language = interaction.user.id, reader(interaction)
    reply = await ratings.profile_reply(store, whose.id, game, asker=asker, name=whose.display_name, language=language)
    png = await chart_png(interaction, reply.chart) if reply.chart is not None else None
    if png is None or reply.chart is None:
        await say_privately(interaction, reply.text)
        return
    chart = discord.File(io.BytesIO(png), filename="rating.png", description=reply.chart.alt_text)
    quiet = discord.AllowedMentions.none()
    await interaction.followup.send(within_limit(reply.text), file=chart, ephemeral=True, allowed_mentions=quiet)


async def chart_png(interaction: discord.Interaction, chart: ratings.RatingChart) -> bytes | None:
    """The chart's PNG, or None if it cannot be drawn: the words answer the question, a drawing bug must not hide
    them."""
    try:
        return await bot_of(interaction).drawing.chart(chart.points, chart.title, language=reader(interaction))
    except Exception:
        log.exception("A rating chart could not be drawn; the profile is sent without it")
        return None


@rating.command(name="leaderboard")
@app_commands.choices(game=GAME_CHOICES)
async def leaderboard(
    interaction: discord.Interaction,
    game: str | None = None,
    scope: Literal["this server", "everywhere"] = "this server",
) -> None:
    """The best players of a game by rating, and your own place (only you see the reply).

    Args:
        game: Which game (default: Zark City)
        scope: Players with a rated game of it in this server, or everyone
    """
    await acknowledge(interaction)
    store = bot_of(interaction).store
    text = await ratings.leaderboard_text(
        store, interaction.user.id, game, interaction.guild_id, scope, language=reader(interaction)
    )
    await say_privately(interaction, text)
