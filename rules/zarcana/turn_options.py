"""The eight turn options (section 7) and the answers to pending decisions, checked against a `Position`.

Each ``*_error`` function returns the sentence a player reads when the action is not allowed now, or None. They
read only what the acting player may see, so the legal-action lists (which keep the candidates with no error) can
be computed from that player's own view, and `ZarcanaGame.apply` (which raises the sentence) accepts exactly them
(and the fuller orders of cards going to the discard pile together, H-9, which the lists leave out).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ..core.actions import SMALL
from ..core.cells import Cell, cell_name, neighbours
from ..core.words import plural
from .actions import ActingMinion, Again, Drawn, Give, Play, Reorient, Top, Use
from .cards import TarotCard, title
from .checks import Context, actor_error, crowded_words, effect_error, left_to_draw, power_error, refused_minion_words
from .minions import FACING_WORDS, FACINGS, Minion
from .position import Position
from .powers import TWICE
from .settings import DRAW_LIMIT, HAND_LIMIT, POPULATION_LIMIT
from .tasks import Demand, Order, Reorienting, SecondStep


def place_error(position: Position, seat: int, cell: Cell) -> str | None:
    """Option 1 (Z-29): a small onto a card territory, only with no minion of yours on the board; it stands (H-6)."""
    if any(minion.owner == seat for here in position.minions.values() for minion in here):
        return "You have minions on the board: place one only when you have none (option 1, Z-29)."
    if cell not in position.stacks:
        return f"{cell_name(cell)} has no card: place your minion on a card territory (option 1)."
    if len(position.minions.get(cell, ())) >= POPULATION_LIMIT:
        return crowded_words(cell, len(position.minions[cell]))
    if not position.in_stash(seat, SMALL):
        return "You have no small minion in your stash (Z-2)."
    return None


def _forbidden(position: Position, card: TarotCard) -> str | None:
    if position.forbidden == card:
        return f"This extra option may not use {title(card)}, which granted it (Z-37)."
    return None


def play_error(position: Position, seat: int, action: Play) -> str | None:
    """Option 2: a card from the hand, used by one of your minions or by none (Z-18, Z-29a); then discarded."""
    hand = list(position.hand_of(seat))
    if action.card not in hand:
        return f"{title(action.card)} is not in your hand."
    hand.remove(action.card)
    return (
        _forbidden(position, action.card)
        or power_error(position, action.card, "hand", action.power)
        or actor_error(position, seat, action.power, action.actor, "hand")
        or effect_error(Context(position, seat, action.power, action.card, action.actor, hand), action.effect)
    )


def use_error(position: Position, seat: int, action: Use) -> str | None:
    """Option 3: the acting minion uses the face-up top card of its own space (Z-16, Z-21, Z-45)."""
    actor = action.actor
    if Minion(seat, actor.size, actor.facing) not in position.minions.get(actor.cell, ()):
        words = refused_minion_words(position, seat, actor.size, actor.facing, seat)
        return f"You have no minion on {cell_name(actor.cell)} like that ({words})."
    if actor.cell not in position.stacks:
        return f"Your minion on {cell_name(actor.cell)} is in the wasteland: there is no territory to use (Z-16)."
    card = position.top_face(actor.cell)
    if card is None:
        return f"The card under your minion on {cell_name(actor.cell)} lies face down: it cannot be used (Z-45)."
    return (
        _forbidden(position, card)
        or power_error(position, card, "board", action.power)
        or actor_error(position, seat, action.power, actor, "board")
        or effect_error(Context(position, seat, action.power, card, actor, position.hand_of(seat)), action.effect)
    )


def drawn_error(position: Position, seat: int, card: TarotCard, action: Drawn) -> str | None:
    """Z-35: the Fool's card, as if from the hand, but a court card only as its own suit."""
    return (
        power_error(position, card, "drawn", action.power)
        or actor_error(position, seat, action.power, action.actor, "drawn")
        or effect_error(
            Context(position, seat, action.power, card, action.actor, position.hand_of(seat)), action.effect
        )
    )


def again_error(position: Position, seat: int, decision: SecondStep, action: Again) -> str | None:
    """The second step of Death, the Chariot or Strength, by the same minion (Z-42, Z-43, Z-48)."""
    assert decision.power in TWICE
    actor = decision_actor(decision)
    if Minion(seat, actor.size, actor.facing) not in position.minions.get(actor.cell, ()):
        return "The acting minion is no longer on the board."
    return effect_error(Context(position, seat, decision.power, None, actor, position.hand_of(seat)), action.effect)


def decision_actor(decision: SecondStep) -> ActingMinion:
    return ActingMinion(decision.cell, decision.size, decision.facing)


