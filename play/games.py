"""The families of game kinds the application serves, one registry line each (`play.families`)."""

from .families import register
from .zarcana import ZARCANA_FAMILY
from .zark import ZARK_FAMILY

register(ZARK_FAMILY, "zark-city", "unocitta", "unopolis")
register(ZARCANA_FAMILY, "zarcana")
