"""Interaction callbacks and the interaction webhook (followups, @original), with Discord's timing rules.

- The first callback must arrive within the ack deadline (3 s) of the gateway send, else 404 10062.
- A second callback gets 400 40060 "Interaction has already been acknowledged".
- Followups and @original need an acknowledged interaction (else 404 10015) and a token younger than
  15 minutes (else 401 50027).
- The first followup after a "thinking" defer replaces the loading message and keeps its ephemeral flag.
"""

from __future__ import annotations

import time
from typing import Any

from aiohttp import web

from .constants import ALLOWED_CALLBACKS, CallbackType, ErrorCode, InteractionType, MessageFlag
from .errors import DiscordAPIError, invalid_form, not_found
from .http_body import RequestBody, UploadedFile, read_body
from .ids import iso_now
from .interactions import InteractionRecord, Status
from .models import Message
from .rest_common import INTERACTION_KEY, json_response, no_content, snowflake
from .validation import check_choices
from .world import World

WEBHOOK = "/webhooks/{app_id:\\d+}/{token}"
MAX_MODAL_TITLE = 45


class InteractionRoutes:
    def __init__(self, world: World) -> None:
        self.world = world

    def register(self, router: web.UrlDispatcher, prefix: str) -> None:
        router.add_post(prefix + "/interactions/{interaction_id:\\d+}/{token}/callback", self.callback)
        router.add_post(prefix + WEBHOOK, self.followup)
        router.add_get(prefix + WEBHOOK + "/messages/{message_id}", self.get_webhook_message)
        router.add_patch(prefix + WEBHOOK + "/messages/{message_id}", self.edit_webhook_message)
        router.add_delete(prefix + WEBHOOK + "/messages/{message_id}", self.delete_webhook_message)

    # the first response ----------------------------------------------------------------------------------

    async def callback(self, request: web.Request) -> web.Response:
        received_at = time.monotonic()
        record = self.world.interactions.get(snowflake(request, "interaction_id"))
        if record is None or record.token != request.match_info["token"]:
            raise not_found(ErrorCode.UNKNOWN_INTERACTION, "interaction")
        request[INTERACTION_KEY] = record
        body = await read_body(request)
        payload = body.object()
        if record.ack_type is not None:
            raise DiscordAPIError(400, ErrorCode.ALREADY_ACKNOWLEDGED, "Interaction has already been acknowledged.")
        if record.status is Status.DID_NOT_RESPOND or received_at - record.sent_at > self.world.ack_deadline:
            mark_did_not_respond(self.world, record)
            raise not_found(ErrorCode.UNKNOWN_INTERACTION, "interaction")
        kind = self._callback_type(record, payload)
        message = self._apply_callback(record, kind, payload.get("data") or {}, body)
        record.ack_type = kind
        record.acked_at = received_at
        record.status = Status.ACKNOWLEDGED
        self.world.changed()
        if request.query.get("with_response") in ("1", "true", "True"):
            return json_response(self._callback_response(record, kind, message))
        return no_content()

    def _callback_type(self, record: InteractionRecord, payload: dict[str, Any]) -> CallbackType:
        try:
            given: Any = payload.get("type")  # None if missing: refused below like any unknown type
            kind = CallbackType(given)
        except ValueError:
            raise invalid_form("type", f"Value must be one of {[int(t) for t in CallbackType]}.") from None
        if kind not in ALLOWED_CALLBACKS[record.type]:
            raise invalid_form("type", f"Callback type {kind.name} is not valid for a {record.type.name} interaction.")
        return kind

    def _apply_callback(
        self, record: InteractionRecord, kind: CallbackType, data: dict[str, Any], body: RequestBody
    ) -> Message | None:
        """Validate fully, then store; a refused body leaves the interaction unacknowledged, as on Discord."""
        if kind is CallbackType.CHANNEL_MESSAGE:
            message = self._new_reply(record, data, body.files)
            record.original_message_id = message.id
            return message
        if kind is CallbackType.DEFERRED_CHANNEL_MESSAGE:
            message = self._loading_message(record, ephemeral=bool(int(data.get("flags") or 0) & MessageFlag.EPHEMERAL))
            record.original_message_id = message.id
            return message
        if kind is CallbackType.DEFERRED_UPDATE_MESSAGE:
            record.original_message_id = record.source_message_id
            return None
        if kind is CallbackType.UPDATE_MESSAGE:
            source = self.world.messages[record.source_message_id or 0]
            self.world.factory.edit(source, data, body.files)
            self.world.message_edited(source)
            record.original_message_id = source.id
            return source
        if kind is CallbackType.AUTOCOMPLETE_RESULT:
            choices = data.get("choices") or []
            check_choices(choices)
            record.choices = choices
            return None
        self._check_modal(data)
        record.modal = data
        return None

    def _check_modal(self, data: dict[str, Any]) -> None:
        if not 1 <= len(data.get("custom_id") or "") <= 100:
            raise invalid_form("data.custom_id", "Must be between 1 and 100 in length.")
        if not 1 <= len(data.get("title") or "") <= MAX_MODAL_TITLE:
            raise invalid_form("data.title", f"Must be between 1 and {MAX_MODAL_TITLE} in length.")
        if not 1 <= len(data.get("components") or []) <= 5:
            raise invalid_form("data.components", "Must be between 1 and 5 in length.")

    def _callback_response(
        self, record: InteractionRecord, kind: CallbackType, message: Message | None
    ) -> dict[str, Any]:
        """The `?with_response=1` body: {"interaction": {...}, "resource": {...}} as discord.py parses it."""
        interaction: dict[str, Any] = {"id": str(record.id), "type": int(record.type)}
        resource: dict[str, Any] = {"type": int(kind)}
        if message is not None:
            interaction["response_message_id"] = str(message.id)
            interaction["response_message_loading"] = message.loading
            interaction["response_message_ephemeral"] = message.ephemeral
            resource["message"] = message.payload()
        return {"interaction": interaction, "resource": resource}

    # messages made for an interaction --------------------------------------------------------------------

    def _new_reply(self, record: InteractionRecord, data: dict[str, Any], files: list[UploadedFile]) -> Message:
        message = self.world.factory.create(
            data,
            files,
            channel_id=record.channel.id,
            guild_id=record.channel.guild_id,
            author=self.world.bot,
            via_interaction=True,
        )
        self._mark_interaction_message(record, message)
        return self.world.store_message(message)

    def _loading_message(self, record: InteractionRecord, *, ephemeral: bool) -> Message:
        flags = MessageFlag.LOADING | (MessageFlag.EPHEMERAL if ephemeral else 0)
        message = Message(
            id=self.world.ids.next(),
            channel_id=record.channel.id,
            guild_id=record.channel.guild_id,
            author=self.world.bot,
            timestamp=iso_now(),
            created_at=time.monotonic(),
            flags=int(flags),
        )
        self._mark_interaction_message(record, message)
        return self.world.store_message(message)

    def _mark_interaction_message(self, record: InteractionRecord, message: Message) -> None:
        message.interaction_id = record.id
        message.webhook_id = self.world.application_id
        message.application_id = self.world.application_id
        message.type = 20 if record.type is InteractionType.APPLICATION_COMMAND else 0
        if message.ephemeral:
            message.ephemeral_owner_id = record.user.id
        metadata: dict[str, Any] = {
            "id": str(record.id),
            "type": int(record.type),
            "user": record.user.payload(),
            "authorizing_integration_owners": record.payload["authorizing_integration_owners"],
        }
        if record.source_message_id is not None:
            metadata["interacted_message_id"] = str(record.source_message_id)
        if record.original_message_id is not None and record.original_message_id != message.id:
            metadata["original_response_message_id"] = str(record.original_message_id)
        message.interaction_metadata = metadata
        record.reply_ids.append(message.id)

    # the interaction webhook -----------------------------------------------------------------------------

    def _webhook_record(self, request: web.Request) -> InteractionRecord:
        record = self.world.interactions_by_token.get(request.match_info["token"])
        if record is None or snowflake(request, "app_id") != self.world.application_id:
            raise not_found(ErrorCode.UNKNOWN_WEBHOOK, "Webhook")
        request[INTERACTION_KEY] = record
        if time.monotonic() - record.sent_at > self.world.token_lifetime:
            raise DiscordAPIError(401, ErrorCode.INVALID_WEBHOOK_TOKEN, "Invalid Webhook Token")
        if record.ack_type is None or record.ack_type is CallbackType.AUTOCOMPLETE_RESULT:
            raise not_found(ErrorCode.UNKNOWN_WEBHOOK, "Webhook")
        return record

    def _webhook_message(self, request: web.Request, record: InteractionRecord) -> Message:
        wanted = request.match_info["message_id"]
        message_id = record.original_message_id if wanted == "@original" else int(wanted) if wanted.isdigit() else 0
        message = self.world.messages.get(message_id or 0)
        mine = message_id in (record.original_message_id, *record.reply_ids)
        if message is None or message.deleted or not mine:
            raise not_found(ErrorCode.UNKNOWN_MESSAGE, "Message")
        return message

    async def followup(self, request: web.Request) -> web.Response:
        record = self._webhook_record(request)
        body = await read_body(request)
        payload = body.object()
        original = self.world.messages.get(record.original_message_id or 0)
        if original is not None and original.loading and not original.deleted:
            message = self._resolve_loading(original, payload, body.files)
        else:
            message = self._new_reply(record, payload, body.files)
        if request.query.get("wait") in ("0", "false", "False"):
            return no_content()
        return json_response(message.payload())

    def _resolve_loading(self, original: Message, payload: dict[str, Any], files: list[UploadedFile]) -> Message:
        """The thinking message becomes the reply; its ephemeral flag was fixed at defer time."""
        body = dict(payload)
        body.pop("flags", None)
        self.world.factory.edit(original, body, files)
        original.flags &= ~MessageFlag.LOADING
        self.world.message_edited(original)
        return original

    async def get_webhook_message(self, request: web.Request) -> web.Response:
        record = self._webhook_record(request)
        return json_response(self._webhook_message(request, record).payload())

    async def edit_webhook_message(self, request: web.Request) -> web.Response:
        record = self._webhook_record(request)
        message = self._webhook_message(request, record)
        body = await read_body(request)
        if message.loading:
            return json_response(self._resolve_loading(message, body.object(), body.files).payload())
        self.world.factory.edit(message, body.object(), body.files)
        self.world.message_edited(message)
        return json_response(message.payload())

    async def delete_webhook_message(self, request: web.Request) -> web.Response:
        record = self._webhook_record(request)
        self.world.delete_message(self._webhook_message(request, record))
        return no_content()


def mark_did_not_respond(world: World, record: InteractionRecord) -> None:
    """What the user sees as "The application did not respond"."""
    if record.status is Status.PENDING:
        record.status = Status.DID_NOT_RESPOND
        world.changed()
