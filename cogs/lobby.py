"""Lobbies: creating a game, joining, leaving, starting and cancelling, by command or by button."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from data import GameRow, GameStatus
from rules import MAX_PLAYERS, MIN_PLAYERS, Settings

from .announce import post_board
from .notify import tell_turn
from .prefs import guild_timers
from .replies import say_privately
from .texts import UserError, mention
from .ui import lobby_view

if TYPE_CHECKING:
    from bot import ZarkBot

log = logging.getLogger(__name__)
THREAD_MINUTES = 10080  # a week: games last days, and posting in a thread keeps it open anyway


def lobby_text(row: GameRow, note: str = "") -> str:
    settings = row.settings
    players = ", ".join(mention(p.user_id) for p in row.players)
    lines = [
        f"**Zark City**: game {row.id} ({settings.get('edition', 'arcade')} edition, "
        f"{settings.get('deck', 'standard')} deck), hosted by {mention(row.host_id)}.",
        f"Players ({len(row.players)}/{MAX_PLAYERS}): {players}",
    ]
    if row.status is GameStatus.LOBBY:
        lines.append(f"Press **Join** to play. The host presses **Start** with {MIN_PLAYERS} to {MAX_PLAYERS} players.")
    if note:
        lines.append(note)
    return "\n".join(lines)


def can_cancel(row: GameRow, user_id: int, permissions: discord.Permissions) -> bool:
    """The host, or anyone who may manage the server."""
    return user_id == row.host_id or permissions.manage_guild


async def create(bot: ZarkBot, interaction: discord.Interaction, edition: str, deck: str, attack_own: bool) -> None:
    Settings(players=("check", "settings"), edition=edition, deck=deck, attack_own=attack_own)  # raises a sentence
    channel = interaction.channel
    if channel is None or interaction.channel_id is None:
        raise UserError("Start a game in a server channel.")
    existing = await bot.store.game_in_channel(interaction.channel_id)
    if existing is not None and existing.thread_id is None:
        raise UserError(f"This channel already has game {existing.id} in progress; finish or cancel it first.")
    row = await bot.store.create_lobby(
        guild_id=interaction.guild_id,
        channel_id=interaction.channel_id,
        host_id=interaction.user.id,
        host_name=interaction.user.display_name,
        settings={"edition": edition, "deck": deck, "attack_own": attack_own},
        timers=guild_timers(await bot.store.guild_settings(interaction.guild_id)) if interaction.guild_id else None,
    )
    await interaction.response.send_message(
        lobby_text(row), view=lobby_view(row.id), allowed_mentions=discord.AllowedMentions.none()
    )
    message = await interaction.original_response()
    await bot.store.set_lobby_message(row.id, message.id)
    thread = await _open_thread(message, row, channel)
    if thread is not None:
        await bot.store.set_thread(row.id, thread.id)
        await thread.send(
            f"This thread is game {row.id}. Play here once the host starts it.",
            allowed_mentions=discord.AllowedMentions.none(),
        )


async def _open_thread(message: discord.Message, row: GameRow, channel: object) -> discord.Thread | None:
    """A thread for the game when the bot may open one; otherwise the game lives in the channel."""
    if not isinstance(channel, discord.TextChannel):
        return None
    me = channel.guild.me
    if me is not None and not channel.permissions_for(me).create_public_threads:
        return None
    try:
        return await message.create_thread(name=f"Zark City game {row.id}", auto_archive_duration=THREAD_MINUTES)
    except discord.HTTPException:
        log.info("Could not open a thread for game %s; it lives in the channel", row.id, exc_info=True)
        return None


async def join(bot: ZarkBot, interaction: discord.Interaction, game_id: int) -> GameRow:
    return await bot.store.join(game_id, interaction.user.id, interaction.user.display_name)


async def leave(bot: ZarkBot, interaction: discord.Interaction, game_id: int) -> GameRow:
    row = (await bot.store.load(game_id)).row
    if row.host_id == interaction.user.id:
        raise UserError("You are the host: cancel the game instead of leaving it.")
    return await bot.store.leave(game_id, interaction.user.id)


async def start(bot: ZarkBot, interaction: discord.Interaction, game_id: int) -> GameRow:
    row = (await bot.store.load(game_id)).row
    if row.host_id != interaction.user.id:
        raise UserError(f"Only the host, {row.players[0].name}, can start this game.")
    if len(row.players) < MIN_PLAYERS:
        raise UserError(f"Zark City needs at least {MIN_PLAYERS} players; wait for someone to join.")
    loaded = await bot.store.start_game(game_id, bot.new_seed())
    players = ", ".join(f"{p.name} ({mention(p.user_id)})" for p in loaded.row.players)
    assert loaded.game is not None
    await post_board(
        bot,
        loaded.row,
        loaded.game,
        f"Game {game_id} has begun! Seats in order: {players}. Press **My hand** to see your cards.",
    )
    await tell_turn(bot, loaded.row, list(loaded.row.waiting_user_ids))  # everyone chooses a starter now
    return loaded.row


async def cancel(bot: ZarkBot, interaction: discord.Interaction, game_id: int) -> GameRow:
    row = (await bot.store.load(game_id)).row
    if not can_cancel(row, interaction.user.id, interaction.permissions):
        raise UserError("Only the host or someone who can manage this server can cancel a game.")
    return await bot.store.abandon(game_id)


NOTES = {"join": "joined", "leave": "left", "start": "started the game", "cancel": "cancelled the game"}
ACTIONS = {"join": join, "leave": leave, "start": start, "cancel": cancel}


async def press(bot: ZarkBot, interaction: discord.Interaction, game_id: int, what: str) -> None:
    """A lobby button: do it, then show the new lobby in place of the old one."""
    await interaction.response.defer()  # starting renders and posts the first board: may take a moment
    row = await ACTIONS[what](bot, interaction, game_id)
    note = f"{interaction.user.display_name} {NOTES[what]}."
    view = lobby_view(row.id) if row.status is GameStatus.LOBBY else None
    await interaction.edit_original_response(
        content=lobby_text(row, note), view=view, allowed_mentions=discord.AllowedMentions.none()
    )


async def by_command(bot: ZarkBot, interaction: discord.Interaction, what: str) -> None:
    """/zark join|leave|start|cancel: act on the lobby of this channel or thread, then refresh its message."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    row = await bot.store.game_in_channel(interaction.channel_id or 0)
    if row is None:
        raise UserError("There is no game here. Start one with /zark new.")
    row = await ACTIONS[what](bot, interaction, row.id)
    await say_privately(interaction, f"Done: you {NOTES[what]} (game {row.id}).")
    if row.lobby_message_id is not None:
        view = lobby_view(row.id) if row.status is GameStatus.LOBBY else None
        channel = bot.get_channel(row.channel_id)
        if isinstance(channel, discord.abc.Messageable):
            try:
                await channel.get_partial_message(row.lobby_message_id).edit(  # type: ignore[attr-defined]
                    content=lobby_text(row, f"{interaction.user.display_name} {NOTES[what]}."), view=view
                )
            except discord.HTTPException:
                log.info("Could not refresh the lobby message of game %s", row.id, exc_info=True)
