"""Start-up and wiring: settings, logging, the store, the cogs, the persistent buttons, command sync.

Run it through ``./start.sh``. Settings come from the environment or ``.env`` (see ``.env.example``); the token is
never logged.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
import signal
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import discord
import yarl
from discord import app_commands
from discord.ext import commands
from dotenv import load_dotenv

from cogs.computers import ComputerSeats
from cogs.lobby import LobbyButton
from cogs.looking import CatchUpButton, HandButton
from cogs.replies import ZarkTree
from cogs.turns import DiscardSelect, PlayItButton, ResignButton
from data import DEFAULT_DB_PATH, SchemaTooNewError, Store
from play.clock import Clock
from play.referee import Referee
from render.service import DrawingService

ROOT = Path(__file__).resolve().parent
EXTENSIONS = ("cogs.zark", "cogs.turns", "cogs.scheduler")
#: Buttons and menus that keep working after a restart: their custom_ids carry the game.
DYNAMIC_ITEMS = (HandButton, CatchUpButton, LobbyButton, DiscardSelect, ResignButton, PlayItButton)
log = logging.getLogger("zark")


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

    def __repr__(self) -> str:  # never print the token
        return f"Config(guild_id={self.guild_id}, db_path={str(self.db_path)!r}, log_level={self.log_level!r})"

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
        )


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
    def __init__(self, config: Config, store: Store, clock: Clock) -> None:
        # Slash commands and components need no privileged intents; `guilds` keeps channels and threads cached.
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents(guilds=True),
            tree_cls=ZarkTree,
            # Games live in servers: a lobby opened in a DM could never be joined.
            allowed_contexts=app_commands.AppCommandContext(guild=True),
        )
        self.config = config
        self.store = store
        self.clock = clock
        self.drawing = DrawingService()
        self.referee = Referee(store)
        self.computers = ComputerSeats(self)

    def new_seed(self) -> str:
        """The seed a new game deals from: random, unless ZARK_DEAL_SEED fixes it (tests, tournaments)."""
        return self.config.deal_seed or secrets.token_hex(8)

    async def setup_hook(self) -> None:
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        await self.add_cog(self.computers)
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        synced = await self.tree.sync()
        log.info("Synced %d global commands", len(synced))
        if self.config.guild_id is not None:
            guild = discord.Object(self.config.guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
            log.info("Synced the commands to server %s as well", self.config.guild_id)

    async def close(self) -> None:
        await super().close()
        self.drawing.close()

    async def on_ready(self) -> None:
        log.info("Connected as %s in %d servers", self.user, len(self.guilds))


def point_at_api(config: Config) -> None:
    """Use another API base and gateway (a local stand-in of Discord for the end-to-end tests)."""
    if config.api_base_url:
        discord.http.Route.BASE = config.api_base_url.rstrip("/")
    if config.gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(config.gateway_url)


#: Seconds a bot stopped just after connecting waits for discord.py's "ready" (announced up to the client's
#: `guild_ready_timeout`, 2 s, after connecting): announced after the close, it fails and logs a traceback.
SETTLE_SECONDS = 3.0


async def settle(bot: ZarkBot) -> None:
    """Let a bot that has connected but is not ready yet become ready before it is closed."""
    if bot.ws is None or bot.is_ready():
        return
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(bot.wait_until_ready(), SETTLE_SECONDS)


async def run(config: Config) -> int:
    clock = Clock(config.clock_file)
    try:
        store = await Store.open(config.db_path, clock=clock)
    except SchemaTooNewError as error:
        print(error.sentence, file=sys.stderr)
        return 1
    bot = ZarkBot(config, store, clock)
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
        print("Discord rejected the token in DISCORD_TOKEN: reset it in the developer portal and update .env.",
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
    return asyncio.run(run(config))


if __name__ == "__main__":
    sys.exit(main())
