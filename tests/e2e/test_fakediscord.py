"""The stand-in against a real discord.py bot process (smoke_bot.py): every behaviour the game bot relies on."""

from __future__ import annotations

import asyncio
import io
import json
from collections.abc import Callable
from pathlib import Path

import aiohttp
import pytest
from PIL import Image

from .conftest import LaunchBot
from .fakediscord import (
    BotDidNotRespondError,
    BotProcess,
    CallbackType,
    ErrorCode,
    FakeDiscord,
    InvalidInteractionError,
    Permission,
    Status,
    User,
)

SMOKE_BOT = Path(__file__).with_name("smoke_bot.py")
SMOKE_COMMANDS = {"smoke", "pick", "draw", "table", "dm", "slow", "double", "bad", "choose", "ask"}


@pytest.fixture
async def bot(fd: FakeDiscord, launch_bot: LaunchBot) -> BotProcess:
    process = await launch_bot(SMOKE_BOT)
    await fd.wait_for_ready(process=process)
    return process


@pytest.fixture
def alice(fd: FakeDiscord) -> User:
    return fd.add_member("alice")


@pytest.fixture
def bob(fd: FakeDiscord) -> User:
    return fd.add_member("bob", dms_open=False)


async def test_bot_connects_compressed_and_syncs_its_commands(fd: FakeDiscord, bot: BotProcess) -> None:
    assert {command["name"] for command in fd.global_commands()} == SMOKE_COMMANDS
    smoke = next(command for command in fd.global_commands() if command["name"] == "smoke")
    assert [option["name"] for option in smoke["options"]] == ["ping", "echo", "whois", "edit", "tidy"]
    assert fd.gateway.identify_count == 1
    assert fd.gateway.connection_queries[0] == {"v": "10", "encoding": "json", "compress": "zlib-stream"}
    assert fd.dispatched("GUILD_CREATE")[0]["members"] == [fd.bot_user.member_payload()]


async def test_subcommand_reply_is_ephemeral_and_private(
    fd: FakeDiscord, bot: BotProcess, alice: User, bob: User
) -> None:
    result = await fd.slash(alice, "smoke ping")

    assert (result.content, result.ephemeral, result.ack_type) == ("pong", True, CallbackType.CHANNEL_MESSAGE)
    assert result.ack_latency is not None and result.ack_latency < 1.0
    assert result.message in fd.ephemerals_for(alice)
    assert result.message in fd.visible_to(alice)
    assert result.message not in fd.visible_to(bob)
    assert fd.messages_in(fd.channel) == []


async def test_public_reply_with_options_is_recorded_in_the_channel(
    fd: FakeDiscord, bot: BotProcess, alice: User
) -> None:
    result = await fd.slash(alice, "smoke echo", text="hi", count=3)

    assert (result.content, result.ephemeral) == ("hi hi hi", False)
    [message] = fd.messages_in(fd.channel)
    assert message is result.message and message.interaction_id == result.id
    assert fd.dispatched("MESSAGE_CREATE")[0]["content"] == "hi hi hi"


async def test_autocomplete_returns_choices_and_refuses_more_than_25(
    fd: FakeDiscord, bot: BotProcess, alice: User
) -> None:
    sevens = await fd.autocomplete(alice, "pick", focused="card", card="7")
    assert [choice.value for choice in sevens] == ["7S", "7H", "7D", "7C"]
    assert len(await fd.autocomplete(alice, "pick", focused="card")) == 25

    with pytest.raises(BotDidNotRespondError, match="50035"):
        await fd.autocomplete(alice, "pick", focused="card", card="overflow")

    picked = await fd.slash(alice, "pick", card="7H")
    assert (picked.content, [f.filename for f in picked.files]) == ("picked 7H", ["7H.png"])


