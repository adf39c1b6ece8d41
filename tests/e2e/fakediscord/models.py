"""What the stand-in knows about: users, channels, messages and their files, each able to render its JSON.

Payload shapes follow Discord's API reference for v10; discord.py parses them with its ordinary code.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from .constants import ChannelType, ComponentType, MessageFlag


@dataclass(eq=False)
class User:
    """A Discord user; in the guild they are also a member with `permissions` (None: @everyone's)."""

    id: int
    username: str
    joined_at: str
    global_name: str | None = None
    bot: bool = False
    dms_open: bool = True
    permissions: int | None = None
    locale: str = "en-US"  # the language their Discord client is in, sent with each of their interactions

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "username": self.username,
            "discriminator": "0",
            "global_name": self.global_name,
            "avatar": None,
            "public_flags": 0,
            "flags": 0,
            "banner": None,
            "accent_color": None,
            "avatar_decoration_data": None,
        }
        if self.bot:
            data["bot"] = True
        return data

    def member_payload(self, *, permissions: int | None = None) -> dict[str, Any]:
        """A guild member object; `permissions` is only present inside interactions."""
        data: dict[str, Any] = {
            "user": self.payload(),
            "roles": [],
            "nick": None,
            "avatar": None,
            "banner": None,
            "joined_at": self.joined_at,
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "communication_disabled_until": None,
        }
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data


@dataclass(eq=False)
class Guild:
    """A server the bot is in: its members, @everyone's permissions and its first channel. Discord deals guilds to
    a sharded bot's shards by `(guild_id >> 22) % shard_count`."""

    id: int
    name: str
    owner: User
    member_ids: set[int]
    everyone_permissions: int
    default_channel_id: int = 0

    def shard(self, shard_count: int) -> int:
        return (self.id >> 22) % shard_count


@dataclass(eq=False)
class Channel:
    """A guild text channel, a thread in one, or a DM with one user."""

    id: int
    type: ChannelType
    name: str | None
    guild_id: int | None = None
    parent_id: int | None = None
    position: int = 0
    topic: str | None = None
    recipient: User | None = None
    owner_id: int | None = None
    archived: bool = False
    locked: bool = False
    invitable: bool = True
    auto_archive_duration: int = 1440
    archive_timestamp: str | None = None
    create_timestamp: str | None = None
    member_ids: set[int] = field(default_factory=set)
    last_message_id: int | None = None
    message_count: int = 0

    @property
    def is_thread(self) -> bool:
        return self.type in (ChannelType.PUBLIC_THREAD, ChannelType.PRIVATE_THREAD)

    @property
    def is_dm(self) -> bool:
        return self.type is ChannelType.DM

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    def payload(self) -> dict[str, Any]:
        if self.is_dm:
            return self._dm_payload()
        if self.is_thread:
            return self._thread_payload()
        return {
            "id": str(self.id),
            "type": int(self.type),
            "guild_id": str(self.guild_id),
            "name": self.name,
            "position": self.position,
            "permission_overwrites": [],
            "parent_id": None,
            "topic": self.topic,
            "nsfw": False,
            "rate_limit_per_user": 0,
            "last_message_id": _str_or_none(self.last_message_id),
            "flags": 0,
            "default_auto_archive_duration": 1440,
        }

    def _dm_payload(self) -> dict[str, Any]:
        assert self.recipient is not None
        return {
            "id": str(self.id),
            "type": int(ChannelType.DM),
            "last_message_id": _str_or_none(self.last_message_id),
            "recipients": [self.recipient.payload()],
            "flags": 0,
        }

    def _thread_payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "type": int(self.type),
            "guild_id": str(self.guild_id),
            "parent_id": str(self.parent_id),
            "owner_id": str(self.owner_id),
            "name": self.name,
            "last_message_id": _str_or_none(self.last_message_id),
            "rate_limit_per_user": 0,
            "message_count": self.message_count,
            "member_count": min(len(self.member_ids), 50),
            "total_message_sent": self.message_count,
            "flags": 0,
            "thread_metadata": {
                "archived": self.archived,
                "auto_archive_duration": self.auto_archive_duration,
                "archive_timestamp": self.archive_timestamp,
                "locked": self.locked,
                "invitable": self.invitable,
                "create_timestamp": self.create_timestamp,
            },
        }


