"""What the bot says of a Zark family game (Zark City, Unocitta, Unopolis) in words: moves, who acts next, what
everyone may know of the events, the cards in a list."""

from __future__ import annotations

from collections.abc import Sequence

from data import GameRow
from rules import Action, GameView, Phase, cell_name
from rules.core.words import plural
from rules.zark import Card, ZarkEvent, ZarkView, card_label, describe, parse_action
from rules.zark.views import public_notation

from ..texts import computers_only, who_sits_at


def cards_text(cards: Sequence[Card]) -> str:
    return ", ".join(card_label(card) for card in cards) if cards else "nothing"


def move_line(view: ZarkView, seat: int, action: Action, *, private: bool = False) -> str:
    """One line in words and in notation: ``**Ann** built the 7♥ on N14 · `build 7H N14` ``.

    Public lines use the engine's public notation, so a starter choice reads ``starter ?`` until the reveal.
    """
    notation = action.notation() if private else public_notation(view.phase, action)
    return f"**{view.name(seat)}** {describe(action, seat_names(view))} · `{notation}`"


def next_step_line(view: ZarkView, row: GameRow) -> str:
    """Who acts next (`ZarkView.to_act`), with a mention of those players only (the caller passes the matching
    allowed_mentions)."""
    if view.phase is Phase.OVER:
        if view.winner is None:
            return "The game is over: it ended by agreement, with no winner."
        block = " ".join(cell_name(cell) for cell in view.winning_block)
        where = f" with {block}" if block else ""
        return f"🏆 {who_sits_at(row, view.winner)} wins{where}!"
    users = ", ".join(who_sits_at(row, seat) for seat in view.to_act)
    computers = computers_only(row, view.to_act)
    if view.phase is Phase.STARTERS:
        return f"Waiting for starter cards from {users}{'' if computers else ' (/zark starter)'}."
    if view.phase is Phase.HATCHING and computers:
        return f"{users} {'places its' if len(view.to_act) == 1 else 'place their'} starter card (first round, R-3)."
    if view.phase is Phase.HATCHING:
        return f"{users}, place your starter card with /zark place (first round, R-3)."
    if view.phase is Phase.DISCARD:
        return f"{users} {'is' if len(view.to_act) == 1 else 'are'} discarding down to six."
    if computers:
        return f"{users} {'is' if len(view.to_act) == 1 else 'are'} thinking (turn {view.turn})."
    return f"{users}, your turn (turn {view.turn})."


def turn_goes_on_line(view: GameView) -> str:
    """After a free action (R-24's nomination): the same player's turn goes on. No mention: they just acted."""
    return f"Still **{view.name(view.current)}**'s turn: changing a Wild's nomination is free (R-24)."


def seat_names(view: ZarkView) -> list[str]:
    """The players' names, seat by seat: what a move's words name them by."""
    return [seat.name for seat in view.seats]


def notation_words(view: ZarkView, notation: str) -> str:
    """A logged move in words; a hidden starter stays hidden."""
    if notation == "starter ?":
        return "chose a starter card"
    return describe(parse_action(notation), seat_names(view))


def public_events_line(view: ZarkView, events: Sequence[ZarkEvent]) -> str:
    """What everyone may know of the events: counts of cards drawn, reshuffles, the starters' reveal."""
    parts = []
    for event in events:
        if event.kind == "starters" and event.seat is not None:
            shown = ", ".join(f"{view.name(seat)} {card_label(card)}" for seat, card in enumerate(event.cards) if card)
            parts.append(f"Starters revealed: {shown}. {view.name(event.seat)} goes first (R-2).")
        elif event.kind == "reshuffled":
            parts.append(f"The discard pile was shuffled into a new deck of {plural(event.count, 'card')} (R-10).")
        elif event.kind == "drew" and event.count and event.seat is not None:
            parts.append(f"{view.name(event.seat)} drew {event.count} card{'s' * (event.count != 1)}.")
    return " ".join(parts)


def private_draws(events: Sequence[ZarkEvent], seat: int) -> list[Card]:
    """What `seat` drew during these events: told only to them."""
    return [card for event in events if event.kind == "drew" and event.seat == seat for card in event.cards]
