"""REST routes about identity and setup: users, the application, commands, the gateway, the guild."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from .constants import ErrorCode
from .errors import DiscordAPIError, invalid_form, not_found
from .gateway import GatewayServer
from .http_body import read_body
from .models import Guild
from .rest_common import json_response, no_content, snowflake
from .world import World


class CoreRoutes:
    def __init__(self, world: World, gateway: GatewayServer, gateway_url: str) -> None:
        self.world = world
        self.gateway = gateway
        self.gateway_url = gateway_url

    def register(self, router: web.UrlDispatcher, prefix: str) -> None:
        app = prefix + "/applications/{app_id:\\d+}"
        router.add_get(prefix + "/users/@me", self.get_me)
        router.add_get(prefix + "/users/{user_id:\\d+}", self.get_user)
        router.add_get(prefix + "/users/@me/guilds", self.my_guilds)
        router.add_get(prefix + "/oauth2/applications/@me", self.application_info)
        router.add_get(prefix + "/applications/@me", self.application_info)
        router.add_get(prefix + "/gateway", self.get_gateway)
        router.add_get(prefix + "/gateway/bot", self.get_gateway_bot)
        for scope in ("", "/guilds/{guild_id:\\d+}"):
            router.add_get(app + scope + "/commands", self.list_commands)
            router.add_put(app + scope + "/commands", self.overwrite_commands)
            router.add_post(app + scope + "/commands", self.upsert_command)
            router.add_get(app + scope + "/commands/{command_id:\\d+}", self.get_command)
            router.add_delete(app + scope + "/commands/{command_id:\\d+}", self.delete_command)
        router.add_get(app + "/guilds/{guild_id:\\d+}/commands/permissions", self.command_permissions)
        router.add_get(app + "/emojis", self.application_emojis)
        router.add_get(prefix + "/guilds/{guild_id:\\d+}", self.get_guild)
        router.add_get(prefix + "/guilds/{guild_id:\\d+}/channels", self.guild_channels)
        router.add_get(prefix + "/guilds/{guild_id:\\d+}/roles", self.guild_roles)
        router.add_get(prefix + "/guilds/{guild_id:\\d+}/members/{user_id:\\d+}", self.get_member)
        router.add_get(prefix + "/guilds/{guild_id:\\d+}/threads/active", self.active_threads)

    async def get_me(self, request: web.Request) -> web.Response:
        return json_response(self.world.bot.payload() | {"verified": True, "mfa_enabled": False, "locale": "en-US"})

    async def get_user(self, request: web.Request) -> web.Response:
        return json_response(self.world.get_user(snowflake(request, "user_id")).payload())

    async def my_guilds(self, request: web.Request) -> web.Response:
        return json_response(
            [
                {"id": str(guild.id), "name": guild.name, "icon": None, "owner": False}
                | {"permissions": str(guild.everyone_permissions), "features": []}
                for guild in self.world.guilds.values()
            ]
        )

    async def application_info(self, request: web.Request) -> web.Response:
        world = self.world
        return json_response(
            {
                "id": str(world.application_id),
                "name": world.bot.username,
                "icon": None,
                "description": "Local stand-in application",
                "bot_public": False,
                "bot_require_code_grant": False,
                "owner": world.owner.payload(),
                "verify_key": "0" * 64,
                "team": None,
                "flags": self.gateway.application_flags(),
                "interactions_endpoint_url": None,
                "bot": world.bot.payload(),
                "approximate_guild_count": len(world.guilds),
                "redirect_uris": [],
                "tags": [],
            }
        )

    async def get_gateway(self, request: web.Request) -> web.Response:
        return json_response({"url": self.gateway_url})

    async def get_gateway_bot(self, request: web.Request) -> web.Response:
        """Discord's recommended shard count (`FakeDiscord(recommended_shards=...)`): what an AutoShardedBot without a
        shard count of its own launches."""
        limit = {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
        shards = self.gateway.recommended_shards
        return json_response({"url": self.gateway_url, "shards": shards, "session_start_limit": limit})

    # commands --------------------------------------------------------------------------------------------

    def _scope(self, request: web.Request) -> int | None:
        if snowflake(request, "app_id") != self.world.application_id:
            raise DiscordAPIError(403, ErrorCode.MISSING_ACCESS, "Missing Access (not this application)")
        if "guild_id" not in request.match_info:
            return None
        guild_id = snowflake(request, "guild_id")
        if guild_id not in self.world.guilds:
            raise DiscordAPIError(403, ErrorCode.MISSING_ACCESS, "Missing Access (bot is not in that guild)")
        return guild_id

    async def list_commands(self, request: web.Request) -> web.Response:
        return json_response(self.world.commands.list(self._scope(request)))

    async def overwrite_commands(self, request: web.Request) -> web.Response:
        scope = self._scope(request)
        body = await read_body(request)
        stored = self.world.commands.overwrite(scope, body.json if body.json is not None else [])
        self.world.changed()
        return json_response(stored)

    async def upsert_command(self, request: web.Request) -> web.Response:
        scope = self._scope(request)
        command = (await read_body(request)).object()
        if "name" not in command:
            raise invalid_form("name", "This field is required", "BASE_TYPE_REQUIRED")
        current = [cmd for cmd in self.world.commands.list(scope) if cmd["name"] != command["name"]]
        stored = self.world.commands.overwrite(scope, [*current, command])
        self.world.changed()
        return json_response(next(cmd for cmd in stored if cmd["name"] == command["name"]), status=201)

    async def get_command(self, request: web.Request) -> web.Response:
        return json_response(self._find_command(request))

    async def delete_command(self, request: web.Request) -> web.Response:
        scope = self._scope(request)
        doomed = self._find_command(request)
        remaining = [cmd for cmd in self.world.commands.list(scope) if cmd["id"] != doomed["id"]]
        self.world.commands.overwrite(scope, remaining)
        self.world.changed()
        return no_content()

    def _find_command(self, request: web.Request) -> dict[str, Any]:
        wanted = request.match_info["command_id"]
        for command in self.world.commands.list(self._scope(request)):
            if command["id"] == wanted:
                return command
        raise not_found(ErrorCode.UNKNOWN_APPLICATION_COMMAND, "application command")

    async def command_permissions(self, request: web.Request) -> web.Response:
        self._scope(request)
        return json_response([])

    async def application_emojis(self, request: web.Request) -> web.Response:
        return json_response({"items": []})

    # guild -----------------------------------------------------------------------------------------------

    def _guild(self, request: web.Request) -> Guild:
        return self.world.get_guild(snowflake(request, "guild_id"))

    async def get_guild(self, request: web.Request) -> web.Response:
        data = self.world.guild_payload(include_members=False, guild=self._guild(request))
        for key in ("members", "channels", "threads", "presences", "voice_states"):
            data.pop(key)
        return json_response(data)

    async def guild_channels(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        return json_response([channel.payload() for channel in self.world.guild_text_channels(guild)])

    async def guild_roles(self, request: web.Request) -> web.Response:
        return json_response([self.world.everyone_role_payload(self._guild(request))])

    async def get_member(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        user_id = snowflake(request, "user_id")
        if user_id not in guild.member_ids:
            raise not_found(ErrorCode.UNKNOWN_MEMBER, "Member")
        return json_response(self.world.users[user_id].member_payload())

    async def active_threads(self, request: web.Request) -> web.Response:
        threads = [thread for thread in self.world.threads(self._guild(request)) if not thread.archived]
        members = [
            self.world.thread_member_payload(thread, self.world.bot.id)
            for thread in threads
            if self.world.bot.id in thread.member_ids
        ]
        return json_response({"threads": [thread.payload() for thread in threads], "members": members})
