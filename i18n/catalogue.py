"""The catalogues: every language's `.ftl` files read into one Fluent bundle per language, and whole sentences
formatted from them.

A message is formatted in the reader's language when that language has it, else in English: whole sentences,
never half. Its arguments are strings, numbers, dates, or other messages (anything with a ``key`` and ``args``,
as `rules.Message` has), which are formatted first in the same language: a card's name inside a refusal; a tuple of
them is a list, each item so formatted and the items written one after the other with commas (``Q♥, Joker``)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Mapping
from datetime import date, datetime
from functools import cache, lru_cache, partial
from pathlib import Path
from typing import Protocol

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax.ast import Resource

from .languages import ENGLISH, LANGUAGES

log = logging.getLogger(__name__)

HERE = Path(__file__).resolve().parent


class Said(Protocol):
    """A message to be put in words: its id in the catalogues and its arguments (`rules.Message` is one)."""

    @property
    def key(self) -> str: ...

    @property
    def args(self) -> Mapping[str, object]: ...


class MessageError(LookupError):
    """A message the catalogues do not have, or one that could not be formatted with its arguments: a bug."""


def folder(language: str) -> Path:
    return HERE / language


def sources(language: str) -> Iterator[tuple[Path, str]]:
    """A language's catalogue files and their text, in name order."""
    for path in sorted(folder(language).glob("*.ftl")):
        yield path, path.read_text(encoding="utf-8")


class Catalogue:
    """The bundles of some languages, English always among them; `text` formats a message in one of them."""

    def __init__(self, texts: Mapping[str, str | Callable[[], str]], *, strict: bool = False) -> None:
        """`texts`: each language's whole catalogue text, or what reads it: a language's bundle is made the first
        time a message is asked of it (reading and parsing a language costs a few tenths of a second, which a
        process that never speaks it does not pay). `strict` raises `MessageError` on any formatting error (the
        tests), instead of logging it and showing what could be formatted."""
        if ENGLISH not in texts:
            raise MessageError("The catalogues have no English")
        self.strict = strict
        self._texts = dict(texts)
        self._bundles: dict[str, FluentBundle] = {}

    def bundle(self, language: str) -> FluentBundle | None:
        """The bundle of `language`, made on first use; None for a language the catalogues do not have."""
        if language not in self._bundles:
            text = self._texts.get(language)
            if text is None:
                return None
            bundle = FluentBundle([fluent_locale(language)], use_isolating=False)
            bundle.add_resource(parsed(text if isinstance(text, str) else text()))
            self._bundles[language] = bundle
        return self._bundles[language]

    def has(self, key: str, language: str = ENGLISH) -> bool:
        bundle = self.bundle(language)
        return bundle is not None and bundle.has_message(key)

    def text(self, language: str, key: str, args: Mapping[str, object] | None = None) -> str:
        """The whole sentence `key` in `language` (English if that language lacks it), with `args` in it."""
        bundle = self.bundle(language)
        if bundle is None or not bundle.has_message(key):
            bundle, language = self.bundle(ENGLISH), ENGLISH
            if bundle is None or not bundle.has_message(key):
                raise MessageError(f"No message {key!r} in the catalogues")
        pattern = bundle.get_message(key).value
        if pattern is None:
            raise MessageError(f"The message {key!r} has no value")
        values = {name: self._value(language, value) for name, value in (args or {}).items()}
        text, errors = bundle.format_pattern(pattern, values)
        if errors:
            if self.strict:
                raise MessageError(f"{language} {key}: {errors}")
            log.error("Formatting %s in %s: %s", key, language, errors)
        return str(text)

    def say(self, language: str, said: Said) -> str:
        """A message (`Said`) in words."""
        return self.text(language, said.key, said.args)

    def _value(self, language: str, value: object) -> str | int | float | date | datetime:
        if isinstance(value, bool):
            return str(value).lower()
        if isinstance(value, str | int | float | date | datetime):
            return value
        if hasattr(value, "key") and hasattr(value, "args"):
            return self.say(language, value)
        if isinstance(value, tuple | list):  # a list of cards: each in words, one after the other
            return ", ".join(str(self._value(language, item)) for item in value)
        return str(value)


@lru_cache(maxsize=32)
def parsed(text: str) -> Resource:
    """A catalogue text parsed, once per text: bundles made again of the same text (the tests make many) share it."""
    return FluentResource(text)


def fluent_locale(language: str) -> str:
    """The locale a bundle's plural rules and numbers follow: the language's own (the pseudo-language's is
    English's)."""
    return ENGLISH if language.startswith("qps") else language


def whole_text(language: str) -> str:
    return "\n".join(text for _, text in sources(language))


@cache
def catalogue() -> Catalogue:
    """Every language's catalogue, each read when first spoken."""
    return Catalogue({language: partial(whole_text, language) for language in LANGUAGES})


@cache
def command_catalogue() -> Catalogue:
    """The slash commands' names and descriptions alone (``commands.ftl``), which the bot reads in every language at
    each start (`cogs.support.translator`), without paying for the whole catalogues."""
    return Catalogue({language: partial(_read, folder(language) / "commands.ftl") for language in LANGUAGES})


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8") if path.exists() else ""
