"""The refusals raised above the engine (play/, cogs/, the store) reach the error handler as messages, said in the
reader's language: met in real situations, each carries a `rules.Message` whose German, Polish and Russian words
differ from the English and format without an error; the error handler says a refusal and the apology in the
reader's language; and no file of this area raises a player an English sentence of its own any more."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from pathlib import Path

import discord
import pytest

import i18n
from cogs.support.replies import report_error
from data import LobbyError, StaleVersionError, Store, StoreError
from i18n import ENGLISH, Catalogue
from i18n.catalogue import whole_text
from play import lobby
from play.actor import Actor
from play.errors import UserError
from play.referee import STALE_MENU, Referee, Venue
from play.replays import game_number
from play.zarcana import reading as zarcana_reading
from play.zark import choices
from play.zark import reading as zark_reading
from rules import GameState, Message, NotationError
from tests.cogs.test_replies import FakeInteraction
from tests.data.store_helpers import CHANNEL, GUILD, OTHER_CHANNEL, THREAD, new_lobby
from tests.play.tables import ANN, BOB, STRANGER, doing, play, started, through_setup
from tests.stand_ins import stand_in

ROOT = Path(__file__).resolve().parents[2]
#: Languages whose words are checked to be their own: a German, a Polish and a Russian reader.
READERS = ("de", "pl", "ru")


@pytest.fixture
def referee(store: Store) -> Referee:
    return Referee(store)


async def refusal(attempt: Awaitable[object], kind: type[Exception] = UserError) -> Message:
    """The message `attempt` is refused with (it must carry one: a refusal in English words fails here)."""
    with pytest.raises(kind) as caught:
        await attempt
    said = getattr(caught.value, "message", None)
    assert isinstance(said, Message), f"{caught.value!r} carries an English sentence, not a message"
    return said


def in_every_reader(said: Message) -> dict[str, str]:
    """The message in English and in each reader's language, formatted strictly (a missing variable or message
    fails); each reader's words differ from the English."""
    words = {ENGLISH: Catalogue({ENGLISH: whole_text(ENGLISH)}, strict=True).say(ENGLISH, said)}
    for language in READERS:
        strict = Catalogue({ENGLISH: whole_text(ENGLISH), language: whole_text(language)}, strict=True)
        assert strict.has(said.key, language), f"{language} lacks {said.key}"
        words[language] = strict.say(language, said)
        assert words[language] != words[ENGLISH], (language, said.key, words[language])
    return words


async def test_a_stranger_and_a_player_out_of_turn_are_refused_in_their_own_language(
    referee: Referee, store: Store
) -> None:
    await through_setup(referee, store)  # Ann's turn
    words = in_every_reader(await refusal(play(referee, STRANGER, "draw")))
    assert words[ENGLISH] == "You are not playing in this game."
    said = await refusal(play(referee, BOB, "draw"))
    assert said == Message("play-not-your-turn", name="Ann")
    assert in_every_reader(said)[ENGLISH] == "It is Ann's turn, not yours."


async def test_no_game_here_lists_the_players_games_as_links_in_the_readers_words(
    referee: Referee, store: Store
) -> None:
    first = await started(store)
    second = await store.start_game((await new_lobby(store, 2, channel_id=THREAD)).id, "seed")
    said = await refusal(referee.play(Venue(OTHER_CHANNEL, GUILD), Actor.player(ANN), doing("draw"), None))
    words = in_every_reader(said)
    links = f"<#{CHANNEL}> (game {first.row.id}), <#{THREAD}> (game {second.row.id})"
    assert words[ENGLISH] == f"There is no game here. Your games: {links}"
    assert f"<#{CHANNEL}> (Partie {first.row.id}), <#{THREAD}> (Partie {second.row.id})" in words["de"]
    assert f"(партия {second.row.id})" in words["ru"]


async def test_a_stale_menu_is_refused_with_its_message(referee: Referee, store: Store) -> None:
    loaded = await through_setup(referee, store)  # Ann's turn
    attempt = referee.play_in(loaded.row.id, Actor.player(ANN), doing("draw"), None, expected_version=0)
    said = await refusal(attempt)
    assert said == STALE_MENU
    in_every_reader(said)


async def test_the_stores_refusals_carry_messages_with_their_counts(store: Store) -> None:
    row = await new_lobby(store, 5)
    said = await refusal(store.join(row.id, 4242, "Gus"), LobbyError)
    assert said == Message("store-lobby-full", count=5)
    words = in_every_reader(said)
    assert words[ENGLISH] == "This game is full: 5 players have joined."
    assert "5 graczy" in words["pl"] and "5 игроков" in words["ru"]
    loaded = await started(store)
    game = loaded.game
    assert game is not None

    def moved() -> GameState:
        after = game.copy()
        seat = after.seats_to_act()[0]
        after.apply(seat, after.legal_actions(seat)[0])
        return after

    await store.commit_move(loaded.row.id, loaded.row.version, moved(), user_id=None, interaction_id=None)
    again = store.commit_move(loaded.row.id, loaded.row.version, moved(), user_id=None, interaction_id=None)
    in_every_reader(await refusal(again, StaleVersionError))


