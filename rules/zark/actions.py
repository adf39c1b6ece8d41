"""Actions: one small frozen dataclass per turn option, named after its command, with its notation.

Every action reads and writes one line of the record notation (``docs/notation.md``): ``build 7H N13``,
``move M13 small to N13``, ``attack 2 medium at N13 with QH QS convert small``. `parse_action` reads a line;
`Action.notation` writes it back, so ``parse_action(a.notation()) == a`` for every action.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..core.actions import SIZE_NAMES, Action, AgreeEnd, Resign, parse_size
from ..core.cells import Cell, cell_name, parse_cell
from ..core.errors import NotationError, quoted
from ..core.messages import Argument, Message
from .card_names import cards_named
from .cards import Card, card_named, parse_card, sort_key

Piece = tuple[int, int]  # (seat, size)


@dataclass(frozen=True, slots=True)
class Starter(Action):
    """Choose a starter card secretly (R-2)."""

    card: Card

    def notation(self) -> str:
        return f"starter {self.card}"


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Place your starter card with a small in the first round (R-3)."""

    cell: Cell

    def notation(self) -> str:
        return f"place {cell_name(self.cell)}"


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Draw three more cards."""

    def notation(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Grow(Action):
    """Swap one of your pyramids for the next size up."""

    cell: Cell
    size: int

    def notation(self) -> str:
        return f"grow {cell_name(self.cell)} {SIZE_NAMES[self.size]}"


@dataclass(frozen=True, slots=True)
class Spawn(Action):
    """Add a small pyramid to a card you occupy."""

    cell: Cell

    def notation(self) -> str:
        return f"spawn {cell_name(self.cell)}"


@dataclass(frozen=True, slots=True)
class Build(Action):
    """Put a number card on an empty cell next to a card you occupy; a Wild with what it stands for (R-24)."""

    card: Card
    cell: Cell
    nomination: Card | None = None  # a Wild's nominated colour and number, as the number card it stands for

    def notation(self) -> str:
        return f"build {self.card} {cell_name(self.cell)}{_as(self.nomination)}"


def _as(nomination: Card | None) -> str:
    return "" if nomination is None else f" as {nomination}"


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Slide one of your pyramids onto a card next to it."""

    cell: Cell
    size: int
    to: Cell

    def notation(self) -> str:
        return f"move {cell_name(self.cell)} {SIZE_NAMES[self.size]} to {cell_name(self.to)}"


@dataclass(frozen=True, slots=True, init=False)
class Attack(Action):
    """Demolish or convert a pyramid (R-11 to R-14; classic R-20). `convert_to` None means demolish. The payment is
    kept in card order, however it is given."""

    cell: Cell
    owner: int
    size: int
    payment: tuple[Card, ...]
    convert_to: int | None = None

    def __init__(
        self, cell: Cell, owner: int, size: int, payment: Sequence[Card], convert_to: int | None = None
    ) -> None:
        # as Fly's: a position lists many attacks
        if type(payment) is not tuple or len(payment) > 1:  # one card is in order already
            payment = tuple(sorted(payment, key=sort_key))
        _set_target(self, cell)
        _set_owner(self, owner)
        _set_size(self, size)
        _set_payment(self, payment)
        _set_outcome(self, convert_to)

    def notation(self) -> str:
        outcome = "demolish" if self.convert_to is None else f"convert {SIZE_NAMES[self.convert_to]}"
        cards = " ".join(self.payment)
        return f"attack {self.owner + 1} {SIZE_NAMES[self.size]} at {cell_name(self.cell)} with {cards} {outcome}"


@dataclass(frozen=True, slots=True, init=False)
class Fly(Action):
    """Discard an Ace to fly a card you occupy to another place (R-15)."""

    ace: Card
    cell: Cell
    to: Cell

    def __init__(self, ace: Card, cell: Cell, to: Cell) -> None:
        # the dataclass's own, quicker: a position lists dozens of flights; each field set through its slot
        _set_ace(self, ace)
        _set_cell(self, cell)
        _set_to(self, to)

    def notation(self) -> str:
        return f"fly {cell_name(self.cell)} to {cell_name(self.to)} with {self.ace}"


