"""FakeDiscord: what a test uses. Starts the stand-in, plays users, and reads what the bot did.

async with FakeDiscord() as fd:
    alice = fd.add_member("alice")
    bot = await BotProcess.start(Path("bot.py"), env=fd.bot_env(), log_path=tmp_path / "bot.log")
    await fd.wait_for_ready()
    result = await fd.slash(alice, "zark new", edition="arcade")
    assert result.ephemeral and "Game" in result.content
"""

# ruff: noqa: ASYNC109  (test helpers take an explicit timeout so a failure can say what it awaited)

from __future__ import annotations

import asyncio
import os
from typing import Any, Self

from . import constants as c
from .acting import Acting
from .errors import FakeDiscordError
from .faults import FaultLog, Faults
from .gateway import GatewayServer
from .limits import RateLimits
from .models import Channel, Guild, User
from .process import BotProcess
from .reading import Reading
from .server import Server
from .world import World

#: Seconds a bot started by `bot_env` waits at start-up for more servers (GUILD_CREATE) before it is ready.
GUILD_READY_TIMEOUT = "0.2"


class FakeDiscord(Reading, Acting):
    """A local Discord for one test: REST + gateway on 127.0.0.1, one guild (more with `add_guild`, dealt to shards
    as Discord deals them), and a driver for users."""

    def __init__(
        self,
        *,
        ack_deadline: float = c.ACK_DEADLINE_SECONDS,
        token_lifetime: float = c.TOKEN_LIFETIME_SECONDS,
        heartbeat_interval_ms: int = c.HEARTBEAT_INTERVAL_MS,
        allowed_privileged_intents: int = 0,
        attachment_size_limit: int = c.DEFAULT_ATTACHMENT_SIZE_LIMIT,
        zlib_stream: bool = True,
        recommended_shards: int = 1,
        limits: bool = False,
    ) -> None:
        """`allowed_privileged_intents` plays the developer portal switches (default: none, so a bot asking
        for members, presences or message content is closed with 4014). `zlib_stream=False` sends plain
        text frames even when the bot asks for compression. `recommended_shards` is what GET /gateway/bot
        recommends (an AutoShardedBot without a shard count of its own launches that many). `limits=True` enforces
        Discord's real rate limits from the start (as `fd.limits.enable()` does later)."""
        self._recommended_shards = recommended_shards
        self._enforce_limits = limits
        self._ack_deadline = ack_deadline
        self._token_lifetime = token_lifetime
        self._attachment_size_limit = attachment_size_limit
        self._heartbeat_interval_ms = heartbeat_interval_ms
        self._allowed_privileged_intents = allowed_privileged_intents
        self._zlib_stream = zlib_stream
        self._timers: list[asyncio.TimerHandle] = []
        self._server: Server | None = None
        self._world: World | None = None
        self._gateway: GatewayServer | None = None
        self._faults: Faults | None = None
        self._limits: RateLimits | None = None

    # lifecycle -------------------------------------------------------------------------------------------

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    async def start(self) -> None:
        server = Server()
        world = World(
            base_url=lambda: server.http_base,
            attachment_size_limit=self._attachment_size_limit,
            ack_deadline=self._ack_deadline,
            token_lifetime=self._token_lifetime,
        )
        fault_log = FaultLog(world.changed)
        gateway = GatewayServer(
            world,
            gateway_url=lambda: server.gateway_url,
            heartbeat_interval_ms=self._heartbeat_interval_ms,
            allowed_privileged_intents=self._allowed_privileged_intents,
            zlib_stream=self._zlib_stream,
            recommended_shards=self._recommended_shards,
            fault_log=fault_log,
        )
        world.gateway = gateway
        faults, limits = Faults(fault_log, gateway), RateLimits(world.changed)
        if self._enforce_limits:
            limits.enable()
        await server.start(world, gateway, faults, limits)
        self._server, self._world, self._gateway = server, world, gateway
        self._faults, self._limits = faults, limits

    async def close(self) -> None:
        for timer in self._timers:
            timer.cancel()
        if self._gateway is not None:
            await self._gateway.close()
        if self._server is not None:
            await self._server.stop()

    @property
    def world(self) -> World:
        if self._world is None:
            raise FakeDiscordError("FakeDiscord is not started; use `async with FakeDiscord() as fd:`")
        return self._world

    @property
    def gateway(self) -> GatewayServer:
        assert self._gateway is not None, "FakeDiscord is not started"
        return self._gateway

    @property
    def faults(self) -> Faults:
        """Discord's bad days, switched on per test: REST errors, resets, 429 bursts, outages, gateway faults; every
        one injected is in `fd.faults.injected`."""
        assert self._faults is not None, "FakeDiscord is not started"
        return self._faults

    @property
    def limits(self) -> RateLimits:
        """Discord's real rate limits (off unless enabled) and the request counters (always kept)."""
        assert self._limits is not None, "FakeDiscord is not started"
        return self._limits

    # what a bot needs ------------------------------------------------------------------------------------

    @property
    def api_base_url(self) -> str:
        assert self._server is not None, "FakeDiscord is not started"
        return self._server.api_base_url

    @property
    def gateway_url(self) -> str:
        assert self._server is not None, "FakeDiscord is not started"
        return self._server.gateway_url

    @property
    def token(self) -> str:
        return self.world.token

    def bot_env(self, *, token: str | None = None, **extra: str) -> dict[str, str]:
        """The environment for a bot process: this process's, plus the three settings pointing here."""
        env = dict(os.environ)
        env.update(
            DISCORD_TOKEN=self.token if token is None else token,
            DISCORD_API_BASE_URL=self.api_base_url,
            DISCORD_GATEWAY_URL=self.gateway_url,
            PYTHONUNBUFFERED="1",
            # the stand-in sends every server at once: no need for discord.py's 2 s wait for more before "ready"
            ZARK_GUILD_READY_TIMEOUT=GUILD_READY_TIMEOUT,
            # bots run side by side in the tests: their web companions stay off unless a test gives one a port
            ZARK_WEB_PORT="off",
        )
        env.update(extra)
        return env

    # the guild -------------------------------------------------------------------------------------------

    @property
    def guild_id(self) -> int:
        return self.world.guild_id

    @property
    def channel(self) -> Channel:
        """The default text channel, #general."""
        return self.world.default_channel

    @property
    def bot_user(self) -> User:
        return self.world.bot

    @property
    def application_id(self) -> int:
        return self.world.application_id

    def add_member(
        self, name: str, *, dms_open: bool = True, permissions: int | None = None, guild: Guild | None = None
    ) -> User:
        """A member of `guild` (the first guild unless given); `dms_open=False` makes DMs to them fail with 50007
        as on Discord."""
        return self.world.add_member(name, dms_open=dms_open, permissions=permissions, guild=guild)

    def add_channel(self, name: str, *, guild: Guild | None = None) -> Channel:
        return self.world.add_text_channel(name, guild=guild)

    def add_guild(self, name: str, *, shard: tuple[int, int] | None = None) -> Guild:
        """Another guild with the bot in it; with `shard=(id, count)`, one that Discord deals to that shard."""
        return self.world.add_guild(name, shard=shard)

    def channel_of(self, guild: Guild) -> Channel:
        """A guild's #general."""
        return self.world.get_channel(guild.default_channel_id)

    def add_thread(self, parent: Channel, name: str) -> Channel:
        """A public thread in `parent`, as if the bot had opened it (the bot gets THREAD_CREATE)."""
        return self.world.add_thread(parent, name)

    def dm_channel(self, user: User) -> Channel:
        """The bot's DM channel with `user` (created if needed), to invoke commands or find DMs in."""
        return self.world.open_dm(user)

    def set_everyone_permissions(self, permissions: int, guild: Guild | None = None) -> None:
        self.world.set_everyone_permissions(permissions, guild)

    # gateway state ---------------------------------------------------------------------------------------

    async def wait_for_ready(self, timeout: float = 15.0, *, process: BotProcess | None = None) -> None:
        """Until a bot session is connected and identified and some commands have been synced.

        With `process`, fail at once (with its log) if that bot process exits instead.
        """

        def ready() -> bool:
            if process is not None and process.returncode is not None:
                raise FakeDiscordError(
                    f"{process.label} exited with code {process.returncode} before it was ready:\n{process.log_tail()}"
                )
            return bool(self.gateway.live_sessions()) and bool(self.world.commands.all_commands())

        exit_watch = None if process is None else asyncio.create_task(process.process.wait())
        if exit_watch is not None:
            exit_watch.add_done_callback(lambda _: self.world.changed())
        try:
            await self.world.wait_for(ready, timeout=timeout, what="the bot to connect, identify and sync commands")
        finally:
            if exit_watch is not None:
                exit_watch.cancel()

    async def wait_for_shards(
        self, shard_ids: list[int], shard_count: int, timeout: float = 15.0, *, process: BotProcess | None = None
    ) -> None:
        """Until a session of each of these shards (of `shard_count`) is connected; with `process`, fail at once
        (with its log) if that bot process exits instead."""
        wanted = {(shard_id, shard_count) for shard_id in shard_ids}

        def connected() -> bool:
            if process is not None and process.returncode is not None:
                raise FakeDiscordError(f"{process.label} exited with code {process.returncode}:\n{process.log_tail()}")
            return wanted <= self.gateway.live_shards()

        await self.world.wait_for(connected, timeout=timeout, what=f"shards {sorted(wanted)} to connect")

    async def wait_for_disconnect(self, timeout: float = 5.0) -> None:
        """Until no bot session is connected (e.g. after killing the bot process)."""
        await self.world.wait_for(
            lambda: not self.gateway.live_sessions(), timeout=timeout, what="every bot session to disconnect"
        )

    async def wait_for_identify(self, count: int, timeout: float = 15.0) -> None:
        """Until `count` IDENTIFYs have happened in total (a restarted bot identifies again)."""
        await self.world.wait_for(
            lambda: self.gateway.identify_count >= count and self.gateway.live_sessions(),
            timeout=timeout,
            what=f"IDENTIFY number {count}",
        )

    def request_gateway_reconnect(self) -> None:
        """Send op 7 RECONNECT, after which discord.py resumes its session."""
        self.gateway.request_reconnect()

    def drop_gateway_connections(self) -> None:
        """Close the bot's WebSockets as a network hiccup would (close code 4000, session resumable)."""
        self.gateway.drop_connections()

    def dispatched(self, event: str) -> list[dict[str, Any]]:
        """Payloads of gateway events named `event` sent to any session so far, oldest first."""
        return self.gateway.dispatched(event)

    @property
    def commands(self) -> list[dict[str, Any]]:
        return self.world.commands.all_commands()

    def global_commands(self) -> list[dict[str, Any]]:
        return self.world.commands.list(None)

    def guild_commands(self, guild: Guild | None = None) -> list[dict[str, Any]]:
        return self.world.commands.list((guild or self.world.guild).id)
