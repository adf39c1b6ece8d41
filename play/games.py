"""The families of game kinds the application serves, one registry line each (`play.families`), keyed by the rules'
kinds. `load()` registers them, and the rules' kinds first: the loading step of every program that uses `play`."""

from functools import cache

from rules import games

from .families import register
from .zarcana import ZARCANA_FAMILY
from .zark import ZARK_FAMILY


@cache
def load() -> None:
    """Register every game kind and its family (once: calling it again changes nothing)."""
    games.load()
    register(ZARK_FAMILY, games.ZARK_CITY, games.UNOCITTA, games.UNOPOLIS)
    register(ZARCANA_FAMILY, games.ZARCANA_KIND)
