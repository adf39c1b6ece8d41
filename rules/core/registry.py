"""The registry of game kinds: every game the bot plays, by the ``game`` setting that names it. Shared code finds a
game's kind here (from a game, a view, stored settings or a record) and asks the kind; it never asks what type an
engine is. `rules.games.load()` registers the product's kinds, one line each, once at start-up; a test may register a
kind of its own.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from .errors import NotationError, quoted
from .protocol import GameKind, GameSettings, GameState
from .records import RecordError, reason_of, replay_path

_KINDS: dict[str, GameKind] = {}


class HasSettings(Protocol):
    """A game or a view: both carry their settings, which name their kind."""

    @property
    def settings(self) -> GameSettings: ...


def register(kind: GameKind) -> GameKind:
    """Add a kind; the first registered is the default, for stored settings that name none."""
    if kind.key in _KINDS:
        raise ValueError(f"a game kind {kind.key!r} is registered already")
    _KINDS[kind.key] = kind
    return kind


def unregister(key: str) -> None:
    """Take a kind out again (for tests that register one of their own)."""
    del _KINDS[key]


def kinds() -> tuple[GameKind, ...]:
    """Every registered kind, in the order they were registered."""
    _loaded()
    return tuple(_KINDS.values())


def _loaded() -> None:
    if not _KINDS:
        raise LookupError("No game kind is registered: call rules.games.load() at start-up.")


def kind_named(key: str) -> GameKind:
    """The kind a ``game`` setting names. Raises `NotationError` for a game the bot does not play."""
    _loaded()
    try:
        return _KINDS[key]
    except KeyError:
        raise NotationError(f"There is no game {quoted(key)}; choose one of: {', '.join(_KINDS)}.") from None


def default_kind() -> GameKind:
    _loaded()
    return next(iter(_KINDS.values()))


def kind_of(thing: HasSettings) -> GameKind:
    """The kind of a game or of one of its views."""
    return kind_named(thing.settings.game)


def kind_for(stored: Mapping[str, Any]) -> GameKind:
    """The kind of stored settings (a snapshot's or a table's); those that name none are the default's (games stored
    before there was more than one)."""
    key = stored.get("game")
    return kind_named(str(key)) if key else default_kind()


def record_kind(text: str) -> GameKind:
    """The kind a record names in its ``game:`` header (the default's when it names none)."""
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if line[:1].isdigit():
            break
        key, _, value = line.partition(":")
        if key.strip().lower() == "game":
            return kind_named(value.strip().lower())
    return default_kind()


def replay_record(text: str) -> GameState:
    """Read a record of any game and replay it, by the kind its ``game:`` header names. Raises `RecordError`."""
    try:
        kind = record_kind(text)
    except NotationError as error:
        raise RecordError(1, reason_of(error)) from None
    return kind.replay(text)


def replay_record_file(path: str) -> GameState:
    """Read the record at `path` and replay it, for the command lines. Raises `RecordFileError`."""
    return replay_path(path, replay_record)
