"""/zark replay: which finished game's animated replay to show (`render.replay` draws it, `cogs.support.replays` posts
it), and the sentences for a game that has none. The replay shows only what every player saw (public views), so any
finished game of this server, or one the caller played anywhere, may be replayed; another server's game is "no game"
here."""

from __future__ import annotations

import re
from collections.abc import Sequence

from data import FinishedGame, GameNotFoundError, GameStatus, GameStore, LoadedGame
from i18n import text
from rules import Message, Phase, kind_for

from .errors import UserError
from .history import ending
from .moves import Venue
from .referee import Referee
from .suggestions import narrow

#: How many of the caller's latest finished games the game option offers.
OFFERED = 25
GAME_NUMBER = re.compile(r"\s*(?:game\s*)?#?\s*(\d{1,18})\s*", re.IGNORECASE)
NOT_A_NUMBER = Message("play-replay-not-a-number")


def game_number(text: str) -> int:
    """The game id in what was typed: ``12``, ``#12`` or ``game 12``; else the sentence why not."""
    found = GAME_NUMBER.fullmatch(text)
    if found is None:
        raise UserError(NOT_A_NUMBER)
    return int(found[1])


def no_replay(loaded: LoadedGame) -> Message | None:
    """Why this game has no replay yet, or None when it is finished."""
    row = loaded.row
    if row.status is GameStatus.FINISHED and loaded.game is not None and loaded.game.phase is Phase.OVER:
        return None
    if row.status is GameStatus.LOBBY:
        return Message("play-replay-not-started", game=str(row.id))
    if row.status is GameStatus.ABANDONED:
        return Message("play-replay-cancelled", game=str(row.id))
    return Message("play-replay-still-playing", game=str(row.id))


async def load_finished_game(
    store: GameStore, referee: Referee, place: Venue, user_id: int, game: str | None
) -> LoadedGame:
    """The finished game to replay: the one numbered `game`, or the game of this thread or channel; else a sentence
    (no such game here, not finished), and nothing changes."""
    if game is None or not game.strip():
        loaded = await store.load((await referee.game_here(place, user_id, ended_ok=True)).id)
    else:
        number = game_number(game)
        try:
            loaded = await store.load(number)
        except GameNotFoundError:
            raise UserError(Message("play-replay-no-game", game=str(number))) from None
        if loaded.row.guild_id != place.guild_id and loaded.row.seat_of(user_id) is None:
            # another server's: not even whether it exists
            raise UserError(Message("play-replay-no-game", game=str(number)))
    if (refusal := no_replay(loaded)) is not None:
        raise UserError(refusal)
    return loaded


def replay_choices(games: Sequence[FinishedGame], typed: str, language: str) -> list[tuple[str, str]]:
    """The game option's suggestions: the caller's finished games, newest first (``Zark City game 12: won``), in the
    asker's `language`."""
    named = []
    for game in games:
        name = Message("play-game-name", game=kind_for(game.settings).title, number=str(game.game_id))
        named.append((text(language, "replays-choice", name=name, outcome=ending(game)), str(game.game_id)))
    return narrow(named, typed.lstrip("#"))


async def finished_choices(
    store: GameStore, user_id: int, guild_id: int | None, typed: str, language: str
) -> list[tuple[str, str]]:
    return replay_choices(await store.finished_games(user_id, guild_id, limit=OFFERED), typed, language)
