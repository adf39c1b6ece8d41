"""What a player may do now: every legal action, and the choices of each step for autocomplete.

`legal_actions(position, seat)` lists exactly the actions `ZarcanaGame.apply` accepts from `seat` now (Resign and
AgreeEnd, always open, are left out): candidates are built from the position and kept when the checks of
`rules.zarcana.turn_options` find nothing wrong, the same checks `apply` makes. Cards reaching the discard pile
together (option 6, the Fool's last card, H-9) are listed by their top card alone, the rest in the usual order;
`apply` also takes the order beneath it named (`DiscardHand.under`, `Top.under`), which would be too many to list.
A position is the game or the seat's own view, so what the bot offers a player depends on nothing they cannot see.

For a command built step by step (a card, then a power, then a minion, then a target) the ``*_choices`` functions
narrow the same list: every value they offer leads to at least one legal action.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import combinations

from ..core.actions import Action
from ..core.cells import Cell, neighbours
from .actions import (
    ActingMinion,
    Again,
    Build,
    Clone,
    Convert,
    Create,
    Declare,
    DiscardHand,
    Done,
    Draw,
    DrawCards,
    Drawn,
    Effect,
    Give,
    Grow,
    MinionAt,
    MoveTo,
    Pass,
    Place,
    Plain,
    Play,
    Raze,
    Reorient,
    Strike,
    Swap,
    Take,
    Teleport,
    Top,
    Transport,
    Use,
)
from .cards import TarotCard, sort_key
from .checks import DEMAND_LIMIT, JUDGEMENT_TAKE, PRIESTESS_DRAW, Context, actor_error, effect_error
from .minions import FACINGS, SIZES, Minion, target_of
from .position import Position
from .powers import ATTACKS, BUILDS, GROWTHS, MOVES, REQUIREMENTS, powers_of
from .settings import DRAW_LIMIT
from .tasks import Demand, Order, Reorienting, SecondStep, UseDrawn
from .turn_options import decision_actor, declare_error, discard_hand_error, draw_error, place_error, reorient_error


def legal_actions(position: Position, seat: int) -> list[Action]:
    """Every action `seat` may take now, in a fixed order: the answers to a pending decision, or the turn options."""
    if seat not in position.seats_to_act():
        return []
    decision = position.pending
    if decision is None:
        return option_actions(position, seat)
    match decision:
        case UseDrawn(card):
            return [*drawn_actions(position, seat, card)]
        case SecondStep():
            return [Again(effect) for effect in second_steps(position, seat, decision)] + [Done()]
        case Reorienting():
            return reorient_actions(position, seat, decision) + ([Done()] if decision.turned else [])
        case Demand(_, receiver, count):
            hand = sorted(position.hand_of(seat), key=sort_key)
            return [Give(cards, receiver) for cards in combinations(hand, count)]
        case Order(cards):
            return [Top(card) for card in cards]
    raise TypeError(decision)


def option_actions(position: Position, seat: int) -> list[Action]:
    """The eight turn options (section 7) with every legal target."""
    hand = sorted(set(position.hand_of(seat)), key=sort_key)
    actions: list[Action] = [
        Place(cell) for cell in sorted(position.stacks) if place_error(position, seat, cell) is None
    ]
    actions += play_actions(position, seat)
    actions += use_actions(position, seat)
    actions += reorient_actions(position, seat, None)
    actions += [Draw(count) for count in range(1, DRAW_LIMIT + 1) if draw_error(position, seat, count) is None]
    actions += [DiscardHand(card) for card in hand if discard_hand_error(position, seat, card) is None]
    actions.append(Pass())
    if declare_error(position) is None:
        actions.append(Declare())
    return actions


def own_actors(position: Position, seat: int) -> list[ActingMinion]:
    """The seat's minions, one per cell, size and facing (identical minions are interchangeable)."""
    found = {
        ActingMinion(cell, minion.size, minion.facing)
        for cell, here in position.minions.items()
        for minion in here
        if minion.owner == seat
    }
    return sorted(found, key=lambda actor: (actor.cell, actor.size, FACINGS.index(actor.facing)))


