"""The eight turn options (section 7) and the answers to pending decisions, checked against a `Position`.

Each ``*_error`` function returns the refusal a player reads when the action is not allowed now (a message, put in
the reader's words above the engine), or None. They read only what the acting player may see, so the legal-action
lists (which keep the candidates with no error) can be computed from that player's own view, and
`ZarcanaGame.apply` (which raises the refusal) accepts exactly them (and the fuller orders of cards going to the
discard pile together, H-9, which the lists leave out).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ..core.actions import SMALL
from ..core.cells import Cell, cell_name, neighbours
from ..core.messages import Message
from .actions import ActingMinion, Again, Drawn, Give, Play, Reorient, Top, Use
from .cards import TarotCard, card_message
from .checks import Context, actor_error, crowded_words, effect_error, left_to_draw, power_error, refused_minion_words
from .minions import FACING_WORDS, FACINGS, Minion
from .position import Position
from .powers import TWICE
from .settings import DRAW_LIMIT, HAND_LIMIT, POPULATION_LIMIT
from .tasks import Demand, Order, Reorienting, SecondStep


def place_error(position: Position, seat: int, cell: Cell) -> Message | None:
    """Option 1 (Z-29): a small onto a card territory, only with no minion of yours on the board; it stands (H-6)."""
    if any(minion.owner == seat for here in position.minions.values() for minion in here):
        return Message("zarcana-option-place-minions-out")
    if cell not in position.stacks:
        return Message("zarcana-option-place-no-card", cell=cell_name(cell))
    if len(position.minions.get(cell, ())) >= POPULATION_LIMIT:
        return crowded_words(cell, len(position.minions[cell]))
    if not position.in_stash(seat, SMALL):
        return Message("zarcana-check-none-in-stash", size="small")
    return None


def _forbidden(position: Position, card: TarotCard) -> Message | None:
    if position.forbidden == card:
        return Message("zarcana-option-forbidden", card=card_message(card))
    return None


def play_error(position: Position, seat: int, action: Play) -> Message | None:
    """Option 2: a card from the hand, used by one of your minions or by none (Z-18, Z-29a); then discarded."""
    hand = list(position.hand_of(seat))
    if action.card not in hand:
        return Message("zarcana-option-not-in-hand", card=card_message(action.card))
    hand.remove(action.card)
    return (
        _forbidden(position, action.card)
        or power_error(position, action.card, "hand", action.power)
        or actor_error(position, seat, action.power, action.actor, "hand")
        or effect_error(Context(position, seat, action.power, action.card, action.actor, hand), action.effect)
    )


def use_error(position: Position, seat: int, action: Use) -> Message | None:
    """Option 3: the acting minion uses the face-up top card of its own space (Z-16, Z-21, Z-45)."""
    actor = action.actor
    if Minion(seat, actor.size, actor.facing) not in position.minions.get(actor.cell, ()):
        words = refused_minion_words(position, seat, actor.size, actor.facing, seat)
        return Message("zarcana-option-no-such-minion-yours", cell=cell_name(actor.cell), minion=words)
    if actor.cell not in position.stacks:
        return Message("zarcana-option-use-wasteland", cell=cell_name(actor.cell))
    card = position.top_face(actor.cell)
    if card is None:
        return Message("zarcana-option-use-face-down", cell=cell_name(actor.cell))
    return (
        _forbidden(position, card)
        or power_error(position, card, "board", action.power)
        or actor_error(position, seat, action.power, actor, "board")
        or effect_error(Context(position, seat, action.power, card, actor, position.hand_of(seat)), action.effect)
    )


def drawn_error(position: Position, seat: int, card: TarotCard, action: Drawn) -> Message | None:
    """Z-35: the Fool's card, as if from the hand, but a court card only as its own suit."""
    return (
        power_error(position, card, "drawn", action.power)
        or actor_error(position, seat, action.power, action.actor, "drawn")
        or effect_error(
            Context(position, seat, action.power, card, action.actor, position.hand_of(seat)), action.effect
        )
    )


def again_error(position: Position, seat: int, decision: SecondStep, action: Again) -> Message | None:
    """The second step of Death, the Chariot or Strength, by the same minion (Z-42, Z-43, Z-48)."""
    assert decision.power in TWICE
    actor = decision_actor(decision)
    if Minion(seat, actor.size, actor.facing) not in position.minions.get(actor.cell, ()):
        return Message("zarcana-option-actor-gone")
    return effect_error(Context(position, seat, decision.power, None, actor, position.hand_of(seat)), action.effect)


