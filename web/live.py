"""Live pages: a game's open pages follow its moves through server-sent events (``/g/TOKEN/events``).

Each stream waits on a queue of its own; `Live` puts a game's new version in the queues of that game's streams as
the store tells of each move (`play.web.WebGames.follow`: in this process, and on PostgreSQL from every process
through LISTEN/NOTIFY). A web alone on the bot's SQLite file hears nothing, so it looks at its followed games'
versions every `POLL_SECONDS` instead (`poll`). A stream says ``hello`` with the game's version when it opens (so a
page reopened after a restart of the bot sees whether it missed moves), then with each new version either ``move``
and the version (a player's own view fetches itself again) or, for the page of the game now, ``page`` and the page's
changed parts (`web.pages.Pages.game_parts`), made once per game, version and language however many pages are open,
so an open page need not fetch itself again; and a comment every `KEEPALIVE_SECONDS` so proxies keep it open. The
browser's EventSource reconnects by itself, after `RETRY_MS`, whenever the stream is cut (a restart of the bot).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable

from aiohttp import web

from play.web import WebGames

log = logging.getLogger(__name__)

KEEPALIVE_SECONDS = 25.0
POLL_SECONDS = 1.0
RETRY_MS = 2000
#: A move's page parts kept, by game, version and language: every open page of the game is sent the same.
PARTS_KEPT = 256

#: The page of the game now, as a move's event carries it (`web.pages.Pages.game_parts`), made when first needed.
PageParts = Callable[[], Awaitable[str]]


class Live:
    def __init__(self, games: WebGames, *, poll: bool = False) -> None:
        self.games = games
        self.poll = poll
        self._streams: dict[int, set[asyncio.Queue[int]]] = {}
        self._versions: dict[int, int] = {}
        self._stop_following: Callable[[], Awaitable[None]] | None = None
        self._polling: asyncio.Task[None] | None = None
        self._looking: set[asyncio.Task[None]] = set()
        self._parts: OrderedDict[tuple[int, int, str], asyncio.Future[str]] = OrderedDict()
        self.closing = asyncio.Event()

    @property
    def streams(self) -> int:
        return sum(len(queues) for queues in self._streams.values())

    async def start(self) -> None:
        self._stop_following = await self.games.follow(self.moved, self.missed)
        if self.poll:
            self._polling = asyncio.create_task(self._poll(), name="zark-web-poll")

    async def stop(self) -> None:
        self.closing.set()
        if self._polling is not None:
            self._polling.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._polling
        if self._stop_following is not None:
            await self._stop_following()

    def moved(self, game_id: int, version: int) -> None:
        """A game reached `version`: every open stream of it hears once (a version told twice is told once)."""
        if version <= self._versions.get(game_id, 0):
            return
        self._versions[game_id] = version
        for queue in self._streams.get(game_id, ()):
            queue.put_nowait(version)

    def missed(self) -> None:
        """Moves may have gone untold (the database's connection was lost a while): look at every followed game."""
        task = asyncio.get_running_loop().create_task(self._look(), name="zark-web-look")
        self._looking.add(task)
        task.add_done_callback(self._looking.discard)

    async def _look(self) -> None:
        if self._streams:
            with contextlib.suppress(Exception):  # the next move, or the next time, tells
                for game_id, version in (await self.games.versions(list(self._streams))).items():
                    self.moved(game_id, version)

    async def _poll(self) -> None:
        while True:
            await asyncio.sleep(POLL_SECONDS)
            if not self._streams:
                continue
            try:
                versions = await self.games.versions(list(self._streams))
            except Exception:  # the database is away a moment: look again
                log.warning("Could not read the followed games' versions", exc_info=True)
                continue
            for game_id, version in versions.items():
                self.moved(game_id, version)

    async def stream(
        self, request: web.Request, game_id: int, version: int, parts: tuple[str, PageParts] | None = None
    ) -> web.StreamResponse:
        """An event stream of the game for one page, until the page goes or the site stops. With `parts` (the
        reader's language, and how to make the page of the game now in it), each move's event carries the page."""
        queue: asyncio.Queue[int] = asyncio.Queue()
        self._streams.setdefault(game_id, set()).add(queue)
        self._versions[game_id] = max(self._versions.get(game_id, 0), version)
        response = web.StreamResponse(
            headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
        )
        try:
            await response.prepare(request)
            await response.write(f"retry: {RETRY_MS}\nevent: hello\ndata: {version}\n\n".encode())
            closing = asyncio.ensure_future(self.closing.wait())
            try:
                while not self.closing.is_set():
                    getting = asyncio.ensure_future(queue.get())
                    done, _ = await asyncio.wait({getting, closing}, timeout=KEEPALIVE_SECONDS,
                                                 return_when=asyncio.FIRST_COMPLETED)  # fmt: skip
                    if getting in done:
                        await response.write(await self._event(game_id, getting.result(), parts))
                    else:
                        getting.cancel()
                        if closing not in done:
                            await response.write(b": still here\n\n")
            finally:
                closing.cancel()
        except (ConnectionResetError, asyncio.CancelledError):
            pass  # the page went away
        finally:
            queues = self._streams.get(game_id)
            if queues is not None:
                queues.discard(queue)
                if not queues:
                    del self._streams[game_id]
        return response

    async def _event(self, game_id: int, version: int, parts: tuple[str, PageParts] | None) -> bytes:
        """A move's event: the page's parts (made once for every page of the game in that language), or the version
        alone (a page without parts, or parts that could not be made now: the page then fetches itself)."""
        if parts is not None:
            language, make = parts
            key = (game_id, version, language)
            made = self._parts.get(key)
            if made is None or (made.done() and (made.cancelled() or made.exception() is not None)):
                made = self._parts[key] = asyncio.ensure_future(make())
                while len(self._parts) > PARTS_KEPT:
                    self._parts.popitem(last=False)
            try:
                data = await asyncio.shield(made)  # a page that goes does not stop the making the others wait for
            except Exception:
                log.warning("Game %s: its page's parts could not be made; its pages fetch it", game_id, exc_info=True)
            else:
                return f"event: page\nid: {version}\ndata: {data}\n\n".encode()
        return f"event: move\nid: {version}\ndata: {version}\n\n".encode()
