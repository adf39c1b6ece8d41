"""The board and the hand in words: alt text for the images (at most 1,000 characters) and a longer text board, in
the language they are asked in (`render.words.said`).

Like the images these read only a `ZarkView`, so they can say nothing a player may not know. The board texts use
only public fields (never `view.hand`); `hand_text` is for the viewer's own private reply.
"""

from __future__ import annotations

from i18n import ENGLISH
from rules import Cell, NotationError, Phase, cell_name
from rules.zark import Card, ZarkView, parse_action
from rules.zark.actions import Discard
from rules.zark.ruleset import Ruleset
from rules.zark.text import pieces_text, seat_mark
from rules.zark.views import action_cells

from ..words import most_detail_that_fits, said, then_words, words_in
from .words import card_label_in, cell_card, colour_said, history_words, status_words


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


def last_move_text(view: ZarkView, language: str = ENGLISH) -> str:
    """``Last move: Ann built the 10♦ on M14, then discarded 7♣.``, or "" before the first move."""
    entries = last_turn(view)
    if not entries:
        return ""
    seat = entries[0][0]
    did = then_words(language, [history_words(language, view, notation) for _, notation in entries])
    return said(language, "image-last-move", move=said(language, "image-did", name=view.seats[seat].name, did=did))


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


def _cell_and_card(view: ZarkView, cell: Cell, language: str) -> str:
    return f"{cell_name(cell)} {words_in(language, cell_card(view, cell))}"


def _head(view: ZarkView, seat: int, language: str) -> str:
    """A player and their colour: ``Ann (blue, B)``; in the Uno games, whose cards are named by colour and colour
    letter too, ``Ann (blue pyramids)``."""
    info = view.seats[seat]
    colour = colour_said(info.colour)
    if view.settings.ruleset.colour_words_on_cards:  # "blue" and "B" name Uno cards too
        return said(language, "image-alt-head-uno", name=info.name, colour=colour)
    return said(language, "image-alt-head", name=info.name, colour=colour, letter=info.letter)


def _seat_summary(view: ZarkView, seat: int, detail: int, language: str) -> str:
    """One player in a sentence; `detail` 2 names each controlled card, 1 only its cell, 0 only counts."""
    info = view.seats[seat]
    head = _head(view, seat, language)
    if info.resigned:
        return said(language, "image-alt-resigned", head=head)
    small, medium, large = info.stash
    counts = {"cards": info.hand_size, "pyramids": 9 - small - medium - large, "on": occupied_count(view, seat)}
    controlled = controlled_cells(view)[seat]
    if controlled and detail == 2:
        cells = ", ".join(_cell_and_card(view, cell, language) for cell in controlled)
        return said(language, "image-alt-seat-controls", head=head, **counts, cells=cells)
    if controlled and detail == 1:
        cells = " ".join(cell_name(cell) for cell in controlled)
        return said(language, "image-alt-seat-controls", head=head, **counts, cells=cells)
    if controlled:
        return said(language, "image-alt-seat-controls-count", head=head, **counts, controlled=len(controlled))
    return said(language, "image-alt-seat", head=head, **counts)


def _alt_text_at(view: ZarkView, detail: int, language: str) -> str:
    parts = [
        said(language, "image-alt-zark", title=view.settings.ruleset.title, count=len(view.cards)),
        status_words(language, view),
    ]
    if view.history:
        parts.append(last_move_text(view, language))
    parts += [_seat_summary(view, seat.seat, detail, language) for seat in view.seats]
    parts.append(said(language, "image-alt-piles", deck=view.deck_count, discard=len(view.discard)))
    return " ".join(parts)


def alt_text(view: ZarkView, *, language: str = ENGLISH) -> str:
    """A short description for the board image's alt text: never longer than `ALT_TEXT_LIMIT` characters."""
    return most_detail_that_fits(lambda detail: _alt_text_at(view, detail, language))


def cell_text(view: ZarkView, cell: Cell, language: str = ENGLISH) -> str:
    """A card on the board and the pyramids on it: ``M13 9♣ Bs``; in the Uno games, whose card names end in a
    number, the pyramids after a colon: ``M13 blue 5: 1s`` (`rules.zark.text.cell_text` in `language`)."""
    card = _cell_and_card(view, cell, language)
    pieces = pieces_text(view, cell)
    if not pieces:
        return card
    return f"{card}{':' if view.settings.ruleset.colour_words_on_cards else ''} {pieces}"


