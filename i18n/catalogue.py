"""The catalogues: every language's `.ftl` files read into one Fluent bundle per language, and whole sentences
formatted from them.

A message is formatted in the reader's language when that language has it, else in English: whole sentences,
never half. Its arguments are strings, numbers, dates, or other messages (anything with a ``key`` and ``args``,
as `rules.Message` has), which are formatted first in the same language: a card's name inside a refusal; a tuple of
them is a list, each item so formatted and the items written one after the other with commas (``Q♥, Joker``)."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterator, Mapping
from datetime import date, datetime
from functools import cache, partial
from pathlib import Path
from typing import Any, Protocol, cast

from fluent.runtime import FluentBundle
from fluent.runtime.resolver import Message as FluentMessage
from fluent.runtime.resolver import Pattern
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from .languages import ENGLISH, LANGUAGES
from .pseudo import pseudo_text

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


#: Where an entry of a catalogue text begins: a message's or a term's id at the start of a line (every other line
#: of an entry is indented, a blank line or a comment).
ENTRY = re.compile(r"^(-?[a-zA-Z][\w-]*)[ \t]*=", re.MULTILINE)


class LanguageBundle:
    """One language's catalogue: the text of each entry by its id, each parsed and compiled the first time it is
    said (with the entries it refers to: terms, command names). A process holds what it has said, not the syntax
    trees of every message of every language (tens of megabytes: `bench/catalogues.py`)."""

    def __init__(self, language: str, text: str) -> None:
        self.bundle = FluentBundle([fluent_locale(language)], use_isolating=False)
        starts = list(ENTRY.finditer(text))
        ends = [match.start() for match in starts[1:]] + [len(text)]
        self._entries = {match.group(1): text[match.start() : end] for match, end in zip(starts, ends, strict=True)}
        self._added: set[str] = set()

    def has(self, key: str) -> bool:
        return key in self._entries and not key.startswith("-")

    def message(self, key: str) -> FluentMessage:
        """The message `key`, which `has` it (a KeyError otherwise)."""
        self._add(key)
        return self.bundle.get_message(key)

    def format(self, pattern: Pattern, args: Mapping[str, object]) -> tuple[str, list[Exception]]:
        text, errors = self.bundle.format_pattern(pattern, cast(dict[str, Any], dict(args)))
        return str(text), errors

    def _add(self, key: str) -> None:
        if key in self._added:
            return
        self._added.add(key)
        resource = FluentParser(with_spans=False).parse(self._entries[key])
        self.bundle.add_resource(resource)
        referred = _References()
        referred.visit(resource)
        for name in referred.names:
            if name in self._entries:
                self._add(name)


class _References(Visitor):
    """The ids of the messages and terms an entry refers to (terms as ``-name``, as their entries begin)."""

    def __init__(self) -> None:
        super().__init__()
        self.names: list[str] = []

    def visit_MessageReference(self, node: ast.MessageReference) -> None:
        self.names.append(node.id.name)
        self.generic_visit(node)

    def visit_TermReference(self, node: ast.TermReference) -> None:
        self.names.append("-" + node.id.name)
        self.generic_visit(node)


class Catalogue:
    """The bundles of some languages, English always among them; `text` formats a message in one of them."""

    def __init__(self, texts: Mapping[str, str | Callable[[], str]], *, strict: bool = False) -> None:
        """`texts`: each language's whole catalogue text, or what reads it: a language's bundle is made the first
        time a message is asked of it (a process that never speaks a language does not read it). `strict` raises
        `MessageError` on any formatting error (the tests), instead of logging it and showing what could be
        formatted."""
        if ENGLISH not in texts:
            raise MessageError("The catalogues have no English")
        self.strict = strict
        self._texts = dict(texts)
        self._bundles: dict[str, LanguageBundle] = {}

    def bundle(self, language: str) -> LanguageBundle | None:
        """The bundle of `language`, made on first use; None for a language the catalogues do not have."""
        if language not in self._bundles:
            text = self._texts.get(language)
            if text is None:
                return None
            self._bundles[language] = LanguageBundle(language, text if isinstance(text, str) else text())
        return self._bundles[language]

    def has(self, key: str, language: str = ENGLISH) -> bool:
        bundle = self.bundle(language)
        return bundle is not None and bundle.has(key)

    def text(self, language: str, key: str, args: Mapping[str, object] | None = None) -> str:
        """The whole sentence `key` in `language` (English if that language lacks it), with `args` in it."""
        bundle = self.bundle(language)
        if bundle is None or not bundle.has(key):
            bundle, language = self.bundle(ENGLISH), ENGLISH
            if bundle is None or not bundle.has(key):
                raise MessageError(f"No message {key!r} in the catalogues")
        pattern = bundle.message(key).value
        if pattern is None:
            raise MessageError(f"The message {key!r} has no value")
        values = {name: self._value(language, value) for name, value in (args or {}).items()}
        text, errors = bundle.format(pattern, values)
        if errors:
            if self.strict:
                raise MessageError(f"{language} {key}: {errors}")
            log.error("Formatting %s in %s: %s", key, language, errors)
        return text

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


def fluent_locale(language: str) -> str:
    """The locale a bundle's plural rules and numbers follow: the language's own (the pseudo-language's is
    English's)."""
    return ENGLISH if language.startswith("qps") else language


def whole_text(language: str) -> str:
    return "\n".join(text for _, text in sources(language))


@cache
def catalogue() -> Catalogue:
    """Every language's catalogue, each read when first spoken (English as the pseudo-language once
    `speak_pseudo_english` was called)."""
    texts: dict[str, Callable[[], str]] = {language: partial(whole_text, language) for language in LANGUAGES}
    if _SPEAKING.pseudo_english:
        texts[ENGLISH] = lambda: pseudo_text(whole_text(ENGLISH))
    return Catalogue(texts)


class _Speaking:
    """How the process speaks: English as the pseudo-language or not (`speak_pseudo_english`)."""

    pseudo_english = False


_SPEAKING = _Speaking()


def speak_pseudo_english() -> None:
    """From now on, say the pseudo-language (`i18n.pseudo`: every message marked and accented) wherever English
    would be said, a missing message of another language included: a process run so (``ZARK_PSEUDO_ENGLISH=1``)
    shows every sentence that did not come from the catalogues as plain English among the marked ones."""
    _SPEAKING.pseudo_english = True
    catalogue.cache_clear()


@cache
def command_catalogue() -> Catalogue:
    """The slash commands' names and descriptions alone (``commands.ftl``), which the bot reads in every language at
    each start (`cogs.support.translator`), without paying for the whole catalogues."""
    return Catalogue({language: partial(_read, folder(language) / "commands.ftl") for language in LANGUAGES})


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8") if path.exists() else ""
