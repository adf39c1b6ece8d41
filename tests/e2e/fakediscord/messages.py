"""Turning a bot's message body (create or edit) into a stored Message, with Discord's rules applied."""

from __future__ import annotations

import copy
import mimetypes
import re
import time
from collections.abc import Callable
from typing import Any

from .constants import MessageFlag
from .errors import invalid_form
from .http_body import UploadedFile
from .ids import iso_now
from .models import Attachment, Message, User
from .validation import check_files, check_message_fields, check_not_empty

USER_MENTION = re.compile(r"<@!?(\d+)>")
KEEPABLE_FLAGS = MessageFlag.SUPPRESS_EMBEDS | MessageFlag.SUPPRESS_NOTIFICATIONS | MessageFlag.IS_COMPONENTS_V2


class MessageFactory:
    """Builds and edits messages; knows ids, the attachment URL base and who can be mentioned."""

    def __init__(
        self,
        new_id: Callable[[], int],
        attachment_url: Callable[[int, int, str], str],
        find_user: Callable[[int], User | None],
        size_limit: int,
    ) -> None:
        self._new_id = new_id
        self._attachment_url = attachment_url
        self._find_user = find_user
        self.size_limit = size_limit

    def create(
        self,
        body: dict[str, Any],
        files: list[UploadedFile],
        *,
        channel_id: int,
        guild_id: int | None,
        author: User,
        via_interaction: bool = False,
    ) -> Message:
        """A new message from a create body; raises the DiscordAPIError Discord would answer."""
        check_message_fields(body)
        check_files([len(upload.data) for upload in files], size_limit=self.size_limit)
        message_id = self._new_id()
        attachments = self._attachments(body.get("attachments"), files, [], channel_id)
        message = Message(
            id=message_id,
            channel_id=channel_id,
            guild_id=guild_id,
            author=author,
            timestamp=iso_now(),
            created_at=time.monotonic(),
            content=body.get("content") or "",
            embeds=list(body.get("embeds") or []),
            attachments=attachments,
            components=list(body.get("components") or []),
            flags=int(body.get("flags") or 0) & (KEEPABLE_FLAGS | MessageFlag.EPHEMERAL),
            tts=bool(body.get("tts")),
            allowed_mentions=body.get("allowed_mentions"),
            message_reference=body.get("message_reference"),
            nonce=None if body.get("nonce") is None else str(body["nonce"]),
        )
        if message.message_reference:
            message.type = 19
        check_not_empty(message.content, message.embeds, message.attachments, message.components, poll="poll" in body)
        self._apply_mentions(message, via_interaction=via_interaction)
        return message

    def edit(self, message: Message, body: dict[str, Any], files: list[UploadedFile]) -> None:
        """Apply an edit body; only the fields present change, as in Discord's PATCH."""
        check_message_fields(body)
        check_files([len(upload.data) for upload in files], size_limit=self.size_limit)
        before = copy.deepcopy(message.payload())
        content = body.get("content", message.content)
        embeds = body.get("embeds", message.embeds)
        components = body.get("components", message.components)
        if "attachments" in body or files:
            attachments = self._attachments(body.get("attachments"), files, message.attachments, message.channel_id)
        else:
            attachments = message.attachments
        check_not_empty(content or "", embeds or [], attachments, components or [])
        message.content = content or ""
        message.embeds = list(embeds or [])
        message.components = list(components or [])
        message.attachments = attachments
        if "flags" in body and body["flags"] is not None:
            kept = message.flags & ~KEEPABLE_FLAGS
            message.flags = kept | (int(body["flags"]) & KEEPABLE_FLAGS)
        if "allowed_mentions" in body:
            message.allowed_mentions = body["allowed_mentions"]
        message.revisions.append(before)
        message.edited_at = time.monotonic()
        message.edited_timestamp = iso_now()
        self._apply_mentions(message, via_interaction=message.interaction_id is not None)

    def _attachments(
        self,
        entries: list[dict[str, Any]] | None,
        files: list[UploadedFile],
        existing: list[Attachment],
        channel_id: int,
    ) -> list[Attachment]:
        """Map files[n] to attachments[].id == n; entries with an existing snowflake keep that attachment."""
        uploads = {upload.index: upload for upload in files}
        kept = {str(attachment.id): attachment for attachment in existing}
        result: list[Attachment] = []
        used: set[int] = set()
        for entry in entries if entries is not None else []:
            key = str(entry.get("id"))
            if key in kept:
                result.append(kept[key])
                continue
            if not key.isdigit() or int(key) not in uploads:
                raise invalid_form("attachments", f"Attachment {key} is neither an upload nor on the message.")
            used.add(int(key))
            result.append(self._new_attachment(uploads[int(key)], entry, channel_id))
        if entries is None:
            result.extend(existing)
        result.extend(self._new_attachment(u, {}, channel_id) for i, u in sorted(uploads.items()) if i not in used)
        return result

    def _new_attachment(self, upload: UploadedFile, entry: dict[str, Any], channel_id: int) -> Attachment:
        attachment_id = self._new_id()
        filename = entry.get("filename") or upload.filename
        guessed, _ = mimetypes.guess_type(filename)
        return Attachment(
            id=attachment_id,
            filename=filename,
            data=upload.data,
            url=self._attachment_url(channel_id, attachment_id, filename),
            description=entry.get("description"),
            content_type=guessed or upload.content_type,
        )

    def _apply_mentions(self, message: Message, *, via_interaction: bool) -> None:
        """Who gets pinged: users mentioned in content and allowed by allowed_mentions.

        Without allowed_mentions a bot message parses everything, an interaction reply only users.
        """
        allowed = message.allowed_mentions
        if allowed is None:
            parse = {"users"} if via_interaction else {"users", "roles", "everyone"}
            listed: set[int] = set()
        else:
            parse = set(allowed.get("parse") or [])
            listed = {int(user_id) for user_id in allowed.get("users") or []}
        mentioned = [int(match) for match in USER_MENTION.findall(message.content)]
        pinged = [uid for uid in dict.fromkeys(mentioned) if "users" in parse or uid in listed]
        message.mentions = [user for uid in pinged if (user := self._find_user(uid)) is not None]
        everyone = "@everyone" in message.content or "@here" in message.content
        message.mention_everyone = "everyone" in parse and everyone