async def test_only_the_host_runs_the_lobby_in_every_language(store: Store) -> None:
    row = await new_lobby(store, 2)
    assert row.host_id == ANN
    for attempt in (
        lobby.add_computer(store, row.id, BOB, "easy"),
        lobby.start(store, row.id, BOB, "seed"),
        lobby.cancel(store, row.id, BOB, manages_server=False),
    ):
        in_every_reader(await refusal(attempt))


def said_by(reader: Callable[[], object]) -> Message:
    """The message a reader of typed text refuses with."""
    with pytest.raises((UserError, NotationError)) as caught:
        reader()
    said = getattr(caught.value, "message", None)
    assert isinstance(said, Message), f"{caught.value!r} carries an English sentence, not a message"
    return said


def test_typed_options_and_the_entries_saying_why_nothing_is_offered_carry_messages() -> None:
    for reader in (
        lambda: game_number("the last one"),
        lambda: zark_reading.parse_piece("M13"),
        lambda: zark_reading.parse_cards("", deck="uno"),
        lambda: zark_reading.parse_target("N13 x medium"),
        lambda: zark_reading.parse_outcome("maybe"),
        lambda: zarcana_reading.parse_cards(""),
        lambda: zarcana_reading.parse_acting("my best one"),
        lambda: lobby.read_table_options("edition:classic edition:arcade"),
    ):
        in_every_reader(said_by(reader))
    uno = in_every_reader(said_by(lambda: zark_reading.parse_cards("", deck="uno")))
    assert uno[ENGLISH] == "Name at least one card, like '7R' or '7R SB'."
    for said in [*choices.NOTHING_NOW.values(), choices.nothing_now("no such key")]:
        in_every_reader(said)


async def test_the_error_handler_answers_a_refusal_and_the_apology_in_the_readers_language() -> None:
    for language in READERS:
        interaction = FakeInteraction()
        interaction.locale = language
        await report_error(stand_in(discord.Interaction, interaction), StaleVersionError(1, 2, 3))
        interaction_bug = FakeInteraction()
        interaction_bug.locale = language
        await report_error(stand_in(discord.Interaction, interaction_bug), ValueError("boom"))
        stale = i18n.say(language, Message("store-stale-version"))
        apology = i18n.say(language, Message("play-apology"))
        assert interaction.sent == [f"response: {stale}"] and interaction_bug.sent == [f"response: {apology}"]
        assert stale != i18n.say(ENGLISH, Message("store-stale-version"))


#: Where a player's refusal could still be raised as an English sentence: the application, the cogs, the store.
AREA = ("play", "cogs", "data")
#: A raise of an error built from an English sentence: ``Error("You ...`` or ``Error(f"There ...``.
ENGLISH_RAISE = re.compile(r"""Error\(\s*f?["'][A-Z][a-z']+ """)
#: Errors an operator or a developer reads, in English by design (a database too new or out of reach, a copy that
#: failed, a bad database address, a stored game that cannot be replayed, a programming mistake).
FOR_OPERATORS = re.compile(
    r"SchemaTooNewError|DatabaseUnavailableError|CopyError|TargetError|ReplayError|ValueError|LookupError|"
    r"RuntimeError|TypeError|AssertionError|KeyError|NotImplementedError|ComputerMoveRefused|ConfigError"
)
#: Files read only by an operator's command line.
COMMAND_LINES = {"data/__main__.py", "play/__main__.py", "cogs/__main__.py"}


def english_raises() -> list[str]:
    found = []
    for folder in AREA:
        for path in sorted((ROOT / folder).rglob("*.py")):
            name = path.relative_to(ROOT).as_posix()
            if name in COMMAND_LINES:
                continue
            text = path.read_text(encoding="utf-8")
            for match in ENGLISH_RAISE.finditer(text):
                start = text.rfind("\n", 0, match.start()) + 1
                line = text[start : text.find("\n", match.end())]
                if not FOR_OPERATORS.search(text[max(0, match.start() - 60) : match.end()]):
                    found.append(f"{name}: {line.strip()}")
    return found


def test_no_refusal_of_play_cogs_or_the_store_is_an_english_sentence() -> None:
    assert english_raises() == []


def test_the_scan_finds_an_english_refusal() -> None:
    assert ENGLISH_RAISE.search('raise UserError("This game is over.")')
    assert ENGLISH_RAISE.search('raise LobbyError(f"This game is full: {n} players have joined.")')
    assert not ENGLISH_RAISE.search('raise UserError(Message("play-game-over"))')


def test_store_errors_made_with_a_message_name_it_in_logs() -> None:
    error = StoreError(Message("store-game-over"))
    assert error.sentence == "store-game-over" and str(error) == "store-game-over"
    assert StoreError("The database is too new.").message is None
