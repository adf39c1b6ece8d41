"""A drawing process: `python -m render.worker` reads boards to draw on stdin and writes their PNGs on stdout.

The bot runs one of these so that drawing never competes with its event loop for the interpreter (see
`cogs.drawing`). Each request is a frame holding a public `View` and the game's key; each answer is a frame holding
``(True, png)`` or ``(False, "what went wrong")``, in the order of the requests. A frame is a 4-byte big-endian
length and a pickle. Pickles are read only from the bot that started this process, through its pipe.

The worker keeps `render`'s caches and each game's previous board (`board_png(view, key=...)`) for as long as it
runs. It leaves when its input ends, which is also what happens when the bot dies, however it dies.
"""

from __future__ import annotations

import logging
import pickle
import struct
import sys
from typing import BinaryIO

from . import board_png
from .samples import early_game

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


def main() -> None:
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    board_png(early_game().view(None))  # load the fonts and the common sprites before the first real board
    serve(sys.stdin.buffer, sys.stdout.buffer)


if __name__ == "__main__":
    main()