async def test_user_and_channel_options_arrive_resolved(
    fd: FakeDiscord, bot: BotProcess, alice: User, bob: User
) -> None:
    games = fd.add_channel("games")
    result = await fd.slash(alice, "smoke whois", member=bob, where=games)

    assert result.content == f"Bob is {bob.id} in #games"
    resolved = result.payload["data"]["options"][0]["options"]
    assert resolved == [
        {"name": "member", "type": 6, "value": str(bob.id)},
        {"name": "where", "type": 7, "value": str(games.id)},
    ]


async def test_defer_then_edit_then_followup(fd: FakeDiscord, bot: BotProcess, alice: User) -> None:
    result = await fd.slash(alice, "smoke edit")
    extra = await result.wait_for_reply(lambda m: m.content == "only you see this")

    assert (result.content, result.ephemeral, [f.filename for f in result.files]) == ("edited", False, ["board.png"])
    assert extra.ephemeral and extra.interaction_metadata is not None
    assert result.message is not None
    assert extra.interaction_metadata["original_response_message_id"] == str(result.message.id)


async def test_deferred_followup_carries_a_png_and_a_dynamic_button(
    fd: FakeDiscord, bot: BotProcess, alice: User
) -> None:
    result = await fd.slash(alice, "draw", game_id=42)

    assert result.ack_type is CallbackType.DEFERRED_CHANNEL_MESSAGE
    assert (result.content, result.ephemeral, len(result.replies)) == ("You drew 7H", True, 1)
    [picture] = result.files
    assert (picture.filename, picture.description, picture.content_type) == ("card.png", "Seven of hearts", "image/png")
    image = Image.open(io.BytesIO(picture.data))
    assert (image.format, image.size) == ("PNG", (60, 84))
    assert result.message is not None and result.message.custom_ids == ["smoke:flip:42"]

    flipped = await fd.click(alice, result.message, "smoke:flip:42")
    assert flipped.content == f"flipped 42 (pid {bot.pid})"


async def test_dynamic_button_still_works_after_the_bot_is_killed_and_restarted(
    fd: FakeDiscord, bot: BotProcess, launch_bot: LaunchBot, alice: User
) -> None:
    drawn = await fd.slash(alice, "draw", game_id=7)
    assert drawn.message is not None
    await bot.kill()
    await fd.wait_for_disconnect()

    lost = await fd.click(alice, drawn.message, label="Flip", must_respond=False)
    assert lost.status is Status.DID_NOT_RESPOND and not lost.record.delivered

    restarted = await launch_bot(SMOKE_BOT)
    await fd.wait_for_identify(2)
    flipped = await fd.click(alice, drawn.message, label="Flip")
    assert flipped.content == f"flipped 7 (pid {restarted.pid})"
    assert restarted.pid != bot.pid


async def test_delete_reply_fetch_channel_and_edit_a_message(fd: FakeDiscord, bot: BotProcess, alice: User) -> None:
    result = await fd.slash(alice, "smoke tidy")
    tidied = await result.wait_for_reply(lambda m: m.content == "tidied")

    assert result.message is tidied and tidied.ephemeral
    [note] = fd.messages_in(fd.channel)
    assert note.content == "note (edited)" and note.edited_at is not None
    assert [revision["content"] for revision in note.revisions] == ["note"]
    assert [event["content"] for event in fd.dispatched("MESSAGE_UPDATE")] == ["note (edited)"]


async def test_threads_from_a_message_and_standalone(fd: FakeDiscord, bot: BotProcess, alice: User) -> None:
    opened = await fd.slash(alice, "table", mode="message")
    thread = await fd.wait_for_thread("Game table")
    welcome = await fd.wait_for_message(lambda m: m.channel_id == thread.id)

    assert opened.content == "Table open" and opened.message is not None
    assert thread.id == opened.message.id and opened.message.thread_id == thread.id
    assert welcome.content == f"Welcome {alice.mention}" and welcome.mentions == [alice]
    assert [event["name"] for event in fd.dispatched("THREAD_CREATE")] == ["Game table"]

    await fd.slash(alice, "table", mode="alone")
    side = await fd.wait_for_thread("Side table")
    await fd.wait_for_message(lambda m: m.channel_id == side.id)
    notices = [m for m in fd.messages_in(fd.channel) if m.type == 18]
    assert [notice.content for notice in notices] == ["Side table"]

    inside = await fd.slash(alice, "smoke echo", text="in thread", channel=thread)
    assert inside.message in fd.messages_in(thread)


