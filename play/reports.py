"""What a committed move tells people: the table's headline and whom to ping, and what the person who asked learns
privately (the cards they drew, their hand, what they owe or must answer). Words only, in the language the caller
names (the table's for its posts, the reader's for a private reply); `cogs/` posts them. The words differ by game
family, so each is asked of the table's family (`play.families.family_of`)."""

from __future__ import annotations

from data import GameRow
from i18n import ENGLISH, text
from rules import GameView, Phase

from .families import CardsOwed, family_of
from .moves import Played

__all__ = ["CardsOwed", "hand_words", "headline", "private_report", "to_ping", "to_tell"]


def headline(played: Played, *, caretaker: bool = False, language: str = ENGLISH) -> str:
    """The table's line for a move, in the table's `language`: what happened and what everyone may know of its
    events."""
    family = family_of(played.public)
    line = family.move_line(played.public, played.seat, played.action, language=language)
    if caretaker:
        line = "⌛ " + text(language, "turns-caretaker", name=played.public.name(played.seat), move=line)
    events = family.events_line(played.public, played.events, language=language)
    return f"{line}\n{events}" if events else line


def to_ping(view: GameView, row: GameRow) -> list[int]:
    """The users the table's message mentions: whoever must act next, or the winners; never a computer player."""
    seats = view.to_act if view.phase is not Phase.OVER else view.winners
    return [p.user_id for seat in seats if (p := row.player_at(seat)) is not None and not p.is_computer]


def to_tell(played: Played) -> list[int]:
    """The users to tell by DM (if they asked for it) that they must act now: the next players, not the mover;
    nobody after a free action, which leaves the turn where it was; never a computer player."""
    if played.turn_goes_on:
        return []
    row = played.row
    players = (row.player_at(seat) for seat in played.public.to_act if seat != played.seat)
    return [player.user_id for player in players if player is not None and not player.is_computer]


def private_report(played: Played, viewer_id: int, *, language: str = ENGLISH) -> tuple[str, CardsOwed | None]:
    """What the person who made the request learns, privately, in their `language` (and the discard menu they owe,
    in Zark City)."""
    return family_of(played.public).private_report(played, viewer_id, language=language)


def hand_words(view: GameView, *, language: str = ENGLISH) -> str:
    """The viewer's hand in words, in their `language` (and, in Zarcana, their stash and what they privately
    received)."""
    return family_of(view).hand_text(view, language=language)
