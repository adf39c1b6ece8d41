"""The bot's settings: read from the environment (or ``.env``, see ``.env.example``) into one `Config`, each
malformed setting refused with the one line the operator reads. Only ``bot.py`` reads them; a cog that needs a
setting is handed it (the bot's `config`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cogs.support.pacing import GLOBAL_PER_SECOND
from data import DEFAULT_DB_PATH, redact
from data.database import is_postgres
from web.settings import WebSettingError, WebSettings

#: The project's folder: a relative ZARK_DB_PATH, and ``.env``, are under it.
ROOT = Path(__file__).resolve().parent


class ConfigError(Exception):
    """A setting is missing or malformed: the message is the one line the operator reads."""


@dataclass(frozen=True)
class Config:
    token: str
    guild_id: int | None = None
    db_path: Path = DEFAULT_DB_PATH
    log_level: str = "INFO"
    deal_seed: str | None = None  # every new game deals from this seed: for tests and tournaments only
    tick_seconds: float = 60.0  # how often the scheduler looks for due reminders and deadlines
    computer_delay: float = 2.0  # seconds from a computer player's turn to its move, at the least
    computer_workers: int = 2  # worker processes that search for computer players' moves
    clock_file: Path | None = None  # tests only: a file of seconds added to the clock, to move the bot's time
    api_base_url: str | None = None  # only to point the bot at a local stand-in of Discord (tests)
    gateway_url: str | None = None
    database_url: str | None = None  # PostgreSQL (several processes); None: the SQLite file at db_path
    shard_count: int | None = None  # None: one process, discord.py's plain Bot
    shard_ids: tuple[int, ...] | None = None  # the shards this process runs (None: all of them)
    global_per_second: int = GLOBAL_PER_SECOND  # Discord's global rate limit for the bot's token
    guild_ready_timeout: float = 2.0  # tests only: discord.py's wait for more servers before "ready" (its default)
    pseudo_english: bool = False  # tests and translators: the pseudo-language wherever English would be spoken
    web: WebSettings = field(default_factory=WebSettings)  # the web companion (ZARK_WEB_*)

    def __repr__(self) -> str:  # never print the token (nor a database password)
        return (
            f"Config(guild_id={self.guild_id}, database={redact(str(self.store_target))!r}, "
            f"log_level={self.log_level!r}, shards={self.process_name!r})"
        )

    @property
    def store_target(self) -> str | Path:
        """What the store opens: the PostgreSQL URL, else the SQLite file."""
        return self.database_url or self.db_path

    @property
    def process_name(self) -> str:
        """This process among the bot's processes, by its shards: the name it claims computers' turns in."""
        if self.shard_count is None:
            return "main"
        ids = self.shard_ids if self.shard_ids is not None else tuple(range(self.shard_count))
        return f"shards {','.join(map(str, ids))} of {self.shard_count}"

    @property
    def syncs_commands(self) -> bool:
        """One process syncs the slash commands: the one that runs shard 0 (or the only one)."""
        return self.shard_ids is None or 0 in self.shard_ids

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> Config:
        token = env.get("DISCORD_TOKEN", "").strip()
        if not token:
            raise ConfigError("DISCORD_TOKEN is not set: copy .env.example to .env and put your bot token in it.")
        guild = env.get("DISCORD_GUILD_ID", "").strip()
        if guild and not guild.isdigit():
            raise ConfigError(f"DISCORD_GUILD_ID must be a server id (digits only), not {guild!r}.")
        level = env.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
        if level not in {"DEBUG", "INFO", "WARNING", "ERROR"}:
            raise ConfigError(f"LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not {level!r}.")
        db_path = Path(env.get("ZARK_DB_PATH", "").strip() or DEFAULT_DB_PATH)
        return cls(
            token=token,
            guild_id=int(guild) if guild else None,
            db_path=db_path if db_path.is_absolute() else ROOT / db_path,
            log_level=level,
            deal_seed=env.get("ZARK_DEAL_SEED", "").strip() or None,
            tick_seconds=_positive_seconds(env.get("ZARK_TICK_SECONDS", "").strip() or "60", "ZARK_TICK_SECONDS"),
            computer_delay=_pause_seconds(env.get("ZARK_COMPUTER_DELAY", "").strip() or "2", "ZARK_COMPUTER_DELAY"),
            computer_workers=_workers(env.get("ZARK_COMPUTER_WORKERS", "").strip() or "2", "ZARK_COMPUTER_WORKERS"),
            clock_file=Path(env["ZARK_CLOCK_FILE"]) if env.get("ZARK_CLOCK_FILE", "").strip() else None,
            api_base_url=env.get("DISCORD_API_BASE_URL", "").strip() or None,
            gateway_url=env.get("DISCORD_GATEWAY_URL", "").strip() or None,
            database_url=_database_url(env.get("ZARK_DATABASE_URL", "").strip()),
            **_shards(env.get("ZARK_SHARD_COUNT", "").strip(), env.get("ZARK_SHARD_IDS", "").strip()),
            global_per_second=_per_second(env.get("ZARK_GLOBAL_PER_SECOND", "").strip()),
            guild_ready_timeout=_pause_seconds(
                env.get("ZARK_GUILD_READY_TIMEOUT", "").strip() or "2", "ZARK_GUILD_READY_TIMEOUT"
            ),
            pseudo_english=env.get("ZARK_PSEUDO_ENGLISH", "").strip() == "1",
            web=_web(env),
        )


def _web(env: Mapping[str, str]) -> WebSettings:
    try:
        return WebSettings.from_env(env)
    except WebSettingError as error:
        raise ConfigError(str(error)) from None


def _database_url(url: str) -> str | None:
    if not url:
        return None
    if not is_postgres(url):
        raise ConfigError(
            "ZARK_DATABASE_URL must be a PostgreSQL URL, postgresql://USER:PASSWORD@HOST:PORT/DATABASE (leave it "
            f"empty for the SQLite file of ZARK_DB_PATH), not {redact(url)!r}."
        )
    return url


def _shards(count_text: str, ids_text: str) -> dict[str, Any]:
    """ZARK_SHARD_COUNT (1 to 4096) and ZARK_SHARD_IDS ("0,1", "0-3" or "4-7,9"; all of them when empty)."""
    if not count_text:
        if ids_text:
            raise ConfigError("ZARK_SHARD_IDS needs ZARK_SHARD_COUNT: how many shards there are in all.")
        return {}
    if not count_text.isdigit() or not 1 <= int(count_text) <= MAX_SHARDS:
        raise ConfigError(f"ZARK_SHARD_COUNT must be a whole number from 1 to {MAX_SHARDS}, not {count_text!r}.")
    count = int(count_text)
    if not ids_text:
        return {"shard_count": count}
    ids: list[int] = []
    for part in ids_text.split(","):
        first, _, last = part.strip().partition("-")
        if not first.isdigit() or (last and not last.isdigit()):
            raise ConfigError(f'ZARK_SHARD_IDS must list shard numbers like "0,1" or "0-3", not {ids_text!r}.')
        ids.extend(range(int(first), int(last or first) + 1))
    if not ids or len(set(ids)) != len(ids) or max(ids) >= count:
        raise ConfigError(
            f"ZARK_SHARD_IDS must name each shard once, from 0 to {count - 1} (ZARK_SHARD_COUNT is {count}), "
            f"not {ids_text!r}."
        )
    return {"shard_count": count, "shard_ids": tuple(sorted(ids))}


#: Discord's largest bots run a few thousand shards; anything above this is a typing mistake.
MAX_SHARDS = 4096


def _per_second(text: str) -> int:
    """ZARK_GLOBAL_PER_SECOND: Discord's 50 unless it raised the bot's global limit."""
    if not text:
        return GLOBAL_PER_SECOND
    if not text.isdigit() or not 1 <= int(text) <= 100_000:
        raise ConfigError(f"ZARK_GLOBAL_PER_SECOND must be a whole number of requests a second, not {text!r}.")
    return int(text)


def _positive_seconds(text: str, name: str) -> float:
    value = _seconds_value(text, name)
    if value <= 0:
        raise ConfigError(f"{name} must be more than 0 seconds.")
    return value


def _pause_seconds(text: str, name: str) -> float:
    """A pause: 0 up to an hour."""
    value = _seconds_value(text, name)
    if not 0 <= value <= 3600:
        raise ConfigError(f"{name} must be 0 to 3600 seconds, not {text!r}.")
    return value


def _seconds_value(text: str, name: str) -> float:
    try:
        return float(text)
    except ValueError:
        raise ConfigError(f"{name} must be a number of seconds, not {text!r}.") from None


def _workers(text: str, name: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 64:
        raise ConfigError(f"{name} must be a whole number from 1 to 64, not {text!r}.")
    return int(text)
