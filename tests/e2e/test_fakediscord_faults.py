"""The stand-in's bad days and real rate limits (`fd.faults`, `fd.limits`), checked with raw HTTP where the wire format
is the point and with discord.py itself, run in this process, where what matters is how discord.py reacts: it must
wait on the bucket headers, sleep out a global 429, give up after five 429s, retry a processed 5xx into a 40060,
resume after a close 4000, an op 7 or a dropped connection and get what it missed, and identify afresh (losing what
the old session held) when its session is invalidated. With nothing switched on, none of this happens."""

# ruff: noqa: ASYNC109  (test helpers take an explicit timeout so a failure can say what it awaited)

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest
import yarl
from discord.http import HTTPClient, handle_message_parameters

from .fakediscord import ErrorCode, FakeDiscord, FaultKind, RoutePattern, User
from .fakediscord.limits import MESSAGES_BUCKET

# discord.py's own pauses: after a 5xx on an interaction callback, its webhook adapter sleeps 1 s before retrying.
WEBHOOK_RETRY_PAUSE = 1.0


class PlainClient(discord.Client):
    """A bare discord.py client (no command tree) that answers every interaction with a private "pong" (or a defer
    with `defer_only`), and keeps what it saw: READYs, RESUMEs, the channels it learnt of, the errors it met."""

    def __init__(self) -> None:
        # guild_ready_timeout: how long discord.py waits for more GUILD_CREATEs before READY; one guild is all there is
        super().__init__(intents=discord.Intents(guilds=True), guild_ready_timeout=0.2)
        self.readies = 0
        self.resumes = 0
        self.defer_only = False
        self.failures: list[discord.HTTPException] = []
        self.seen = asyncio.Event()  # set at every READY and RESUMED

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """discord.py waits 5 s before identifying again (Discord allows one IDENTIFY per 5 s); a bot under test pays
        that after every ended session, but these tests of the stand-in need not."""

    async def on_ready(self) -> None:
        self.readies += 1
        self.seen.set()

    async def on_resumed(self) -> None:
        self.resumes += 1
        self.seen.set()

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        try:
            if self.defer_only:
                await interaction.response.defer(ephemeral=True)
            else:
                await interaction.response.send_message("pong", ephemeral=True)
        except discord.HTTPException as exc:
            self.failures.append(exc)


@pytest.fixture
def discord_py_here(fd: FakeDiscord, monkeypatch: pytest.MonkeyPatch) -> None:
    """Point this process's discord.py at the stand-in (class attributes, put back after the test)."""
    monkeypatch.setattr(discord.http.Route, "BASE", fd.api_base_url)
    monkeypatch.setattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(fd.gateway_url))


@pytest.fixture
async def http(fd: FakeDiscord, discord_py_here: None) -> AsyncIterator[HTTPClient]:
    """discord.py's REST client, logged in with the bot token: its rate limit handling is what is under test."""
    client = HTTPClient(asyncio.get_running_loop())
    await client.static_login(fd.token)
    yield client
    await client.close()


@pytest.fixture
async def client(fd: FakeDiscord, discord_py_here: None) -> AsyncIterator[PlainClient]:
    """A PlainClient connected to the gateway and ready; a /ping command is registered for `fd.slash`."""
    fd.world.commands.overwrite(None, [{"name": "ping", "description": "Answer pong", "type": 1}])
    plain = PlainClient()
    await plain.login(fd.token)
    running = asyncio.create_task(plain.connect())
    try:
        await asyncio.wait_for(plain.wait_until_ready(), 10.0)
        yield plain
    finally:
        await plain.close()
        running.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await running


@pytest.fixture
def alice(fd: FakeDiscord) -> User:
    return fd.add_member("alice")


def auth(fd: FakeDiscord) -> dict[str, str]:
    return {"Authorization": f"Bot {fd.token}"}


async def resumed(client: PlainClient, count: int, timeout: float = 10.0) -> None:
    """Until discord.py has dispatched its `count`-th RESUMED."""
    deadline = time.monotonic() + timeout
    while client.resumes < count:
        client.seen.clear()
        try:
            await asyncio.wait_for(client.seen.wait(), deadline - time.monotonic())
        except TimeoutError:
            raise AssertionError(f"discord.py resumed {client.resumes} times, not {count}, in {timeout}s") from None