_set_ace, _set_cell, _set_to = (vars(Fly)[name].__set__ for name in ("ace", "cell", "to"))  # Fly's slots
_set_target, _set_owner, _set_size, _set_payment, _set_outcome = (
    vars(Attack)[name].__set__ for name in ("cell", "owner", "size", "payment", "convert_to")
)


@dataclass(frozen=True, slots=True)
class Hatch(Action):
    """With no pyramids on the board, build anywhere next to a card and put a small on it (R-16)."""

    card: Card
    cell: Cell
    nomination: Card | None = None  # as for Build

    def notation(self) -> str:
        return f"hatch {self.card} {cell_name(self.cell)}{_as(self.nomination)}"


@dataclass(frozen=True, slots=True)
class Nominate(Action):
    """Change what a Wild you alone occupy stands for: a free action during your own turn (R-24)."""

    cell: Cell
    nomination: Card

    def notation(self) -> str:
        return f"nominate {cell_name(self.cell)} {self.nomination}"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Discard down to six cards at the end of a turn (R-8, R-9)."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards, key=sort_key)))

    def notation(self) -> str:
        return "discard " + " ".join(self.cards)


TURN_OPTIONS: tuple[type[Action], ...] = (Draw, Grow, Spawn, Build, Move, Attack, Fly, Hatch)


def describe(action: Action, names: Sequence[str], *, would: bool = False) -> Message:
    """The action as a message (`rules.Message`), put in words above: what the player did, without their name
    (``built the 7♥ on N13``, for "**Ann** built the 7♥ on N13"); with `would`, the whole sentence a preview says to
    the mover (``You would have built the 7♥ on N13.``). The owner of an attacked pyramid by name, from `names` (the
    seats' names: ``converted Bot 2's small on M13``, never a seat number); a card as `card_named` names it."""
    key, args = _words(action, names)
    return Message(f"zark-{'would' if would else 'did'}-{key}", **args)


def _words(action: Action, names: Sequence[str]) -> tuple[str, dict[str, Argument]]:
    """Which message says `action` (the part of its id after ``zark-did-``) and its arguments."""
    match action:
        case Starter():
            return "starter", {}
        case Place(cell):
            return "place", {"cell": cell_name(cell)}
        case Draw():
            return "draw", {}
        case Grow(cell, size):
            return "grow", {"size": SIZE_NAMES[size], "cell": cell_name(cell), "bigger": SIZE_NAMES[size + 1]}
        case Spawn(cell):
            return "spawn", {"cell": cell_name(cell)}
        case Build(card, cell, nomination) | Hatch(card, cell, nomination):
            verb = "build" if isinstance(action, Build) else "hatch"
            args: dict[str, Argument] = {"card": card_named(card), "cell": cell_name(cell)}
            if nomination is None:
                return verb, args
            return f"{verb}-as", {**args, "nomination": card_named(nomination)}
        case Move(cell, size, to):
            return "move", {"size": SIZE_NAMES[size], "cell": cell_name(cell), "to": cell_name(to)}
        case Attack(cell, owner, size, payment, convert_to):
            whose = names[owner] if 0 <= owner < len(names) else str(owner + 1)
            args = {"owner": whose, "size": SIZE_NAMES[size], "cell": cell_name(cell), "paid": cards_named(payment)}
            if convert_to is None:
                return "demolish", args
            return "convert", {**args, "convert": SIZE_NAMES[convert_to]}
        case Fly(ace, cell, to):
            return "fly", {"cell": cell_name(cell), "to": cell_name(to), "ace": card_named(ace)}
        case Nominate(cell, nomination):
            return "nominate", {"cell": cell_name(cell), "nomination": card_named(nomination)}
        case Discard(cards):
            return "discard", {"cards": cards_named(cards)}
        case Resign():
            return "resign", {}
        case AgreeEnd():
            return "agree-end", {}
    raise TypeError(f"unknown action {action!r}")


def _expect(words: list[str], index: int, keyword: str, line: str) -> None:
    if index >= len(words) or words[index].lower() != keyword:
        raise NotationError(Message("zark-notation-expected", word=keyword, line=quoted(line)))


