"""Discord's real rate limits, off unless a test switches them on (`fd.limits.enable()`), with the headers and 429
bodies discord.py reads, so a bot meets them as it would on Discord:

- the global limit: at most 50 REST calls per second per bot token, interaction callbacks
  (POST /interactions/{id}/{token}/callback) and interaction webhooks (/webhooks/{application_id}/{token}...) exempt.
  Over it: 429 `{"global": true}` with `X-RateLimit-Global: true` and `X-RateLimit-Scope: global`; discord.py then
  holds every call for `retry_after` and retries, up to 5 tries per call.
- the per-channel message limit: at most 5 POST /channels/{id}/messages per 5 s per channel, a window opened by the
  first message. Every answer of that route carries the bucket headers (X-RateLimit-Limit, -Remaining, -Reset,
  -Reset-After, -Bucket), on which discord.py waits by itself; a caller that ignores them gets 429
  `{"global": false}` with `X-RateLimit-Scope: user`.

The counters (calls, calls per second at the peak, 429s given, invalid requests) are kept whether limits are on or not,
so a bench can report the same figures for a run without limits.
"""

from __future__ import annotations

import hashlib
import math
import re
import time
from collections import Counter, deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

GLOBAL_WINDOW_SECONDS = 1.0
EXEMPT_PREFIXES = ("/interactions/", "/webhooks/")  # interaction callbacks and interaction webhooks
CHANNEL_MESSAGES = re.compile(r"^/channels/(\d+)/messages/?$")
SNOWFLAKE_OR_TOKEN = re.compile(r"/(\d+|[A-Za-z0-9_.-]{40,})(?=/|$)")
MESSAGES_BUCKET = hashlib.md5(b"POST /channels/{channel_id}/messages").hexdigest()  # opaque, as Discord's hashes are
# Discord's answers that count towards its ban of an address (10,000 in 10 minutes): 401, 403, and 429 unless "shared".
INVALID_STATUSES = frozenset({401, 403, 429})


@dataclass(frozen=True)
class RateLimitHit:
    """A 429 the real limits gave: `scope` "global" or "user" (the per-channel bucket), `at` is time.monotonic()."""

    at: float
    route: str
    scope: Literal["global", "user"]
    retry_after: float


@dataclass(frozen=True)
class Verdict:
    """The limits' answer to one call: refused (with the headers of the 429), or let through with `headers` to add."""

    refused: RateLimitHit | None = None
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class _Window:
    started: float
    count: int = 0


def is_exempt(path: str) -> bool:
    """Interaction callbacks and interaction webhooks do not count against the global limit."""
    return path.startswith(EXEMPT_PREFIXES)


def route_template(path: str) -> str:
    """A path with its ids (and tokens) written `{}`: the route it names, for counting calls by route."""
    return SNOWFLAKE_OR_TOKEN.sub("/{}", path)


def seconds_text(seconds: float) -> str:
    """Rounded up to the millisecond, as Discord writes them: a client that waits this long is never early."""
    return f"{math.ceil(seconds * 1000) / 1000:.3f}"


