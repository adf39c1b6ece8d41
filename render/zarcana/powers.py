"""Each card's power in a line, for the hand image and its text: what the power does (Z-30 to Z-58 in
docs/rulings.md, in short) and what it asks of the minion using it (`rules.zarcana.REQUIREMENTS`, Z-18).

The sentences are the engine's (`rules.zarcana.powers.SUMMARIES`, which the rules help shows too), each citing its
rule, so a player can look the rest up in the rules help.
"""

from __future__ import annotations

from rules.zarcana import REQUIREMENTS, TAROT, TarotCard
from rules.zarcana.powers import SUMMARIES

_COURT = "From the hand: any suit's power; on the board: {suit} (Z-22)"


def power_line(card: TarotCard) -> str:
    """What `card`'s power does, in a line: its own, or a court card's choice of suits from the hand."""
    info = TAROT[card]
    if info.kind == "court":
        return _COURT.format(suit=info.power.capitalize())
    summary = SUMMARIES[info.power]
    return summary[0].upper() + summary[1:]


def needs_line(card: TarotCard) -> str:
    """What the card's power asks of the minion using it (Z-18), in a few words: ``Minion: standing, on a card``.
    A court card, the Magician, the World and the Doppelganger take the requirements of the power used."""
    info = TAROT[card]
    if info.kind == "court" or info.power not in REQUIREMENTS:
        return "Needs what the power used needs (Z-18)"
    needs = REQUIREMENTS[info.power]
    if not needs.minion:
        words = "No minion needed"
    else:
        facing = {"any": "any facing", "lying": "lying", "standing": "standing"}[needs.facing]
        words = f"Minion: {facing}, " + ("wasteland too" if needs.wasteland else "on a card")
    if not needs.population:
        words += "; ignores the population limit"
    if not needs.hand:
        words += "; ignores the hand limit"
    return words
