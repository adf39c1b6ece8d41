"""Test doubles handed to code typed for discord.py's objects (or the bot): each double has only the parts that code
reads, which mypy cannot check. `stand_in` says so in one place instead of a `type: ignore` at every call."""

from __future__ import annotations

from typing import TypeVar, cast

T = TypeVar("T")


def stand_in(kind: type[T], fake: object) -> T:
    """`fake`, passed where a `kind` is expected."""
    return cast(T, fake)
