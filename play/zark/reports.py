"""What the player who made a move in a Zark family game (Zark City, Unocitta, Unopolis) learns privately: the
move, the cards they drew, their hand, and the discard they owe when over the hand limit (R-8). `play.reports`
reaches it through the table's family (`play.families`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules import Phase
from rules.zark import HAND_LIMIT, ZarkEvent, ZarkGame, ZarkView, card_label, card_words

from ..families import CardsOwed
from .texts import cards_text, move_line, private_draws

if TYPE_CHECKING:
    from ..moves import PlayedOf


def zark_private_report(
    played: PlayedOf[ZarkGame, ZarkView, ZarkEvent], viewer_id: int
) -> tuple[str, CardsOwed | None]:
    """What the person who made the request learns, privately: the move, and if they made it for their own seat,
    the cards they drew, their hand, and the discard they owe when over the hand limit. Someone acting on another
    seat (a host removing a player) learns only what everyone learns."""
    seat, game = played.seat, played.game
    own = played.row.user_at(seat) == viewer_id
    view = game.view(seat) if own else played.public
    lines = ["Done: " + move_line(view, seat, played.action, private=own)]
    if not own:
        return lines[0], None
    drawn = private_draws(played.events, seat)
    if drawn:
        lines.append(f"You drew: {cards_text(drawn)}.")
    hand = view.hand
    lines.append(f"Your hand ({len(hand)}): {cards_text(hand)}.")
    owed = None
    if view.phase is Phase.DISCARD and seat in view.to_act:
        excess = len(hand) - HAND_LIMIT
        lines.append(f"You hold {len(hand)} cards: discard {excess} to end your turn (menu below, or /discard).")
        labels = tuple(map(card_label, hand))
        owed = CardsOwed(played.row.id, played.version, hand, labels, tuple(map(card_words, hand)), excess)
    return "\n".join(lines), owed


def zark_hand_words(view: ZarkView) -> str:
    if not view.hand:
        return "Your hand is empty."
    return f"Your hand ({len(view.hand)}): " + ", ".join(card_label(card) for card in view.hand)
