"""Discord's bad days, on demand: REST errors (answered before or after the call took effect), connection resets,
bursts of 429s, outages, and gateway faults (close codes, op 7 RECONNECT, dropped TCP connections, invalid sessions).

Nothing is injected unless a test asks, so the stand-in behaves as a healthy Discord by default. Every fault that
reaches the bot is recorded in `Faults.injected`: a fault planned on a route the bot never called proves nothing, so a
test asserts on what was injected, not on what it planned.

Routes are named as `"METHOD /path"` patterns without the /api/v10 prefix, `*` standing for one path segment and
`**` for any number of them: "POST /channels/*/messages", "POST /interactions/*/*/callback",
"POST /channels/*/messages/*/threads", "PUT /applications/*/commands", "* /webhooks/**".
"""

from __future__ import annotations

import fnmatch
import random
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Literal

from .constants import API_VERSION

if TYPE_CHECKING:
    from .gateway import GatewayServer

RateLimitScope = Literal["user", "shared", "global"]
API_PREFIX = f"/api/v{API_VERSION}"


class FaultKind(StrEnum):
    ERROR = "error"  # an HTTP error status instead of the route's answer
    RESET = "reset"  # the TCP connection reset instead of an answer
    RATE_LIMIT = "rate_limit"  # an injected 429 (the real limits' 429s are in RateLimits.hits)
    OUTAGE = "outage"  # a REST call answered 503 (or reset) during an outage
    GATEWAY_CLOSE = "gateway_close"  # the bot's WebSocket closed with a close code
    GATEWAY_RECONNECT = "gateway_reconnect"  # op 7 RECONNECT sent
    GATEWAY_DROP = "gateway_drop"  # the bot's WebSocket dropped without a close frame
    INVALID_SESSION = "invalid_session"  # op 9 INVALID_SESSION sent on a live connection
    RESUME_REFUSED = "resume_refused"  # a RESUME answered op 9 INVALID_SESSION(false)
    HANDSHAKE_REFUSED = "handshake_refused"  # a gateway connection refused with 503 during an outage


@dataclass(frozen=True)
class InjectedFault:
    """One fault that reached the bot. `route` is "METHOD /path" (no API prefix) for REST, "gateway" otherwise;
    `processed` says the call took effect before it was answered with the error; `at` is time.monotonic()."""

    at: float
    kind: FaultKind
    route: str
    status: int | None = None
    processed: bool = False
    retry_after: float | None = None
    detail: str = ""


class FaultLog:
    """The record of injected faults, shared by the REST edge and the gateway; every entry wakes the test's waiters."""

    def __init__(self, changed: Callable[[], None]) -> None:
        self.injected: list[InjectedFault] = []
        self._changed = changed

    def record(
        self,
        kind: FaultKind,
        route: str,
        *,
        status: int | None = None,
        processed: bool = False,
        retry_after: float | None = None,
        detail: str = "",
    ) -> InjectedFault:
        fault = InjectedFault(time.monotonic(), kind, route, status, processed, retry_after, detail)
        self.injected.append(fault)
        self._changed()
        return fault


