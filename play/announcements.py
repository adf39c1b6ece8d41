"""What a committed move, or a game's start, owes the table, written with it (`data.outbox`) and delivered until
delivered (`cogs.support.delivery`): the board for everyone, with what happened and who acts next, mentioning them; a DM
to each player who must act now and asked for DMs (`to_tell`); and after the move that ends the game, its animated
replay (`replay_owed`). Words only: `cogs/` draws the board and the replay, and posts.

One post per turn. A move that calls on no one new is held, not posted (`holds`): a move after which its own player
still owes something (the discard down to six, a free action, a pending choice), and a computer player's move while
the game waits on computers (or on people it waited on already). A move that begins a person's turn is always
posted, even when that person was answering something before it. Its lines are kept in the game's stored settings
beside the engine's, under ``held``, written with the move (`data.GameStore.commit_move`'s `settings`, so they
survive a restart), and they open the post of the next move that is posted: the computers' round between two people's
turns is one post, a line per move and one board.

The table option ``boards`` (`rules.core.options.BOARDS`) says which posts carry the board's image: every one
(``turn``), the one that starts a round and the last (``round``), or none (``asked``: /zark board shows it).

Several boards of one game owed at once go out as one message (the newest board says it all): `boards_message` joins
their lines, and the mentions are the newest's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import i18n
from data import GameResult, GameRow, LoadedGame, Owed
from i18n import ENGLISH
from rules import GameView, Phase
from rules.core.options import BOARDS_ASKED, BOARDS_ROUND, boards_of

from .families import family_of
from .moves import Played
from .ratings import rating_changes
from .reports import headline, to_ping, to_tell
from .texts import table_language, table_rules, who
from .tutorial import first_lines

BOARD, DM, REPLAY = "board", "dm", "replay"
#: Where held moves' lines wait in a game's stored settings, until the next post (`holds`).
HELD = "held"
#: The most held lines kept: beyond them the oldest are counted, not kept (the newest board says it all).
HELD_LINES = 40


def holds(played: Played) -> bool:
    """Whether this move's post is held for the next one: the game goes on, nobody is newly called on, and either the
    mover still acts (a discard owed, a free action, a choice pending) or the mover is a computer player at a table
    with a person (computers alone have each move posted, for whoever watches)."""
    public, row = played.public, played.row
    if public.phase is Phase.OVER or not public.to_act:
        return False
    people = {p.user_id for seat in public.to_act if (p := row.player_at(seat)) is not None and not p.is_computer}
    if not people <= set(row.waiting_user_ids):
        return False  # someone must act who did not have to before: they are told now
    if any(event.kind == "turn" and _is_person(row, event.seat) for event in played.events):
        return False  # a person's turn begins, even one who was answering something before (the Emperor's demand)
    mover = row.player_at(played.seat)
    if played.seat in public.to_act:
        return True
    watched = any(not player.is_computer for player in row.players)  # computers alone: each move is posted
    return watched and mover is not None and mover.is_computer


def _is_person(row: GameRow, seat: int | None) -> bool:
    player = row.player_at(seat) if seat is not None else None
    return player is not None and not player.is_computer


def move_text(
    played: Played, *, caretaker: bool = False, lesson: Sequence[str] = (), language: str | None = None
) -> str:
    """The move's own lines: what happened, what everyone may know of it, and a tutorial's `lesson` under it; in the
    table's language (`play.texts.table_language`) unless another is named. A held move's lines are stored so, in
    words (`settings_after`)."""
    language = language or table_language(played.row.settings)
    return "\n".join([headline(played, caretaker=caretaker, language=language), *lesson])


def held_notes(settings: Mapping[str, Any]) -> tuple[list[str], int, bool]:
    """What waits under ``held``: the lines of the moves held, how many older lines were left out, and whether one of
    them started a round (`round_starts`)."""
    notes = settings.get(HELD)
    if not isinstance(notes, dict):
        return [], 0, False
    return [str(line) for line in notes.get("lines", [])], int(notes.get("skipped", 0)), bool(notes.get("round"))


def settings_after(played: Played, settings: Mapping[str, Any], text: str) -> dict[str, Any] | None:
    """The stored `settings` to write with this move (given those it would write anyway: a tutorial's notes), or None
    when they stay as they are: the move's lines (`text`, in the table's language: `move_text`) added under ``held``
    when it is held, the notes gone once posted."""
    lines, skipped, started = held_notes(played.row.settings)
    if holds(played):
        lines = [*lines, *(line for line in text.splitlines() if line)]
        skipped += max(0, len(lines) - HELD_LINES)
        notes = {"lines": lines[-HELD_LINES:], "skipped": skipped, "round": started or round_starts(played)}
        return {**settings, HELD: notes}
    if HELD in settings:
        return {name: value for name, value in settings.items() if name != HELD}
    return None if settings is played.row.settings else dict(settings)


def round_starts(played: Played) -> bool:
    """Whether this move begins a new round: a new turn whose number starts one (every so many seats)."""
    seats = max(1, len(played.public.seats))
    return any(event.kind == "turn" and (played.public.turn - 1) % seats == 0 for event in played.events)


def table_notes(settings: Mapping[str, Any]) -> dict[str, object]:
    """What a lobby's stored settings keep beside the engine's when its game is dealt: the table options ``boards``
    and ``language``."""
    notes: dict[str, object] = {"boards": boards_of(settings)} if "boards" in settings else {}
    if "language" in settings:
        notes["language"] = table_language(settings)
    return notes


def shows_board(settings: Mapping[str, Any], *, started_round: bool = False, last: bool = False) -> bool:
    """Whether a post carries the board's image, by the table option ``boards``: always with ``turn``; with ``round``
    when it starts a round (or is the game's first or last post); never with ``asked``."""
    boards = boards_of(settings)
    if boards == BOARDS_ASKED:
        return False
    return boards != BOARDS_ROUND or started_round or last


def move_owes(
    played: Played, result: GameResult | None = None, *, caretaker: bool = False, lesson: Sequence[str] = ()
) -> list[Owed]:
    """What a move owes: its post, with the lines of the moves held before it (`holds`), then the turn DMs; a held
    move owes nothing (its lines wait in the stored settings: `settings_after`). The move that ends a rated game (its
    `result`, written with it) adds how everyone's rating moved; the move that ends any game owes its replay too. A
    tutorial's `lesson` (`play.tutorial`), the options it explains at this moment, goes under the move's line."""
    if holds(played):
        return []
    public, row = played.public, played.row
    family, language = family_of(public), table_language(row.settings)
    earlier, skipped, started = held_notes(row.settings)
    if skipped:
        earlier = [i18n.text(language, "turns-earlier-lines", count=skipped), *earlier]
    lines = "\n".join([*earlier, move_text(played, caretaker=caretaker, lesson=lesson, language=language)])
    over = public.phase is Phase.OVER
    image = shows_board(row.settings, started_round=started or round_starts(played), last=over)
    if played.turn_goes_on:
        return [board(lines, family.turn_goes_on_line(public, language=language), [], image=image)]
    next_line = family.next_step_line(public, row, language=language)
    if result is not None:
        changes = rating_changes(result, row, language)
        next_line = f"{next_line}\n{changes}" if next_line else changes
    owed = [board(lines, next_line, to_ping(public, row), image=image)]
    ended = [replay_owed()] if over else []
    return owed + [turn_dm(row, user_id) for user_id in to_tell(played)] + ended


def start_owes(loaded: LoadedGame) -> list[Owed]:
    """What a game's start owes: the first board, and a DM to everyone who must choose a starter now."""
    row, game = loaded.row, loaded.game
    assert game is not None
    public, language = game.view(None), table_language(row.settings)
    players = ", ".join(p.name if p.is_computer else f"{p.name} ({who(p)})" for p in row.players)
    key = "turns-game-begun-hints" if game.settings.hints else "turns-game-begun"
    begun = i18n.text(language, key, id=str(row.id), players=players)
    begun = "\n".join([begun, *first_lines(row.settings, game)])  # a tutorial's first explanations, if any
    next_line = family_of(public).next_step_line(public, row, language=language)
    first = board(begun, next_line, to_ping(public, row), image=shows_board(row.settings, started_round=True))
    return [first] + [turn_dm(row, user_id) for user_id in row.waiting_user_ids]


def board(text: str, next_line: str, pinged: Sequence[int], *, image: bool = True) -> Owed:
    """A post for the table: its lines, who acts next, whom it mentions, and whether the board's image goes with it
    (left out by the table option ``boards``: `shows_board`)."""
    return Owed(BOARD, {"text": text, "next": next_line, "ping": list(pinged), "image": image})


def turn_dm(row: GameRow, user_id: int) -> Owed:
    """A DM to a player who must act now: its words are chosen when it is sent, in their language
    (`turn_dm_text`)."""
    return Owed(DM, {"user_id": user_id})


def turn_dm_text(row: GameRow, payload: Mapping[str, Any], language: str) -> str:
    """A turn DM's words in its reader's `language` (their remembered one, `play.prefs.Prefs.speaks`); one owed
    before the DMs spoke each reader's language carries its English words, sent as they are."""
    if "text" in payload:
        return str(payload["text"])
    return i18n.text(language, "turns-your-move", title=table_rules(row).title, id=str(row.id))


def replay_owed() -> Owed:
    """The animated replay of the whole game, owed once by the move that ends it: drawn and posted after its last
    board (`cogs.support.delivery`), from the game as stored, so the payload needs nothing."""
    return Owed(REPLAY, {})


def boards_message(payloads: Sequence[dict[str, Any]], limit: int = 2000, *, language: str = ENGLISH) -> str:
    """One message for these boards of one game, oldest first: every move's line, then the newest's line on who
    acts next. When that would not fit in `limit` characters, the oldest moves are left out and counted instead, in
    the table's `language` (the newest board says it all; /zark log has every move)."""
    moves = [[line for line in str(payload["text"]).splitlines() if line] for payload in payloads]
    last = str(payloads[-1]["next"])
    for skipped in range(len(moves)):
        lines = [line for move in moves[skipped:] for line in move] + ([last] if last else [])
        if skipped:
            lines.insert(0, i18n.text(language, "turns-earlier-moves", count=skipped))
        message = "\n".join(lines)
        if len(message) <= limit:
            return message
    return message[: limit - 1] + "…"


def with_image(payloads: Sequence[dict[str, Any]]) -> bool:
    """Whether one message for these boards carries the board's image: if any of them asks for it (a board written
    before the table option ``boards`` always does)."""
    return any(payload.get("image", True) for payload in payloads)


def board_pings(payloads: Sequence[dict[str, Any]]) -> list[int]:
    """Whom one message for these boards mentions: whoever the newest says must act."""
    return [int(user_id) for user_id in payloads[-1]["ping"]]


def public_view(loaded: LoadedGame) -> GameView:
    assert loaded.game is not None
    return loaded.game.view(None)
