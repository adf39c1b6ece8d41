"""Every sentence a player reads, in their language: Project Fluent catalogues (a folder of `.ftl` files per
language beside this module) and the little glue around `fluent.runtime` and Babel.

`text` formats one whole message by its id, `say` a message a lower layer made (`rules.Message`: an id and typed
arguments); `language_of` turns a Discord locale or a browser's language into one of `LANGUAGES`. Depends on
nothing of ours (docs/translating.md)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Literal

from babel.lists import format_list
from babel.numbers import format_decimal, format_percent

from .catalogue import Catalogue, MessageError, Said, catalogue, speak_pseudo_english
from .languages import ENGLISH, LANGUAGES, NATIVE_NAMES, accepted_language, language_of

__all__ = [
    "ENGLISH",
    "LANGUAGES",
    "NATIVE_NAMES",
    "Catalogue",
    "MessageError",
    "Said",
    "accepted_language",
    "catalogue",
    "decimal",
    "language_of",
    "listed",
    "percent",
    "refusal_text",
    "say",
    "speak_pseudo_english",
    "text",
]


def text(language: str, key: str, args: Mapping[str, object] | None = None, /, **more: object) -> str:
    """The whole sentence `key` in `language`, English where that language lacks it."""
    return catalogue().text(language, key, {**(args or {}), **more})


def say(language: str, said: Said) -> str:
    """A message made below (an id and its arguments) in words."""
    return catalogue().say(language, said)


def refusal_text(language: str, error: BaseException) -> str:
    """What a refusal says, for a reader of `language`: its `message` in words, or its `sentence` as it was written
    (English); a record file's error (`rules.RecordFileError`) followed by the engine's refusal that stopped its
    replay (its `reason`). The command lines print the engine's refusals with it, in English."""
    message, reason = getattr(error, "message", None), getattr(error, "reason", None)
    if message is not None:
        return say(language, message)
    sentence = str(getattr(error, "sentence", error))
    if reason is not None and not isinstance(reason, str):
        return f"{sentence} {say(language, reason)}"
    return sentence


def listed(language: str, items: Sequence[str], *, style: Literal["standard", "or"] = "standard") -> str:
    """Items as the language lists them: ``Ann, Bob and Cy``, ``Ann, Bob und Cy`` (Babel's list patterns;
    `style` ``or`` for alternatives)."""
    if not items:
        return ""
    return str(format_list(list(items), style=style, locale=babel_locale(language)))


def decimal(language: str, value: float) -> str:
    """A figure with one decimal, as the language writes it: ``27.3`` in English, ``27,3`` in German."""
    return str(format_decimal(value, format="#,##0.0", locale=babel_locale(language)))


def percent(language: str, share: float) -> str:
    """A share (0 to 1) as a whole percentage, as the language writes it: ``67%``, ``67 %`` in German."""
    return str(format_percent(share, locale=babel_locale(language)))


def babel_locale(language: str) -> str:
    return "en_US" if language.startswith("qps") else language.replace("-", "_")
