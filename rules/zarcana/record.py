"""Zarcana game records: the shared record format (`rules.core.records`) with ``game: zarcana`` and the table options
in the header, and Zarcana's own move notation (docs/notation.md)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..core.errors import NotationError, RulesError, quoted
from ..core.phase import Phase
from ..core.records import Moves, RecordError, play_moves, read_flag, read_lines, reason_of
from .cards import TarotCard, parse_tarot
from .game import ZarcanaGame
from .notation import parse_action
from .settings import TITLE, ZARCANA, ZarcanaSettings
from .views import public_notation


@dataclass
class ZarcanaRecord:
    settings: ZarcanaSettings
    seed: str = "0"
    order: list[TarotCard] | None = None
    moves: Moves = field(default_factory=list)


_OPTIONS = {"safety-end": "yes", "tie-break": "no", "extra-cards": "no", "trump-order": "rws"}


def read_zarcana_record(text: str) -> ZarcanaRecord:
    """Parse a Zarcana record. Raises `RecordError` naming the first line that cannot be read."""
    header, players, moves = read_lines(text, parse_action)
    try:
        if header.get("game", ZARCANA) != ZARCANA:
            raise NotationError(f"This is a {quoted(header['game'])} record, not a {TITLE} one.")
        unknown = set(header) - {"game", "seed", "order", "first", "rated", "hints", *_OPTIONS}
        if unknown:
            raise NotationError(f"{quoted(sorted(unknown)[0])} is not a {TITLE} header; see docs/notation.md.")
        first = header.get("first")
        if first is not None and not first.isdigit():
            raise NotationError(f"first: names the first player's seat number, not {quoted(first)} (H-1).")
        settings = ZarcanaSettings(
            players=tuple(players),
            safety_end=read_flag(header.get("safety-end", "yes")),
            tie_break=read_flag(header.get("tie-break", "no")),
            extra_cards=read_flag(header.get("extra-cards", "no")),
            trump_order=header.get("trump-order", "rws").lower(),
            first=int(first) - 1 if first is not None else None,
            rated=read_flag(header.get("rated", "yes")),
            hints=read_flag(header.get("hints", "no")),
        )
        order = [parse_tarot(word) for word in header["order"].split()] if "order" in header else None
    except NotationError as error:
        raise RecordError(1, reason_of(error)) from None
    return ZarcanaRecord(settings, header.get("seed", "0"), order, moves)


def _header(game: ZarcanaGame) -> list[str]:
    settings = game.settings
    lines = [f"# {TITLE} game record", f"game: {ZARCANA}"]
    lines += [f"player: {name}" for name in settings.players]
    lines.append(f"safety-end: {'yes' if settings.safety_end else 'no'}")  # H-18
    lines.append(f"tie-break: {'yes' if settings.tie_break else 'no'}")  # H-19
    lines.append(f"extra-cards: {'yes' if settings.extra_cards else 'no'}")  # H-20
    lines.append(f"trump-order: {settings.trump_order}")  # H-21
    if settings.first is not None:
        lines.append(f"first: {settings.first + 1}")  # H-1, when the host chose
    if not settings.rated:
        lines.append("rated: no")  # a friendly game; left out, a record (like one from before the option) is rated
    if settings.hints:
        lines.append("hints: yes")  # /zark hint was on (never rated); left out: off
    return lines


def write_zarcana_record(game: ZarcanaGame) -> str:
    """The game's record; `read_zarcana_record` and `replay_zarcana` give the same game back."""
    lines = [*_header(game), f"seed: {game.seed}"]
    if game.initial_order is not None:
        lines.append("order: " + " ".join(game.initial_order))
    lines.append("")
    lines += [f"{seat + 1} {action.notation()}" for seat, action in game.history]
    return "\n".join(lines) + "\n"


def write_public_zarcana_record(game: ZarcanaGame, viewer: int | None = None) -> str:
    """The record as `viewer` (None: anyone) may see it. Until the game is over the seed and deck order are left
    out (they give every hand, the deck and every face-down card) and the cards given to meet the Emperor's demand
    read ``give 2 cards to 1`` except for the two players involved. A finished game's record is its full record."""
    if game.phase is Phase.OVER:
        return write_zarcana_record(game)
    lines = [*_header(game), "# seed: shown when the game is over (it would reveal every hand)", ""]
    lines += [f"{seat + 1} {public_notation(seat, action, viewer)}" for seat, action in game.history]
    return "\n".join(lines) + "\n"


def replay_zarcana(record: ZarcanaRecord) -> ZarcanaGame:
    """Play a record move by move. Raises `RecordError` with the line and the engine's sentence."""
    try:
        game = ZarcanaGame.new(record.settings, record.seed, record.order)
    except RulesError as error:
        raise RecordError(1, reason_of(error)) from None
    return play_moves(game, record.moves)
