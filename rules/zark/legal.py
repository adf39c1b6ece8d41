"""What a player may do now: every legal action, and per turn option the legal targets.

The bot's autocomplete and computer players use the per-option functions (a card, then the cells for that card;
a piece, then its destinations); `legal_actions` combines them. Everything here is exact: each action listed
applies, and nothing that applies is missing (the property tests check both directions).

Each function reads a `Position`: the whole `ZarkGame`, or a seat's own `ZarkView`, which answers the same for its seat
and refuses to show another hand. The bot asks the player's view, so what it offers cannot depend on a secret.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from functools import lru_cache
from itertools import combinations
from typing import TYPE_CHECKING, Protocol

from ..core.actions import LARGE, SMALL, Action
from ..core.cells import AROUND, Cell, around, neighbours
from ..core.phase import Phase
from .actions import Attack, Build, Discard, Draw, Fly, Grow, Hatch, Move, Nominate, Piece, Place, Spawn, Starter
from .cards import Card, sort_key
from .settings import HAND_LIMIT

if TYPE_CHECKING:
    from .ruleset import Ruleset
    from .settings import ZarkSettings

Target = tuple[Cell, int, int]  # (cell, owner seat, size)


class Position(Protocol):
    """What the legal targets are computed from: a `ZarkGame`, or a seat's own `ZarkView` (for that seat only)."""

    @property
    def settings(self) -> ZarkSettings: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def cards(self) -> Mapping[Cell, Card]: ...
    @property
    def pieces(self) -> Mapping[Cell, Collection[Piece]]: ...
    @property
    def nominations(self) -> Mapping[Cell, Card]: ...

    def seats_to_act(self) -> Sequence[int]: ...
    def occupied(self, seat: int) -> set[Cell]: ...
    def hand_of(self, seat: int) -> Sequence[Card]: ...
    def in_stash(self, seat: int, size: int) -> int: ...


def frontier(position: Position) -> list[Cell]:
    """Empty cells next to at least one card: where a card could be hatched, placed or flown."""
    return list(_frontier_of(frozenset(position.cards)))


@lru_cache(maxsize=256)  # the same board is asked about again and again: listed, then played; searched
def _frontier_of(cells: frozenset[Cell]) -> tuple[Cell, ...]:
    return tuple(_empty_around(cells, cells))


def _empty_around(cells: Iterable[Cell], cards: Collection[Cell]) -> list[Cell]:
    """The empty cells next to any of `cells`, in order."""
    found: set[Cell] = set()
    for cell in cells:
        found.update(neighbours(cell))
    found.difference_update(cards)
    return sorted(found)


def build_cells(position: Position, seat: int) -> list[Cell]:
    return _empty_around(position.occupied(seat), position.cards)


def hatch_cells(position: Position, seat: int) -> list[Cell]:
    """R-16: anywhere next to a card, but only for a player with no pyramids on the board."""
    return [] if position.occupied(seat) else frontier(position)


def number_cards(position: Position, seat: int) -> list[Card]:
    """The number cards in the hand: the starters it may choose (R-2; never a Wild)."""
    return sorted(filter(position.settings.ruleset.is_number, set(position.hand_of(seat))), key=sort_key)


def board_cards(position: Position, seat: int) -> list[Card]:
    """The cards in the hand that may be built or hatched: number cards, and Wilds in the Uno games (R-24)."""
    return sorted(filter(position.settings.ruleset.goes_on_board, set(position.hand_of(seat))), key=sort_key)


def nominations_for(position: Position, card: Card) -> tuple[Card | None, ...]:
    """What `card` may stand for when it goes on the board: any number card for a Wild (R-24); None otherwise."""
    rules = position.settings.ruleset
    return rules.nominations if rules.is_wild(card) else (None,)


def nominate_cells(position: Position, seat: int) -> list[Cell]:
    """R-24: the Wilds whose nomination `seat` may change now: those it alone occupies, during its own turn."""
    rules = position.settings.ruleset
    if not rules.wilds or position.phase not in (Phase.ACTION, Phase.DISCARD) or seat not in position.seats_to_act():
        return []
    return sorted(
        cell for cell, card in position.cards.items() if rules.is_wild(card) and _alone_on(position, seat, cell)
    )


def _alone_on(position: Position, seat: int, cell: Cell) -> bool:
    here = position.pieces.get(cell, ())
    return bool(here) and all(owner == seat for owner, _ in here)