# route patterns -----------------------------------------------------------------------------------------------


def test_route_patterns_take_one_segment_per_star_and_any_number_per_double_star() -> None:
    messages = RoutePattern("POST /channels/*/messages")
    assert messages.matches("POST", "/channels/1/messages")
    assert messages.matches("post", "/channels/1/messages/")
    assert not messages.matches("GET", "/channels/1/messages")
    assert not messages.matches("POST", "/channels/1/messages/2/threads")
    assert RoutePattern("POST /channels/*/messages/*/threads").matches("POST", "/channels/1/messages/2/threads")
    assert RoutePattern("PUT /api/v10/applications/*/commands").matches("PUT", "/applications/9/commands")
    assert not RoutePattern("PUT /applications/*/commands").matches("PUT", "/applications/9/guilds/3/commands")
    webhooks = RoutePattern("* /webhooks/**")
    assert webhooks.matches("PATCH", "/webhooks/1/tok/messages/@original")
    assert webhooks.matches("POST", "/webhooks/1/tok")
    assert RoutePattern("/interactions/*/*/callback").matches("POST", "/interactions/1/tok/callback")
    with pytest.raises(ValueError, match="METHOD /path"):
        RoutePattern("channels/*")


# real limits --------------------------------------------------------------------------------------------------


async def test_over_50_calls_a_second_get_global_429s_while_callbacks_and_webhooks_pass(fd: FakeDiscord) -> None:
    fd.limits.enable(channel_messages=None)
    async with aiohttp.ClientSession(headers=auth(fd)) as session:

        async def me() -> tuple[int, dict[str, Any], dict[str, str]]:
            async with session.get(f"{fd.api_base_url}/users/@me") as reply:
                return reply.status, await reply.json(), dict(reply.headers)

        answers = await asyncio.gather(*(me() for _ in range(60)))
        exempt = []
        for n in range(10):  # unknown interactions: the routes' own 404s, not 429s
            url = f"{fd.api_base_url}/interactions/{n + 1}/token{n}/callback"
            async with session.post(url, json={"type": 5}) as reply:
                exempt.append(reply.status)
            async with session.post(f"{fd.api_base_url}/webhooks/{fd.application_id}/token{n}", json={}) as reply:
                exempt.append(reply.status)

    assert sorted(status for status, _, _ in answers) == [200] * 50 + [429] * 10
    _, body, headers = next(answer for answer in answers if answer[0] == 429)
    assert body["message"] == "You are being rate limited." and body["global"] is True and body["code"] == 0
    assert 0 < body["retry_after"] <= 1.0
    assert headers["X-RateLimit-Global"] == "true" and headers["X-RateLimit-Scope"] == "global"
    assert headers["Retry-After"] == "1" and headers["Via"]  # discord.py takes a 429 without Via for a ban
    assert exempt == [404] * 20
    assert (fd.limits.global_429s, fd.limits.route_429s) == (10, 0)
    assert fd.limits.summary() == {
        "requests": 60, "exempt_requests": 20, "peak_per_second": 60, "global_429s": 10, "route_429s": 0,
        "invalid_requests": 10,  # the 429s, which Discord counts towards banning an address
    }  # fmt: skip
    assert not fd.faults.injected  # the real limits are not injected faults