def _uses(
    position: Position,
    seat: int,
    card: TarotCard,
    source: str,
    *,
    actors: list[ActingMinion | None],
    hand: list[TarotCard],
) -> Iterator[tuple[str, ActingMinion | None, Effect]]:
    """(power, actor, effect) for every legal use of `card` from `source` by one of `actors`."""
    forbidden = position.forbidden == card and source != "drawn"
    if forbidden:
        return
    for power in powers_of(position, card, source):
        needs_minion = REQUIREMENTS[power].minion or source == "board"
        for actor in actors if needs_minion else [None]:
            if actor_error(position, seat, power, actor, source) is not None:
                continue
            context = Context(position, seat, power, card, actor, hand)
            for effect in effect_candidates(context):
                if effect_error(context, effect) is None:
                    yield power, actor, effect


def play_actions(position: Position, seat: int) -> list[Play]:
    """Option 2: each card of the hand, as each power it gives, by each minion that meets the requirements."""
    hand = list(position.hand_of(seat))
    actors: list[ActingMinion | None] = list(own_actors(position, seat))
    actions = []
    for card in sorted(set(hand), key=sort_key):
        rest = list(hand)
        rest.remove(card)
        uses = _uses(position, seat, card, "hand", actors=actors, hand=rest)
        actions += [Play(card, power, actor, effect) for power, actor, effect in uses]
    return actions


def use_actions(position: Position, seat: int) -> list[Use]:
    """Option 3: each minion on a face-up card uses that card's power (Z-16, Z-45)."""
    hand = list(position.hand_of(seat))
    actions = []
    for actor in own_actors(position, seat):
        card = position.top_face(actor.cell)
        if card is not None:
            uses = _uses(position, seat, card, "board", actors=[actor], hand=hand)
            actions += [Use(actor, power, effect) for power, _, effect in uses]
    return actions


def drawn_actions(position: Position, seat: int, card: TarotCard) -> list[Drawn]:
    """Z-35: the uses of the Fool's card; none means it is discarded unused."""
    actors: list[ActingMinion | None] = list(own_actors(position, seat))
    hand = list(position.hand_of(seat))
    return [
        Drawn(power, actor, effect)
        for power, actor, effect in _uses(position, seat, card, "drawn", actors=actors, hand=hand)
    ]


def second_steps(position: Position, seat: int, decision: SecondStep) -> list[Effect]:
    """Z-42, Z-43, Z-48: the legal second steps of the acting minion."""
    actor = decision_actor(decision)
    if Minion(seat, actor.size, actor.facing) not in position.minions.get(actor.cell, ()):
        return []
    context = Context(position, seat, decision.power, None, actor, list(position.hand_of(seat)))
    return [effect for effect in effect_candidates(context) if effect_error(context, effect) is None]


def reorient_actions(position: Position, seat: int, scope: Reorienting | None) -> list[Action]:
    """Option 4 (scope None), or one more step of a reorienting under way."""
    if scope is None or scope.devil is None:
        cells: Iterable[Cell] = sorted(position.minions)
    else:
        cells = sorted(cell for cell in (scope.devil, *neighbours(scope.devil)) if cell in position.minions)
    own_only = scope is None or scope.devil is None
    actions: list[Action] = []
    for cell in cells:
        for minion in sorted(set(position.minions[cell]), key=lambda m: (m.owner, m.size, FACINGS.index(m.facing))):
            if own_only and minion.owner != seat:
                continue  # refused (`reorient_error`): without the Devil, only your own minions turn
            at = MinionAt(cell, minion.owner, minion.size, minion.facing)
            for facing in FACINGS:
                if facing == minion.facing:
                    continue  # refused: a minion must end facing another way
                action = Reorient(at, facing)
                # Option 4 needs nothing more of an own minion on the board, turned by nobody yet; a step of the
                # Devil's reorienting is checked in full.
                if scope is None or reorient_error(position, seat, action, scope) is None:
                    actions.append(action)
    return actions


