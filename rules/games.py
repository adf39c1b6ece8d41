"""Every game kind the bot plays, one registry line each, in the order the bot offers them: the first is the default
(games stored before the bot played more than one name none).

Loading is one explicit step: `load()` registers them, and a program calls it once at start-up, or the loading step
of the top layer it uses (`play.games.load`, `render.games.load`, `cogs.games.load`), which calls this one first. A
worker process calls it in its initializer (`play.workers`), the tests in their conftest.
"""

from functools import cache

from .core.registry import register
from .zarcana.kind import ZARCANA_KIND
from .zark.kind import UNOCITTA, UNOPOLIS, ZARK_CITY

__all__ = ["UNOCITTA", "UNOPOLIS", "ZARCANA_KIND", "ZARK_CITY", "load"]


@cache
def load() -> None:
    """Register every game kind (once: calling it again changes nothing)."""
    register(ZARK_CITY)
    register(UNOCITTA)
    register(UNOPOLIS)
    register(ZARCANA_KIND)
