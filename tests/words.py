"""What a refusal says in English, for tests that read it: the engine's errors carry a message (an id and its
arguments, `rules.Message`), put in words by the catalogues (`i18n`); so do the names of autocomplete's choices."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager

import pytest

import i18n
from play.suggestions import Choice, Offered, choices_in
from rules import Message
from rules.zarcana.cards import TarotCard, card_message
from rules.zark.card_names import card_in_words
from rules.zark.cards import Card, card_named


def english(error: BaseException) -> str:
    """The sentence an English reader of `error` is shown: its message in words, or its sentence as written."""
    message = getattr(error, "message", None)
    if message is not None:
        return i18n.say(i18n.ENGLISH, message)
    return str(getattr(error, "sentence", error))


def english_reason(reason: str | Message) -> str:
    """A record error's reason (`rules.RecordError.reason`: an engine's sentence or message) as an English reader
    reads it."""
    return reason if isinstance(reason, str) else i18n.say(i18n.ENGLISH, reason)


def said(message: Message) -> str:
    """A message of the engine (a move, a decision, the state of play) as an English reader reads it."""
    return i18n.say(i18n.ENGLISH, message)


def english_card(card: str) -> str:
    """A Zark family card as an English reader reads it: ``7♥``, ``Joker``, ``blue 5``, ``Wild Draw Four``."""
    named = card_named(Card(card))
    return named if isinstance(named, str) else said(named)


def english_card_words(card: str) -> str:
    """A Zark family card wholly in words, as an English reader reads it: ``7 of hearts``, ``blue 5``."""
    return said(card_in_words(Card(card)))


def english_tarot(card: str) -> str:
    """A tarot card as an English reader reads it: ``7 of Cups``, ``The High Priestess``."""
    return said(card_message(TarotCard(card)))


def read_choices(offered: Iterable[tuple[Message | str, str]]) -> list[tuple[str, str]]:
    """Autocomplete entries as a suggester offers them (a message and a value each) as an English reader reads
    them."""
    return [(name if isinstance(name, str) else said(name), value) for name, value in offered]


@contextmanager
def refused(kind: type[BaseException], match: str) -> Iterator[pytest.ExceptionInfo[BaseException]]:
    """Like ``pytest.raises(kind, match=...)``, matching the sentence an English reader is shown."""
    with pytest.raises(kind) as caught:
        yield caught
    assert re.search(match, english(caught.value)), english(caught.value)


def en(offered: Iterable[Offered]) -> list[Choice]:
    """Choices as a suggester makes them (names as messages), with their names as an English reader reads them."""
    return choices_in(i18n.ENGLISH, offered)
