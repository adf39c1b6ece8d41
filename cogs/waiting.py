"""Playing across days (issue 7): how long is left, timer settings, notification preferences, being away,
catching up on what happened, and the caller's games everywhere. Called by the /zark commands in `zark.py`."""

from __future__ import annotations

import dataclasses
import functools
from datetime import timedelta
from typing import TYPE_CHECKING
from zoneinfo import available_timezones

import discord

from data import GameRow, GameStatus, Timers
from rules import Game, Resign, View
from rules.views import action_cells

from .announce import announce, board_file
from .notify import prefs_of
from .places import game_place, jump_url
from .prefs import MAX_AWAY_DAYS, Prefs, guild_timers, plural, span, stamp, timers_dict, zone
from .replies import say_privately
from .texts import UserError, mention, notation_words

if TYPE_CHECKING:
    from bot import ZarkBot


def clock_text(bot: ZarkBot, row: GameRow) -> str:
    """Who the game waits for, for how long, and when the reminder and the deadline come. Anyone may ask."""
    if row.status not in (GameStatus.SETUP, GameStatus.PLAYING):
        return f"Game {row.id} is not waiting for anyone ({row.status.value})."
    now = bot.clock()
    waiting = ", ".join(mention(u) for u in row.waiting_user_ids) or "nobody"
    lines = [f"Game {row.id} waits for {waiting}" + (f", for {span(now - row.turn_since)}." if row.turn_since else ".")]
    if row.deadline_at is not None:
        lines.append(
            f"Time left: {span(row.deadline_at - now)}; then a caretaker moves for them ({stamp(row.deadline_at)})."
        )
    else:
        lines.append("This game has no move deadline.")
    if row.remind_at is not None:
        lines.append(f"Next reminder: {stamp(row.remind_at)}.")
    return "\n".join(lines)


def timers_text(timers: Timers) -> str:
    deadline = "off" if timers.deadline_minutes is None else span(timedelta(minutes=timers.deadline_minutes))
    return (
        f"First reminder after {span(timedelta(minutes=timers.remind_after_minutes))}, then every "
        f"{span(timedelta(minutes=timers.remind_every_minutes))}; move deadline: {deadline}; the host may remove a "
        f"player after {timers.caretaker_limit} caretaker moves in a row."
    )


def changed_timers(
    timers: Timers,
    reminder_hours: int | None,
    repeat_hours: int | None,
    deadline_days: int | None,
    caretaker_limit: int | None,
) -> Timers:
    """The timers with the options the caller filled in (deadline_days 0 turns the deadline off)."""
    if reminder_hours is not None:
        timers = dataclasses.replace(timers, remind_after_minutes=reminder_hours * 60)
    if repeat_hours is not None:
        timers = dataclasses.replace(timers, remind_every_minutes=repeat_hours * 60)
    if deadline_days is not None:
        timers = dataclasses.replace(timers, deadline_minutes=deadline_days * 24 * 60 or None)
    if caretaker_limit is not None:
        timers = dataclasses.replace(timers, caretaker_limit=caretaker_limit)
    return timers


async def set_game_timers(bot: ZarkBot, row: GameRow, user_id: int, timers: Timers) -> str:
    if user_id != row.host_id:
        raise UserError("Only the host can change this game's reminders and deadline.")
    row = await bot.store.set_timers(row.id, timers)
    channel = await game_place(bot, row)
    await channel.send(
        f"The host changed the timers: {timers_text(row.timers)}", allowed_mentions=discord.AllowedMentions.none()
    )
    return timers_text(row.timers)


async def set_defaults(bot: ZarkBot, guild_id: int, timers: Timers) -> str:
    await bot.store.set_guild_settings(guild_id, timers_dict(timers))
    return "New games in this server will use: " + timers_text(timers)


async def server_defaults(bot: ZarkBot, guild_id: int | None) -> Timers:
    return guild_timers(await bot.store.guild_settings(guild_id)) if guild_id is not None else Timers()


async def set_notify(
    bot: ZarkBot,
    user_id: int,
    *,
    dm: bool | None = None,
    quiet_from: int | None = None,
    quiet_to: int | None = None,
    timezone: str | None = None,
) -> str:
    prefs = await prefs_of(bot, user_id)
    changes: dict[str, object] = {}
    if dm is not None:
        changes |= {"dm": dm, "dm_failed": False}  # switching DMs on tries them again
    if quiet_from is not None:
        changes["quiet_from"] = quiet_from
    if quiet_to is not None:
        changes["quiet_to"] = quiet_to
    if timezone is not None:
        try:
            zone(timezone)
        except Exception:
            raise UserError(
                f"{timezone!r} is not a time zone I know; pick one from the list, like Europe/Paris."
            ) from None
        changes["timezone"] = timezone
    if changes:
        prefs = prefs.with_changes(**changes)
        await bot.store.set_user_settings(user_id, prefs.to_dict())
    return prefs_text(prefs)


def prefs_text(prefs: Prefs) -> str:
    dm = "on" if prefs.dm else "off"
    if prefs.dm and prefs.dm_failed:
        dm = "on, but your DMs were closed last time (switch them on again to retry)"
    quiet = (
        "none"
        if prefs.quiet_from is None or prefs.quiet_to is None
        else f"{prefs.quiet_from}:00 to {prefs.quiet_to}:00"
    )
    return f"Turn DMs: {dm}. Quiet hours: {quiet} ({prefs.timezone}). A mention in the game's thread always comes."


