"""The turn options (R-27): draw, grow, spawn, build, move, attack, fly and hatch, one function each.

Each checks its action completely before it changes anything, and raises `IllegalActionError` with the sentence a
player reads. They are the inside of `ZarkGame.apply`, which stays the one entry point (it checks whose turn it is and
what follows the option). Each takes the game's state (`rules.zark.state.ZarkState`) and changes it only through
its public checks and moves of cards and pieces; the rules around an option (whose turn, the win, the hand limit,
the next turn) are the game's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..core.actions import LARGE, SIZE_NAMES, SMALL, Action
from ..core.cells import Cell, cell_name, neighbours
from ..core.errors import IllegalActionError
from ..core.phase import Phase
from ..core.words import plural
from . import legal
from .actions import Attack, Build, Draw, Fly, Grow, Hatch, Move, Nominate, Spawn
from .cards import Card, card_label

if TYPE_CHECKING:
    from .state import ZarkState


def draw(state: ZarkState, seat: int, action: Draw) -> None:
    state.draw_cards(seat, 3, "draw")  # always legal; R-10: may give fewer


def grow(state: ZarkState, seat: int, action: Grow) -> None:
    _require_own_piece(state, seat, action.cell, action.size)
    if action.size == LARGE:
        raise IllegalActionError("A large pyramid cannot grow any bigger.")
    _require_in_stash(state, seat, action.size + 1)
    state.remove_piece(action.cell, seat, action.size)
    state.add_piece(action.cell, seat, action.size + 1)


def spawn(state: ZarkState, seat: int, action: Spawn) -> None:
    _require_occupied(state, seat, action.cell)
    _require_in_stash(state, seat, SMALL)
    state.add_piece(action.cell, seat, SMALL)


def build(state: ZarkState, seat: int, action: Build) -> None:
    _require_board_card_in_hand(state, seat, action.card, action.nomination)
    if action.cell in state.cards:
        raise IllegalActionError(f"{cell_name(action.cell)} already has a card on it.")
    if not any(n in state.cards and _occupies(state, seat, n) for n in neighbours(action.cell)):
        raise IllegalActionError(f"{cell_name(action.cell)} is not next to a card you occupy.")
    _put_card(state, seat, action.card, action.cell, action.nomination)


def _require_board_card_in_hand(state: ZarkState, seat: int, card: Card, nomination: Card | None) -> None:
    """A card that goes on the board (R-24: number cards, and Wilds with a nomination) is in the hand."""
    state.require_in_hand(seat, [card])
    rules = state.settings.ruleset
    if not rules.goes_on_board(card):
        what = "number cards and Wilds go" if rules.wilds else "number cards go"
        raise IllegalActionError(f"The {card_label(card)} is not a number card; only {what} on the board.")
    if rules.is_wild(card):
        if nomination is None:
            raise IllegalActionError(
                f"Say what the {card_label(card)} stands for: a colour and a number, as in 'as 7R' (R-24)."
            )
        _require_nomination(state, nomination)
    elif nomination is not None:
        raise IllegalActionError(f"Only a Wild stands for another card; the {card_label(card)} is itself.")


def _require_nomination(state: ZarkState, nomination: Card) -> None:
    if nomination not in state.settings.ruleset.nominations:
        raise IllegalActionError(
            f"A Wild stands for a number card of one colour, {state.settings.ruleset.number_words}, "
            f"not the {card_label(nomination)} (R-24)."
        )


def _put_card(state: ZarkState, seat: int, card: Card, cell: Cell, nomination: Card | None) -> None:
    state.hands[seat].remove(card)
    state.cards[cell] = card
    if nomination is not None:
        state.nominations[cell] = nomination


def nominate(state: ZarkState, seat: int, action: Nominate) -> None:
    """R-24: the sole occupant of a Wild changes what it stands for, during their own turn, for free."""
    if not state.settings.ruleset.wilds:
        raise IllegalActionError(f"There are no Wilds in {state.settings.ruleset.title}.")
    if state.phase not in (Phase.ACTION, Phase.DISCARD):
        raise IllegalActionError("A Wild's nomination can change only during your own turn, once turns have begun.")
    card = state.cards.get(action.cell)
    if card is None:
        raise IllegalActionError(f"There is no card at {cell_name(action.cell)}.")
    if not state.settings.ruleset.is_wild(card):
        raise IllegalActionError(f"The {card_label(card)} on {cell_name(action.cell)} is not a Wild.")
    here = state.pieces.get(action.cell, ())
    if not here or any(owner != seat for owner, _ in here):
        raise IllegalActionError(
            f"Only the sole occupant of the Wild on {cell_name(action.cell)} may change what it stands for."
        )
    _require_nomination(state, action.nomination)
    if state.nominations.get(action.cell) == action.nomination:
        raise IllegalActionError(
            f"The Wild on {cell_name(action.cell)} already stands for the {card_label(action.nomination)}."
        )
    state.nominations[action.cell] = action.nomination


def _occupies(state: ZarkState, seat: int, cell: Cell) -> bool:
    return any(owner == seat for owner, _ in state.pieces.get(cell, ()))


def move(state: ZarkState, seat: int, action: Move) -> None:
    _require_own_piece(state, seat, action.cell, action.size)
    if action.to not in neighbours(action.cell):
        raise IllegalActionError(f"{cell_name(action.to)} is not next to {cell_name(action.cell)}.")
    if action.to not in state.cards:
        raise IllegalActionError(f"There is no card at {cell_name(action.to)}; pyramids move only onto cards.")
    state.remove_piece(action.cell, seat, action.size)
    state.add_piece(action.to, seat, action.size)


def attack(state: ZarkState, seat: int, action: Attack) -> None:
    _check_attack_target(state, seat, action)
    change = _check_payment(state, seat, action.payment, action.size)
    if action.convert_to is not None:
        if action.convert_to > action.size:
            raise IllegalActionError("You can convert only into a pyramid of the same size or smaller.")
        _require_in_stash(state, seat, action.convert_to, " to convert with")
    state.spend(seat, action.payment)
    state.remove_piece(action.cell, action.owner, action.size)
    if action.convert_to is not None:
        state.add_piece(action.cell, seat, action.convert_to)
    if change:
        state.draw_cards(seat, change, "change")


def _check_attack_target(state: ZarkState, seat: int, action: Attack) -> None:
    _require_size(action.size)
    if action.convert_to is not None:
        _require_size(action.convert_to)
    if action.cell not in state.cards:
        raise IllegalActionError(f"There is no card at {cell_name(action.cell)}.")
    if not 0 <= action.owner < len(state.settings.players):
        players = plural(len(state.settings.players), "player")
        raise IllegalActionError(f"This game has only {players}: there is no player {action.owner + 1}.")
    if action.owner == seat and not state.settings.ruleset.attack_own:
        raise IllegalActionError("You cannot attack your own pyramid.")
    if (action.owner, action.size) not in state.pieces.get(action.cell, ()):
        raise IllegalActionError(
            f"There is no {SIZE_NAMES[action.size]} pyramid of {state.name(action.owner)}'s "
            f"on {cell_name(action.cell)}."
        )
    if action.cell not in legal.attack_range(state, seat):
        raise IllegalActionError(f"{cell_name(action.cell)} is not on or next to a card you occupy.")


def _check_payment(state: ZarkState, seat: int, payment: tuple[Card, ...], pips: int) -> int:
    """R-12/R-20: returns the change (R-13) the payment earns, or raises."""
    state.require_in_hand(seat, payment)
    rules = state.settings.ruleset
    for card in payment:
        if rules.is_number(card):
            raise IllegalActionError(f"The {card_label(card)} cannot pay for an attack; only {rules.payer_words} can.")
    if not rules.cards_for(pips, len(payment)):
        raise IllegalActionError(
            f"Attacking a {SIZE_NAMES[pips]} pyramid takes exactly {pips} card{'s' * (pips > 1)} "
            f"(one per pip) in the classic edition."
        )
    if not rules.points:
        return 0
    points = [rules.attack_points(card) for card in payment]
    total = sum(points)
    if total < pips:
        raise IllegalActionError(
            f"Those cards pay {total} point{'s' * (total != 1)}; a {SIZE_NAMES[pips]} pyramid needs {pips}."
        )
    cheapest = min(points)
    if total - cheapest >= pips:
        spare = payment[points.index(cheapest)]
        raise IllegalActionError(
            f"The {card_label(spare)} is not needed: the other cards already pay {total - cheapest} points, "
            "and no card may be spent for nothing."
        )
    return rules.change_for(total, pips)


def fly(state: ZarkState, seat: int, action: Fly) -> None:
    if not state.settings.ruleset.fly:
        raise IllegalActionError(f"Fly is not part of {state.settings.ruleset.variant}.")
    state.require_in_hand(seat, [action.ace])
    if not state.settings.ruleset.flies(action.ace):
        raise IllegalActionError(f"The {card_label(action.ace)} is not an Ace; only an Ace can make a card fly.")
    _require_occupied(state, seat, action.cell)
    if action.to == action.cell:
        raise IllegalActionError("A flying card must land on a different cell.")
    state.require_empty_next_to_a_card(action.to, exclude=action.cell)
    if action.to not in legal.fly_destinations(state, action.cell):
        raise IllegalActionError(
            f"Flying {cell_name(action.cell)} to {cell_name(action.to)} would cut the board in two."
        )
    state.spend(seat, [action.ace])
    state.cards[action.to] = state.cards.pop(action.cell)
    if action.cell in state.pieces:
        state.pieces[action.to] = state.pieces.pop(action.cell)
    if action.cell in state.nominations:
        state.nominations[action.to] = state.nominations.pop(action.cell)


def hatch(state: ZarkState, seat: int, action: Hatch) -> None:
    if state.occupied(seat):
        raise IllegalActionError("You can hatch only when you have no pyramids on the board.")
    _require_board_card_in_hand(state, seat, action.card, action.nomination)
    state.require_empty_next_to_a_card(action.cell)
    _require_in_stash(state, seat, SMALL)
    _put_card(state, seat, action.card, action.cell, action.nomination)
    state.add_piece(action.cell, seat, SMALL)


def _require_own_piece(state: ZarkState, seat: int, cell: Cell, size: int) -> None:
    _require_size(size)
    if cell not in state.cards:
        raise IllegalActionError(f"There is no card at {cell_name(cell)}.")
    if (seat, size) not in state.pieces.get(cell, ()):
        raise IllegalActionError(f"You have no {SIZE_NAMES[size]} pyramid on {cell_name(cell)}.")


def _require_in_stash(state: ZarkState, seat: int, size: int, purpose: str = "") -> None:
    if state.stashes[seat][size] == 0:
        raise IllegalActionError(f"You have no {SIZE_NAMES[size]} pyramid in your stash{purpose}.")


def _require_occupied(state: ZarkState, seat: int, cell: Cell) -> None:
    if cell not in state.cards:
        raise IllegalActionError(f"There is no card at {cell_name(cell)}.")
    if not any(owner == seat for owner, _ in state.pieces.get(cell, ())):
        raise IllegalActionError(f"You have no pyramid on {cell_name(cell)}.")


def _require_size(size: int) -> None:
    if size not in SIZE_NAMES:
        raise IllegalActionError("Pyramids come in three sizes: small, medium and large.")


#: The turn option each action type is carried out by.
HANDLERS: dict[type[Action], Callable[[ZarkState, int, Any], None]] = {
    Draw: draw,
    Grow: grow,
    Spawn: spawn,
    Build: build,
    Move: move,
    Attack: attack,
    Fly: fly,
    Hatch: hatch,
}