class RoutePattern:
    """`"METHOD /a/*/b"`: a method (or `*`, or none for any) and a path matched segment by segment (fnmatch within a
    segment; `*` is exactly one segment, `**` any number); the /api/v10 prefix, the query and a trailing / are ignored.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        method, _, path = text.strip().rpartition(" ")
        self.method = method.strip().upper() or "*"
        path = path.split("?", 1)[0]
        if path.startswith(API_PREFIX + "/"):
            path = path[len(API_PREFIX) :]
        if not path.startswith("/"):
            raise ValueError(f"a route pattern is 'METHOD /path', not {text!r}")
        self.segments = _segments(path)

    def __repr__(self) -> str:
        return f"RoutePattern({self.text!r})"

    def matches(self, method: str, path: str) -> bool:
        if self.method != "*" and self.method != method.upper():
            return False
        return _match(self.segments, _segments(path))


def _segments(path: str) -> list[str]:
    return [segment for segment in path.split("/") if segment]


def _match(pattern: Sequence[str], path: Sequence[str]) -> bool:
    if not pattern:
        return not path
    head, rest = pattern[0], pattern[1:]
    if head == "**":
        return any(_match(rest, path[skip:]) for skip in range(len(path) + 1))
    return bool(path) and fnmatch.fnmatchcase(path[0], head) and _match(rest, path[1:])


def _patterns(routes: str | Iterable[str] | None) -> list[RoutePattern] | None:
    if routes is None:
        return None
    return [RoutePattern(routes)] if isinstance(routes, str) else [RoutePattern(route) for route in routes]


@dataclass(frozen=True)
class Injection:
    """What the edge does to one REST call: answer `status` (or reset the connection when `status` is None), before
    the route runs, or after it ran when `processed`; a 429 carries `retry_after` and its `scope`."""

    kind: FaultKind
    status: int | None
    processed: bool = False
    retry_after: float = 0.0
    scope: RateLimitScope = "user"


@dataclass
class _Planned:
    pattern: RoutePattern
    injection: Injection
    remaining: int
    let_through: int = 0  # matching calls answered as usual before the faults begin


@dataclass
class _ErrorRate:
    rate: float
    statuses: tuple[int, ...]
    processed_share: float
    patterns: list[RoutePattern] | None
    rng: random.Random


class Faults:
    """The switches a test flips (`fd.faults`), and the decisions the REST edge asks of them for each call."""

    def __init__(self, log: FaultLog, gateway: GatewayServer) -> None:
        self._log = log
        self._gateway = gateway
        self._planned: list[_Planned] = []
        self._error_rate: _ErrorRate | None = None
        self._outage_until = 0.0
        self._outage_reset = False

    @property
    def injected(self) -> list[InjectedFault]:
        """Every fault that reached the bot so far, oldest first."""
        return self._log.injected

    def count(self, kind: FaultKind | None = None, route: str | None = None) -> int:
        """How many faults of `kind` (any if None) were injected on calls matching the `route` pattern (any if None)."""
        pattern = None if route is None else RoutePattern(route)
        return sum(
            1
            for fault in self._log.injected
            if (kind is None or fault.kind is kind) and (pattern is None or _matches_recorded(pattern, fault.route))
        )

    # REST ------------------------------------------------------------------------------------------------

    def fail_next(
        self, route: str, status: int = 503, *, count: int = 1, processed: bool = False, after: int = 0
    ) -> None:
        """The next `count` calls matching `route` are answered `status` with Discord's JSON error body. With
        `processed=True` the call takes effect first (the message is posted, the interaction acknowledged) and is
        answered the error anyway, as when Discord processed a request but its answer was lost to a 5xx. With
        `after=N` the first N matching calls are answered as usual (a command's private word, then its board)."""
        self._plan(route, Injection(FaultKind.ERROR, status, processed), count, after)

    def reset_next(self, route: str, *, count: int = 1, processed: bool = False, after: int = 0) -> None:
        """The next `count` calls matching `route` get their connection reset (RST) instead of an answer; with
        `processed=True`, after the call took effect; `after` as for `fail_next`."""
        self._plan(route, Injection(FaultKind.RESET, None, processed), count, after)

    def rate_limit_next(
        self, route: str, *, count: int = 5, retry_after: float = 0.3, scope: RateLimitScope = "user", after: int = 0
    ) -> None:
        """The next `count` calls matching `route` are answered 429 with `retry_after` (and `"global": true` when
        `scope="global"`), whatever the real limits say. Five in a row exhaust discord.py's retries. `after` as for
        `fail_next`."""
        self._plan(route, Injection(FaultKind.RATE_LIMIT, 429, retry_after=retry_after, scope=scope), count, after)

    def error_rate(
        self,
        rate: float,
        *,
        statuses: Iterable[int] = (500, 502, 503),
        processed_share: float = 0.5,
        routes: str | Iterable[str] | None = None,
        seed: int = 1,
    ) -> None:
        """From now on, each call matching `routes` (every REST call if None) fails with probability `rate`, with a
        status drawn from `statuses`, and took effect first with probability `processed_share`. The draws come from
        `random.Random(seed)`, so the same calls in the same order get the same faults. `error_rate(0)` stops it."""
        if not 0.0 <= rate <= 1.0 or not 0.0 <= processed_share <= 1.0:
            raise ValueError("rate and processed_share are probabilities")
        chosen = tuple(statuses)
        if rate and not chosen:
            raise ValueError("error_rate needs at least one status")
        patterns = _patterns(routes)
        self._error_rate = _ErrorRate(rate, chosen, processed_share, patterns, random.Random(seed)) if rate else None

    def outage(self, seconds: float, *, reset: bool = False, gateway: bool = False) -> None:
        """For `seconds` from now, every REST call (interaction callbacks and webhooks too) is answered 503, or has
        its connection reset with `reset=True`. With `gateway=True` the bot's WebSockets are dropped too and new
        ones refused (503 on the handshake) until the outage ends; discord.py then backs off and resumes."""
        self._outage_until = time.monotonic() + seconds
        self._outage_reset = reset
        if gateway:
            self._gateway.start_outage(seconds)

    @property
    def outage_active(self) -> bool:
        return time.monotonic() < self._outage_until

    def clear(self) -> None:
        """Every REST fault off: planned failures not yet used, the error rate, an outage under way (its gateway
        part too). What was injected stays recorded."""
        self._planned.clear()
        self._error_rate = None
        self._outage_until = 0.0
        self._gateway.end_outage()

    def pending(self, route: str | None = None) -> int:
        """Planned faults (fail_next, reset_next, rate_limit_next) not used yet; with `route`, only those planned with
        that very pattern."""
        return sum(p.remaining for p in self._planned if route is None or p.pattern.text == route)

    def _plan(self, route: str, injection: Injection, count: int, after: int = 0) -> None:
        if count < 1 or after < 0:
            raise ValueError("count must be at least 1, after at least 0")
        self._planned.append(_Planned(RoutePattern(route), injection, count, after))

    # gateway ---------------------------------------------------------------------------------------------

    def gateway_close(self, code: int = 4000, *, shard: int | None = None) -> int:
        """Close the bot's gateway WebSocket(s) (of shard id `shard`, or all) with `code`. After a resumable code
        (4000, 4001...) discord.py resumes; after 4007 or 4009 the session is gone and its RESUME is answered op 9,
        so it identifies afresh; after 4004 or 4010-4014 it does not come back. Returns the sessions closed."""
        return self._gateway.close_sessions(code, shard=shard)

    def gateway_reconnect(self, *, shard: int | None = None) -> int:
        """Send op 7 RECONNECT, as Discord does before moving a session: the bot reconnects and resumes."""
        return self._gateway.request_reconnect(shard=shard)

    def gateway_drop(self, *, shard: int | None = None) -> int:
        """Drop the bot's WebSocket(s) at the TCP level (a reset, no close frame), as a network failure would; the
        session stays resumable and what was sent meanwhile is replayed on RESUME."""
        return self._gateway.abort_connections(shard=shard)

    def gateway_invalid_session(self, *, resumable: bool = False, shard: int | None = None) -> int:
        """Send op 9 INVALID_SESSION with `d=resumable` on the live connection(s). With False the session is gone:
        discord.py identifies afresh, and whatever the old session had not delivered is lost."""
        return self._gateway.invalidate_sessions(resumable=resumable, shard=shard)

    def refuse_next_resume(self, count: int = 1) -> None:
        """The next `count` RESUMEs are answered op 9 INVALID_SESSION(false) and their session ends, so the bot must
        identify afresh; interactions the old session had not delivered are lost, as on Discord."""
        self._gateway.resumes_to_refuse += count

    # decisions for the REST edge -------------------------------------------------------------------------

    def outage_for(self, method: str, path: str) -> Injection | None:
        """The outage's answer to this call, if one is under way (recorded)."""
        if not self.outage_active:
            return None
        injection = Injection(FaultKind.OUTAGE, None if self._outage_reset else 503)
        self._record(method, path, injection, detail="outage")
        return injection

    def draw(self, method: str, path: str) -> Injection | None:
        """The fault for this call: the first planned one whose route matches, else the error rate's draw (recorded)."""
        for planned in self._planned:
            if planned.pattern.matches(method, path) and planned.let_through:
                planned.let_through -= 1  # this call goes through, as do calls no plan holds back
                return None
            if planned.pattern.matches(method, path):
                planned.remaining -= 1
                if planned.remaining == 0:
                    self._planned.remove(planned)
                self._record(method, path, planned.injection, detail=f"planned on {planned.pattern.text!r}")
                return planned.injection
        odds = self._error_rate
        if odds is None or (odds.patterns is not None and not any(p.matches(method, path) for p in odds.patterns)):
            return None
        if odds.rng.random() >= odds.rate:
            return None
        status = odds.statuses[odds.rng.randrange(len(odds.statuses))]
        injection = Injection(FaultKind.ERROR, status, processed=odds.rng.random() < odds.processed_share)
        self._record(method, path, injection, detail=f"error rate {odds.rate}")
        return injection

    def _record(self, method: str, path: str, injection: Injection, *, detail: str) -> None:
        retry_after = injection.retry_after if injection.kind is FaultKind.RATE_LIMIT else None
        self._log.record(
            injection.kind,
            f"{method} {path}",
            status=injection.status,
            processed=injection.processed,
            retry_after=retry_after,
            detail=detail if injection.kind is not FaultKind.RATE_LIMIT else f"{detail}, scope {injection.scope}",
        )


def _matches_recorded(pattern: RoutePattern, route: str) -> bool:
    method, _, path = route.partition(" ")
    return bool(path) and pattern.matches(method, path)
