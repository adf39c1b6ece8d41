"""Discord's global rate limit, met by design: every REST call the bot makes that the limit counts waits for a place
in this process's share of the budget before it is sent.

Discord allows a bot 50 requests a second, all its processes together; interaction callbacks and interaction
webhooks (the acknowledgement, the private words, a move's board as the public follow-up of its command) are not
counted. Everything else is: posting in a channel, DMs and opening DM channels, threads, editing a message, reading
a channel's history, the start-up's calls. discord.py does not pace itself against that limit: it only waits once
it was refused (a 429, which Discord counts towards banning the address).

So the waiting is not left to each place that calls Discord: `pacing` is an aiohttp trace, given to discord.py's
client (its public `http_trace` option), whose start-of-request signal every request of discord.py's HTTP session
awaits, tries again after a 5xx or a 429 included. It lets exempt requests (and anything that is not Discord's REST
API: the gateway, attachments) go at once, and holds the others until the `Pacer` has a place for them; its
end-of-request signals (an answer or an error) start the second after which that place is free again.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import SimpleNamespace

import aiohttp
import discord

#: Discord's global budget for one bot token, all its processes together (Discord raises it for some large bots:
#: ZARK_GLOBAL_PER_SECOND), and the part of it kept spare, for requests that reach Discord bunched together.
GLOBAL_PER_SECOND, SPARE = 50, 0.2
#: The window Discord counts the global limit over.
WINDOW_SECONDS = 1.0


@dataclass(slots=True)
class Slot:
    """A request's slot in the budget (its place in it): held until `until` (a `time.monotonic()`)."""

    until: float


#: How long a request still under way holds its place at most (aiohttp's and discord.py's own timeouts end it
#: sooner; a request whose end no signal reported, cancelled say, must not hold it for ever).
IN_FLIGHT_SECONDS = 30.0
#: How often a request waiting for a place looks again while every place is held by requests still under way.
RECHECK_SECONDS = 0.05


class Pacer:
    """At most `per_second` requests reach Discord in any one second from this process: a request waits until fewer
    than `per_second` of the others were answered in the last second or are still under way. Counting from the
    answer rather than from the start keeps that true where Discord counts, at the arrival of each request, however
    long a request took to get there (a busy event loop, a new connection): a request's arrival lies between its
    start and its answer, so two requests a second apart by the answer of one and the start of the other are a
    second apart at Discord too. Waiters go in the order they came."""

    def __init__(self, per_second: float, window: float = WINDOW_SECONDS) -> None:
        self.limit = max(1, int(per_second))
        self.window = window
        self._held: list[Slot] = []
        self._lock = asyncio.Lock()

    async def wait(self) -> Slot:
        """A place for one request, once there is one; tell `answered` when the request ends, however it ends."""
        async with self._lock:
            while True:
                now = time.monotonic()
                self._held = [place for place in self._held if place.until > now]
                if len(self._held) < self.limit:
                    place = Slot(now + IN_FLIGHT_SECONDS + self.window)
                    self._held.append(place)
                    return place
                soonest = min(place.until for place in self._held)
                await asyncio.sleep(min(soonest - now, RECHECK_SECONDS))

    def answered(self, place: Slot) -> None:
        """The request holding `place` was answered (or failed): its place is free a window from now."""
        place.until = time.monotonic() + self.window


def process_share(
    shard_count: int | None, shard_ids: Sequence[int] | None, per_second: float = GLOBAL_PER_SECOND
) -> float:
    """This process's share of the bot's global budget, less the spare part: its part of the shards (all of it
    when it runs alone)."""
    budget = per_second * (1 - SPARE)
    if shard_count is None or shard_ids is None:
        return budget
    return budget * len(shard_ids) / shard_count


def is_counted(path: str, application_id: int | None) -> bool:
    """Whether Discord's global limit counts a call to this API path (after the base, as `/channels/1/messages`):
    everything but interaction callbacks (`/interactions/...`) and the interaction webhooks of this application
    (`/webhooks/{application_id}/{token}...`: follow-ups, the original response)."""
    if path.startswith("/interactions/"):
        return False
    return application_id is None or not path.startswith(f"/webhooks/{application_id}/")


def pacing(pacer: Pacer, application_id: Callable[[], int | None]) -> aiohttp.TraceConfig:
    """An aiohttp trace for discord.py's `http_trace` that holds each counted request to Discord's REST API until
    `pacer` has a place for it. The API's base is read at each request (tests point the bot at a stand-in)."""

    async def on_request_start(
        session: aiohttp.ClientSession, context: SimpleNamespace, params: aiohttp.TraceRequestStartParams
    ) -> None:
        url, base = str(params.url), discord.http.Route.BASE
        if url.startswith(base) and is_counted(url[len(base) :], application_id()):
            context.place = await pacer.wait()

    async def on_request_done(session: aiohttp.ClientSession, context: SimpleNamespace, params: object) -> None:
        place = getattr(context, "place", None)  # the same request's context: its place, if it took one
        if place is not None:
            pacer.answered(place)

    trace = aiohttp.TraceConfig()
    trace.on_request_start.append(on_request_start)
    trace.on_request_end.append(on_request_done)
    trace.on_request_exception.append(on_request_done)
    return trace