def free_actions(position: Position, seat: int) -> list[Action]:
    """The free actions `seat` may take now besides Resign and AgreeEnd: re-nominating a Wild (R-24). They do not
    end the turn, so `legal_actions` leaves them out."""
    nominations = position.settings.ruleset.nominations
    return [
        Nominate(cell, card)
        for cell in nominate_cells(position, seat)
        for card in nominations
        if card != position.nominations.get(cell)
    ]


def grow_targets(position: Position, seat: int) -> list[tuple[Cell, int]]:
    return [
        (cell, size) for cell, size in own_pieces(position, seat) if size < LARGE and position.in_stash(seat, size + 1)
    ]


def spawn_cells(position: Position, seat: int) -> list[Cell]:
    return sorted(position.occupied(seat)) if position.in_stash(seat, SMALL) else []


def own_pieces(position: Position, seat: int) -> list[tuple[Cell, int]]:
    return sorted({(cell, size) for cell, here in position.pieces.items() for owner, size in here if owner == seat})


def move_destinations(position: Position, cell: Cell) -> list[Cell]:
    return sorted(n for n in neighbours(cell) if n in position.cards)


def move_pieces(position: Position, seat: int) -> list[tuple[Cell, int]]:
    return [(cell, size) for cell, size in own_pieces(position, seat) if move_destinations(position, cell)]


def attack_range(position: Position, seat: int) -> set[Cell]:
    """R-11: cards you occupy and the cards next to them."""
    mine = position.occupied(seat)
    return mine | {n for cell in mine for n in neighbours(cell) if n in position.cards}


def attack_targets(position: Position, seat: int) -> list[Target]:
    """Pieces `seat` may attack, ignoring whether they can pay (see `attack_payments`)."""
    own_allowed = position.settings.ruleset.attack_own
    targets = set()
    for cell in attack_range(position, seat):
        for owner, size in position.pieces.get(cell, ()):
            if owner != seat or own_allowed:
                targets.add((cell, owner, size))
    return sorted(targets)


def attack_payments(position: Position, seat: int, pips: int) -> list[tuple[Card, ...]]:
    """Every payment for a target of `pips`: enough points and no card spent for nothing (R-12, R-20)."""
    rules = position.settings.ruleset
    return list(_payments(rules, tuple(_payers(rules, position.hand_of(seat))), pips))


def _payers(rules: Ruleset, hand: Iterable[Card]) -> list[Card]:
    """The cards of `hand` that may pay for an attack, in sort order."""
    return sorted((card for card in hand if not rules.is_number(card)), key=sort_key)


@lru_cache(maxsize=4096)  # a hand's payers are few and recur from position to position
def _payments(rules: Ruleset, payable: tuple[Card, ...], pips: int) -> tuple[tuple[Card, ...], ...]:
    """`attack_payments` with `payable` in sort order."""
    found: set[tuple[Card, ...]] = set()
    for count in range(1, min(pips, len(payable)) + 1):
        if not rules.cards_for(pips, count):
            continue
        for combo in combinations(payable, count):
            points = [rules.attack_points(card) for card in combo]
            total = sum(points)
            if total >= pips and total - min(points) < pips:
                found.add(combo)
    return tuple(sorted(found, key=lambda combo: (len(combo), [sort_key(card) for card in combo])))


def convert_sizes(position: Position, seat: int, size: int) -> list[int]:
    """R-14: the sizes `seat` may put in place of a `size` target (same or smaller, from the stash)."""
    return [s for s in range(SMALL, size + 1) if position.in_stash(seat, s)]


def fly_aces(position: Position, seat: int) -> list[Card]:
    return sorted(filter(position.settings.ruleset.flies, set(position.hand_of(seat))), key=sort_key)


def fly_cells(position: Position, seat: int) -> list[Cell]:
    if not fly_aces(position, seat):
        return []
    return [cell for cell in sorted(position.occupied(seat)) if fly_destinations(position, cell)]


def fly_destinations(position: Position, cell: Cell) -> list[Cell]:
    """R-15: empty cells next to another card where the moved card keeps the board in one piece.

    Without the flying card, the rest of the board may fall into corner-connected components. If the cards
    around the flying card are connected among themselves, any path through it can go round it, so the board
    stays whole and every destination next to another card is fine: the common case, answered without a
    flood fill. Otherwise a destination reconnects the board exactly when its eight surrounding cells touch
    every component.
    """
    return list(_fly_destinations_of(frozenset(position.cards), cell))


