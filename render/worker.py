"""A drawing process: `python -m render.worker` reads boards to draw on stdin and writes their PNGs on stdout.

The bot runs two of these so that drawing never competes with its event loop for the interpreter (see
`cogs.drawing`). Each request is a frame holding a public `View` and the game's key; each answer is a frame holding
``(True, png)`` or ``(False, "what went wrong")``, in the order of the requests. A frame is a 4-byte big-endian
length and a pickle. Pickles are read only from the bot that started this process, through its pipe.

The worker keeps `render`'s caches and each game's previous board (`board_png(view, key=...)`) for as long as it
runs. It leaves when its input ends, which is also what happens when the bot dies, however it dies.
"""

from __future__ import annotations

import logging
import pickle
import random
import struct
import sys
from typing import BinaryIO

from rules import Game, Settings
from rules.playout import random_step

from . import board_png, png
from .samples import crowded_game, early_game, finished_game

log = logging.getLogger(__name__)
HEADER = struct.Struct(">I")


def read_frame(stream: BinaryIO) -> object | None:
    """The next frame's object, or None when the stream has ended."""
    header = stream.read(HEADER.size)
    if len(header) < HEADER.size:
        return None
    (size,) = HEADER.unpack(header)
    body = stream.read(size)
    if len(body) < size:
        return None
    return unframe(body)


def unframe(body: bytes) -> object:
    """A frame's object (its body, without the length). Frames are read only between this process and the bot."""
    return pickle.loads(body)


def frame(value: object) -> bytes:
    body = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    return HEADER.pack(len(body)) + body


def serve(requests: BinaryIO, answers: BinaryIO) -> None:
    """Answer every request until the input ends."""
    while (request := read_frame(requests)) is not None:
        view, key = request  # type: ignore[misc]
        try:
            answer: tuple[bool, object] = (True, board_png(view, key=key))
        except Exception as error:  # one bad board must not end the process; the bot reports it
            log.exception("Could not draw a board")
            answer = (False, f"{type(error).__name__}: {error}")
        answers.write(frame(answer))
        answers.flush()


def warm_up(moves: int = 60) -> None:
    """Draw made-up boards once before the first real one (about a quarter of a second, while the bot connects):
    the fonts, the words of the legend, the cards and pyramids are then ready, and a game's first boards are as
    quick as the ones after."""
    for sample in (early_game(), finished_game(), crowded_game(54)):
        board_png(sample.view(None))
    game = Game.new(Settings(players=("Ann", "Bob", "Cy", "Dee")), "warm-up")
    rng = random.Random(0)
    for _ in range(moves):
        if game.phase == "over":
            break
        random_step(game, rng)
        board_png(game.view(None))


def main() -> None:
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    png.HELPER.enabled = False  # the bot runs several drawing processes: a helper thread each would only contend
    warm_up()
    serve(sys.stdin.buffer, sys.stdout.buffer)


if __name__ == "__main__":
    main()
