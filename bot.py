"""Start-up and wiring: logging, the store, the cogs, the persistent buttons, command sync, shards.

Run it through ``./start.sh``. Settings come from the environment or ``.env`` (``config.py`` reads them, see
``.env.example``); the token is never logged. One process runs every shard by default; with ZARK_SHARD_COUNT and
ZARK_SHARD_IDS several processes each run a share of them (discord.py's AutoShardedBot) against one PostgreSQL
database (ZARK_DATABASE_URL).
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
from typing import Any

import aiohttp
import discord
import yarl
from discord import app_commands
from discord.ext import commands
from dotenv import load_dotenv

import i18n
from cogs.games import add_cogs, load
from cogs.support.computers import ComputerSeats
from cogs.support.delivery import Outbox, retrying
from cogs.support.lobby import LobbyButton
from cogs.support.looking import CatchUpButton, HandButton
from cogs.support.moves import CardsSelect, PlayItButton, ResignButton
from cogs.support.pacing import Pacer, pacing, process_share
from cogs.support.replies import ZarkTree, is_transient
from cogs.support.review import JumpButton
from cogs.support.translator import CatalogueTranslator
from cogs.support.tutorials import EndTutorialButton
from config import ROOT, Config, ConfigError
from data import GameStore, Store, StoreError
from play.clock import Clock
from play.referee import Referee
from render.service import DrawingService
from web import start_site

if sys.platform == "win32":  # uvloop is not made for Windows: asyncio's own loop there
    run_event_loop = asyncio.run
else:  # libuv's event loop: a busy bot's loop does the same work in less CPU (docs/operations.md, bench/e2e.py)
    from uvloop import run as run_event_loop

#: Seconds between tries of a sync that Discord refused with a transient error.
SYNC_AGAIN_SECONDS = 60.0
#: Buttons and menus that keep working after a restart: their custom_ids carry the game.
DYNAMIC_ITEMS = (
    HandButton,
    CatchUpButton,
    LobbyButton,
    CardsSelect,
    ResignButton,
    PlayItButton,
    JumpButton,
    EndTutorialButton,
)
log = logging.getLogger("zark")
#: The bot has no voice: discord.py's warnings at every start that PyNaCl and davey (voice's libraries) are missing
#: are noise.
discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False


class ZarkBot(commands.Bot):
    def __init__(self, config: Config, store: GameStore, clock: Clock, **shards: Any) -> None:
        # Every request Discord's global limit counts waits for a place in this process's share (`cogs.support.pacing`).
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
        await self.tree.set_translator(CatalogueTranslator())
        await add_cogs(self)
        await self.add_cog(self.computers)
        await self.add_cog(self.outbox)
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        if not self.config.syncs_commands:
            log.info("Running %s: the process of shard 0 syncs the commands", self.process_name)
            return
        await self.sync_commands()

    async def commands_digest(self) -> int:
        """What the slash commands are, in a number, with their names in every language: the bot syncs them only
        when that changed since the last sync."""
        translator = self.tree.translator
        declared = [
            await command.get_translated_payload(self.tree, translator) if translator else command.to_dict(self.tree)
            for command in self.tree.get_commands()
        ]
        text = json.dumps([declared, self.config.guild_id], sort_keys=True)
        return int(hashlib.sha256(text.encode()).hexdigest()[:15], 16)

    async def sync_commands(self) -> None:
        """Sync the slash commands if they changed since the last sync (the store keeps its digest), trying again on
        Discord's transient errors. If Discord still fails, the bot runs with the commands it has and tries again
        every minute: a bad minute of Discord's must not stop the bot."""
        digest = await self.commands_digest()
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


async def serve(config: Config) -> int:
    """Run the bot until it is stopped (SIGTERM, SIGINT) or fails: 0, or 1 with the one line that says why."""
    load()  # every game kind, its family and its drawer (`cogs.games`)
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
    try:  # the web companion, in this process unless ZARK_WEB_PORT is off (docs/web.md)
        site = await start_site(store, config.web, drawing=bot.drawing)
    except OSError as error:  # the port is taken, the host is not this machine's
        print(f"The web companion could not listen on {config.web.host}:{config.web.port} ({error.strerror}): "
              "set ZARK_WEB_HOST and ZARK_WEB_PORT, or ZARK_WEB_PORT=off.", file=sys.stderr)  # fmt: skip
        await store.close()
        return 1
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
        if site is not None:
            await site.cleanup()
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
    if config.pseudo_english:
        i18n.speak_pseudo_english()
    return run_event_loop(serve(config))


if __name__ == "__main__":
    sys.exit(main())
