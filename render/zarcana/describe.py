"""A Zarcana board and hand in words: alt text (at most 1,000 characters), the text board, the hand's text.

Like the images these read only a `ZarcanaView`, so they can say nothing a player may not know: a face-down card is
"face down" (the view has None there), and the board texts never read `view.hand`.
"""

from __future__ import annotations

import re

import i18n
from i18n import ENGLISH
from rules import NotationError, Phase, cell_name
from rules.core.cells import Cell
from rules.core.words import plural
from rules.zarcana import TAROT, TarotCard, ZarcanaView, parse_action, title
from rules.zarcana.text import board_grid, minions_text, status_message
from rules.zarcana.views import action_cells
from rules.zarcana.words import history_message

from ..words import ALT_TEXT_LIMIT, most_detail_that_fits
from .faces import roman
from .powers import power_line
from .spaces import shown_spaces

_SEAT = re.compile(r"seat (\d+)")
#: The last few moves of one player make the last turn (a power's steps, reorienting one minion at a time).
LAST_TURN_ENTRIES = 4


# ----------------------------------------------------------------------------------------------- cards and scores


def valued_card_words(view: ZarcanaView, card: TarotCard | None) -> str:
    """A card with its value: ``XIII Death (13)``, ``Knight of Swords (11)``; a face-down card as such."""
    if card is None:
        return "a face-down card"
    info = TAROT[card]
    name = title(card)
    number = view.settings.ruleset.number(card)
    if info.kind == "trump" and number:  # the Fool's 0 is no numeral: "The Fool (0)"
        name = f"{roman(number)} {name.removeprefix('The ')}"
    return f"{name} ({view.value(card)})"


def score_text(view: ZarcanaView, seat: int) -> str:
    """``17``, or ``17+?`` when a face-down card would add to it."""
    total, hidden = view.score_now(seat)
    return f"{total}+?" if hidden else str(total)


# ----------------------------------------------------------------------------------------------- moves


def _names(view: ZarcanaView, words: str) -> str:
    """A move's words with players' names for ``seat N``."""

    def name(match: re.Match[str]) -> str:
        seat = int(match.group(1)) - 1
        return view.seats[seat].name if 0 <= seat < len(view.seats) else match.group(0)

    return _SEAT.sub(name, words)


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


def last_move_text(view: ZarcanaView) -> str:
    entries = last_turn(view)
    if not entries:
        return ""
    seat = entries[0][0]
    words = ", then ".join(i18n.say(ENGLISH, history_message(view, seat, notation)) for _, notation in entries)
    return f"Last move: {view.seats[seat].name} {words}."


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


def piles_text(view: ZarcanaView) -> str:
    """``Deck 23 · Discard 14, top 7 of Cups (7) · In play: XIII Death (13)``."""
    top = f", top {valued_card_words(view, view.discard[-1])}" if view.discard else ""
    text = f"Deck {view.deck_count} · Discard {len(view.discard)}{top}"
    if view.in_play:
        text += " · In play: " + ", ".join(valued_card_words(view, card) for card in view.in_play)
    return text


def round_text(view: ZarcanaView) -> str:
    """Where the game stands towards its end (Z-66, H-18, H-24), or "" once it is over."""
    if view.phase is Phase.OVER:
        return ""
    names = [seat.name for seat in view.seats]
    if view.ending:
        return "The deck ran out a second time: the game ends after this turn (H-18)."
    if view.final_round is not None:
        declarer = f" ({names[view.declarer]} declared it)" if view.declarer is not None else ""
        left = " and ".join(names[seat] for seat in view.final_round) or "nobody"
        return f"Final round{declarer}: {left} still to play once (H-18)."
    if view.used_up:
        safety = "; it ends anyway when the deck runs out again" if view.settings.safety_end else ""
        return f"Deck used up: anyone may declare the final round{safety} (Z-66, H-18)."
    return "Final round: not before the deck's first reshuffle (Z-66)."


# ----------------------------------------------------------------------------------------------- alt text


def _minion_count(view: ZarcanaView, seat: int) -> tuple[int, int]:
    """How many minions the seat has on the board, and on how many spaces."""
    on = [cell for cell, here in view.minions.items() if any(minion.owner == seat for minion in here)]
    count = sum(1 for here in view.minions.values() for minion in here if minion.owner == seat)
    return count, len(on)


def _space_words(view: ZarcanaView, cell: Cell) -> str:
    stack = view.stacks.get(cell, ())
    if not stack:
        return f"{cell_name(cell)} wasteland"
    depth = f", {len(stack)} deep" if len(stack) > 1 else ""
    return f"{cell_name(cell)} {valued_card_words(view, stack[-1])}{depth}"


