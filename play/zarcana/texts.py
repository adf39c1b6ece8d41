"""What the bot says about a Zarcana game, in words of a language: each move, the table's line after it (whose turn,
which decision is awaited and by whom), the events everyone may know, a player's hand with what they privately
received, and catching up. Made from views, so nothing secret is said to anyone who may not know it; the words are
the catalogues' (`i18n`, ``turns-zarcana.ftl``)."""

from __future__ import annotations

from collections.abc import Sequence

import i18n
from data import GameRow
from i18n import ENGLISH
from rules import SIZE_NAMES, Action, Cell, Message, NotationError, Phase, cell_name
from rules.zarcana import (
    Decision,
    Demand,
    Drawn,
    Give,
    Order,
    Play,
    Reorienting,
    SecondStep,
    Swap,
    Use,
    UseDrawn,
    ZarcanaEvent,
    ZarcanaSettings,
    ZarcanaView,
    events_for,
    next_message,
    parse_action,
)
from rules.zarcana.cards import card_message
from rules.zarcana.legal import option_names
from rules.zarcana.text import chained
from rules.zarcana.views import action_cells, public_notation
from rules.zarcana.words import NONE, cards_message, history_message, move_message

from ..texts import computers_only, who_sits_at
from ..zark.catchup import since_last_turn

#: Each pending decision's kind, choosing the command that answers it (``zarcana-answer``).
ANSWERS: dict[type[Decision], str] = {
    UseDrawn: "use-drawn",
    SecondStep: "second-step",
    Reorienting: "reorienting",
    Demand: "demand",
    Order: "order",
}

#: Before the winners' names.
TROPHY = "🏆 "

# ----------------------------------------------------------------------------------------------- the table


def table_words(settings: ZarcanaSettings, *, language: str = ENGLISH) -> str:
    """The table options (H-18 to H-21, H-1), as the lobby shows them."""
    rules = settings.ruleset
    return i18n.text(
        language,
        "zarcana-table-words",
        count=len(rules.cards()),
        extra="yes" if rules.extra_cards else "no",
        order="marseille" if rules.trump_order == "marseille" else "rws",
        safety="on" if rules.safety_end else "off",
        ties="pips" if rules.tie_break else "shared",
        first=settings.first + 1 if settings.first is not None else "lot",
    )


def waiting_sentence(view: ZarcanaView, seat: int) -> Message:
    """Why `seat` cannot act now: someone else's turn, or someone else's decision."""
    if view.seats[seat].resigned:
        return Message("play-resigned")
    if view.pending is not None:
        return Message("play-zarcana-not-yours-to-answer", decision=decision_sentence(view))
    return Message("play-not-your-turn", name=view.name(view.current))


def decision_sentence(view: ZarcanaView) -> Message:
    """The pending decision: who must do what (`rules.zarcana.next_message`)."""
    assert view.pending is not None
    return next_message(view.pending, [seat.name for seat in view.seats], view.current)


def answer(view: ZarcanaView) -> Message:
    """The command that answers the pending decision."""
    assert view.pending is not None
    return Message("zarcana-answer", answer=ANSWERS[type(view.pending)])


# ----------------------------------------------------------------------------------------------- moves


def move_line(view: ZarcanaView, seat: int, action: Action, *, private: bool = False, language: str = ENGLISH) -> str:
    """One line in words and in notation, as everyone may read it (`private`: as the mover may)."""
    viewer = seat if private else None
    notation = action.notation() if private else public_notation(seat, action, None)
    move = move_message(view, seat, action, viewer)
    return i18n.text(language, "zarcana-move-line", name=view.name(seat), move=move, notation=notation)


def log_words(view: ZarcanaView, seat: int, notation: str, *, language: str = ENGLISH) -> str:
    """An entry of the view's history in words (its notation as it is, should it not read as a move)."""
    try:
        return i18n.say(language, history_message(view, seat, notation))
    except NotationError:
        return notation


# ----------------------------------------------------------------------------------------------- the table's line


def next_step_line(view: ZarcanaView, row: GameRow, *, language: str = ENGLISH) -> str:
    """Who acts next and what they must do, mentioning only them; or how the game ended, with the scores."""
    if view.phase is Phase.OVER:
        return ending_line(view, row, language=language)
    users = tuple(who_sits_at(row, seat) for seat in view.to_act)
    computers = computers_only(row, view.to_act)
    if view.pending is not None and computers:
        return f"🤖 {i18n.say(language, decision_sentence(view))}"  # a computer player is spoken of, and named once
    if view.pending is not None:
        said = Message("zarcana-next-answer", users=users, decision=decision_sentence(view), answer=answer(view))
        return i18n.say(language, said)
    card = card_message(view.forbidden) if view.forbidden is not None else NONE
    round_ = "final" if view.final_round is not None else "last" if view.ending else NONE
    note = Message("zarcana-turn-note", card=card, round=round_) if (card, round_) != (NONE, NONE) else NONE
    turn = str(view.turn)
    if computers:
        thinking = Message("zarcana-next-thinking", users=users, count=len(view.to_act), turn=turn, note=note)
        return i18n.say(language, thinking)
    return i18n.say(language, Message("zarcana-next-your-turn", users=users, turn=turn, note=note))


def ending_line(view: ZarcanaView, row: GameRow, *, language: str = ENGLISH) -> str:
    """How the game ended, each winner named once (a mention for a person): ``🏆 @Ann wins with 10 points, the most
    (Z-62 to Z-64), against Bob 2``."""
    if not view.winners:
        return i18n.text(language, "zarcana-over-agreed")
    names = chained([who_sits_at(row, seat) for seat in view.winners])
    if all(seat.score is None for seat in view.seats):
        return f"{TROPHY}{i18n.text(language, 'zarcana-over-resigned', names=names)}"
    best = view.seats[view.winners[0]].score or 0
    others = [
        f"{seat.name} {seat.score}" for seat in view.seats if seat.score is not None and seat.seat not in view.winners
    ]
    won = Message(
        "zarcana-over-won", names=names, count=len(view.winners), score=best, against=", ".join(others) or NONE
    )
    return f"{TROPHY}{i18n.say(language, won)}"


