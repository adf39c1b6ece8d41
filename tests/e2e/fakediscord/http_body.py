"""Reading a bot's request body the way Discord does: JSON, or multipart with payload_json and files[n]."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from aiohttp import BodyPartReader, web

from .errors import DiscordAPIError, invalid_form

FILE_FIELD = re.compile(r"^files\[(\d+)\]$|^file(\d*)$")


@dataclass(frozen=True)
class UploadedFile:
    """One uploaded part; `index` is the n of files[n], which the payload's attachments[].id refers to."""

    index: int
    filename: str
    data: bytes
    content_type: str | None


@dataclass
class RequestBody:
    json: Any = None
    files: list[UploadedFile] = field(default_factory=list)

    def object(self) -> dict[str, Any]:
        """The JSON body as an object ({} when there was none); anything else is a form error."""
        if self.json is None:
            return {}
        if not isinstance(self.json, dict):
            raise invalid_form("_root", "Expected a JSON object.")
        return self.json


async def read_body(request: web.Request) -> RequestBody:
    """Parse the body once; a malformed body gets Discord's 50109-like 400 rather than a server error."""
    if request.content_type.startswith("multipart/"):
        return await _read_multipart(request)
    raw = await request.read()
    if not raw:
        return RequestBody()
    try:
        return RequestBody(json=json.loads(raw))
    except ValueError as exc:
        raise DiscordAPIError(400, 50109, f"The request body contains invalid JSON ({exc})") from exc


async def _read_multipart(request: web.Request) -> RequestBody:
    reader = await request.multipart()
    body = RequestBody()
    next_index = 0
    while (part := await reader.next()) is not None:
        if not isinstance(part, BodyPartReader):
            continue
        data = await part.read(decode=False)
        if part.name == "payload_json":
            try:
                body.json = json.loads(bytes(data))
            except ValueError as exc:
                raise DiscordAPIError(400, 50109, f"payload_json is invalid JSON ({exc})") from exc
            continue
        match = FILE_FIELD.match(part.name or "")
        if match is None:
            raise invalid_form(part.name or "?", "Unexpected multipart field.")
        index = int(match.group(1)) if match.group(1) is not None else next_index
        next_index = index + 1
        content_type = part.headers.get("Content-Type")
        body.files.append(UploadedFile(index, part.filename or f"file{index}", bytes(data), content_type))
    return body