@dataclass(eq=False)
class Attachment:
    """A file the bot uploaded, with its bytes so a test can open it."""

    id: int
    filename: str
    data: bytes = field(repr=False)
    url: str = ""
    description: str | None = None
    content_type: str | None = None

    @property
    def size(self) -> int:
        return len(self.data)

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url,
            "proxy_url": self.url,
        }
        if self.description is not None:
            data["description"] = self.description
        if self.content_type is not None:
            data["content_type"] = self.content_type
        return data


@dataclass(eq=False)
class Message:
    """A message as Discord stores it, plus what a test needs: who may see it and which interaction made it."""

    id: int
    channel_id: int
    guild_id: int | None
    author: User
    timestamp: str
    created_at: float
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    tts: bool = False
    allowed_mentions: dict[str, Any] | None = None
    mentions: list[User] = field(default_factory=list)
    mention_everyone: bool = False
    message_reference: dict[str, Any] | None = None
    nonce: str | None = None
    interaction_id: int | None = None
    interaction_metadata: dict[str, Any] | None = None
    webhook_id: int | None = None
    application_id: int | None = None
    ephemeral_owner_id: int | None = None
    thread_id: int | None = None
    edited_at: float | None = None
    edited_timestamp: str | None = None
    deleted: bool = False
    revisions: list[dict[str, Any]] = field(default_factory=list)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & MessageFlag.EPHEMERAL)

    @property
    def loading(self) -> bool:
        """True while this is a deferred "<bot> is thinking..." placeholder."""
        return bool(self.flags & MessageFlag.LOADING)

    @property
    def files(self) -> list[Attachment]:
        return self.attachments

    def walk_components(self) -> Iterator[dict[str, Any]]:
        """Every component, however deeply nested (action rows, containers, sections, labels)."""
        yield from walk_components(self.components)

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in self.walk_components() if "custom_id" in c]

    def find_component(self, *, custom_id: str | None = None, label: str | None = None) -> dict[str, Any] | None:
        """The first interactive component with this custom_id, or whose label (or placeholder) is `label`."""
        for component in self.walk_components():
            if component.get("type") in (ComponentType.ACTION_ROW, ComponentType.LABEL):
                continue
            if custom_id is not None and component.get("custom_id") == custom_id:
                return component
            if label is not None and label in (component.get("label"), component.get("placeholder")):
                return component
        return None

    def visible_to(self, user_id: int) -> bool:
        return self.ephemeral_owner_id is None or self.ephemeral_owner_id == user_id

    def payload(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "channel_id": str(self.channel_id),
            "author": self.author.payload(),
            "content": self.content,
            "timestamp": self.timestamp,
            "edited_timestamp": self.edited_timestamp,
            "tts": self.tts,
            "mention_everyone": self.mention_everyone,
            "mentions": [user.payload() for user in self.mentions],
            "mention_roles": [],
            "attachments": [attachment.payload() for attachment in self.attachments],
            "embeds": self.embeds,
            "components": self.components,
            "pinned": False,
            "flags": self.flags,
        }
        optional = {
            "guild_id": _str_or_none(self.guild_id),
            "webhook_id": _str_or_none(self.webhook_id),
            "application_id": _str_or_none(self.application_id),
            "interaction_metadata": self.interaction_metadata,
            "message_reference": self.message_reference,
        }
        data.update({key: value for key, value in optional.items() if value is not None})
        return data

    def __repr__(self) -> str:
        shown = self.content if len(self.content) < 60 else self.content[:57] + "..."
        extra = " ephemeral" if self.ephemeral else ""
        return f"<Message {self.id} in {self.channel_id}{extra} files={len(self.attachments)} {shown!r}>"


def walk_components(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Depth-first walk over component trees; children sit under `components`, `component` or `accessory`."""
    for component in components:
        yield component
        yield from walk_components(component.get("components", []))
        for key in ("component", "accessory"):
            if isinstance(component.get(key), dict):
                yield from walk_components([component[key]])


def _str_or_none(value: int | None) -> str | None:
    return None if value is None else str(value)
