"""What a Zark family move tried privately would do (`play.preview`): the move in words, how many cards it would
draw (never which), whether it wins, and the discard it would leave owed."""

from __future__ import annotations

from collections.abc import Sequence

from rules import Action, cell_name
from rules.core.phase import Phase
from rules.core.words import plural
from rules.zark import HAND_LIMIT, ZarkEvent, ZarkGame, describe


def preview_lines(sample: ZarkGame, seat: int, action: Action, events: Sequence[ZarkEvent]) -> list[str]:
    names = [sample.name(other) for other in range(len(sample.settings.players))]
    lines = [f"You would have {describe(action, names, perfect=True, own='your')}."]
    drawn = sum(e.count for e in events if e.kind == "drew" and e.seat == seat)
    if drawn:
        lines.append(f"You would draw {plural(drawn, 'card')}: you see which only when you play the move.")
    if sample.phase is Phase.OVER and sample.winner is not None:
        block = " ".join(cell_name(cell) for cell in sample.winning_block)
        who = "You" if sample.winner == seat else sample.name(sample.winner)
        lines.append(f"🏆 {who} would win with the power block {block}.")
    elif sample.phase is Phase.DISCARD:
        excess = len(sample.hands[seat]) - HAND_LIMIT
        lines.append(f"You would then hold {len(sample.hands[seat])} cards and discard {excess} down to {HAND_LIMIT}.")
    elif sample.phase is not Phase.OVER:
        lines.append("No one would win yet.")
    return lines
