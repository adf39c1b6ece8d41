"""Each card's power in a line, for the hand image and its text: what the power does (Z-30 to Z-58 in
docs/rulings.md, in short) and what it asks of the minion using it (`rules.zarcana.REQUIREMENTS`, Z-18), in the
language of the hand (``image-power`` and ``image-needs`` in the catalogues, `i18n`).

Each sentence cites its rule, so a player can look the rest up in the rules help (whose lines,
``zarcana-power-does-*``, the autocomplete shows beside each power too).
"""

from __future__ import annotations

from i18n import ENGLISH
from render.words import said
from rules.zarcana import REQUIREMENTS, TAROT, TarotCard
from rules.zarcana.powers import power_message


def power_line(card: TarotCard, language: str = ENGLISH) -> str:
    """What `card`'s power does, in a line: its own, or a court card's choice of suits from the hand."""
    info = TAROT[card]
    if info.kind == "court":
        return said(language, "image-power-court", suit=power_message(info.power))
    return said(language, "image-power", power=info.power)


def needs_line(card: TarotCard, language: str = ENGLISH) -> str:
    """What the card's power asks of the minion using it (Z-18), in a few words: ``Minion: standing, on a card``.
    A court card, the Magician, the World and the Doppelganger take the requirements of the power used."""
    info = TAROT[card]
    if info.kind == "court" or info.power not in REQUIREMENTS:
        return said(language, "image-needs-copied")
    needs = REQUIREMENTS[info.power]
    return said(
        language,
        "image-needs",
        minion=_yes(needs.minion),
        facing=needs.facing,
        wasteland=_yes(needs.wasteland),
        population=_yes(needs.population),
        hand=_yes(needs.hand),
    )


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"