class RateLimits:
    """The limits in force (`fd.limits`), their counters, and the check the REST edge makes for each call."""

    def __init__(self, changed: Callable[[], None]) -> None:
        self.global_per_second: int | None = None
        self.channel_messages: tuple[int, float] | None = None
        self.hits: list[RateLimitHit] = []
        self._changed = changed
        self._admitted: dict[str, deque[float]] = {}  # per Authorization header: calls let through in the last second
        self._channels: dict[tuple[str, int], _Window] = {}
        self.requests = 0  # calls counted against the global limit (refused ones included)
        self.exempt_requests = 0  # interaction callbacks and webhooks
        self.invalid_requests = 0  # answers of 401, 403 or 429 (not "shared"): Discord bans at 10,000 in 10 minutes
        self.peak_per_second = 0  # the most calls counted against the global limit in any 1-second window
        self.routes: Counter[str] = Counter()  # calls counted against the global limit, by route ("POST /users/{}")
        self._recent: deque[float] = deque()  # calls counted against the global limit in the last second

    # switches --------------------------------------------------------------------------------------------

    def enable(
        self, *, global_per_second: int | None = 50, channel_messages: tuple[int, float] | None = (5, 5.0)
    ) -> None:
        """Enforce the global limit (calls per second per token; None for none) and the per-channel message limit
        ((messages, seconds); None for none). Discord's figures by default."""
        if global_per_second is not None and global_per_second < 1:
            raise ValueError("global_per_second must be at least 1")
        if channel_messages is not None and (channel_messages[0] < 1 or channel_messages[1] <= 0):
            raise ValueError("channel_messages is (at least 1 message, per a positive number of seconds)")
        self.global_per_second = global_per_second
        self.channel_messages = channel_messages
        self._admitted.clear()
        self._channels.clear()

    def disable(self) -> None:
        self.global_per_second = None
        self.channel_messages = None

    @property
    def enabled(self) -> bool:
        return self.global_per_second is not None or self.channel_messages is not None

    # counters --------------------------------------------------------------------------------------------

    def reset_counters(self) -> None:
        """Start counting afresh (e.g. after a bench's warm-up); the 429s listed in `hits` are forgotten too."""
        self.requests = self.exempt_requests = self.invalid_requests = self.peak_per_second = 0
        self._recent.clear()
        self.routes.clear()
        self.hits.clear()

    @property
    def global_429s(self) -> int:
        return sum(1 for hit in self.hits if hit.scope == "global")

    @property
    def route_429s(self) -> int:
        return sum(1 for hit in self.hits if hit.scope != "global")

    def summary(self) -> dict[str, int]:
        """The counters, for a bench report."""
        return {
            "requests": self.requests,
            "exempt_requests": self.exempt_requests,
            "peak_per_second": self.peak_per_second,
            "global_429s": self.global_429s,
            "route_429s": self.route_429s,
            "invalid_requests": self.invalid_requests,
        }

    # the REST edge ---------------------------------------------------------------------------------------

    def observe(self, method: str, path: str, now: float) -> None:
        """Count a call as it arrives, refused or not."""
        if is_exempt(path):
            self.exempt_requests += 1
            return
        self.requests += 1
        self.routes[f"{method} {route_template(path)}"] += 1
        recent = self._recent
        recent.append(now)
        while recent[0] <= now - GLOBAL_WINDOW_SECONDS:
            recent.popleft()
        self.peak_per_second = max(self.peak_per_second, len(recent))

    def answered(self, status: int, scope: str | None) -> None:
        if status in INVALID_STATUSES and not (status == 429 and scope == "shared"):
            self.invalid_requests += 1

    def admit(self, method: str, path: str, auth: str, now: float) -> Verdict:
        """Let the call through or refuse it with a 429; the global limit first, then the channel's bucket."""
        route = f"{method} {path}"
        if self.global_per_second is not None and not is_exempt(path):
            admitted = self._admitted.setdefault(auth, deque())
            while admitted and admitted[0] <= now - GLOBAL_WINDOW_SECONDS:
                admitted.popleft()
            if len(admitted) >= self.global_per_second:
                retry_after = max(admitted[0] + GLOBAL_WINDOW_SECONDS - now, 0.001)
                hit = self._hit(now, route, "global", retry_after)
                headers = {"X-RateLimit-Global": "true", "X-RateLimit-Scope": "global"}
                return Verdict(hit, headers | {"Retry-After": str(math.ceil(hit.retry_after))})
            admitted.append(now)
        match = CHANNEL_MESSAGES.match(path)
        if self.channel_messages is None or method != "POST" or match is None:
            return Verdict()
        limit, per = self.channel_messages
        key = (auth, int(match[1]))
        window = self._channels.get(key)
        if window is None or now >= window.started + per:
            window = self._channels[key] = _Window(now)
        reset_after = window.started + per - now
        if window.count >= limit:
            hit = self._hit(now, route, "user", reset_after)
            headers = _bucket_headers(limit, 0, reset_after)
            headers |= {"X-RateLimit-Scope": "user", "Retry-After": str(math.ceil(hit.retry_after))}
            return Verdict(hit, headers)
        window.count += 1
        return Verdict(headers=_bucket_headers(limit, limit - window.count, reset_after))

    def _hit(self, now: float, route: str, scope: Literal["global", "user"], retry_after: float) -> RateLimitHit:
        hit = RateLimitHit(now, route, scope, float(seconds_text(retry_after)))
        self.hits.append(hit)
        self._changed()
        return hit


def _bucket_headers(limit: int, remaining: int, reset_after: float) -> dict[str, str]:
    return {
        "X-RateLimit-Limit": str(limit),
        "X-RateLimit-Remaining": str(remaining),
        "X-RateLimit-Reset": f"{time.time() + float(seconds_text(reset_after)):.3f}",
        "X-RateLimit-Reset-After": seconds_text(reset_after),
        "X-RateLimit-Bucket": MESSAGES_BUCKET,
    }
