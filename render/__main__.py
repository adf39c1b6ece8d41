"""Command line: ``python -m render RECORD --out board.png [--seat N] [--hand]``, and
``python -m render replay RECORD --out game.gif`` for an animated replay of the whole game (`render.replay`).

Renders the final position of a game record (docs/notation.md) of any game the bot plays (`rules.kinds`),
Zarcana included: the public board, or with ``--hand`` seat N's hand. Handy for players reviewing exported games
and for debugging. Prints the image's alt text. A record file named ``replay`` is drawn with ``./replay``.
"""

from __future__ import annotations

import argparse
import sys
from functools import partial
from pathlib import Path

import i18n
from rules import RecordFileError
from rules.core.registry import replay_record_file

from . import alt_text, board_png, hand_png, hand_text
from .games import load
from .replay import replay_alt_text, replay_gif

#: The engine's messages in English words: the command line speaks English (docs/translating.md).
_ENGLISH = partial(i18n.say, i18n.ENGLISH)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m render", description="Draw a game record (Zark City, the Uno games or Zarcana) as a PNG."
    )
    parser.add_argument("record", help="a game record (see docs/notation.md)")
    parser.add_argument("--out", required=True, help="where to write the PNG")
    parser.add_argument("--seat", type=int, help="seat number, 1 to 5 (needed for --hand)")
    parser.add_argument("--hand", action="store_true", help="draw the seat's hand instead of the board")
    return parser


def _replay_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m render replay", description="Animate a game record, one frame per move, as a GIF."
    )
    parser.add_argument("record", help="a game record (see docs/notation.md)")
    parser.add_argument("--out", required=True, help="where to write the GIF")
    return parser


def _write(path: str, data: bytes) -> bool:
    try:
        Path(path).write_bytes(data)
    except OSError as error:
        print(f"Cannot write {path}: {error.strerror}.", file=sys.stderr)
        return False
    return True


def replay_main(argv: list[str]) -> int:
    args = _replay_parser().parse_args(argv)
    try:
        game = replay_record_file(args.record)
    except RecordFileError as error:
        print(error.words(_ENGLISH), file=sys.stderr)
        return 2 if error.line is None else 1
    if not _write(args.out, replay_gif(game).gif):
        return 2
    print(replay_alt_text(game))
    return 0


def main(argv: list[str] | None = None) -> int:
    load()
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["replay"]:
        return replay_main(argv[1:])
    parser = _parser()
    args = parser.parse_args(argv)
    if args.hand and args.seat is None:
        parser.error("--hand needs --seat N")
    try:
        game = replay_record_file(args.record)
    except RecordFileError as error:
        print(error.words(_ENGLISH), file=sys.stderr)
        return 2 if error.line is None else 1
    seat = None if args.seat is None else args.seat - 1
    seats = len(game.settings.players)
    if seat is not None and not 0 <= seat < seats:
        print(f"--seat must be 1 to {seats} for this game.", file=sys.stderr)
        return 2
    view = game.view(seat)
    png = hand_png(view) if args.hand else board_png(view)
    if not _write(args.out, png):
        return 2
    print(hand_text(view) if args.hand else alt_text(view))
    return 0


if __name__ == "__main__":
    sys.exit(main())
