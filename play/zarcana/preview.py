"""A Zarcana move tried privately (`preview:true`), as `play.preview` does for the other games: on a copy of the game
whose hidden cards are dealt afresh from what the player may know (`rules.zarcana.resample_hidden`), never stored.

The board a move leaves depends on public facts and the player's own hand, except the cards it takes from the deck
(a draw, the Fool's cards, a card built by Discs, the Wheel or Temperance): in the preview those are stand-ins,
which the summary says, and which ones the real move brings stays unknown until it is played. The sample comes from
`play.preview.private_sample`, seeded by the game, its version and the seat alone, so the same move previewed twice
shows the same thing.
"""

from __future__ import annotations

from rules import Phase
from rules.zarcana import Event, ZarcanaGame
from rules.zarcana.words import move_words

from ..errors import UserError
from ..moves import ActionBuilder, Seated
from ..preview import Preview, Tried, private_sample
from .texts import decision_sentence

#: Events that take cards from the deck: in a preview their cards are stand-ins.
_FROM_THE_DECK = {"drew", "fool-drew", "built", "face-down", "no-use"}


def preview(seated: Seated, build: ActionBuilder) -> Preview:
    """Try the action `build` makes on a resampled copy of the game; raises with the engine's sentence if it is
    illegal there. A player whose turn it is not sees their move on today's board as if their turn began now, unless
    a decision is under way (its answer may change everything)."""
    row, seat = seated.row, seated.seat
    sample = private_sample(seated)
    assert isinstance(sample, ZarcanaGame)
    waiting = seat not in sample.seats_to_act()
    if waiting:
        if sample.pending is not None:
            raise UserError(
                f"{decision_sentence(sample.view(seat))} Preview your move once that is answered: it may change "
                "the board."
            )
        sample.current, sample.forbidden, sample.extra_options = seat, None, []
    action = build(sample, seat)
    events = [event for event in sample.apply(seat, action) if isinstance(event, Event)]
    after = sample.view(seat)
    lines = ["**Preview**: nothing is played yet, and no one else sees this."]
    if waiting:
        lines.append("It is not your turn: this is your move on today's board, as if your turn began now.")
    lines.append(f"You would have {move_words(after, seat, action, seat)}.")
    if any(event.kind in _FROM_THE_DECK for event in events):
        lines.append(
            "Cards this move takes from the deck are stand-ins here: which ones you would get stays unknown until "
            "you play it."
        )
    if sample.phase is Phase.OVER:
        scores = ", ".join(f"{s.name} {s.score}" for s in after.seats if s.score is not None)
        winners = " and ".join("you" if w == seat else after.name(w) for w in after.winners)
        lines.append(f"🏆 The game would end: {winners} would win ({scores}).")
    elif sample.pending is not None:
        lines.append(f"Then: {decision_sentence(after)}")
    if not waiting:
        lines.append("Press **Play it** to play exactly this move, if the game has not moved on since.")
    return Preview(
        move=Tried(row.id, row.version, seat, action),
        public=sample.view(None),
        summary="\n".join(lines),
        wins=seat in sample.winners,
    )
