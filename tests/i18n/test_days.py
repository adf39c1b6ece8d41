"""Games across days in their readers' languages: the answers of /zark clock, timers, notify, away, games and
remove (the asker's), what a game's thread is told of them (the table's), and the scheduler's reminders (the
thread's in the table's language, each DM in its player's). In German, Polish and Russian each text differs from
the English and formats without an error (the catalogues are read strictly here); in the pseudo-language no English
word is left outside the markers, so no sentence of this area escapes the catalogues. Then the English of the
sentences that were wrong ("You are is away", "1 players"), and `/zark notify language:`."""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

import i18n
from cogs.shared import LANGUAGE_CHOICES
from cogs.support.translator import choice_key, localized
from data import FinishedGame, GameRow, GameStatus, Store, Timers
from i18n import ENGLISH, LANGUAGES, NATIVE_NAMES
from i18n.pseudo import escaped_words
from play import scheduler, timers
from play.errors import UserError
from play.history import finished_line
from play.prefs import Prefs
from play.referee import Referee
from tests.data.store_helpers import CHANNEL, GUILD, FakeClock, fake_clock
from tests.data.test_store_rating_reads import duel
from tests.play.tables import ANN, BOB, play
from tests.words import english
from tests.words import said as english_of

#: Languages whose words are checked to be their own: a German, a Polish and a Russian reader.
READERS = ("de", "pl", "ru")
#: Every way a finished game may have ended for a player (`play.history.ending`).
ENDINGS = [
    {},
    {"tied": 2},
    {"place": 1},
    {"place": 4, "seats": 5},
    {"place": 2, "resigned": True},
    {"place": None, "tied": 0, "by_agreement": True},
    {"place": None, "tied": 0},
    {"place": None, "tied": 0, "settings": {"game": "zark-city", "rated": False}},
    {"place": None, "tied": 0, "resigned": True, "settings": {"game": "zarcana", "rated": False}},
]
WON = FinishedGame(1, {"game": "zark-city"}, GUILD, CHANNEL, None, 0, 3, 0, 1, resigned=False, by_agreement=False)


@asynccontextmanager
async def opened(folder: Path) -> AsyncIterator[Store]:
    async with await Store.open(folder / "zark.db", clock=FakeClock()) as store:
        yield store


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    async with opened(tmp_path) as store:
        yield store


async def tables(store: Store, referee: Referee, language: str) -> list[GameRow]:
    """Tables speaking `language`: a lobby; a game waiting for Ann's first turn (seed "seed", `tests.play.tables`)
    with a deadline and a caretaker limit of one, for 30 hours; the same waiting since a moment the store does not
    know; one waiting for computer players only; and a game that was stopped."""
    lobby = await store.create_lobby(
        guild_id=GUILD, channel_id=CHANNEL + 1, host_id=ANN, host_name="Ann", settings={"language": language}
    )
    settings: dict[str, object] = {"edition": "arcade", "deck": "standard", "language": language}
    row = await store.create_lobby(guild_id=GUILD, channel_id=CHANNEL, host_id=ANN, host_name="Ann", settings=settings)
    await store.join(row.id, BOB, "Bob")
    await store.start_game(row.id, "seed", notes=lambda game: {"language": language})  # as `play.lobby` keeps it
    for user, line in ((ANN, "starter 9H"), (BOB, "starter 6S"), (BOB, "place N13")):
        await play(referee, user, line)
    row = await store.set_timers(row.id, Timers(deadline_minutes=2 * 24 * 60, caretaker_limit=1))
    fake_clock(store).advance(hours=30)
    row = (await store.load(row.id)).row
    return [
        lobby,
        row,
        dataclasses.replace(row, turn_since=None, timers=Timers(), deadline_at=None),
        dataclasses.replace(row, waiting_seats=()),
        dataclasses.replace(row, status=GameStatus.ABANDONED),
    ]


