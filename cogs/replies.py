"""Replying privately, and the one error handler every command and component goes through.

An error that carries a `sentence` (rules, store or our own `UserError`) is a refusal: the player reads the
sentence privately and nothing changed. Anything else is a bug: it is logged with its traceback and the player
gets a short private apology, never silence.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import discord
from discord import app_commands

from .texts import APOLOGY

log = logging.getLogger(__name__)


def mentioning(*user_ids: int) -> discord.AllowedMentions:
    """Ping exactly these users: never @everyone, roles or anyone else named in the text."""
    return discord.AllowedMentions(
        everyone=False, roles=False, replied_user=False, users=[discord.Object(u) for u in user_ids]
    )


def sentence_of(error: BaseException) -> str | None:
    """The player-facing sentence of a refusal, looking through discord.py's wrappers."""
    while isinstance(error, app_commands.CommandInvokeError | app_commands.TransformerError) and error.__cause__:
        error = error.__cause__
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    sentence = getattr(error, "sentence", None)
    if isinstance(sentence, str):
        return sentence
    if isinstance(error, app_commands.CheckFailure | app_commands.TransformerError):
        return str(error)
    return None


_ACKNOWLEDGING = "zark.acknowledging"  # key in `Interaction.extras`

#: Seconds of work after which a turn says "thinking…" first. A turn's reply normally comes within milliseconds and
#: is then itself the interaction's first response: one call to Discord instead of two, and no placeholder
#: flashing by. Slow work (a busy database, say) is acknowledged well inside Discord's 3-second limit.
ACKNOWLEDGE_AFTER = 1.0


class _Acknowledgement:
    """A private "thinking…" acknowledgement that starts only if the reply has not come by then."""

    def __init__(self, interaction: discord.Interaction, after: float) -> None:
        self.begun = False
        self.task = asyncio.ensure_future(self._later(interaction, after))

    async def _later(self, interaction: discord.Interaction, after: float) -> None:
        await asyncio.sleep(after)
        self.begun = True
        await interaction.response.defer(ephemeral=True, thinking=True)


def acknowledge_privately(interaction: discord.Interaction, *, after: float = ACKNOWLEDGE_AFTER) -> None:
    """Arrange the private acknowledgement of slow work and go on at once (see `ACKNOWLEDGE_AFTER`). Every
    private reply goes through `acknowledged` first, so it is either the first response or follows the
    acknowledgement, never races it."""
    interaction.extras[_ACKNOWLEDGING] = _Acknowledgement(interaction, after)


async def acknowledged(interaction: discord.Interaction) -> None:
    """Before a reply: call off an acknowledgement that has not begun (the reply will be the first response), or
    wait for one under way (raising what it raised)."""
    pending = interaction.extras.get(_ACKNOWLEDGING)
    if pending is None:
        return
    if not pending.begun:
        pending.task.cancel()  # still asleep: nothing was sent
        return
    await pending.task


async def say_privately(interaction: discord.Interaction, text: str, **kwargs: object) -> None:
    """A private reply, whether or not the interaction was already answered or deferred."""
    kwargs.setdefault("allowed_mentions", discord.AllowedMentions.none())
    await acknowledged(interaction)
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, **kwargs)  # type: ignore[arg-type]
    else:
        await interaction.response.send_message(text, ephemeral=True, **kwargs)  # type: ignore[arg-type]


async def report_error(interaction: discord.Interaction, error: BaseException) -> None:
    sentence = sentence_of(error)
    if sentence is None:
        log.error("Unexpected error in %s", _what(interaction), exc_info=error)
        sentence = APOLOGY
    try:
        await say_privately(interaction, sentence)
    except discord.HTTPException:
        log.warning("Could not tell the player about an error in %s", _what(interaction), exc_info=True)


@asynccontextmanager
async def guarded(interaction: discord.Interaction) -> AsyncIterator[None]:
    """For component callbacks: the same error handling as the command tree's `on_error`."""
    try:
        yield
    except Exception as error:  # every failure gets a reply; refusals are not bugs
        await report_error(interaction, error)


def _what(interaction: discord.Interaction) -> str:
    if interaction.command is not None:
        return f"/{interaction.command.qualified_name}"
    data = interaction.data or {}
    return f"component {data.get('custom_id', '?')}"


class ZarkTree(app_commands.CommandTree):
    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        await report_error(interaction, error)
