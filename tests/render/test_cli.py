"""``python -m render RECORD --out board.png [--seat N --hand]``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from render.__main__ import main
from rules.zark import ZarkGame, write_record
from tests.render.conftest import open_png

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def record(early: ZarkGame, tmp_path: Path) -> Path:
    path = tmp_path / "game.txt"
    path.write_text(write_record(early), encoding="utf-8")
    return path


def test_renders_the_final_board(record: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "board.png"
    assert main([str(record), "--out", str(out)]) == 0
    assert open_png(out.read_bytes()).width >= 700
    assert "Zark City board" in capsys.readouterr().out


def test_renders_a_seats_hand(
    record: Path, tmp_path: Path, early: ZarkGame, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "hand.png"
    assert main([str(record), "--out", str(out), "--seat", "2", "--hand"]) == 0
    open_png(out.read_bytes())
    assert capsys.readouterr().out.startswith(f"Your hand, {len(early.hands[1])} card")


def test_hand_needs_a_seat(record: Path, tmp_path: Path) -> None:
    with pytest.raises(SystemExit):
        main([str(record), "--out", str(tmp_path / "x.png"), "--hand"])


def test_bad_inputs_are_reported(record: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(record), "--out", str(tmp_path / "x.png"), "--seat", "9"]) == 2
    assert main([str(tmp_path / "missing.txt"), "--out", str(tmp_path / "x.png")]) == 2
    broken = tmp_path / "broken.txt"
    broken.write_text("player: Ann\nplayer: Bob\n\n1 fly away\n", encoding="utf-8")
    assert main([str(broken), "--out", str(tmp_path / "x.png")]) == 1
    assert "line 4" in capsys.readouterr().err
    assert not (tmp_path / "x.png").exists()


def test_runs_as_a_module(record: Path, tmp_path: Path) -> None:
    out = tmp_path / "board.png"
    command = [sys.executable, "-m", "render", str(record), "--out", str(out)]
    subprocess.run(command, cwd=ROOT, check=True, capture_output=True)
    open_png(out.read_bytes())