async def set_away(bot: ZarkBot, user_id: int, days: int) -> str:
    """Away for `days` (0: back now). Every game the player is in is told, in its thread."""
    if not 0 <= days <= MAX_AWAY_DAYS:
        raise UserError(f"You can be away for 0 to {MAX_AWAY_DAYS} days.")
    now = bot.clock()
    prefs = await prefs_of(bot, user_id)
    until = now + timedelta(days=days) if days else None
    await bot.store.set_user_settings(
        user_id, prefs.with_changes(away_until=until.timestamp() if until else None).to_dict()
    )
    rows = [
        row for row in await bot.store.games_for_user(user_id) if row.status in (GameStatus.SETUP, GameStatus.PLAYING)
    ]
    news = (
        f"{mention(user_id)} is away until {stamp(until)}: no reminders or deadlines for them until then."
        if until
        else (f"{mention(user_id)} is back: their reminders and deadlines run again.")
    )
    for row in rows:
        channel = await game_place(bot, row)
        await channel.send(news, allowed_mentions=discord.AllowedMentions.none())
        if until is None and user_id in row.waiting_user_ids:
            # Back early: a game waiting on this player times the wait afresh from now (and no other game).
            await bot.store.move_timers(row.id, *row.timers.due_from(now))
    return news.replace(mention(user_id), "You are", 1) if until else "Welcome back: your timers run again."


def since_last_turn(game: Game, seat: int) -> list[tuple[int, str]]:
    """The public moves after `seat`'s own last move (all of them if it has made none)."""
    history = game.view(None).history
    last = max((i for i, (who, _) in enumerate(history) if who == seat), default=-1)
    return list(history[last + 1 :])


def catchup_view(game: Game, seat: int) -> tuple[str, View]:
    moves = since_last_turn(game, seat)
    view = game.view(None)
    if not moves:
        return "Nothing has happened since your last move.", view
    lines = [f"{game.name(who)}: {notation_words(notation)} · `{notation}`" for who, notation in moves]
    cells = tuple(
        {cell for _, action in game.history[len(game.history) - len(moves) :] for cell in action_cells(action)}
        & set(game.cards)
    )
    text = f"Since your last move ({len(moves)} moves; changed cells are outlined):\n" + "\n".join(lines)
    return text[-2000:], dataclasses.replace(view, last_cells=cells)


async def show_catchup(bot: ZarkBot, interaction: discord.Interaction, game_id: int) -> None:
    seated = await bot.referee.seated_in(game_id, interaction.user.id)
    text, view = catchup_view(seated.game, seated.seat)
    await interaction.followup.send(text, file=await board_file(view, "catch-up.png"), ephemeral=True)


@functools.cache
def _all_time_zones() -> tuple[str, ...]:
    return tuple(sorted(available_timezones()))  # reads the system's zone files: once, not per keystroke


def time_zones(typed: str) -> list[str]:
    """Time zone names containing what was typed, for autocomplete (25 at most)."""
    needle = typed.strip().lower().replace(" ", "_")
    return [name for name in _all_time_zones() if needle in name.lower()][:25]


async def my_games_everywhere(bot: ZarkBot, user_id: int) -> str:
    rows = await bot.store.games_for_user(user_id)
    if not rows:
        return "You are in no games. Start one with /zark new."
    now = bot.clock()
    lines = []
    for row in rows:
        if row.status is GameStatus.LOBBY:
            state = "lobby"
        elif user_id in row.waiting_user_ids:
            state = f"👉 your move, waiting {span(now - row.turn_since)}" if row.turn_since else "👉 your move"
        else:
            others = ", ".join(mention(u) for u in row.waiting_user_ids)
            state = f"waiting for {others}" + (f" for {span(now - row.turn_since)}" if row.turn_since else "")
        lines.append(f"Game {row.id}: {state} · {jump_url(row)}")
    return "\n".join(lines)[:2000]


async def remove_player(bot: ZarkBot, interaction: discord.Interaction, row: GameRow, user_id: int) -> None:
    """Host only, after the caretaker limit: the player resigns (R-18), their pyramids leave the board."""
    if interaction.user.id != row.host_id:
        raise UserError("Only the host can remove a player.")
    player = next((p for p in row.players if p.user_id == user_id), None)
    if player is None:
        raise UserError("That person is not playing in this game.")
    if player.caretaker_streak < row.timers.caretaker_limit:
        raise UserError(
            f"{player.name} has missed {plural(player.caretaker_streak, 'deadline')} in a row; a player can be "
            f"removed after {row.timers.caretaker_limit}."
        )
    played = await bot.referee.play_in(
        row.id, user_id, lambda game, seat: Resign(), interaction.id, any_time=True, actor_id=interaction.user.id
    )
    if played.duplicate:
        return
    # The table sees the resignation on the board; the host hears only that it is done. (The private report a
    # player gets after their own move lists that seat's hand, which is not the host's to see.)
    await announce(bot, played)
    await say_privately(interaction, f"Done: {player.name} has been removed from game {row.id}; their seat is skipped.")