def _parse_seat(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 5:
        raise NotationError(Message("zark-notation-not-a-seat", text=quoted(text)))
    return int(text) - 1


def parse_action(line: str, deck: str = "standard") -> Action:
    """Read one move in record notation. Raises `NotationError` with a sentence on bad text (a card that is none
    with the examples of `deck`, the game's own: Uno cards in Unocitta, R-22)."""

    def read_card(text: str) -> Card:
        return parse_card(text, deck)

    words = line.split()
    if not words:
        raise NotationError(Message("zark-notation-empty"))
    verb, args = words[0].lower(), words[1:]
    shape = _SHAPES.get(verb)
    if shape is None:
        raise NotationError(
            Message("zark-notation-not-a-move", word=quoted(words[0]), moves=", ".join(sorted(_SHAPES)))
        )
    if len(args) < shape[0] or (shape[1] is not None and len(args) > shape[1]):
        raise NotationError(Message("zark-notation-word-count", line=quoted(line), verb=verb))
    match verb:
        case "starter":
            return Starter(read_card(args[0]))
        case "place":
            return Place(parse_cell(args[0]))
        case "draw":
            return Draw()
        case "grow":
            return Grow(parse_cell(args[0]), parse_size(args[1]))
        case "spawn":
            return Spawn(parse_cell(args[0]))
        case "build":
            return Build(read_card(args[0]), parse_cell(args[1]), _parse_as(args, line, deck))
        case "hatch":
            return Hatch(read_card(args[0]), parse_cell(args[1]), _parse_as(args, line, deck))
        case "nominate":
            return Nominate(parse_cell(args[0]), read_card(args[1]))
        case "move":
            _expect(args, 2, "to", line)
            return Move(parse_cell(args[0]), parse_size(args[1]), parse_cell(args[3]))
        case "fly":
            _expect(args, 1, "to", line)
            _expect(args, 3, "with", line)
            return Fly(read_card(args[4]), parse_cell(args[0]), parse_cell(args[2]))
        case "attack":
            return _parse_attack(args, line, deck)
        case "discard":
            return Discard(tuple(read_card(word) for word in args))
        case "resign":
            return Resign()
    return AgreeEnd()


def _parse_as(args: list[str], line: str, deck: str) -> Card | None:
    """The ``as CARD`` that follows a Wild built or hatched (R-24), or None."""
    if len(args) == 2:
        return None
    _expect(args, 2, "as", line)
    if len(args) != 4:
        raise NotationError(Message("zark-notation-as-one-card", line=quoted(line)))
    return parse_card(args[3], deck)


def _parse_attack(args: list[str], line: str, deck: str) -> Attack:
    # attack SEAT SIZE at CELL with CARD... (demolish | convert SIZE)
    _expect(args, 2, "at", line)
    _expect(args, 4, "with", line)
    rest = [word.lower() for word in args[5:]]
    if "demolish" in rest:
        end, convert_to = rest.index("demolish"), None
        if end != len(rest) - 1:
            raise NotationError(Message("zark-notation-after-demolish", line=quoted(line)))
    elif "convert" in rest:
        end = rest.index("convert")
        if end != len(rest) - 2:
            raise NotationError(Message("zark-notation-convert-size", line=quoted(line)))
        convert_to = parse_size(rest[-1])
    else:
        raise NotationError(Message("zark-notation-attack-ending", line=quoted(line)))
    payment = tuple(parse_card(word, deck) for word in args[5 : 5 + end])
    if not payment:
        raise NotationError(Message("zark-notation-attack-payment", line=quoted(line)))
    return Attack(parse_cell(args[3]), _parse_seat(args[0]), parse_size(args[1]), payment, convert_to)


# verb -> (fewest words after the verb, most words or None for any number)
_SHAPES: dict[str, tuple[int, int | None]] = {
    "starter": (1, 1),
    "place": (1, 1),
    "draw": (0, 0),
    "grow": (2, 2),
    "spawn": (1, 1),
    "build": (2, 4),
    "hatch": (2, 4),
    "nominate": (2, 2),
    "move": (4, 4),
    "fly": (5, 5),
    "attack": (5, None),
    "discard": (1, None),
    "resign": (0, 0),
    "agree-end": (0, 0),
}


#: Actions that leave the turn where it was (R-24): the player who took one still has their turn to play, so
#: nobody new waits and the wait for them goes on.
FREE_ACTIONS: tuple[type[Action], ...] = (Nominate,)
