"""Lobbies: who may join, leave, start and cancel a game before it begins, and the lobby message's words."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import partial

import i18n
from data import GameRow, GameStatus, GameStore, LoadedGame, PlayerRow, Timers
from i18n import ENGLISH, LANGUAGES, NATIVE_NAMES
from rules import GameSettings, Message, NotationError, kind_for, kind_named, quoted
from rules.core.registry import default_kind

from . import tutorial
from .announcements import start_owes, table_notes
from .computers import SEAT_LEVELS, computer_name
from .errors import UserError
from .families import family_for
from .prefs import guild_timers
from .suggestions import narrow
from .texts import linked_game, lobby_settings, mention, table_language, table_settings, who

LOBBY_ACTIONS = ("join", "leave", "start", "cancel")
#: The table option of the language its posts are in (`play.texts.table_language`): the host's unless chosen.
LANGUAGE = "language"
#: What each lobby action did, as the lobby message's last line says it (``lobby-joined``: "Ann joined.") and the
#: private answer to the command (``lobby-done-joined``: "Done: you joined (game 4)."): the end of their ids.
DONE = {"join": "joined", "leave": "left", "start": "started", "cancel": "cancelled", "computer": "seated"}
#: The level the lobby's **Add computer** button seats (/zark bot add chooses another).
BUTTON_LEVEL = SEAT_LEVELS[0]
HOST_SEATS_COMPUTERS = Message("play-lobby-host-computers")
#: Where a new player starts: said on every lobby message.
WHERE_TO_START = Message("lobby-where-to-start")


#: What separates table options in `/zark new options:`: spaces or commas; a name and its value are joined by ":" or
#: "=" (``edition:classic deck:zark``).
_OPTION_SEPARATORS = re.compile(r"[\s,]+")


def read_table_options(text: str) -> dict[str, str]:
    """The table options a host typed, by name: ``edition:classic, deck=zark`` gives {"edition": "classic", "deck":
    "zark"}. Raises a sentence for a word that is not NAME:VALUE, or an option named twice."""
    options: dict[str, str] = {}
    for word in _OPTION_SEPARATORS.split(text.strip()):
        if not word:
            continue
        name, separator, value = word.replace("=", ":", 1).partition(":")
        if not separator or not name or not value:
            raise NotationError(Message("play-table-option-not-name-value", word=quoted(word)))
        if name.lower() in options:
            raise NotationError(Message("play-table-option-twice", name=quoted(name)))
        options[name.lower()] = value
    return options


def table_option_choices(game: str, typed: str, language: str = ENGLISH) -> list[tuple[str, str]]:
    """Autocomplete of `/zark new options:` for the game chosen: the options typed so far, then each value of an
    option not yet given, with what that value does in the asker's `language` (``rated:off · a friendly game, not
    rated``)."""
    try:
        kind = kind_named(game or default_kind().key)
    except NotationError:
        return []
    words = [word for word in _OPTION_SEPARATORS.split(typed.strip()) if word]
    done, last = (words, "") if typed[-1:].isspace() or typed[-1:] == "," else (words[:-1], "".join(words[-1:]))
    given = {word.replace("=", ":", 1).partition(":")[0].lower() for word in done}
    prefix = " ".join(done)
    choices = []
    for option in kind.table_options:
        if option.name in given:
            continue
        for value in option.values:
            word = f"{option.name}:{value}"
            if word.startswith(last.lower().replace("=", ":")) or last.lower() in option.name:
                value_text, does = f"{prefix} {word}".strip(), option.describe(value)
                name = value_text
                if does is not None:  # the value and what it does: ``rated:off · a friendly game, not rated``
                    name = i18n.say(language, Message("choice-with-words", value=value_text, words=does))
                choices.append((name, value_text))
    if LANGUAGE not in given:
        choices += language_choices(prefix, last, language)
    return narrow(choices, "")


def check_settings(game: str, options: Mapping[str, str], host_language: str = ENGLISH) -> dict[str, object]:
    """The table options of a new game, as stored: an option left out is the game's own default, and the table's
    ``language`` the host's (`host_language`) unless they chose one. Raises the rules' own sentence for a game, an
    option or a value its kind does not have, or options that do not go together (`rules.GameKind.table`).
    Everything the lobby message reads of them is read here too, before anything is stored: a refusal stores
    nothing."""
    engine_options = {name: value for name, value in options.items() if name != LANGUAGE}
    language = language_option(options[LANGUAGE]) if LANGUAGE in options else host_language
    stored = kind_named(game).table(engine_options) | {LANGUAGE: language}
    family_for(stored).table_words(lobby_settings(stored))
    return stored


def language_option(value: str) -> str:
    """The table option ``language``: one of the bot's languages by its tag (``de``, ``pt-BR``), in any case."""
    for language in LANGUAGES:
        if value.strip().lower() == language.lower():
            return language
    raise NotationError(Message("play-language-unknown", value=quoted(value), languages=", ".join(LANGUAGES)))


