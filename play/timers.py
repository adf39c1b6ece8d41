"""Games across days: how long a game has waited, its reminder and deadline settings, players' notification
preferences and absences, and the list of a player's games. Words and decisions; `cogs/` posts them."""

from __future__ import annotations

import dataclasses
import functools
from datetime import datetime, timedelta
from zoneinfo import available_timezones

from data import GameRow, GameStatus, GameStore, Timers
from i18n import ENGLISH, LANGUAGES, NATIVE_NAMES, text
from rules import Message, quoted

from .errors import UserError
from .history import finished_lines
from .prefs import MAX_AWAY_DAYS, Prefs, guild_timers, span, stamp, timers_dict, zone
from .texts import jump_url, mention, place_mention

#: How long a game has waited when the store does not know since when (a message then says "a while").
UNKNOWN = "unknown"
#: `/zark notify language:`'s choice of the language the player uses the bot in, rather than one they name.
LAST_USED = "last-used"


async def prefs_of(store: GameStore, user_id: int) -> Prefs:
    return Prefs.from_dict(await store.user_settings(user_id))


def clock_text(row: GameRow, now: datetime, *, language: str = ENGLISH) -> str:
    """Who the game waits for, for how long, and when the reminder and the deadline come, in the reader's
    `language`. Anyone may ask."""
    if row.status not in (GameStatus.SETUP, GameStatus.PLAYING):
        return text(language, "days-clock-not-waiting", game=str(row.id), status=row.status.value)
    waited = span(now - row.turn_since) if row.turn_since else UNKNOWN
    if row.waiting_user_ids:
        players = tuple(mention(u) for u in row.waiting_user_ids)
        lines = [text(language, "days-clock-waits", game=str(row.id), players=players, waited=waited)]
    else:
        lines = [text(language, "days-clock-waits-computers", game=str(row.id))]
    if row.deadline_at is not None:
        lines.append(
            text(language, "days-clock-deadline", left=span(row.deadline_at - now), when=stamp(row.deadline_at))
        )
    else:
        lines.append(text(language, "days-clock-no-deadline"))
    if row.remind_at is not None:
        lines.append(text(language, "days-clock-reminder", when=stamp(row.remind_at)))
    return "\n".join(lines)


def timers_words(timers: Timers) -> Message:
    """The timers of a game (or a server's defaults) in one sentence."""
    return Message(
        "days-timers",
        after=span(timedelta(minutes=timers.remind_after_minutes)),
        every=span(timedelta(minutes=timers.remind_every_minutes)),
        deadline="off" if timers.deadline_minutes is None else span(timedelta(minutes=timers.deadline_minutes)),
        limit=timers.caretaker_limit,
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


async def set_defaults(store: GameStore, guild_id: int, timers: Timers) -> Message:
    await store.set_guild_settings(guild_id, timers_dict(timers))
    return Message("days-timers-defaults", timers=timers_words(timers))


async def set_notify(
    store: GameStore,
    user_id: int,
    *,
    dm: bool | None = None,
    quiet_from: int | None = None,
    quiet_to: int | None = None,
    timezone: str | None = None,
    language: str | None = None,
    using: str = ENGLISH,
) -> Message:
    """The player's notification preferences with the options they filled in, stored; then all of them in words.
    `language`: the language of their DMs and reminders, one of `i18n.LANGUAGES` (kept whatever language they use
    the bot in later), or `LAST_USED` for the one they use the bot in, `using` now (and later)."""
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
    if language == LAST_USED:
        prefs = dataclasses.replace(prefs, language=using, language_chosen=False)
    elif language is not None:
        if language not in LANGUAGES:
            raise UserError(Message("play-language-unknown", value=quoted(language), languages=", ".join(LANGUAGES)))
        prefs = dataclasses.replace(prefs, language=language, language_chosen=True)
    if prefs != before:
        await store.set_user_settings(user_id, prefs.to_dict())
    return prefs_words(prefs)


def prefs_words(prefs: Prefs) -> Message:
    """A player's notification preferences in one sentence."""
    start: int | str = "none"
    end: int | str = "none"
    if prefs.quiet_from is not None and prefs.quiet_to is not None:
        start, end = prefs.quiet_from, prefs.quiet_to
    return Message(
        "days-notify",
        dm=("closed" if prefs.dm_failed else "on") if prefs.dm else "off",
        start=start,
        end=end,
        zone=prefs.timezone,
        language=NATIVE_NAMES[prefs.speaks()],
        chosen="yes" if prefs.language_chosen else "no",
    )


@dataclasses.dataclass(frozen=True, slots=True)
class Away:
    """A player's new absence (or return): what every one of their games is told (each in its table's language),
    and the private answer."""

    news: Message
    answer: Message
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
        return Away(Message("days-back-news", player=mention(user_id)), Message("days-back-answer"), rows)
    news = Message("days-away-news", player=mention(user_id), until=stamp(until))
    return Away(news, Message("days-away-answer", until=stamp(until)), rows)


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


def removable_players(row: GameRow, asker_id: int, *, language: str = ENGLISH) -> list[tuple[str, str]]:
    """Autocomplete of /zark remove: the other players (people: computer players never miss a deadline), with
    their missed deadlines, in the asker's `language`."""
    return [
        (text(language, "days-remove-choice", name=p.name, count=p.caretaker_streak), str(p.user_id))
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


async def games_everywhere(store: GameStore, user_id: int, now: datetime, *, language: str = ENGLISH) -> str:
    """The player's games in every server, whose move each waits for and how long, with links; then their latest
    finished games. In the reader's `language`."""
    rows = await store.games_for_user(user_id)
    lines = [] if rows else [text(language, "days-games-none-anywhere")]
    for row in rows:
        waited = span(now - row.turn_since) if row.turn_since else UNKNOWN
        if row.status is GameStatus.LOBBY:
            line = text(language, "days-games-lobby-anywhere", game=str(row.id), link=jump_url(row))
        elif user_id in row.waiting_user_ids:
            line = text(language, "days-games-yours-anywhere", game=str(row.id), waited=waited, link=jump_url(row))
        else:
            players = tuple(mention(u) for u in row.waiting_user_ids) or (text(language, "days-games-computers"),)
            line = text(
                language,
                "days-games-theirs-anywhere",
                game=str(row.id),
                players=players,
                waited=waited,
                link=jump_url(row),
            )
        lines.append(line)
    return "\n".join(lines + await finished_lines(store, user_id, None, language=language))


async def games_here(store: GameStore, user_id: int, guild_id: int | None, *, language: str = ENGLISH) -> str:
    """The player's games in this server, marking those waiting for them; then their latest finished games here. In
    the reader's `language`."""
    rows = await store.games_for_user(user_id, guild_id)
    lines = [] if rows else [text(language, "days-games-none-here")]
    for row in rows:
        lines.append(
            text(
                language,
                "days-games-here",
                place=place_mention(row),
                game=str(row.id),
                state="mine" if user_id in row.waiting_user_ids else row.status.value,
                count=len(row.players),
            )
        )
    return "\n".join(lines + await finished_lines(store, user_id, guild_id, language=language))


async def remember_language(store: GameStore, user_id: int, language: str) -> bool:
    """The player used the bot in `language`: their DMs and reminders are in it from now on (unless they chose
    one with /zark notify). Returns whether anything was stored."""
    before = await prefs_of(store, user_id)
    after = before.used(language)
    if after != before:
        await store.set_user_settings(user_id, after.to_dict())
    return after != before
