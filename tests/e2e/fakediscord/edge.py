"""Discord's edge, in front of every REST route: outages, the real rate limits, and injected faults.

The order is Discord's: an outage answers before anything; then the rate limiter (the global limit, then the route's
bucket); then the call reaches the API, which may fail before or after it took effect. With no limit and no fault
switched on, a call passes straight through to the routes, unchanged.
"""

from __future__ import annotations

import json
import math
import socket
import struct
import time
from http import HTTPStatus
from typing import Any

from aiohttp import web

from .faults import FaultKind, Faults, Injection
from .limits import RateLimits
from .rest_common import Handler

# Discord's 429s come through Google's front end with this header; discord.py takes a 429 without `Via` for a
# Cloudflare ban and raises at once instead of waiting and retrying, so every 429 here carries it.
VIA = "1.1 google"
RATE_LIMITED = "You are being rate limited."


def make_edge_middleware(faults: Faults, limits: RateLimits, api_prefix: str) -> Any:
    @web.middleware
    async def discord_edge(request: web.Request, handler: Handler) -> web.StreamResponse:
        if not request.path.startswith(api_prefix):  # attachments: Discord's CDN, not its API
            return await handler(request)
        method, path, now = request.method, request.path[len(api_prefix) :], time.monotonic()
        limits.observe(method, path, now)
        outage = faults.outage_for(method, path)
        if outage is not None:
            return _injected(request, outage, limits)
        verdict = limits.admit(method, path, request.headers.get("Authorization", ""), now)
        if verdict.refused is not None:
            hit = verdict.refused
            return _answered(limits, _rate_limited(hit.retry_after, hit.scope == "global", verdict.headers))
        injection = faults.draw(method, path)
        if injection is not None and not injection.processed:
            return _injected(request, injection, limits)
        response = await handler(request)
        if injection is not None:  # the call took effect; its answer is lost to the fault
            return _injected(request, injection, limits)
        if verdict.headers and not response.prepared:
            response.headers.update(verdict.headers)
        return _answered(limits, response)

    return discord_edge


def _answered(limits: RateLimits, response: web.StreamResponse) -> web.StreamResponse:
    limits.answered(response.status, response.headers.get("X-RateLimit-Scope"))
    return response


def _injected(request: web.Request, injection: Injection, limits: RateLimits) -> web.StreamResponse:
    if injection.status is None:
        return _reset(request)
    if injection.kind is FaultKind.RATE_LIMIT:
        is_global = injection.scope == "global"
        headers = {"X-RateLimit-Scope": injection.scope, "Retry-After": str(math.ceil(injection.retry_after))}
        if is_global:
            headers["X-RateLimit-Global"] = "true"
        return _answered(limits, _rate_limited(injection.retry_after, is_global, headers))
    status = injection.status
    return _answered(limits, _json({"message": f"{status}: {_phrase(status)}", "code": 0}, status, {}))


def _phrase(status: int) -> str:
    try:
        return HTTPStatus(status).phrase
    except ValueError:  # a status of Cloudflare's own, such as 524
        return "Error"


def _rate_limited(retry_after: float, is_global: bool, headers: dict[str, str]) -> web.Response:
    body = {"message": RATE_LIMITED, "retry_after": retry_after, "global": is_global, "code": 0}
    return _json(body, 429, headers | {"Via": VIA})


def _json(body: dict[str, Any], status: int, headers: dict[str, str]) -> web.Response:
    """Content-Type exactly application/json, or discord.py reads the body as text (and a 429 as a ban)."""
    content_type = {"Content-Type": "application/json"}
    return web.Response(status=status, body=json.dumps(body).encode(), headers=content_type | headers)


def _reset(request: web.Request) -> web.Response:
    """Reset the connection (RST, as SO_LINGER 0 makes a close send): the client reads ECONNRESET, no answer. The
    response returned is never written."""
    transport = request.transport
    if transport is not None:
        sock = transport.get_extra_info("socket")
        if sock is not None:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        transport.abort()
    return web.Response(status=503)
