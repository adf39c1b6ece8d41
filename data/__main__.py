"""Command line for operators: ``python -m data backup FILE`` and ``python -m data check``.

Both work while the bot runs (WAL lets a second process read; the backup copies a consistent moment). The
database is `--db`, else the ZARK_DB_PATH environment variable, else `var/zark.db` under the project.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from pathlib import Path

from .errors import StoreError
from .store import DEFAULT_DB_PATH, Store


async def _backup(store: Store, args: argparse.Namespace) -> int:
    await store.backup(args.file)
    print(f"Backed up {store.path} to {args.file}.")
    return 0


async def _check(store: Store, args: argparse.Namespace) -> int:
    """SQLite's integrity check, then every dealt game's snapshot against its replayed log."""
    integrity = await store.integrity_check()
    print(f"integrity_check: {integrity}")
    bad = 0
    for game_id in await store.started_game_ids():
        check = await store.verify(game_id)
        if not check.ok:
            bad += 1
            print(f"game {game_id}: {check.problem}")
    print(f"games with a problem: {bad}")
    return 0 if integrity == "ok" and not bad else 1


async def _run(args: argparse.Namespace) -> int:
    if not args.db.exists():
        print(f"There is no database at {args.db}.", file=sys.stderr)
        return 2
    try:
        async with await Store.open(args.db) as store:
            return int(await args.run(store, args))
    except StoreError as error:
        print(error.sentence, file=sys.stderr)
        return 2


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m data", description="Zark City game database tools.")
    default = Path(os.environ.get("ZARK_DB_PATH") or DEFAULT_DB_PATH)
    parser.add_argument("--db", type=Path, default=default, help=f"the database (default: {default})")
    commands = parser.add_subparsers(dest="command", required=True)
    backup = commands.add_parser("backup", help="copy the live database to FILE")
    backup.add_argument("file", type=Path)
    backup.set_defaults(run=_backup)
    check = commands.add_parser("check", help="integrity check, and every game's snapshot against its move log")
    check.set_defaults(run=_check)
    return asyncio.run(_run(parser.parse_args(argv)))


if __name__ == "__main__":
    sys.exit(main())