def language_choices(prefix: str, last: str, reader: str) -> list[tuple[str, str]]:
    """``/zark new options:`` suggestions of the table's language, each with its name in its own words (said as a
    choice in the `reader`'s language: ``language:de · Deutsch``)."""
    choices = []
    for language in LANGUAGES:
        word = f"{LANGUAGE}:{language}"
        if word.lower().startswith(last.lower().replace("=", ":")) or last.lower() in LANGUAGE:
            value_text = f"{prefix} {word}".strip()
            said = Message("choice-with-words", value=value_text, words=NATIVE_NAMES[language])
            choices.append((i18n.say(reader, said), value_text))
    return choices


def table_flags(settings: GameSettings) -> str:
    """What the lobby adds to a table's words for the options every kind shares (``lobby-heading``'s ``$flags``):
    ``hints`` (hints on, never rated), ``friendly`` (rated off), or ``none``."""
    if settings.hints:
        return "hints"
    return "none" if settings.rated else "friendly"


def lobby_text(row: GameRow, note: Message | None = None) -> str:
    """The lobby message, in the table's language (`play.texts.table_language`): the game, its options, host and
    players, how to join while it waits, and `note` (what was just done) last."""
    language = table_language(row.settings)
    settings, kind = table_settings(row), kind_for(row.settings)
    players = ", ".join(who(p) for p in row.players) or Message("lobby-nobody-yet")
    lines = [
        Message(
            "lobby-heading",
            game=kind.title,
            number=str(row.id),
            words=family_for(row.settings).table_words(settings, language=language),
            flags=table_flags(settings),
            host=mention(row.host_id),
        ),
        Message("lobby-players", count=len(row.players), most=kind.max_players, players=players),
    ]
    if row.status is GameStatus.LOBBY:
        lines.append(Message("lobby-how-to-join", least=kind.min_players, most=kind.max_players, level=BUTTON_LEVEL))
        lines.append(WHERE_TO_START)
    if note is not None:
        lines.append(note)
    return "\n".join(i18n.say(language, line) for line in lines)


def done_note(what: str, name: str, row: GameRow) -> Message:
    """The lobby message's last line after `what` (a key of `DONE`) was done by `name`: ``Ann joined.``; the
    **Add computer** button's names the computer player it seated (the newest seat is the last)."""
    if what == "computer":
        return Message("lobby-seated", name=name, computer=row.players[-1].name)
    return Message(f"lobby-{DONE[what]}", name=name)


def done_answer(what: str, row: GameRow, place: str) -> Message:
    """The private answer to a lobby command (`what`: join, leave, start, cancel): ``Done: you joined (game 4).``;
    `place` is where the game plays when the command was typed elsewhere (``<#123>``), or ``here``."""
    return Message(f"lobby-done-{DONE[what]}", game=str(row.id), place=place)


async def server_timers(store: GameStore, guild_id: int | None) -> Timers | None:
    """The timers a new game in this server starts with (its defaults: /zark timers scope:new games in this server)."""
    return guild_timers(await store.guild_settings(guild_id)) if guild_id is not None else None


def can_cancel(row: GameRow, user_id: int, manages_server: bool) -> bool:
    """The host, or anyone who may manage the server."""
    return user_id == row.host_id or manages_server


async def join(store: GameStore, game_id: int, user_id: int, name: str) -> GameRow:
    return await store.join(game_id, user_id, name)


async def leave(store: GameStore, game_id: int, user_id: int) -> GameRow:
    """Give up one's seat. The host may too, once a computer player is seated: they still host the game (start
    and cancel it) and watch the computers play."""
    row = (await store.load(game_id)).row
    if row.host_id == user_id and not any(player.is_computer for player in row.players):
        raise UserError(Message("play-lobby-host-leaving"))
    return await store.leave(game_id, user_id)


async def add_computer(store: GameStore, game_id: int, user_id: int, level: str) -> GameRow:
    """The host seats a computer player at `level` (every game plays every level)."""
    row = (await store.load(game_id)).row
    if row.host_id != user_id:
        raise UserError(HOST_SEATS_COMPUTERS)
    if level not in SEAT_LEVELS:
        raise UserError(Message("play-lobby-no-level", level=quoted(level)))
    language = table_language(row.settings)
    return await store.add_computer(game_id, level, lambda number: computer_name(number, level, language))


async def remove_computer(store: GameStore, game_id: int, user_id: int, which: int | None) -> tuple[GameRow, PlayerRow]:
    """The host removes a computer player: the one named, or else the last one seated. Returns the lobby after,
    and who left."""
    gone = computer_to_remove((await store.load(game_id)).row, user_id, which)
    return await store.leave(game_id, gone.user_id), gone


def computer_to_remove(row: GameRow, user_id: int, which: int | None) -> PlayerRow:
    if row.host_id != user_id:
        raise UserError(HOST_SEATS_COMPUTERS)
    computers = [player for player in row.players if player.is_computer]
    if not computers:
        raise UserError(Message("play-lobby-no-computer"))
    if which is None:
        return computers[-1]
    found = next((player for player in computers if player.user_id == which), None)
    if found is None:
        raise UserError(Message("play-lobby-not-a-computer"))
    return found


