"""Zarcana as documented here: the house rulings (docs/rulings.md) and the engine's own choices where the
specification is silent, for the rules help (which must say that this is "Zarcana as documented" and list the house
rulings). Each is a message, put in the reader's words above the engine (``ruling-h-9``, ``zarcana-choice-*`` in
`i18n`'s help-zarcana.ftl). The rules themselves are cited as Z-n throughout the engine."""

from __future__ import annotations

from ..core.messages import Message

#: H-1 to H-26 (docs/rulings.md), each said in a line by its message (`ruling`). Those marked "table option" are
#: chosen by the host.
HOUSE_RULINGS: tuple[str, ...] = (
    "H-1", "H-2", "H-3", "H-4", "H-5", "H-6", "H-7", "H-8", "H-9", "H-10", "H-11", "H-12", "H-13",
    "H-14", "H-15", "H-16", "H-17", "H-18", "H-19", "H-20", "H-21", "H-22", "H-23", "H-24", "H-25", "H-26",
)  # fmt: skip


def ruling(rule: str) -> Message:
    """A house ruling in a line: ``H-12`` is said by ``ruling-h-12``."""
    return Message(f"ruling-{rule.lower()}")


#: Where even the house rulings are silent, what this engine does, each citing the rules it completes.
ENGINE_CHOICES: tuple[Message, ...] = tuple(
    Message(f"zarcana-choice-{name}")
    for name in (
        "card-in-play",  # H-9: out of the hand, not yet on the pile, while its power resolves
        "discard-order",  # H-9: option 6 names the top card and any beneath it
        "fools-cards",  # Z-35, H-9
        "extra-option",  # Z-37, H-18: the High Priestess's extra option
        "second-reshuffle",  # H-18: the deck runs out a second time
        "reorient",  # Z-50, H-22: one minion at a time, each at most once
        "second-step",  # Z-42, Z-43, Z-48
        "demand",  # Z-39, H-12
        "judgement",  # Z-55, Z-57
        "face-down",  # Z-45, Z-58
        "resigning",  # as in the other games
    )
)
