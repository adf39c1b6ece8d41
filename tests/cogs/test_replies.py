"""The one error handler: a refusal's sentence is shown as it is, through discord.py's wrappers; a bug is not.

`sentence_of` returning None is what makes `report_error` log the error and send the apology instead.
"""

from __future__ import annotations

import asyncio

import discord
import pytest
from discord import app_commands

from cogs.replies import acknowledge_privately, say_privately, sentence_of
from cogs.texts import APOLOGY, STALE_BUTTON, UserError
from data import DuplicateInteractionError, GameClosedError, GameNotFoundError, StaleVersionError
from rules import IllegalActionError, NotationError, NotYourTurnError, parse_cell


@app_commands.command(name="draw", description="Draw three more cards.")
async def draw(interaction: discord.Interaction) -> None:
    """A real command object, for discord.py's CommandInvokeError to name."""


def invoked(error: Exception) -> app_commands.CommandInvokeError:
    """What discord.py raises when a command body raises `error` (``raise CommandInvokeError(...) from error``)."""
    try:
        try:
            raise error
        except Exception as original:
            raise app_commands.CommandInvokeError(draw, original) from original
    except app_commands.CommandInvokeError as wrapped:
        return wrapped


REFUSALS = [
    UserError("It is Bob's turn, not yours."),
    IllegalActionError("The 5♠ is not in your hand."),
    NotYourTurnError("It is Ann's turn, not yours."),
    NotationError("'ZZ' is not a card."),
    StaleVersionError(1, 3, 4),
    DuplicateInteractionError(77, 1, 3),
    GameNotFoundError(12),
    GameClosedError(1, "finished", "This game is over."),
]


@pytest.mark.parametrize("error", REFUSALS, ids=lambda e: type(e).__name__)
def test_a_refusal_reads_its_sentence_bare_or_wrapped(error: Exception) -> None:
    sentence = error.sentence  # type: ignore[attr-defined]
    assert sentence and sentence_of(error) == sentence
    assert sentence_of(invoked(error)) == sentence
    assert sentence_of(app_commands.CommandInvokeError(draw, error)) == sentence  # no __cause__: via .original


class CellOption(app_commands.Transformer):
    """A Transformer that reads a cell, as a command option might."""

    async def transform(self, interaction: discord.Interaction, value: str) -> object:
        return parse_cell(value)


def test_a_refusal_inside_a_transformer_error_reads_its_sentence() -> None:
    try:
        try:
            parse_cell("14N")
        except NotationError as original:  # what discord.py does when a transformer raises
            raise app_commands.TransformerError("14N", discord.AppCommandOptionType.string, CellOption()) from original
    except app_commands.TransformerError as wrapped:
        sentence = "'14N' is not a cell name. Cells are named like M13: a letter, then a number."
        assert sentence_of(wrapped) == sentence
        assert sentence_of(invoked(wrapped)) == sentence


def test_a_transformer_error_of_discord_py_itself_reads_its_message() -> None:
    error = app_commands.TransformerError("x", discord.AppCommandOptionType.string, CellOption())
    assert sentence_of(error) == "Failed to convert x to CellOption"


def test_a_failed_check_reads_its_message() -> None:
    assert sentence_of(app_commands.CheckFailure("Only the host can do that.")) == "Only the host can do that."
    assert "Manage Server" in (sentence_of(app_commands.MissingPermissions(["manage_guild"])) or "")


@pytest.mark.parametrize(
    "bug", [ValueError("boom"), KeyError("seat"), AssertionError(), RuntimeError("the Zark cog is not loaded")]
)
def test_a_bug_has_no_sentence_so_the_player_gets_the_apology(bug: Exception) -> None:
    assert sentence_of(bug) is None
    assert sentence_of(invoked(bug)) is None
    assert sentence_of(app_commands.CommandInvokeError(draw, bug)) is None


def test_an_error_whose_sentence_is_not_text_is_a_bug() -> None:
    class Odd(Exception):
        sentence = 42

    assert sentence_of(invoked(Odd())) is None


def test_the_apology_and_the_stale_button_say_nothing_changed_or_what_to_do() -> None:
    assert "Nothing was changed" in APOLOGY and "try again" in APOLOGY
    assert "newest message" in STALE_BUTTON


class SlowAcknowledgement:
    """Just enough of an Interaction for the reply helpers: an acknowledgement that finishes when the test says,
    and a log of what was sent in which order."""

    def __init__(self, fails: bool = False) -> None:
        self.extras: dict[object, object] = {}
        self.sent: list[str] = []
        self.release = asyncio.Event()
        self.fails = fails
        self.response = self
        self.followup = self
        self._done = False

    async def defer(self, **options: object) -> None:
        await self.release.wait()
        if self.fails:
            raise discord.NotFound(FailedResponse(), {"code": 10062, "message": "Unknown interaction"})
        self._done = True
        self.sent.append("acknowledged")

    def is_done(self) -> bool:
        return self._done

    async def send(self, text: str, **options: object) -> None:
        self.sent.append(f"followup: {text}")

    async def send_message(self, text: str, **options: object) -> None:
        self.sent.append(f"response: {text}")


class FailedResponse:
    status = 404
    reason = "Not Found"


async def test_a_quick_reply_is_the_first_response_and_nothing_is_deferred() -> None:
    interaction = SlowAcknowledgement()
    acknowledge_privately(interaction, after=0.05)  # type: ignore[arg-type]
    interaction.release.set()
    await say_privately(interaction, "Done: Ann drew.")  # type: ignore[arg-type]
    await asyncio.sleep(0.1)  # past the moment it would have been acknowledged: it was called off
    assert interaction.sent == ["response: Done: Ann drew."]


async def test_slow_work_is_acknowledged_and_the_reply_follows_the_acknowledgement() -> None:
    interaction = SlowAcknowledgement()
    acknowledge_privately(interaction, after=0.01)  # type: ignore[arg-type]
    await asyncio.sleep(0.05)  # the work takes longer than that: the acknowledgement begins
    replying = asyncio.create_task(say_privately(interaction, "Done: Ann drew."))  # type: ignore[arg-type]
    await asyncio.sleep(0.01)
    assert interaction.sent == [] and not replying.done()  # held back: a followup before the ack is refused
    interaction.release.set()
    await replying
    assert interaction.sent == ["acknowledged", "followup: Done: Ann drew."]


async def test_a_failed_acknowledgement_is_raised_where_the_reply_is_sent() -> None:
    interaction = SlowAcknowledgement(fails=True)
    acknowledge_privately(interaction, after=0)  # type: ignore[arg-type]
    await asyncio.sleep(0.01)
    interaction.release.set()
    with pytest.raises(discord.NotFound):
        await say_privately(interaction, "Done: Ann drew.")  # type: ignore[arg-type]
    assert interaction.sent == []
