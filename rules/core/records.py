"""What every game's records share (docs/notation.md): a header of ``key: value`` lines and ``player:`` lines, then
one move per line, ``SEAT MOVE`` in the game's own notation; reading them, replaying their moves on any engine, and
the errors that name the line that went wrong."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Protocol, TypeVar

from .actions import Action
from .errors import NotationError, RulesError, quoted
from .events import Event
from .messages import Message


class RecordError(RulesError):
    """A record that cannot be read or replayed; `line` is its 1-based line number, `reason` why: the engine's
    refusal (its message, which the error then carries, or an English sentence)."""

    def __init__(self, line: int, reason: str | Message) -> None:
        super().__init__(f"line {line}: {reason}" if isinstance(reason, str) else reason)
        self.line = line
        self.reason = reason


class RecordFileError(RulesError):
    """A record file that cannot be read (`line` is None; ``Cannot read FILE: why.``), holds no game (`line` 1;
    ``FILE holds no game: ...``) or does not replay (``FILE: line N: reason``). The sentence is what a command line
    prints, followed by `reason` in words where the engine's refusal is a message (``FILE: line N:``, then it)."""

    def __init__(self, sentence: str, line: int | None = None, reason: Message | None = None) -> None:
        super().__init__(sentence)
        self.line = line
        self.reason = reason


_TRUE = {"yes", "on", "true", "1"}
_FALSE = {"no", "off", "false", "0"}

#: A record's moves: (line number, seat, action).
Moves = list[tuple[int, int, Action]]


def read_lines(
    text: str,
    parse_move: Callable[[str], Action],
    reader: Callable[[Mapping[str, str]], Callable[[str], Action]] | None = None,
) -> tuple[dict[str, str], list[str], Moves]:
    """The header (lower-case keys), the players in seat order and the moves of any game's record, each move read by
    `parse_move` (the game's own notation), or by what `reader` makes of the header, once it is read. Raises
    `RecordError` naming the first line that cannot be read."""
    header: dict[str, str] = {}
    players: list[str] = []
    moves: Moves = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if not moves and ":" in line and not line[0].isdigit():
            key, value = (part.strip() for part in line.split(":", 1))
            if key.lower() == "player":
                players.append(value)
            else:
                header[key.lower()] = value
            continue
        if not moves and reader is not None:
            parse_move = reader(header)  # the header is all read: the moves of the game it names
        seat_text, _, move_text = line.partition(" ")
        if not seat_text.isdigit() or not 1 <= int(seat_text) <= max(len(players), 1):
            raise RecordError(number, f"A move line starts with the seat number (1 to {len(players)}): {quoted(line)}.")
        try:
            moves.append((number, int(seat_text) - 1, parse_move(move_text)))
        except NotationError as error:
            raise RecordError(number, error.message or error.sentence) from None
    return header, players, moves


def read_flag(text: str) -> bool:
    """A yes/no header value (yes, on, true, 1 / no, off, false, 0)."""
    if text.lower() in _TRUE:
        return True
    if text.lower() in _FALSE:
        return False
    raise NotationError(f"{quoted(text)} is not yes or no.")


class Playable(Protocol):
    """Any engine's game, as far as replaying a record needs."""

    def apply(self, seat: int, action: Action) -> Sequence[Event]: ...


GameT = TypeVar("GameT", bound=Playable)


def play_moves(game: GameT, moves: Moves) -> GameT:
    """Apply a record's moves in order. Raises `RecordError` with the line and the engine's sentence."""
    for number, seat, action in moves:
        try:
            game.apply(seat, action)
        except RulesError as error:
            raise RecordError(number, error.message or error.sentence) from None
    return game


def replay_path(path: str, replay_text: Callable[[str], GameT]) -> GameT:
    """Read the file at `path` and replay it with `replay_text` (any engine's). Raises `RecordFileError`."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise RecordFileError(f"Cannot read {path}: {error.strerror}.") from None
    if not any(line.split("#", 1)[0].strip() for line in text.splitlines()):
        raise RecordFileError(
            f"{path} holds no game: a record starts with its players ('player: Ann'), then its moves.", 1
        )
    try:
        return replay_text(text)
    except RecordError as error:
        if isinstance(error.reason, str):
            raise RecordFileError(f"{path}: line {error.line}: {error.reason}", error.line) from None
        raise RecordFileError(f"{path}: line {error.line}:", error.line, error.reason) from None