async def test_six_messages_in_one_channel_within_five_seconds_get_the_bucket_headers_and_a_429(
    fd: FakeDiscord,
) -> None:
    fd.limits.enable()
    other = fd.add_channel("other")
    async with aiohttp.ClientSession(headers=auth(fd)) as session:
        replies = []
        for n in range(6):  # regardless of the headers, as a careless client would
            async with session.post(
                f"{fd.api_base_url}/channels/{fd.channel.id}/messages", json={"content": str(n)}
            ) as r:
                replies.append((r.status, await r.json(), dict(r.headers)))
        async with session.post(f"{fd.api_base_url}/channels/{other.id}/messages", json={"content": "hi"}) as r:
            elsewhere = (r.status, dict(r.headers))

    assert [status for status, _, _ in replies] == [200] * 5 + [429]
    assert [headers["X-RateLimit-Remaining"] for _, _, headers in replies] == ["4", "3", "2", "1", "0", "0"]
    for _, _, headers in replies:
        assert headers["X-RateLimit-Limit"] == "5" and headers["X-RateLimit-Bucket"] == MESSAGES_BUCKET
        assert 0 < float(headers["X-RateLimit-Reset-After"]) <= 5.0
        assert abs(float(headers["X-RateLimit-Reset"]) - time.time() - float(headers["X-RateLimit-Reset-After"])) < 1
    _, body, headers = replies[-1]
    assert body["global"] is False and 4.0 < body["retry_after"] <= 5.0
    assert headers["X-RateLimit-Scope"] == "user" and headers["Retry-After"] == "5"
    assert "X-RateLimit-Global" not in headers
    assert elsewhere[0] == 200 and elsewhere[1]["X-RateLimit-Remaining"] == "4"  # each channel has its own bucket
    assert [m.content for m in fd.messages_in(fd.channel)] == ["0", "1", "2", "3", "4"]
    assert (fd.limits.route_429s, fd.limits.global_429s) == (1, 0)
    [hit] = fd.limits.hits
    assert hit.scope == "user" and hit.route == f"POST /channels/{fd.channel.id}/messages"


async def test_discord_py_waits_on_the_bucket_headers_and_sleeps_out_a_global_429(
    fd: FakeDiscord, http: HTTPClient
) -> None:
    fd.limits.enable(channel_messages=(5, 1.0))
    started = time.monotonic()
    sent = await asyncio.gather(
        *(http.send_message(fd.channel.id, params=handle_message_parameters(content=f"m{n}")) for n in range(7))
    )
    assert len({message["id"] for message in sent}) == 7
    assert time.monotonic() - started >= 0.9  # the sixth waited for the window to pass
    assert fd.limits.route_429s == 0  # discord.py read the headers and never overran the bucket

    channels = [fd.add_channel(f"room-{n}") for n in range(70)]  # one bucket each, so discord.py sends them at once
    fetched = await asyncio.gather(*(http.get_channel(channel.id) for channel in channels))
    assert len(fetched) == 70  # every call got through in the end...
    assert fd.limits.global_429s >= 1  # ...after discord.py slept out a global 429 and retried


async def test_five_429s_in_a_row_exhaust_discord_py_and_four_do_not(fd: FakeDiscord, http: HTTPClient) -> None:
    fd.faults.rate_limit_next("POST /channels/*/messages", count=5, retry_after=0.05)
    with pytest.raises(discord.HTTPException) as refused:
        await http.send_message(fd.channel.id, params=handle_message_parameters(content="lost"))
    assert refused.value.status == 429
    fd.faults.rate_limit_next("POST /channels/*/messages", count=4, retry_after=0.05)
    await http.send_message(fd.channel.id, params=handle_message_parameters(content="kept"))

    assert [m.content for m in fd.messages_in(fd.channel)] == ["kept"]
    assert fd.faults.count(FaultKind.RATE_LIMIT, "POST /channels/*/messages") == 9
    assert fd.limits.route_429s == 0  # injected, not the real limits
    assert fd.faults.pending() == 0


# REST faults --------------------------------------------------------------------------------------------------


async def test_a_processed_failure_posts_the_message_and_still_answers_503(fd: FakeDiscord) -> None:
    fd.faults.fail_next("POST /channels/*/messages", 503, processed=True)
    fd.faults.fail_next("POST /channels/*/messages", 503)
    url = f"{fd.api_base_url}/channels/{fd.channel.id}/messages"
    async with aiohttp.ClientSession(headers=auth(fd)) as session:
        statuses = []
        for content in ("posted anyway", "never posted", "fine"):
            async with session.post(url, json={"content": content}) as reply:
                statuses.append((reply.status, await reply.json()))

    assert [status for status, _ in statuses] == [503, 503, 200]
    assert statuses[0][1] == {"message": "503: Service Unavailable", "code": 0}
    assert [m.content for m in fd.messages_in(fd.channel)] == ["posted anyway", "fine"]
    assert [(f.kind, f.status, f.processed) for f in fd.faults.injected] == [
        (FaultKind.ERROR, 503, True),
        (FaultKind.ERROR, 503, False),
    ]
    assert fd.faults.injected[0].route == f"POST /channels/{fd.channel.id}/messages"
    assert not fd.rejections  # Discord's bad day, not the bot's mistake


