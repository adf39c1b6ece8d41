"""The phases of a game, in a module of its own so that anything may import it without an import cycle."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    STARTERS = "starters"  # everyone secretly chooses a starter card
    HATCHING = "hatching"  # the first round: starters placed in turn order
    ACTION = "action"  # the current player takes one turn option
    DISCARD = "discard"  # the current player must discard down to six
    OVER = "over"
