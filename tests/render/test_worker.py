"""`python -m render.worker`, the bot's drawing process: frames in, the same PNGs as `board_png` out, in order."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

from render import board_png
from render.samples import crowded_game, early_game, finished_game
from render.worker import HEADER, frame, serve, unframe

ROOT = Path(__file__).resolve().parents[2]


def answers(data: bytes) -> list[object]:
    stream, found = io.BytesIO(data), []
    while header := stream.read(HEADER.size):
        (size,) = HEADER.unpack(header)
        found.append(unframe(stream.read(size)))
    return found


def test_each_request_is_answered_in_order_with_board_png() -> None:
    views = [early_game().view(None), crowded_game(25).view(None), finished_game().view(None)]
    requests = b"".join(frame((view, "game")) for view in views)
    out = io.BytesIO()
    serve(io.BytesIO(requests), out)
    assert answers(out.getvalue()) == [(True, board_png(view)) for view in views]


def test_a_bad_request_gets_an_error_answer_and_the_next_is_served() -> None:
    view = early_game().view(None)
    out = io.BytesIO()
    serve(io.BytesIO(frame(("not a view", 1)) + frame((view, 1))), out)
    failed, served = answers(out.getvalue())
    assert failed[0] is False and "AttributeError" in failed[1]  # type: ignore[index]
    assert served == (True, board_png(view))


def test_the_process_draws_and_leaves_when_its_input_ends() -> None:
    view = crowded_game(20).view(None)
    command = [sys.executable, "-m", "render.worker"]
    done = subprocess.run(command, input=frame((view, 3)), capture_output=True, cwd=ROOT, timeout=60, check=False)
    assert done.returncode == 0, done.stderr.decode()
    assert answers(done.stdout) == [(True, board_png(view))]
