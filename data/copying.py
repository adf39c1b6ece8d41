"""Copying a whole database into another, empty one: how a community moves from SQLite to PostgreSQL (or back)
without losing a game.

Both are brought to the latest schema first. The source is read in one read-only transaction (one moment of it,
even if a bot were still writing), table by table and in batches, and the target is written in one transaction:
a copy that fails part-way leaves the target as empty as it was. Every row keeps its values, game ids included
(threads, buttons and records name games by id); the target then numbers new games on after the highest. The
copy is checked before it is committed (the same number of rows in every table) and, by `python -m data copy`,
once committed: every dealt game's snapshot, read back from the target, equal to its replayed move log.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from . import sql
from .database import Database, Session
from .errors import StoreError

ROWS_PER_READ = 5000


class CopyError(StoreError):
    """The copy was refused or did not check out; `sentence` says why (nothing was kept in the target)."""


@dataclass
class CopyReport:
    rows: dict[str, int] = field(default_factory=dict)  # table -> rows copied
    games_checked: int = 0
    seconds: float = 0.0

    def lines(self) -> list[str]:
        tables = ", ".join(f"{table} {count}" for table, count in self.rows.items())
        return [
            f"Copied {tables} rows in {self.seconds:.1f} s.",
            f"Every one of the {self.games_checked} dealt games checked: its snapshot equals its replayed move log.",
        ]


async def copy_database(source: Database, target: Database) -> CopyReport:
    """Copy every row of `source` into `target`, which must hold nothing yet; both are at the latest schema."""
    started = time.perf_counter()
    report = CopyReport()
    async with target.write() as writing:
        held = {table: await _rows_in(writing, table) for table, _, _ in sql.COPIED_TABLES}
        if any(held.values()):
            nonempty = ", ".join(f"{count} in {table}" for table, count in held.items() if count)
            raise CopyError(
                f"{target.describe()} already holds rows ({nonempty}): copy only into an empty database, so that no "
                "game is mixed with another's."
            )
        async with source.snapshot() as reading:
            for table, columns, order in sql.COPIED_TABLES:
                copied = 0
                async for rows in reading.stream(sql.select_all(table, columns, order), batch=ROWS_PER_READ):
                    await writing.insert_rows(table, columns, [tuple(row[c] for c in columns) for row in rows])
                    copied += len(rows)
                report.rows[table] = copied
        await target.after_copy(writing)
        for table, expected in report.rows.items():
            if (found := await _rows_in(writing, table)) != expected:
                raise CopyError(f"The copy of {table} holds {found} rows instead of {expected}; nothing was kept.")
    report.seconds = time.perf_counter() - started
    return report


async def _rows_in(session: Session, table: str) -> int:
    rows = await session.fetch(sql.count_rows(table))
    return int(rows[0]["n"])
