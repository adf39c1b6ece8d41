"""The aiohttp application: REST under /api/v10, the gateway at /, attachments; bound to 127.0.0.1 only."""

from __future__ import annotations

import logging
import socket

from aiohttp import web

from .constants import API_VERSION
from .edge import make_edge_middleware
from .faults import Faults
from .gateway import GatewayServer
from .limits import RateLimits
from .rest_channels import ChannelRoutes
from .rest_common import WORLD_KEY, make_middlewares
from .rest_core import CoreRoutes
from .rest_interactions import InteractionRoutes
from .world import World

log = logging.getLogger("fakediscord.server")

LOOPBACK = "127.0.0.1"
API_PREFIX = f"/api/v{API_VERSION}"
MAX_REQUEST_BYTES = 64 * 1024 * 1024


class Server:
    """Owns the listening socket and the aiohttp runner; routes get their state from the World."""

    def __init__(self) -> None:
        self._socket = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._socket.bind((LOOPBACK, 0))
        self.port: int = self._socket.getsockname()[1]
        self._runner: web.AppRunner | None = None

    @property
    def http_base(self) -> str:
        return f"http://{LOOPBACK}:{self.port}"

    @property
    def api_base_url(self) -> str:
        return self.http_base + API_PREFIX

    @property
    def gateway_url(self) -> str:
        return f"ws://{LOOPBACK}:{self.port}/"

    async def start(self, world: World, gateway: GatewayServer, faults: Faults, limits: RateLimits) -> None:
        middlewares = [make_edge_middleware(faults, limits, API_PREFIX), *make_middlewares(world, API_PREFIX)]
        app = web.Application(middlewares=middlewares, client_max_size=MAX_REQUEST_BYTES)
        app[WORLD_KEY] = world
        app.router.add_get("/", gateway.handle)
        CoreRoutes(world, gateway, self.gateway_url).register(app.router, API_PREFIX)
        ChannelRoutes(world).register(app.router, API_PREFIX)
        InteractionRoutes(world).register(app.router, API_PREFIX)
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        await web.SockSite(self._runner, self._socket).start()
        log.info("fake Discord listening on %s", self.http_base)

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        self._socket.close()
