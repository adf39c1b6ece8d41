"""A Zarcana board and hand in words, in the language they are asked in: alt text (at most 1,000 characters), the
text board, the hand's text.

Like the images these read only a `ZarcanaView`, so they can say nothing a player may not know: a face-down card is
"face down" (the view has None there), and the board texts never read `view.hand`.
"""

from __future__ import annotations

from i18n import ENGLISH
from rules import NotationError, cell_name
from rules.core.cells import Cell
from rules.zarcana import TarotCard, ZarcanaView, parse_action
from rules.zarcana.text import board_grid, minions_text
from rules.zarcana.views import action_cells

from ..words import ALT_TEXT_LIMIT, Args, most_detail_that_fits, said, then_words, words_in
from .powers import power_line
from .spaces import shown_spaces
from .words import history_words, round_words, status_words, valued_card

#: The last few moves of one player make the last turn (a power's steps, reorienting one minion at a time).
LAST_TURN_ENTRIES = 4


# ----------------------------------------------------------------------------------------------- cards and scores


def valued_card_words(view: ZarcanaView, card: TarotCard | None, language: str = ENGLISH) -> str:
    """A card with its value: ``XIII Death (13)``, ``Knight of Swords (11)``; a face-down card as such."""
    return words_in(language, valued_card(view, card))


def score_text(view: ZarcanaView, seat: int) -> str:
    """``17``, or ``17+?`` when a face-down card would add to it."""
    total, hidden = view.score_now(seat)
    return f"{total}+?" if hidden else str(total)


# ----------------------------------------------------------------------------------------------- moves


def last_turn(view: ZarcanaView) -> tuple[tuple[int, str], ...]:
    """The last history entries of the player who moved last (a turn may take several), at most
    `LAST_TURN_ENTRIES`."""
    history = view.history
    if not history:
        return ()
    seat = history[-1][0]
    start = len(history) - 1
    while start > 0 and history[start - 1][0] == seat and len(history) - start < LAST_TURN_ENTRIES:
        start -= 1
    return history[start:]


def last_move_text(view: ZarcanaView, language: str = ENGLISH) -> str:
    """``Last move: Ann played Death: attacked Bob's small on N13.``, or "" before the first move."""
    entries = last_turn(view)
    if not entries:
        return ""
    seat = entries[0][0]
    did = then_words(language, [history_words(language, view, seat, notation) for _, notation in entries])
    return said(language, "image-last-move", move=said(language, "image-did", name=view.seats[seat].name, did=did))


def last_move_cells(view: ZarcanaView) -> tuple[Cell, ...]:
    """The spaces to ring: those the last turn's moves changed, where a space is still shown."""
    cells = list(view.last_cells)
    for _, notation in last_turn(view):
        try:
            cells += action_cells(parse_action(notation))
        except NotationError:
            continue
    cards, wasteland, empty = shown_spaces(view)
    return tuple(dict.fromkeys(cell for cell in cells if cell in cards | wasteland | empty))


# ----------------------------------------------------------------------------------------------- piles and rounds


def piles_text(view: ZarcanaView, language: str = ENGLISH) -> str:
    """``Deck 23 · Discard 14, top 7 of Cups (7) · In play: XIII Death (13)``."""
    piles = {"deck": view.deck_count, "discard": len(view.discard)}
    if view.discard:
        text = said(language, "image-piles-top", **piles, card=valued_card(view, view.discard[-1]))
    else:
        text = said(language, "image-piles", **piles)
    if view.in_play:
        cards = ", ".join(valued_card_words(view, card, language) for card in view.in_play)
        text += " · " + said(language, "image-piles-in-play", cards=cards)
    return text


def round_text(view: ZarcanaView, language: str = ENGLISH) -> str:
    """Where the game stands towards its end (Z-66, H-18, H-24), or "" once it is over."""
    return round_words(language, view)


# ----------------------------------------------------------------------------------------------- alt text


def _minion_count(view: ZarcanaView, seat: int) -> tuple[int, int]:
    """How many minions the seat has on the board, and on how many spaces."""
    on = [cell for cell, here in view.minions.items() if any(minion.owner == seat for minion in here)]
    count = sum(1 for here in view.minions.values() for minion in here if minion.owner == seat)
    return count, len(on)


def _space_words(view: ZarcanaView, cell: Cell, language: str) -> str:
    stack = view.stacks.get(cell, ())
    if not stack:
        return said(language, "image-space-wasteland", cell=cell_name(cell))
    card = valued_card(view, stack[-1])
    if len(stack) > 1:
        return said(language, "image-space-deep", cell=cell_name(cell), card=card, depth=len(stack))
    return said(language, "image-space", cell=cell_name(cell), card=card)