def reorient_error(position: Position, seat: int, action: Reorient, scope: Reorienting | None) -> str | None:
    """Option 4 (your own minions, any of five orientations) or the Devil's step (anyone's, on its space and the
    four next to it, Z-50, H-25). Each minion turns once a time, and must end facing another way."""
    minion = action.minion
    devil = scope.devil if scope is not None else None
    if devil is None and minion.owner != seat:
        return "You reorient only your own minions (option 4); the Devil reorients anyone's (Z-50)."
    if devil is not None and minion.cell != devil and minion.cell not in neighbours(devil):
        return f"The Devil reorients minions on {cell_name(devil)} and the four spaces next to it only (Z-50)."
    if action.facing not in FACINGS:
        return "A minion stands or points north, east, south or west (Z-13)."
    key = (minion.cell, minion.owner, minion.size, minion.facing)
    present = list(position.minions.get(minion.cell, ())).count(Minion(minion.owner, minion.size, minion.facing))
    turned = scope.turned.count(key) if scope is not None else 0
    if present == 0:
        words = refused_minion_words(position, minion.owner, minion.size, minion.facing, seat)
        return f"There is no minion on {cell_name(minion.cell)} like that ({words})."
    if present <= turned:
        return "That minion has already been reoriented this time."
    if action.facing == minion.facing:
        return f"That minion already faces {FACING_WORDS[action.facing]}: choose another way (Z-13)."
    return None


def draw_error(position: Position, seat: int, count: int) -> str | None:
    """Option 5: up to three cards, never above six in hand (Z-26, H-4)."""
    held = position.hand_size(seat)
    if not 1 <= count <= DRAW_LIMIT:
        return "Draw one, two or three cards (option 5, Z-26)."
    if held + count > HAND_LIMIT:
        room = max(0, HAND_LIMIT - held)
        most = f"you may draw {room} at most" if room else "you may draw no more"
        return f"You hold {plural(held, 'card')}: {most}, never going above six (Z-26, H-4)."
    if count > position.available():
        return left_to_draw(position.available())
    return None


def discard_hand_error(position: Position, seat: int, top: TarotCard, under: tuple[TarotCard, ...] = ()) -> str | None:
    """Option 6: the whole hand, the named card last so on top, the cards named under it beneath it (H-9)."""
    hand = position.hand_of(seat)
    if top not in hand:
        return f"{title(top)} is not in your hand: name the card of your hand to put on top of the pile (H-9)."
    return _order_error((top, *under), hand, "of your hand")


def _order_error(named: tuple[TarotCard, ...], cards: Sequence[TarotCard], which: str) -> str | None:
    """The order of cards going to the discard pile together (H-9): each named once, each one of `cards`."""
    for card in named:
        if card not in cards:
            return f"{title(card)} is not one of the cards {which}: name them from the top of the pile down (H-9)."
    twice = next((card for card, count in Counter(named).items() if count > 1), None)
    if twice is not None:
        return f"{title(twice)} is named twice: name each card once, from the top of the pile down (H-9)."
    return None


def declare_error(position: Position) -> str | None:
    """Option 8 (Z-66, H-18, H-24): once the deck has been used up and reshuffled, and once only."""
    if position.can_declare():
        return None
    if position.declarer is not None:
        return "The final round has been declared already: it is declared once only (Z-66, H-18)."
    if position.deck_count == 0:
        first = (
            "someone must draw first" if position.discard else "once cards reach the discard pile, someone must draw"
        )
        return (
            "The deck is empty but has not been reshuffled yet, so the final round cannot be declared yet: "
            f"{first}, which shuffles the discard pile into a new deck (Z-65, Z-66, H-24)."
        )
    return "The final round may be declared once the deck has been used up and reshuffled (Z-66, H-24)."


def give_error(position: Position, seat: int, decision: Demand, action: Give) -> str | None:
    """Z-39: the victim's owner gives exactly the cards demanded, of their own choosing."""
    if action.to != decision.receiver:
        return f"The Emperor's demand is {position.name(decision.receiver)}'s: give the cards to them (Z-39)."
    if len(action.cards) != decision.count:
        return f"Give exactly {plural(decision.count, 'card')} (the Emperor's demand, Z-39)."
    missing = Counter(action.cards) - Counter(position.hand_of(seat))
    if missing:
        return f"{title(next(iter(missing)))} is not in your hand."
    return None


def top_error(decision: Order, action: Top) -> str | None:
    """H-9: the card that goes on top is one of the two reaching the pile, and so is one named under it."""
    if action.card not in decision.cards:
        choices = " or ".join(title(card) for card in decision.cards)
        return f"Choose which goes on top of the discard pile: {choices} (H-9)."
    return _order_error((action.card, *action.under), decision.cards, "reaching the discard pile together")