async def test_a_thread_added_by_the_test_reaches_the_bot_as_one_it_opened(
    fd: FakeDiscord, bot: BotProcess, alice: User
) -> None:
    games = fd.add_channel("games")
    thread = fd.add_thread(games, "Game 1")

    [event] = fd.dispatched("THREAD_CREATE")
    assert (event["id"], event["parent_id"], event["owner_id"]) == (str(thread.id), str(games.id), str(fd.bot_user.id))
    assert event["newly_created"] and fd.threads == [thread]
    inside = await fd.slash(alice, "smoke echo", text="in an added thread", channel=thread)
    assert inside.message in fd.messages_in(thread)


async def test_missing_permissions_are_enforced(fd: FakeDiscord, bot: BotProcess, alice: User) -> None:
    fd.set_everyone_permissions(fd.world.everyone_permissions & ~Permission.CREATE_PUBLIC_THREADS)

    await fd.slash(alice, "table", mode="alone")

    refusal = await fd.wait_until(lambda: fd.rejections, timeout=5.0, what="a refused thread")
    assert [(r.status, r.code) for r in refusal] == [(403, ErrorCode.MISSING_PERMISSIONS)]
    assert fd.threads == []


async def test_direct_messages_reach_open_users_and_fail_for_closed_ones(
    fd: FakeDiscord, bot: BotProcess, alice: User, bob: User
) -> None:
    sent = await fd.slash(alice, "dm")
    refused = await fd.slash(bob, "dm")

    assert sent.content == "sent you a DM"
    assert [m.content for m in fd.dms_with(alice)] == ["Your hand: 7H"]
    assert refused.content == f"could not DM you ({ErrorCode.CANNOT_DM_USER})" and refused.ephemeral
    assert fd.dms_with(bob) == []
    assert not any(m.content == "Your hand: 7H" for m in fd.visible_to(bob))


async def test_commands_work_in_the_bots_dms(fd: FakeDiscord, bot: BotProcess, alice: User, bob: User) -> None:
    dm = fd.dm_channel(alice)
    result = await fd.slash(alice, "smoke echo", text="psst", channel=dm)

    assert result.payload["context"] == 1 and "member" not in result.payload
    assert result.message in fd.dms_with(alice) and result.content == "psst"
    with pytest.raises(InvalidInteractionError, match="not in the DM channel"):
        await fd.slash(bob, "smoke ping", channel=dm)


async def test_a_response_after_three_seconds_is_too_late(fd: FakeDiscord, bot: BotProcess, alice: User) -> None:
    with pytest.raises(BotDidNotRespondError, match="did not respond") as failure:
        await fd.slash(alice, "slow")
    result = failure.value.result

    assert result.status is Status.DID_NOT_RESPOND and not result.responded
    too_late = await result.wait_for_rejection(ErrorCode.UNKNOWN_INTERACTION, timeout=3.0)
    assert too_late.status == 404 and result.replies == []


async def test_a_second_acknowledgement_is_refused(fd: FakeDiscord, bot: BotProcess, alice: User) -> None:
    result = await fd.slash(alice, "double")

    await result.wait_for_rejection(ErrorCode.ALREADY_ACKNOWLEDGED)
    assert result.content in ("first", "second") and len(result.replies) == 1


