"""rules/ is pure: importing it loads none of discord, aiosqlite or PIL (docs/architecture.md)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_importing_the_engine_loads_no_io_library() -> None:
    code = (
        "import sys, rules, rules.zark.playout, rules.zark.record, rules.zark.text, rules.zarcana\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in {'discord', 'aiosqlite', 'PIL', 'asyncio'}))"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"
