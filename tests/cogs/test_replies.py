"""The one error handler: a refusal's sentence is shown as it is, through discord.py's wrappers; a bug is not.

`sentence_of` returning None is what makes `report_error` log the error and send the apology instead.
"""

from __future__ import annotations

import logging

import discord
import pytest
from discord import app_commands

import i18n
from cogs.support.replies import (
    ALREADY_ACKNOWLEDGED,
    UNKNOWN_INTERACTION,
    acknowledge,
    report_error,
    say_privately,
    sentence_of,
    within_limit,
)
from data import DuplicateInteractionError, GameClosedError, GameNotFoundError, StaleVersionError, StoreError
from play.errors import UserError
from play.texts import APOLOGY, MESSAGE_LIMIT, STALE_BUTTON
from rules import IllegalActionError, NotationError, NotYourTurnError, RulesError, parse_cell
from tests.stand_ins import stand_in
from tests.words import english


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


REFUSALS: list[UserError | RulesError | StoreError] = [
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
def test_a_refusal_reads_its_sentence_bare_or_wrapped(error: UserError | RulesError | StoreError) -> None:
    sentence = english(error)
    assert sentence and sentence_of(error, "en-US") == sentence
    assert sentence_of(invoked(error), "en-US") == sentence
    assert sentence_of(app_commands.CommandInvokeError(draw, error), "en-US") == sentence  # no __cause__: via .original


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
        assert sentence_of(wrapped, "en-US") == sentence
        assert sentence_of(invoked(wrapped), "en-US") == sentence


def test_a_transformer_error_of_discord_py_itself_reads_its_message() -> None:
    error = app_commands.TransformerError("x", discord.AppCommandOptionType.string, CellOption())
    assert sentence_of(error, "en-US") == "Failed to convert x to CellOption"


def test_a_failed_check_reads_its_message() -> None:
    assert sentence_of(app_commands.CheckFailure("Only the host can do that."), "en-US") == "Only the host can do that."
    assert "Manage Server" in (sentence_of(app_commands.MissingPermissions(["manage_guild"]), "en-US") or "")


@pytest.mark.parametrize(
    "bug", [ValueError("boom"), KeyError("seat"), AssertionError(), RuntimeError("the Zark cog is not loaded")]
)
def test_a_bug_has_no_sentence_so_the_player_gets_the_apology(bug: Exception) -> None:
    assert sentence_of(bug, "en-US") is None
    assert sentence_of(invoked(bug), "en-US") is None
    assert sentence_of(app_commands.CommandInvokeError(draw, bug), "en-US") is None


def test_an_error_whose_sentence_is_not_text_is_a_bug() -> None:
    class Odd(Exception):
        sentence = 42

    assert sentence_of(invoked(Odd()), "en-US") is None


def test_the_apology_and_the_stale_button_say_nothing_changed_or_what_to_do() -> None:
    apology, stale = i18n.say(i18n.ENGLISH, APOLOGY), i18n.say(i18n.ENGLISH, STALE_BUTTON)
    assert "Nothing was changed" in apology and "try again" in apology
    assert "newest message" in stale


class FakeInteraction:
    """Just enough of an Interaction for the reply helpers: what was sent, in order, and whether the first
    response was given; `refuse` is the error Discord answers the first response with."""

    def __init__(self, refuse: discord.HTTPException | None = None) -> None:
        self.sent: list[str] = []
        self.refuse = refuse
        self.response = self
        self.followup = self
        self.command = None
        self.data = {"custom_id": "zark:hand:1"}
        self.id = 77
        self.extras: dict[str, object] = {}
        self.locale = "en-US"
        self._done = False
        self.refusals = 0

    def is_done(self) -> bool:
        return self._done

    def _first(self, what: str) -> None:
        if self.refuse is not None:
            self.refusals += 1
            raise self.refuse
        self._done = True
        self.sent.append(what)

    async def defer(self, *, ephemeral: bool = False, thinking: bool = False) -> None:
        self._first(f"thinking ({'private' if ephemeral else 'public'})")

    async def send_message(self, text: str, **options: object) -> None:
        self._first(f"response: {text}")

    async def send(self, text: str, **options: object) -> None:
        self.sent.append(f"followup: {text}")


class FailedResponse:
    def __init__(self, status: int = 400) -> None:
        self.status = status
        self.reason = "Bad Request" if status < 500 else "Service Unavailable"


def discord_error(code: int, status: int = 400) -> discord.HTTPException:
    return discord.HTTPException(FailedResponse(status), {"code": code, "message": "refused"})


async def test_acknowledging_says_thinking_privately_once_and_the_reply_follows() -> None:
    interaction = FakeInteraction()
    await acknowledge(stand_in(discord.Interaction, interaction))
    await acknowledge(stand_in(discord.Interaction, interaction))  # answered already: nothing more is sent
    await say_privately(stand_in(discord.Interaction, interaction), "Done: Ann drew.")
    assert interaction.sent == ["thinking (private)", "followup: Done: Ann drew."]


async def test_a_public_acknowledgement_when_asked() -> None:
    interaction = FakeInteraction()
    await acknowledge(stand_in(discord.Interaction, interaction), private=False)
    assert interaction.sent == ["thinking (public)"]


async def test_a_reply_with_nothing_before_it_is_the_first_response() -> None:
    interaction = FakeInteraction()
    await say_privately(stand_in(discord.Interaction, interaction), "Pages: setup, draw.")
    assert interaction.sent == ["response: Pages: setup, draw."]


async def test_no_reply_is_longer_than_discord_allows() -> None:
    interaction = FakeInteraction()
    await say_privately(stand_in(discord.Interaction, interaction), "x" * 5000)
    [sent] = interaction.sent
    text = sent.removeprefix("response: ")
    assert len(text) == MESSAGE_LIMIT and text.endswith("…")
    assert within_limit("short") == "short" and within_limit("y" * MESSAGE_LIMIT) == "y" * MESSAGE_LIMIT


async def test_an_acknowledgement_discord_has_already_is_no_reason_to_drop_the_command() -> None:
    """Discord processed the defer but answered 5xx; discord.py tried again and was told 40060. The interaction is
    acknowledged (by this very command): it goes on, and its reply is a follow-up. A second delivery of a move is
    told apart by its interaction id in the store (`play.referee`), not by 40060."""
    interaction = FakeInteraction(refuse=discord_error(ALREADY_ACKNOWLEDGED))
    await acknowledge(stand_in(discord.Interaction, interaction))
    await say_privately(stand_in(discord.Interaction, interaction), "Done: Ann drew.")
    assert interaction.sent == ["followup: Done: Ann drew."]


async def test_a_first_response_answered_with_a_server_error_is_tried_again() -> None:
    interaction = FakeInteraction(refuse=discord_error(0, status=503))
    with pytest.raises(discord.HTTPException):  # Discord keeps failing: the command fails, with the apology
        await acknowledge(stand_in(discord.Interaction, interaction))
    assert interaction.refusals > 3  # tried for as long as its 3 s allow, not a fixed number of times
    interaction = FakeInteraction(refuse=discord_error(0, status=503))
    original = interaction._first

    def once_then_accepted(what: str) -> None:
        if interaction.refusals:
            interaction.refuse = None
        original(what)

    interaction._first = once_then_accepted  # type: ignore[method-assign]
    await acknowledge(stand_in(discord.Interaction, interaction))
    assert interaction.sent == ["thinking (private)"]


async def test_a_refusal_after_a_40060_still_reaches_the_player(caplog: pytest.LogCaptureFixture) -> None:
    interaction = FakeInteraction(refuse=discord_error(ALREADY_ACKNOWLEDGED))
    await report_error(stand_in(discord.Interaction, interaction), UserError("It is Bob's turn, not yours."))
    assert interaction.sent == ["followup: It is Bob's turn, not yours."]


async def test_an_interaction_answered_too_late_is_a_warning_without_a_reply(
    caplog: pytest.LogCaptureFixture,
) -> None:
    interaction = FakeInteraction(refuse=discord_error(UNKNOWN_INTERACTION))
    with pytest.raises(discord.HTTPException) as refused:
        await acknowledge(stand_in(discord.Interaction, interaction))
    await report_error(stand_in(discord.Interaction, interaction), refused.value)
    assert interaction.sent == []
    assert [(record.levelno, record.exc_info) for record in caplog.records] == [(logging.WARNING, None)]
    assert "too late" in caplog.text


async def test_any_other_failure_is_logged_as_an_error_with_the_apology(caplog: pytest.LogCaptureFixture) -> None:
    interaction = FakeInteraction()
    await report_error(stand_in(discord.Interaction, interaction), ValueError("boom"))
    assert interaction.sent == [f"response: {i18n.say(i18n.ENGLISH, APOLOGY)}"]
    assert [record.levelno for record in caplog.records] == [logging.ERROR]
