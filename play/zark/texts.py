"""What the bot says of a Zark family game (Zark City, Unocitta, Unopolis) in words, in a reader's language: moves,
who acts next, what everyone may know of the events, the cards in a list. The engine hands up messages
(`rules.zark.describe`, `rules.zark.card_names`); their words are in ``i18n/*/turns-zark.ftl``."""

from __future__ import annotations

from collections.abc import Sequence

from data import GameRow
from i18n import ENGLISH, say, text
from rules import Action, GameView, Message, Phase, cell_name
from rules.zark import Card, ZarkEvent, ZarkView, describe, parse_action
from rules.zark.cards import card_named
from rules.zark.views import public_notation

from ..texts import computers_only, who_sits_at

#: Before the line of a win, in every language.
TROPHY = "🏆"
#: How a starter still secret is logged (`rules.zark.views.public_notation`).
HIDDEN_STARTER = "starter ?"


def move_line(view: ZarkView, seat: int, action: Action, *, private: bool = False, language: str = ENGLISH) -> str:
    """One line in words and in notation: ``**Ann** built the 7♥ on N14 · `build 7H N14` ``.

    Public lines use the engine's public notation, so a starter choice reads ``starter ?`` until the reveal.
    """
    notation = action.notation() if private else public_notation(view.phase, action)
    words = describe(action, seat_names(view))
    return text(language, "zark-move-line", name=view.name(seat), move=words, notation=notation)


def next_step_line(view: ZarkView, row: GameRow, *, language: str = ENGLISH) -> str:
    """Who acts next (`ZarkView.to_act`), with a mention of those players only (the caller passes the matching
    allowed_mentions)."""
    if view.phase is Phase.OVER:
        if view.winner is None:
            return text(language, "zark-over-by-agreement")
        block = " ".join(cell_name(cell) for cell in view.winning_block)
        who = who_sits_at(row, view.winner)
        won = text(language, "zark-wins-with", who=who, block=block) if block else text(language, "zark-wins", who=who)
        return f"{TROPHY} {won}"
    users = ", ".join(who_sits_at(row, seat) for seat in view.to_act)
    count, computers = len(view.to_act), computers_only(row, view.to_act)
    if view.phase is Phase.STARTERS:
        key = "zark-waiting-for-computer-starters" if computers else "zark-waiting-for-starters"
        return text(language, key, users=users)
    if view.phase is Phase.HATCHING and computers:
        return text(language, "zark-computers-place-starters", users=users, count=count)
    if view.phase is Phase.HATCHING:
        return text(language, "zark-place-your-starter", users=users)
    if view.phase is Phase.DISCARD:
        return text(language, "zark-discarding", users=users, count=count)
    if computers:
        line = text(language, "zark-computers-thinking", users=users, count=count, turn=str(view.turn))
    else:
        line = text(language, "zark-your-turn", users=users, turn=str(view.turn))
    return line if view.can_be_won else f"{line} {text(language, 'zark-nobody-can-win')}"


def turn_goes_on_line(view: GameView, *, language: str = ENGLISH) -> str:
    """After a free action (R-24's nomination): the same player's turn goes on. No mention: they just acted."""
    return text(language, "zark-turn-goes-on", name=view.name(view.current))


def seat_names(view: ZarkView) -> list[str]:
    """The players' names, seat by seat: what a move's words name them by."""
    return [seat.name for seat in view.seats]


def notation_said(view: ZarkView, notation: str) -> Message:
    """A logged move as a message (`rules.zark.describe`); a hidden starter stays hidden."""
    if notation == HIDDEN_STARTER:
        return Message("zark-did-starter")
    return describe(parse_action(notation), seat_names(view))


def notation_words(view: ZarkView, notation: str, *, language: str = ENGLISH) -> str:
    """A logged move in words; a hidden starter stays hidden."""
    return say(language, notation_said(view, notation))


def public_events_line(view: ZarkView, events: Sequence[ZarkEvent], *, language: str = ENGLISH) -> str:
    """What everyone may know of the events: counts of cards drawn, reshuffles, the starters' reveal."""
    parts = []
    for event in events:
        if event.kind == "starters" and event.seat is not None:
            shown = tuple(
                Message("zark-starter-shown", name=view.name(seat), card=card_named(card))
                for seat, card in enumerate(event.cards)
                if card
            )
            parts.append(text(language, "zark-starters-revealed", shown=shown, name=view.name(event.seat)))
        elif event.kind == "reshuffled":
            parts.append(text(language, "zark-reshuffled", count=event.count))
        elif event.kind == "drew" and event.count and event.seat is not None:
            parts.append(text(language, "zark-drew", name=view.name(event.seat), count=event.count))
    return " ".join(parts)


def private_draws(events: Sequence[ZarkEvent], seat: int) -> list[Card]:
    """What `seat` drew during these events: told only to them."""
    return [card for event in events if event.kind == "drew" and event.seat == seat for card in event.cards]