def _grid(view: ZarkView, language: str) -> list[str]:
    """The board as a grid of cells (`rules.zark.text.board_grid` in `language`); empty cells are blank."""
    xs = [x for x, _ in view.cards]
    ys = [y for _, y in view.cards]
    labels = {cell: cell_text(view, cell, language) for cell in view.cards}
    width = max(len(label) for label in labels.values())
    rows = []
    for y in range(min(ys), max(ys) + 1):
        row = [labels.get((x, y), "").ljust(width) for x in range(min(xs), max(xs) + 1)]
        rows.append(" | ".join(row).rstrip())
    return rows


def _rows_text(view: ZarkView, language: str) -> list[str]:
    lines = []
    for y in sorted({y for _, y in view.cards}):
        row = sorted((cell for cell in view.cards if cell[1] == y), key=lambda c: c[0])
        entries = " · ".join(cell_text(view, cell, language) for cell in row)
        lines.append(said(language, "image-text-row", row=cell_name((0, y))[1:], cells=entries))
    return lines


def seat_line(view: ZarkView, seat: int, language: str = ENGLISH) -> str:
    """A player's line of the text board: ``Ann [blue, B]: 6 cards, stash 3 small 3 medium 3 large``."""
    info = view.seats[seat]
    colour = colour_said(info.colour)
    if view.settings.ruleset.colour_words_on_cards:
        head = said(language, "image-text-seat-head-uno", name=info.name, colour=colour, mark=seat_mark(view, seat))
    else:
        head = said(language, "image-text-seat-head", name=info.name, colour=colour, letter=info.letter)
    small, medium, large = info.stash
    key = "image-text-seat-resigned" if info.resigned else "image-text-seat"
    return said(language, key, head=head, cards=info.hand_size, small=small, medium=medium, large=large)


def board_text(view: ZarkView, *, grid: bool = False, language: str = ENGLISH) -> str:
    """The whole board in words, for ``/board`` as text and for screen readers.

    Cards are listed row by row (a grid wraps badly on a phone); ``grid=True`` gives the aligned grid instead.
    Pyramids are written as colour letter and size letter: ``Bs`` is a blue small; in the Uno games, whose cards are
    named by colour, as seat number and size letter: ``1s`` is seat 1's small.
    """
    lines = [status_words(language, view)]
    if view.history:
        lines.append(last_move_text(view, language))
    lines.append("")
    lines += [seat_line(view, seat.seat, language) for seat in view.seats]
    piles = {"deck": view.deck_count, "discard": len(view.discard)}
    if view.discard:
        lines.append(said(language, "image-text-piles-top", **piles, card=card_label_in(language, view.discard[-1])))
    else:
        lines.append(said(language, "image-text-piles", **piles))
    lines.append("")
    if not view.cards:
        lines.append(said(language, "image-text-no-cards"))
        return "\n".join(lines)
    marks = "number" if view.settings.ruleset.colour_words_on_cards else "letter"
    lines.append(said(language, "image-text-board", marks=marks))
    lines += _grid(view, language) if grid else _rows_text(view, language)
    if view.winning_block:
        cells = ", ".join(_cell_and_card(view, cell, language) for cell in view.winning_block)
        lines.append(said(language, "image-text-winning-block", cells=cells))
    if view.frontier and view.phase != Phase.OVER:
        cells = " ".join(cell_name(cell) for cell in view.frontier)
        lines.append(said(language, "image-text-frontier", cells=cells))
    return "\n".join(lines)


def hand_card_text(card: Card, rules: Ruleset, language: str = ENGLISH) -> str:
    """A card of the hand in words, with its attack points (and Fly) as the ruleset gives them."""
    label = card_label_in(language, card)
    points = rules.attack_points(card)
    if not points:
        return label
    key = "image-hand-points-fly" if rules.flies(card) else "image-hand-points"
    return said(language, key, card=label, points=points)


def hand_text(view: ZarkView, *, language: str = ENGLISH) -> str:
    """The viewer's hand in words, for the hand image's alt text (private to the viewer, like the image)."""
    if view.viewer is None:
        return said(language, "image-hand-public")
    if not view.hand:
        return said(language, "image-hand-empty")
    cards = ", ".join(hand_card_text(card, view.settings.ruleset, language) for card in view.hand)
    return said(language, "image-hand-text", count=len(view.hand), cards=cards)
