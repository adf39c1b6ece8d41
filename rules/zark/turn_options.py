"""The turn options (R-27): draw, grow, spawn, build, move, attack, fly and hatch, one function each.

Each checks its action completely before it changes anything, and raises `IllegalActionError` with what a player
reads: a message (`rules.Message`, its words in the catalogues, ``zark-`` ids), a card named in words among its
arguments as a message of its own (`rules.zark.cards.card_named`). They are the inside of `ZarkGame.apply`, which stays
the one entry point (it checks whose turn it is and what follows the option). Each takes the game's state
(`rules.zark.state.ZarkState`) and changes it only through its public checks and moves of cards and pieces; the
rules around an option (whose turn, the win, the hand limit, the next turn) are the game's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..core.actions import LARGE, SIZE_NAMES, SMALL, Action
from ..core.cells import Cell, cell_name, neighbours
from ..core.errors import IllegalActionError
from ..core.messages import Message
from ..core.phase import Phase
from . import legal
from .actions import Attack, Build, Draw, Fly, Grow, Hatch, Move, Nominate, Spawn
from .cards import Card, card_named

if TYPE_CHECKING:
    from .state import ZarkState


def draw(state: ZarkState, seat: int, action: Draw) -> None:
    state.draw_cards(seat, 3, "draw")  # always legal; R-10: may give fewer


def grow(state: ZarkState, seat: int, action: Grow) -> None:
    _require_own_piece(state, seat, action.cell, action.size)
    if action.size == LARGE:
        raise IllegalActionError(Message("zark-large-cannot-grow"))
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
        raise IllegalActionError(Message("zark-cell-taken", cell=cell_name(action.cell)))
    if not any(n in state.cards and _occupies(state, seat, n) for n in neighbours(action.cell)):
        raise IllegalActionError(Message("zark-not-next-to-yours", cell=cell_name(action.cell)))
    _put_card(state, seat, action.card, action.cell, action.nomination)


def _require_board_card_in_hand(state: ZarkState, seat: int, card: Card, nomination: Card | None) -> None:
    """A card that goes on the board (R-24: number cards, and Wilds with a nomination) is in the hand."""
    state.require_in_hand(seat, [card])
    rules = state.settings.ruleset
    if not rules.goes_on_board(card):
        refusal = "zark-not-a-number-card-to-build-wilds" if rules.wilds else "zark-not-a-number-card-to-build"
        raise IllegalActionError(Message(refusal, card=card_named(card)))
    if rules.is_wild(card):
        if nomination is None:
            raise IllegalActionError(Message("zark-wild-needs-nomination", card=card_named(card)))
        _require_nomination(state, nomination)
    elif nomination is not None:
        raise IllegalActionError(Message("zark-only-wilds-stand-for", card=card_named(card)))


def _require_nomination(state: ZarkState, nomination: Card) -> None:
    rules = state.settings.ruleset
    if nomination not in rules.nominations:
        lowest, highest = rules.number_ranks.start, rules.number_ranks.stop - 1
        raise IllegalActionError(
            Message("zark-nomination-not-a-number", lowest=lowest, highest=highest, card=card_named(nomination))
        )


def _put_card(state: ZarkState, seat: int, card: Card, cell: Cell, nomination: Card | None) -> None:
    state.hands[seat].remove(card)
    state.cards[cell] = card
    if nomination is not None:
        state.nominations[cell] = nomination


def nominate(state: ZarkState, seat: int, action: Nominate) -> None:
    """R-24: the sole occupant of a Wild changes what it stands for, during their own turn, for free."""
    if not state.settings.ruleset.wilds:
        raise IllegalActionError(Message("zark-no-wilds", game=state.settings.ruleset.title))
    if state.phase not in (Phase.ACTION, Phase.DISCARD):
        raise IllegalActionError(Message("zark-nominate-when"))
    card = state.cards.get(action.cell)
    if card is None:
        raise IllegalActionError(Message("zark-no-card-at", cell=cell_name(action.cell)))
    if not state.settings.ruleset.is_wild(card):
        raise IllegalActionError(Message("zark-not-a-wild", card=card_named(card), cell=cell_name(action.cell)))
    here = state.pieces.get(action.cell, ())
    if not here or any(owner != seat for owner, _ in here):
        raise IllegalActionError(Message("zark-nominate-sole-occupant", cell=cell_name(action.cell)))
    _require_nomination(state, action.nomination)
    if state.nominations.get(action.cell) == action.nomination:
        said = Message("zark-nomination-unchanged", cell=cell_name(action.cell), card=card_named(action.nomination))
        raise IllegalActionError(said)
    state.nominations[action.cell] = action.nomination


def _occupies(state: ZarkState, seat: int, cell: Cell) -> bool:
    return any(owner == seat for owner, _ in state.pieces.get(cell, ()))


def move(state: ZarkState, seat: int, action: Move) -> None:
    _require_own_piece(state, seat, action.cell, action.size)
    if action.to not in neighbours(action.cell):
        raise IllegalActionError(Message("zark-move-not-next-to", to=cell_name(action.to), cell=cell_name(action.cell)))
    if action.to not in state.cards:
        raise IllegalActionError(Message("zark-move-onto-cards", cell=cell_name(action.to)))
    state.remove_piece(action.cell, seat, action.size)
    state.add_piece(action.to, seat, action.size)


def attack(state: ZarkState, seat: int, action: Attack) -> None:
    _check_attack_target(state, seat, action)
    change = _check_payment(state, seat, action.payment, action.size)
    if action.convert_to is not None:
        if action.convert_to > action.size:
            raise IllegalActionError(Message("zark-convert-smaller"))
        _require_in_stash(state, seat, action.convert_to, converting=True)
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
        raise IllegalActionError(Message("zark-no-card-at", cell=cell_name(action.cell)))
    if not 0 <= action.owner < len(state.settings.players):
        count = len(state.settings.players)
        raise IllegalActionError(Message("zark-no-such-player", count=count, number=action.owner + 1))
    if action.owner == seat and not state.settings.ruleset.attack_own:
        raise IllegalActionError(Message("zark-attack-own"))
    if (action.owner, action.size) not in state.pieces.get(action.cell, ()):
        size, name, cell = SIZE_NAMES[action.size], state.name(action.owner), cell_name(action.cell)
        raise IllegalActionError(Message("zark-no-such-target", size=size, name=name, cell=cell))
    if action.cell not in legal.attack_range(state, seat):
        raise IllegalActionError(Message("zark-out-of-range", cell=cell_name(action.cell)))


def _check_payment(state: ZarkState, seat: int, payment: tuple[Card, ...], pips: int) -> int:
    """R-12/R-20: returns the change (R-13) the payment earns, or raises."""
    state.require_in_hand(seat, payment)
    rules = state.settings.ruleset
    for card in payment:
        if rules.is_number(card):
            raise IllegalActionError(Message("zark-number-cannot-pay", card=card_named(card), deck=rules.deck))
    if not rules.cards_for(pips, len(payment)):
        raise IllegalActionError(Message("zark-classic-payment", size=SIZE_NAMES[pips], pips=pips))
    if not rules.points:
        return 0
    points = [rules.attack_points(card) for card in payment]
    total = sum(points)
    if total < pips:
        raise IllegalActionError(Message("zark-payment-short", total=total, size=SIZE_NAMES[pips], pips=pips))
    cheapest = min(points)
    if total - cheapest >= pips:
        spare = payment[points.index(cheapest)]
        raise IllegalActionError(Message("zark-payment-spare", card=card_named(spare), total=total - cheapest))
    return rules.change_for(total, pips)


def fly(state: ZarkState, seat: int, action: Fly) -> None:
    if not state.settings.ruleset.fly:
        raise IllegalActionError(Message("zark-no-fly", game=state.settings.ruleset.game))
    state.require_in_hand(seat, [action.ace])
    if not state.settings.ruleset.flies(action.ace):
        raise IllegalActionError(Message("zark-fly-not-an-ace", card=card_named(action.ace)))
    _require_occupied(state, seat, action.cell)
    if action.to == action.cell:
        raise IllegalActionError(Message("zark-fly-same-cell"))
    state.require_empty_next_to_a_card(action.to, exclude=action.cell)
    if not legal.fly_keeps_board_whole(state.cards, action.cell, action.to):
        raise IllegalActionError(Message("zark-fly-cuts-board", cell=cell_name(action.cell), to=cell_name(action.to)))
    state.spend(seat, [action.ace])
    state.cards[action.to] = state.cards.pop(action.cell)
    if action.cell in state.pieces:
        state.pieces[action.to] = state.pieces.pop(action.cell)
    if action.cell in state.nominations:
        state.nominations[action.to] = state.nominations.pop(action.cell)


def hatch(state: ZarkState, seat: int, action: Hatch) -> None:
    if state.occupied(seat):
        raise IllegalActionError(Message("zark-hatch-when"))
    _require_board_card_in_hand(state, seat, action.card, action.nomination)
    state.require_empty_next_to_a_card(action.cell)
    _require_in_stash(state, seat, SMALL)
    _put_card(state, seat, action.card, action.cell, action.nomination)
    state.add_piece(action.cell, seat, SMALL)


def _require_own_piece(state: ZarkState, seat: int, cell: Cell, size: int) -> None:
    _require_size(size)
    if cell not in state.cards:
        raise IllegalActionError(Message("zark-no-card-at", cell=cell_name(cell)))
    if (seat, size) not in state.pieces.get(cell, ()):
        raise IllegalActionError(Message("zark-no-own-pyramid", size=SIZE_NAMES[size], cell=cell_name(cell)))


def _require_in_stash(state: ZarkState, seat: int, size: int, *, converting: bool = False) -> None:
    if state.stashes[seat][size] == 0:
        refusal = "zark-none-in-stash-to-convert" if converting else "zark-none-in-stash"
        raise IllegalActionError(Message(refusal, size=SIZE_NAMES[size]))


def _require_occupied(state: ZarkState, seat: int, cell: Cell) -> None:
    if cell not in state.cards:
        raise IllegalActionError(Message("zark-no-card-at", cell=cell_name(cell)))
    if not any(owner == seat for owner, _ in state.pieces.get(cell, ())):
        raise IllegalActionError(Message("zark-no-pyramid-on", cell=cell_name(cell)))


def _require_size(size: int) -> None:
    if size not in SIZE_NAMES:
        raise IllegalActionError(Message("zark-three-sizes"))


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
