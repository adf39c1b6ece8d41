"""The Discord adapters' tests use the application's fixtures: a real store and a referee on it."""

from tests.play.conftest import referee, store

__all__ = ["referee", "store"]
