"""Plain-text pictures of a Zarcana position, and actions in words: for the command line and the bot's reports."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import SIZE_NAMES, Action, AgreeEnd, Resign
from ..cells import Cell, cell_name
from ..phase import Phase
from .actions import (
    Again,
    Build,
    Clone,
    Convert,
    Create,
    Declare,
    DiscardHand,
    Done,
    Draw,
    DrawCards,
    Drawn,
    Effect,
    Give,
    Grow,
    MoveTo,
    Pass,
    Place,
    Play,
    Raze,
    Reorient,
    Strike,
    Swap,
    Take,
    Teleport,
    Top,
    Transport,
    Use,
)
from .cards import sort_key, title
from .minions import FACING_WORDS
from .powers import power_title
from .tasks import what_next
from .views import ZarcanaView, make_view, public_notation

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
        f"deck: {len(game.deck)} cards, discard: {len(game.discard)} cards, reshuffles: {game.reshuffles}"
        + (f", face down: {face_down}" if face_down else "")
    )
    lines.append(status_line(view))
    return "\n".join(lines)


def describe(seat: int, action: Action, viewer: int | None = None) -> str:
    """The action in words, without the player's name, as `viewer` may read it: ``played the 7 of Cups (Cups) with
    their small on M13: cloned a small``."""
    match action:
        case Place(cell):
            return f"placed a small on {cell_name(cell)}"
        case Play(card, power, actor, effect):
            by = f" with their {SIZE_NAMES[actor.size]} on {cell_name(actor.cell)}" if actor else ""
            return f"played {title(card)} ({power_title(power)}){by}{_effect_words(effect)}"
        case Use(actor, power, effect):
            where = f"their {SIZE_NAMES[actor.size]} on {cell_name(actor.cell)}"
            return f"used the territory under {where} ({power_title(power)}){_effect_words(effect)}"
        case Drawn(power, _, effect):
            return f"used the Fool's card ({power_title(power)}){_effect_words(effect)}"
        case Again(effect):
            return f"went again{_effect_words(effect)}"
        case Reorient(minion, facing):
            whose = f"seat {minion.owner + 1}'s {SIZE_NAMES[minion.size]}"
            return f"turned {whose} on {cell_name(minion.cell)} to {FACING_WORDS[facing]}"
        case Done():
            return "is done"
        case Draw(count):
            return f"drew {count} card{'s' if count != 1 else ''}"
        case DiscardHand(top):
            return f"discarded their whole hand, {title(top)} on top"
        case Pass():
            return "passed"
        case Declare():
            return "declared the final round"
        case Give():
            return public_notation(seat, action, viewer).replace("give", "gave", 1)
        case Top(card):
            return f"put {title(card)} on top of the discard pile"
        case Resign():
            return "resigned"
        case AgreeEnd():
            return "agreed to end the game"
    return action.notation()


def _effect_words(effect: Effect) -> str:
    match effect:
        case Strike(victim, demand):
            asked = f", demanding {demand} cards" if demand else ""
            return f": attacked seat {victim.owner + 1}'s {SIZE_NAMES[victim.size]} on {cell_name(victim.cell)}{asked}"
        case Raze(cell):
            return f": removed the top card of {cell_name(cell)}"
        case Convert(victim, size):
            whose = f"seat {victim.owner + 1}'s {SIZE_NAMES[victim.size]} on {cell_name(victim.cell)}"
            return f": converted {whose} to their {SIZE_NAMES[size]}"
        case MoveTo(cell):
            return f": moved to {cell_name(cell)}"
        case Grow():
            return ": grew"
        case Clone(size):
            return f": cloned a {SIZE_NAMES[size]}"
        case Build(cell, card):
            return f": built {title(card) if card else 'a card'} on {cell_name(cell)}"
        case DrawCards(count):
            return f": drew {count} and takes another option"
        case Create(size, cell):
            return f": created a {SIZE_NAMES[size]} on {cell_name(cell)}"
        case Swap(other):
            return f": swapped hands with seat {other + 1}"
        case Transport(cell):
            return f": carried the territory to {cell_name(cell)}"
        case Take(count):
            return f": took {count} cards from the discard pile"
        case Teleport(cell):
            return f": teleported to {cell_name(cell)}"
    return ""
