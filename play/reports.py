"""What a committed move tells people: the table's headline and whom to ping, and what the person who asked learns
privately (the cards they drew, their hand, and the discard they owe). Words only; `cogs/` posts them."""

from __future__ import annotations

from dataclasses import dataclass

from data import GameRow
from rules import HAND_LIMIT, Card, Phase, View, card_label

from .referee import Played
from .texts import cards_text, move_line, private_draws, public_events_line


def headline(played: Played, *, caretaker: bool = False) -> str:
    """The table's line for a move: what happened and what everyone may know of its events."""
    text = move_line(played.public, played.seat, played.action)
    if caretaker:
        text = f"⌛ Deadline passed: the caretaker played for them. {text} (their seat stays theirs)"
    events = public_events_line(played.public, played.events)
    return f"{text}\n{events}" if events else text


def to_ping(view: View, row: GameRow) -> list[int]:
    """The users the table's message mentions: whoever must act next, or the winner; never a computer player."""
    seats = view.to_act if view.phase is not Phase.OVER else [view.winner] if view.winner is not None else []
    return [p.user_id for seat in seats if (p := row.player_at(seat)) is not None and not p.is_computer]


def to_tell(played: Played) -> list[int]:
    """The users to tell by DM (if they asked for it) that they must act now: the next players, not the mover;
    nobody after a free action, which leaves the turn where it was; never a computer player."""
    if played.turn_goes_on:
        return []
    row = played.row
    players = (row.player_at(seat) for seat in played.public.to_act if seat != played.seat)
    return [player.user_id for player in players if player is not None and not player.is_computer]


@dataclass(frozen=True, slots=True)
class DiscardOwed:
    """The mover holds more than six cards (R-8): they choose which to discard from their hand."""

    game_id: int
    version: int  # a menu for this moment of the game only
    hand: tuple[Card, ...]
    count: int


def private_report(played: Played, viewer_id: int) -> tuple[str, DiscardOwed | None]:
    """What the person who made the request learns, privately: the move, and if they made it for their own seat,
    the cards they drew, their hand, and the discard they owe when over the hand limit. Someone acting on another
    seat (a host removing a player) learns only what everyone learns."""
    seat = played.seat
    own = played.row.user_at(seat) == viewer_id
    view = played.game.view(seat) if own else played.public
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
        owed = DiscardOwed(played.row.id, played.version, hand, excess)
    return "\n".join(lines), owed


def hand_words(view: View) -> str:
    if not view.hand:
        return "Your hand is empty."
    return f"Your hand ({len(view.hand)}): " + ", ".join(card_label(card) for card in view.hand)
