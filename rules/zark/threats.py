"""What stands between a seat and a win: the power groups on the board, how many actions a seat is from
holding each, the groups one card short of a block, and the actions that win at once.

The computer players judge positions by these. Everything here reads only the game it is given; the players give it
a sample from `resample_hidden`, never the real game.

A win in one is found without trying every legal action. Only four kinds of action can give their player control
of a whole block (R-17): a Move onto the block's one card that holds no pieces, an Attack on the one other piece on
its last card, a Fly of a card the player controls to where it completes one, and a first-round Place. Build,
Spawn, Grow, Draw and Hatch cannot (a new card holds no pyramid; spawning or growing leaves who holds each card as
it was; a player who hatches holds one card). So `winning_action` tries only the actions of those kinds that touch a
block the player is one card from holding; a property test checks it against trying every action.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from functools import lru_cache
from itertools import combinations
from typing import TYPE_CHECKING, Any, NamedTuple

from ..core.actions import LARGE, MEDIUM, SMALL, Action
from ..core.cells import Cell, neighbours
from ..core.phase import Phase
from .actions import Attack, Fly, Move, Piece, Place
from .blocks import WILD, Face, connected_groups, groups_through, is_power_block
from .cards import Card
from .legal import attack_payments, convert_sizes, fly_aces, fly_destinations, frontier
from .ruleset import Ruleset

if TYPE_CHECKING:
    from .game import ZarkGame  # which makes its views with `beyond_winning`

#: The most actions `actions_to_hold` counts; a group further away than this is as good as out of reach.
FAR = 5

# ----------------------------------------------------------------- the power groups on the board


def power_groups(game: ZarkGame) -> list[frozenset[Cell]]:
    """Every group of cards on the board that is a power block, whoever holds it (R-17; R-24 Wilds as wild).

    Search asks this of boards that differ from the one asked before by a card or two (a card built, hatched or
    flown), so the answer is kept for the last board and worked out from it when only a few cells differ."""
    rules, cards = game.settings.ruleset, game.cards
    last_rules, last_cards, last_groups = _last
    if last_rules is rules:
        if last_cards == cards:
            return list(last_groups)
        gone = [cell for cell, card in last_cards.items() if cards.get(cell) != card]
        new = [cell for cell, card in cards.items() if last_cards.get(cell) != card]
        if len(gone) + len(new) <= 4:
            if not gone and not new:
                return list(last_groups)
            kept = [group for group in last_groups if not any(cell in group for cell in gone)]
            fresh = {group for cell in new for group in groups_through(cell, cards, rules.block_size)}
            groups = kept + [group for group in fresh if _is_block(group, cards, rules)]
            _last[:] = [rules, dict(cards), groups]
            return groups
    groups = [group for group in connected_groups(cards, rules.block_size) if _is_block(group, cards, rules)]
    _last[:] = [rules, dict(cards), groups]
    return groups


def beyond_winning(game: ZarkGame) -> bool:
    """Whether no seat can ever win, whatever anyone plays (R-28a): cards never leave their cells where there is no
    Fly (R-6, R-21), no power block lies on the board, and none can be made of the cards still off it (in hands, the
    deck or the discard pile): none of them completes a group one card short of a block (`open_groups`), and no two
    of them could be in one block together, whatever the block's other cards were. A classic board can end so, with
    every number card built and no block among them.

    Only public facts are read: the board, and so the cards off it (the deck less the board's cards)."""
    rules = game.settings.ruleset
    if rules.fly or power_groups(game):
        return False
    off = Counter(card for card in rules.cards() if rules.goes_on_board(card))
    off.subtract(game.cards.values())
    left = [rules.face(card) for card, count in off.items() for _ in range(min(count, 2))]  # two make any pair
    faces = frozenset(left)
    if any(not group.completers.isdisjoint(faces) for groups in open_groups(game).values() for group in groups):
        return False
    others = [WILD] * (rules.block_size - 2)
    return not any(is_power_block([a, b, *others], rules.number_ranks) for a, b in combinations(left, 2))


def _is_block(group: frozenset[Cell], cards: Mapping[Cell, Card], rules: Ruleset) -> bool:
    return _cards_block(tuple([cards[cell] for cell in group]), rules)


@lru_cache(maxsize=1 << 14)  # search asks of the same few cards again and again
def _cards_block(cards: tuple[Card, ...], rules: Ruleset) -> bool:
    return is_power_block([rules.face(card) for card in cards], rules.number_ranks)


#: The last board `power_groups` answered for: its ruleset, its cards and its power groups.
_last: list[Any] = [None, {}, []]


class OpenGroup(NamedTuple):
    """Cards that one more card on the empty `cell` could make a power block of."""

    cell: Cell
    others: tuple[Cell, ...]
    faces: tuple[Face, ...]  # the faces of `others`
    completers: frozenset[Face]  # the faces of the deck's board cards that would complete it

    def completed_by(self, faces: frozenset[Face], rules: Ruleset) -> bool:
        """Whether a card of one of `faces` on `cell` would make the block."""
        if faces <= board_faces(rules):
            return not self.completers.isdisjoint(faces)
        return _completed_by(self.faces, faces, rules.number_ranks)


@lru_cache(maxsize=8)
def board_faces(rules: Ruleset) -> frozenset[Face]:
    """The faces of the cards of `rules`' deck that go on the board."""
    return frozenset(rules.face(card) for card in rules.cards() if rules.goes_on_board(card))


@lru_cache(maxsize=1 << 16)
def _completes(faces: tuple[Face, ...], face: Face, ranks: range) -> bool:
    return is_power_block([*faces, face], ranks)


@lru_cache(maxsize=1 << 16)
def _completed_by(faces: tuple[Face, ...], candidates: frozenset[Face], ranks: range) -> bool:
    return any(_completes(faces, face, ranks) for face in candidates)


def open_groups(game: ZarkGame) -> dict[Cell, list[OpenGroup]]:
    """By empty cell next to the board, the groups of cards that a card built there could make a power block.

    As with `power_groups`, the answer for the last board is kept: search asks again and again of one board, or of
    one that differs from it by a card or two, and then only the cells within a block's reach of those change."""
    cards, rules = game.cards, game.settings.ruleset
    offsets = _reach(rules.block_size)
    last_rules, last_cards, last_found = _open_last
    if last_rules is rules:
        if last_cards == cards:
            same: dict[Cell, list[OpenGroup]] = last_found
            return same
        changed = [cell for cell, card in last_cards.items() if cards.get(cell) != card]
        changed += [cell for cell in cards if cell not in last_cards]
        if len(changed) <= 4:
            near = {(x + dx, y + dy) for x, y in changed for dx, dy in offsets}.union(changed)
            found = {cell: groups for cell, groups in last_found.items() if cell not in near}
            for cell in near:
                if cell not in cards and not cards.keys().isdisjoint(neighbours(cell)):
                    here = _open_at(cell, cards, rules, offsets)
                    if here:
                        found[cell] = here
            _open_last[:] = [rules, dict(cards), found]
            return found
    found = {}
    for cell in frontier(game):
        here = _open_at(cell, cards, rules, offsets)
        if here:
            found[cell] = here
    _open_last[:] = [rules, dict(cards), found]
    return found


def _open_at(cell: Cell, cards: Mapping[Cell, Card], rules: Ruleset, offsets: tuple[Cell, ...]) -> list[OpenGroup]:
    """The open groups at one empty cell, by the cards within a block's reach of it (kept: boards repeat)."""
    x, y = cell
    key = (rules, x, y, tuple(map(cards.get, _within(cell, offsets))))
    here = _open.get(key)
    if here is None:
        if len(_open) > _OPEN_KEPT:
            _open.clear()
        here = _open[key] = _open_groups_at(cell, cards, rules, offsets)
    return here


@lru_cache(maxsize=1 << 12)
def _within(cell: Cell, offsets: tuple[Cell, ...]) -> tuple[Cell, ...]:
    """The cells at `offsets` from `cell`, in that order."""
    x, y = cell
    return tuple((x + dx, y + dy) for dx, dy in offsets)


def _open_groups_at(cell: Cell, cards: Mapping[Cell, Card], rules: Ruleset, offsets: Sequence[Cell]) -> list[OpenGroup]:
    x, y = cell
    near = {(x + dx, y + dy) for dx, dy in offsets if (x + dx, y + dy) in cards}
    near.add(cell)
    result = []
    for group in groups_through(cell, near, rules.block_size):
        others = tuple(sorted(member for member in group if member != cell))
        faces = tuple(rules.face(cards[member]) for member in others)
        if is_power_block([*faces, WILD], rules.number_ranks):  # some card would complete it
            ranks = rules.number_ranks
            completers = frozenset(face for face in board_faces(rules) if _completes(faces, face, ranks))
            result.append(OpenGroup(cell, others, faces, completers))
    return result


def linked_pairs(game: ZarkGame) -> list[tuple[Cell, Cell]]:
    """The pairs of cards side by side that more cards could make a power block of: the same number, or the same
    suit and close enough in rank for a run; a Wild goes with anything (R-24)."""
    cards, rules = game.cards, game.settings.ruleset
    last_rules, last_cards, last_pairs = _pairs_last
    if last_rules is rules and last_cards == cards:  # search asks again and again of one board (a tenth off hard)
        same: list[tuple[Cell, Cell]] = last_pairs
        return same
    fill = (WILD,) * (rules.block_size - 3)
    pairs = []
    for (x, y), card in cards.items():
        for other in ((x + 1, y), (x, y + 1)):
            if other in cards:
                faces = (rules.face(card), rules.face(cards[other]), *fill)
                if _completes(faces, WILD, rules.number_ranks):
                    pairs.append(((x, y), other))
    _pairs_last[:] = [rules, dict(cards), pairs]
    return pairs


#: The last board `linked_pairs` answered for: its ruleset, its cards and its pairs.
_pairs_last: list[Any] = [None, {}, []]


@lru_cache(maxsize=8)
def _reach(size: int) -> tuple[Cell, ...]:
    """The offsets of the cells a block of `size` through (0, 0) can reach."""
    return tuple(
        (dx, dy) for dx in range(1 - size, size) for dy in range(1 - size, size) if 0 < abs(dx) + abs(dy) < size
    )


#: The last board `open_groups` answered for: its ruleset, its cards and its open groups.
_open_last: list[Any] = [None, {}, []]
#: Open groups by a frontier cell and the cards around it; cleared when it grows past `_OPEN_KEPT` entries.
_open: dict[tuple[object, ...], list[OpenGroup]] = {}
_OPEN_KEPT = 50_000

# ----------------------------------------------------------------- how far a seat is from holding a group


class Means(NamedTuple):
    """What a seat has to take cards with: the attack points in its hand (R-12, R-20, R-23) and the smallest pyramid
    in its stash (`NO_PIECE` when it has none), which an attack may put in place of a target as big or bigger (R-14)."""

    points: int
    smallest: int


#: `Means.smallest` when the stash is empty: bigger than every pyramid, so nothing can be converted.
NO_PIECE = LARGE + 1


def means(game: ZarkGame, seat: int) -> Means:
    """`seat`'s `Means` in `game`: the points its hand pays and the smallest pyramid it has left to place."""
    rules, stash = game.settings.ruleset, game.stashes[seat]
    smallest = next((size for size in (SMALL, MEDIUM, LARGE) if stash[size]), NO_PIECE)
    return Means(sum(map(rules.attack_points, game.hands[seat])), smallest)


def actions_to_hold(
    pieces: Mapping[Cell, Sequence[Piece]], seat: int, cells: Sequence[Cell] | frozenset[Cell], can_take: Means
) -> int:
    """About how many of `seat`'s actions it would take to control every one of `cells` (at most `FAR`): none for a
    card it controls; for a card without pieces, one Move in from a neighbour that can spare a piece, else two; for
    a card with other players' pieces, one attack each (one more each time the points in hand run short: a draw to
    pay with), and when none of `seat`'s pieces is there, a step in after the last attack unless it can put a
    pyramid of its own in place of the last target (R-14). Without that, an attack that leaves the card empty
    would pass for taking it."""
    count, points = 0, can_take.points
    for cell in cells:
        here = pieces.get(cell)
        if not here:
            count += _steps_in(pieces, seat, cell, cells)
        else:
            biggest, mine = 0, False  # the biggest target; whether `seat` has a piece here
            for owner, size in here:
                if owner == seat:
                    mine = True
                    continue
                if points >= size:
                    points -= size
                    count += 1
                else:
                    count += 2
                biggest = max(biggest, size)
            if biggest and not mine and can_take.smallest > biggest:
                count += _steps_in(pieces, seat, cell, cells)
        if count >= FAR:
            return FAR
    return count


def _steps_in(
    pieces: Mapping[Cell, Sequence[Piece]], seat: int, cell: Cell, cells: Sequence[Cell] | frozenset[Cell]
) -> int:
    """The Moves `seat` needs to get a piece onto `cell`: one if a piece of its next to `cell` can come without
    leaving another of `cells`, else two."""
    for n in neighbours(cell):
        here = pieces.get(n)
        if here:
            mine = 0
            for owner, _ in here:
                if owner == seat:
                    mine += 1
            if mine and (mine >= 2 or n not in cells):
                return 1
    return 2


# ----------------------------------------------------------------- wins in one


def winning_action(game: ZarkGame, seat: int, *, cardless: bool = False) -> Action | None:
    """An action that wins for `seat` at once (R-17), if `seat` may act now and has one. With `cardless`, only an
    action that needs no card from the hand (a Move or a Place): a win that `seat` has whatever it holds."""
    if seat not in game.seats_to_act():
        return None
    if game.phase is Phase.HATCHING:
        candidates: Iterator[Action] = (Place(cell) for cell in frontier(game))
    elif game.phase is Phase.ACTION:
        candidates = winning_candidates(game, seat)
        if cardless:
            candidates = (action for action in candidates if isinstance(action, Move))
    else:
        return None  # choosing starters or discarding changes no card's control
    tried: set[Action] = set()
    for action in candidates:
        if action in tried:
            continue
        tried.add(action)
        trial = game.copy(history=False)
        trial.apply(seat, action)
        if trial.winner == seat:
            return action
    return None


def winning_candidates(game: ZarkGame, seat: int) -> Iterator[Action]:
    """Legal actions that might win at once for `seat` on its turn; every winning action is among them."""
    pieces = game.pieces
    for group in power_groups(game):
        gap = _only_gap(pieces, seat, group)
        if gap is None:
            continue
        here = pieces.get(gap, ())
        others = [piece for piece in here if piece[0] != seat]
        if not here:
            for n in neighbours(gap):
                for owner, size in pieces.get(n, ()):
                    if owner == seat:
                        yield Move(n, size, gap)
        elif len(others) == 1:
            owner, size = others[0]
            for payment in attack_payments(game, seat, size):
                yield Attack(gap, owner, size, payment, None)
                for convert in convert_sizes(game, seat, size):
                    yield Attack(gap, owner, size, payment, convert)
    aces = fly_aces(game, seat)
    if aces:
        yield from _winning_flights(game, seat, aces[0])


def _winning_flights(game: ZarkGame, seat: int, ace: Card) -> Iterator[Action]:
    """Flights of a card `seat` controls to an empty cell where it would complete a block of controlled cards: the
    cell must touch a controlled card, and the card's face must make a block with the others of a group there."""
    controlled = game.controlled()[seat]
    if len(controlled) < game.settings.ruleset.block_size:
        return
    rules, cards = game.settings.ruleset, game.cards
    faces = {cell: rules.face(cards[cell]) for cell in controlled}
    landings = {n for cell in controlled for n in neighbours(cell) if n not in cards}
    destinations: dict[Cell, list[Cell]] = {}
    for to in sorted(landings):
        for group in groups_through(to, controlled | {to}, rules.block_size):
            others = [faces[cell] for cell in group if cell != to]
            for flier in sorted(controlled - group):
                if not is_power_block([*others, faces[flier]], rules.number_ranks):
                    continue
                if flier not in destinations:
                    destinations[flier] = fly_destinations(game, flier)
                if to in destinations[flier]:
                    yield Fly(ace, flier, to)


def _only_gap(pieces: Mapping[Cell, Sequence[Piece]], seat: int, group: frozenset[Cell]) -> Cell | None:
    """The one card of `group` that `seat` does not control, if there is exactly one."""
    gap = None
    for cell in group:
        here = pieces.get(cell)
        if here and all(owner == seat for owner, _ in here):
            continue
        if gap is not None:
            return None
        gap = cell
    return gap
