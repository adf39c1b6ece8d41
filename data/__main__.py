"""Command line for operators: ``python -m data check|backup|migrate|copy|ratings``.

The database is `--db` (a path, `sqlite:PATH` or a `postgresql://` URL), else the ZARK_DATABASE_URL environment
variable, else ZARK_DB_PATH, else `var/zark.db` under the project.

- `check`: every dealt game's snapshot against its replayed move log (both backends), after SQLite's own
  integrity check of the file (for PostgreSQL, the server's own checks are `pg_amcheck`'s).
- `backup FILE`: a consistent copy of a SQLite database, safe while the bot runs (for PostgreSQL: `pg_dump`).
- `migrate`: bring the schema to this version of the bot (the bot also does it when it starts; several processes
  starting at once migrate once).
- `copy --from SRC --to DST`: copy every game into an empty database, e.g. from SQLite into PostgreSQL.
- `ratings`: replay every stored result in order and compare the ratings they give with the stored ones, and count
  each table's qualified players by step again and compare them with the kept counts (`board_counts`);
  `ratings --rebuild` stores the replayed numbers and the counts they give (the same ones, unless something changed
  them behind the store's back).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path

from rules import games

from .copying import copy_database
from .database import is_postgres, redact, sqlite_path
from .errors import StoreError
from .migrations import LATEST_VERSION
from .sqlite import SqliteDatabase
from .store import DEFAULT_DB_PATH, Store, open_database


def default_target() -> str:
    return os.environ.get("ZARK_DATABASE_URL", "").strip() or str(os.environ.get("ZARK_DB_PATH") or DEFAULT_DB_PATH)


async def _check(args: argparse.Namespace) -> int:
    """SQLite's integrity check, then every dealt game's snapshot against its replayed log."""
    async with await _open_existing(args.db) as store:
        integrity = "ok"
        if isinstance(store.database, SqliteDatabase):
            integrity = await store.database.integrity_check()
            print(f"integrity_check: {integrity}")
        else:
            print(f"integrity_check: not run on {store.database.describe()} (SQLite only; see pg_amcheck)")
        bad = 0
        ids = await store.started_game_ids()
        for game_id in ids:
            check = await store.verify(game_id)
            if not check.ok:
                bad += 1
                print(f"game {game_id}: {check.problem}")
        print(f"games checked: {len(ids)}; games with a problem: {bad}")
    return 0 if integrity == "ok" and not bad else 1


async def _backup(args: argparse.Namespace) -> int:
    async with await _open_existing(args.db) as store:
        if not isinstance(store.database, SqliteDatabase):
            print(
                f"backup is for SQLite files; back up {store.database.describe()} with pg_dump (see the README).",
                file=sys.stderr,
            )
            return 2
        await store.database.backup(args.file)
        print(f"Backed up {store.database.describe()} to {args.file}.")
    return 0


async def _migrate(args: argparse.Namespace) -> int:
    database = await open_database(args.db)
    try:
        before = await database.schema_version()
    finally:
        await database.close()
    async with await Store.open(args.db) as store:
        where = store.database.describe()
    if before == LATEST_VERSION:
        print(f"{where} is at schema version {LATEST_VERSION} already.")
    else:
        print(f"Migrated {where} from schema version {before} to {LATEST_VERSION}.")
    return 0


async def _copy(args: argparse.Namespace) -> int:
    if not is_postgres(args.source) and not sqlite_path(args.source).is_file():
        print(f"There is no database at {sqlite_path(args.source)}.", file=sys.stderr)
        return 2
    async with await Store.open(args.source) as source, await Store.open(args.target) as target:
        print(f"Copying {source.database.describe()} into {target.database.describe()}...")
        report = await copy_database(source.database, target.database)
        problems = []
        ids = await target.started_game_ids()
        for game_id in ids:
            check = await target.verify(game_id)
            if not check.ok:
                problems.append(f"game {game_id}: {check.problem}")
        report.games_checked = len(ids)
    if problems:
        print("\n".join(["The copy was made, but some games do not check out:", *problems]), file=sys.stderr)
        return 1
    print("\n".join(report.lines()))
    return 0


async def _ratings(args: argparse.Namespace) -> int:
    async with await _open_existing(args.db) as store:
        report = await store.rebuild_ratings(write=args.rebuild)
    print("\n".join(report.lines()))
    if args.rebuild:
        print("Ratings rebuilt from the stored results.")
        return 0
    return 1 if report.differences else 0


async def _open_existing(target: str) -> Store:
    """The store of an existing database: a SQLite file that is not there is not created by a check or a backup."""
    if not is_postgres(target) and not sqlite_path(target).exists():
        raise StoreError(f"There is no database at {sqlite_path(target)}.")
    return await Store.open(target)


async def _run(command: Callable[[argparse.Namespace], Awaitable[int]], args: argparse.Namespace) -> int:
    try:
        return await command(args)
    except (StoreError, ValueError) as error:
        print(getattr(error, "sentence", None) or str(error), file=sys.stderr)
        return 2


def main(argv: list[str] | None = None) -> int:
    games.load()
    parser = argparse.ArgumentParser(prog="python -m data", description="Zark City game database tools.")
    default = default_target()
    where = f"a path, sqlite:PATH or postgresql://... (default: {redact(default)})"
    parser.add_argument("--db", default=default, help=f"the database: {where}")
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser("check", help="integrity check, and every game's snapshot against its move log")
    check.set_defaults(run=_check)
    backup = commands.add_parser("backup", help="copy a live SQLite database to FILE")
    backup.add_argument("file", type=Path)
    backup.set_defaults(run=_backup)
    migrate = commands.add_parser("migrate", help="bring the schema up to this version of the bot")
    migrate.set_defaults(run=_migrate)
    copy = commands.add_parser("copy", help="copy every game into an empty database (e.g. SQLite into PostgreSQL)")
    copy.add_argument("--from", dest="source", required=True, help="the database to copy: sqlite:PATH or a URL")
    copy.add_argument("--to", dest="target", required=True, help="the empty database to copy into")
    copy.set_defaults(run=_copy)
    ratings = commands.add_parser(
        "ratings", help="check every rating against the stored results replayed in order, and the tables' counts"
    )
    ratings.add_argument("--rebuild", action="store_true", help="store the ratings and counts the results give, afresh")
    ratings.set_defaults(run=_ratings)
    args = parser.parse_args(argv)
    return asyncio.run(_run(args.run, args))


if __name__ == "__main__":
    sys.exit(main())
