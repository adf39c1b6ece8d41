"""What a player may do now: every legal action, and per turn option the legal targets.

The bot's autocomplete and computer players use the per-option functions (a card, then the cells for that card;
a piece, then its destinations); `legal_actions` combines them. Everything here is exact: each action listed
applies, and nothing that applies is missing (the property tests check both directions).
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from .actions import (
    LARGE,
    SMALL,
    Action,
    Attack,
    Build,
    Discard,
    Draw,
    Fly,
    Grow,
    Hatch,
    Move,
    Place,
    Spawn,
    Starter,
)
from .cards import CARD_INFO, Card, attack_points, sort_key
from .cells import Cell, around, neighbours
from .settings import HAND_LIMIT

if TYPE_CHECKING:
    from .game import Game

Target = tuple[Cell, int, int]  # (cell, owner seat, size)


def frontier(game: Game) -> list[Cell]:
    """Empty cells next to at least one card: where a card could be hatched, placed or flown."""
    cards = game.cards
    return sorted({n for cell in cards for n in neighbours(cell) if n not in cards})


def build_cells(game: Game, seat: int) -> list[Cell]:
    cards = game.cards
    return sorted({n for cell in game.occupied(seat) for n in neighbours(cell) if n not in cards})


def hatch_cells(game: Game, seat: int) -> list[Cell]:
    """R-16: anywhere next to a card, but only for a player with no pyramids on the board."""
    return [] if game.occupied(seat) else frontier(game)


def number_cards(game: Game, seat: int) -> list[Card]:
    return sorted({card for card in game.hands[seat] if CARD_INFO[card].is_number}, key=sort_key)


def grow_targets(game: Game, seat: int) -> list[tuple[Cell, int]]:
    stash = game.stashes[seat]
    return [(cell, size) for cell, size in own_pieces(game, seat) if size < LARGE and stash[size + 1] > 0]


def spawn_cells(game: Game, seat: int) -> list[Cell]:
    return sorted(game.occupied(seat)) if game.stashes[seat][SMALL] > 0 else []


def own_pieces(game: Game, seat: int) -> list[tuple[Cell, int]]:
    return sorted({(cell, size) for cell, here in game.pieces.items() for owner, size in here if owner == seat})


def move_destinations(game: Game, cell: Cell) -> list[Cell]:
    return sorted(n for n in neighbours(cell) if n in game.cards)


def move_pieces(game: Game, seat: int) -> list[tuple[Cell, int]]:
    return [(cell, size) for cell, size in own_pieces(game, seat) if move_destinations(game, cell)]


def attack_range(game: Game, seat: int) -> set[Cell]:
    """R-11: cards you occupy and the cards next to them."""
    mine = game.occupied(seat)
    return mine | {n for cell in mine for n in neighbours(cell) if n in game.cards}


def attack_targets(game: Game, seat: int) -> list[Target]:
    """Pieces `seat` may attack, ignoring whether they can pay (see `attack_payments`)."""
    own_allowed = game.settings.attack_own
    targets = set()
    for cell in attack_range(game, seat):
        for owner, size in game.pieces.get(cell, ()):
            if owner != seat or own_allowed:
                targets.add((cell, owner, size))
    return sorted(targets)


def attack_payments(game: Game, seat: int, pips: int) -> list[tuple[Card, ...]]:
    """Every payment for a target of `pips`: enough points and no card spent for nothing (R-12, R-20)."""
    edition = game.settings.edition
    payable = sorted((card for card in game.hands[seat] if not CARD_INFO[card].is_number), key=sort_key)
    found: set[tuple[Card, ...]] = set()
    for count in range(1, min(pips, len(payable)) + 1):
        if edition == "classic" and count != pips:
            continue
        for combo in combinations(payable, count):
            points = [attack_points(card, edition) for card in combo]
            total = sum(points)
            if total >= pips and total - min(points) < pips:
                found.add(combo)
    return sorted(found, key=lambda combo: (len(combo), [sort_key(card) for card in combo]))


def convert_sizes(game: Game, seat: int, size: int) -> list[int]:
    """R-14: the sizes `seat` may put in place of a `size` target (same or smaller, from the stash)."""
    return [s for s in range(SMALL, size + 1) if game.stashes[seat][s] > 0]


def fly_aces(game: Game, seat: int) -> list[Card]:
    if not game.settings.has_fly:
        return []
    return sorted({card for card in game.hands[seat] if CARD_INFO[card].is_ace}, key=sort_key)


def fly_cells(game: Game, seat: int) -> list[Cell]:
    if not fly_aces(game, seat):
        return []
    return [cell for cell in sorted(game.occupied(seat)) if fly_destinations(game, cell)]


def fly_destinations(game: Game, cell: Cell, board_frontier: list[Cell] | None = None) -> list[Cell]:
    """R-15: empty cells next to another card where the moved card keeps the board in one piece.

    Without the flying card, the rest of the board may fall into corner-connected components. If the cards
    around the flying card are connected among themselves, any path through it can go round it, so the board
    stays whole and every destination next to another card is fine: the common case, answered without a
    flood fill. Otherwise a destination reconnects the board exactly when its eight surrounding cells touch
    every component.
    """
    cards = game.cards
    if board_frontier is None:
        board_frontier = frontier(game)
    # Every empty cell next to another card was already next to a card, so the (sorted) frontier holds them all;
    # taking the flying card away can only drop those of its own neighbours that touch no other card.
    lonely = {
        d for d in neighbours(cell) if d not in cards and not any(n in cards and n != cell for n in neighbours(d))
    }
    candidates = [d for d in board_frontier if d not in lonely] if lonely else board_frontier
    if _stays_connected_locally(cards, cell):
        return candidates
    component = _components_without(cards, cell)
    count = len(set(component.values()))
    return [d for d in candidates if len({component[n] for n in around(d) if n in component}) == count]


def _stays_connected_locally(cards: dict[Cell, Card], cell: Cell) -> bool:
    """True when the cards around `cell` are corner-connected to each other without passing through it."""
    ring = [n for n in around(cell) if n in cards]
    if len(ring) <= 1:
        return True
    seen, stack = {ring[0]}, [ring[0]]
    ring_set = set(ring)
    while stack:
        for n in around(stack.pop()):
            if n in ring_set and n not in seen:
                seen.add(n)
                stack.append(n)
    return len(seen) == len(ring)


def _components_without(cards: dict[Cell, Card], cell: Cell) -> dict[Cell, int]:
    """Corner-connected component labels of every card but `cell`."""
    component: dict[Cell, int] = {}
    label = 0
    for start in cards:
        if start == cell or start in component:
            continue
        component[start] = label
        stack = [start]
        while stack:
            for n in around(stack.pop()):
                if n in cards and n != cell and n not in component:
                    component[n] = label
                    stack.append(n)
        label += 1
    return component


def discard_choices(game: Game, seat: int) -> list[tuple[Card, ...]]:
    hand = sorted(game.hands[seat], key=sort_key)
    excess = len(hand) - HAND_LIMIT
    if excess <= 0:
        return []
    return sorted(set(combinations(hand, excess)), key=lambda combo: [sort_key(card) for card in combo])


def legal_actions(game: Game, seat: int) -> list[Action]:
    """Every game action `seat` may take now, in a fixed order."""
    # Phase is a StrEnum; comparing with its values keeps this module free of an import cycle with game.py.
    if game.phase == "over" or game.resigned[seat]:
        return []
    if game.phase == "starters":
        if game.starters[seat] is not None:
            return []
        return [Starter(card) for card in number_cards(game, seat)]
    if seat != game.current:
        return []
    if game.phase == "hatching":
        return [Place(cell) for cell in frontier(game)]
    if game.phase == "discard":
        return [Discard(cards) for cards in discard_choices(game, seat)]
    return turn_options(game, seat)


def turn_options(game: Game, seat: int) -> list[Action]:
    actions: list[Action] = [Draw()]
    actions += [Grow(cell, size) for cell, size in grow_targets(game, seat)]
    actions += [Spawn(cell) for cell in spawn_cells(game, seat)]
    cards = number_cards(game, seat)
    cells = build_cells(game, seat)
    actions += [Build(card, cell) for card in cards for cell in cells]
    actions += [Move(cell, size, to) for cell, size in move_pieces(game, seat) for to in move_destinations(game, cell)]
    for cell, owner, size in attack_targets(game, seat):
        payments = attack_payments(game, seat, size)
        if not payments:
            continue
        outcomes: list[int | None] = [None, *convert_sizes(game, seat, size)]
        actions += [Attack(cell, owner, size, pay, out) for pay in payments for out in outcomes]
    aces = fly_aces(game, seat)
    if aces:
        board_frontier = frontier(game)
        for cell in sorted(game.occupied(seat)):
            for to in fly_destinations(game, cell, board_frontier):
                actions += [Fly(ace, cell, to) for ace in aces]
    actions += [Hatch(card, cell) for card in cards for cell in hatch_cells(game, seat)]
    return actions
