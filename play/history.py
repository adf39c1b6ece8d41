"""A game's history in words: the recent moves of a game (/zark log), in its reader's language, and a player's
finished games (the part of /zark games below the games in progress). Each line of the latter says when the game
ended (in the reader's own date format), what was played, how it ended for the player, and where it was."""

from __future__ import annotations

from data import FinishedGame, GameStore
from i18n import ENGLISH, text
from rules import GameView, Message, kind_for

from .families import family_of
from .texts import MESSAGE_LIMIT

#: How many of a player's latest finished games /zark games lists.
FINISHED_SHOWN = 10

_ORDINALS = ("1st", "2nd", "3rd", "4th", "5th")


def move_log(view: GameView, moves: int, *, language: str = ENGLISH) -> str:
    """/zark log: the last `moves` moves of the game as `view`'s viewer knows them, numbered, each in words (the
    game's family's, in the reader's `language`) and in notation; the newest kept when they would not fit in a
    message."""
    family = family_of(view)
    recent = view.history[-moves:]
    first = len(view.history) - len(recent) + 1
    lines = [
        text(
            language,
            "turns-log-line",
            number=str(number),
            name=view.name(seat),
            move=family.log_words(view, seat, notation, language=language),
            notation=notation,
        )
        for number, (seat, notation) in enumerate(recent, start=first)
    ]
    return ("\n".join(lines) or text(language, "turns-log-empty"))[-MESSAGE_LIMIT:]


def ordinal(place: int) -> str:
    """``2nd`` for place 1 (places count from 0, as the store keeps them), in English."""
    return _ORDINALS[place] if place < len(_ORDINALS) else f"{place + 1}th"


def ending(game: FinishedGame) -> Message:
    """How the game ended for the player: ``won``, ``shared 1st of 3``, ``2nd of 3``, ``resigned``, ``ended by
    agreement`` (a resignation says so whatever place it left); a friendly game (table option `rated` off) says so,
    with ``resigned`` or ``finished`` (it has no result, so no places); ``finished (not rated)`` for any other game
    that was not rated and not agreed (one imported from a record)."""
    if game.by_agreement:
        return Message("days-outcome", how="agreed")
    if game.settings.get("rated") is False:
        return Message("days-outcome", how="friendly-resigned" if game.resigned else "friendly")
    if game.resigned:
        return Message("days-outcome", how="resigned")
    if game.place is None:
        return Message("days-outcome", how="unrated")
    if game.place == 0 and game.tied == 1:
        return Message("days-outcome", how="won")
    how = "shared" if game.tied > 1 else "place"
    return Message("days-outcome", how=how, rank=game.place + 1, seats=game.seats)


def where(game: FinishedGame, *, everywhere: bool) -> str:
    """The game's thread (or channel): a mention in this server, a link that opens from anywhere otherwise."""
    place = game.thread_id or game.channel_id
    if everywhere:
        return f"https://discord.com/channels/{game.guild_id or '@me'}/{place}"
    return f"<#{place}>"


def finished_line(game: FinishedGame, *, everywhere: bool = False, language: str = ENGLISH) -> str:
    """``- <t:…:d> Zark City game 12: won · <#300>``, in the reader's `language`."""
    return text(
        language,
        "days-finished-line",
        date=f"<t:{game.finished_at // 1000}:d>",
        title=kind_for(game.settings).title,
        game=str(game.game_id),
        outcome=ending(game),
        place=where(game, everywhere=everywhere),
    )


async def finished_lines(store: GameStore, user_id: int, guild_id: int | None, *, language: str = ENGLISH) -> list[str]:
    """The heading and lines of the player's latest finished games (in one guild when `guild_id` is given), or no
    lines at all when there are none."""
    games = await store.finished_games(user_id, guild_id, limit=FINISHED_SHOWN)
    if not games:
        return []
    if len(games) < FINISHED_SHOWN:
        heading = text(language, "days-finished-newest-first")
    else:
        heading = text(language, "days-finished-latest", count=FINISHED_SHOWN)
    everywhere = guild_id is None
    return [heading, *(finished_line(game, everywhere=everywhere, language=language) for game in games)]
