"""Reading what a player typed into a Zarcana command's options: cards, powers, minions, facings and what a power
does. Each reader gives a value or raises `NotationError` with a sentence quoting a short excerpt of the text (the
record notation's readers, `rules.zarcana.notation`); the engine still decides whether the action is legal.

Suggested values are record notation (``M13 small east``, ``2 large up at N13``, ``attack 2 small up at N13``), and
``none`` names "no minion" (a power that needs no particular minion, Z-29a) or "nothing to choose" (the Fool, the
Star, the Hanged Man, the Devil)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules import Message, NotationError, quoted
from rules.zarcana import ActingMinion, Effect, MinionAt, Plain, TarotCard, parse_actor, parse_minion, parse_tarot
from rules.zarcana.minions import parse_facing
from rules.zarcana.notation import parse_effect_text
from rules.zarcana.powers import parse_power

from ..suggestions import parses

__all__ = [
    "NONE",
    "MinionOption",
    "parse_acting",
    "parse_cards",
    "parse_facing",
    "parse_minion",
    "parse_power",
    "parses",
    "read_card",
    "read_effect",
]

NONE = "none"


@dataclass(frozen=True, slots=True)
class MinionOption:
    """The minion option as given: one of the player's own (`actor`), or ``none`` (None: no particular minion)."""

    actor: ActingMinion | None


def read_card(text: str) -> TarotCard:
    return parse_tarot(text)


_LIST_SEPARATORS = re.compile(r"\s*[,+]\s*")


def parse_cards(text: str) -> tuple[TarotCard, ...]:
    """Several cards: ``7C 2S`` (notation, as suggested), or titles separated by commas or ``+``: ``7 of Cups, The
    Fool``."""
    words = _LIST_SEPARATORS.split(text.strip()) if _LIST_SEPARATORS.search(text) else text.split()
    cards = tuple(parse_tarot(word) for word in words if word)
    if not cards:
        raise NotationError(Message("play-reading-no-tarot-card"))
    return cards


def parse_acting(text: str) -> MinionOption:
    """``M13 small east``, or ``none``."""
    if text.strip().lower() == NONE:
        return MinionOption(None)
    try:
        return MinionOption(parse_actor(text))
    except NotationError:
        raise NotationError(Message("play-reading-not-your-minion", text=quoted(text))) from None


def read_effect(text: str) -> Effect:
    """What the power does: ``attack 2 small up at N13``, ``move to N13``, ``grow``; ``none`` for nothing."""
    if text.strip().lower() in (NONE, ""):
        return Plain()
    return parse_effect_text(text)


def parse_any_minion(text: str) -> MinionAt:
    """Any player's minion: ``2 large east at N13``."""
    try:
        return parse_minion(text)
    except NotationError:
        raise NotationError(Message("play-reading-not-a-minion", text=quoted(text))) from None
