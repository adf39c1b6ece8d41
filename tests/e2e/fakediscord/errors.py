"""Errors: the ones the stand-in returns to the bot over HTTP, and the ones a test sees."""

from __future__ import annotations

from typing import Any

from .constants import ErrorCode


class DiscordAPIError(Exception):
    """An HTTP error answered to the bot with Discord's JSON body: {"message", "code", "errors"?}."""

    def __init__(self, status: int, code: ErrorCode | int, message: str, errors: dict[str, Any] | None = None) -> None:
        super().__init__(f"{status} {int(code)} {message}")
        self.status = status
        self.code = int(code)
        self.message = message
        self.errors = errors

    def body(self) -> dict[str, Any]:
        """The JSON body Discord sends for this error."""
        body: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors:
            body["errors"] = self.errors
        return body


def invalid_form(field: str, message: str, error_code: str = "BASE_TYPE_INVALID") -> DiscordAPIError:
    """Discord's 50035 "Invalid Form Body", naming the offending field the way Discord does."""
    errors: dict[str, Any] = {}
    node = errors
    parts = field.split(".")
    for part in parts[:-1]:
        node = node.setdefault(part, {})
    node[parts[-1]] = {"_errors": [{"code": error_code, "message": message}]}
    return DiscordAPIError(400, ErrorCode.INVALID_FORM_BODY, f"Invalid Form Body ({field}: {message})", errors)


def not_found(code: ErrorCode, what: str) -> DiscordAPIError:
    return DiscordAPIError(404, code, f"Unknown {what}")


class FakeDiscordError(AssertionError):
    """A test-side failure: something a test asked for did not happen, or could not happen on Discord.

    It subclasses AssertionError so pytest shows it as a test failure with its message.
    """


class InvalidInteractionError(FakeDiscordError, ValueError):
    """The test tried to send an interaction real Discord would never send (bad option, hidden button...)."""


class WaitTimeoutError(FakeDiscordError, TimeoutError):
    """Something awaited did not happen in time; the message says what was awaited."""


class BotDidNotRespondError(FakeDiscordError):
    """The bot did not acknowledge an interaction in time, or Discord refused its answer.

    `result` is the InteractionResult, so a test expecting this can still inspect what happened.
    """

    def __init__(self, message: str, result: Any = None) -> None:
        super().__init__(message)
        self.result = result
