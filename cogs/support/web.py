"""/web: the web companion's listing, a player's own profile and their links. /zark already has Discord's 25
subcommands, so the web has a group of its own. Every reply is private, in the asker's language (`play.webplayers`
says it); listing a server takes the Manage Server permission, asked of the member at the moment they ask."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from i18n import text
from play import webplayers

from .replies import acknowledge, bot_of, reader, say_privately


class WebCommands(commands.GroupCog, group_name="web", group_description="The web companion: listing, profile, links."):
    listing = app_commands.Group(name="listing", description="Manage Server: this server's games on the web.")
    profile = app_commands.Group(name="profile", description="Your profile on the web.")

    @listing.command(name="on")
    async def listing_on(self, interaction: discord.Interaction) -> None:
        """List this server on the web: its games, leaderboards and players' profiles (Manage Server)."""
        await listing_asked(interaction, True)

    @listing.command(name="off")
    async def listing_off(self, interaction: discord.Interaction) -> None:
        """Take this server off the web: its page, leaderboards and profiles go (Manage Server)."""
        await listing_asked(interaction, False)

    @profile.command(name="hide")
    async def profile_hide(self, interaction: discord.Interaction) -> None:
        """Hide your profile everywhere on the web (only you see the reply)."""
        await hiding_asked(interaction, True)

    @profile.command(name="show")
    async def profile_show(self, interaction: discord.Interaction) -> None:
        """Show your profile on the web again, where listed servers link it (only you see the reply)."""
        await hiding_asked(interaction, False)

    @app_commands.command(name="link")
    async def link(self, interaction: discord.Interaction) -> None:
        """Your own profile's address, and this server's page when it is listed (only you see the reply)."""
        await links_asked(interaction)


async def links_asked(interaction: discord.Interaction) -> None:
    await acknowledge(interaction)
    bot = bot_of(interaction)
    said = await webplayers.own_links(
        bot.store, interaction.user.id, interaction.guild_id, bot.config.web.public_url, reader(interaction)
    )
    await say_privately(interaction, said)


async def listing_asked(interaction: discord.Interaction, listed: bool) -> None:
    """List the server or take it off, for a member with Manage Server; anyone else is told why not, and nothing
    changes."""
    language = reader(interaction)
    if interaction.guild_id is None:
        await say_privately(interaction, text(language, "web-listing-no-server"))
        return
    if not interaction.permissions.manage_guild:
        await say_privately(interaction, text(language, "web-listing-not-allowed"))
        return
    await acknowledge(interaction)
    bot = bot_of(interaction)
    name = interaction.guild.name if interaction.guild is not None else None
    said = await webplayers.set_listing(
        bot.store, interaction.guild_id, listed, bot.config.web.public_url, language, name=name
    )
    await say_privately(interaction, said)


async def hiding_asked(interaction: discord.Interaction, hidden: bool) -> None:
    await acknowledge(interaction)
    said = await webplayers.set_hidden(bot_of(interaction).store, interaction.user.id, hidden, reader(interaction))
    await say_privately(interaction, said)
