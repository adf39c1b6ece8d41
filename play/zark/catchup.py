"""Catching up: what happened since a player's own last move, in words (in the reader's language), with the board's
changed cells outlined. Made from that player's own View, as everything a player is shown."""

from __future__ import annotations

from i18n import ENGLISH, text
from rules import Cell, GameView, NotationError
from rules.zark import ZarkView, parse_action
from rules.zark.views import action_cells

from .texts import notation_said

#: The most characters a catch-up may take (Discord's limit on a message): the oldest moves are cut first.
CATCH_UP_LIMIT = 2000


def since_last_turn(view: GameView) -> list[tuple[int, str]]:
    """The public moves after the viewer's own last move (all of them if they have made none)."""
    last = max((i for i, (who, _) in enumerate(view.history) if who == view.viewer), default=-1)
    return list(view.history[last + 1 :])


def catch_up(view: ZarkView, *, language: str = ENGLISH) -> tuple[str, tuple[Cell, ...]]:
    """The words, and the cards to outline on the board (`render.board_png(…, highlight=…)`): those changed since."""
    moves = since_last_turn(view)
    if not moves:
        return text(language, "turns-catch-up-nothing"), ()
    lines = [
        text(
            language,
            "turns-catch-up-line",
            name=view.seats[who].name,
            move=notation_said(view, notation),
            notation=notation,
        )
        for who, notation in moves
    ]
    changed = {cell for _, notation in moves for cell in _cells(notation)}
    words = text(language, "turns-catch-up-cells", count=len(moves)) + "\n" + "\n".join(lines)
    return words[-CATCH_UP_LIMIT:], tuple(sorted(changed & set(view.cards)))


def _cells(notation: str) -> tuple[tuple[int, int], ...]:
    try:
        return action_cells(parse_action(notation))
    except NotationError:  # a starter still secret ("starter ?") changes no cell
        return ()
