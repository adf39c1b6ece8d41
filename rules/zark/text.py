"""A position in plain text and in messages: the board grid from a `ZarkView` (cells, cards and pieces' marks, which
read the same in every language), the lines about seats and the state of play as messages (`rules.Message`, put in
words above), and a full debugging dump of a `ZarkGame` for the command lines."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cells import cell_name
from ..core.messages import Message
from ..core.phase import Phase
from ..core.words import plural
from .cards import card_label, sort_key
from .views import ZarkView, make_view

if TYPE_CHECKING:
    from .game import ZarkGame

_SIZE_LETTERS = {1: "s", 2: "m", 3: "l"}


def seat_mark(view: ZarkView, seat: int) -> str:
    """How texts mark a seat's pyramids: its colour letter (``B`` blue); in the Uno games, whose cards are named by
    colours and colour letters too (``blue 5``, ``5B``), its seat number (the images keep the letters)."""
    return str(seat + 1) if view.settings.ruleset.colour_words_on_cards else view.seats[seat].letter


def marks_words(view: ZarkView) -> Message:
    """What a piece's mark is, for a text board's legend: ``colour letter + s/m/l`` (in the Uno games ``seat number
    + s/m/l``)."""
    return Message("zark-marks-numbers" if view.settings.ruleset.colour_words_on_cards else "zark-marks-letters")


def seat_words(view: ZarkView, seat: int) -> Message:
    """A seat's colour and mark, in brackets after its name: ``[blue, B]``; in the Uno games, where texts mark its
    pyramids with a number, ``[blue pyramids, marked 1]``. The colour (``blue``) is the value its message chooses
    by (`rules.core.seats.SEAT_COLOURS`)."""
    info = view.seats[seat]
    if view.settings.ruleset.colour_words_on_cards:
        return Message("zark-seat-marked", colour=info.colour, mark=seat_mark(view, seat))
    return Message("zark-seat-colour", colour=info.colour, letter=info.letter)


def pieces_text(view: ZarkView, cell: tuple[int, int]) -> str:
    """Pieces on a cell as a seat's mark + size letter, e.g. ``Bs Om`` (blue small, orange medium); in the Uno
    games ``1s 2m`` (seat 1's small, seat 2's medium)."""
    return " ".join(seat_mark(view, seat) + _SIZE_LETTERS[size] for seat, size in view.pieces.get(cell, ()))


def cell_text(view: ZarkView, cell: tuple[int, int]) -> str:
    """A card on the board and the pyramids on it: ``M13 9♣ Bs``; in the Uno games, whose card names end in a
    number, the pyramids after a colon: ``M13 blue 5: 1s``."""
    pieces = pieces_text(view, cell)
    if not pieces:
        return f"{cell_name(cell)} {view.label(cell)}"
    return f"{cell_name(cell)} {view.label(cell)}{':' if view.settings.ruleset.colour_words_on_cards else ''} {pieces}"


def board_grid(view: ZarkView) -> str:
    """The board as a grid of cells: ``M13 9♣ Bs``; empty cells are blank, and an empty board has no rows (what a
    player reads of it is ``image-text-no-cards``, `render.zark.describe.board_text`)."""
    if not view.cards:
        return ""
    xs = [x for x, _ in view.cards]
    ys = [y for _, y in view.cards]
    labels = {cell: cell_text(view, cell) for cell in view.cards}
    width = max(len(label) for label in labels.values())
    rows = []
    for y in range(min(ys), max(ys) + 1):
        row = [labels.get((x, y), "").ljust(width) for x in range(min(xs), max(xs) + 1)]
        rows.append(" | ".join(row).rstrip())
    return "\n".join(rows)


def seat_line(view: ZarkView, seat: int) -> Message:
    """A player, their seat's colour and mark, their cards and stash: ``Ann [blue, B]: 5 cards, stash 2 small 3
    medium 3 large``."""
    info = view.seats[seat]
    small, medium, large = info.stash
    return Message(
        "zark-seat-line-resigned" if info.resigned else "zark-seat-line",
        name=info.name,
        seat=seat_words(view, seat),
        count=info.hand_size,
        small=small,
        medium=medium,
        large=large,
    )


def status_line(view: ZarkView) -> Message:
    """The state of play in a line: whose turn it is and what they must do, or how the game ended."""
    if view.phase == Phase.OVER:
        if view.winner is None:
            return Message("zark-status-agreed")
        block = " ".join(cell_name(cell) for cell in view.winning_block)
        name = view.seats[view.winner].name
        return (
            Message("zark-status-won-with", name=name, block=block) if block else Message("zark-status-won", name=name)
        )
    name = ", ".join(view.name(seat) for seat in view.to_act)  # whose turn it is: `ZarkGame.seats_to_act`, nowhere else
    if view.phase is Phase.STARTERS:
        return Message("zark-status-starters", names=name)
    if view.phase is Phase.HATCHING:
        return Message("zark-status-first-round", names=name)
    if view.phase == Phase.DISCARD:
        return Message("zark-status-discard", turn=str(view.turn), names=name)
    return Message("zark-status-turn", turn=str(view.turn), names=name)


def position_text(game: ZarkGame) -> str:
    """Everything about a game, hands included: for the command line and debugging, never for players (in English,
    as the developers' tools are: docs/translating.md). The state of play is a message (`status_line`), which the
    command line says after it."""
    view = make_view(game, None)
    grid = board_grid(view)
    lines = [grid, ""] if grid else []
    for seat in game.seats:
        info = view.seats[seat]
        small, medium, large = info.stash
        status = " (resigned)" if info.resigned else ""
        marked = (
            f"{info.colour} pyramids, marked " if view.settings.ruleset.colour_words_on_cards else f"{info.colour}, "
        )
        lines.append(
            f"{info.name} [{marked}{seat_mark(view, seat)}]{status}: {plural(info.hand_size, 'card')}, "
            f"stash {small} small {medium} medium {large} large"
        )
        hand = ", ".join(card_label(card) for card in sorted(game.hands[seat], key=sort_key))
        lines.append(f"  hand: {hand or '(empty)'}")
    lines.append(f"deck: {plural(len(game.deck), 'card')}, discard: {plural(len(game.discard), 'card')}")
    return "\n".join(lines)
