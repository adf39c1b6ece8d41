"""/zark rating profile and /zark rating leaderboard: ratings read back, privately. Their words are
`play.ratings`'s; here they are acknowledged and answered. They are one subcommand group of /zark, which has room
for 25 subcommands and groups in all."""

from __future__ import annotations

from typing import Literal

import discord
from discord import app_commands

from play import ratings
from rules import kinds

from .replies import acknowledge, bot_of, say_privately

GAMES = [app_commands.Choice(name=kind.title, value=kind.key) for kind in kinds()]

rating = app_commands.Group(name="rating", description="Ratings: a player's profile, each game's leaderboard.")


@rating.command(name="profile")
@app_commands.choices(game=GAMES)
async def profile(
    interaction: discord.Interaction, player: discord.User | None = None, game: str | None = None
) -> None:
    """A player's ratings, wins and latest rated games (only you see the reply).

    Args:
        player: Whose (default: yours)
        game: Only this game (default: every game they have played)
    """
    await acknowledge(interaction)
    user_id = player.id if player is not None else interaction.user.id
    text = await ratings.profile_text(bot_of(interaction).store, user_id, game, asker=interaction.user.id)
    await say_privately(interaction, text)


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
