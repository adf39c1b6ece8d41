"""What the player who made a Zarcana move learns privately: the move, the cards they drew, a card they placed face
down (the only time they see it, Z-45), the cards they gave (Z-39), their hand, and what is theirs to do next."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules import Phase, cell_name
from rules.zarcana import ZarcanaEvent, ZarcanaGame, ZarcanaView, events_for, title
from rules.zarcana.words import cards_words

from .texts import ANSWERS, decision_sentence, hand_text, move_line

if TYPE_CHECKING:
    from ..moves import PlayedOf


def zarcana_private_report(played: PlayedOf[ZarcanaGame, ZarcanaView, ZarcanaEvent], viewer_id: int) -> str:
    """The mover's private word. Someone acting on another seat (a host removing a player) learns only what everyone
    learns."""
    seat = played.seat
    own = played.row.user_at(seat) == viewer_id
    view = played.game.view(seat) if own else played.public
    line = "Done: " + move_line(view, seat, played.action, private=own)
    if not own:
        return line
    lines = [line]
    for event in events_for(list(played.events), seat):
        if event.seat != seat or not event.cards:
            continue
        if event.kind == "drew":
            lines.append(f"You drew: {cards_words(event.cards)}.")
        elif event.kind == "face-down":
            lines.append(
                f"You placed {title(event.cards[0])} face down on {cell_name(event.cells[0])}: only you have seen it, "
                "and nobody may look at it again until the game is scored (Z-45)."
            )
    lines.append(hand_text(view).splitlines()[0])
    lines += next_for_you(view)
    return "\n".join(lines)


def next_for_you(view: ZarcanaView) -> list[str]:
    """What the mover must do now, if anything: answer a decision, take an extra option, or wait for someone's
    answer (the Emperor's demand)."""
    seat = view.seat
    if view.phase is Phase.OVER:
        return []
    if seat in view.to_act and view.pending is not None:
        return [f"Now yours: {decision_sentence(view)} Use {ANSWERS[type(view.pending)]}."]
    if seat in view.to_act and view.forbidden is not None:
        return [f"The High Priestess gives you one more option, not with {title(view.forbidden)}: /zarcana commands."]
    if view.pending is not None and view.current == seat:
        return [f"Waiting: {decision_sentence(view)}"]
    return []
