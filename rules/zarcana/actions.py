"""Zarcana's actions: one frozen dataclass per turn option (section 7) and per step of a power, with its notation.

A power's use is an *effect* (what it does: attack a minion, move to a space, grow, build ...) carried by the
action that says where the power comes from: `Play` (option 2, a card from the hand), `Use` (option 3, the
acting minion's territory), `Drawn` (the card the Fool drew, Z-35) or `Again` (the second step of Death, the
Chariot or Strength). Minions are written ``CELL SIZE FACING`` for the acting one (``M13 small up``) and
``SEAT SIZE FACING at CELL`` for any other (``2 large east at N13``). `rules.zarcana.notation` reads them back:
``parse_action(a.notation()) == a``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.actions import SIZE_NAMES, Action
from ..core.cells import Cell, cell_name
from .cards import TarotCard, sort_key
from .minions import FACING_WORDS
from .powers import natural_power


@dataclass(frozen=True, slots=True)
class ActingMinion:
    """The acting minion: one of the player's own, on `cell`."""

    cell: Cell
    size: int
    facing: str

    def notation(self) -> str:
        return f"{cell_name(self.cell)} {SIZE_NAMES[self.size]} {FACING_WORDS[self.facing]}"


@dataclass(frozen=True, slots=True)
class MinionAt:
    """Any player's minion on a cell: a victim, or a minion the Devil reorients."""

    cell: Cell
    owner: int
    size: int
    facing: str

    def notation(self) -> str:
        return f"{self.owner + 1} {SIZE_NAMES[self.size]} {FACING_WORDS[self.facing]} at {cell_name(self.cell)}"


# ----------------------------------------------------------------------------------------------- effects


