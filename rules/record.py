"""Game records: a text file of settings, seed (or deck order) and one move per line (docs/notation.md)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol, TypeVar

from .actions import Action, parse_action
from .cards import Card, parse_card
from .errors import NotationError, RulesError, quoted
from .game import Game
from .phase import Phase
from .settings import BLOCK_SIZES, GAMES, Settings


class RecordError(RulesError):
    """A record that cannot be read or replayed; `line` is its 1-based line number."""

    def __init__(self, line: int, sentence: str) -> None:
        super().__init__(f"line {line}: {sentence}")
        self.line = line
        self.reason = sentence


class RecordFileError(RulesError):
    """A record file that cannot be read (`line` is None; ``Cannot read FILE: why.``) or does not replay
    (``FILE: line N: reason``). The sentence is what a command line prints."""

    def __init__(self, sentence: str, line: int | None = None) -> None:
        super().__init__(sentence)
        self.line = line


@dataclass
class Record:
    settings: Settings
    seed: str = "0"
    order: list[Card] | None = None
    moves: list[tuple[int, int, Action]] = field(default_factory=list)  # (line number, seat, action)


_TRUE = {"yes", "on", "true", "1"}
_FALSE = {"no", "off", "false", "0"}

#: A record's moves: (line number, seat, action).
Moves = list[tuple[int, int, Action]]


def read_lines(text: str, parse_move: Callable[[str], Action]) -> tuple[dict[str, str], list[str], Moves]:
    """The header (lower-case keys), the players in seat order and the moves of any game's record, each move read by
    `parse_move` (the game's own notation). Raises `RecordError` naming the first line that cannot be read."""
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
        seat_text, _, move_text = line.partition(" ")
        if not seat_text.isdigit() or not 1 <= int(seat_text) <= max(len(players), 1):
            raise RecordError(number, f"A move line starts with the seat number (1 to {len(players)}): {quoted(line)}.")
        try:
            moves.append((number, int(seat_text) - 1, parse_move(move_text)))
        except NotationError as error:
            raise RecordError(number, error.sentence) from None
    return header, players, moves


def read_record(text: str) -> Record:
    """Parse a record. Raises `RecordError` naming the first line that cannot be read."""
    header, players, moves = read_lines(text, parse_action)
    try:
        settings = Settings(
            players=tuple(players),
            edition=header.get("edition", ""),
            deck=header.get("deck", ""),
            attack_own=read_flag(header.get("attack-own", "no")),
            block_size=_block_size(header.get("block-size", "0")),
            game=header.get("game", GAMES[0]),
        )
        order = [parse_card(word) for word in header["order"].split()] if "order" in header else None
    except NotationError as error:
        raise RecordError(1, error.sentence) from None
    return Record(settings, header.get("seed", "0"), order, moves)


def _block_size(text: str) -> int:
    if not text.strip().isdigit():
        raise NotationError(f"block-size is a number of cards, not {quoted(text)}.")
    return int(text)


def read_flag(text: str) -> bool:
    """A yes/no header value (yes, on, true, 1 / no, off, false, 0)."""
    if text.lower() in _TRUE:
        return True
    if text.lower() in _FALSE:
        return False
    raise NotationError(f"{quoted(text)} is not yes or no.")


def write_record(game: Game) -> str:
    """The game's record as text; `read_record` and `replay` give the same game back."""
    lines = _header(game)
    lines.append(f"seed: {game.seed}")
    if game.initial_order is not None:
        lines.append("order: " + " ".join(game.initial_order))
    lines.append("")
    lines += [f"{seat + 1} {action.notation()}" for seat, action in game.history]
    return "\n".join(lines) + "\n"


def write_public_record(game: Game) -> str:
    """The record as players may see it. Until the game is over the seed (and deck order) is left out, since
    it determines every hand and the deck, and secret starter choices read ``starter ?`` (R-2). A finished
    game's public record is its full record, which replays."""
    if game.phase is Phase.OVER:
        return write_record(game)
    lines = _header(game)
    lines += ["# seed: shown when the game is over (it would reveal every hand)", ""]
    lines += [f"{seat + 1} {notation}" for seat, notation in game.view(None).history]
    return "\n".join(lines) + "\n"


def _header(game: Game) -> list[str]:
    settings = game.settings
    lines = [f"# {settings.ruleset.title} game record", f"game: {settings.game}"]
    lines += [f"edition: {settings.edition}", f"deck: {settings.deck}"]
    lines += [f"player: {name}" for name in settings.players]
    if settings.attack_own:
        lines.append("attack-own: yes")
    if settings.block_size != BLOCK_SIZES[0]:
        lines.append(f"block-size: {settings.block_size}")
    return lines


def replay(record: Record) -> Game:
    """Play a record move by move. Raises `RecordError` with the line and the engine's sentence."""
    try:
        game = Game.new(record.settings, record.seed, record.order)
    except RulesError as error:
        raise RecordError(1, error.sentence) from None
    return play_moves(game, record.moves)


class Playable(Protocol):
    """Any engine's game, as far as replaying a record needs."""

    def apply(self, seat: int, action: Action) -> Sequence[object]: ...


GameT = TypeVar("GameT", bound=Playable)


def play_moves(game: GameT, moves: Moves) -> GameT:
    """Apply a record's moves in order. Raises `RecordError` with the line and the engine's sentence."""
    for number, seat, action in moves:
        try:
            game.apply(seat, action)
        except RulesError as error:
            raise RecordError(number, error.sentence) from None
    return game


def replay_file(path: str) -> Game:
    """Read the record at `path` and replay it, for the command lines. Raises `RecordFileError`."""
    return replay_path(path, lambda text: replay(read_record(text)))


def replay_path(path: str, replay_text: Callable[[str], GameT]) -> GameT:
    """Read the file at `path` and replay it with `replay_text` (any engine's). Raises `RecordFileError`."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise RecordFileError(f"Cannot read {path}: {error.strerror}.") from None
    try:
        return replay_text(text)
    except RecordError as error:
        raise RecordFileError(f"{path}: line {error.line}: {error.reason}", error.line) from None
