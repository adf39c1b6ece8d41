"""Plain-text pictures of a Zarcana position, and actions in words: for the command line and the bot's reports."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cells import Cell, cell_name
from ..core.phase import Phase
from ..core.words import plural
from .cards import sort_key, title
from .tasks import what_next
from .views import ZarcanaView, make_view

if TYPE_CHECKING:
    from .game import ZarcanaGame

_SIZE_LETTERS = {1: "s", 2: "m", 3: "l"}


def minions_text(view: ZarcanaView, cell: Cell) -> str:
    """Minions on a space as colour letter, size letter and facing letter: ``Bsu Oln`` (blue small standing up,
    orange large pointing north)."""
    return " ".join(
        view.seats[m.owner].letter + _SIZE_LETTERS[m.size] + m.facing.lower() for m in view.minions.get(cell, ())
    )


def board_grid(view: ZarcanaView) -> str:
    """The board as a grid: ``M13 10C(2) Bsu``: the top card (``??`` face down), the stack's height when over one,
    and the minions; wasteland spaces show their minions only."""
    cells = set(view.stacks) | set(view.minions)
    if not cells:
        return "(nothing on the board)"
    labels = {}
    for cell in cells:
        stack = view.stacks.get(cell, ())
        top = "" if not stack else (stack[-1] or "??") + (f"({len(stack)})" if len(stack) > 1 else "")
        labels[cell] = f"{cell_name(cell)} {top} {minions_text(view, cell)}".replace("  ", " ").rstrip()
    width = max(len(label) for label in labels.values())
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    rows = []
    for y in range(min(ys), max(ys) + 1):
        rows.append(" | ".join(labels.get((x, y), "").ljust(width) for x in range(min(xs), max(xs) + 1)).rstrip())
    return "\n".join(rows)


def status_line(view: ZarcanaView) -> str:
    names = [seat.name for seat in view.seats]
    if view.phase is Phase.OVER:
        if not view.winners:
            return "Game over: ended by agreement, no winner."
        scores = ", ".join(f"{seat.name} {seat.score}" for seat in view.seats if seat.score is not None)
        won = " and ".join(names[seat] for seat in view.winners)
        return f"Game over: {won} {'win' if len(view.winners) > 1 else 'wins'}" + (f" ({scores})." if scores else ".")
    if view.pending is not None:
        return f"Turn {view.turn}: " + what_next(view.pending, names, view.current)
    extra = f" (an extra option, not with {title(view.forbidden)})" if view.forbidden else ""
    final = " Final round." if view.final_round is not None else ""
    return f"Turn {view.turn}: {names[view.current]} to play{extra}.{final}"


def position_text(game: ZarcanaGame) -> str:
    """Everything about a game, hands included: for the command line and debugging, never for players."""
    view = make_view(game, None)
    lines = [board_grid(view), ""]
    for seat in view.seats:
        small, medium, large = seat.stash
        cards = sorted(game.hands[seat.seat], key=sort_key)
        hand = " ".join(cards)
        gone = " (resigned)" if seat.resigned else ""
        lines.append(
            f"seat {seat.seat + 1} {seat.name} [{seat.colour}, {seat.letter}]{gone}: stash {small} small "
            f"{medium} medium {large} large; hand: {hand or '(empty)'}"
        )
    face_down = " ".join(f"{card}" for card in sorted(game.face_down, key=sort_key))
    lines.append(
        f"deck: {plural(len(game.deck), 'card')}, discard: {plural(len(game.discard), 'card')}, "
        f"reshuffles: {game.reshuffles}" + (f", face down: {face_down}" if face_down else "")
    )
    lines.append(status_line(view))
    return "\n".join(lines)
