"""What the bot says about a Zarcana game, in words: each move, the table's line after it (whose turn, which decision
is awaited and by whom), the events everyone may know, a player's hand with what they privately received, and
catching up. Made from views, so nothing secret is said to anyone who may not know it."""

from __future__ import annotations

from collections.abc import Sequence

from data import GameRow
from rules import SIZE_NAMES, Action, Cell, Message, NotationError, Phase, cell_name
from rules.core.words import plural
from rules.zarcana import (
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
    parse_action,
    title,
    what_next,
)
from rules.zarcana.legal import option_names
from rules.zarcana.views import action_cells, public_notation
from rules.zarcana.words import cards_words, history_words, move_words

from ..history import ordinal
from ..texts import computers_only, who_sits_at
from ..zark.catchup import since_last_turn

#: The command that answers each pending decision.
ANSWERS = {
    UseDrawn: "/zarcana drawn",
    SecondStep: "/zarcana again, or /zarcana done",
    Reorienting: "/zarcana reorient, or /zarcana done",
    Demand: "/zarcana give (privately: only you and they see the cards)",
    Order: "/zarcana top",
}

# ----------------------------------------------------------------------------------------------- the table


def table_words(settings: ZarcanaSettings) -> str:
    """The table options (H-18 to H-21, H-1), as the lobby shows them."""
    rules = settings.ruleset
    order = "Marseille trump order (Justice 8, Strength 11)" if rules.trump_order == "marseille" else "RWS trump order"
    parts = [
        f"{len(rules.cards())} cards" + (" with the Doppelganger and the Gateway" if rules.extra_cards else ""),
        order,
        "safety end on" if rules.safety_end else "no safety end",
        "ties broken by pips on the board" if rules.tie_break else "ties shared",
        f"the {ordinal(settings.first)} to join plays first" if settings.first is not None else "first player by lot",
    ]
    return ", ".join(parts)


def waiting_sentence(view: ZarcanaView, seat: int) -> Message:
    """Why `seat` cannot act now: someone else's turn, or someone else's decision."""
    if view.seats[seat].resigned:
        return Message("play-resigned")
    if view.pending is not None:
        # The decision's own sentence is still English (`rules.zarcana.what_next`): its words are to come.
        return Message("play-zarcana-not-yours-to-answer", decision=decision_sentence(view))
    return Message("play-not-your-turn", name=view.name(view.current))


def decision_sentence(view: ZarcanaView) -> str:
    """The pending decision as a sentence: who must do what (`rules.zarcana.what_next`)."""
    assert view.pending is not None
    return what_next(view.pending, [seat.name for seat in view.seats], view.current)


# ----------------------------------------------------------------------------------------------- moves


def move_line(view: ZarcanaView, seat: int, action: Action, *, private: bool = False) -> str:
    """One line in words and in notation, as everyone may read it (`private`: as the mover may)."""
    viewer = seat if private else None
    notation = action.notation() if private else public_notation(seat, action, None)
    return f"**{view.name(seat)}** {move_words(view, seat, action, viewer)} · `{notation}`"


# ----------------------------------------------------------------------------------------------- the table's line


def next_step_line(view: ZarcanaView, row: GameRow) -> str:
    """Who acts next and what they must do, mentioning only them; or how the game ended, with the scores."""
    if view.phase is Phase.OVER:
        return ending_line(view, row)
    users = ", ".join(who_sits_at(row, seat) for seat in view.to_act)
    computers = computers_only(row, view.to_act)
    if view.pending is not None and computers:
        return f"🤖 {decision_sentence(view)}"  # a computer player is spoken of, and named once
    if view.pending is not None:
        return f"{users}: {decision_sentence(view)} Answer with {ANSWERS[type(view.pending)]}."
    notes = []
    if view.forbidden is not None:
        notes.append(f"an extra option from the High Priestess, not with {title(view.forbidden)} (Z-37)")
    if view.final_round is not None:
        notes.append("the final round (H-18)")
    elif view.ending:
        notes.append("the last turn: the deck ran out a second time (H-18)")
    extra = f", {'; '.join(notes)}" if notes else ""
    if computers:
        return f"{users} {'is' if len(view.to_act) == 1 else 'are'} thinking (turn {view.turn}{extra})."
    return f"{users}, your turn (turn {view.turn}{extra}): /zarcana commands."


def ending_line(view: ZarcanaView, row: GameRow) -> str:
    """How the game ended, each winner named once (a mention for a person): ``🏆 @Ann wins with 10 points, the most
    (Z-62 to Z-64), against Bob 2``."""
    if not view.winners:
        return "The game is over: it ended by agreement, with no winner."
    names = " and ".join(who_sits_at(row, seat) for seat in view.winners)
    if all(seat.score is None for seat in view.seats):
        return f"🏆 {names} wins: every other player has resigned!"
    best = view.seats[view.winners[0]].score or 0
    others = [
        f"{seat.name} {seat.score}" for seat in view.seats if seat.score is not None and seat.seat not in view.winners
    ]
    won = "share the win (H-19) with" if len(view.winners) > 1 else "wins with"
    each = " each" if len(view.winners) > 1 else ""
    then = f", against {', '.join(others)}" if others else ""
    return f"🏆 {names} {won} {plural(best, 'point')}{each}, the most (Z-62 to Z-64){then}."


