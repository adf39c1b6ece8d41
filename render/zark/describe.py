"""The board and the hand in words: alt text for the images (at most 1,000 characters) and a longer text board.

Like the images these read only a `ZarkView`, so they can say nothing a player may not know. The board texts use
only public fields (never `view.hand`); `hand_text` is for the viewer's own private reply.
"""

from __future__ import annotations

from i18n import ENGLISH, say
from rules import Cell, NotationError, Phase, cell_name
from rules.core.words import plural
from rules.zark import Card, ZarkView, card_label, describe, parse_action
from rules.zark.actions import Discard
from rules.zark.ruleset import Ruleset
from rules.zark.text import board_grid, cell_text, marks_words, seat_line, status_line
from rules.zark.views import action_cells

from ..words import most_detail_that_fits


def action_words(view: ZarkView, notation: str) -> str:
    """A history line in words ("built the 7♥ on N13"); a masked starter choice stays masked."""
    try:
        action = parse_action(notation)
    except NotationError:
        return "chose a starter card" if notation.startswith("starter") else notation
    return say(ENGLISH, describe(action, [seat.name for seat in view.seats]))


def last_turn(view: ZarkView) -> tuple[tuple[int, str], ...]:
    """The last history entry, and the turn option before it when the last is that player's discard.

    A discard only ends a turn; what the others want to see days later is the move before it.
    """
    history = view.history
    if len(history) >= 2 and history[-1][1].startswith("discard") and history[-2][0] == history[-1][0]:
        return history[-2:]
    return history[-1:]


def last_move_cells(view: ZarkView) -> tuple[Cell, ...]:
    """The cards to highlight: those the last turn option changed, even when a discard followed it."""
    cells = list(view.last_cells)
    for _, notation in last_turn(view):
        try:
            action = parse_action(notation)
        except NotationError:
            continue
        if not isinstance(action, Discard):
            cells += action_cells(action)
    return tuple(dict.fromkeys(cell for cell in cells if cell in view.cards))


def last_move_text(view: ZarkView) -> str:
    entries = last_turn(view)
    if not entries:
        return ""
    seat = entries[0][0]
    words = ", then ".join(action_words(view, notation) for _, notation in entries)
    return f"Last move: {view.seats[seat].name} {words}."


def controlled_cells(view: ZarkView) -> dict[int, list[Cell]]:
    """For each seat, the cards where it is the only colour (Control), in reading order."""
    result: dict[int, list[Cell]] = {seat.seat: [] for seat in view.seats}
    for cell in sorted(view.pieces, key=lambda c: (c[1], c[0])):
        owners = {owner for owner, _ in view.pieces[cell]}
        if len(owners) == 1 and cell in view.cards:
            result[owners.pop()].append(cell)
    return result


def occupied_count(view: ZarkView, seat: int) -> int:
    return sum(1 for here in view.pieces.values() if any(owner == seat for owner, _ in here))


def _cell_and_card(view: ZarkView, cell: Cell) -> str:
    return f"{cell_name(cell)} {view.label(cell)}"


def _seat_summary(view: ZarkView, seat: int, detail: int) -> str:
    """One player in a sentence; `detail` 2 names each controlled card, 1 only its cell, 0 only counts."""
    info = view.seats[seat]
    if view.settings.ruleset.colour_words_on_cards:  # "blue" and "B" name Uno cards too
        head = f"{info.name} ({info.colour} pyramids)"
    else:
        head = f"{info.name} ({info.colour}, {info.letter})"
    if info.resigned:
        return head + ": resigned."
    small, medium, large = info.stash
    pyramids = 9 - small - medium - large
    on = occupied_count(view, seat)
    text = f"{head}: {plural(info.hand_size, 'card')} in hand, {plural(pyramids, 'pyramid')} on {plural(on, 'card')}"
    controlled = controlled_cells(view)[seat]
    if controlled and detail == 2:
        text += ", controls " + ", ".join(_cell_and_card(view, cell) for cell in controlled)
    elif controlled and detail == 1:
        text += ", controls " + " ".join(cell_name(cell) for cell in controlled)
    elif controlled:
        text += f", controls {plural(len(controlled), 'card')}"
    return text + "."


def _alt_text_at(view: ZarkView, detail: int) -> str:
    parts = [
        f"{view.settings.ruleset.title} board, {plural(len(view.cards), 'card')}.",
        say(ENGLISH, status_line(view)),
    ]
    if view.history:
        parts.append(last_move_text(view))
    parts += [_seat_summary(view, seat.seat, detail) for seat in view.seats]
    parts.append(f"Deck {view.deck_count}, discard {len(view.discard)}.")
    return " ".join(parts)


def alt_text(view: ZarkView) -> str:
    """A short description for the board image's alt text: never longer than `ALT_TEXT_LIMIT` characters."""
    return most_detail_that_fits(lambda detail: _alt_text_at(view, detail))


def _rows_text(view: ZarkView) -> list[str]:
    lines = []
    for y in sorted({y for _, y in view.cards}):
        row = sorted((cell for cell in view.cards if cell[1] == y), key=lambda c: c[0])
        entries = [cell_text(view, cell) for cell in row]
        lines.append(f"Row {cell_name((0, y))[1:]}: " + " · ".join(entries))
    return lines


def board_text(view: ZarkView, *, grid: bool = False) -> str:
    """The whole board in words, for ``/board`` as text and for screen readers.

    Cards are listed row by row (a grid wraps badly on a phone); ``grid=True`` gives the aligned grid instead.
    Pyramids are written as colour letter and size letter: ``Bs`` is a blue small; in the Uno games, whose cards are
    named by colour, as seat number and size letter: ``1s`` is seat 1's small.
    """
    lines = [say(ENGLISH, status_line(view))]
    if view.history:
        lines.append(last_move_text(view))
    lines.append("")
    lines += [say(ENGLISH, seat_line(view, seat.seat)) for seat in view.seats]
    top = f" (top {card_label(view.discard[-1])})" if view.discard else ""
    lines.append(f"Deck {plural(view.deck_count, 'card')}, discard {plural(len(view.discard), 'card')}{top}.")
    lines.append("")
    if not view.cards:
        lines.append("No cards on the board yet.")
        return "\n".join(lines)
    lines.append(f"Board (pyramids: {say(ENGLISH, marks_words(view))}):")
    lines += board_grid(view).splitlines() if grid else _rows_text(view)
    if view.winning_block:
        lines.append("Winning block: " + ", ".join(_cell_and_card(view, cell) for cell in view.winning_block) + ".")
    if view.frontier and view.phase != Phase.OVER:
        lines.append("Empty cells next to cards: " + " ".join(cell_name(cell) for cell in view.frontier) + ".")
    return "\n".join(lines)


def hand_card_text(card: Card, rules: Ruleset) -> str:
    label = card_label(card)
    points = rules.attack_points(card)
    if not points:
        return label
    fly = ", Fly" if rules.flies(card) else ""
    return f"{label} ({points} point{'s' * (points != 1)}{fly})"


def hand_text(view: ZarkView) -> str:
    """The viewer's hand in words, for the hand image's alt text (private to the viewer, like the image)."""
    if view.viewer is None:
        return "No hand: this is the public view."
    if not view.hand:
        return "Your hand is empty."
    cards = ", ".join(hand_card_text(card, view.settings.ruleset) for card in view.hand)
    return f"Your hand, {plural(len(view.hand), 'card')}: {cards}."
