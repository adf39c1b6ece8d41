"""A player's finished games in words: the part of /zark games below the games in progress. Each line says when the
game ended (in the reader's own date format), what was played, how it ended for the player, and where it was."""

from __future__ import annotations

from data import FinishedGame, GameStore
from rules import kind_for

#: How many of a player's latest finished games /zark games lists.
FINISHED_SHOWN = 10

_ORDINALS = ("1st", "2nd", "3rd", "4th", "5th")


def ordinal(place: int) -> str:
    """``2nd`` for place 1 (places count from 0, as the store keeps them)."""
    return _ORDINALS[place] if place < len(_ORDINALS) else f"{place + 1}th"


def outcome(game: FinishedGame) -> str:
    """How the game ended for the player: ``won``, ``shared 1st of 3``, ``2nd of 3``, ``resigned``, ``ended by
    agreement`` (a resignation says so whatever place it left); a friendly game (table option `rated` off) says so,
    with ``resigned`` or ``finished`` (it has no result, so no places); ``finished (not rated)`` for any other game
    that was not rated and not agreed (one imported from a record)."""
    if game.by_agreement:
        return "ended by agreement, no winner"
    if game.settings.get("rated") is False:
        return f"{'resigned' if game.resigned else 'finished'}: friendly, not rated"
    if game.resigned:
        return "resigned"
    if game.place is None:
        return "finished (not rated)"
    if game.place == 0 and game.tied == 1:
        return "won"
    shared = "shared " if game.tied > 1 else ""
    return f"{shared}{ordinal(game.place)} of {game.seats}"


def where(game: FinishedGame, *, everywhere: bool) -> str:
    """The game's thread (or channel): a mention in this server, a link that opens from anywhere otherwise."""
    place = game.thread_id or game.channel_id
    if everywhere:
        return f"https://discord.com/channels/{game.guild_id or '@me'}/{place}"
    return f"<#{place}>"


def finished_line(game: FinishedGame, *, everywhere: bool = False) -> str:
    """``- <t:…:d> Zark City game 12: won · <#300>``."""
    title = kind_for(game.settings).title
    return (
        f"- <t:{game.finished_at // 1000}:d> {title} game {game.game_id}: {outcome(game)} · "
        f"{where(game, everywhere=everywhere)}"
    )


async def finished_lines(store: GameStore, user_id: int, guild_id: int | None) -> list[str]:
    """The heading and lines of the player's latest finished games (in one guild when `guild_id` is given), or no
    lines at all when there are none."""
    games = await store.finished_games(user_id, guild_id, limit=FINISHED_SHOWN)
    if not games:
        return []
    heading = "Finished, newest first:" if len(games) < FINISHED_SHOWN else f"Latest {FINISHED_SHOWN} finished:"
    return [heading, *(finished_line(game, everywhere=guild_id is None) for game in games)]
