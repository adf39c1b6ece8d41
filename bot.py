"""Start-up and wiring: settings, logging, the store, the cogs, the persistent buttons, command sync, shards.

Run it through ``./start.sh``. Settings come from the environment or ``.env`` (see ``.env.example``); the token is
never logged. One process runs every shard by default; with ZARK_SHARD_COUNT and ZARK_SHARD_IDS several processes
each run a share of them (discord.py's AutoShardedBot) against one PostgreSQL database (ZARK_DATABASE_URL).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import os
import secrets
import signal
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp
import discord
import yarl
from discord import app_commands
from discord.ext import commands
from dotenv import load_dotenv

from cogs.computers import ComputerSeats
from cogs.delivery import Outbox, retrying
from cogs.games import FAMILY_EXTENSIONS
from cogs.lobby import LobbyButton
from cogs.looking import CatchUpButton, HandButton
from cogs.moves import CardsSelect, PlayItButton, ResignButton
from cogs.pacing import GLOBAL_PER_SECOND, Pacer, pacing, process_share
from cogs.replies import ZarkTree, is_transient
from cogs.review import JumpButton
from data import DEFAULT_DB_PATH, GameStore, Store, StoreError, redact
from data.database import is_postgres
from play.clock import Clock
from play.referee import Referee
from render.service import DrawingService

if sys.platform == "win32":  # uvloop is not made for Windows: asyncio's own loop there
    run_event_loop = asyncio.run
else:  # libuv's event loop: a busy bot's loop does the same work in less CPU (docs/operations.md, bench/e2e.py)
    from uvloop import run as run_event_loop

ROOT = Path(__file__).resolve().parent
EXTENSIONS = ("cogs.zark", *FAMILY_EXTENSIONS, "cogs.scheduler")
#: Seconds between tries of a sync that Discord refused with a transient error.
SYNC_AGAIN_SECONDS = 60.0
#: Buttons and menus that keep working after a restart: their custom_ids carry the game.
DYNAMIC_ITEMS = (HandButton, CatchUpButton, LobbyButton, CardsSelect, ResignButton, PlayItButton, JumpButton)
log = logging.getLogger("zark")
#: The bot has no voice: discord.py's warnings at every start that PyNaCl and davey (voice's libraries) are missing
#: are noise.
discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False


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
            tick_seconds=_positive_float(env.get("ZARK_TICK_SECONDS", "").strip() or "60", "ZARK_TICK_SECONDS"),
            computer_delay=_seconds(env.get("ZARK_COMPUTER_DELAY", "").strip() or "2", "ZARK_COMPUTER_DELAY"),
            computer_workers=_count(env.get("ZARK_COMPUTER_WORKERS", "").strip() or "2", "ZARK_COMPUTER_WORKERS"),
            clock_file=Path(env["ZARK_CLOCK_FILE"]) if env.get("ZARK_CLOCK_FILE", "").strip() else None,
            api_base_url=env.get("DISCORD_API_BASE_URL", "").strip() or None,
            gateway_url=env.get("DISCORD_GATEWAY_URL", "").strip() or None,
            database_url=_database_url(env.get("ZARK_DATABASE_URL", "").strip()),
            **_shards(env.get("ZARK_SHARD_COUNT", "").strip(), env.get("ZARK_SHARD_IDS", "").strip()),
            global_per_second=_per_second(env.get("ZARK_GLOBAL_PER_SECOND", "").strip()),
            guild_ready_timeout=_seconds(
                env.get("ZARK_GUILD_READY_TIMEOUT", "").strip() or "2", "ZARK_GUILD_READY_TIMEOUT"
            ),
        )


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


def _positive_float(text: str, name: str) -> float:
    value = _number(text, name)
    if value <= 0:
        raise ConfigError(f"{name} must be more than 0 seconds.")
    return value


def _seconds(text: str, name: str) -> float:
    """A pause: 0 up to an hour."""
    value = _number(text, name)
    if not 0 <= value <= 3600:
        raise ConfigError(f"{name} must be 0 to 3600 seconds, not {text!r}.")
    return value


def _number(text: str, name: str) -> float:
    try:
        return float(text)
    except ValueError:
        raise ConfigError(f"{name} must be a number of seconds, not {text!r}.") from None


def _count(text: str, name: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 64:
        raise ConfigError(f"{name} must be a whole number from 1 to 64, not {text!r}.")
    return int(text)


class ZarkBot(commands.Bot):
    def __init__(self, config: Config, store: GameStore, clock: Clock, **shards: Any) -> None:
        # Every request Discord's global limit counts waits for a place in this process's share (`cogs.pacing`).
        self.pacer = Pacer(process_share(config.shard_count, config.shard_ids, config.global_per_second))
        # Slash commands and components need no privileged intents; `guilds` keeps channels and threads cached.
        super().__init__(
            http_trace=pacing(self.pacer, lambda: self.application_id),
            command_prefix=commands.when_mentioned,
            intents=discord.Intents(guilds=True),
            tree_cls=ZarkTree,
            # Games live in servers: a lobby opened in a DM could never be joined.
            allowed_contexts=app_commands.AppCommandContext(guild=True),
            guild_ready_timeout=config.guild_ready_timeout,
            **shards,
        )
        self.config = config
        self.store = store
        self.clock = clock
        self.drawing = DrawingService()
        self.referee = Referee(store)
        self.computers = ComputerSeats(self)
        self.outbox = Outbox(self)
        self._sync_again: asyncio.Task[None] | None = None

    def new_seed(self) -> str:
        """The seed a new game deals from: random, unless ZARK_DEAL_SEED fixes it (tests, tournaments)."""
        return self.config.deal_seed or secrets.token_hex(8)

    async def setup_hook(self) -> None:
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        await self.add_cog(self.computers)
        await self.add_cog(self.outbox)
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        if not self.config.syncs_commands:
            log.info("Running %s: the process of shard 0 syncs the commands", self.process_name)
            return
        await self.sync_commands()

    def commands_digest(self) -> int:
        """What the slash commands are, in a number: the bot syncs them only when it changed since the last sync."""
        declared = [command.to_dict(self.tree) for command in self.tree.get_commands()]
        text = json.dumps([declared, self.config.guild_id], sort_keys=True)
        return int(hashlib.sha256(text.encode()).hexdigest()[:15], 16)

    async def sync_commands(self) -> None:
        """Sync the slash commands if they changed since the last sync (the store keeps its digest), trying again on
        Discord's transient errors. If Discord still fails, the bot runs with the commands it has and tries again
        every minute: a bad minute of Discord's must not stop the bot."""
        digest = self.commands_digest()
        if await self.store.synced_commands() == digest:
            log.info("The slash commands are as last synced: not syncing them again")
            return
        try:
            await retrying(self._sync)
        except Exception as error:
            if not is_transient(error):
                raise
            log.warning("Could not sync the slash commands (%s); trying again in a minute", error)
            self._sync_again = asyncio.create_task(self._sync_later(digest), name="zark-sync")
            return
        await self.store.commands_synced(digest)

    async def _sync(self) -> None:
        synced = await self.tree.sync()
        log.info("Synced %d global commands", len(synced))
        if self.config.guild_id is not None:
            guild = discord.Object(self.config.guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
            log.info("Synced the commands to server %s as well", self.config.guild_id)

    async def _sync_later(self, digest: int) -> None:
        while True:
            await asyncio.sleep(SYNC_AGAIN_SECONDS)
            try:
                await retrying(self._sync)
            except Exception as error:
                log.warning("Could not sync the slash commands (%s); trying again in a minute", error)
                continue
            await self.store.commands_synced(digest)
            return

    async def close(self) -> None:
        if self._sync_again is not None:
            self._sync_again.cancel()
        await super().close()
        self.drawing.close()

    @property
    def process_name(self) -> str:
        return self.config.process_name

    def connecting(self) -> bool:
        """Connected to the gateway (or connecting): "ready" will be announced."""
        return self.ws is not None

    async def on_ready(self) -> None:
        log.info("Connected as %s in %d servers (%s)", self.user, len(self.guilds), self.process_name)


class ShardedZarkBot(ZarkBot, commands.AutoShardedBot):
    """The bot over some of the shards (ZARK_SHARD_COUNT, ZARK_SHARD_IDS): discord.py's AutoShardedBot, one gateway
    connection per shard, each receiving the events of the servers Discord deals to it."""

    def connecting(self) -> bool:
        return bool(self.shards)

    async def on_shard_ready(self, shard_id: int) -> None:
        log.info("Shard %d of %s is ready", shard_id, self.shard_count)


def make_bot(config: Config, store: GameStore, clock: Clock) -> ZarkBot:
    """The plain bot, or the sharded one when ZARK_SHARD_COUNT is set."""
    if config.shard_count is None:
        return ZarkBot(config, store, clock)
    ids = list(config.shard_ids) if config.shard_ids is not None else None
    return ShardedZarkBot(config, store, clock, shard_count=config.shard_count, shard_ids=ids)


def point_at_api(config: Config) -> None:
    """Use another API base and gateway (a local stand-in of Discord for the end-to-end tests)."""
    if config.api_base_url:
        discord.http.Route.BASE = config.api_base_url.rstrip("/")
    if config.gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(config.gateway_url)


#: Seconds a bot stopped just after connecting waits for discord.py's "ready" (announced up to the client's
#: `guild_ready_timeout`, ZARK_GUILD_READY_TIMEOUT, 2 s by default, after connecting): announced after the close, it
#: fails and logs a traceback.
SETTLE_SECONDS = 3.0


async def settle(bot: ZarkBot) -> None:
    """Let a bot that has connected but is not ready yet become ready before it is closed."""
    if not bot.connecting() or bot.is_ready():
        return
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(bot.wait_until_ready(), SETTLE_SECONDS)


async def run(config: Config) -> int:
    clock = Clock(config.clock_file)
    try:
        store = await Store.open(config.store_target, clock=clock)
    except StoreError as error:  # a newer schema, an unreachable server
        print(error.sentence, file=sys.stderr)
        return 1
    except ValueError as error:  # a database setting that names no database
        print(error, file=sys.stderr)
        return 1
    if config.shard_ids is not None and config.database_url is None:
        log.warning(
            "This process runs shards %s of %d on the SQLite file %s: other processes can share it only on this "
            "machine. Set ZARK_DATABASE_URL to a PostgreSQL database to run shards on several.",
            config.shard_ids, config.shard_count, config.db_path,
        )  # fmt: skip
    bot = make_bot(config, store, clock)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    try:
        async with bot:
            running = asyncio.create_task(bot.start(config.token))
            stopping = asyncio.create_task(stop.wait())
            done, _ = await asyncio.wait({running, stopping}, return_when=asyncio.FIRST_COMPLETED)
            if running in done:
                running.result()  # raises what stopped the bot
            else:
                log.info("Stopping: closing the connection and the database")
                await settle(bot)
            running.cancel()
            stopping.cancel()
    except discord.LoginFailure:
        print("Discord refused the token in DISCORD_TOKEN: reset it in the developer portal and update .env.",
              file=sys.stderr)  # fmt: skip
        return 1
    except aiohttp.ClientConnectionError as error:  # no network, no name lookup, Discord unreachable
        reason = " ".join(str(error).split()) or type(error).__name__
        print(f"The bot could not reach Discord ({reason}): check the network connection, then start it again.",
              file=sys.stderr)  # fmt: skip
        return 1
    except discord.PrivilegedIntentsRequired:
        print("Discord refused the connection: this bot needs no privileged intents; check the shard settings.",
              file=sys.stderr)  # fmt: skip
        return 1
    finally:
        await store.close()
    return 0


def main() -> int:
    load_dotenv(ROOT / ".env")
    try:
        config = Config.from_env(os.environ)
    except ConfigError as error:
        print(error, file=sys.stderr)
        return 2
    logging.basicConfig(level=config.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    point_at_api(config)
    return run_event_loop(run(config))


if __name__ == "__main__":
    sys.exit(main())
