"""The stand-in's memory: one application and bot, its guilds (one unless a test adds more) with their channels and
members, all messages.

Every change calls `changed()`, which wakes whoever waits in `wait_for`; tests never sleep to poll.
"""

# ruff: noqa: ASYNC109  (test helpers take an explicit timeout so a failure can say what it awaited)

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from . import constants as c
from .commands import CommandRegistry
from .constants import ChannelType, ErrorCode, Intent, Permission
from .errors import DiscordAPIError, FakeDiscordError, InvalidInteractionError, WaitTimeoutError, not_found
from .ids import SnowflakeFactory, bot_token, iso_now
from .messages import MessageFactory
from .models import Channel, Guild, Message, User

if TYPE_CHECKING:
    from .interactions import InteractionRecord

T = TypeVar("T")


class EventSink(Protocol):
    """Where gateway events go (the gateway server); synchronous so that event order is call order."""

    def dispatch(self, event: str, data: dict[str, Any], *, guild_id: int | None, intent: Intent | None) -> None: ...


class _NoGateway:
    def dispatch(self, event: str, data: dict[str, Any], *, guild_id: int | None, intent: Intent | None) -> None:
        return None


@dataclass(frozen=True)
class Rejection:
    """An HTTP error the stand-in answered to the bot, kept so tests can assert on it."""

    method: str
    path: str
    status: int
    code: int
    message: str
    at: float
    interaction_id: int | None = None


@dataclass(eq=False)
class _Waiter:
    """Someone in `World.wait_for`: the predicate, the future it resolves, and what it is, for messages."""

    predicate: Callable[[], Any]
    future: asyncio.Future[Any]
    known_errors: int
    what: str


@dataclass
class Problems:
    """Signs that the stand-in itself, not the bot, is at fault: unknown routes and internal errors."""

    unknown_routes: list[str] = field(default_factory=list)
    internal_errors: list[str] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.unknown_routes or self.internal_errors)


