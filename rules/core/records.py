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

#: The engine's refusal a record error gives as its reason: an English sentence, or a message (put in words above the
#: engine; the command lines put it in English).
Reason = str | Message


def reason_of(error: RulesError) -> Reason:
    """What an engine's error says, as a record error's reason: its message, or its sentence if it has none."""
    return error.sentence if error.message is None else error.message


def _shown(reason: Reason) -> str:
    return reason if isinstance(reason, str) else reason.key


class RecordError(RulesError):
    """A record that cannot be read or replayed; `line` is its 1-based line number, `reason` the engine's refusal."""

    def __init__(self, line: int, reason: Reason) -> None:
        super().__init__(f"line {line}: {_shown(reason)}")
        self.line = line
        self.reason = reason


class RecordFileError(RulesError):
    """A record file that cannot be read (`line` is None; ``Cannot read FILE: why.``), holds no game (`line` 1;
    ``FILE holds no game: ...``) or does not replay (``FILE: line N: reason``, the engine's `reason` after the
    sentence). What a command line prints is `words`: the sentence, with the reason in English words."""

    def __init__(self, sentence: str, line: int | None = None, reason: Reason | None = None) -> None:
        super().__init__(sentence if reason is None else f"{sentence}: {_shown(reason)}")
        self.line = line
        self.place = sentence
        self.reason = reason

    def words(self, say: Callable[[Message], str]) -> str:
        """The sentence a command line prints, the engine's message in it put in words by `say`."""
        if isinstance(self.reason, Message):
            return f"{self.place}: {say(self.reason)}"
        return self.sentence


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
            raise RecordError(number, reason_of(error)) from None
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
            raise RecordError(number, reason_of(error)) from None
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
        raise RecordFileError(f"{path}: line {error.line}", error.line, error.reason) from None