def _seat_summary(view: ZarcanaView, seat: int, detail: int, language: str) -> str:
    """One player in a sentence; `detail` 2 names each space held alone with its card, 1 only the cells, 0 counts."""
    info = view.seats[seat]
    colour = said(language, "image-seat-colour", colour=info.colour)
    head = said(language, "image-alt-head", name=info.name, colour=colour, letter=info.letter)
    if info.resigned:
        return said(language, "image-alt-resigned", head=head)
    count, spaces = _minion_count(view, seat)
    final = "yes" if view.seats[seat].score is not None else "no"
    summary: Args = {"head": head, "cards": info.hand_size, "minions": count, "spaces": spaces}
    summary |= {"final": final, "score": score_text(view, seat)}
    held = view.held_alone()[seat]
    if held and detail == 2:
        spaces_held = ", ".join(_space_words(view, cell, language) for cell in held)
        return said(language, "image-alt-minions-holds", **summary, held=spaces_held)
    if held and detail == 1:
        return said(language, "image-alt-minions-holds", **summary, held=" ".join(cell_name(cell) for cell in held))
    return said(language, "image-alt-minions", **summary)


def _alt_text_at(view: ZarcanaView, detail: int, language: str) -> str:
    cards, wasteland, _ = shown_spaces(view)
    if wasteland:
        board = said(language, "image-alt-zarcana-wasteland", count=len(cards), wasteland=len(wasteland))
    else:
        board = said(language, "image-alt-zarcana", count=len(cards))
    parts = [board, status_words(language, view)]
    if detail > 0 and view.history:
        parts.append(last_move_text(view, language))
    parts += [_seat_summary(view, seat.seat, detail, language) for seat in view.seats]
    parts.append(piles_text(view, language).replace(" · ", ", ") + ".")
    return " ".join(parts)


def alt_text(view: ZarcanaView, *, language: str = ENGLISH) -> str:
    """A short description for the board image's alt text: never longer than `ALT_TEXT_LIMIT` characters."""
    return most_detail_that_fits(lambda detail: _alt_text_at(view, detail, language))


# ----------------------------------------------------------------------------------------------- text board


def seat_line(view: ZarcanaView, seat: int, language: str = ENGLISH) -> str:
    """A player's line of the text board: ``B Ann (blue): 5 cards in hand; stash 2 small, 3 medium, 3 large; score so
    far 4.``"""
    info = view.seats[seat]
    small, medium, large = info.stash
    key = "image-text-minions-seat-resigned" if info.resigned else "image-text-minions-seat"
    return said(
        language,
        key,
        letter=info.letter,
        name=info.name,
        colour=said(language, "image-seat-colour", colour=info.colour),
        cards=info.hand_size,
        small=small,
        medium=medium,
        large=large,
        final="yes" if info.score is not None else "no",
        score=score_text(view, seat),
    )


def _space_line(view: ZarcanaView, cell: Cell, language: str) -> str:
    minions = minions_text(view, cell)
    return f"{_space_words(view, cell, language)} {minions}".rstrip()


def board_text(view: ZarcanaView, *, grid: bool = False, language: str = ENGLISH) -> str:
    """The whole board in words, for ``/board`` as text and for screen readers: spaces row by row, each with its
    top card (value, stack depth) and its minions as seat letter, size letter and facing letter (``Bsu`` a blue
    small standing up, ``Oln`` an orange large lying pointing north). ``grid=True`` gives the engine's aligned grid
    (`rules.zarcana.text.board_grid`, in card codes) instead of the rows."""
    lines = [status_words(language, view)]
    if view.history:
        lines.append(last_move_text(view, language))
    lines.append("")
    lines += [seat_line(view, seat.seat, language) for seat in view.seats]
    lines.append(piles_text(view, language) + ".")
    state = round_text(view, language)
    if state:
        lines.append(state)
    lines.append("")
    cards, wasteland, empty = shown_spaces(view)
    spaces = cards | wasteland
    lines.append(said(language, "image-text-spaces"))
    if grid:
        lines += board_grid(view).splitlines() if spaces else []
        return "\n".join(lines)
    for y in sorted({y for _, y in spaces}):
        row = sorted((cell for cell in spaces if cell[1] == y), key=lambda c: c[0])
        entries = " · ".join(_space_line(view, cell, language) for cell in row)
        lines.append(said(language, "image-text-row", row=cell_name((0, y))[1:], cells=entries))
    if empty:
        cells = " ".join(cell_name(cell) for cell in sorted(empty))
        lines.append(said(language, "image-text-empty-spaces", cells=cells))
    return "\n".join(lines)


# ----------------------------------------------------------------------------------------------- the hand


def hand_card_text(view: ZarcanaView, card: TarotCard, language: str = ENGLISH) -> str:
    """``XIII Death (13): attack as Swords once or twice``."""
    return said(language, "image-hand-power", card=valued_card(view, card), power=power_line(card, language))


def hand_text(view: ZarcanaView, *, language: str = ENGLISH) -> str:
    """The viewer's hand in words, for the hand image's alt text (private to the viewer, like the image)."""
    if view.viewer is None:
        return said(language, "image-hand-public")
    if not view.hand:
        return said(language, "image-hand-empty")
    cards = "; ".join(hand_card_text(view, card, language) for card in view.hand)
    text = said(language, "image-hand-text", count=len(view.hand), cards=cards)
    if len(text) > ALT_TEXT_LIMIT:
        cards = ", ".join(valued_card_words(view, card, language) for card in view.hand)
        text = said(language, "image-hand-text", count=len(view.hand), cards=cards)
    return text[:ALT_TEXT_LIMIT]
