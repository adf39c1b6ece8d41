"""The texts outside a turn in the reader's (or the table's) language: the lobby message, its buttons and its
"Done: ..." answers. In German, Polish and Russian each differs from the English and formats without an error
(the catalogues are read strictly here); in the pseudo-language no English word is left outside the markers, so
no sentence of this area escapes the catalogues."""

from __future__ import annotations

import dataclasses

import i18n
from cogs.support.items import GameButton
from cogs.support.lobby import LOBBY_BUTTONS, LobbyButton, lobby_buttons
from cogs.support.looking import CatchUpButton, HandButton
from cogs.support.moves import ResignButton
from cogs.support.tutorials import EndTutorialButton
from data import GameRow, Store
from i18n import ENGLISH
from i18n.pseudo import escaped_words
from play import lobby
from rules import Message
from tests.data.store_helpers import new_lobby

#: Languages whose words are checked to be their own: a German, a Polish and a Russian reader.
READERS = ("de", "pl", "ru")


def at_table(row: GameRow, language: str) -> GameRow:
    return dataclasses.replace(row, settings={**row.settings, "language": language})


def escaped(text: str) -> list[str]:
    """The English words of `text` outside the markers, but for what players typed and the games' own names."""
    return [word for word in escaped_words(text) if word not in {"Ann", "Bob", "Cy", "Di", "Zark", "City"}]


async def lobbies(store: Store) -> list[GameRow]:
    """A lobby waiting for players, one with nobody seated but its host, and a game started from a lobby."""
    waiting, alone = await new_lobby(store, 2), await new_lobby(store, 1, channel_id=999)
    started = await store.start_game(waiting.id, "seed")
    return [waiting, alone, started.row]


#: Every note the lobby message may end with (`play.lobby.done_note` and the notes of cogs/support/lobby.py).
NOTES = [
    Message("lobby-joined", name="Cy"),
    Message("lobby-left", name="Cy"),
    Message("lobby-started", name="Ann"),
    Message("lobby-cancelled", name="Ann"),
    Message("lobby-seated", name="Ann", computer="Bot 1 (easy)"),
    Message("lobby-cancelled-channel-taken"),
    Message("lobby-tutorial-started"),
]


def answers(row: GameRow) -> list[Message]:
    """Every private answer of the lobby commands (`play.lobby.done_answer` and cogs/support/lobby.py)."""
    said = []
    for place in ("here", "<#123>"):
        said += [lobby.done_answer(what, row, place) for what in ("join", "leave", "start", "cancel")]
        said += [
            Message("lobby-done-computer-joined", name="Bot 1 (easy)", game="4", place=place),
            Message("lobby-done-computer-left", name="Bot 1 (easy)", game="4", place=place),
        ]
    for place in ("channel", "<#123>"):
        said.append(Message("lobby-opened", game="4", place=place, least=2, most=5))
        said.append(Message("lobby-tutorial-opened", game="Zark City", number="4", place=place, players="Bot 1, Bot 2"))
    return [*said, Message("lobby-thread-opened", game="4")]


async def test_the_lobby_message_is_in_the_tables_language(store: Store, strict: None) -> None:
    for row in await lobbies(store):
        english = lobby.lobby_text(row, Message("lobby-joined", name="Cy"))
        assert english.splitlines()[-1] == "Cy joined."
        for language in READERS:
            text = lobby.lobby_text(at_table(row, language), Message("lobby-joined", name="Cy"))
            assert len(text.splitlines()) == len(english.splitlines())
            for line, english_line in zip(text.splitlines(), english.splitlines(), strict=True):
                assert line != english_line, (language, line)


async def test_no_english_escapes_the_lobby_message(store: Store, pseudo: None) -> None:
    for row in await lobbies(store):
        for note in [None, *NOTES]:
            text = lobby.lobby_text(row, note)
            assert escaped(text) == [], text


async def test_the_lobby_answers_and_notes_are_said_in_each_language(store: Store, strict: None) -> None:
    for said in [*NOTES, *answers(await new_lobby(store))]:
        english = i18n.say(ENGLISH, said)
        for language in READERS:
            assert i18n.say(language, said) != english, (language, said)


async def test_no_english_escapes_the_lobby_answers_and_notes(store: Store, pseudo: None) -> None:
    for said in [*NOTES, *answers(await new_lobby(store))]:
        assert escaped(i18n.say(ENGLISH, said)) == [], said


def test_the_buttons_are_labelled_in_the_given_language(strict: None) -> None:
    english = [child.item.label for child in lobby_buttons(6).children if isinstance(child, LobbyButton)]
    assert english == ["Join", "Leave", "Start", "Cancel", "Add computer"]
    kinds: list[type[GameButton]] = [HandButton, CatchUpButton, ResignButton, EndTutorialButton]
    assert [kind.new(6).item.label for kind in kinds] == ["My hand", "Catch up", "Yes, resign", "End tutorial"]
    for language in READERS:
        labels = [child.item.label for child in lobby_buttons(6, language).children if isinstance(child, LobbyButton)]
        assert len(labels) == len(LOBBY_BUTTONS) and not set(labels) & set(english), labels
        assert all(kind.new(6, language).item.label != kind.new(6).item.label for kind in kinds)
