"""``python -m cogs commands``: the English catalogue of the slash commands (``i18n/en-US/commands.ftl``), as the
code names and describes them; run it after changing a command, then translate what changed."""

from __future__ import annotations

import asyncio
import sys

from .games import declared_commands
from .support.translator import english_catalogue


async def main() -> None:
    print(english_catalogue(await declared_commands()), end="")


if __name__ == "__main__":
    if sys.argv[1:] != ["commands"]:
        print("usage: python -m cogs commands > i18n/en-US/commands.ftl", file=sys.stderr)
        sys.exit(2)
    asyncio.run(main())
