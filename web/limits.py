"""The per-address request limit: a token bucket per client address, refilled at a steady rate. A request that
finds its bucket empty is answered 429 with the whole seconds until a token is back (Retry-After)."""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Callable
from ipaddress import ip_address

#: Addresses remembered at once (the least recently seen forgotten beyond): a full bucket needs no memory.
ADDRESSES_KEPT = 10_000


class RequestLimit:
    """`per_minute` requests from one address, in bursts of up to `burst`."""

    def __init__(self, per_minute: int, burst: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = per_minute / 60.0
        self.burst = float(burst)
        self._clock = clock
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()  # address -> (tokens, at)

    def wait(self, address: str) -> int:
        """0 when the request may go ahead (a token is taken), else the whole seconds until one may."""
        now = self._clock()
        tokens, at = self._buckets.get(address, (self.burst, now))
        tokens = min(self.burst, tokens + (now - at) * self.rate)
        if tokens >= 1.0:
            self._buckets[address] = (tokens - 1.0, now)
            self._buckets.move_to_end(address)
            while len(self._buckets) > ADDRESSES_KEPT:
                self._buckets.popitem(last=False)
            return 0
        self._buckets[address] = (tokens, now)
        return max(1, math.ceil((1.0 - tokens) / self.rate))


def client_address(peer: str | None, forwarded_for: str | None) -> str:
    """Whose request it is: the peer's address, or, when the peer is this machine (a reverse proxy in front), the
    address the proxy appended last to X-Forwarded-For (the one it saw; earlier ones the client may have made up)."""
    peer = peer or "unknown"
    try:
        local = ip_address(peer).is_loopback
    except ValueError:
        local = False
    if local and forwarded_for:
        last = forwarded_for.split(",")[-1].strip()
        try:
            return str(ip_address(last))
        except ValueError:
            return peer
    return peer
