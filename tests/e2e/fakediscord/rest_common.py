"""Response helpers and middleware shared by all REST routes."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from .errors import DiscordAPIError
from .interactions import InteractionRecord
from .world import Rejection, World

log = logging.getLogger("fakediscord.rest")

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
WORLD_KEY = web.AppKey("world", World)
INTERACTION_KEY = web.RequestKey("interaction", InteractionRecord)
TOKEN_FREE_PREFIXES = ("/interactions/", "/webhooks/")


def json_response(data: Any, status: int = 200) -> web.Response:
    """discord.py parses JSON only when Content-Type is exactly application/json (no charset)."""
    return web.Response(status=status, body=json.dumps(data).encode(), headers={"Content-Type": "application/json"})


def no_content() -> web.Response:
    return web.Response(status=204)


def snowflake(request: web.Request, name: str) -> int:
    return int(request.match_info[name])


def make_middlewares(world: World, api_prefix: str) -> list[Any]:
    """Auth, Discord-style errors, and loud logging of routes the stand-in does not implement."""

    @web.middleware
    async def discord_errors(request: web.Request, handler: Handler) -> web.StreamResponse:
        if world.response_delay:  # a slow Discord (tests of what a bot does while a call is under way)
            await asyncio.sleep(world.response_delay)
        try:
            _check_auth(request, world, api_prefix)
            return await handler(request)
        except DiscordAPIError as exc:
            _record_rejection(request, world, exc)
            return json_response(exc.body(), status=exc.status)
        except (web.HTTPNotFound, web.HTTPMethodNotAllowed):
            route = f"{request.method} {request.path}"
            log.warning("fakediscord: no route for %s (add it to tests/e2e/fakediscord)", route)
            world.problems.unknown_routes.append(route)
            world.changed()
            return json_response({"message": f"404: Not Found (fakediscord has no route {route})", "code": 0}, 404)
        except web.HTTPException:
            raise
        except ConnectionResetError:
            raise  # the bot went away mid-request (killed while Discord was slow): nothing to answer, no bug here
        except Exception as exc:
            log.exception("fakediscord internal error on %s %s", request.method, request.path)
            world.problems.internal_errors.append(f"{request.method} {request.path}: {exc!r}")
            world.changed()
            # Not 5xx: discord.py silently retries those, which would hide the bug for seconds.
            return json_response({"message": f"fakediscord internal error: {exc!r}", "code": 0}, 400)

    return [discord_errors]


def _check_auth(request: web.Request, world: World, api_prefix: str) -> None:
    if not request.path.startswith(api_prefix):
        return
    route = request.path[len(api_prefix) :]
    if route.startswith(TOKEN_FREE_PREFIXES):
        return
    if request.headers.get("Authorization") != f"Bot {world.token}":
        raise DiscordAPIError(401, 0, "401: Unauthorized")


def _record_rejection(request: web.Request, world: World, exc: DiscordAPIError) -> None:
    record = request.get(INTERACTION_KEY)
    rejection = Rejection(
        method=request.method,
        path=request.path,
        status=exc.status,
        code=exc.code,
        message=exc.message,
        at=time.monotonic(),
        interaction_id=None if record is None else record.id,
    )
    world.rejections.append(rejection)
    if record is not None:
        record.rejections.append(rejection)
    log.info("fakediscord: %s %s -> %s %s %s", request.method, request.path, exc.status, exc.code, exc.message)
    world.changed()