def _seat_summary(view: ZarcanaView, seat: int, detail: int) -> str:
    """One player in a sentence; `detail` 2 names each space held alone with its card, 1 only the cells, 0 counts."""
    info = view.seats[seat]
    head = f"{info.name} ({info.colour}, {info.letter})"
    if info.resigned:
        return head + ": resigned."
    count, spaces = _minion_count(view, seat)
    final = view.seats[seat].score is not None
    score = f"score {score_text(view, seat)}" if final else f"score so far {score_text(view, seat)}"
    text = f"{head}: {plural(info.hand_size, 'card')} in hand, {plural(count, 'minion')} on {plural(spaces, 'space')}"
    held = view.held_alone()[seat]
    if held and detail == 2:
        text += ", holds " + ", ".join(_space_words(view, cell) for cell in held)
    elif held and detail == 1:
        text += ", holds " + " ".join(cell_name(cell) for cell in held)
    return f"{text}, {score}."


def _alt_text_at(view: ZarcanaView, detail: int) -> str:
    cards, wasteland, _ = shown_spaces(view)
    board = f"Zarcana board, {len(cards)} card {'territory' if len(cards) == 1 else 'territories'}"
    if wasteland:
        board += f" and {plural(len(wasteland), 'wasteland space')}"
    parts = [board + ".", i18n.say(ENGLISH, status_message(view))]
    if detail > 0 and view.history:
        parts.append(last_move_text(view))
    parts += [_seat_summary(view, seat.seat, detail) for seat in view.seats]
    parts.append(piles_text(view).replace(" · ", ", ") + ".")
    return " ".join(parts)


def alt_text(view: ZarcanaView) -> str:
    """A short description for the board image's alt text: never longer than `ALT_TEXT_LIMIT` characters."""
    return most_detail_that_fits(lambda detail: _alt_text_at(view, detail))


# ----------------------------------------------------------------------------------------------- text board


def seat_line(view: ZarcanaView, seat: int) -> str:
    info = view.seats[seat]
    small, medium, large = info.stash
    gone = " (resigned)" if info.resigned else ""
    score = "score" if info.score is not None else "score so far"
    return (
        f"{info.letter} {info.name} ({info.colour}){gone}: {plural(info.hand_size, 'card')} in hand; "
        f"stash {small} small, {medium} medium, {large} large; {score} {score_text(view, seat)}."
    )


def _space_line(view: ZarcanaView, cell: Cell) -> str:
    minions = minions_text(view, cell)
    return f"{_space_words(view, cell)} {minions}".rstrip()


def board_text(view: ZarcanaView, *, grid: bool = False) -> str:
    """The whole board in words, for ``/board`` as text and for screen readers: spaces row by row, each with its
    top card (value, stack depth) and its minions as seat letter, size letter and facing letter (``Bsu`` a blue
    small standing up, ``Oln`` an orange large lying pointing north). ``grid=True`` gives the engine's aligned grid
    (`rules.zarcana.text.board_grid`) instead of the rows."""
    lines = [i18n.say(ENGLISH, status_message(view))]
    if view.history:
        lines.append(last_move_text(view))
    lines.append("")
    lines += [seat_line(view, seat.seat) for seat in view.seats]
    lines.append(piles_text(view) + ".")
    state = round_text(view)
    if state:
        lines.append(state)
    lines.append("")
    cards, wasteland, empty = shown_spaces(view)
    spaces = cards | wasteland
    lines.append("Spaces (minions: seat letter + s/m/l + u standing, or n/e/s/w lying pointing that way):")
    if grid:
        lines += board_grid(view).splitlines()
        return "\n".join(lines)
    for y in sorted({y for _, y in spaces}):
        row = sorted((cell for cell in spaces if cell[1] == y), key=lambda c: c[0])
        lines.append(f"Row {cell_name((0, y))[1:]}: " + " · ".join(_space_line(view, cell) for cell in row))
    if empty:
        lines.append("Empty spaces next to cards: " + " ".join(cell_name(cell) for cell in sorted(empty)) + ".")
    return "\n".join(lines)


# ----------------------------------------------------------------------------------------------- the hand


def hand_card_text(view: ZarcanaView, card: TarotCard) -> str:
    """``XIII Death (13): attack as Swords once or twice``."""
    return f"{valued_card_words(view, card)}: {power_line(card)}"


def hand_text(view: ZarcanaView) -> str:
    """The viewer's hand in words, for the hand image's alt text (private to the viewer, like the image)."""
    if view.viewer is None:
        return "No hand: this is the public view."
    if not view.hand:
        return "Your hand is empty."
    cards = "; ".join(hand_card_text(view, card) for card in view.hand)
    text = f"Your hand, {plural(len(view.hand), 'card')}: {cards}."
    if len(text) > ALT_TEXT_LIMIT:
        text = f"Your hand, {plural(len(view.hand), 'card')}: " + ", ".join(
            valued_card_words(view, c) for c in view.hand
        )
    return text[:ALT_TEXT_LIMIT]
