"""Catching up: what happened since a player's own last move, in words, with the board's changed cells outlined.
Made from that player's own View, as everything a player is shown."""

from __future__ import annotations

from rules import Cell, GameView, NotationError
from rules.zark import ZarkView, parse_action
from rules.zark.views import action_cells

from .texts import notation_words


def since_last_turn(view: GameView) -> list[tuple[int, str]]:
    """The public moves after the viewer's own last move (all of them if they have made none)."""
    last = max((i for i, (who, _) in enumerate(view.history) if who == view.viewer), default=-1)
    return list(view.history[last + 1 :])


def catch_up(view: ZarkView) -> tuple[str, tuple[Cell, ...]]:
    """The words, and the cards to outline on the board (`render.board_png(…, highlight=…)`): those changed since."""
    moves = since_last_turn(view)
    if not moves:
        return "Nothing has happened since your last move.", ()
    lines = [f"{view.seats[who].name}: {notation_words(view, notation)} · `{notation}`" for who, notation in moves]
    changed = {cell for _, notation in moves for cell in _cells(notation)}
    text = f"Since your last move ({len(moves)} moves; changed cells are outlined):\n" + "\n".join(lines)
    return text[-2000:], tuple(sorted(changed & set(view.cards)))


def _cells(notation: str) -> tuple[tuple[int, int], ...]:
    try:
        return action_cells(parse_action(notation))
    except NotationError:  # a starter still secret ("starter ?") changes no cell
        return ()
