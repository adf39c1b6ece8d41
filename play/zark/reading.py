"""Reading what a player typed into a command's options: cells, cards, pyramids, payments, attack targets and
outcomes. Each reader gives a value or raises `NotationError` with a sentence quoting a short excerpt of the text;
the engine still decides whether the action is legal."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from rules import SIZE_NAMES, Cell, Message, NotationError, cell_name, parse_cell, parse_size, quoted
from rules.core.protocol import Rules
from rules.zark import Card, ZarkGame, parse_card
from rules.zark.ruleset import Ruleset

__all__ = ["Outcome", "OwnPiece", "TargetRef", "parse_card", "parse_cell"]


@dataclass(frozen=True, slots=True)
class OwnPiece:
    """A pyramid named by its cell and size (`M13 small`): one of the player's own."""

    cell: Cell
    size: int


@dataclass(frozen=True, slots=True)
class Outcome:
    """What an attack does to its target: demolish it (None), or convert it with a pyramid of this size."""

    convert_to: int | None


@dataclass(frozen=True, slots=True)
class TargetRef:
    """A pyramid to attack (`N13 2 medium`): its cell, size, and owner's seat (None when left out)."""

    cell: Cell
    owner: int | None
    size: int


def parse_piece(text: str) -> OwnPiece:
    words = text.split()
    if len(words) != 2:
        raise NotationError(Message("play-reading-not-a-pyramid", text=quoted(text)))
    return OwnPiece(parse_cell(words[0]), parse_size(words[1]))


#: What separates cards in a list: spaces, commas, a lone "+", and a "+" right after a card (``JK+JK``). A "+" that
#: begins a card is part of it: ``+2Y`` is the yellow Draw Two, ``SB +2Y`` two cards.
_CARD_SEPARATORS = re.compile(r"[\s,]+|(?<=[^\s,+])\+")


def parse_cards(text: str, read: Callable[[str], Card] = parse_card, deck: str = "standard") -> tuple[Card, ...]:
    """One card or several (a payment, a discard): `QH`, `QH QS`, `Q♥ + Q♠`, `JK+JK`, `SB +2Y`; `read` reads each
    card, and a list with none is refused with examples of `deck` (Uno cards at an Uno table, R-22)."""
    words = [word for word in _CARD_SEPARATORS.split(text) if word and word != "+"]
    cards = tuple(read(word) for word in words)
    if not cards:
        raise NotationError(Message("play-reading-no-card", deck=deck))
    return cards


def parse_target(text: str) -> TargetRef:
    """``N13 2 medium`` (cell, seat number, size), or ``N13 medium`` when only one opponent's pyramid fits."""
    words = text.split()
    if len(words) == 3:
        if not words[1].isdigit() or int(words[1]) < 1:
            raise NotationError(Message("play-reading-not-a-seat", text=quoted(words[1])))
        return TargetRef(parse_cell(words[0]), int(words[1]) - 1, parse_size(words[2]))
    if len(words) == 2:
        return TargetRef(parse_cell(words[0]), None, parse_size(words[1]))
    raise NotationError(Message("play-reading-not-a-target", text=quoted(text)))


def resolve_target(game: ZarkGame, seat: int, target: TargetRef) -> tuple[Cell, int, int]:
    """The attacked pyramid as (cell, owner, size): a left-out owner is the one opponent with that pyramid there."""
    cell, size = target.cell, target.size
    if target.owner is not None:
        if target.owner >= len(game.settings.players):
            raise NotationError(Message("play-reading-not-a-seat", text=quoted(str(target.owner + 1))))
        return cell, target.owner, size
    owners = sorted({owner for owner, s in game.pieces.get(cell, ()) if s == size and owner != seat})
    if len(owners) == 1:
        return cell, owners[0], size
    if owners:
        raise NotationError(Message("play-reading-several-owners", size=SIZE_NAMES[size], cell=cell_name(cell)))
    raise NotationError(Message("play-reading-no-opponent-piece", size=SIZE_NAMES[size], cell=cell_name(cell)))


def parse_outcome(text: str) -> int | None:
    """``demolish`` gives None; ``convert small`` (or just ``small``) gives the size to convert with."""
    words = text.lower().split()
    if words == ["demolish"]:
        return None
    if words and words[0] == "convert":
        words = words[1:]
    if len(words) == 1:
        try:
            return parse_size(words[0])
        except NotationError:
            pass
    raise NotationError(Message("play-reading-not-an-outcome", text=quoted(text)))


def card_reader(rules: Rules) -> Callable[[str], Card]:
    """How the table of `rules` reads a card: with its own deck's examples, refusing a card its deck does not have
    (the 7♥ in Unocitta)."""
    return rules.read_card if isinstance(rules, Ruleset) else parse_card


def deck_of(rules: Rules) -> str:
    """The deck the table of `rules` plays with (`standard` for a table of another family)."""
    return rules.deck if isinstance(rules, Ruleset) else "standard"