class World:
    """State shared by the REST routes, the gateway and the test driver."""

    def __init__(
        self,
        *,
        base_url: Callable[[], str],
        attachment_size_limit: int = c.DEFAULT_ATTACHMENT_SIZE_LIMIT,
        ack_deadline: float = c.ACK_DEADLINE_SECONDS,
        token_lifetime: float = c.TOKEN_LIFETIME_SECONDS,
    ) -> None:
        self.ids = SnowflakeFactory()
        self.application_id = self.ids.next()
        self.bot = User(self.application_id, "ZarkTestBot", iso_now(), bot=True)
        self.token = bot_token(self.bot.id)
        self.owner = User(self.ids.next(), "guild-owner", iso_now())
        self.users: dict[int, User] = {self.bot.id: self.bot, self.owner.id: self.owner}
        self.guilds: dict[int, Guild] = {}
        self.guild = self._new_guild(self.ids.next(), "Zark City Test Guild")  # the first: where tests play
        self.channels: dict[int, Channel] = {}
        self.messages: dict[int, Message] = {}
        self.nonces: dict[tuple[int, str], Message] = {}  # (channel id, nonce) -> the newest message sent with it
        self.nonce_repeats: list[Message] = []  # messages sent again with their nonce enforced (so not posted again)
        self.response_delay = 0.0  # seconds every REST call waits before it is answered (a slow Discord)
        self.commands = CommandRegistry(self.application_id, self.ids.next)
        self.interactions: dict[int, InteractionRecord] = {}
        self.interactions_by_token: dict[str, InteractionRecord] = {}
        self.ack_deadline = ack_deadline
        self.token_lifetime = token_lifetime
        self.rejections: list[Rejection] = []
        self.problems = Problems()
        self.gateway: EventSink = _NoGateway()
        self.attachment_size_limit = attachment_size_limit
        self._base_url = base_url
        self.factory = MessageFactory(self.ids.next, self.attachment_url, self.users.get, attachment_size_limit)
        self._waiters: list[_Waiter] = []
        self._check_scheduled = False
        self.default_channel = self.add_text_channel("general")
        self.guild.default_channel_id = self.default_channel.id

    # guilds ----------------------------------------------------------------------------------------------

    @property
    def guild_id(self) -> int:
        return self.guild.id

    @property
    def members(self) -> set[int]:
        """The first guild's members."""
        return self.guild.member_ids

    @property
    def everyone_permissions(self) -> int:
        return self.guild.everyone_permissions

    def _new_guild(self, guild_id: int, name: str) -> Guild:
        guild = Guild(guild_id, name, self.owner, {self.bot.id, self.owner.id}, int(c.DEFAULT_EVERYONE_PERMISSIONS))
        self.guilds[guild.id] = guild
        return guild

    def add_guild(self, name: str, *, shard: tuple[int, int] | None = None) -> Guild:
        """Another guild with the bot in it and a #general channel; with `shard` (id, count), one whose id Discord
        deals to that shard. A connected shard that owns it is told with GUILD_CREATE, as when the bot joins."""
        guild_id = self.ids.next() if shard is None else self.ids.next_on_shard(*shard)
        guild = self._new_guild(guild_id, name)
        guild.default_channel_id = self.add_text_channel("general", guild=guild).id
        self.gateway.dispatch("GUILD_CREATE", self.guild_payload(guild=guild), guild_id=guild.id, intent=Intent.GUILDS)
        self.changed()
        return guild

    def get_guild(self, guild_id: int) -> Guild:
        guild = self.guilds.get(guild_id)
        if guild is None:
            raise not_found(ErrorCode.UNKNOWN_GUILD, "Guild")
        return guild

    def guild_of(self, channel: Channel | None) -> Guild:
        """The guild a channel is in (the first guild for none, or a DM)."""
        if channel is None or channel.guild_id is None:
            return self.guild
        return self.guilds[channel.guild_id]

    def join(self, user: User, guild: Guild) -> None:
        """`user` becomes a member of `guild` too."""
        guild.member_ids.add(user.id)
        self.changed()

    # waiting ---------------------------------------------------------------------------------------------

    def changed(self) -> None:
        """Re-check every waiter's predicate: once, on the next turn of the event loop, however many changes come
        before it (one pass over the predicates, rather than waking every waiting task on every change)."""
        if self._waiters and not self._check_scheduled:
            self._check_scheduled = True
            asyncio.get_running_loop().call_soon(self._check_waiters)

    def _check_waiters(self) -> None:
        self._check_scheduled = False
        errors = len(self.problems.internal_errors)
        for waiter in list(self._waiters):
            if waiter.future.done():
                continue
            try:
                value = waiter.predicate()
            except Exception as exc:  # e.g. the bot process exited while we waited for it
                waiter.future.set_exception(exc)
                continue
            if value:
                waiter.future.set_result(value)
            elif errors > waiter.known_errors:
                waiter.future.set_exception(
                    FakeDiscordError(f"the stand-in broke while waiting for {waiter.what}{self._hints()}")
                )

    async def wait_for(self, predicate: Callable[[], T | None], *, timeout: float, what: str) -> T:
        """Return the predicate's first truthy value (never None), or fail after `timeout` s saying what was awaited."""
        value = predicate()
        if value:
            return value
        waiter = _Waiter(
            predicate, asyncio.get_running_loop().create_future(), len(self.problems.internal_errors), what
        )
        self._waiters.append(waiter)
        try:
            return await asyncio.wait_for(waiter.future, timeout)
        except TimeoutError:
            if value := predicate():  # a last look, for a change nobody announced
                return value
            raise WaitTimeoutError(f"timed out after {timeout:.1f}s waiting for {what}{self._hints()}") from None
        finally:
            self._waiters.remove(waiter)

    def _hints(self) -> str:
        lines = []
        if self.problems.unknown_routes:
            lines.append(f"routes the stand-in does not know: {self.problems.unknown_routes[-5:]}")
        if self.problems.internal_errors:
            lines.append(f"stand-in internal errors: {self.problems.internal_errors[-3:]}")
        if self.rejections:
            recent = [f"{r.method} {r.path} -> {r.status} {r.code} {r.message}" for r in self.rejections[-5:]]
            lines.append(f"recent HTTP errors answered to the bot: {recent}")
        return "".join(f"\n  {line}" for line in lines)

    # users and channels ----------------------------------------------------------------------------------

    def attachment_url(self, channel_id: int, attachment_id: int, filename: str) -> str:
        return f"{self._base_url()}/attachments/{channel_id}/{attachment_id}/{filename}"

    def add_member(
        self, name: str, *, dms_open: bool = True, permissions: int | None = None, guild: Guild | None = None
    ) -> User:
        user = User(self.ids.next(), name, iso_now(), global_name=name.title(), dms_open=dms_open)
        user.permissions = permissions
        self.users[user.id] = user
        (guild or self.guild).member_ids.add(user.id)
        return user

    def add_text_channel(self, name: str, *, guild: Guild | None = None) -> Channel:
        guild = guild or self.guild
        position = len([ch for ch in self.channels.values() if ch.guild_id == guild.id])
        channel = Channel(self.ids.next(), ChannelType.GUILD_TEXT, name, guild.id, position=position)
        self.channels[channel.id] = channel
        self.gateway.dispatch("CHANNEL_CREATE", channel.payload(), guild_id=guild.id, intent=Intent.GUILDS)
        self.changed()
        return channel

    def add_thread(
        self,
        parent: Channel,
        name: str,
        *,
        thread_id: int | None = None,
        kind: ChannelType = ChannelType.PUBLIC_THREAD,
        auto_archive_duration: int = 1440,
        invitable: bool = True,
    ) -> Channel:
        """A thread in `parent` opened by the bot (its id is the starter message's, if it has one); the bot is told
        with THREAD_CREATE."""
        now = iso_now()
        thread = Channel(
            id=self.ids.next() if thread_id is None else thread_id,
            type=kind,
            name=name,
            guild_id=parent.guild_id,
            parent_id=parent.id,
            owner_id=self.bot.id,
            auto_archive_duration=auto_archive_duration,
            archive_timestamp=now,
            create_timestamp=now,
            invitable=invitable,
            member_ids={self.bot.id},
        )
        self.channels[thread.id] = thread
        event = thread.payload() | {"member": self.thread_member_payload(thread, self.bot.id), "newly_created": True}
        self.gateway.dispatch("THREAD_CREATE", event, guild_id=thread.guild_id, intent=Intent.GUILDS)
        self.changed()
        return thread

    def get_channel(self, channel_id: int) -> Channel:
        channel = self.channels.get(channel_id)
        if channel is None:
            raise not_found(ErrorCode.UNKNOWN_CHANNEL, "Channel")
        return channel

    def get_user(self, user_id: int) -> User:
        user = self.users.get(user_id)
        if user is None:
            raise not_found(ErrorCode.UNKNOWN_USER, "User")
        return user

    def open_dm(self, user: User) -> Channel:
        for channel in self.channels.values():
            if channel.is_dm and channel.recipient is user:
                return channel
        channel = Channel(self.ids.next(), ChannelType.DM, None, recipient=user)
        self.channels[channel.id] = channel
        return channel

    def guild_text_channels(self, guild: Guild | None = None) -> list[Channel]:
        guild_id = (guild or self.guild).id
        return [ch for ch in self.channels.values() if ch.type is ChannelType.GUILD_TEXT and ch.guild_id == guild_id]

    def threads(self, guild: Guild | None = None) -> list[Channel]:
        """The threads of `guild`, or of every guild."""
        return [ch for ch in self.channels.values() if ch.is_thread and (guild is None or ch.guild_id == guild.id)]

    # permissions -----------------------------------------------------------------------------------------

    def permissions_for(self, user: User, channel: Channel | None = None) -> int:
        """A member's permissions in the channel's guild: everything for its owner, else their own grant or
        @everyone's."""
        if channel is not None and channel.is_dm:
            return int(Permission.VIEW_CHANNEL | Permission.SEND_MESSAGES | Permission.ATTACH_FILES)
        guild = self.guild_of(channel)
        if user is guild.owner:
            return c.ALL_PERMISSIONS
        return guild.everyone_permissions if user.permissions is None else user.permissions

    def require_bot_permission(self, channel: Channel, needed: int, action: str) -> None:
        """403 50013 "Missing Permissions" when the bot lacks `needed` in `channel`."""
        have = self.permissions_for(self.bot, channel)
        missing = needed & ~have
        if missing:
            names = [perm.name for perm in Permission if perm & missing]
            raise DiscordAPIError(403, ErrorCode.MISSING_PERMISSIONS, f"Missing Permissions ({action} needs {names})")

    def set_everyone_permissions(self, permissions: int, guild: Guild | None = None) -> None:
        guild = guild or self.guild
        guild.everyone_permissions = permissions
        self.gateway.dispatch(
            "GUILD_ROLE_UPDATE",
            {"guild_id": str(guild.id), "role": self.everyone_role_payload(guild)},
            guild_id=guild.id,
            intent=Intent.GUILDS,
        )
        self.changed()

    # resolving options (commands.OptionResolver) ------------------------------------------------------------

    def find_user(self, value: Any) -> User:
        user = value if isinstance(value, User) else self.users.get(int(value))
        if user is None or not any(user.id in guild.member_ids for guild in self.guilds.values()):
            raise InvalidInteractionError(f"{value!r} is not a member of a test guild")
        return user

    def find_channel(self, value: Any) -> Channel:
        channel = value if isinstance(value, Channel) else self.channels.get(int(value))
        if channel is None or channel.guild_id not in self.guilds:
            raise InvalidInteractionError(f"{value!r} is not a channel of a test guild")
        return channel

    def resolved_member(self, user: User, channel: Channel) -> dict[str, Any] | None:
        """A USER option's member entry; there is none for an interaction in DMs."""
        if channel.is_dm:
            return None
        member = user.member_payload(permissions=self.permissions_for(user, channel))
        member.pop("user")
        return member

    def resolved_channel(self, target: Channel, user: User) -> dict[str, Any]:
        data = target.payload()
        data["permissions"] = str(self.permissions_for(user, target))
        return data

    # payloads --------------------------------------------------------------------------------------------

    def everyone_role_payload(self, guild: Guild | None = None) -> dict[str, Any]:
        guild = guild or self.guild
        return {
            "id": str(guild.id),
            "name": "@everyone",
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "icon": None,
            "unicode_emoji": None,
            "position": 0,
            "permissions": str(guild.everyone_permissions),
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }

    def guild_payload(self, *, include_members: bool = False, guild: Guild | None = None) -> dict[str, Any]:
        """GUILD_CREATE: without the GUILD_MEMBERS intent Discord sends only the bot's own member."""
        guild = guild or self.guild
        members = [self.users[uid] for uid in guild.member_ids] if include_members else [self.bot]
        return {
            "id": str(guild.id),
            "name": guild.name,
            "icon": None,
            "owner_id": str(guild.owner.id),
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 1,
            "explicit_content_filter": 0,
            "roles": [self.everyone_role_payload(guild)],
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "system_channel_id": str(guild.default_channel_id),
            "system_channel_flags": 0,
            "preferred_locale": "en-US",
            "premium_tier": 0,
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
            "joined_at": self.bot.joined_at,
            "large": False,
            "unavailable": False,
            "member_count": len(guild.member_ids),
            "members": [user.member_payload() for user in members],
            "channels": [channel.payload() for channel in self.guild_text_channels(guild)],
            "threads": [thread.payload() for thread in self.threads(guild) if not thread.archived],
            "presences": [],
            "voice_states": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }

    def thread_member_payload(self, thread: Channel, user_id: int) -> dict[str, Any]:
        return {"id": str(thread.id), "user_id": str(user_id), "join_timestamp": iso_now(), "flags": 0}

    # messages --------------------------------------------------------------------------------------------

    def store_message(self, message: Message) -> Message:
        """Keep a new message, count it on its channel and tell the gateway unless it is ephemeral."""
        self.messages[message.id] = message
        if message.nonce is not None:
            self.nonces[(message.channel_id, message.nonce)] = message
        channel = self.channels.get(message.channel_id)
        if channel is not None and not message.ephemeral:
            channel.last_message_id = message.id
            channel.message_count += 1
        self._emit_message("MESSAGE_CREATE", message)
        self.changed()
        return message

    def message_edited(self, message: Message) -> None:
        self._emit_message("MESSAGE_UPDATE", message)
        self.changed()

    def delete_message(self, message: Message) -> None:
        message.deleted = True
        if not message.ephemeral:
            data = {"id": str(message.id), "channel_id": str(message.channel_id)}
            if message.guild_id is not None:
                data["guild_id"] = str(message.guild_id)
            self.gateway.dispatch("MESSAGE_DELETE", data, guild_id=message.guild_id, intent=self._intent(message))
        self.changed()

    def get_message(self, channel_id: int, message_id: int) -> Message:
        """A message by channel route: ephemeral and deleted messages do not exist there."""
        message = self.messages.get(message_id)
        if message is None or message.channel_id != channel_id or message.deleted or message.ephemeral:
            raise not_found(ErrorCode.UNKNOWN_MESSAGE, "Message")
        return message

    def _emit_message(self, event: str, message: Message) -> None:
        if message.ephemeral:
            return
        data = message.payload()
        if message.guild_id is not None:
            data["guild_id"] = str(message.guild_id)
            data["member"] = self._author_member(message)
        self.gateway.dispatch(event, data, guild_id=message.guild_id, intent=self._intent(message))

    def _author_member(self, message: Message) -> dict[str, Any]:
        member = message.author.member_payload()
        member.pop("user")
        return member

    @staticmethod
    def _intent(message: Message) -> Intent:
        return Intent.GUILD_MESSAGES if message.guild_id is not None else Intent.DIRECT_MESSAGES

    # what tests read -------------------------------------------------------------------------------------

    def live_messages(self) -> list[Message]:
        return [message for message in self.messages.values() if not message.deleted]

    def channel_messages(self, channel: Channel, *, include_ephemeral: bool = False) -> list[Message]:
        return [
            m for m in self.live_messages() if m.channel_id == channel.id and (include_ephemeral or not m.ephemeral)
        ]

    def ephemerals_for(self, user: User) -> list[Message]:
        return [m for m in self.live_messages() if m.ephemeral and m.ephemeral_owner_id == user.id]

    def dms_with(self, user: User) -> list[Message]:
        dm_ids = {ch.id for ch in self.channels.values() if ch.is_dm and ch.recipient is user}
        return [m for m in self.live_messages() if m.channel_id in dm_ids]

    def visible_to(self, user: User) -> list[Message]:
        """Everything this user could see: public guild messages, their own ephemerals, their DMs."""
        result = []
        for message in self.live_messages():
            channel = self.channels.get(message.channel_id)
            if channel is not None and channel.is_dm:
                if channel.recipient is user:
                    result.append(message)
            elif message.visible_to(user.id):
                result.append(message)
        return result