async def every_text(store: Store, language: str) -> dict[str, str]:
    """Each text of this area as a reader of `language` reads it (each table speaking it too), by a name."""
    clock, referee = fake_clock(store), Referee(store)
    rows = await tables(store, referee, language)
    texts = {f"clock {n}": timers.clock_text(row, clock(), language=language) for n, row in enumerate(rows)}
    for n, each in enumerate([Timers(), Timers(deadline_minutes=14 * 24 * 60 + 90, caretaker_limit=1)]):
        texts[f"timers {n}"] = i18n.say(language, timers.timers_words(each))
        texts[f"defaults {n}"] = i18n.say(language, await timers.set_defaults(store, GUILD, each))
        texts[f"timers changed {n}"] = i18n.text(language, "days-timers-changed", timers=timers.timers_words(each))
    preferences = [
        Prefs(),
        Prefs(dm=True, quiet_from=22, quiet_to=7, timezone="Europe/Paris", language="pl", language_chosen=True),
        Prefs(dm=True, dm_failed=True, language="ru"),
    ]
    for n, prefs in enumerate(preferences):
        texts[f"notify {n}"] = i18n.say(language, timers.prefs_words(prefs))
    for days in (3, 0):
        absence = await timers.set_away(store, BOB, days, clock())
        texts[f"away news {days}"] = i18n.say(language, absence.news)
        texts[f"away answer {days}"] = i18n.say(language, absence.answer)
    await duel(store, 0, 1)
    await duel(store, 1, 0, game="unocitta", thread=CHANNEL + 7)
    for user in (ANN, BOB, 4242):
        texts[f"games here {user}"] = await timers.games_here(store, user, GUILD, language=language)
        texts[f"games everywhere {user}"] = await timers.games_everywhere(store, user, clock(), language=language)
    for n, ending in enumerate(ENDINGS):
        game = dataclasses.replace(WON, **ending)  # type: ignore[arg-type]
        texts[f"finished {n}"] = finished_line(game, everywhere=bool(n % 2), language=language)
    waiting = rows[1]
    texts["remove choices"] = "\n".join(name for name, _ in timers.removable_players(waiting, BOB, language=language))
    for n, row in enumerate(rows[1:3]):
        thread, dm = scheduler.reminder_texts(row, [ANN], clock())
        texts[f"reminder {n}"], texts[f"reminder dm {n}"] = thread, dm(language)
    turn = [played async for played in scheduler.caretaker_turn(referee, waiting, ANN)]
    assert turn, "the caretaker played for Ann"
    notice = await scheduler.limit_reached(store, waiting.id, ANN)
    assert notice is not None
    texts["limit reached"] = notice
    texts["removed"] = i18n.text(language, "days-removed", name="Bob", game="4")
    texts["pong"] = i18n.text(language, "days-pong")
    return texts


def fake_now() -> datetime:
    return datetime(2026, 6, 1, 12, 0, tzinfo=UTC)


async def test_every_text_of_games_across_days_is_in_the_readers_language(tmp_path: Path, strict: None) -> None:
    async with opened(tmp_path / ENGLISH) as store:
        english_texts = await every_text(store, ENGLISH)
    for language in READERS:
        async with opened(tmp_path / language) as store:
            theirs = await every_text(store, language)
        assert theirs.keys() == english_texts.keys()
        for name, text in theirs.items():
            assert text != english_texts[name], (language, name, text)
            assert len(text.splitlines()) == len(english_texts[name].splitlines()), (language, name, text)


async def test_no_english_escapes_the_texts_of_games_across_days(store: Store, pseudo: None) -> None:
    for name, text in (await every_text(store, ENGLISH)).items():
        assert escaped_words(text) == [], (name, text)


