"""A player's own view on the web: an address only they receive (under their hand's reply in Discord), that shows
their hand with the table, read-only, for `LIFETIME`.

The address is ``/p/TOKEN/SEAT/EXPIRES/SIGNATURE``: the game's token, the seat, when it expires (seconds since the
Unix epoch) and an HMAC-SHA256 of those three with the bot's secret, ZARK_WEB_SECRET or, without it, a secret made
once and kept in the store (`data.web.WebStore.web_value`), so the bot and every web process sign alike. Nothing in
it can be changed without the secret: another seat, a later expiry or another game is a forgery, answered 403.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import weakref
from datetime import datetime, timedelta

from data import GameStore

LIFETIME = timedelta(hours=24)
#: Where the made secret is kept (`data.web`'s values).
SECRET_KEY = "link-secret"
_SECRETS: weakref.WeakKeyDictionary[GameStore, bytes] = weakref.WeakKeyDictionary()


async def link_secret(store: GameStore, configured: str | None) -> bytes:
    """The secret private links are signed with: the configured one, else the store's (made on first need)."""
    if configured:
        return configured.encode()
    kept = _SECRETS.get(store)
    if kept is None:
        kept = (await store.web_value(SECRET_KEY, secrets.token_hex(32))).encode()
        _SECRETS[store] = kept
    return kept


def signature(secret: bytes, token: str, seat: int, expires: int) -> str:
    digest = hmac.new(secret, f"{token}/{seat}/{expires}".encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).decode().rstrip("=")


def own_path(secret: bytes, token: str, seat: int, now: datetime) -> str:
    """The path of `seat`'s own view of the game of `token`, valid for `LIFETIME` from `now`."""
    expires = int((now + LIFETIME).timestamp())
    return f"/p/{token}/{seat}/{expires}/{signature(secret, token, seat, expires)}"


def valid(secret: bytes, token: str, seat: int, expires: int, signed: str, *, now: datetime) -> bool:
    """Whether a private address is one the bot gave, and has not expired."""
    if expires <= now.timestamp() or expires > (now + LIFETIME).timestamp() + 60:
        return False
    return hmac.compare_digest(signature(secret, token, seat, expires), signed)
