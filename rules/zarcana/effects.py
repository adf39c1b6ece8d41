"""Carrying out a use of a power that `rules.zarcana.checks` has accepted (section 8).

`carry_out` changes the game for one step of a power, then buries minions left in the void (Z-12, Z-60) and leaves
on the task stack what follows: a second step (Z-42, Z-43, Z-48), the Devil's reorienting (Z-50), the Emperor's
demand (Z-39). These functions are the inside of `ZarcanaGame.apply` and use its private helpers for moving cards
and minions; nothing here checks legality again.
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
    from .game import ZarcanaGame

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


def carry_out(game: ZarcanaGame, plan: Plan) -> None:
    """One step of the plan's power, Z-12's check, and what follows it on the task stack."""
    actor = plan.actor
    after = _step(game, plan)
    game._bury_stranded()
    if plan.power in TWICE and plan.source != "again" and after is not None:
        _offer_again(game, plan.seat, plan.power, after)
    if isinstance(plan.effect, Strike) and plan.effect.demand:
        victim = plan.effect.victim
        game._push(Demand(victim.owner, plan.seat, plan.effect.demand))
        game._event("demand", seat=plan.seat, other=victim.owner, count=plan.effect.demand)
    if plan.power == "devil" and actor is not None:
        game._push_reorienting(Reorienting(actor.cell))


def _offer_again(game: ZarcanaGame, seat: int, power: str, actor: ActingMinion) -> None:
    """Z-42, Z-43, Z-48: a second step, asked for only when one is possible."""
    if Minion(seat, actor.size, actor.facing) not in game.minions.get(actor.cell, ()):
        return  # the minion died (Z-12)
    decision = SecondStep(power, actor.cell, actor.size, actor.facing)
    if second_steps(game, seat, decision):
        game._push(decision)


def _step(game: ZarcanaGame, plan: Plan) -> ActingMinion | None:
    """Change the game for one step; return where the acting minion is afterwards (None when it has none)."""
    seat, effect, actor = plan.seat, plan.effect, plan.actor
    match effect:
        case Strike(victim):
            assert actor is not None
            here = Minion(victim.owner, victim.size, victim.facing)
            if actor.size < victim.size:  # Z-30: reduced one size, keeping its facing (H-6)
                game._replace(victim.cell, here, Minion(victim.owner, victim.size - 1, victim.facing))
                game._event("reduced", seat=victim.owner, cells=(victim.cell,), count=victim.size - 1)
            else:
                game._remove(victim.cell, here)
                game._event("destroyed", seat=victim.owner, cells=(victim.cell,), count=victim.size)
        case Raze(cell):
            game._remove_top(cell)
        case Convert(victim, size):  # Z-40, H-13: replaced by one of yours, standing
            game._remove(victim.cell, Minion(victim.owner, victim.size, victim.facing))
            game._add(victim.cell, Minion(seat, size, UP))
            game._event("converted", seat=victim.owner, other=seat, cells=(victim.cell,), count=size)
        case MoveTo(cell) | Teleport(cell):  # Z-31, Z-42, Z-44, Z-58: then stand it up
            assert actor is not None
            game._remove(actor.cell, Minion(seat, actor.size, actor.facing))
            game._add(cell, Minion(seat, actor.size, UP))
            return ActingMinion(cell, actor.size, UP)
        case Grow():  # Z-32: one size larger, keeping its facing (H-6)
            assert actor is not None
            game._replace(
                actor.cell, Minion(seat, actor.size, actor.facing), Minion(seat, actor.size + 1, actor.facing)
            )
            return ActingMinion(actor.cell, actor.size + 1, actor.facing)
        case Clone(size):  # Z-32: a new minion, standing (H-6)
            assert actor is not None
            game._add(actor.cell, Minion(seat, size, UP))
        case Build(cell, card):
            _build(game, seat, cell, card, face_down=plan.power == "wheel")
        case DrawCards(count):  # Z-37: then one more option, not with the card that granted it
            game._draw_into(seat, count)
            assert plan.card is not None
            game.extra_options.append(plan.card)
        case Create(size, cell):  # Z-41, H-6
            game._add(cell, Minion(seat, size, UP))
            game._event("created", seat=seat, cells=(cell,), count=size)
        case Swap(other):
            game._swap_hands(seat, other)
        case Transport(cell):
            assert actor is not None
            _transport(game, actor.cell, cell)
        case Take(count):
            _take(game, seat, count)
        case _:
            _plain(game, plan)
    return actor


def _plain(game: ZarcanaGame, plan: Plan) -> None:
    if plan.power == "star":  # Z-52: four cards, ignoring the hand limit
        game._draw_into(plan.seat, STAR_DRAW)
    elif plan.power == "hangedman":  # Z-47: every minion here, the acting one too, and the top card
        assert plan.actor is not None
        cell = plan.actor.cell
        for minion in list(game.minions.get(cell, ())):
            game._remove(cell, minion)
            game._event("destroyed", seat=minion.owner, cells=(cell,), count=minion.size)
        game._remove_top(cell)


def _build(game: ZarcanaGame, seat: int, cell: Cell, card: TarotCard | None, *, face_down: bool) -> None:
    """Z-33, Z-45, Z-49, Z-54: the new card goes on top of any stack, beneath the minions there (H-8)."""
    if card is None:
        card = game._draw_card()
        assert card is not None, "checked: a card is left to draw"
    else:
        game.hands[seat].remove(card)
        game._forget(seat, (card,))
    game.stacks.setdefault(cell, []).append(card)
    if face_down:  # Z-45: seen by the player who placed it, then by nobody until the game ends
        game.face_down[card] = seat
        game._event("face-down", seat=seat, cells=(cell,), cards=(card,), seen_by=(seat,))
    else:
        game._event("built", seat=seat, cells=(cell,), cards=(card,))


def _transport(game: ZarcanaGame, here: Cell, there: Cell) -> None:
    """Z-53: the top card here and every minion here land on `there`, the minions standing. The board may grow holes
    or split in pieces so (Z-10)."""
    stack = game.stacks[here]
    card = stack.pop()
    if not stack:
        del game.stacks[here]
    movers = game.minions.pop(here, [])
    game.stacks.setdefault(there, []).append(card)
    if movers:
        game.minions[there] = [Minion(minion.owner, minion.size, UP) for minion in movers]
    game._event("transported", cells=(here, there), count=len(movers))


def _take(game: ZarcanaGame, seat: int, count: int) -> None:
    """Z-55: from the top of the discard pile, skipping Judgement itself; everyone sees which cards."""
    taken: list[TarotCard] = []
    for card in reversed(game.discard):
        if len(taken) == count:
            break
        if card != JUDGEMENT:
            taken.append(card)
    for card in taken:
        game.discard.remove(card)
    game.hands[seat].extend(taken)
    game._learn_all(seat, taken)
    game._event("took", seat=seat, cards=tuple(taken), count=len(taken))