async def test_the_away_answer_speaks_to_the_player_and_the_news_of_them(store: Store) -> None:
    """Once "You are is away", made from the news by replacing the mention: each is its own sentence now."""
    absence = await timers.set_away(store, BOB, 2, fake_clock(store)())
    until = int((fake_clock(store)() + timedelta(days=2)).timestamp())
    moment = f"<t:{until}:f> (<t:{until}:R>)"
    assert english_of(absence.answer) == f"You are away until {moment}: no reminders or deadlines for you until then."
    assert english_of(absence.news) == (
        f"<@{BOB}> is away until {moment}: no reminders or deadlines for them until then."
    )
    back = await timers.set_away(store, BOB, 0, fake_clock(store)())
    assert english_of(back.answer) == "Welcome back: your timers run again."


async def test_games_here_counts_one_player_and_several_in_words(store: Store) -> None:
    """Once "1 players": the count chooses its plural in the catalogue."""
    alone = await store.create_lobby(guild_id=GUILD, channel_id=CHANNEL, host_id=ANN, host_name="Ann", settings={})
    lines = (await timers.games_here(store, ANN, GUILD)).splitlines()
    assert lines == [f"<#{CHANNEL}> (game {alone.id}): lobby, 1 player"]
    await store.join(alone.id, BOB, "Bob")
    assert (await timers.games_here(store, BOB, GUILD)) == f"<#{CHANNEL}> (game {alone.id}): lobby, 2 players"


async def test_a_chosen_language_for_dms_stays_until_the_player_goes_back_to_the_last_used(store: Store) -> None:
    said = await timers.set_notify(store, ANN, language="de", using="fr")
    assert "Language of DMs and reminders: Deutsch (your choice)." in english_of(said)
    assert await timers.remember_language(store, ANN, "pl") is False  # using the bot in Polish leaves the choice
    assert (await timers.prefs_of(store, ANN)).speaks() == "de"
    said = await timers.set_notify(store, ANN, language=timers.LAST_USED, using="fr")
    assert "Language of DMs and reminders: Français (the one you last used the bot in;" in english_of(said)
    assert (await timers.prefs_of(store, ANN)) == Prefs(language="fr")
    assert await timers.remember_language(store, ANN, "pl") is True  # and from now on it follows the bot's use
    assert (await timers.prefs_of(store, ANN)).speaks() == "pl"


async def test_an_unknown_language_is_refused_and_changes_nothing(store: Store) -> None:
    await timers.set_notify(store, ANN, dm=True)
    before = await store.user_settings(ANN)
    with pytest.raises(UserError) as refused:
        await timers.set_notify(store, ANN, dm=False, language="klingon")
    languages = ", ".join(LANGUAGES)
    assert english(refused.value) == i18n.text(ENGLISH, "play-language-unknown", value="'klingon'", languages=languages)
    assert await store.user_settings(ANN) == before


def test_the_language_choices_are_the_languages_own_names_in_every_language() -> None:
    names = [choice.name for choice in LANGUAGE_CHOICES]
    assert names[:-1] == [NATIVE_NAMES[language] for language in LANGUAGES]
    assert [choice.value for choice in LANGUAGE_CHOICES] == [*LANGUAGES, timers.LAST_USED]
    last = LANGUAGE_CHOICES[-1]
    for language in LANGUAGES[1:]:
        assert [localized(language, choice_key(choice), None) for choice in LANGUAGE_CHOICES[:-1]] == names[:-1]
        assert localized(language, choice_key(last), None) not in {None, last.name}, language


def test_the_reminders_dm_is_said_in_each_players_language(strict: None) -> None:
    """The thread's reminder is in the table's language; its DM is said in whichever language its reader's is."""
    row = GameRow(
        7, GUILD, CHANNEL, None, None, ANN, GameStatus.PLAYING, {"language": "ru"}, "seed", (), 3, 0, (0,), None,
        fake_now(), fake_now(),
    )  # fmt: skip
    thread, dm = scheduler.reminder_texts(row, [ANN], fake_now())
    assert thread.startswith(f"⏰ <@{ANN}>: партия 7 ждёт вашего хода")
    assert dm("de") == "⏰ Partie 7 wartet schon eine Weile auf deinen Zug."
    assert dm(ENGLISH) == "⏰ Game 7 has waited a while for your move."
