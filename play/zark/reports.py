"""What the player who made a move in a Zark family game (Zark City, Unocitta, Unopolis) learns privately, in their
language: the move, the cards they drew, their hand, and the discard they owe when over the hand limit (R-8).
`play.reports` reaches it through the table's family (`play.families`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from i18n import ENGLISH, say, text
from rules import Phase
from rules.zark import HAND_LIMIT, Card, ZarkEvent, ZarkGame, ZarkView
from rules.zark.card_names import card_in_words, cards_named
from rules.zark.cards import card_named

from ..families import CardsOwed
from .texts import move_line, private_draws

if TYPE_CHECKING:
    from ..moves import PlayedOf


def zark_private_report(
    played: PlayedOf[ZarkGame, ZarkView, ZarkEvent], viewer_id: int, *, language: str = ENGLISH
) -> tuple[str, CardsOwed | None]:
    """What the person who made the request learns, privately: the move, and if they made it for their own seat,
    the cards they drew, their hand, and the discard they owe when over the hand limit. Someone acting on another
    seat (a host removing a player) learns only what everyone learns."""
    seat, game = played.seat, played.game
    own = played.row.user_at(seat) == viewer_id
    view = game.view(seat) if own else played.public
    line = move_line(view, seat, played.action, private=own, language=language)
    lines = [text(language, "zark-done", move=line)]
    if not own:
        return lines[0], None
    drawn = private_draws(played.events, seat)
    if drawn:
        lines.append(text(language, "zark-you-drew", cards=cards_named(drawn)))
    hand = view.hand
    if hand:
        lines.append(text(language, "zark-report-hand", count=len(hand), cards=cards_named(hand)))
    else:
        lines.append(text(language, "zark-report-hand-empty"))
    owed = None
    if view.phase is Phase.DISCARD and seat in view.to_act:
        excess = len(hand) - HAND_LIMIT
        lines.append(text(language, "zark-discard-owed", count=len(hand), excess=excess))
        labels = tuple(_label(card, language) for card in hand)
        words = tuple(say(language, card_in_words(card)) for card in hand)
        owed = CardsOwed(played.row.id, played.version, hand, labels, words, excess)
    return "\n".join(lines), owed


def _label(card: Card, language: str) -> str:
    """A card as players read it: its code (``7♥``), or its name in words where that is how it is read."""
    named = card_named(card)
    return named if isinstance(named, str) else say(language, named)


def zark_hand_words(view: ZarkView, *, language: str = ENGLISH) -> str:
    """The viewer's hand in a line, and their starter while it is secret (R-2)."""
    if not view.hand:
        words = text(language, "zark-hand-empty")
    else:
        words = text(language, "zark-hand", count=len(view.hand), cards=cards_named(view.hand))
    if view.own_starter:
        words += "\n" + text(language, "zark-hand-starter", card=card_named(view.own_starter))
    return words
