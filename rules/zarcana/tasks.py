"""What is left to do in a turn: the pending decision and the steps still to run after it.

A power that takes several steps (the Fool's two draws, a second step of Death, the Chariot or Strength, the
Devil's and option 4's reorienting, the Emperor's demand, the order of two discards) leaves tasks on a stack in the
state. Plain tasks run by themselves; a *decision* on top of the stack waits for one player's action, and
`legal_actions` lists exactly its choices. Everything here is public: a decision names no hidden card.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, fields
from typing import Any

from ..core.cells import Cell, cell_name
from ..core.messages import Message
from .cards import TarotCard, card_message


@dataclass(frozen=True, slots=True)
class DiscardCard:
    """A card in play (played from the hand or drawn by the Fool) reaches the discard pile after its power (H-9)."""

    card: TarotCard


@dataclass(frozen=True, slots=True)
class FoolDraw:
    """The Fool's next compulsory draw, and how many remain after it (Z-35)."""

    left: int


@dataclass(frozen=True, slots=True)
class FoolEnd:
    """The end of a Fool's power: the card that invoked it (if it was in play) goes to the discard pile together
    with the last card the Fool drew, in the order the player chooses (H-9)."""

    invoker: TarotCard | None
    last: TarotCard | None = None


@dataclass(frozen=True, slots=True)
class UseDrawn:
    """Z-35: the current player must use the card the Fool drew, as if from the hand (it has a legal use)."""

    card: TarotCard


@dataclass(frozen=True, slots=True)
class SecondStep:
    """Z-42, Z-43, Z-48: the acting minion (now on `cell`, of `size`, facing `facing`) may use `power` once more,
    or the player says done."""

    power: str
    cell: Cell
    size: int
    facing: str


@dataclass(frozen=True, slots=True)
class Reorienting:
    """Option 4 (`devil` None: the player's own minions anywhere) or the Devil (Z-50: anyone's minions on `devil`
    and its four neighbours): reorient one more minion, or say done. `turned` are the minions already reoriented
    this time, as they now are: each minion turns at most once, so the choice always ends."""

    devil: Cell | None
    turned: tuple[tuple[Cell, int, int, str], ...] = ()


@dataclass(frozen=True, slots=True)
class Demand:
    """Z-39: `giver` must give `receiver` `count` cards of their own choosing (the Emperor's demand)."""

    giver: int
    receiver: int
    count: int


@dataclass(frozen=True, slots=True)
class Order:
    """H-9: two cards reach the discard pile together (a Fool played from the hand, or drawn, and its last card);
    the current player says which goes on top, which settles their whole order."""

    cards: tuple[TarotCard, TarotCard]


Decision = UseDrawn | SecondStep | Reorienting | Demand | Order
Task = DiscardCard | FoolDraw | FoolEnd | Decision
DECISIONS = (UseDrawn, SecondStep, Reorienting, Demand, Order)
_TASK_TYPES: dict[str, type[Any]] = {
    "discard": DiscardCard, "fool-draw": FoolDraw, "fool-end": FoolEnd, "use-drawn": UseDrawn,
    "second-step": SecondStep, "reorienting": Reorienting, "demand": Demand, "order": Order,
}  # fmt: skip
_KIND_OF = {cls: kind for kind, cls in _TASK_TYPES.items()}


def decider(decision: Decision, current: int) -> int:
    """Who must act on `decision`: the owner of the Emperor's victim for a demand, else the player whose turn it is."""
    return decision.giver if isinstance(decision, Demand) else current


def next_message(decision: Decision, names: Sequence[str], current: int) -> Message:
    """The decision as a message in no language: what the player who must act has to do."""
    from .powers import power_message  # noqa: PLC0415 (powers reads positions, which read these decisions)

    name = names[decider(decision, current)]
    match decision:
        case UseDrawn(card):
            return Message("zarcana-next-use-drawn", name=name, card=card_message(card))
        case SecondStep(power, cell, _, _):
            return Message("zarcana-next-second-step", name=name, power=power_message(power), cell=cell_name(cell))
        case Reorienting(None, turned):
            return Message("zarcana-next-reorient-own-or-done" if turned else "zarcana-next-reorient-own", name=name)
        case Reorienting(devil, turned):
            assert devil is not None
            key = "zarcana-next-reorient-devil-or-done" if turned else "zarcana-next-reorient-devil"
            return Message(key, name=name, cell=cell_name(devil))
        case Demand(giver, receiver, count):
            return Message("zarcana-next-demand", giver=names[giver], receiver=names[receiver], count=count)
        case Order(cards):
            first, second = (card_message(card) for card in cards)
            return Message("zarcana-next-order", name=name, first=first, second=second)
    raise TypeError(decision)


def task_to_dict(task: Task) -> dict[str, object]:
    return {"kind": _KIND_OF[type(task)], **asdict(task)}


def task_from_dict(data: Mapping[str, Any]) -> Task:
    cls = _TASK_TYPES[data["kind"]]
    values = {field.name: _tuples(data[field.name]) for field in fields(cls)}
    task: Task = cls(**values)
    return task


def _tuples(value: object) -> object:
    """JSON lists back to the tuples they were (cells, the minions turned)."""
    return tuple(_tuples(item) for item in value) if isinstance(value, list) else value
