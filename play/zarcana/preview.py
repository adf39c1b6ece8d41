"""What a Zarcana move tried privately would do (`play.preview`), as for the other games: the move in words, that the
cards it takes from the deck are stand-ins, how the game would end or which decision would follow.

The board a move leaves depends on public facts and the player's own hand, except the cards it takes from the deck
(a draw, the Fool's cards, a card built by Discs, the Wheel or Temperance): in the preview those are stand-ins,
which the summary says, and which ones the real move brings stays unknown until it is played.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules import Action, Phase
from rules.zarcana import ZarcanaEvent, ZarcanaGame
from rules.zarcana.words import move_words

from .texts import decision_sentence

#: Events that take cards from the deck: in a preview their cards are stand-ins.
_FROM_THE_DECK = {"drew", "fool-drew", "built", "face-down", "no-use"}


def preview_lines(sample: ZarcanaGame, seat: int, action: Action, events: Sequence[ZarcanaEvent]) -> list[str]:
    after = sample.view(seat)
    lines = [f"You would have {move_words(after, seat, action, seat, perfect=True, own='your')}."]
    if any(event.kind in _FROM_THE_DECK for event in events):
        lines.append(
            "Cards this move takes from the deck are stand-ins here: you see which ones you get only when you play "
            "the move."
        )
    if sample.phase is Phase.OVER:
        scores = ", ".join(f"{s.name} {s.score}" for s in after.seats if s.score is not None)
        winners = " and ".join("you" if w == seat else after.name(w) for w in after.winners)
        lines.append(f"🏆 The game would end: {winners} would win ({scores}).")
    elif sample.pending is not None:
        lines.append(f"Then: {decision_sentence(after)}")
    return lines
