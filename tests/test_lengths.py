"""No Python file of the house is over 500 lines: a module a reader cannot hold in mind is split by meaning.

The documents are left out: `docs/rulings.md` is the one reference every rule id points into."""

from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MOST_LINES = 500


def line_counts() -> dict[str, int]:
    listed = subprocess.run(["git", "ls-files", "*.py"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return {
        path: len((ROOT / path).read_text(encoding="utf-8").splitlines())
        for path in listed.split()
        if (ROOT / path).is_file()
    }


def test_no_python_file_is_over_500_lines() -> None:
    long = {path: lines for path, lines in sorted(line_counts().items()) if lines > MOST_LINES}
    assert not long, "over 500 lines, to split by meaning: " + ", ".join(f"{p} ({n})" for p, n in long.items())


def test_the_count_sees_every_tracked_module() -> None:
    counts = line_counts()
    assert counts["bot.py"] > 100 and counts["tests/test_lengths.py"] > 10 and len(counts) > 300
