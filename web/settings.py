"""The web companion's settings, read from the environment by the bot's `config.Config` and by ``python -m web``:
where it listens (ZARK_WEB_HOST, ZARK_WEB_PORT, ``off`` to turn it off), the public address players reach
(ZARK_WEB_URL: without it the bot posts no links) and the request limit per client address."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from urllib.parse import urlsplit

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8080


class WebSettingError(ValueError):
    """A malformed web setting: the message is the one line the operator reads."""


@dataclass(frozen=True)
class WebSettings:
    """How the site runs: where it listens (`port` None: not at all), its public address (for links and link
    previews; None: no links, addresses relative to the page) and the request limit per client address."""

    host: str = DEFAULT_HOST
    port: int | None = DEFAULT_PORT
    public_url: str | None = None
    per_minute: int = 600
    burst: int = 120
    secret: str | None = field(default=None, repr=False)  # ZARK_WEB_SECRET: signs private links (else one is made)

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> WebSettings:
        host = env.get("ZARK_WEB_HOST", "").strip() or DEFAULT_HOST
        port_text = env.get("ZARK_WEB_PORT", "").strip() or str(DEFAULT_PORT)
        if port_text.lower() == "off":
            port = None
        elif port_text.isdigit() and 1 <= int(port_text) <= 65535:
            port = int(port_text)
        else:
            raise WebSettingError(f"ZARK_WEB_PORT must be a port number from 1 to 65535, or off, not {port_text!r}.")
        url = env.get("ZARK_WEB_URL", "").strip().rstrip("/") or None
        if url is not None:
            parts = urlsplit(url)
            if parts.scheme not in {"http", "https"} or not parts.netloc or parts.query or parts.fragment:
                raise WebSettingError(
                    f"ZARK_WEB_URL must be the site's public address, like https://zark.example.org, not {url!r}."
                )
        limit = env.get("ZARK_WEB_REQUESTS_PER_MINUTE", "").strip() or "600"
        if not limit.isdigit() or not 1 <= int(limit) <= 1_000_000:
            raise WebSettingError(
                f"ZARK_WEB_REQUESTS_PER_MINUTE must be a whole number from 1 to 1000000, not {limit!r}."
            )
        secret = env.get("ZARK_WEB_SECRET", "").strip() or None
        if secret is not None and len(secret) < 32:
            raise WebSettingError("ZARK_WEB_SECRET must be at least 32 characters long (or empty: one is made).")
        return cls(
            host=host, port=port, public_url=url, per_minute=int(limit), burst=max(1, int(limit) // 5), secret=secret
        )
