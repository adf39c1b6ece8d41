"""The drawers of the game kinds the bot plays, one registry line each (`render.drawers`)."""

from .drawers import register
from .zarcana import ZARCANA_DRAWER
from .zark import ZARK_DRAWER

register(ZARK_DRAWER, "zark-city", "unocitta", "unopolis")
register(ZARCANA_DRAWER, "zarcana")
