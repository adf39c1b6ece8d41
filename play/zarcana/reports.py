"""What the player who made a Zarcana move learns privately: the move, the cards they drew, a card they placed face
down (the only time they see it, Z-45), the cards they gave (Z-39), their hand, and what is theirs to do next."""

from __future__ import annotations

from typing import TYPE_CHECKING

import i18n
from i18n import ENGLISH
from rules import Message, Phase, cell_name
from rules.zarcana import ZarcanaEvent, ZarcanaGame, ZarcanaView, events_for
from rules.zarcana.cards import card_message
from rules.zarcana.words import cards_message

from .texts import answer, decision_sentence, hand_text, move_line

if TYPE_CHECKING:
    from ..moves import PlayedOf


def zarcana_private_report(
    played: PlayedOf[ZarcanaGame, ZarcanaView, ZarcanaEvent], viewer_id: int, *, language: str = ENGLISH
) -> str:
    """The mover's private word. Someone acting on another seat (a host removing a player) learns only what everyone
    learns."""
    seat = played.seat
    own = played.row.user_at(seat) == viewer_id
    view = played.game.view(seat) if own else played.public
    line = i18n.text(
        language, "zarcana-report-done", line=move_line(view, seat, played.action, private=own, language=language)
    )
    if not own:
        return line
    said: list[Message] = []
    for event in events_for(list(played.events), seat):
        if event.seat != seat or not event.cards:
            continue
        if event.kind == "drew":
            said.append(Message("zarcana-report-drew", cards=cards_message(event.cards)))
        elif event.kind == "face-down":
            card, cell = card_message(event.cards[0]), cell_name(event.cells[0])
            said.append(Message("zarcana-report-face-down", card=card, cell=cell))
    lines = [line, *(i18n.say(language, message) for message in said)]
    lines.append(hand_text(view, language=language).splitlines()[0])
    lines += [i18n.say(language, message) for message in next_for_you(view)]
    return "\n".join(lines)


def next_for_you(view: ZarcanaView) -> list[Message]:
    """What the mover must do now, if anything: answer a decision, take an extra option, or wait for someone's
    answer (the Emperor's demand)."""
    seat = view.seat
    if view.phase is Phase.OVER:
        return []
    if seat in view.to_act and view.pending is not None:
        return [Message("zarcana-report-now-yours", decision=decision_sentence(view), answer=answer(view))]
    if seat in view.to_act and view.forbidden is not None:
        return [Message("zarcana-report-extra-option", card=card_message(view.forbidden))]
    if view.pending is not None and view.current == seat:
        return [Message("zarcana-report-waiting", decision=decision_sentence(view))]
    return []