def removable_computers(row: GameRow) -> list[tuple[str, str]]:
    """Autocomplete of /zark bot remove: the lobby's computer players."""
    return [(player.name, str(player.user_id)) for player in row.players if player.is_computer]


async def start(store: GameStore, game_id: int, user_id: int, seed: str) -> LoadedGame:
    row = (await store.load(game_id)).row
    if row.host_id != user_id:
        raise UserError(Message("play-lobby-host-starts", host=mention(row.host_id)))
    kind = kind_for(row.settings)
    if len(row.players) < kind.min_players:
        raise UserError(Message("play-lobby-too-few", game=kind.title, count=kind.min_players))
    try:  # the settings with the seats actually taken (Zarcana's first player, H-1): refused before the store
        kind.settings({**row.settings, "players": [player.name for player in row.players]})
    except NotationError as error:
        refusal = error.message if error.message is not None else error.sentence
        raise UserError(Message("play-lobby-start-refused", refusal=refusal)) from None
    kept = table_notes(row.settings)  # the table's own options, beside the engine's settings (`boards`)
    return await store.start_game(game_id, seed, owed=start_owes, notes=lambda game: kept)  # the first board, DMs


async def start_tutorial(store: GameStore, game_id: int, learner: int) -> LoadedGame:
    """/zark tutorial: seat the tutorial's gentle computer players at the learner's new table and deal it the
    tutorial's own deal (`tutorial.deal_of`), with the tutorial's notes (`play.tutorial`) and its first board, which
    explains what the learner may do at once."""
    language = table_language((await store.load(game_id)).row.settings)
    for level in tutorial.COMPUTERS:
        await store.add_computer(game_id, level, partial(computer_name, level=level, language=language))
    row = (await store.load(game_id)).row
    seat = row.seat_of(learner)
    assert seat is not None, "the learner opened the table"
    notes, kept = tutorial.start_notes(learner, seat), table_notes(row.settings)  # its language too, as at `start`
    deal = tutorial.deal_of(str(row.settings["game"]))
    return await store.start_game(game_id, deal, owed=start_owes, notes=lambda game: {**kept, **notes(game)})


async def cancel(store: GameStore, game_id: int, user_id: int, manages_server: bool) -> GameRow:
    row = (await store.load(game_id)).row
    if not can_cancel(row, user_id, manages_server):
        raise UserError(Message("play-lobby-who-cancels"))
    return await store.abandon(game_id)


async def refuse_where_a_game_lives(store: GameStore, place_id: int) -> None:
    """A new game cannot live where commands already go to another game: a game's thread (whatever the state of
    its game), or a channel whose own game is still on."""
    found = await store.last_game_in_channel(place_id)
    if found is None:
        return
    if found.thread_id == place_id:
        raise UserError(Message("play-lobby-thread-taken", game=str(found.id), channel=f"<#{found.channel_id}>"))
    if found.status.is_active:
        raise UserError(Message("play-lobby-channel-taken", game=str(found.id)))


def _may_mean(row: GameRow, user_id: int, what: str) -> bool:
    """Whether a lobby command `what` typed by `user_id` may be meant for this lobby: one not joined yet (join),
    one sat in (leave), one hosted (start, cancel and the computer players)."""
    if what == "join":
        return row.seat_of(user_id) is None
    if what == "leave":
        return row.seat_of(user_id) is not None
    return row.host_id == user_id


async def lobby_meant(store: GameStore, channel_id: int, guild_id: int | None, user_id: int, what: str) -> GameRow:
    """The lobby a lobby command typed in a channel with no game of its own acts on: the one lobby opened from this
    channel (each plays in a thread of its own) that the command may be meant for (`_may_mean`). With none, or
    several, the sentence naming the lobbies and their threads."""
    lobbies = await store.lobbies(guild_id) if guild_id is not None else []
    meant = [row for row in lobbies if row.channel_id == channel_id and _may_mean(row, user_id, what)]
    if len(meant) == 1:
        return meant[0]
    if meant:
        places = tuple(linked_game(row) for row in meant[:5])
        raise UserError(Message("play-lobby-several-meant", count=len(meant), places=places))
    raise UserError(await no_lobby_here(store, channel_id, guild_id))


async def no_lobby_here(store: GameStore, channel_id: int, guild_id: int | None) -> Message:
    """Where the open lobbies are, when a lobby command names no game: those opened from this channel (each plays
    in a thread of its own), or else those of this server."""
    lobbies = await store.lobbies(guild_id) if guild_id is not None else []
    here = [row for row in lobbies if row.channel_id == channel_id]
    shown = (here or lobbies)[:5]
    if not shown:
        return Message("play-lobby-none-waiting")
    return Message("play-lobby-waiting", places=tuple(linked_game(row) for row in shown))
