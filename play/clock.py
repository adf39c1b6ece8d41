"""The one clock the bot reads (the store, the scheduler and every "how long" use it), so tests can move time.

In production it is the system's UTC time. The end-to-end tests set ZARK_CLOCK_FILE to a file holding a number
of seconds to add, and move the bot's time by rewriting it: the bot's code path is otherwise the real one.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path


class Clock:
    def __init__(self, offset_file: Path | None = None) -> None:
        self.offset_file = offset_file

    def __call__(self) -> datetime:
        return datetime.now(UTC) + self.offset()

    def offset(self) -> timedelta:
        if self.offset_file is None:
            return timedelta(0)
        try:
            return timedelta(seconds=float(self.offset_file.read_text().strip() or 0))
        except (OSError, ValueError):
            return timedelta(0)
