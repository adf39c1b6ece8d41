"""The Zarcana engine is pure like the rest of rules/: importing it loads none of discord, aiosqlite or PIL."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

from rules.zarcana import ZarcanaGame, ZarcanaSettings, make_view

ROOT = Path(__file__).resolve().parents[3]


def test_importing_the_zarcana_engine_loads_no_io_library() -> None:
    code = (
        "import sys, rules.zarcana, rules.zarcana.playout, rules.zarcana.text, rules.zarcana.rulings, rules.games\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in {'discord', 'aiosqlite', 'PIL', 'asyncio'}))"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"


def test_any_game_is_resampled_by_its_own_engine() -> None:
    game = ZarcanaGame.new(ZarcanaSettings(("A", "B")), 3)
    sample = game.resample(0, random.Random(1))
    assert isinstance(sample, ZarcanaGame) and make_view(sample, 0) == make_view(game, 0)
