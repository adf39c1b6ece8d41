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


def loaded_after(imports: str, roots: set[str]) -> str:
    code = f"import sys, {imports}\nprint(sorted(m for m in sys.modules if m.split('.')[0] in {roots!r}))"
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True).stdout


def test_the_engine_speaks_no_language_and_the_catalogues_depend_on_nothing_of_ours() -> None:
    """rules/ and i18n/ are both at the bottom: the engine loads no catalogue, the catalogues no code of ours."""
    assert loaded_after("rules, rules.zark, rules.zarcana", {"i18n", "fluent", "babel"}).strip() == "[]"
    ours = {"rules", "render", "data", "play", "cogs", "web", "bot", "config"}
    assert loaded_after("i18n, i18n.check, i18n.pseudo", ours).strip() == "[]"
    assert loaded_after("i18n", {"i18n"}).strip() != "[]"  # (the check can see what it looks for)