class Effect:
    __slots__ = ()

    def notation(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class Plain(Effect):
    """A power with nothing to choose: the Fool, the Hanged Man, the Devil (its reorienting follows), the Star."""

    def notation(self) -> str:
        return ""


@dataclass(frozen=True, slots=True)
class Strike(Effect):
    """Swords, Death, the Emperor, the Tower: attack a minion in the target space (Z-30); the Emperor may demand
    up to three cards from an enemy victim's owner (Z-39)."""

    victim: MinionAt
    demand: int = 0

    def notation(self) -> str:
        return f"attack {self.victim.notation()}" + (f" demand {self.demand}" if self.demand else "")


@dataclass(frozen=True, slots=True)
class Raze(Effect):
    """Remove and discard the top card of the target space (Swords with no minions there, Z-30; the Tower, Z-51)."""

    cell: Cell

    def notation(self) -> str:
        return f"raze {cell_name(self.cell)}"


@dataclass(frozen=True, slots=True)
class Convert(Effect):
    """The Hierophant (Z-40): the victim is replaced by one of your minions of `size`, standing."""

    victim: MinionAt
    size: int

    def notation(self) -> str:
        return f"convert {self.victim.notation()} to {SIZE_NAMES[self.size]}"


@dataclass(frozen=True, slots=True)
class MoveTo(Effect):
    """Wands, the Chariot, the Hermit: move the acting minion one step and stand it up (Z-31, Z-42, Z-44)."""

    cell: Cell

    def notation(self) -> str:
        return f"move to {cell_name(self.cell)}"


@dataclass(frozen=True, slots=True)
class Grow(Effect):
    """Cups, the Empress, Strength: the acting minion becomes one size larger (Z-32)."""

    def notation(self) -> str:
        return "grow"


@dataclass(frozen=True, slots=True)
class Clone(Effect):
    """Cups, the Empress, Strength: a minion of `size` (at most the acting minion's) joins it, standing (Z-32)."""

    size: int

    def notation(self) -> str:
        return f"clone {SIZE_NAMES[self.size]}"


@dataclass(frozen=True, slots=True)
class Build(Effect):
    """Discs, the Wheel, Temperance: a card from the deck on the target space; the Sun: `card` from the hand."""

    cell: Cell
    card: TarotCard | None = None

    def notation(self) -> str:
        return "build " + (f"{self.card} " if self.card is not None else "") + f"at {cell_name(self.cell)}"


@dataclass(frozen=True, slots=True)
class DrawCards(Effect):
    """The High Priestess (Z-37): draw `count` cards (up to two), then take one more option."""

    count: int

    def notation(self) -> str:
        return f"draw {self.count}"


@dataclass(frozen=True, slots=True)
class Create(Effect):
    """The Lovers (Z-41): one of your minions of `size` into an empty wasteland space next to a card."""

    size: int
    cell: Cell

    def notation(self) -> str:
        return f"create {SIZE_NAMES[self.size]} at {cell_name(self.cell)}"


@dataclass(frozen=True, slots=True)
class Swap(Effect):
    """Justice (Z-46): swap hands with seat `seat`."""

    seat: int

    def notation(self) -> str:
        return f"swap {self.seat + 1}"


@dataclass(frozen=True, slots=True)
class Transport(Effect):
    """The Moon (Z-53): the top card here and every minion here go to `cell`."""

    cell: Cell

    def notation(self) -> str:
        return f"transport to {cell_name(self.cell)}"


@dataclass(frozen=True, slots=True)
class Take(Effect):
    """Judgement (Z-55): `count` cards from the top of the discard pile into the hand."""

    count: int

    def notation(self) -> str:
        return f"take {self.count}"


@dataclass(frozen=True, slots=True)
class Teleport(Effect):
    """The Gateway (Z-58): the acting minion to another territory of the same suit, standing."""

    cell: Cell

    def notation(self) -> str:
        return f"teleport to {cell_name(self.cell)}"


# ----------------------------------------------------------------------------------------------- actions


def _tail(effect: Effect) -> str:
    text = effect.notation()
    return f" {text}" if text else ""


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Option 1: a small minion from the stash onto a card territory, only with none on the board (Z-29)."""

    cell: Cell

    def notation(self) -> str:
        return f"place {cell_name(self.cell)}"


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Option 2: `actor` (None for a power that needs no particular minion) uses `card` from the hand as `power`."""

    card: TarotCard
    power: str
    actor: ActingMinion | None
    effect: Effect

    def notation(self) -> str:
        power = "" if self.power == natural_power(self.card) else f" as {self.power}"
        actor = "" if self.actor is None else f" by {self.actor.notation()}"
        return f"play {self.card}{power}{actor}{_tail(self.effect)}"


@dataclass(frozen=True, slots=True)
class Use(Action):
    """Option 3: `actor` uses the face-up top card of its own space as `power` (Z-16, Z-21)."""

    actor: ActingMinion
    power: str
    effect: Effect

    def notation(self) -> str:
        return f"use {self.actor.notation()} as {self.power}{_tail(self.effect)}"


@dataclass(frozen=True, slots=True)
class Drawn(Action):
    """The card the Fool drew, used as if from the hand (Z-35)."""

    power: str
    actor: ActingMinion | None
    effect: Effect

    def notation(self) -> str:
        actor = "" if self.actor is None else f" by {self.actor.notation()}"
        return f"drawn as {self.power}{actor}{_tail(self.effect)}"


@dataclass(frozen=True, slots=True)
class Again(Action):
    """The second step of Death, the Chariot or Strength (Z-42, Z-43, Z-48)."""

    effect: Effect

    def notation(self) -> str:
        return f"again {self.effect.notation()}"


@dataclass(frozen=True, slots=True)
class Reorient(Action):
    """Turn one minion to `facing`: option 4 (your own, Z-29 option 4) or the Devil's step (anyone's, Z-50)."""

    minion: MinionAt
    facing: str

    def notation(self) -> str:
        return f"reorient {self.minion.notation()} to {FACING_WORDS[self.facing]}"


@dataclass(frozen=True, slots=True)
class Done(Action):
    """Stop: no second step, or no more minions to reorient."""

    def notation(self) -> str:
        return "done"


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Option 5: draw `count` cards (up to three, never above six in hand, Z-26)."""

    count: int

    def notation(self) -> str:
        return f"draw {self.count}"


def _order_tail(under: tuple[TarotCard, ...]) -> str:
    return "".join(f" {card}" for card in under)


@dataclass(frozen=True, slots=True)
class DiscardHand(Action):
    """Option 6: the whole hand to the discard pile, `top` last, so on top (H-9); `under`, the cards the player
    names beneath it, from the top down (``discard-hand KW 7C``: the King of Wands on top, the 7 of Cups under it);
    the rest beneath those in sort order."""

    top: TarotCard
    under: tuple[TarotCard, ...] = ()

    def notation(self) -> str:
        return f"discard-hand {self.top}{_order_tail(self.under)}"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Option 7."""

    def notation(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Declare(Action):
    """Option 8: declare the final round, once the deck has been used up and reshuffled (Z-66, H-18, H-24)."""

    def notation(self) -> str:
        return "declare"


@dataclass(frozen=True, slots=True)
class Give(Action):
    """The Emperor's demand (Z-39): the victim's owner gives `cards` of their choice to seat `to`."""

    cards: tuple[TarotCard, ...]
    to: int

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards, key=sort_key)))

    def notation(self) -> str:
        return f"give {' '.join(self.cards)} to {self.to + 1}"


@dataclass(frozen=True, slots=True)
class Top(Action):
    """H-9: of the two cards reaching the discard pile together, `card` goes on top; `under` may name the other
    beneath it (``top Fool 7C``), which the top card settles already."""

    card: TarotCard
    under: tuple[TarotCard, ...] = ()

    def notation(self) -> str:
        return f"top {self.card}{_order_tail(self.under)}"


OPTIONS: tuple[type[Action], ...] = (Place, Play, Use, Reorient, Draw, DiscardHand, Pass, Declare)  # section 7
STEPS: tuple[type[Action], ...] = (Drawn, Again, Reorient, Done, Give, Top)  # answers to a pending decision
