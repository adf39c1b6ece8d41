"""Hints (the table option `hints`, `rules.core.options.HINTS`): the move the medium computer player would make
now for the asker's own seat, shown privately as a preview of it, with Play it.

The search never gets the game itself. It gets `GameState.resample(seat, rng)`: the game as that seat may believe
it to be (its own cards, the public board and history, everything else dealt afresh), seeded by the game, its
version and the seat alone (in a tutorial, one word for every game: `play.tutorial.seeded_as`). So the hint
depends only on what the player knows: two games that differ only in the other players' hands and the deck's
order give the same hint. The levels count their search rather than time it
(`rules.players`), so the same moment always gives the same hint; the bot runs the search in a worker process
(`play.thinking.decide`), never on the event loop. A game with hints on is never rated (its kind ranks nobody).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from i18n import ENGLISH, text
from rules import GameState, Message, Phase

from . import tutorial
from .computers import Think
from .errors import UserError
from .moves import Seated
from .preview import Preview, preview

#: The computer player a hint asks (the one `python -m rules hint --level medium` prints).
HINT_LEVEL = "medium"

HINTS_OFF = Message("play-hints-off")
GAME_OVER = Message("play-hint-over")
RESIGNED = Message("play-hint-resigned")
NOT_YOUR_TURN = Message("play-hint-not-your-turn")
HINT_MOVED_ON = Message("play-hint-moved-on")

#: (the game as the seat may believe it, seat, level, seed) -> the action; the bot's runs in a worker process.


@dataclass(frozen=True, slots=True)
class Question:
    """What a hint's search is given: the game as `seat` may believe it to be, and the seed of its choices."""

    believed: GameState
    seat: int
    seed: str


def question(seated: Seated) -> Question:
    """The hint's search for this player, or the sentence why there is none: hints off at this table, the game
    over, the player resigned, or not their turn."""
    row, game, seat = seated.row, seated.game, seated.seat
    if not game.settings.hints:
        raise UserError(HINTS_OFF)
    if game.phase is Phase.OVER:
        raise UserError(GAME_OVER)
    if game.resigned[seat]:
        raise UserError(RESIGNED)
    if seat not in game.seats_to_act():
        raise UserError(NOT_YOUR_TURN)
    seed = f"hint:{tutorial.seeded_as(row.settings) or row.id}:{row.version}:{seat}"
    return Question(game.resample(seat, random.Random(seed)), seat, seed)


async def hint(seated: Seated, think: Think, language: str = ENGLISH) -> Preview:
    """The medium computer player's move for the asker, as a preview of it (the board it would leave and what it
    does in words, in the asker's `language`; Play it commits it while the game is still at this version). Raises
    the sentence why not."""
    asked = question(seated)
    action = await think(asked.believed, asked.seat, HINT_LEVEL, asked.seed)
    heading = text(language, "turns-hint-heading", move=action.notation())  # (the medium player's: HINT_LEVEL)
    return preview(seated, lambda game, seat: action, heading, language=language)
