"""What a Zarcana move tried privately would do (`play.preview`), as for the other games: the move in words, that the
cards it takes from the deck are stand-ins, how the game would end or which decision would follow.

The board a move leaves depends on public facts and the player's own hand, except the cards it takes from the deck
(a draw, the Fool's cards, a card built by Discs, the Wheel or Temperance): in the preview those are stand-ins,
which the summary says, and which ones the real move brings stays unknown until it is played.
"""

from __future__ import annotations

from collections.abc import Sequence

import i18n
from i18n import ENGLISH
from rules import Action, Message, Phase
from rules.zarcana import ZarcanaEvent, ZarcanaGame
from rules.zarcana.words import WOULD, move_message

from .texts import decision_sentence

#: Events that take cards from the deck: in a preview their cards are stand-ins.
_FROM_THE_DECK = {"drew", "fool-drew", "built", "face-down", "no-use"}


def preview_lines(
    sample: ZarcanaGame, seat: int, action: Action, events: Sequence[ZarcanaEvent], *, language: str = ENGLISH
) -> list[str]:
    after = sample.view(seat)
    lines = [Message("zarcana-preview-move", move=move_message(after, seat, action, seat, form=WOULD))]
    if any(event.kind in _FROM_THE_DECK for event in events):
        lines.append(Message("zarcana-preview-stand-ins"))
    if sample.phase is Phase.OVER:
        scores = ", ".join(f"{s.name} {s.score}" for s in after.seats if s.score is not None)
        you = i18n.text(language, "zarcana-preview-you")
        winners = i18n.listed(language, [you if w == seat else after.name(w) for w in after.winners])
        lines.append(Message("zarcana-preview-end", winners=winners, scores=scores))
    elif sample.pending is not None:
        lines.append(Message("zarcana-preview-then", decision=decision_sentence(after)))
    return [("🏆 " if line.key == "zarcana-preview-end" else "") + i18n.say(language, line) for line in lines]
