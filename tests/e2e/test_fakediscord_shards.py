"""The stand-in's sharding, as Discord's: guilds dealt to shards by `(guild_id >> 22) % shard_count`, READY and
GUILD_CREATE per shard, events and interactions only to the shard that owns their guild, and the recommended shard
count of GET /gateway/bot. Checked with real discord.py AutoShardedBot processes (smoke_bot.py)."""

from __future__ import annotations

import json
from typing import Any

import aiohttp
import pytest

from .conftest import LaunchBot
from .fakediscord import FakeDiscord, Guild
from .fakediscord.constants import CloseCode
from .fakediscord.gateway import Session
from .fakediscord.ids import SnowflakeFactory
from .test_fakediscord import SMOKE_BOT


def frames(session: Session, event: str) -> list[dict[str, Any]]:
    return [frame["d"] for _, text in session.backlog if (frame := json.loads(text))["t"] == event]


def session_of(fd: FakeDiscord, shard: tuple[int, int]) -> Session:
    [session] = [s for s in fd.gateway.live_sessions() if s.shard == shard]
    return session


def test_a_guild_made_for_a_shard_is_dealt_to_it() -> None:
    ids = SnowflakeFactory()
    made = [(ids.next_on_shard(shard, count), shard, count) for count in (2, 3, 16) for shard in range(count)]
    assert all((guild_id >> 22) % count == shard for guild_id, shard, count in made)
    assert [guild_id for guild_id, _, _ in made] == sorted(guild_id for guild_id, _, _ in made)  # still increasing


async def test_two_processes_each_get_their_own_shards_guilds_and_interactions(
    fd: FakeDiscord, launch_bot: LaunchBot
) -> None:
    north, south = fd.add_guild("North", shard=(0, 2)), fd.add_guild("South", shard=(1, 2))
    first = await launch_bot(SMOKE_BOT, SMOKE_SHARDS="2:0")
    await fd.wait_for_shards([0], 2, process=first)
    second = await launch_bot(SMOKE_BOT, SMOKE_SHARDS="2:1")
    await fd.wait_for_shards([1], 2, process=second)
    await fd.wait_for_ready(process=second)
    zero, one = session_of(fd, (0, 2)), session_of(fd, (1, 2))
    by_shard = {shard: {g.id for g in fd.world.guilds.values() if g.shard(2) == shard} for shard in (0, 1)}
    assert north.id in by_shard[0] and south.id in by_shard[1]
    for session, shard in ((zero, 0), (one, 1)):
        [ready] = frames(session, "READY")
        assert ready["shard"] == [shard, 2]
        assert {int(g["id"]) for g in ready["guilds"]} == by_shard[shard]
        assert {int(g["id"]) for g in frames(session, "GUILD_CREATE")} == by_shard[shard]

    alice, bob = fd.add_member("alice", guild=north), fd.add_member("bob", guild=south)
    up = await fd.slash(alice, "smoke ping", channel=fd.channel_of(north))
    down = await fd.slash(bob, "smoke ping", channel=fd.channel_of(south))
    assert up.content == down.content == "pong"
    assert [int(i["id"]) for i in frames(zero, "INTERACTION_CREATE")] == [up.id]
    assert [int(i["id"]) for i in frames(one, "INTERACTION_CREATE")] == [down.id]
    assert int(frames(one, "INTERACTION_CREATE")[0]["guild_id"]) == south.id

    fd.add_channel("news", guild=south)  # a guild's events go to its own shard only
    assert [c["name"] for c in frames(one, "CHANNEL_CREATE")] == ["news"] and not frames(zero, "CHANNEL_CREATE")

    await second.kill()  # one process down: its shard's guild hears nothing, the other goes on
    await fd.world.wait_for(lambda: (1, 2) not in fd.gateway.live_shards(), timeout=5, what="shard 1 to go")
    assert (await fd.slash(alice, "smoke ping", channel=fd.channel_of(north))).content == "pong"
    late = await fd.slash(bob, "smoke ping", channel=fd.channel_of(south), must_respond=False)
    assert not late.responded and not late.record.delivered


async def test_one_process_launches_the_shards_discord_recommends(fd: FakeDiscord, launch_bot: LaunchBot) -> None:
    fd.gateway.recommended_shards = 2  # (as `FakeDiscord(recommended_shards=2)` would)
    guilds: list[Guild] = [fd.add_guild(f"Guild {n}", shard=(n, 2)) for n in range(2)]
    bot = await launch_bot(SMOKE_BOT, SMOKE_SHARDS="auto")  # (discord.py waits 5 s between a process's shards)
    await fd.wait_for_shards([0, 1], 2, process=bot)
    await fd.wait_for_ready(process=bot)
    for guild in guilds:
        member = fd.add_member(f"player-{guild.name}", guild=guild)
        assert (await fd.slash(member, "smoke ping", channel=fd.channel_of(guild))).content == "pong"
    async with (
        aiohttp.ClientSession(headers={"Authorization": f"Bot {fd.token}"}) as http,
        http.get(f"{fd.api_base_url}/gateway/bot") as reply,
    ):
        assert (await reply.json())["shards"] == 2


@pytest.mark.parametrize("shard", [[2, 2], [-1, 2], [0, 0]])
async def test_an_identify_for_a_shard_that_cannot_be_is_closed_with_4010(fd: FakeDiscord, shard: list[int]) -> None:
    async with aiohttp.ClientSession() as http, http.ws_connect(f"{fd.gateway_url}?v=10&encoding=json") as ws:
        hello = await ws.receive_json()
        assert hello["op"] == 10
        await ws.send_json({"op": 2, "d": {"token": fd.token, "intents": 1, "shard": shard, "properties": {}}})
        closed = await ws.receive()
        assert ws.close_code == CloseCode.INVALID_SHARD, closed
