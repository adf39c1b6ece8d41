"""Plain-text pictures of a position: the board grid from a `View`, and a full debugging dump of a `Game`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cells import cell_name
from ..core.phase import Phase
from ..core.words import plural
from .cards import card_label, sort_key
from .views import View, make_view

if TYPE_CHECKING:
    from .game import Game

_SIZE_LETTERS = {1: "s", 2: "m", 3: "l"}


def pieces_text(view: View, cell: tuple[int, int]) -> str:
    """Pieces on a cell as colour letter + size letter, e.g. ``Bs Om`` (blue small, orange medium)."""
    return " ".join(view.seats[seat].letter + _SIZE_LETTERS[size] for seat, size in view.pieces.get(cell, ()))


def board_grid(view: View) -> str:
    """The board as a grid of cells: ``M13 9♣ Bs``; empty cells are blank."""
    if not view.cards:
        return "(no cards on the board yet)"
    xs = [x for x, _ in view.cards]
    ys = [y for _, y in view.cards]
    labels = {cell: f"{cell_name(cell)} {view.label(cell)} {pieces_text(view, cell)}".rstrip() for cell in view.cards}
    width = max(len(label) for label in labels.values())
    rows = []
    for y in range(min(ys), max(ys) + 1):
        row = [labels.get((x, y), "").ljust(width) for x in range(min(xs), max(xs) + 1)]
        rows.append(" | ".join(row).rstrip())
    return "\n".join(rows)


def seat_line(view: View, seat: int) -> str:
    info = view.seats[seat]
    small, medium, large = info.stash
    status = " (resigned)" if info.resigned else ""
    return (
        f"seat {seat + 1} {info.name} [{info.colour}, {info.letter}]{status}: {plural(info.hand_size, 'card')}, "
        f"stash {small} small {medium} medium {large} large"
    )


def status_line(view: View) -> str:
    if view.phase == Phase.OVER:
        if view.winner is None:
            return "Game over: ended by agreement, no winner."
        block = " ".join(cell_name(cell) for cell in view.winning_block)
        return f"Game over: {view.seats[view.winner].name} wins" + (f" with {block}." if block else ".")
    name = ", ".join(view.name(seat) for seat in view.to_act)  # whose turn it is: `Game.seats_to_act`, nowhere else
    if view.phase is Phase.STARTERS:
        return f"Choosing starter cards; waiting for {name}."
    if view.phase is Phase.HATCHING:
        return f"First round: {name} places their starter."
    if view.phase == Phase.DISCARD:
        return f"Turn {view.turn}: {name} must discard down to 6."
    return f"Turn {view.turn}: {name} to play."


def position_text(game: Game) -> str:
    """Everything about a game, hands included: for the command line and debugging, never for players."""
    view = make_view(game, None)
    lines = [board_grid(view), ""]
    for seat in game.seats:
        lines.append(seat_line(view, seat))
        hand = " ".join(card_label(card) for card in sorted(game.hands[seat], key=sort_key))
        lines.append(f"  hand: {hand or '(empty)'}")
    lines.append(f"deck: {plural(len(game.deck), 'card')}, discard: {plural(len(game.discard), 'card')}")
    lines.append(status_line(view))
    return "\n".join(lines)
