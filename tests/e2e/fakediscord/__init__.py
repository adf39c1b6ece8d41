"""A local stand-in for Discord's API (REST v10 and the gateway) that a real discord.py bot can talk to.

Start it with `async with FakeDiscord() as fd:`, point the bot at `fd.bot_env()`, then act as users
(`fd.slash`, `fd.autocomplete`, `fd.click`, `fd.select`, `fd.submit_modal`) and read what the bot did. Discord's
real rate limits (`fd.limits`) and its faults (`fd.faults`) are there to switch on.
"""

from __future__ import annotations

from .acting import Choice
from .constants import CallbackType, ErrorCode, Intent, MessageFlag, Permission
from .driver import FakeDiscord
from .errors import (
    BotDidNotRespondError,
    FakeDiscordError,
    InvalidInteractionError,
    WaitTimeoutError,
)
from .faults import FaultKind, Faults, InjectedFault, RoutePattern
from .interactions import InteractionResult, Status
from .limits import RateLimitHit, RateLimits
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
    "FaultKind",
    "Faults",
    "Guild",
    "InjectedFault",
    "Intent",
    "InteractionResult",
    "InvalidInteractionError",
    "Message",
    "MessageFlag",
    "Permission",
    "RateLimitHit",
    "RateLimits",
    "Rejection",
    "RoutePattern",
    "Status",
    "User",
    "WaitTimeoutError",
]
