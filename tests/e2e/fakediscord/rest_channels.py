"""REST routes for channels: messages (JSON and multipart), threads, DMs, typing, reactions, attachments."""

from __future__ import annotations

import time
from typing import Any

from aiohttp import web

from .constants import ChannelType, ErrorCode, Intent, MessageFlag, Permission
from .errors import DiscordAPIError, invalid_form, not_found
from .http_body import read_body
from .ids import iso_now
from .models import Channel, Message
from .rest_common import json_response, no_content, snowflake
from .validation import check_thread_fields
from .world import World

CHANNEL = "/channels/{channel_id:\\d+}"
MESSAGE = CHANNEL + "/messages/{message_id:\\d+}"
NONCE_WINDOW_SECONDS = 300  # Discord: a nonce is "checked for uniqueness in the past few minutes"


class ChannelRoutes:
    def __init__(self, world: World) -> None:
        self.world = world

    def register(self, router: web.UrlDispatcher, prefix: str) -> None:
        router.add_get(prefix + CHANNEL, self.get_channel)
        router.add_patch(prefix + CHANNEL, self.edit_channel)
        router.add_delete(prefix + CHANNEL, self.delete_channel)
        router.add_get(prefix + CHANNEL + "/messages", self.history)
        router.add_post(prefix + CHANNEL + "/messages", self.send_message)
        router.add_get(prefix + MESSAGE, self.get_message)
        router.add_patch(prefix + MESSAGE, self.edit_message)
        router.add_delete(prefix + MESSAGE, self.delete_message)
        router.add_post(prefix + CHANNEL + "/typing", self.typing)
        router.add_put(prefix + MESSAGE + "/reactions/{emoji}/@me", self.react)
        router.add_delete(prefix + MESSAGE + "/reactions/{emoji}/@me", self.react)
        router.add_post(prefix + CHANNEL + "/threads", self.start_thread)
        router.add_post(prefix + MESSAGE + "/threads", self.start_thread_from_message)
        router.add_put(prefix + CHANNEL + "/thread-members/{member}", self.join_thread)
        router.add_delete(prefix + CHANNEL + "/thread-members/{member}", self.leave_thread)
        router.add_get(prefix + CHANNEL + "/thread-members", self.thread_members)
        router.add_post(prefix + "/users/@me/channels", self.open_dm)
        router.add_get("/attachments/{channel_id:\\d+}/{attachment_id:\\d+}/{filename}", self.download)

    # channels --------------------------------------------------------------------------------------------

    async def get_channel(self, request: web.Request) -> web.Response:
        return json_response(self.world.get_channel(snowflake(request, "channel_id")).payload())

    async def edit_channel(self, request: web.Request) -> web.Response:
        channel = self.world.get_channel(snowflake(request, "channel_id"))
        body = (await read_body(request)).object()
        if channel.is_thread:
            self._edit_thread(channel, body)
        else:
            self.world.require_bot_permission(channel, Permission.MANAGE_CHANNELS, "editing a channel")
            channel.name = body.get("name", channel.name)
            channel.topic = body.get("topic", channel.topic)
            self.world.gateway.dispatch(
                "CHANNEL_UPDATE", channel.payload(), guild_id=channel.guild_id, intent=Intent.GUILDS
            )
        self.world.changed()
        return json_response(channel.payload())

    def _edit_thread(self, thread: Channel, body: dict[str, Any]) -> None:
        if "locked" in body or thread.owner_id != self.world.bot.id:
            self.world.require_bot_permission(thread, Permission.MANAGE_THREADS, "locking or editing others' threads")
        if "name" in body:
            check_thread_fields({"name": body["name"]})
            thread.name = body["name"]
        if "auto_archive_duration" in body:
            check_thread_fields({"name": thread.name, "auto_archive_duration": body["auto_archive_duration"]})
            thread.auto_archive_duration = body["auto_archive_duration"]
        if "archived" in body and bool(body["archived"]) != thread.archived:
            thread.archived = bool(body["archived"])
            thread.archive_timestamp = iso_now()
        thread.locked = bool(body.get("locked", thread.locked))
        thread.invitable = bool(body.get("invitable", thread.invitable))
        self.world.gateway.dispatch("THREAD_UPDATE", thread.payload(), guild_id=thread.guild_id, intent=Intent.GUILDS)

    async def delete_channel(self, request: web.Request) -> web.Response:
        channel = self.world.get_channel(snowflake(request, "channel_id"))
        if channel.is_dm:
            return json_response(channel.payload())
        if channel.is_thread:
            self.world.require_bot_permission(channel, Permission.MANAGE_THREADS, "deleting a thread")
        else:
            self.world.require_bot_permission(channel, Permission.MANAGE_CHANNELS, "deleting a channel")
        del self.world.channels[channel.id]
        data: dict[str, Any] = {"id": str(channel.id), "guild_id": str(channel.guild_id)}
        data |= {"parent_id": str(channel.parent_id), "type": int(channel.type)}
        event = "THREAD_DELETE" if channel.is_thread else "CHANNEL_DELETE"
        self.world.gateway.dispatch(event, data, guild_id=channel.guild_id, intent=Intent.GUILDS)
        self.world.changed()
        return json_response(channel.payload())

    async def open_dm(self, request: web.Request) -> web.Response:
        body = (await read_body(request)).object()
        try:
            user = self.world.get_user(int(body.get("recipient_id", 0)))
        except (TypeError, ValueError):
            raise invalid_form("recipient_id", "Value is not snowflake.") from None
        return json_response(self.world.open_dm(user).payload())

    # messages --------------------------------------------------------------------------------------------

    async def send_message(self, request: web.Request) -> web.Response:
        channel = self.world.get_channel(snowflake(request, "channel_id"))
        body = await read_body(request)
        payload = body.object()
        self._check_can_post(channel, payload, has_files=bool(body.files))
        reference = payload.get("message_reference")
        if reference and "message_id" in reference:
            self._check_reference(channel, reference)
        if (sent := self._sent_with_nonce(channel, payload)) is not None:
            self.world.nonce_repeats.append(sent)
            return json_response(sent.payload())
        payload["flags"] = int(payload.get("flags") or 0) & ~MessageFlag.EPHEMERAL
        message = self.world.factory.create(
            payload, body.files, channel_id=channel.id, guild_id=channel.guild_id, author=self.world.bot
        )
        self._unarchive_on_post(channel)
        self.world.store_message(message)
        return json_response(message.payload())

    def _sent_with_nonce(self, channel: Channel, payload: dict[str, Any]) -> Message | None:
        """With `enforce_nonce`, a message the bot sent here lately with the same nonce: Discord answers with it and
        creates none."""
        nonce = payload.get("nonce")
        if not payload.get("enforce_nonce") or nonce is None:
            return None
        sent = self.world.nonces.get((channel.id, str(nonce)))
        if sent is None or sent.deleted or sent.author is not self.world.bot:
            return None
        return sent if sent.created_at >= time.monotonic() - NONCE_WINDOW_SECONDS else None

    def _check_can_post(self, channel: Channel, payload: dict[str, Any], *, has_files: bool) -> None:
        if channel.is_dm:
            assert channel.recipient is not None
            if not channel.recipient.dms_open:
                raise DiscordAPIError(403, ErrorCode.CANNOT_DM_USER, "Cannot send messages to this user")
            return
        send = Permission.SEND_MESSAGES_IN_THREADS if channel.is_thread else Permission.SEND_MESSAGES
        self.world.require_bot_permission(channel, Permission.VIEW_CHANNEL | send, "sending a message")
        if has_files or payload.get("attachments"):
            self.world.require_bot_permission(channel, Permission.ATTACH_FILES, "uploading files")
        can_manage = self.world.permissions_for(self.world.bot, channel) & Permission.MANAGE_THREADS
        if channel.is_thread and channel.locked and not can_manage:
            raise DiscordAPIError(403, ErrorCode.THREAD_ARCHIVED, "Thread is locked")

    def _check_reference(self, channel: Channel, reference: dict[str, Any]) -> None:
        try:
            self.world.get_message(int(reference.get("channel_id") or channel.id), int(reference["message_id"]))
        except DiscordAPIError:
            if reference.get("fail_if_not_exists", True):
                code = "MESSAGE_REFERENCE_UNKNOWN_MESSAGE"
                raise invalid_form("message_reference", "Unknown message", code) from None

    def _unarchive_on_post(self, channel: Channel) -> None:
        """Posting in an archived (unlocked) thread unarchives it."""
        if channel.is_thread and channel.archived:
            channel.archived = False
            channel.archive_timestamp = iso_now()
            self.world.gateway.dispatch(
                "THREAD_UPDATE", channel.payload(), guild_id=channel.guild_id, intent=Intent.GUILDS
            )

    async def get_message(self, request: web.Request) -> web.Response:
        return json_response(self._message(request).payload())

    async def history(self, request: web.Request) -> web.Response:
        channel = self.world.get_channel(snowflake(request, "channel_id"))
        limit = min(int(request.query.get("limit", 50)), 100)
        before = int(request.query.get("before", 0)) or None
        after = int(request.query.get("after", 0)) or None
        messages = [
            m
            for m in self.world.channel_messages(channel)
            if (before is None or m.id < before) and (after is None or m.id > after)
        ]
        newest_first = sorted(messages, key=lambda m: m.id, reverse=True)
        return json_response([m.payload() for m in newest_first[:limit]])

    async def edit_message(self, request: web.Request) -> web.Response:
        message = self._message(request)
        if message.author is not self.world.bot:
            raise DiscordAPIError(403, 50005, "Cannot edit a message authored by another user")
        body = await read_body(request)
        self.world.factory.edit(message, body.object(), body.files)
        self.world.message_edited(message)
        return json_response(message.payload())

    async def delete_message(self, request: web.Request) -> web.Response:
        message = self._message(request)
        if message.author is not self.world.bot:
            channel = self.world.get_channel(message.channel_id)
            self.world.require_bot_permission(channel, Permission.MANAGE_MESSAGES, "deleting others' messages")
        self.world.delete_message(message)
        return no_content()

    async def typing(self, request: web.Request) -> web.Response:
        self.world.get_channel(snowflake(request, "channel_id"))
        return no_content()

    async def react(self, request: web.Request) -> web.Response:
        self._message(request)
        return no_content()

    def _message(self, request: web.Request) -> Message:
        channel = self.world.get_channel(snowflake(request, "channel_id"))
        return self.world.get_message(channel.id, snowflake(request, "message_id"))

    async def download(self, request: web.Request) -> web.Response:
        """Attachment URLs point here, so `Attachment.read()` in the bot gets the bytes back."""
        attachment_id = snowflake(request, "attachment_id")
        for message in self.world.messages.values():
            for attachment in message.attachments:
                if attachment.id == attachment_id:
                    content_type = attachment.content_type or "application/octet-stream"
                    return web.Response(body=attachment.data, headers={"Content-Type": content_type})
        raise web.HTTPNotFound()

    # threads ---------------------------------------------------------------------------------------------

    async def start_thread(self, request: web.Request) -> web.Response:
        parent = self._thread_parent(request)
        body = (await read_body(request)).object()
        check_thread_fields(body)
        if "message" in body:
            raise invalid_form("message", "Forum and media channels are not modelled by the stand-in.")
        thread_type = ChannelType(body.get("type", ChannelType.PRIVATE_THREAD))
        needed = (
            Permission.CREATE_PUBLIC_THREADS
            if thread_type is ChannelType.PUBLIC_THREAD
            else Permission.CREATE_PRIVATE_THREADS
        )
        self.world.require_bot_permission(parent, needed, "creating a thread")
        thread = self._new_thread(parent, self.world.ids.next(), body, thread_type)
        if thread_type is ChannelType.PUBLIC_THREAD:
            self._announce_thread(parent, thread)
        return json_response(self._thread_response(thread), status=201)

    async def start_thread_from_message(self, request: web.Request) -> web.Response:
        parent = self._thread_parent(request)
        message = self.world.get_message(parent.id, snowflake(request, "message_id"))
        body = (await read_body(request)).object()
        check_thread_fields(body)
        if message.thread_id is not None:
            raise DiscordAPIError(
                400, ErrorCode.THREAD_ALREADY_CREATED, "A thread has already been created for this message"
            )
        self.world.require_bot_permission(parent, Permission.CREATE_PUBLIC_THREADS, "creating a thread")
        thread = self._new_thread(parent, message.id, body, ChannelType.PUBLIC_THREAD)
        message.thread_id = thread.id
        message.flags |= MessageFlag.HAS_THREAD
        self.world.message_edited(message)
        return json_response(self._thread_response(thread), status=201)

    def _thread_parent(self, request: web.Request) -> Channel:
        parent = self.world.get_channel(snowflake(request, "channel_id"))
        if parent.type is not ChannelType.GUILD_TEXT:
            raise invalid_form("channel_id", "Threads can only be started in guild text channels here.")
        return parent

    def _new_thread(self, parent: Channel, thread_id: int, body: dict[str, Any], kind: ChannelType) -> Channel:
        return self.world.add_thread(
            parent,
            body["name"],
            thread_id=thread_id,
            kind=kind,
            auto_archive_duration=body.get("auto_archive_duration") or 1440,
            invitable=bool(body.get("invitable", True)),
        )

    def _announce_thread(self, parent: Channel, thread: Channel) -> None:
        """Discord posts a THREAD_CREATED system message in the parent for threads without a starter."""
        notice = self.world.factory.create(
            {"content": thread.name}, [], channel_id=parent.id, guild_id=parent.guild_id, author=self.world.bot
        )
        notice.type = 18
        notice.message_reference = {"channel_id": str(thread.id), "guild_id": str(parent.guild_id)}
        self.world.store_message(notice)

    def _thread_response(self, thread: Channel) -> dict[str, Any]:
        data = thread.payload()
        data["member"] = self.world.thread_member_payload(thread, self.world.bot.id)
        return data

    async def join_thread(self, request: web.Request) -> web.Response:
        thread = self._thread(request)
        thread.member_ids.add(self._thread_member_id(request))
        self.world.changed()
        return no_content()

    async def leave_thread(self, request: web.Request) -> web.Response:
        thread = self._thread(request)
        thread.member_ids.discard(self._thread_member_id(request))
        self.world.changed()
        return no_content()

    async def thread_members(self, request: web.Request) -> web.Response:
        thread = self._thread(request)
        return json_response([self.world.thread_member_payload(thread, uid) for uid in sorted(thread.member_ids)])

    def _thread(self, request: web.Request) -> Channel:
        thread = self.world.get_channel(snowflake(request, "channel_id"))
        if not thread.is_thread:
            raise invalid_form("channel_id", "Not a thread.")
        return thread

    def _thread_member_id(self, request: web.Request) -> int:
        member = request.match_info["member"]
        if member == "@me":
            return self.world.bot.id
        guild = self.world.guild_of(self._thread(request))
        if not member.isdigit() or int(member) not in guild.member_ids:
            raise not_found(ErrorCode.UNKNOWN_MEMBER, "Member")
        return int(member)
