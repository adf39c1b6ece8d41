"""Words on the images and in their alt texts, in a language: every sentence is a message of the catalogues
(`i18n`, ``images.ftl``), said in the language it is asked in; and alt text cut to Discord's limit."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

import i18n
from i18n import Catalogue
from rules import Message

ALT_TEXT_LIMIT = 1000  # Discord's limit for an attachment's description

#: What a message is given to say: strings that read the same in every language, numbers, other messages.
Args = dict[str, str | int | Message]


def said(language: str, key: str, /, **args: str | int | Message) -> str:
    """The message `key` with `args` in `language` (nested messages said first, in the same language). A board says
    the same few things many times (each row's hand size, its tags), so what was said is remembered, by catalogue."""
    return _said(i18n.catalogue(), language, key, tuple(sorted(args.items())))


@lru_cache(maxsize=8192)
def _said(catalogue: Catalogue, language: str, key: str, args: tuple[tuple[str, str | int | Message], ...]) -> str:
    return catalogue.text(language, key, dict(args))


def then_words(language: str, parts: Sequence[str | Message]) -> str:
    """Moves one after the other: ``built the 7♥ on N14, then discarded 5♣`` (`parts` said in `language`)."""
    words = [words_in(language, part) for part in parts]
    text = words[0] if words else ""
    for word in words[1:]:
        text = said(language, "image-then", first=text, next=word)
    return text


def words_in(language: str, words: str | Message) -> str:
    """A string that reads the same in every language (``7♥``) as it is, a message said in `language`."""
    return words if isinstance(words, str) else i18n.say(language, words)


def most_detail_that_fits(describe: Callable[[int], str]) -> str:
    """The most detailed of `describe(2)`, `describe(1)` and `describe(0)` that fits in `ALT_TEXT_LIMIT` characters
    (every game's alt text), or the least detailed cut to fit."""
    for detail in (2, 1, 0):
        text = describe(detail)
        if len(text) <= ALT_TEXT_LIMIT:
            return text
    return text[: ALT_TEXT_LIMIT - 1].rstrip() + "…"
