"""Interactions the test injects: their Discord payloads, their lifecycle, and what the bot answered."""

# ruff: noqa: ASYNC109  (test helpers take an explicit timeout so a failure can say what it awaited)

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any

from .constants import CallbackType, InteractionType
from .models import Attachment, Channel, Message, User

if TYPE_CHECKING:
    from .world import Rejection, World


class Status(Enum):
    PENDING = "pending"
    ACKNOWLEDGED = "acknowledged"
    DID_NOT_RESPOND = "did not respond"


@dataclass(eq=False)
class InteractionRecord:
    """One injected interaction, from gateway send to the last edit of its replies."""

    id: int
    token: str
    type: InteractionType
    user: User
    channel: Channel
    payload: dict[str, Any]
    label: str
    sent_at: float
    delivered: bool = False
    status: Status = Status.PENDING
    ack_type: CallbackType | None = None
    acked_at: float | None = None
    original_message_id: int | None = None
    source_message_id: int | None = None
    reply_ids: list[int] = field(default_factory=list)
    choices: list[dict[str, Any]] | None = None
    modal: dict[str, Any] | None = None
    rejections: list[Rejection] = field(default_factory=list)

    @property
    def ack_latency(self) -> float | None:
        return None if self.acked_at is None else self.acked_at - self.sent_at


def build_interaction(
    world: World,
    *,
    interaction_id: int,
    token: str,
    kind: InteractionType,
    user: User,
    channel: Channel,
    data: dict[str, Any],
    message: Message | None = None,
    locale: str | None = None,
) -> dict[str, Any]:
    """The INTERACTION_CREATE payload, field for field as Discord sends it.

    In a guild it carries `member` (with permissions); in the bot's DMs it carries `user`, context 1
    (BOT_DM), and "0" as the guild-install owner.
    """
    payload: dict[str, Any] = {
        "id": str(interaction_id),
        "application_id": str(world.application_id),
        "type": int(kind),
        "data": data,
        "channel_id": str(channel.id),
        "channel": _partial_channel(world, channel, user),
        "token": token,
        "version": 1,
        "app_permissions": str(world.permissions_for(world.bot, channel)),
        "locale": locale or user.locale,  # the user's Discord language
        "entitlements": [],
        "entitlement_sku_ids": [],
        "attachment_size_limit": world.attachment_size_limit,
    }
    if channel.is_dm:
        payload.update(user=user.payload(), context=1, authorizing_integration_owners={"0": "0"})
    else:
        guild_id = world.guild_of(channel).id
        payload.update(
            guild_id=str(guild_id),
            guild={"id": str(guild_id), "locale": "en-US", "features": []},
            guild_locale="en-US",
            member=user.member_payload(permissions=world.permissions_for(user, channel)),
            context=0,
            authorizing_integration_owners={"0": str(guild_id)},
        )
    if message is not None:
        payload["message"] = message.payload()
    return payload


def _partial_channel(world: World, channel: Channel, user: User) -> dict[str, Any]:
    data = channel.payload()
    data["permissions"] = str(world.permissions_for(user, channel))
    return data


class InteractionResult:
    """What a test gets back from slash/click/select: the interaction and every reply the bot made to it.

    The reply fields (`content`, `ephemeral`, `files`...) read the primary reply: the message the first
    response created or updated, else the first followup. All of them are live: they reflect later edits.
    """

    def __init__(self, record: InteractionRecord, world: World) -> None:
        self.record = record
        self._world = world

    def __repr__(self) -> str:
        return (
            f"<InteractionResult {self.record.label} status={self.record.status.value} "
            f"ack={self.ack_type} replies={len(self.replies)} rejections={[r.code for r in self.rejections]}>"
        )

    @property
    def id(self) -> int:
        return self.record.id

    @property
    def token(self) -> str:
        return self.record.token

    @property
    def payload(self) -> dict[str, Any]:
        return self.record.payload

    @property
    def responded(self) -> bool:
        return self.record.status is Status.ACKNOWLEDGED

    @property
    def status(self) -> Status:
        return self.record.status

    @property
    def ack_type(self) -> CallbackType | None:
        return self.record.ack_type

    @property
    def ack_latency(self) -> float | None:
        """Seconds from gateway send to the stand-in receiving the first callback."""
        return self.record.ack_latency

    @property
    def deferred(self) -> bool:
        return self.record.ack_type in (CallbackType.DEFERRED_CHANNEL_MESSAGE, CallbackType.DEFERRED_UPDATE_MESSAGE)

    @property
    def rejections(self) -> list[Rejection]:
        return list(self.record.rejections)

    @property
    def choices(self) -> list[dict[str, Any]] | None:
        return self.record.choices

    @property
    def modal(self) -> dict[str, Any] | None:
        return self.record.modal

    @property
    def replies(self) -> list[Message]:
        """The original response (if it made a message) then followups, in order, deleted ones excluded."""
        ids = list(self.record.reply_ids)
        if self.record.original_message_id is not None and self.record.original_message_id not in ids:
            ids.insert(0, self.record.original_message_id)
        messages = (self._world.messages.get(message_id) for message_id in ids)
        return [message for message in messages if message is not None and not message.deleted]

    @property
    def message(self) -> Message | None:
        """The primary reply (see class docstring), or None if there is none yet."""
        replies = self.replies
        return replies[0] if replies else None

    @property
    def content(self) -> str:
        return self.message.content if self.message else ""

    @property
    def ephemeral(self) -> bool:
        return bool(self.message and self.message.ephemeral)

    @property
    def files(self) -> list[Attachment]:
        return self.message.attachments if self.message else []

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return self.message.embeds if self.message else []

    @property
    def components(self) -> list[dict[str, Any]]:
        return self.message.components if self.message else []

    @property
    def all_files(self) -> list[Attachment]:
        return [attachment for reply in self.replies for attachment in reply.attachments]

    def settled(self) -> bool:
        """Acknowledged with something visible (not a pending "thinking..."), or given up on."""
        if self.record.status is Status.DID_NOT_RESPOND:
            return True
        if self.record.status is Status.PENDING:
            return False
        original = self._world.messages.get(self.record.original_message_id or 0)
        return not (original is not None and original.loading and not original.deleted)

    async def wait_for_reply(
        self,
        predicate: Callable[[Message], bool] | None = None,
        *,
        timeout: float = 5.0,
        what: str = "a matching reply",
    ) -> Message:
        """Wait for a reply (original or followup) satisfying `predicate(message)`, e.g. a later followup."""

        def find() -> Message | None:
            for reply in self.replies:
                if not reply.loading and (predicate is None or predicate(reply)):
                    return reply
            return None

        return await self._world.wait_for(find, timeout=timeout, what=f"{what} to {self.record.label}")

    async def wait_for_rejection(self, code: int, *, timeout: float = 5.0) -> Rejection:
        """Wait until the stand-in has refused one of the bot's calls for this interaction with `code`."""

        def find() -> Rejection | None:
            return next((r for r in self.record.rejections if r.code == code), None)

        return await self._world.wait_for(find, timeout=timeout, what=f"error {code} on {self.record.label}")

    def age(self) -> float:
        return time.monotonic() - self.record.sent_at
