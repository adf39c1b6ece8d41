"""Reading a bot's request body the way Discord does: JSON, or multipart with payload_json and files[n]."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote

from aiohttp import hdrs, web

from .errors import DiscordAPIError, invalid_form

FILE_FIELD = re.compile(r"^files\[(\d+)\]$|^file(\d*)$")
HEADER_PARAM = re.compile(r';\s*([^\s=;]+)\s*=\s*(?:("(?:[^"\\]|\\.)*")|([^;]*))')


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
    """Parse the body once; a malformed body gets Discord's 50109-like 400 rather than a server error.

    Read by hand from the raw header and bytes: aiohttp's own content-type and multipart parsing cost a few
    milliseconds per upload, which made the stand-in, not the bot, the slow side of bench/e2e.py.
    """
    content_type = request.headers.get(hdrs.CONTENT_TYPE, "")
    raw = await request.read()
    if content_type.lower().startswith("multipart/"):
        return parse_multipart(raw, content_type)
    if not raw:
        return RequestBody()
    try:
        return RequestBody(json=json.loads(raw))
    except ValueError as exc:
        raise DiscordAPIError(400, 50109, f"The request body contains invalid JSON ({exc})") from exc


def parse_multipart(raw: bytes, content_type: str) -> RequestBody:
    """A multipart/form-data body: payload_json, and files[n] (or file, file1...) parts."""
    boundary = _header_params(content_type).get("boundary")
    if not boundary:
        raise DiscordAPIError(400, 50109, "The multipart body has no boundary")
    chunks = (b"\r\n" + raw).split(b"\r\n--" + boundary.encode())
    if len(chunks) < 2 or not chunks[-1].startswith(b"--"):
        raise DiscordAPIError(400, 50109, "The multipart body is not closed by its boundary")
    body = RequestBody()
    next_index = 0
    for chunk in chunks[1:-1]:
        head, separator, data = chunk.partition(b"\r\n\r\n")
        if not separator:
            raise DiscordAPIError(400, 50109, "A multipart part has no blank line after its headers")
        headers = {}
        for line in head.decode("utf-8", errors="replace").split("\r\n"):
            name, colon, value = line.partition(":")
            if colon:
                headers[name.strip().lower()] = value.strip()
        disposition = _header_params(headers.get("content-disposition", ""))
        name = disposition.get("name", "")
        if name == "payload_json":
            try:
                body.json = json.loads(data)
            except ValueError as exc:
                raise DiscordAPIError(400, 50109, f"payload_json is invalid JSON ({exc})") from exc
            continue
        match = FILE_FIELD.match(name)
        if match is None:
            raise invalid_form(name or "?", "Unexpected multipart field.")
        index = int(match.group(1)) if match.group(1) is not None else next_index
        next_index = index + 1
        filename = disposition.get("filename") or f"file{index}"
        body.files.append(UploadedFile(index, filename, data, headers.get("content-type")))
    return body


def _header_params(value: str) -> dict[str, str]:
    """The `key=value` parameters after the first `;` of a header: quoted strings unescaped, and RFC 5987
    `key*=utf-8''percent-encoded` values decoded under the plain key."""
    params: dict[str, str] = {}
    extended: dict[str, str] = {}  # these win over the plain form of the same key
    for key, quoted, token in HEADER_PARAM.findall(value):
        if quoted:
            params[key.lower()] = re.sub(r"\\(.)", r"\1", quoted[1:-1])
        elif key.endswith("*") and token.count("'") == 2:
            charset, _, encoded = token.strip().split("'", 2)
            extended[key[:-1].lower()] = unquote(encoded, charset or "utf-8", errors="replace")
        else:
            params[key.lower()] = token.strip()
    return params | extended
