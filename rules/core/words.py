"""Words every game's messages share."""


def plural(count: int, noun: str) -> str:
    """The count and the noun, with an s unless the count is one: ``1 card``, ``0 cards``, ``3 cards``."""
    return f"{count} {noun}" + ("" if count == 1 else "s")
