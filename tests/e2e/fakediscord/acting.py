"""Users acting in the stand-in: slash commands, autocomplete, buttons, selects and modals sent to the bot as
Discord would send them, each awaited until the bot answered. Mixed into `FakeDiscord`, which owns the world."""

# ruff: noqa: ASYNC109  (test helpers take an explicit timeout so a failure can say what it awaited)

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import Any, NamedTuple

from .commands import build_command_data
from .components import button_data, find_target, modal_submit_data, select_data
from .constants import InteractionType
from .errors import BotDidNotRespondError, FakeDiscordError, InvalidInteractionError, WaitTimeoutError
from .gateway import GatewayServer
from .ids import interaction_token
from .interactions import InteractionRecord, InteractionResult, Status, build_interaction
from .models import Channel, Message, User
from .rest_interactions import mark_did_not_respond
from .world import World

log = logging.getLogger("fakediscord")


class Choice(NamedTuple):
    name: str
    value: str | int | float


class Acting:
    """Users sending interactions to the bot through a running stand-in."""

    _timers: list[asyncio.TimerHandle]

    @property
    def world(self) -> World:
        raise NotImplementedError

    @property
    def gateway(self) -> GatewayServer:
        raise NotImplementedError

    @property
    def channel(self) -> Channel:
        raise NotImplementedError

    async def slash(
        self,
        user: User,
        command: str,
        /,
        *,
        channel: Channel | None = None,
        options: dict[str, Any] | None = None,
        timeout: float = 10.0,
        must_respond: bool = True,
        settle: bool = True,
        **values: Any,
    ) -> InteractionResult:
        """Run "/command [group] [sub]" with options (keywords, or `options=` for names that are not
        identifiers). Returns once the bot responded, and if it deferred with "thinking", once that is
        resolved too (`settle=False` returns right after the first response).

        Raises InvalidInteractionError before sending if Discord would not let a user send it, and
        BotDidNotRespondError if the bot did not respond in time (unless `must_respond=False`).
        """
        where = channel or self.channel
        resolved = self.world.commands.resolve(command, where.guild_id)
        all_values = {**(options or {}), **values}
        data = build_command_data(resolved, all_values, self.world, invoker=user, channel=where)
        self._check_may_use(user, resolved.command, where, f"/{resolved.path}")
        record = self._inject(InteractionType.APPLICATION_COMMAND, user, where, data, label=f"/{resolved.path}")
        return await self._finish(record, timeout=timeout, must_respond=must_respond, settle=settle)

    async def autocomplete(
        self,
        user: User,
        command: str,
        /,
        *,
        focused: str,
        channel: Channel | None = None,
        options: dict[str, Any] | None = None,
        timeout: float = 5.0,
        **values: Any,
    ) -> list[Choice]:
        """Type into option `focused` (its value is the text typed so far) and return the bot's choices."""
        where = channel or self.channel
        resolved = self.world.commands.resolve(command, where.guild_id)
        all_values = {**(options or {}), **values}
        data = build_command_data(resolved, all_values, self.world, invoker=user, channel=where, focused=focused)
        self._check_may_use(user, resolved.command, where, f"/{resolved.path}")
        label = f"autocomplete of {focused!r} in /{resolved.path}"
        record = self._inject(InteractionType.AUTOCOMPLETE, user, where, data, label=label)
        await self.world.wait_for(
            lambda: record.status is not Status.PENDING or record.rejections,
            timeout=timeout,
            what=f"an answer to {label}",
        )
        if record.choices is None:
            raise BotDidNotRespondError(self._failure_text(record), InteractionResult(record, self.world))
        return [Choice(choice["name"], choice["value"]) for choice in record.choices]

    async def click(
        self,
        user: User,
        message: Message | int,
        custom_id: str | None = None,
        *,
        label: str | None = None,
        timeout: float = 10.0,
        must_respond: bool = True,
        settle: bool = True,
    ) -> InteractionResult:
        """Press a button (by custom_id or label) on a message the user can see."""
        target = self._message(message)
        component = find_target(target, self._channel_of(target), user, custom_id=custom_id, label=label)
        data = button_data(component)
        record = self._inject(
            InteractionType.MESSAGE_COMPONENT, user, self._channel_of(target), data, message=target,
            label=f"button {component['custom_id']!r}",
        )  # fmt: skip
        return await self._finish(record, timeout=timeout, must_respond=must_respond, settle=settle)

    async def select(
        self,
        user: User,
        message: Message | int,
        custom_id: str | None = None,
        values: list[str] | None = None,
        *,
        label: str | None = None,
        timeout: float = 10.0,
        must_respond: bool = True,
        settle: bool = True,
    ) -> InteractionResult:
        """Pick `values` in a string select (by custom_id, or by placeholder as `label`)."""
        target = self._message(message)
        component = find_target(target, self._channel_of(target), user, custom_id=custom_id, label=label)
        data = select_data(component, list(values or []))
        record = self._inject(
            InteractionType.MESSAGE_COMPONENT, user, self._channel_of(target), data, message=target,
            label=f"select {component['custom_id']!r}",
        )  # fmt: skip
        return await self._finish(record, timeout=timeout, must_respond=must_respond, settle=settle)

    async def submit_modal(
        self,
        user: User,
        opened_by: InteractionResult,
        values: dict[str, str | list[str]],
        *,
        timeout: float = 10.0,
        must_respond: bool = True,
        settle: bool = True,
    ) -> InteractionResult:
        """Fill in and submit the modal the bot opened in answer to `opened_by`."""
        modal = opened_by.modal
        if modal is None or opened_by.record.user is not user:
            raise FakeDiscordError(f"{opened_by!r} did not open a modal for {user.username}")
        data = modal_submit_data(modal, values)
        source = self.world.messages.get(opened_by.record.source_message_id or 0)
        record = self._inject(
            InteractionType.MODAL_SUBMIT, user, opened_by.record.channel, data, message=source,
            label=f"modal {modal['custom_id']!r}",
        )  # fmt: skip
        return await self._finish(record, timeout=timeout, must_respond=must_respond, settle=settle)

    def redeliver(self, result: InteractionResult) -> bool:
        """Send an interaction's INTERACTION_CREATE once more, as Discord sometimes does: the same id and token, so
        only one first response can be accepted (a second gets 40060). Returns whether it went out."""
        record = result.record
        delivered = self.gateway.deliver_interaction(record.payload, record.channel.guild_id)
        log.info("delivered %s again for %s", record.label, record.user.username)
        return delivered

    def _check_may_use(self, user: User, command: dict[str, Any], channel: Channel, label: str) -> None:
        """Discord's client does not offer a command where its contexts or permissions exclude it."""
        if channel.is_dm:
            if channel.recipient is not user:
                raise InvalidInteractionError(f"{user.username} is not in the DM channel {channel.id}")
            contexts = command.get("contexts")
            if command.get("dm_permission") is False or (contexts is not None and 1 not in contexts):
                raise InvalidInteractionError(f"{label} cannot be used in DMs (contexts {contexts})")
            return
        required = command.get("default_member_permissions")
        if required is not None and int(required) & ~self.world.permissions_for(user, channel):
            raise InvalidInteractionError(f"{user.username} lacks the permissions {label} requires; Discord hides it")

    def _inject(
        self,
        kind: InteractionType,
        user: User,
        channel: Channel,
        data: dict[str, Any],
        *,
        label: str,
        message: Message | None = None,
    ) -> InteractionRecord:
        world = self.world
        if not channel.is_dm and user.id not in world.guild_of(channel).member_ids:
            raise FakeDiscordError(f"{user!r} is not a member of that channel's guild; use fd.add_member")
        interaction_id, token = world.ids.next(), interaction_token()
        payload = build_interaction(
            world, interaction_id=interaction_id, token=token, kind=kind, user=user, channel=channel, data=data,
            message=message,
        )  # fmt: skip
        record = InteractionRecord(interaction_id, token, kind, user, channel, payload, label, sent_at=time.monotonic())
        record.source_message_id = None if message is None else message.id
        world.interactions[interaction_id] = record
        world.interactions_by_token[token] = record
        record.delivered = self.gateway.deliver_interaction(payload, channel.guild_id)
        loop = asyncio.get_running_loop()
        self._timers.append(loop.call_later(world.ack_deadline, mark_did_not_respond, world, record))
        log.info("injected %s (%s) for %s", label, "delivered" if record.delivered else "NOT delivered", user.username)
        world.changed()
        return record

    async def _finish(
        self, record: InteractionRecord, *, timeout: float, must_respond: bool, settle: bool
    ) -> InteractionResult:
        result = InteractionResult(record, self.world)
        done: Callable[[], bool] = result.settled if settle else (lambda: record.status is not Status.PENDING)
        wait = max(timeout, self.world.ack_deadline + 0.5)
        try:
            await self.world.wait_for(done, timeout=wait, what=f"the bot's response to {record.label}")
        except WaitTimeoutError as exc:
            if record.status is Status.ACKNOWLEDGED:
                raise WaitTimeoutError(
                    f"{record.label}: deferred ({record.ack_type!r}) but the 'thinking' message was not resolved "
                    f"by a followup or an edit within {wait:.1f}s\n{exc}"
                ) from None
            raise
        if must_respond and not result.responded:
            raise BotDidNotRespondError(self._failure_text(record), result)
        return result

    def _failure_text(self, record: InteractionRecord) -> str:
        lines = [f"{record.label} by {record.user.username}: the application did not respond"]
        if not record.delivered:
            lines.append("  no bot session was connected when it was sent (bot down or not ready?)")
        else:
            lines.append(f"  no acceptable first response within {self.world.ack_deadline:.1f}s of the gateway send")
        lines.extend(f"  refused: {r.method} {r.path} -> {r.status} {r.code} {r.message}" for r in record.rejections)
        return "\n".join(lines)

    def _message(self, message: Message | int) -> Message:
        found = self.world.messages.get(message if isinstance(message, int) else message.id)
        if found is None:
            raise FakeDiscordError(f"unknown message {message!r}")
        return found

    def _channel_of(self, message: Message) -> Channel:
        return self.world.get_channel(message.channel_id)
