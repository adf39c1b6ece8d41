"""Games across days: how long a game has waited, its reminder and deadline settings, players' notification
preferences and absences, and the list of a player's games. Words and decisions; `cogs/` posts them."""

from __future__ import annotations

import dataclasses
import functools
from datetime import datetime, timedelta
from zoneinfo import available_timezones

from data import GameRow, GameStatus, GameStore, Timers
from rules import Message, quoted
from rules.core.words import plural

from .errors import UserError
from .history import finished_lines
from .prefs import MAX_AWAY_DAYS, Prefs, guild_timers, span, stamp, timers_dict, zone
from .texts import game_link, jump_url, mention


async def prefs_of(store: GameStore, user_id: int) -> Prefs:
    return Prefs.from_dict(await store.user_settings(user_id))


def clock_text(row: GameRow, now: datetime) -> str:
    """Who the game waits for, for how long, and when the reminder and the deadline come. Anyone may ask."""
    if row.status not in (GameStatus.SETUP, GameStatus.PLAYING):
        return f"Game {row.id} is not waiting for anyone ({row.status.value})."
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


async def set_game_timers(store: GameStore, row: GameRow, user_id: int, timers: Timers) -> GameRow:
    if user_id != row.host_id:
        raise UserError(Message("play-timers-host-only"))
    return await store.set_timers(row.id, timers)


async def default_timers(store: GameStore, guild_id: int | None) -> Timers:
    return guild_timers(await store.guild_settings(guild_id)) if guild_id is not None else Timers()


async def set_defaults(store: GameStore, guild_id: int, timers: Timers) -> str:
    await store.set_guild_settings(guild_id, timers_dict(timers))
    return "New games in this server will use: " + timers_text(timers)


async def set_notify(
    store: GameStore,
    user_id: int,
    *,
    dm: bool | None = None,
    quiet_from: int | None = None,
    quiet_to: int | None = None,
    timezone: str | None = None,
) -> str:
    before = prefs = await prefs_of(store, user_id)
    if dm is not None:
        prefs = dataclasses.replace(prefs, dm=dm, dm_failed=False)  # switching DMs on tries them again
    if quiet_from is not None:
        prefs = dataclasses.replace(prefs, quiet_from=quiet_from)
    if quiet_to is not None:
        prefs = dataclasses.replace(prefs, quiet_to=quiet_to)
    if timezone is not None:
        try:
            zone(timezone)
        except Exception:
            raise UserError(Message("play-time-zone-unknown", zone=quoted(timezone))) from None
        prefs = dataclasses.replace(prefs, timezone=timezone)
    if prefs != before:
        await store.set_user_settings(user_id, prefs.to_dict())
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


@dataclasses.dataclass(frozen=True, slots=True)
class Away:
    """A player's new absence (or return): what every one of their games is told, and the private answer."""

    news: str
    answer: str
    games: list[GameRow]


async def set_away(store: GameStore, user_id: int, days: int, now: datetime) -> Away:
    """Away for `days` (0: back now). A game waiting on a player who comes back early times the wait afresh from
    now (and no other game: another player's deadline must not move)."""
    if not 0 <= days <= MAX_AWAY_DAYS:
        raise UserError(Message("play-away-days", most=MAX_AWAY_DAYS))
    prefs = await prefs_of(store, user_id)
    until = now + timedelta(days=days) if days else None
    await store.set_user_settings(
        user_id, dataclasses.replace(prefs, away_until=until.timestamp() if until else None).to_dict()
    )
    rows = [row for row in await store.games_for_user(user_id) if row.status in (GameStatus.SETUP, GameStatus.PLAYING)]
    if until is None:
        for row in rows:
            if user_id in row.waiting_user_ids:
                await store.move_timers(row.id, *row.timers.due_from(now))
        news = f"{mention(user_id)} is back: their reminders and deadlines run again."
        return Away(news, "Welcome back: your timers run again.", rows)
    news = f"{mention(user_id)} is away until {stamp(until)}: no reminders or deadlines for them until then."
    return Away(news, news.replace(mention(user_id), "You are", 1), rows)


def removal_refused(row: GameRow, asker_id: int, user_id: int) -> Message | None:
    """Why the host may not remove this player now (R-18: only after the caretaker limit), or None."""
    if asker_id != row.host_id:
        return Message("play-remove-host-only")
    player = next((p for p in row.players if p.user_id == user_id), None)
    if player is None:
        return Message("play-remove-not-playing")
    if player.caretaker_streak < row.timers.caretaker_limit:
        return Message(
            "play-remove-too-soon", name=player.name, count=player.caretaker_streak, limit=row.timers.caretaker_limit
        )
    return None


def removable_players(row: GameRow, asker_id: int) -> list[tuple[str, str]]:
    """Autocomplete of /zark remove: the other players (people: computer players never miss a deadline), with
    their missed deadlines."""
    return [
        (f"{p.name} · {plural(p.caretaker_streak, 'missed deadline')} in a row", str(p.user_id))
        for p in row.players
        if p.user_id != asker_id and not p.is_computer
    ]


@functools.cache
def _all_time_zones() -> tuple[str, ...]:
    return tuple(sorted(available_timezones()))  # reads the system's zone files: once, not per keystroke


def time_zones(typed: str) -> list[str]:
    """Time zone names containing what was typed, for autocomplete (25 at most)."""
    needle = typed.strip().lower().replace(" ", "_")
    return [name for name in _all_time_zones() if needle in name.lower()][:25]


async def games_everywhere(store: GameStore, user_id: int, now: datetime) -> str:
    """The player's games in every server, whose move each waits for and how long, with links; then their latest
    finished games."""
    rows = await store.games_for_user(user_id)
    lines = [] if rows else ["You are in no games now. Start one with /zark new."]
    for row in rows:
        if row.status is GameStatus.LOBBY:
            state = "lobby"
        elif user_id in row.waiting_user_ids:
            state = f"👉 your move, waiting {span(now - row.turn_since)}" if row.turn_since else "👉 your move"
        else:
            others = ", ".join(mention(u) for u in row.waiting_user_ids)
            state = f"waiting for {others}" + (f" for {span(now - row.turn_since)}" if row.turn_since else "")
        lines.append(f"Game {row.id}: {state} · {jump_url(row)}")
    return "\n".join(lines + await finished_lines(store, user_id, None))


async def games_here(store: GameStore, user_id: int, guild_id: int | None) -> str:
    """The player's games in this server, marking those waiting for them; then their latest finished games here."""
    rows = await store.games_for_user(user_id, guild_id)
    lines = [] if rows else ["You are in no games here now. Start one with /zark new."]
    for row in rows:
        mark = "👉 your move" if user_id in row.waiting_user_ids else row.status.value
        lines.append(f"{game_link(row)}: {mark}, {len(row.players)} players")
    return "\n".join(lines + await finished_lines(store, user_id, guild_id))


async def remember_language(store: GameStore, user_id: int, language: str) -> bool:
    """The player used the bot in `language`: their DMs and reminders are in it from now on (unless they chose
    one with /zark notify). Returns whether anything was stored."""
    before = await prefs_of(store, user_id)
    after = before.used(language)
    if after != before:
        await store.set_user_settings(user_id, after.to_dict())
    return after != before
