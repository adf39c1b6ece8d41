"""Every game kind the bot plays, one registry line each, in the order the bot offers them: the first is the default
(games stored before the bot played more than one name none)."""

from .core.registry import register
from .zarcana.kind import ZARCANA_KIND
from .zark.kind import UNOCITTA, UNOPOLIS, ZARK_CITY

register(ZARK_CITY)
register(UNOCITTA)
register(UNOPOLIS)
register(ZARCANA_KIND)