async def test_a_planned_failure_may_let_some_calls_through_first(fd: FakeDiscord) -> None:
    """`after=2`: the first two matching calls are answered as usual, the next one fails; other routes are untouched."""
    fd.faults.fail_next("POST /channels/*/messages", 503, after=2)
    url = f"{fd.api_base_url}/channels/{fd.channel.id}/messages"
    async with aiohttp.ClientSession(headers=auth(fd)) as session:
        statuses = []
        for content in ("one", "two", "three", "four"):
            async with session.post(url, json={"content": content}) as reply:
                statuses.append(reply.status)
            assert fd.faults.pending() == (1 if content in ("one", "two") else 0)

    assert statuses == [200, 200, 503, 200]
    assert [m.content for m in fd.messages_in(fd.channel)] == ["one", "two", "four"]
    assert fd.faults.count(FaultKind.ERROR) == 1


async def test_a_processed_defer_answered_5xx_is_retried_by_discord_py_into_a_40060(
    fd: FakeDiscord, client: PlainClient, alice: User
) -> None:
    client.defer_only = True
    fd.faults.fail_next("POST /interactions/*/*/callback", 503, processed=True)
    result = await fd.slash(alice, "ping", settle=False)
    refused = await result.wait_for_rejection(ErrorCode.ALREADY_ACKNOWLEDGED, timeout=WEBHOOK_RETRY_PAUSE + 4)

    assert result.deferred and refused.status == 400
    assert [failure.code for failure in client.failures] == [ErrorCode.ALREADY_ACKNOWLEDGED]
    assert fd.faults.count(FaultKind.ERROR, "POST /interactions/*/*/callback") == 1


async def test_an_outage_answers_503_for_its_length_then_recovers(fd: FakeDiscord) -> None:
    async with aiohttp.ClientSession(headers=auth(fd)) as session:
        fd.faults.outage(0.5)
        async with session.get(f"{fd.api_base_url}/users/@me") as during:
            assert during.status == 503
        async with session.post(f"{fd.api_base_url}/interactions/1/token/callback", json={"type": 5}) as callback:
            assert callback.status == 503  # an outage spares nothing
        await asyncio.sleep(0.55)
        async with session.get(f"{fd.api_base_url}/users/@me") as after:
            assert after.status == 200

        fd.faults.outage(0.5, reset=True)
        with pytest.raises(aiohttp.ClientConnectionError):
            await session.post(f"{fd.api_base_url}/channels/{fd.channel.id}/messages", json={"content": "x"})
        fd.faults.clear()
        async with session.get(f"{fd.api_base_url}/users/@me") as cleared:
            assert cleared.status == 200

    kinds = [(f.kind, f.status) for f in fd.faults.injected]
    assert kinds == [(FaultKind.OUTAGE, 503), (FaultKind.OUTAGE, 503), (FaultKind.OUTAGE, None)]
    assert not fd.messages_in(fd.channel)


async def test_a_connection_reset_after_the_call_took_effect(fd: FakeDiscord) -> None:
    fd.faults.reset_next("POST /channels/*/messages", processed=True)
    async with aiohttp.ClientSession(headers=auth(fd)) as session:
        with pytest.raises(aiohttp.ClientConnectionError):
            await session.post(f"{fd.api_base_url}/channels/{fd.channel.id}/messages", json={"content": "sent"})
    assert [m.content for m in fd.messages_in(fd.channel)] == ["sent"]
    assert [(f.kind, f.processed) for f in fd.faults.injected] == [(FaultKind.RESET, True)]


async def test_an_error_rate_is_the_same_for_the_same_seed_and_only_on_its_routes(fd: FakeDiscord) -> None:
    async def run() -> list[tuple[int, int]]:
        answers = []
        async with aiohttp.ClientSession(headers=auth(fd)) as session:
            for _ in range(40):
                async with session.get(f"{fd.api_base_url}/users/@me") as me:
                    answers.append(me.status)
                async with session.get(f"{fd.api_base_url}/channels/{fd.channel.id}") as channel:
                    answers.append(channel.status)
        return list(zip(answers[::2], answers[1::2], strict=True))

    fd.faults.error_rate(0.3, statuses=(500, 502), processed_share=0.0, routes=["GET /users/*"], seed=7)
    first = await run()
    fd.faults.error_rate(0.3, statuses=(500, 502), processed_share=0.0, routes=["GET /users/*"], seed=7)
    second = await run()
    fd.faults.error_rate(0)
    third = await run()

    assert first == second
    assert {me for me, _ in first} == {200, 500, 502} and all(channel == 200 for _, channel in first)
    assert all(answer == (200, 200) for answer in third)
    failed = sum(1 for me, _ in first if me != 200)
    assert fd.faults.count(FaultKind.ERROR) == 2 * failed and 4 <= failed <= 20