async def test_a_second_callback_over_raw_http_gets_40060(fd: FakeDiscord, bot: BotProcess, alice: User) -> None:
    result = await fd.slash(alice, "smoke ping")
    url = f"{fd.api_base_url}/interactions/{result.id}/{result.token}/callback"

    async with (
        aiohttp.ClientSession() as session,
        session.post(url, json={"type": 4, "data": {"content": "again"}}) as reply,
    ):
        body = await reply.json(content_type=None)
    assert (reply.status, body["code"], reply.headers["Content-Type"]) == (400, 40060, "application/json")


async def test_waiters_are_woken_by_a_change_and_fail_alone(fd: FakeDiscord) -> None:
    """One pass over the waiters' predicates per change: the satisfied ones return, a predicate that raises fails
    only its own waiter, and a change nobody announced is still seen when the wait runs out."""
    box = {"n": 0}

    def reached(k: int) -> Callable[[], bool]:
        return lambda: box["n"] >= k

    both = asyncio.gather(*(fd.wait_until(reached(k), timeout=5.0) for k in (1, 2)))
    broken = asyncio.ensure_future(fd.wait_until(lambda: box["n"] and 1 // 0, timeout=5.0))
    await asyncio.sleep(0)

    box["n"] = 2
    fd.world.changed()
    assert await both == [True, True]
    with pytest.raises(ZeroDivisionError):
        await broken
    unannounced: list[int] = []
    late = asyncio.ensure_future(fd.wait_until(lambda: unannounced, timeout=0.2))
    await asyncio.sleep(0)
    unannounced.append(1)
    assert await late == [1]


async def test_multipart_uploads_are_read_as_discord_py_writes_them(fd: FakeDiscord) -> None:
    """The stand-in splits multipart bodies itself: bracketed field names, quoted and non-ASCII file names, and
    bytes that look like a boundary line inside a file all come through."""
    form = aiohttp.FormData(quote_fields=False)  # as discord.py builds it
    attachments = [{"id": 0, "description": "alt"}, {"id": 1}]
    form.add_field("payload_json", json.dumps({"content": "two files", "attachments": attachments}))
    tricky = 'a "quoted" \\ été; name.png'
    data = b"\x89PNG\r\n--not-the-boundary\r\n\r\n" + bytes(range(256))
    form.add_field("files[0]", data, filename=tricky, content_type="application/octet-stream")
    form.add_field("files[1]", b"second", filename="b.txt", content_type="application/octet-stream")
    url = f"{fd.api_base_url}/channels/{fd.channel.id}/messages"

    async with (
        aiohttp.ClientSession(headers={"Authorization": f"Bot {fd.token}"}) as session,
        session.post(url, data=form) as reply,
    ):
        assert reply.status == 200, await reply.text()
    [message] = fd.messages_in(fd.channel)
    files = [(a.filename, a.data, a.description) for a in message.attachments]
    assert (message.content, files) == ("two files", [(tricky, data, "alt"), ("b.txt", b"second", None)])


async def test_message_bodies_discord_refuses(fd: FakeDiscord, bot: BotProcess, alice: User) -> None:
    too_long = await fd.slash(alice, "bad", kind="long")
    empty = await fd.slash(alice, "bad", kind="empty")

    assert too_long.content == "refused 50035" and too_long.ephemeral
    assert empty.content == "refused 50006"
    assert [r.code for r in too_long.rejections] == [ErrorCode.INVALID_FORM_BODY]
    assert [r.code for r in empty.rejections] == [ErrorCode.EMPTY_MESSAGE]


@pytest.mark.parametrize(
    ("command", "values", "complaint"),
    [
        ("nope", {}, "not a synced slash command"),
        ("smoke", {}, "needs a subcommand"),
        ("smoke echo", {"count": 2}, "required option 'text' is missing"),
        ("smoke echo", {"text": "hi", "colour": "red"}, "no option"),
        ("smoke echo", {"text": "hi", "count": "2"}, "takes an integer"),
        ("smoke echo", {"text": "hi", "count": 9}, "outside 1..5"),
        ("table", {"mode": "upstairs"}, "not one of the choices"),
    ],
)
@pytest.mark.usefixtures("bot")
async def test_options_real_discord_would_never_send_are_refused(
    fd: FakeDiscord, alice: User, command: str, values: dict[str, object], complaint: str
) -> None:
    with pytest.raises(InvalidInteractionError, match=complaint):
        await fd.slash(alice, command, options=values)
    assert fd.world.interactions == {}


async def test_autocomplete_only_for_options_that_have_it(fd: FakeDiscord, bot: BotProcess, alice: User) -> None:
    with pytest.raises(InvalidInteractionError, match="has no autocomplete"):
        await fd.autocomplete(alice, "smoke echo", focused="text")
    with pytest.raises(InvalidInteractionError, match="cannot focus unknown option"):
        await fd.autocomplete(alice, "pick", focused="suit")


async def test_select_updates_its_message_and_only_its_owner_sees_it(
    fd: FakeDiscord, bot: BotProcess, alice: User, bob: User
) -> None:
    asked = await fd.slash(alice, "choose")
    assert asked.message is not None
    with pytest.raises(InvalidInteractionError, match="cannot see"):
        await fd.select(bob, asked.message, "smoke:choose", ["arcade"])
    with pytest.raises(InvalidInteractionError, match="offers"):
        await fd.select(alice, asked.message, "smoke:choose", ["deluxe"])

    chosen = await fd.select(alice, asked.message, label="Pick an edition", values=["classic"])

    assert chosen.ack_type is CallbackType.UPDATE_MESSAGE and chosen.message is asked.message
    assert (asked.content, asked.components, asked.ephemeral) == ("chose classic", [], True)


async def test_modal_round_trip(fd: FakeDiscord, bot: BotProcess, alice: User) -> None:
    opened = await fd.slash(alice, "ask")
    assert opened.ack_type is CallbackType.MODAL and opened.modal is not None

    submitted = await fd.submit_modal(alice, opened, {"smoke:name": "Friday"})

    assert submitted.content == "game named Friday"


async def test_gateway_reconnect_resumes_the_session(fd: FakeDiscord, bot: BotProcess, alice: User) -> None:
    fd.request_gateway_reconnect()
    await fd.wait_until(lambda: fd.gateway.resume_count == 1, timeout=5.0, what="a RESUME")

    assert (await fd.slash(alice, "smoke ping")).content == "pong"
    assert fd.gateway.identify_count == 1


async def test_an_unknown_token_makes_the_bot_exit(fd: FakeDiscord, launch_bot: LaunchBot) -> None:
    bot = await launch_bot(SMOKE_BOT, token="not.a.token")

    assert await bot.wait_exit(timeout=20.0) != 0
    assert "Improper token" in bot.log_text()
    assert [(r.path, r.status) for r in fd.rejections] == [("/api/v10/users/@me", 401)]


async def test_asking_for_a_privileged_intent_gets_closed_with_4014(fd: FakeDiscord, launch_bot: LaunchBot) -> None:
    bot = await launch_bot(SMOKE_BOT, SMOKE_MEMBERS_INTENT="1")

    assert await bot.wait_exit(timeout=20.0) != 0
    assert "PrivilegedIntentsRequired" in bot.log_text()
    assert fd.gateway.close_codes == [4014]


async def test_plain_text_gateway_frames_work_too(tmp_path: Path) -> None:
    async with FakeDiscord(zlib_stream=False) as plain:
        alice = plain.add_member("alice")
        bot = await BotProcess.start(SMOKE_BOT, env=plain.bot_env(), log_path=tmp_path / "plain.log")
        try:
            await plain.wait_for_ready(process=bot)
            assert (await plain.slash(alice, "smoke ping")).content == "pong"
            assert plain.gateway.connection_queries[0]["compress"] == "zlib-stream"
        finally:
            await bot.kill()


async def test_guild_command_sync_over_rest_keeps_ids(fd: FakeDiscord) -> None:
    url = f"{fd.api_base_url}/applications/{fd.application_id}/guilds/{fd.guild_id}/commands"
    headers = {"Authorization": f"Bot {fd.token}"}
    command = {"name": "zark", "description": "Zark City", "options": []}

    async with aiohttp.ClientSession(headers=headers) as session:
        async with session.put(url, json=[command]) as first:
            [created] = await first.json()
        async with session.put(url, json=[command | {"description": "Zark City!"}]) as second:
            [updated] = await second.json()
        async with session.put(url, json=[command | {"name": "Zark"}]) as refused:
            error = json.loads(await refused.text())

    assert created["guild_id"] == str(fd.guild_id) and updated["id"] == created["id"]
    assert (refused.status, error["code"]) == (400, ErrorCode.INVALID_FORM_BODY)
    assert [c["description"] for c in fd.guild_commands()] == ["Zark City!"]


async def test_unknown_routes_answer_json_404_and_are_reported(fd: FakeDiscord) -> None:
    async with (
        aiohttp.ClientSession(headers={"Authorization": f"Bot {fd.token}"}) as session,
        session.get(f"{fd.api_base_url}/voice/regions") as reply,
    ):
        body = await reply.json()

    assert reply.status == 404 and "voice/regions" in body["message"]
    assert fd.problems.unknown_routes == ["GET /api/v10/voice/regions"]
    fd.problems.unknown_routes.clear()


async def test_an_interaction_delivered_again_can_be_answered_only_once(fd: FakeDiscord, launch_bot: LaunchBot) -> None:
    alice = fd.add_member("alice")
    bot = await launch_bot(SMOKE_BOT)
    await fd.wait_for_ready(process=bot)
    first = await fd.slash(alice, "smoke ping")
    assert first.responded and fd.redeliver(first)
    refused = await first.wait_for_rejection(ErrorCode.ALREADY_ACKNOWLEDGED)
    assert refused.status == 400
    assert len([m for m in first.replies if not m.loading]) == 1


async def test_a_message_sent_again_with_its_nonce_enforced_is_not_posted_twice(fd: FakeDiscord) -> None:
    """Discord's `enforce_nonce`: a second send with a nonce used lately answers the first message."""
    url = f"{fd.api_base_url}/channels/{fd.channel.id}/messages"
    async with aiohttp.ClientSession(headers={"Authorization": f"Bot {fd.token}"}) as session:
        sent = []
        for body in (
            {"content": "one", "nonce": "r1.42", "enforce_nonce": True},
            {"content": "one again", "nonce": "r1.42", "enforce_nonce": True},
            {"content": "two", "nonce": "r1.42"},  # without enforce_nonce, a nonce is only echoed
        ):
            async with session.post(url, json=body) as response:
                assert response.status == 200
                sent.append(await response.json())
    assert sent[0]["id"] == sent[1]["id"] != sent[2]["id"]
    assert [m.content for m in fd.messages_in(fd.channel)] == ["one", "two"]
    assert [m.content for m in fd.world.nonce_repeats] == ["one"]  # the repeat is counted, for tests to see


async def test_a_slow_discord_answers_every_call_late(fd: FakeDiscord) -> None:
    """`world.response_delay`: a test can hold every REST call for a while, as a busy Discord would."""
    async with aiohttp.ClientSession(headers={"Authorization": f"Bot {fd.token}"}) as session:
        fd.world.response_delay = 0.3
        started = asyncio.get_running_loop().time()
        async with session.get(f"{fd.api_base_url}/users/@me") as reply:
            assert reply.status == 200
        assert asyncio.get_running_loop().time() - started >= 0.3
        fd.world.response_delay = 0.0
        started = asyncio.get_running_loop().time()
        async with session.get(f"{fd.api_base_url}/users/@me") as reply:
            assert reply.status == 200
        assert asyncio.get_running_loop().time() - started < 0.3