# ----------------------------------------------------------------------------------------------- events


def events_line(view: ZarcanaView, events: Sequence[ZarcanaEvent]) -> str:
    """What everyone may know of the events: counts of cards drawn and given, cards turned up, minions lost."""
    parts = [text for event in events_for(list(events), None) if (text := _event_words(view, event))]
    return " ".join(parts)


def _event_words(view: ZarcanaView, event: ZarcanaEvent) -> str:
    name = view.name(event.seat) if event.seat is not None else ""
    other = view.name(event.other) if event.other is not None else ""
    cell = cell_name(event.cells[0]) if event.cells else ""
    card = title(event.cards[0]) if event.cards else ""
    size = SIZE_NAMES.get(event.count, "")
    match event.kind:
        case "drew":
            return f"{name} drew {event.count} card{'s' * (event.count != 1)}." if event.count else ""
        case "reshuffled":
            return f"The discard pile was shuffled into a new deck of {plural(event.count, 'card')} (Z-65)."
        case "safety-end":
            return "The deck ran out a second time: the game ends with this turn (H-18)."
        case "extra-option":
            return f"The High Priestess gives {name} one more option, not with {card} (Z-37)."
        case "fool-drew":
            return f"The Fool turned up {card}."
        case "no-use":
            return f"{card} had no legal use and was discarded (Z-35)."
        case "built":
            return f"{card} was built on {cell}."
        case "face-down":
            return f"A card went face down on {cell}: nobody may look at it (Z-45)."
        case "razed":
            return f"{card} was removed from {cell}."
        case "destroyed":
            return f"{name}'s {size} on {cell} was destroyed."
        case "reduced":
            return f"{name}'s minion on {cell} was reduced to a {size}."
        case "lost":
            return f"{name}'s {size} on {cell} was left in the void and destroyed (Z-12)."
        case "converted":
            return f"{name}'s minion on {cell} became {other}'s {size}."
        case "transported":
            return f"The territory of {cell} now lies on {cell_name(event.cells[1])}."
        case "demand":
            return f"{name} demands {event.count} card{'s' * (event.count != 1)} from {other} (the Emperor, Z-39)."
        case "gave":
            return f"{name} gave {other} {event.count} card{'s' * (event.count != 1)}: only they two know which."
        case "swapped":
            return f"{name} and {other} swapped hands (Justice, Z-46): each sees their new hand privately."
        case "took":
            return f"{name} took {cards_words(event.cards)} from the discard pile (Z-55)."
        case "discarded":
            return f"{name} discarded {event.count} card{'s' * (event.count != 1)}, {title(event.cards[-1])} on top."
        case "final-round":
            last = ", ".join(view.name(seat) for seat in event.seats)
            return f"{name} declared the final round: {last} play once more, then the game is scored (H-18)."
        case "revealed":
            return f"The face-down card on {cell} is {card} (Z-45)."
    return ""


# ----------------------------------------------------------------------------------------------- a player's own


def hand_text(view: ZarcanaView) -> str:
    """The viewer's hand, stash, what they privately received since their last move, and what is theirs to do."""
    seat = view.seat
    small, medium, large = view.seats[seat].stash
    lines = [
        f"Your hand ({len(view.hand)}): {cards_words(view.hand)}." if view.hand else "Your hand is empty.",
        f"Your stash: {small} small, {medium} medium, {large} large.",
    ]
    lines += private_news(view)
    if view.phase is not Phase.OVER and seat in view.to_act:
        if view.pending is not None:
            lines.append(f"Yours to answer: {decision_sentence(view)} Use {ANSWERS[type(view.pending)]}.")
        else:
            options = ", ".join(option_names(view, seat))
            lines.append(f"Your turn: /zarcana {options}.")
    return "\n".join(lines)


def private_news(view: ZarcanaView) -> list[str]:
    """Since the viewer's own last move: the cards another player gave them (the Emperor's demand, Z-39), and a swap
    of hands by Justice (Z-46). Read from the viewer's own history, which names given cards to them alone."""
    seat, news = view.seat, []
    for who, notation in since_last_turn(view):
        try:
            action = parse_action(notation)
        except NotationError:  # a demand between two other players: its cards are not the viewer's to know
            continue
        if isinstance(action, Give) and action.to == seat:
            news.append(f"{view.name(who)} gave you {cards_words(action.cards)} (the Emperor's demand, Z-39).")
        if isinstance(action, Play | Use | Drawn) and action.effect == Swap(seat):
            news.append(f"{view.name(who)} swapped hands with you (Justice, Z-46): this is your new hand.")
    return news


def catch_up(view: ZarcanaView) -> tuple[str, tuple[Cell, ...]]:
    """Every move since the viewer's own last, in words, and the spaces they changed (to outline on the board)."""
    moves = since_last_turn(view)
    if not moves:
        return "Nothing has happened since your last move.", ()
    lines = [f"{view.name(who)}: {history_words(view, who, notation)} · `{notation}`" for who, notation in moves]
    changed: set[Cell] = set()
    for _, notation in moves:
        try:
            changed |= set(action_cells(parse_action(notation)))
        except NotationError:
            continue
    text = f"Since your last move ({len(moves)} moves; changed spaces are outlined):\n" + "\n".join(lines)
    on_board = set(view.stacks) | set(view.minions)
    return text[-2000:], tuple(sorted(changed & on_board))