@lru_cache(maxsize=256)  # where the cards are is all they depend on, and a board is asked about often
def _fly_destinations_of(cards: frozenset[Cell], cell: Cell) -> tuple[Cell, ...]:
    board_frontier = _frontier_of(cards)
    # Every empty cell next to another card was already next to a card, so the (sorted) frontier holds them all;
    # taking the flying card away can only drop those of its own neighbours that touch no other card.
    lonely = [d for d in neighbours(cell) if d not in cards and not _next_to_another(cards, d, cell)]
    candidates = tuple(d for d in board_frontier if d not in lonely) if lonely else board_frontier
    if _stays_connected_locally(cards, cell):
        return candidates
    parts, count = _split_without(cards, cell)
    if count == 1:
        return candidates
    # A destination must touch every part: lie around a card of each finished one, and next to one of the rest.
    halos = [{d for card in part for d in around(card)} for part in parts]
    near = set.intersection(*halos)
    if len(parts) == count:
        return tuple(d for d in candidates if d in near)
    finished = set().union(*parts)
    return tuple(d for d in candidates if d in near and _touches_rest(cards, cell, finished, d))


def fly_keeps_board_whole(cards: Collection[Cell], cell: Cell, to: Cell) -> bool:
    """Whether flying the card on `cell` to the empty cell `to`, next to another card, keeps the board in one piece
    (R-15): the question `fly_destinations` answers for every destination, for one."""
    return _stays_connected_locally(cards, cell) or to in _fly_destinations_of(frozenset(cards), cell)


def _next_to_another(cards: Collection[Cell], cell: Cell, other: Cell) -> bool:
    """Whether a card other than the one on `other` lies next to `cell`."""
    return any(n in cards and n != other for n in neighbours(cell))


def _stays_connected_locally(cards: Collection[Cell], cell: Cell) -> bool:
    """True when the cards around `cell` are corner-connected to each other without passing through it."""
    mask = 0
    for bit, n in enumerate(around(cell)):
        if n in cards:
            mask |= 1 << bit
    return _RING_WHOLE[mask]


def _ring_whole(mask: int) -> bool:
    """Whether the cells of `AROUND` that `mask` picks (bit i: the i-th) are corner-connected among themselves."""
    ring = [offset for bit, offset in enumerate(AROUND) if mask >> bit & 1]
    if not ring:
        return True
    seen, stack = {ring[0]}, [ring[0]]
    while stack:
        x, y = stack.pop()
        for other in ring:
            if other not in seen and max(abs(other[0] - x), abs(other[1] - y)) == 1:
                seen.add(other)
                stack.append(other)
    return len(seen) == len(ring)


#: For each set of cards around a cell (bit i: the i-th cell of `AROUND`), whether they are connected among themselves.
_RING_WHOLE = tuple(_ring_whole(mask) for mask in range(1 << len(AROUND)))


def _split_without(cards: Collection[Cell], cell: Cell) -> tuple[list[set[Cell]], int]:
    """How many corner-connected parts the board falls into without the card on `cell`, and each part but at most
    one, complete (the one left holds every other card).

    The board is one corner-connected piece (R-15 keeps it so; the property tests check it after every action), so
    every part holds a card around `cell`. A search starts from each of those cards; they take a step in turn, two
    that meet become one, and they stop once at most one is still growing: a card hanging by one corner costs a few
    steps, not a flood fill of the whole board.
    """
    ring = [n for n in around(cell) if n in cards]
    owner: dict[Cell, int] = {cell: -1}  # the search that found each card (-1: the flying card, never entered)
    parent = list(range(len(ring)))  # searches that met: each points towards the one it became part of
    stacks: list[list[Cell]] = [[start] for start in ring]
    members: list[list[Cell]] = [[start] for start in ring]
    for index, start in enumerate(ring):
        owner[start] = index

    def joined(index: int) -> int:
        while parent[index] != index:
            index = parent[index]
        return index

    while True:
        live = [index for index in range(len(ring)) if parent[index] == index]
        if len(live) == 1:
            return [], 1
        growing = [index for index in live if stacks[index]]
        if len(growing) <= 1:
            return [set(members[index]) for index in live if not stacks[index]], len(live)
        for index in growing:
            if parent[index] != index or not stacks[index]:
                continue  # it met another search this round
            for n in around(stacks[index].pop()):
                if n not in cards:
                    continue
                found = owner.get(n)
                if found is None:
                    owner[n] = index
                    stacks[index].append(n)
                    members[index].append(n)
                elif found != -1 and (other := joined(found)) != index:
                    parent[other] = index
                    stacks[index] += stacks[other]
                    members[index] += members[other]
                    stacks[other], members[other] = [], []


def _touches_rest(cards: Collection[Cell], cell: Cell, finished: set[Cell], to: Cell) -> bool:
    """Whether `to` touches a card of the part of the board still growing in `_split_without`: one that is neither
    in a finished part nor the flying card."""
    return any(n in cards and n != cell and n not in finished for n in around(to))


