"""Game records: a text file of settings, seed (or deck order) and one move per line (docs/notation.md)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from ..core.actions import Action
from ..core.errors import NotationError, RulesError, quoted
from ..core.phase import Phase
from ..core.records import RecordError, play_moves, read_flag, read_lines, reason_of, replay_path
from .actions import parse_action
from .cards import Card, parse_card
from .game import ZarkGame
from .settings import BLOCK_SIZES, GAMES, ZarkSettings, card_deck


@dataclass
class Record:
    settings: ZarkSettings
    seed: str = "0"
    order: list[Card] | None = None
    moves: list[tuple[int, int, Action]] = field(default_factory=list)  # (line number, seat, action)


def read_record(text: str) -> Record:
    """Parse a record. Raises `RecordError` naming the first line that cannot be read."""
    header, players, moves = read_lines(text, parse_action, _move_reader)
    try:
        settings = ZarkSettings(
            players=tuple(players),
            edition=header.get("edition", ""),
            deck=header.get("deck", ""),
            attack_own=read_flag(header.get("attack-own", "no")),
            block_size=_block_size(header.get("block-size", "0")),
            game=header.get("game", GAMES[0]),
            rated=read_flag(header.get("rated", "yes")),
            hints=read_flag(header.get("hints", "no")),
        )
        order = [parse_card(word) for word in header["order"].split()] if "order" in header else None
    except NotationError as error:
        raise RecordError(1, reason_of(error)) from None
    return Record(settings, header.get("seed", "0"), order, moves)


def _move_reader(header: Mapping[str, str]) -> Callable[[str], Action]:
    """Moves read with the examples of the game's own deck for a card that is none (Uno cards in Unocitta, R-22)."""
    deck = card_deck(header.get("game", GAMES[0]), header.get("deck", ""))
    return lambda line: parse_action(line, deck)


def _block_size(text: str) -> int:
    if not text.strip().isdigit():
        raise NotationError(f"block-size is a number of cards, not {quoted(text)}.")
    return int(text)


def write_record(game: ZarkGame) -> str:
    """The game's record as text; `read_record` and `replay_zark` give the same game back."""
    lines = _header(game)
    lines.append(f"seed: {game.seed}")
    if game.initial_order is not None:
        lines.append("order: " + " ".join(game.initial_order))
    lines.append("")
    lines += [f"{seat + 1} {action.notation()}" for seat, action in game.history]
    return "\n".join(lines) + "\n"


def write_public_record(game: ZarkGame) -> str:
    """The record as players may see it. Until the game is over the seed (and deck order) is left out, since
    it determines every hand and the deck, and secret starter choices read ``starter ?`` (R-2). A finished
    game's public record is its full record, which replays."""
    if game.phase is Phase.OVER:
        return write_record(game)
    lines = _header(game)
    lines += ["# seed: shown when the game is over (it would reveal every hand)", ""]
    lines += [f"{seat + 1} {notation}" for seat, notation in game.view(None).history]
    return "\n".join(lines) + "\n"


def _header(game: ZarkGame) -> list[str]:
    settings = game.settings
    lines = [f"# {settings.ruleset.title} game record", f"game: {settings.game}"]
    lines += [f"edition: {settings.edition}", f"deck: {settings.deck}"]
    lines += [f"player: {name}" for name in settings.players]
    if settings.attack_own:
        lines.append("attack-own: yes")
    if settings.block_size != BLOCK_SIZES[0]:
        lines.append(f"block-size: {settings.block_size}")
    if not settings.rated:
        lines.append("rated: no")
    if settings.hints:
        lines.append("hints: yes")
    return lines


def replay_zark(record: Record) -> ZarkGame:
    """Play a record move by move. Raises `RecordError` with the line and the engine's sentence."""
    try:
        game = ZarkGame.new(record.settings, record.seed, record.order)
    except RulesError as error:
        raise RecordError(1, reason_of(error)) from None
    return play_moves(game, record.moves)


def replay_zark_file(path: str) -> ZarkGame:
    """Read the record at `path` and replay it, for the command lines. Raises `RecordFileError`."""
    return replay_path(path, lambda text: replay_zark(read_record(text)))