def decision_actor(decision: SecondStep) -> ActingMinion:
    return ActingMinion(decision.cell, decision.size, decision.facing)


def reorient_error(position: Position, seat: int, action: Reorient, scope: Reorienting | None) -> Message | None:
    """Option 4 (your own minions, any of five orientations) or the Devil's step (anyone's, on its space and the
    four next to it, Z-50, H-25). Each minion turns once a time, and must end facing another way."""
    minion = action.minion
    devil = scope.devil if scope is not None else None
    if devil is None and minion.owner != seat:
        return Message("zarcana-option-reorient-own")
    if devil is not None and minion.cell != devil and minion.cell not in neighbours(devil):
        return Message("zarcana-option-devil-scope", cell=cell_name(devil))
    if action.facing not in FACINGS:
        return Message("zarcana-option-facings")
    key = (minion.cell, minion.owner, minion.size, minion.facing)
    present = list(position.minions.get(minion.cell, ())).count(Minion(minion.owner, minion.size, minion.facing))
    turned = scope.turned.count(key) if scope is not None else 0
    if present == 0:
        words = refused_minion_words(position, minion.owner, minion.size, minion.facing, seat)
        return Message("zarcana-check-no-such-minion", cell=cell_name(minion.cell), minion=words)
    if present <= turned:
        return Message("zarcana-option-reoriented-already")
    if action.facing == minion.facing:
        return Message("zarcana-option-faces-already", facing=FACING_WORDS[action.facing])
    return None


def draw_error(position: Position, seat: int, count: int) -> Message | None:
    """Option 5: up to three cards, never above six in hand (Z-26, H-4)."""
    held = position.hand_size(seat)
    if not 1 <= count <= DRAW_LIMIT:
        return Message("zarcana-option-draw-count")
    if held + count > HAND_LIMIT:
        return Message("zarcana-option-draw-above-six", held=held, room=max(0, HAND_LIMIT - held))
    if count > position.available():
        return left_to_draw(position.available())
    return None


def discard_hand_error(
    position: Position, seat: int, top: TarotCard, under: tuple[TarotCard, ...] = ()
) -> Message | None:
    """Option 6: the whole hand, the named card last so on top, the cards named under it beneath it (H-9)."""
    hand = position.hand_of(seat)
    if top not in hand:
        return Message("zarcana-option-top-not-in-hand", card=card_message(top))
    return _order_error((top, *under), hand, "zarcana-option-order-not-in-hand")


def _order_error(named: tuple[TarotCard, ...], cards: Sequence[TarotCard], stray: str) -> Message | None:
    """The order of cards going to the discard pile together (H-9): each named once, each one of `cards` (`stray`:
    the refusal of a card that is not, the hand's or the pair's)."""
    for card in named:
        if card not in cards:
            return Message(stray, card=card_message(card))
    twice = next((card for card, count in Counter(named).items() if count > 1), None)
    if twice is not None:
        return Message("zarcana-option-order-twice", card=card_message(twice))
    return None


def declare_error(position: Position) -> Message | None:
    """Option 8 (Z-66, H-18, H-24): once the deck has been used up and reshuffled, and once only."""
    if position.can_declare():
        return None
    if position.declarer is not None:
        return Message("zarcana-option-declared-already")
    if position.deck_count == 0:
        return Message(
            "zarcana-option-declare-draw-first" if position.discard else "zarcana-option-declare-discard-first"
        )
    return Message("zarcana-option-declare-not-yet")


def give_error(position: Position, seat: int, decision: Demand, action: Give) -> Message | None:
    """Z-39: the victim's owner gives exactly the cards demanded, of their own choosing."""
    if action.to != decision.receiver:
        return Message("zarcana-option-give-to", name=position.name(decision.receiver))
    if len(action.cards) != decision.count:
        return Message("zarcana-option-give-count", count=decision.count)
    missing = Counter(action.cards) - Counter(position.hand_of(seat))
    if missing:
        return Message("zarcana-option-not-in-hand", card=card_message(next(iter(missing))))
    return None


def top_error(decision: Order, action: Top) -> Message | None:
    """H-9: the card that goes on top is one of the two reaching the pile, and so is one named under it."""
    if action.card not in decision.cards:
        first, second = decision.cards
        return Message("zarcana-option-top-choose", first=card_message(first), second=card_message(second))
    return _order_error((action.card, *action.under), decision.cards, "zarcana-option-order-not-reaching")
