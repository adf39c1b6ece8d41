"""Each card's power in a line, for the hand image and its text: what the power does (section 8 of ZARCANA.md, in
short) and what it asks of the minion using it (`rules.zarcana.REQUIREMENTS`, Z-18).

The engine names powers and their requirements but has no sentence for what each does; these are the shortest
faithful summaries of the Z-n rows, each citing its rule, so a player can look the rest up in the rules help.
"""

from __future__ import annotations

from rules.zarcana import REQUIREMENTS, TAROT, TarotCard

#: What each power does, by power name (`rules.zarcana.powers`), in a line.
POWER_SUMMARY: dict[str, str] = {
    "swords": "Attack a minion in the target space, or remove its card if no minion is there (Z-30)",
    "wands": "Move one space the way it points, then stand up (Z-31)",
    "cups": "Grow one size, or clone a minion its size or smaller here (Z-32)",
    "discs": "Build: the deck's top card onto the target space (Z-33)",
    "fool": "Draw and use two cards from the deck, one after the other (Z-35)",
    "magician": "Use any one suit's power (Z-36)",
    "priestess": "Draw up to two cards, then take another option (Z-37)",
    "empress": "Cups, ignoring the population limit (Z-38)",
    "emperor": "Swords; hit an enemy and demand up to three cards too (Z-39)",
    "hierophant": "Swords that turns the victim into your own minion (Z-40)",
    "lovers": "Put a minion from your stash on empty wasteland (Z-41)",
    "chariot": "Move once or twice, any direction (Z-42)",
    "strength": "Cups once or twice (Z-43)",
    "hermit": "Move one space any direction, ignoring the population limit (Z-44)",
    "wheel": "Build face down: nobody may look at the card (Z-45)",
    "justice": "Swap hands with another player (Z-46)",
    "hangedman": "Destroy every minion here and remove this card (Z-47)",
    "death": "Attack as Swords once or twice (Z-48)",
    "temperance": "Build, from wasteland too, even under enemies (Z-49)",
    "devil": "Reorient any minions here and on the four spaces around (Z-50)",
    "tower": "Swords, or remove the target's card even with minions there (Z-51)",
    "star": "Draw four cards, ignoring the hand limit (Z-52)",
    "moon": "Carry this card and its minions to an empty space (Z-53)",
    "sun": "Build with a card from your hand (Z-54)",
    "judgement": "Take up to three cards from the discard pile (Z-55)",
    "world": "Use the power of a face-up trump on the board (Z-56)",
    "doppelganger": "The power of the top card of the discard pile (Z-57)",
    "gateway": "Teleport to another territory of this suit (Z-58)",
}

_COURT = "From the hand: any suit's power; on the board: {suit} (Z-22)"


def power_line(card: TarotCard) -> str:
    """What `card`'s power does, in a line: its own, or a court card's choice of suits from the hand."""
    info = TAROT[card]
    if info.kind == "court":
        return _COURT.format(suit=info.power.capitalize())
    return POWER_SUMMARY[info.power]


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
