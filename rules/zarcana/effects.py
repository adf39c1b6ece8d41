"""Carrying out a use of a power that `rules.zarcana.checks` has accepted (section 8).

`carry_out` changes the game for one step of a power, then buries minions left in the void (Z-12, Z-60) and leaves
on the task stack what follows: a second step (Z-42, Z-43, Z-48), the Devil's reorienting (Z-50), the Emperor's
demand (Z-39). These functions are the inside of `ZarcanaGame.apply`; they take the game's state
(`rules.zarcana.state.ZarcanaState`) and change it only through its public moves of cards, minions and tasks;
nothing here checks legality again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.cells import Cell
from .actions import (
    ActingMinion,
    Build,
    Clone,
    Convert,
    Create,
    DrawCards,
    Effect,
    Grow,
    MoveTo,
    Raze,
    Strike,
    Swap,
    Take,
    Teleport,
    Transport,
)
from .cards import JUDGEMENT, TarotCard
from .legal import second_steps
from .minions import UP, Minion
from .powers import TWICE
from .tasks import Demand, Reorienting, SecondStep

if TYPE_CHECKING:
    from .state import ZarcanaState

STAR_DRAW = 4  # Z-52


@dataclass(frozen=True, slots=True)
class Plan:
    """A checked use of a power: `source` is "hand", "board", "drawn" (by the Fool) or "again" (a second step)."""

    seat: int
    source: str
    card: TarotCard | None
    power: str
    actor: ActingMinion | None
    effect: Effect


def carry_out(state: ZarcanaState, plan: Plan) -> None:
    """One step of the plan's power, Z-12's check, and what follows it on the task stack."""
    actor = plan.actor
    after = _step(state, plan)
    state.bury_stranded()
    if plan.power in TWICE and plan.source != "again" and after is not None:
        _offer_again(state, plan.seat, plan.power, after)
    if isinstance(plan.effect, Strike) and plan.effect.demand:
        victim = plan.effect.victim
        state.push_task(Demand(victim.owner, plan.seat, plan.effect.demand))
        state.add_event("demand", seat=plan.seat, other=victim.owner, count=plan.effect.demand)
    if plan.power == "devil" and actor is not None:
        state.push_reorienting(Reorienting(actor.cell))


def _offer_again(state: ZarcanaState, seat: int, power: str, actor: ActingMinion) -> None:
    """Z-42, Z-43, Z-48: a second step, asked for only when one is possible."""
    if Minion(seat, actor.size, actor.facing) not in state.minions.get(actor.cell, ()):
        return  # the minion died (Z-12)
    decision = SecondStep(power, actor.cell, actor.size, actor.facing)
    if second_steps(state, seat, decision):
        state.push_task(decision)


def _step(state: ZarcanaState, plan: Plan) -> ActingMinion | None:
    """Change the game for one step; return where the acting minion is afterwards (None when it has none)."""
    seat, effect, actor = plan.seat, plan.effect, plan.actor
    match effect:
        case Strike(victim):
            assert actor is not None
            here = Minion(victim.owner, victim.size, victim.facing)
            if actor.size < victim.size:  # Z-30: reduced one size, keeping its facing (H-6)
                state.replace_minion(victim.cell, here, Minion(victim.owner, victim.size - 1, victim.facing))
                state.add_event("reduced", seat=victim.owner, cells=(victim.cell,), count=victim.size - 1)
            else:
                state.remove_minion(victim.cell, here)
                state.add_event("destroyed", seat=victim.owner, cells=(victim.cell,), count=victim.size)
        case Raze(cell):
            state.remove_top(cell)
        case Convert(victim, size):  # Z-40, H-13: replaced by one of yours, standing
            state.remove_minion(victim.cell, Minion(victim.owner, victim.size, victim.facing))
            state.add_minion(victim.cell, Minion(seat, size, UP))
            state.add_event("converted", seat=victim.owner, other=seat, cells=(victim.cell,), count=size)
        case MoveTo(cell) | Teleport(cell):  # Z-31, Z-42, Z-44, Z-58: then stand it up
            assert actor is not None
            state.remove_minion(actor.cell, Minion(seat, actor.size, actor.facing))
            state.add_minion(cell, Minion(seat, actor.size, UP))
            return ActingMinion(cell, actor.size, UP)
        case Grow():  # Z-32: one size larger, keeping its facing (H-6)
            assert actor is not None
            state.replace_minion(
                actor.cell, Minion(seat, actor.size, actor.facing), Minion(seat, actor.size + 1, actor.facing)
            )
            return ActingMinion(actor.cell, actor.size + 1, actor.facing)
        case Clone(size):  # Z-32: a new minion, standing (H-6)
            assert actor is not None
            state.add_minion(actor.cell, Minion(seat, size, UP))
        case Build(cell, card):
            _build(state, seat, cell, card, face_down=plan.power == "wheel")
        case DrawCards(count):  # Z-37: then one more option, not with the card that granted it
            state.draw_into(seat, count)
            assert plan.card is not None
            state.extra_options.append(plan.card)
        case Create(size, cell):  # Z-41, H-6
            state.add_minion(cell, Minion(seat, size, UP))
            state.add_event("created", seat=seat, cells=(cell,), count=size)
        case Swap(other):
            state.swap_hands(seat, other)
        case Transport(cell):
            assert actor is not None
            _transport(state, actor.cell, cell)
        case Take(count):
            _take(state, seat, count)
        case _:
            _plain(state, plan)
    return actor


def _plain(state: ZarcanaState, plan: Plan) -> None:
    if plan.power == "star":  # Z-52: four cards, ignoring the hand limit
        state.draw_into(plan.seat, STAR_DRAW)
    elif plan.power == "hangedman":  # Z-47: every minion here, the acting one too, and the top card
        assert plan.actor is not None
        cell = plan.actor.cell
        for minion in list(state.minions.get(cell, ())):
            state.remove_minion(cell, minion)
            state.add_event("destroyed", seat=minion.owner, cells=(cell,), count=minion.size)
        state.remove_top(cell)


def _build(state: ZarcanaState, seat: int, cell: Cell, card: TarotCard | None, *, face_down: bool) -> None:
    """Z-33, Z-45, Z-49, Z-54: the new card goes on top of any stack, beneath the minions there (H-8)."""
    if card is None:
        card = state.draw_card()
        assert card is not None, "checked: a card is left to draw"
    else:
        state.hands[seat].remove(card)
        state.forget(seat, (card,))
    state.stacks.setdefault(cell, []).append(card)
    if face_down:  # Z-45: seen by the player who placed it, then by nobody until the game ends
        state.face_down[card] = seat
        state.add_event("face-down", seat=seat, cells=(cell,), cards=(card,), seen_by=(seat,))
    else:
        state.add_event("built", seat=seat, cells=(cell,), cards=(card,))


def _transport(state: ZarcanaState, here: Cell, there: Cell) -> None:
    """Z-53: the top card here and every minion here land on `there`, the minions standing. The board may grow holes
    or split in pieces so (Z-10)."""
    stack = state.stacks[here]
    card = stack.pop()
    if not stack:
        del state.stacks[here]
    movers = state.minions.pop(here, [])
    state.stacks.setdefault(there, []).append(card)
    if movers:
        state.minions[there] = [Minion(minion.owner, minion.size, UP) for minion in movers]
    state.add_event("transported", cells=(here, there), count=len(movers))


def _take(state: ZarcanaState, seat: int, count: int) -> None:
    """Z-55: from the top of the discard pile, skipping Judgement itself; everyone sees which cards."""
    taken: list[TarotCard] = []
    for card in reversed(state.discard):
        if len(taken) == count:
            break
        if card != JUDGEMENT:
            taken.append(card)
    for card in taken:
        state.discard.remove(card)
    state.hands[seat].extend(taken)
    state.learn_all(seat, taken)
    state.add_event("took", seat=seat, cards=tuple(taken), count=len(taken))
