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
from typing import TYPE_CHECKING, cast

import aiohttp
import discord
from discord import app_commands

import i18n
from i18n import language_of
from play.referee import Venue
from play.texts import APOLOGY, MESSAGE_LIMIT
from rules import Message

if TYPE_CHECKING:
    from bot import ZarkBot

log = logging.getLogger(__name__)
ALREADY_ACKNOWLEDGED = 40060  # Discord's code for a second first response to one interaction
UNKNOWN_INTERACTION = 10062  # ...and for a first response after its 3 seconds: the interaction is gone


def bot_of(interaction: discord.Interaction) -> ZarkBot:
    """The bot an interaction reached (discord.py types it as any client)."""
    return cast("ZarkBot", interaction.client)


def place_of(interaction: discord.Interaction) -> Venue:
    """Where a command was typed: the game of that channel or thread is the one it acts on."""
    return Venue(interaction.channel_id or 0, interaction.guild_id)


def mentioning(*user_ids: int) -> discord.AllowedMentions:
    """Ping exactly these users: never @everyone, roles or anyone else named in the text."""
    return discord.AllowedMentions(
        everyone=False, roles=False, replied_user=False, users=[discord.Object(u) for u in user_ids]
    )


def unwrapped(error: BaseException) -> BaseException:
    """The error a command or transformer raised, from inside discord.py's wrappers."""
    while isinstance(error, app_commands.CommandInvokeError | app_commands.TransformerError) and error.__cause__:
        error = error.__cause__
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    return error


def reader(interaction: discord.Interaction) -> str:
    """The language of the player an interaction came from: a reply only they see is in it."""
    return language_of(interaction.locale)


def sentence_of(error: BaseException, language: str) -> str | None:
    """The player-facing sentence of a refusal in `language`, looking through discord.py's wrappers."""
    error = unwrapped(error)
    message = getattr(error, "message", None)
    if isinstance(message, Message):
        return i18n.say(language, message)
    sentence = getattr(error, "sentence", None)
    if isinstance(sentence, str):
        return sentence
    if isinstance(error, app_commands.CheckFailure | app_commands.TransformerError):
        return str(error)
    return None


#: Set in an interaction's `extras` once Discord has it acknowledged though discord.py could not see it answered.
ACKNOWLEDGED = "zark-acknowledged"
#: Seconds between tries of a first response that failed for a while (a server error, a burst of 429s, a dropped
#: connection), and how long it is tried: Discord gives an interaction 3 s for its first response.
ACK_RETRY_SECONDS, ACK_WINDOW_SECONDS = 0.25, 2.5


def is_transient(error: BaseException) -> bool:
    """Whether an error may go away by itself: Discord's 5xx or 429, a dropped connection, a timeout."""
    if isinstance(error, discord.HTTPException):
        return error.status >= 500 or error.status == 429
    return isinstance(error, aiohttp.ClientError | asyncio.TimeoutError | ConnectionError)


def discord_failed(error: BaseException) -> bool:
    """Whether an error is Discord's (any HTTP error) or a passing one on the way to it, rather than a bug here."""
    return isinstance(error, discord.HTTPException) or is_transient(error)


def responded(interaction: discord.Interaction) -> bool:
    """Whether the interaction has its first response (so anything more goes out as a follow-up)."""
    return interaction.response.is_done() or bool(interaction.extras.get(ACKNOWLEDGED))


async def acknowledge(interaction: discord.Interaction, *, private: bool = True, update: bool = False) -> None:
    """The interaction's first response, sent before any other work: "thinking…", seen by the caller alone
    unless `private` is False (or, with `update`, a button's silent "I am on it", the message to be edited after).
    However long the work then takes (a busy database, a queue of boards), the interaction is answered well inside
    Discord's 3 seconds. Does nothing if it was answered already.

    A first response that fails for a passing reason (a server error, a burst of 429s that outlasts discord.py's own
    tries, a dropped connection) is tried again for as long as Discord's 3 s allow: otherwise the player's command
    would fail for a moment's trouble, or stay "thinking" for ever. Discord may process a first response and still
    answer 5xx (or lose its answer): the next try is then told the interaction was acknowledged already (40060).
    That is this response's own success, not a second delivery of the interaction, so the command goes on; a second
    delivery of a move is told apart by its interaction id, which the store keeps with the move (`play.referee`)."""
    if responded(interaction):
        return
    loop = asyncio.get_running_loop()
    deadline = loop.time() + ACK_WINDOW_SECONDS
    while True:
        try:
            if update:
                await interaction.response.defer()
            else:
                await interaction.response.defer(ephemeral=private, thinking=True)
            return
        except Exception as error:
            if isinstance(error, discord.HTTPException) and error.code == ALREADY_ACKNOWLEDGED:
                interaction.extras[ACKNOWLEDGED] = True
                return
            if not is_transient(error) or loop.time() + ACK_RETRY_SECONDS > deadline:
                raise
            log.info("The first response to interaction %s failed (%s); trying again", interaction.id, error)
        await asyncio.sleep(ACK_RETRY_SECONDS)


def within_limit(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """`text` cut to fit a message (Discord refuses a longer one, and the player would get no answer at all)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


async def say_privately(
    interaction: discord.Interaction, text: str, *, view: discord.ui.View = discord.utils.MISSING
) -> None:
    """A private reply, whether or not the interaction was already answered or deferred; it pings nobody."""
    text, quiet = within_limit(text), discord.AllowedMentions.none()
    if not responded(interaction):
        try:
            await interaction.response.send_message(text, ephemeral=True, view=view, allowed_mentions=quiet)
            return
        except discord.HTTPException as error:
            if error.code != ALREADY_ACKNOWLEDGED:
                raise
            interaction.extras[ACKNOWLEDGED] = True  # Discord has a first response already: follow it up
    await interaction.followup.send(text, ephemeral=True, view=view, allowed_mentions=quiet)


def first_response_refused(interaction: discord.Interaction, error: BaseException, code: int) -> bool:
    """Whether `error` is Discord refusing this interaction's first response with `code`."""
    error = unwrapped(error)
    return isinstance(error, discord.HTTPException) and error.code == code and not interaction.response.is_done()


async def report_error(interaction: discord.Interaction, error: BaseException) -> None:
    if first_response_refused(interaction, error, ALREADY_ACKNOWLEDGED):
        # Discord has the interaction acknowledged already (a first response whose answer was lost): the refusal
        # goes out as a follow-up.
        interaction.extras[ACKNOWLEDGED] = True
    if first_response_refused(interaction, error, UNKNOWN_INTERACTION):
        # Too late to answer at all (the bot was stopped or overwhelmed for over 3 s): the player saw "did not
        # respond", nothing was done, and no reply can reach them now.
        log.warning("%s (interaction %s) came too late to be answered", _what(interaction), interaction.id)
        return
    language = reader(interaction)
    sentence = sentence_of(error, language)
    if sentence is None:
        log.error("Unexpected error in %s", _what(interaction), exc_info=error)
        sentence = i18n.say(language, APOLOGY)
    try:
        await say_privately(interaction, sentence)
    except Exception as failure:
        if not discord_failed(failure):
            raise
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
    data: dict[str, object] = dict(interaction.data or {})
    return f"component {data.get('custom_id', '?')}"


class ZarkTree(app_commands.CommandTree):
    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        await report_error(interaction, error)
