"""Per-player notification preferences and away status, and per-server defaults, kept as JSON in the store.

Unknown or malformed values fall back to the defaults, so an old or hand-edited row never breaks a reminder.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, replace
from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from data import Timers
from i18n import ENGLISH, LANGUAGES
from rules import Message

MAX_AWAY_DAYS = 14
MAX_DEADLINE_DAYS = 14


@dataclass(frozen=True, slots=True)
class Prefs:
    dm: bool = False  # also DM me when it is my turn (a mention in the game's thread always comes)
    dm_failed: bool = False  # my DMs were closed last time: use the thread until I switch DMs on again
    quiet_from: int | None = None  # hour (0-23) in my time zone from which no DMs come...
    quiet_to: int | None = None  # ...until this hour
    timezone: str = "UTC"
    away_until: float | None = None  # epoch seconds: no reminders or deadlines for me until then
    language: str | None = None  # my DMs' and reminders' language: the one I last used the bot in, or chose
    language_chosen: bool = False  # I chose it (/zark notify language:): the language I use the bot in leaves it

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Prefs:
        try:
            prefs = cls(
                dm=_flag(data.get("dm", False)),
                dm_failed=_flag(data.get("dm_failed", False)),
                quiet_from=_optional_stored_whole(data.get("quiet_from")),
                quiet_to=_optional_stored_whole(data.get("quiet_to")),
                timezone=str(data.get("timezone", "UTC")),
                away_until=None if data.get("away_until") is None else float(_stored_number(data["away_until"])),
                language=_language(data.get("language")),
                language_chosen=_flag(data.get("language_chosen", False)),
            )
            zone(prefs.timezone)
        except (TypeError, ValueError, ZoneInfoNotFoundError):
            return cls()
        return prefs

    def to_dict(self) -> dict[str, object]:
        return asdict(self)

    def away(self, now: datetime) -> datetime | None:
        """Until when the player is away, or None if they are not away now."""
        if self.away_until is None or self.away_until <= now.timestamp():
            return None
        return datetime.fromtimestamp(self.away_until, tz=now.tzinfo)

    def quiet(self, now: datetime) -> bool:
        """Inside the player's quiet hours, in their own time zone (a span may cross midnight)."""
        if self.quiet_from is None or self.quiet_to is None or self.quiet_from == self.quiet_to:
            return False
        local = now.astimezone(zone(self.timezone)).time()
        start, end = time(self.quiet_from), time(self.quiet_to)
        return start <= local < end if start < end else local >= start or local < end

    def speaks(self) -> str:
        """The language of what the bot sends this player unasked (DMs, reminders): English until it knows theirs."""
        return self.language or ENGLISH

    def used(self, language: str) -> Prefs:
        """These preferences after the player used the bot in `language` (unless they chose one)."""
        if self.language_chosen or self.language == language:
            return self
        return replace(self, language=language)

    def may_dm(self, now: datetime) -> bool:
        return self.dm and not self.dm_failed and not self.quiet(now)


def zone(name: str) -> ZoneInfo:
    try:
        return ZoneInfo(name)
    except (ValueError, ZoneInfoNotFoundError) as error:
        raise ZoneInfoNotFoundError(f"unknown time zone {name!r}") from error


def guild_timers(data: Mapping[str, object]) -> Timers:
    """A server's defaults for new games (set by an admin with /zark timers scope:new games in this server)."""
    base = Timers()
    try:
        return Timers(
            remind_after_minutes=_stored_whole(data.get("remind_after_minutes", base.remind_after_minutes)),
            remind_every_minutes=_stored_whole(data.get("remind_every_minutes", base.remind_every_minutes)),
            deadline_minutes=_optional_stored_whole(data.get("deadline_minutes")),
            caretaker_limit=_stored_whole(data.get("caretaker_limit", base.caretaker_limit)),
        )
    except (TypeError, ValueError):
        return base


def _stored_number(value: object) -> int | float | str:
    """A number as stored in JSON (or text that should read as one); anything else is malformed."""
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise TypeError(f"not a number: {value!r}")
    return value


def _stored_whole(value: object) -> int:
    return int(_stored_number(value))


def _optional_stored_whole(value: object) -> int | None:
    return None if value is None else _stored_whole(value)


def _language(value: object) -> str | None:
    """A stored language: one of the bot's, else none known (an old row, or a language since taken out)."""
    return value if isinstance(value, str) and value in LANGUAGES else None


def _flag(value: object) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"not true or false: {value!r}")
    return value


def timers_dict(timers: Timers) -> dict[str, object]:
    return dict(timers.params())


def span(delta: timedelta) -> Message:
    """A duration a player reads at a glance, said in their language: ``2 d 3 h``, ``5 h 20 min``, ``12 min``."""
    minutes = max(0, int(delta.total_seconds() // 60))
    days, rest = divmod(minutes, 24 * 60)
    hours, minutes = divmod(rest, 60)
    if days:
        return (
            Message("days-span-days-hours", days=days, hours=hours) if hours else Message("days-span-days", days=days)
        )
    if hours:
        if minutes:
            return Message("days-span-hours-minutes", hours=hours, minutes=minutes)
        return Message("days-span-hours", hours=hours)
    return Message("days-span-minutes", minutes=minutes)


def stamp(moment: datetime) -> str:
    """Discord renders ``<t:...:f>`` in each reader's own time zone, and ``<t:...:R>`` as "in 3 hours"."""
    seconds = int(moment.timestamp())
    return f"<t:{seconds}:f> (<t:{seconds}:R>)"