# ----------------------------------------------------------------------------------------------- candidates


def effect_candidates(ctx: Context) -> list[Effect]:
    """Effects worth checking for a power: a superset of the legal ones, built from the position."""
    position, power, actor = ctx.position, ctx.power, ctx.actor
    if power in ATTACKS or power == "hierophant":
        assert actor is not None
        target = target_of(actor.cell, actor.facing)
        victims = [MinionAt(target, m.owner, m.size, m.facing) for m in sorted(set(position.minions.get(target, ())))]
        if power == "hierophant":
            return [Convert(victim, size) for victim in victims for size in SIZES if size <= victim.size]
        demands = range(DEMAND_LIMIT + 1) if power == "emperor" else range(1)
        return [Strike(victim, demand) for victim in victims for demand in demands] + [Raze(target)]
    if power in MOVES:
        assert actor is not None
        return [MoveTo(cell) for cell in neighbours(actor.cell)]
    if power in GROWTHS:
        return [Grow(), *(Clone(size) for size in SIZES)]
    if power in BUILDS:
        assert actor is not None
        target = target_of(actor.cell, actor.facing)
        if power == "sun":
            return [Build(target, card) for card in sorted(set(ctx.hand), key=sort_key)]
        return [Build(target)]
    match power:
        case "priestess":
            return [DrawCards(count) for count in range(PRIESTESS_DRAW + 1)]
        case "judgement":
            return [Take(count) for count in range(1, JUDGEMENT_TAKE + 1)]
        case "justice":
            return [Swap(seat) for seat in range(len(position.settings.players))]
        case "lovers":
            return [Create(size, cell) for cell in _empty_wasteland(position) for size in SIZES]
        case "moon":
            cells = set(_empty_wasteland(position)) | {
                cell for cell in position.stacks if not position.minions.get(cell)
            }
            return [Transport(cell) for cell in sorted(cells)]
        case "gateway":
            return [Teleport(cell) for cell in sorted(position.stacks)]
    return [Plain()]


def _empty_wasteland(position: Position) -> list[Cell]:
    """Spaces with no card and no minion next to at least one card: where wasteland may be (Z-11)."""
    stacks = position.stacks
    return sorted({n for cell in stacks for n in neighbours(cell) if n not in stacks and not position.minions.get(n)})


# ----------------------------------------------------------------------------------------------- step by step


def option_names(position: Position, seat: int) -> list[str]:
    """The turn options open to `seat` now, by command name: place, play, use, reorient, draw, discard-hand, pass,
    declare (none while a decision is pending)."""
    names = {Place: "place", Play: "play", Use: "use", Reorient: "reorient", Draw: "draw"}
    names.update({DiscardHand: "discard-hand", Pass: "pass", Declare: "declare"})
    if position.pending is not None:
        return []
    found = {names[type(action)] for action in legal_actions(position, seat) if type(action) in names}
    return [name for name in names.values() if name in found]


def play_choices(
    position: Position,
    seat: int,
    card: TarotCard | None = None,
    power: str | None = None,
    actor: ActingMinion | None = None,
) -> list[Play]:
    """Option 2's legal plays, narrowed by what the player has chosen so far."""
    return [
        action
        for action in play_actions(position, seat)
        if (card is None or action.card == card)
        and (power is None or action.power == power)
        and (actor is None or action.actor == actor)
    ]


def use_choices(
    position: Position, seat: int, actor: ActingMinion | None = None, power: str | None = None
) -> list[Use]:
    """Option 3's legal uses, narrowed by the minion and the power chosen so far."""
    return [
        action
        for action in use_actions(position, seat)
        if (actor is None or action.actor == actor) and (power is None or action.power == power)
    ]