# gateway faults -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("fault", ["close 4000", "op 7", "tcp drop", "invalid session (resumable)"])
async def test_a_resumable_gateway_fault_is_resumed_and_what_was_missed_is_replayed(
    fd: FakeDiscord, client: PlainClient, alice: User, fault: str
) -> None:
    if fault == "close 4000":
        assert fd.faults.gateway_close(4000) == 1
    elif fault == "op 7":
        assert fd.faults.gateway_reconnect() == 1
    elif fault == "tcp drop":
        assert fd.faults.gateway_drop() == 1
    else:
        assert fd.faults.gateway_invalid_session(resumable=True) == 1
    news = fd.add_channel("news")  # sent after the fault: the bot gets it only by resuming
    result = await fd.slash(alice, "ping")  # likewise, and answered in time

    await resumed(client, 1)
    assert result.content == "pong" and result.ack_latency is not None and result.ack_latency < 3.0
    assert isinstance(client.get_channel(news.id), discord.TextChannel)
    assert fd.gateway.identify_count == 1 and client.readies == 1
    [resume] = fd.gateway.resumes
    assert resume.replayed >= 2 and resume.interactions == 1
    assert len(fd.faults.injected) == 1 and fd.faults.injected[0].route == "gateway"


@pytest.mark.parametrize("fault", ["refused resume", "close 4009", "invalid session"])
async def test_an_ended_session_makes_discord_py_identify_afresh_and_its_interactions_are_lost(
    fd: FakeDiscord, client: PlainClient, alice: User, fault: str
) -> None:
    if fault == "refused resume":
        fd.faults.refuse_next_resume()
        fd.faults.gateway_close(4000)
    elif fault == "close 4009":
        fd.faults.gateway_close(4009)
    else:
        fd.faults.gateway_invalid_session(resumable=False)
    # held by the session that ended, never delivered: "the application did not respond" after 3 s
    lost_ping = asyncio.create_task(fd.slash(alice, "ping", must_respond=False))

    await fd.wait_for_identify(2)
    assert (await fd.slash(alice, "ping")).content == "pong"  # the new session works
    lost = await lost_ping
    assert not lost.responded and not lost.record.delivered
    assert fd.gateway.resumes == [] and client.resumes == 0
    assert fd.gateway.refused_resumes == (0 if fault == "invalid session" else 1)  # op 9 false: no RESUME tried
    expected = {
        "refused resume": [FaultKind.GATEWAY_CLOSE, FaultKind.RESUME_REFUSED],
        "close 4009": [FaultKind.GATEWAY_CLOSE],
        "invalid session": [FaultKind.INVALID_SESSION],
    }
    assert [f.kind for f in fd.faults.injected] == expected[fault]


async def test_a_gateway_outage_refuses_connections_until_it_ends_then_discord_py_resumes(
    fd: FakeDiscord, client: PlainClient, alice: User
) -> None:
    fd.faults.outage(0.5, gateway=True)
    await resumed(client, 1, timeout=15.0)  # after discord.py's backoff (up to 2 s, then 4 s)

    assert fd.faults.count(FaultKind.GATEWAY_DROP) == 1
    assert fd.faults.count(FaultKind.HANDSHAKE_REFUSED) >= 1
    assert not fd.faults.outage_active
    assert (await fd.slash(alice, "ping")).content == "pong"
    assert fd.gateway.identify_count == 1


async def test_nothing_is_injected_or_limited_unless_switched_on(fd: FakeDiscord, http: HTTPClient) -> None:
    for n in range(8):
        await http.send_message(fd.channel.id, params=handle_message_parameters(content=f"m{n}"))
    assert len(fd.messages_in(fd.channel)) == 8
    assert not fd.faults.injected and not fd.limits.hits and not fd.limits.enabled
    assert fd.limits.requests == 9  # still counted: the login, then the messages
