"""Plain-text pictures of a Zarcana position, and actions in words: for the command line and the bot's reports."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cells import Cell, cell_name
from ..core.messages import Message
from ..core.phase import Phase
from ..core.words import plural
from .cards import card_message, sort_key
from .tasks import next_message
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
    and the minions; wasteland spaces show their minions only. An empty board has no rows (what a player reads of the
    board is `render.zarcana.describe.board_text`)."""
    cells = set(view.stacks) | set(view.minions)
    if not cells:
        return ""
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


def status_message(view: ZarcanaView) -> Message:
    """The state of play as a message: whose turn, or the pending decision, or how the game ended."""
    names = [seat.name for seat in view.seats]
    if view.phase is Phase.OVER:
        if not view.winners:
            return Message("zarcana-status-agreed")
        scores = ", ".join(f"{seat.name} {seat.score}" for seat in view.seats if seat.score is not None)
        won = chained([names[seat] for seat in view.winners])
        return Message("zarcana-status-over", winners=won, count=len(view.winners), scores=scores or "none")
    if view.pending is not None:
        return Message(
            "zarcana-status-decision", turn=str(view.turn), decision=next_message(view.pending, names, view.current)
        )
    card = card_message(view.forbidden) if view.forbidden else "none"
    final = "yes" if view.final_round is not None else "no"
    return Message("zarcana-status-to-play", turn=str(view.turn), name=names[view.current], card=card, final=final)


def chained(names: list[str]) -> Message | str:
    """Players' names one after another, as a language lists them (``Ann and Bob``): a chain of ``zarcana-and``
    messages."""
    said: Message | str = names[-1]
    if len(names) > 1:
        said = Message("zarcana-and", first=names[-2], last=said)
    for name in reversed(names[:-2]):
        said = Message("play-list", first=name, rest=said)
    return said


def position_text(game: ZarcanaGame) -> str:
    """Everything about a game, hands included: for the command line and debugging, never for players. The state of
    play is a message (`status_message`), which the command line says after it."""
    view = make_view(game, None)
    grid = board_grid(view)
    lines = [grid, ""] if grid else []
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
    return "\n".join(lines)