def discard_choices(position: Position, seat: int) -> list[tuple[Card, ...]]:
    hand = sorted(position.hand_of(seat), key=sort_key)
    excess = len(hand) - HAND_LIMIT
    if excess <= 0:
        return []
    if len(set(hand)) == len(hand):  # no two alike: the combinations come in order, each once
        return list(combinations(hand, excess))
    return sorted(set(combinations(hand, excess)), key=lambda combo: [sort_key(card) for card in combo])


def legal_actions(position: Position, seat: int) -> list[Action]:
    """Every game action `seat` may take now, in a fixed order; the free actions are in `free_actions`."""
    if seat not in position.seats_to_act():  # nobody once the game is over; a resigned seat never
        return []
    if position.phase is Phase.STARTERS:
        return [Starter(card) for card in number_cards(position, seat)]
    if position.phase is Phase.HATCHING:
        return [Place(cell) for cell in frontier(position)]
    if position.phase is Phase.DISCARD:
        return [Discard(cards) for cards in discard_choices(position, seat)]
    return turn_options(position, seat)


def turn_options(position: Position, seat: int) -> list[Action]:
    """The turn options of `seat` in the action phase: what the per-option functions above list, in their order,
    each worked out once (the pieces, the occupied cards, the hand in order, the frontier) since playouts and search
    ask this often."""
    rules = position.settings.ruleset
    cards = position.cards
    hand = sorted(position.hand_of(seat), key=sort_key)
    different = list(dict.fromkeys(hand))  # each card once, in order
    in_stash = position.in_stash
    mine = sorted({(cell, size) for cell, here in position.pieces.items() for owner, size in here if owner == seat})
    occupied = sorted({cell for cell, _ in mine})
    actions: list[Action] = [Draw()]
    actions += [Grow(cell, size) for cell, size in mine if size < LARGE and in_stash(seat, size + 1)]
    if in_stash(seat, SMALL):
        actions += [Spawn(cell) for cell in occupied]
    board = [card for card in different if rules.goes_on_board(card)]
    choices = [(card, named) for card in board for named in (rules.nominations if rules.is_wild(card) else (None,))]
    if choices and occupied:
        cells = _empty_around(occupied, cards)
        actions += [Build(card, cell, nomination) for card, nomination in choices for cell in cells]
    for (x, y), size in mine:
        ordered = ((x - 1, y), (x, y - 1), (x, y + 1), (x + 1, y))  # the neighbours, in order
        actions += [Move((x, y), size, to) for to in ordered if to in cards]
    payable = [card for card in hand if not rules.is_number(card)]  # with any copies: two Jokers may pay together
    if payable and occupied:
        actions += _attacks(position, seat, rules, occupied, tuple(payable))
    aces = [card for card in different if rules.flies(card)]
    if aces and occupied:
        where = frozenset(cards)
        for cell in occupied:
            destinations = _fly_destinations_of(where, cell)
            if len(aces) == 1:  # the usual hand, without a loop over one ace for each destination
                ace = aces[0]
                actions += [Fly(ace, cell, to) for to in destinations]
            else:
                actions += [Fly(ace, cell, to) for to in destinations for ace in aces]
    if choices and not occupied:
        cells = frontier(position)
        actions += [Hatch(card, cell, nomination) for card, nomination in choices for cell in cells]
    return actions


def _attacks(
    position: Position, seat: int, rules: Ruleset, occupied: list[Cell], payable: tuple[Card, ...]
) -> list[Action]:
    """Every attack `seat` may make: each target in range (`attack_targets`), each payment, each outcome."""
    pieces = position.pieces
    reach = set(occupied)  # the cards you occupy and those next to them (an empty cell holds no pieces)
    for cell in occupied:
        reach.update(neighbours(cell))
    own_allowed = rules.attack_own
    targets = sorted(
        {(cell, owner, size) for cell in reach for owner, size in pieces.get(cell, ()) if owner != seat or own_allowed}
    )
    by_size: dict[int, tuple[tuple[tuple[Card, ...], ...], list[int | None]]] = {}
    actions: list[Action] = []
    for cell, owner, size in targets:
        if size not in by_size:
            outcomes: list[int | None] = [None, *convert_sizes(position, seat, size)]
            by_size[size] = (_payments(rules, payable, size), outcomes)
        payments, outcomes = by_size[size]
        actions += [Attack(cell, owner, size, pay, out) for pay in payments for out in outcomes]
    return actions
