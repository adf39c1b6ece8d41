"""What the bot says of any game in words: the apology, a stale button, games and players by name and link. Each game's
own words are in its package (`play.zark.texts`, `play.zarcana.texts`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from data import GameRow, PlayerRow
from i18n import ENGLISH, LANGUAGES, text
from rules import GameSettings, Message, kind_for
from rules.core.protocol import Rules

#: Discord's limit on the characters of one message's content: every text the bot posts is cut or split to it.
MESSAGE_LIMIT = 2000

#: What a player reads when something failed on our side (the error handler says it in their language).
APOLOGY = Message("play-apology")
STALE_BUTTON = Message("play-stale-button")


def table_language(settings: Mapping[str, Any]) -> str:
    """The language a table's posts are in (its board messages, its thread, its replay): the table option
    ``language``, which is the host's Discord language unless they chose another; English for a game stored without
    it."""
    value = settings.get("language")
    return value if isinstance(value, str) and value in LANGUAGES else ENGLISH


def table_settings(row: GameRow) -> GameSettings:
    """The settings of a stored game, lobbies included (games stored before Unocitta have no "game" and are Zark
    City), read by the engine they name. A lobby's settings name no players yet: it is read as a full table, so
    what depends on the seats actually taken (Zarcana's first player, H-1) is checked at the start, not here."""
    return lobby_settings(row.settings)


def lobby_settings(stored: Mapping[str, Any]) -> GameSettings:
    """Stored settings read by the engine they name; without players (a lobby), with a placeholder for every seat
    the game may have."""
    kind = kind_for(stored)
    players = stored.get("players") or [f"seat {seat}" for seat in range(1, kind.max_players + 1)]
    return kind.settings({**stored, "players": players})


def table_rules(row: GameRow) -> Rules:
    """The rules of a stored game: its ruleset, which answers every rule question (`title` for any game)."""
    return table_settings(row).ruleset


#: Discord's limit on the characters of a thread's name.
THREAD_NAME_LIMIT = 100


def game_name(row: GameRow, *, language: str = ENGLISH) -> str:
    """``Unocitta game 4``: the game by the name of what is played, as threads and DMs call it, in `language` (a
    game's thread: the table's, `table_language`); within a thread name's 100 characters."""
    return text(language, "play-game-name", game=table_rules(row).title, number=str(row.id))[:THREAD_NAME_LIMIT]


def place_mention(row: GameRow) -> str:
    """A clickable channel mention of the game's thread (or the channel it is played in): ``<#123>``."""
    return f"<#{row.thread_id or row.channel_id}>"


def linked_game(row: GameRow) -> Message:
    """The game's thread and its number, said in the reader's language: ``<#123> (game 4)``."""
    return Message("play-game-link", place=place_mention(row), game=str(row.id))


def jump_url(row: GameRow) -> str:
    """A link that opens the game's thread from anywhere, even another server or a DM."""
    return f"https://discord.com/channels/{row.guild_id or '@me'}/{row.thread_id or row.channel_id}"


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def who(player: PlayerRow) -> str:
    """A player as texts name them: a person by mention, a computer player by its name and a 🤖 (never pinged)."""
    return f"🤖 {player.name}" if player.is_computer else mention(player.user_id)


def who_sits_at(row: GameRow, seat: int) -> str:
    """The player of `seat` as `who` names them (a mention for a person)."""
    player = row.player_at(seat)
    return who(player) if player is not None else "?"


def computers_only(row: GameRow, seats: Sequence[int]) -> bool:
    """Whether every one of `seats` is a computer player's: a sentence then speaks of them ("Bot 2 places its
    starter"), never to them."""
    return all((player := row.player_at(seat)) is not None and player.is_computer for seat in seats)
