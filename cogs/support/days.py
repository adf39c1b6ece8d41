"""The /zark commands for games across days, in Discord: the clock, timers and server defaults, notification
preferences, being away, the lists of games, and removing an absent player. Their words and decisions are
`play.timers`'s; here they are answered and posted."""

from __future__ import annotations

from functools import partial

import discord
from discord import app_commands

import i18n
from data import GameRow
from play import timers
from play.actor import Actor
from play.errors import UserError
from play.texts import table_language
from rules import Message, Resign

from .delivery import best_effort
from .moves import as_given, tell_privately
from .places import game_place
from .replies import acknowledge, bot_of, place_of, reader, say_privately
from .transformers import suggest_from_row

TimerOptions = tuple[int | None, int | None, int | None, int | None]  # reminder, repeat, deadline, caretaker limit


async def game_here(interaction: discord.Interaction) -> GameRow:
    return await bot_of(interaction).referee.game_here(place_of(interaction), interaction.user.id)


async def clock(interaction: discord.Interaction) -> None:
    await acknowledge(interaction)
    row = await game_here(interaction)
    await say_privately(interaction, timers.clock_text(row, bot_of(interaction).clock(), language=reader(interaction)))


async def game_timers(interaction: discord.Interaction, changes: TimerOptions) -> None:
    """/zark timers: show the game's timers, or (the host) change them and tell the table."""
    await acknowledge(interaction)
    bot, row = bot_of(interaction), await game_here(interaction)
    new = timers.changed_timers(row.timers, *changes)
    if new != row.timers:
        row = await timers.set_game_timers(bot.store, row, interaction.user.id, new)
        channel = await game_place(bot, row)
        changed = Message("days-timers-changed", timers=timers.timers_words(row.timers))
        await best_effort(
            f"the new timers of game {row.id}",
            lambda: channel.send(
                i18n.say(table_language(row.settings), changed), allowed_mentions=discord.AllowedMentions.none()
            ),
        )
    await tell_privately(interaction, i18n.say(reader(interaction), timers.timers_words(row.timers)))  # saved


async def new_game_timers(interaction: discord.Interaction, changes: TimerOptions) -> None:
    """/zark timers scope:new games in this server: the timers new games here start with (server managers only)."""
    if interaction.guild_id is None or not interaction.permissions.manage_guild:
        raise UserError(Message("cogs-defaults-managers-only"))
    await acknowledge(interaction)
    store = bot_of(interaction).store
    current = await timers.default_timers(store, interaction.guild_id)
    new = timers.changed_timers(current, *changes)
    said = await timers.set_defaults(store, interaction.guild_id, new)
    await tell_privately(interaction, i18n.say(reader(interaction), said))


async def notify(
    interaction: discord.Interaction,
    *,
    dm: bool | None,
    quiet_from: int | None,
    quiet_to: int | None,
    zone: str | None,
    language: str | None,
) -> None:
    """/zark notify: the player's notification preferences, those given changed; `language` is a language's tag or
    `play.timers.LAST_USED`."""
    await acknowledge(interaction)
    store, speaking = bot_of(interaction).store, reader(interaction)
    said = await timers.set_notify(
        store,
        interaction.user.id,
        dm=dm,
        quiet_from=quiet_from,
        quiet_to=quiet_to,
        timezone=zone,
        language=language,
        using=speaking,
    )
    await tell_privately(interaction, i18n.say(speaking, said))


def time_zone_choices(current: str) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=name, value=name) for name in timers.time_zones(current)]


async def away(interaction: discord.Interaction, days: int) -> None:
    """/zark away: every game the player is in is told, in its thread."""
    await acknowledge(interaction)
    bot = bot_of(interaction)
    absence = await timers.set_away(bot.store, interaction.user.id, days, bot.clock())
    for row in absence.games:
        channel = await game_place(bot, row)
        quiet = discord.AllowedMentions.none()
        news = i18n.say(table_language(row.settings), absence.news)
        await best_effort(
            f"the news of an absence in game {row.id}", partial(channel.send, news, allowed_mentions=quiet)
        )
    await tell_privately(interaction, i18n.say(reader(interaction), absence.answer))


async def games(interaction: discord.Interaction, everywhere: bool) -> None:
    await acknowledge(interaction)
    bot, language = bot_of(interaction), reader(interaction)
    if everywhere:
        text = await timers.games_everywhere(bot.store, interaction.user.id, bot.clock(), language=language)
    else:
        text = await timers.games_here(bot.store, interaction.user.id, interaction.guild_id, language=language)
    await say_privately(interaction, text)


async def remove(interaction: discord.Interaction, player: str) -> None:
    """Host only, after the caretaker limit: the player resigns (R-18), their pyramids leave the board. The table
    sees the resignation on the board; the host hears only that it is done (the private report a player gets after
    their own move lists that seat's hand, which is not the host's to see)."""
    await acknowledge(interaction)
    bot, row = bot_of(interaction), await game_here(interaction)
    if not player.isdigit():
        raise UserError(Message("cogs-pick-player"))
    user_id = int(player)
    if (refusal := timers.removal_refused(row, interaction.user.id, user_id)) is not None:
        raise UserError(refusal)
    actor = Actor.host_for(interaction.user.id, user_id)
    played = await bot.referee.play_in(row.id, actor, as_given(Resign()), interaction.id)
    if played.duplicate:
        return
    bot.outbox.deliver_now(row.id)  # the board and DMs the removal owes, written with it
    bot.computers.wake_if_waiting(played.row, played.public)
    name = next(p.name for p in row.players if p.user_id == user_id)
    done = i18n.text(reader(interaction), "days-removed", name=name, game=str(row.id))
    await tell_privately(interaction, done)


async def removable(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    listing = partial(timers.removable_players, language=reader(interaction))
    return await suggest_from_row(interaction, current, listing)
