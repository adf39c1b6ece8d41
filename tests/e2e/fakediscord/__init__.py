"""A local stand-in for Discord's API (REST v10 and the gateway) that a real discord.py bot can talk to.

Start it with `async with FakeDiscord() as fd:`, point the bot at `fd.bot_env()`, then act as users
(`fd.slash`, `fd.autocomplete`, `fd.click`, `fd.select`, `fd.submit_modal`) and read what the bot did.
"""

from __future__ import annotations

from .constants import CallbackType, ErrorCode, Intent, MessageFlag, Permission
from .driver import Choice, FakeDiscord
from .errors import (
    BotDidNotRespondError,
    FakeDiscordError,
    InvalidInteractionError,
    WaitTimeoutError,
)
from .interactions import InteractionResult, Status
from .models import Attachment, Channel, Guild, Message, User
from .process import BotProcess
from .world import Rejection

__all__ = [
    "Attachment",
    "BotDidNotRespondError",
    "BotProcess",
    "CallbackType",
    "Channel",
    "Choice",
    "ErrorCode",
    "FakeDiscord",
    "FakeDiscordError",
    "Guild",
    "Intent",
    "InteractionResult",
    "InvalidInteractionError",
    "Message",
    "MessageFlag",
    "Permission",
    "Rejection",
    "Status",
    "User",
    "WaitTimeoutError",
]
