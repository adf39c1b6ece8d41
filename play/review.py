"""The post-game review in words, for `/zark review` (docs/review.md): which game may be reviewed by whom, and its
findings (`rules.review`) as sentences, in the reader's language (``review.ftl``). A review sees every hand, so it is
refused for a game still running."""

from __future__ import annotations

import i18n
from data.gamestore import GameStore
from data.rows import GameStatus, LoadedGame
from i18n import ENGLISH
from rules import Message, Phase, kind_of
from rules.core.protocol import GameState
from rules.review import ALLOWED_WIN, Finding, Review, position_before

from .errors import UserError
from .families import family_of
from .moves import Venue
from .referee import Referee

#: The level `/zark review` reviews at (every kind of move tried: `rules.review`).
LEVEL = "medium"
#: Buttons a review's message holds at most (Discord: five rows of five).
MAX_JUMPS = 25
#: The most characters the review's message holds (Discord's limit: 2,000).
TEXT_LIMIT = 2000


async def reviewable(referee: Referee, store: GameStore, place: Venue, user_id: int, game_id: int | None) -> LoadedGame:
    """The finished game to review: `game_id`, or the game of this channel or thread (the last one, if it ended).
    Refused in a sentence for a game of another server the asker did not play in, one not started and one still
    running."""
    if game_id is None:
        game_id = (await referee.game_here(place, user_id, ended_ok=True)).id
    loaded = await store.load(game_id)
    row = loaded.row
    if row.guild_id != place.guild_id and row.seat_of(user_id) is None:
        raise UserError(Message("play-review-elsewhere", game=str(game_id)))
    if loaded.game is None or row.status is GameStatus.LOBBY:
        raise UserError(Message("play-review-never-started", game=str(game_id)))
    if loaded.game.phase is not Phase.OVER:
        raise UserError(Message("play-review-not-over", game=str(game_id)))
    return loaded


def finding_words(game: GameState, finding: Finding, language: str = ENGLISH) -> str:
    """One finding as a sentence, its winning move in words and notation."""
    family = family_of(game)
    view = game.view(None)
    name = game.name(finding.seat)
    if finding.kind == ALLOWED_WIN:
        winner = finding.winner
        assert winner is not None
        words = family.log_words(view, winner, finding.move, language=language)
        return i18n.text(
            language,
            "review-allowed-win",
            turn=str(finding.turn),
            name=name,
            winner=game.name(winner),
            words=words,
            move=finding.move,
        )
    words = family.log_words(view, finding.seat, finding.move, language=language)
    return i18n.text(language, "review-missed-win", turn=str(finding.turn), name=name, words=words, move=finding.move)


def review_message(loaded: LoadedGame, review: Review, limit: int = TEXT_LIMIT, *, language: str = ENGLISH) -> str:
    """The review's message in `language`: each finding in words (as many as fit in `limit` characters, then how
    many more), then each player's counts, and what the buttons show."""
    game = loaded.game
    assert game is not None
    title = i18n.text(
        language, "review-heading", game=str(loaded.row.id), title=kind_of(game).title, moves=len(game.history)
    )
    tail = []
    for seat in range(review.seats):
        missed, allowed = review.count(seat, "missed-win"), review.count(seat, ALLOWED_WIN)
        tail.append(i18n.text(language, "review-counts", name=game.name(seat), missed=missed, allowed=allowed))
    boards = len({finding.before for finding in review.findings})
    if boards > MAX_JUMPS:
        tail.append(i18n.text(language, "review-buttons-first", count=MAX_JUMPS))
    elif boards:
        tail.append(i18n.text(language, "review-buttons"))
    lines = [title]
    if not review.findings:
        lines.append(i18n.text(language, "review-nothing"))
    room = limit - len(title) - sum(len(line) + 1 for line in tail) - 80  # 80: the line saying how many more
    for number, finding in enumerate(review.findings, 1):
        line = f"{number}. {finding_words(game, finding, language)}"
        if len(line) + 1 > room:
            lines.append(i18n.text(language, "review-more", count=len(review.findings) - number + 1))
            break
        lines.append(line)
        room -= len(line) + 1
    return "\n".join(lines + tail)


def jump_label(game: GameState, finding: Finding, language: str = ENGLISH) -> str:
    """A jump button's label: the finding's number is in the message; the label names the turn and who."""
    key = "review-jump-allowed" if finding.kind == ALLOWED_WIN else "review-jump-missed"
    return i18n.text(language, key, turn=str(finding.turn), name=game.name(finding.seat))[:80]


def jump_text(game: GameState, before: int, turn: int, language: str = ENGLISH) -> str:
    """What the board a jump button shows is, in `language`: the position before move `before` (0-based) of the
    game."""
    to_act = tuple(game.name(seat) for seat in game.seats_to_act())
    if not to_act:
        return i18n.text(language, "review-board-before-nobody", move=str(before + 1), turn=str(turn))
    return i18n.text(
        language, "review-board-before", move=str(before + 1), turn=str(turn), players=to_act, count=len(to_act)
    )


def board_before(game: GameState, game_id: int, before: int) -> GameState:
    """The game as it stood before its move `before` (0-based), for a jump button; a move the game does not have
    (a button from another game's review) is refused in a sentence. Replays the game: tens of milliseconds."""
    if not 0 <= before < len(game.history):
        raise UserError(Message("play-review-no-move", game=str(game_id), move=str(before + 1)))
    return position_before(game, before)
