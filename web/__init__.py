"""The web companion: a second adapter over `play/` beside `cogs/`, an `aiohttp.web` application whose pages are
rendered on the server (Jinja2, autoescaped) with plain CSS and a little JavaScript that only enhances.

`make_app` builds the application over a store; `start_site` runs it on a host and port inside the bot's process
(bot.py) and `python -m web` runs it alone against the same database. No Discord here, no SQL: only `play.web`.
"""

from __future__ import annotations

from .app import make_app, start_site
from .settings import WebSettingError, WebSettings

__all__ = ["WebSettingError", "WebSettings", "make_app", "start_site"]
