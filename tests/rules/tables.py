"""Games opened with table options, for the tests of the options every kind shares (`rated`, `hints`)."""

from __future__ import annotations

from rules import GameState, Resign, kind_named

KINDS = ("zark-city", "unocitta", "unopolis", "zarcana")


def finished(game: str, options: dict[str, str]) -> GameState:
    """A two-player game of `game` opened with `options`, ended by seat 2 resigning (seat 1 wins)."""
    kind = kind_named(game)
    settings = kind.settings({**kind.table(options), "players": ["Ann", "Bob"]})
    state = kind.new(settings, "7")
    state.apply(1, Resign())
    return state