# ----------------------------------------------------------------------------------------------- events


def events_line(view: ZarcanaView, events: Sequence[ZarcanaEvent], *, language: str = ENGLISH) -> str:
    """What everyone may know of the events: counts of cards drawn and given, cards turned up, minions lost."""
    said = (event_message(view, event) for event in events_for(list(events), None))
    return " ".join(i18n.say(language, message) for message in said if message is not None)


def event_message(view: ZarcanaView, event: ZarcanaEvent) -> Message | None:
    """An event as everyone may know it, or None for one the table is not told of."""
    name = view.name(event.seat) if event.seat is not None else ""
    other = view.name(event.other) if event.other is not None else ""
    cell = cell_name(event.cells[0]) if event.cells else ""
    card = card_message(event.cards[0]) if event.cards else NONE
    size = SIZE_NAMES.get(event.count, "")
    count = event.count
    match event.kind:
        case "drew":
            return Message("zarcana-event-drew", name=name, count=count) if count else None
        case "reshuffled":
            return Message("zarcana-event-reshuffled", count=count)
        case "safety-end":
            return Message("zarcana-event-safety-end")
        case "extra-option":
            return Message("zarcana-event-extra-option", name=name, card=card)
        case "fool-drew":
            return Message("zarcana-event-fool-drew", card=card)
        case "no-use":
            return Message("zarcana-event-no-use", card=card)
        case "built":
            return Message("zarcana-event-built", card=card, cell=cell)
        case "face-down":
            return Message("zarcana-event-face-down", cell=cell)
        case "razed":
            return Message("zarcana-event-razed", card=card, cell=cell)
        case "destroyed" | "reduced" | "lost":
            return Message(f"zarcana-event-{event.kind}", name=name, size=size, cell=cell)
        case "converted":
            return Message("zarcana-event-converted", name=name, other=other, size=size, cell=cell)
        case "transported":
            return Message("zarcana-event-transported", cell=cell, to=cell_name(event.cells[1]))
        case "demand" | "gave":
            return Message(f"zarcana-event-{event.kind}", name=name, other=other, count=count)
        case "swapped":
            return Message("zarcana-event-swapped", name=name, other=other)
        case "took":
            return Message("zarcana-event-took", name=name, cards=cards_message(event.cards))
        case "discarded":
            return Message("zarcana-event-discarded", name=name, count=count, card=card_message(event.cards[-1]))
        case "final-round":
            players = tuple(view.name(seat) for seat in event.seats)
            return Message("zarcana-event-final-round", name=name, players=players)
        case "revealed":
            return Message("zarcana-event-revealed", cell=cell, card=card)
    return None


# ----------------------------------------------------------------------------------------------- a player's own


def hand_text(view: ZarcanaView, *, language: str = ENGLISH) -> str:
    """The viewer's hand, stash, what they privately received since their last move, and what is theirs to do."""
    seat = view.seat
    small, medium, large = view.seats[seat].stash
    lines = [
        Message("zarcana-hand", count=len(view.hand), cards=cards_message(view.hand))
        if view.hand
        else Message("zarcana-hand-empty"),
        Message("zarcana-stash", small=small, medium=medium, large=large),
    ]
    lines += private_news(view)
    if view.phase is not Phase.OVER and seat in view.to_act:
        if view.pending is not None:
            lines.append(Message("zarcana-yours-to-answer", decision=decision_sentence(view), answer=answer(view)))
        else:
            options = tuple(Message(f"cmd-zarcana-{name}") for name in option_names(view, seat))  # as Discord says
            lines.append(Message("zarcana-your-turn-options", options=options))
    return "\n".join(i18n.say(language, line) for line in lines)


def private_news(view: ZarcanaView) -> list[Message]:
    """Since the viewer's own last move: the cards another player gave them (the Emperor's demand, Z-39), and a swap
    of hands by Justice (Z-46). Read from the viewer's own history, which names given cards to them alone."""
    seat, news = view.seat, []
    for who, notation in since_last_turn(view):
        try:
            action = parse_action(notation)
        except NotationError:  # a demand between two other players: its cards are not the viewer's to know
            continue
        if isinstance(action, Give) and action.to == seat:
            news.append(Message("zarcana-news-given", name=view.name(who), cards=cards_message(action.cards)))
        if isinstance(action, Play | Use | Drawn) and action.effect == Swap(seat):
            news.append(Message("zarcana-news-swapped", name=view.name(who)))
    return news


def catch_up(view: ZarcanaView, *, language: str = ENGLISH) -> tuple[str, tuple[Cell, ...]]:
    """Every move since the viewer's own last, in words, and the spaces they changed (to outline on the board)."""
    moves = since_last_turn(view)
    if not moves:
        return i18n.text(language, "zarcana-catch-up-nothing"), ()
    lines = [
        i18n.text(
            language,
            "zarcana-catch-up-line",
            name=view.name(who),
            move=log_words(view, who, notation, language=language),
            notation=notation,
        )
        for who, notation in moves
    ]
    changed: set[Cell] = set()
    for _, notation in moves:
        try:
            changed |= set(action_cells(parse_action(notation)))
        except NotationError:
            continue
    text = i18n.text(language, "zarcana-catch-up", count=len(moves)) + "\n" + "\n".join(lines)
    on_board = set(view.stacks) | set(view.minions)
    return text[-2000:], tuple(sorted(changed & on_board))
