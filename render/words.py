"""TODO docstring"""

from __future__ import annotations

from collections.abc import Callable

ALT_TEXT_LIMIT = 1000  # Discord's limit for an attachment's description


def most_detail_that_fits(describe: Callable[[int], str]) -> str:
    """The most detailed of `describe(2)`, `describe(1)` and `describe(0)` that fits in `ALT_TEXT_LIMIT` characters
    (every game's alt text), or the least detailed cut to fit."""
    for detail in (2, 1, 0):
        text = describe(detail)
        if len(text) <= ALT_TEXT_LIMIT:
            return text
    return text[: ALT_TEXT_LIMIT - 1].rstrip() + "…"
