"""data/ depends on rules, aiosqlite, asyncpg, openskill and the standard library (docs/architecture.md): never on
discord or Pillow; and a bot on SQLite does not even load asyncpg."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_importing_the_store_loads_neither_discord_nor_pillow() -> None:
    code = (
        "import sys, data, data.store, data.__main__\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in {'discord', 'PIL', 'render', 'cogs', 'asyncpg'}))"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"
