"""The drawers of the game kinds the bot plays, one registry line each (`render.drawers`), keyed by the rules' kinds.
`load()` registers them, and the rules' kinds first: the loading step of every program that draws."""

from functools import cache

from rules import games

from .drawers import register
from .zarcana import ZARCANA_DRAWER
from .zark import ZARK_DRAWER


@cache
def load() -> None:
    """Register every game kind and its drawer (once: calling it again changes nothing)."""
    games.load()
    register(ZARK_DRAWER, games.ZARK_CITY, games.UNOCITTA, games.UNOPOLIS)
    register(ZARCANA_DRAWER, games.ZARCANA_KIND)
