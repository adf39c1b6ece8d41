"""What a Zark family move tried privately would do (`play.preview`), in the reader's language: the move in words,
how many cards it would draw (never which), whether it wins, and the discard it would leave owed."""

from __future__ import annotations

from collections.abc import Sequence

from i18n import ENGLISH, say, text
from rules import Action, cell_name
from rules.core.phase import Phase
from rules.zark import HAND_LIMIT, ZarkEvent, ZarkGame, describe

from .texts import TROPHY


def preview_lines(
    sample: ZarkGame, seat: int, action: Action, events: Sequence[ZarkEvent], *, language: str = ENGLISH
) -> list[str]:
    names = [sample.name(other) for other in range(len(sample.settings.players))]
    lines = [say(language, describe(action, names, would=True))]
    drawn = sum(e.count for e in events if e.kind == "drew" and e.seat == seat)
    if drawn:
        lines.append(text(language, "zark-preview-draw", count=drawn))
    if sample.phase is Phase.OVER and sample.winner is not None:
        block = " ".join(cell_name(cell) for cell in sample.winning_block)
        if sample.winner == seat:
            won = text(language, "zark-preview-you-win", block=block)
        else:
            won = text(language, "zark-preview-win", name=sample.name(sample.winner), block=block)
        lines.append(f"{TROPHY} {won}")
    elif sample.phase is Phase.DISCARD:
        held = len(sample.hands[seat])
        lines.append(text(language, "zark-preview-discard", count=held, excess=held - HAND_LIMIT, limit=HAND_LIMIT))
    elif sample.phase is not Phase.OVER:
        lines.append(text(language, "zark-preview-no-win"))
    return lines
