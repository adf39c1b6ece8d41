"""rules/ is pure: importing it loads none of discord, aiosqlite or PIL, nor any catalogue (docs/architecture.md)."""

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


def test_the_engine_speaks_no_language_and_the_catalogues_depend_on_nothing_of_ours() -> None:
    """rules/ and i18n/ are both at the bottom: the engine loads no catalogue, the catalogues no code of ours."""
    code = (
        "import sys, rules, rules.zark, rules.zarcana\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in {'i18n', 'fluent', 'babel'}))\n"
        "import i18n, i18n.check, i18n.pseudo\n"
        "ours = {'rules', 'render', 'data', 'play', 'cogs', 'web', 'bot', 'config'}\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ours - {'rules'}))"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert result.stdout.split("\n")[:2] == ["[]", "[]"]
