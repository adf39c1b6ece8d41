"""The rules pages (/zark rules, /zarcana rules), Zarcana's house rulings and engine choices, and the tutorial's
lessons are said in their reader's language (a lesson in its table's, which is its learner's): every page, ruling and
lesson formats in every language, fits Discord's messages, reads otherwise in German, Polish and Russian than in
English, and in the pseudo-language has no English outside the markers; the commands show the pages in the language
of the player who asked."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from types import SimpleNamespace

import discord
import pytest

import i18n
from cogs.zarcana import Zarcana
from cogs.zark_city import rules as zark_rules_command
from data import Store
from i18n import ENGLISH, LANGUAGES, Catalogue
from i18n.catalogue import whole_text
from i18n.pseudo import escaped_words, pseudo_text
from play import tutorial
from play.errors import UserError
from play.families import Topic, family_of
from play.lobby import start_tutorial
from play.zarcana.help import PAGES as ZARCANA_PAGES
from play.zarcana.help import page_messages
from play.zarcana.help import rules_page as zarcana_page
from play.zark.help import RULES_PAGES as ZARK_PAGES
from play.zark.help import rules_page as zark_page
from rules import Action, GameState, GameView, Phase, kind_named
from rules.players import decide
from rules.zarcana import powers
from rules.zarcana.powers import COPIERS, POWER_ORDER, power_message
from rules.zarcana.rulings import ENGINE_CHOICES, HOUSE_RULINGS, ruling
from rules.zarcana.words import power_choice
from tests.cogs.test_zarcana import command
from tests.data.store_helpers import CHANNEL, GUILD, USERS, FakeClock
from tests.stand_ins import stand_in

#: Languages whose every text must read otherwise than English's (a copied English sentence is missed).
OTHERS = ("de", "pl", "ru")
ANN = USERS[0]
#: The games whose tutorials differ: Fly only in arcade, a Wild's nomination only with the Uno deck, Zarcana's own.
TUTORIALS = [("zark-city", {}), ("zark-city", {"edition": "classic"}), ("unocitta", {}), ("zarcana", {})]


@pytest.fixture(scope="module")
def every_language() -> Catalogue:
    return Catalogue({language: whole_text(language) for language in LANGUAGES}, strict=True)


@pytest.fixture(scope="module")
def pseudo_catalogue() -> Catalogue:
    """The pseudo-language in English's place: whatever the code says in "English" comes out marked."""
    return Catalogue({ENGLISH: pseudo_text(whole_text(ENGLISH))}, strict=True)


@pytest.fixture
def strict(monkeypatch: pytest.MonkeyPatch, every_language: Catalogue) -> Catalogue:
    """Every language, raising on any formatting error, as the code's catalogue (`i18n.text` and `i18n.say`)."""
    monkeypatch.setattr(i18n, "catalogue", lambda: every_language)
    return every_language


@pytest.fixture
def pseudo(monkeypatch: pytest.MonkeyPatch, pseudo_catalogue: Catalogue) -> Catalogue:
    monkeypatch.setattr(i18n, "catalogue", lambda: pseudo_catalogue)
    return pseudo_catalogue


def pages(language: str) -> Iterator[tuple[str, str]]:
    """Every page of both rules helps in `language`, each named."""
    for page in ZARK_PAGES:
        yield f"zark {page}", zark_page(language, page)
    for page in ZARCANA_PAGES:
        yield f"zarcana {page}", zarcana_page(language, page)


# ------------------------------------------------------------------------------------------------ the rules pages


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_rules_page_is_said_whole_in_every_language_and_fits_discord(language: str, strict: Catalogue) -> None:
    english = dict(pages(ENGLISH))
    for name, text in pages(language):
        assert text.strip() and "{" not in text, (language, name)
        if name.startswith("zark "):
            assert len(text) <= 2000, (language, name, len(text))  # one private message
        else:
            assert all(len(message) <= 2000 for message in page_messages(text)), (language, name)
        if language in OTHERS:
            assert text != english[name], f"{language} {name} reads English"
    rulings = zarcana_page(language, "rulings")
    assert all(f"**{rule}**" in rulings for rule in HOUSE_RULINGS)


@pytest.mark.parametrize("language", OTHERS)
def test_each_house_ruling_and_engine_choice_is_a_message_of_its_own_in_every_language(
    language: str, strict: Catalogue
) -> None:
    said = [ruling(rule) for rule in HOUSE_RULINGS] + list(ENGINE_CHOICES)
    assert len({message.key for message in said}) == len(HOUSE_RULINGS) + len(ENGINE_CHOICES) == 26 + 11
    for message in said:
        words = i18n.say(language, message)
        assert words and words != i18n.say(ENGLISH, message), (language, message.key)
    assert i18n.say(ENGLISH, ruling("H-12")) == "The Emperor demands only as many cards as keep you at six or fewer."


def test_the_pages_name_cards_powers_and_rulings_in_the_readers_words(strict: Catalogue) -> None:
    assert "• 12 **The Hanged Man**: destroy every minion here and the top card (Z-47)." in zarcana_page(
        ENGLISH, "trumps"
    )
    assert "• 12 **Der Gehängte**: jeden Diener hier und die oberste Karte vernichten (Z-47)." in zarcana_page(
        "de", "trumps"
    )
    assert "• 12 **Wisielec**: " in zarcana_page("pl", "trumps") and "• **Кубки**: " in zarcana_page("ru", "suits")
    assert "(ein stehender Diener, nur auf einer Karte, ignoriert das Bevölkerungslimit, braucht einen Diener)" in (
        zarcana_page("de", "trumps")
    )  # the Empress's requirements (Z-18), from the engine's
    assert zarcana_page("fr", "overview").startswith("**Zarcana tel que documenté**\u00a0: ")
    assert "• **H-24** Talia jest „zużyta” od swojego pierwszego przetasowania." in zarcana_page("pl", "rulings")


def test_every_power_says_what_it_does_in_every_language_from_the_catalogue_alone(strict: Catalogue) -> None:
    """The one source of what a power does is the catalogue (``zarcana-power-does-*``): the rules help and the
    autocomplete's power choices read it; every power, the copiers' too, has its line in every language."""
    assert not hasattr(powers, "SUMMARIES")  # no English copy left in the engine
    for power in (*POWER_ORDER, *COPIERS):
        english = i18n.say(ENGLISH, power_choice(power))
        assert english.startswith(i18n.say(ENGLISH, power_message(power)) + ": ") and "(Z-" in english, english
        for language in LANGUAGES[1:]:
            assert i18n.say(language, power_choice(power)) != english, (language, power)


def test_no_english_escapes_the_catalogue_on_any_page(pseudo: Catalogue) -> None:
    for name, text in pages(ENGLISH):
        assert escaped_words(text) == [], (name, escaped_words(text), text[:200])


# ----------------------------------------------------------------------------------------------- the commands


class Replies:
    """What a command's private replies send, to a player of the given Discord language."""

    def __init__(self, locale: str) -> None:
        self.locale = locale
        self.extras: dict[str, object] = {}
        self.sent: list[str] = []
        self.response = SimpleNamespace(is_done=lambda: bool(self.sent), send_message=self._send)
        self.followup = SimpleNamespace(send=self._send)

    async def _send(self, text: str, **kwargs: object) -> None:
        assert kwargs.get("ephemeral") is True
        self.sent.append(text)


async def test_the_rules_commands_answer_in_the_language_of_who_asked(strict: Catalogue) -> None:
    german, russian = Replies("de"), Replies("ru")
    await zark_rules_command.callback(stand_in(discord.Interaction, german), "attack")  # type: ignore[arg-type]
    assert german.sent == [zark_page("de", "attack")] and german.sent[0].startswith("**/angreifen** (Abreißen/")
    zarcana_rules = command("rules")
    await zarcana_rules.callback(Zarcana(), stand_in(discord.Interaction, russian), "rulings")  # type: ignore[arg-type]
    assert "\n".join(russian.sent) == zarcana_page("ru", "rulings")
    assert russian.sent[0].startswith("**Zarcana в описанном виде**: домашние правила")


# ------------------------------------------------------------------------------------------------ the tutorial


def new_game(game: str, options: dict[str, str]) -> GameState:
    kind = kind_named(game)
    stored = {**kind.table(options), "players": ["Ann", "Bot 1 (gentle)", "Bot 2 (gentle)"]}
    return kind.new(kind.settings(stored), "1")


def moments(game: GameState, moves: int = 80) -> Iterator[tuple[tuple[Topic, ...], list[Action], GameView]]:
    """The learner's (seat 0's) moments of a game played at random: the topics, the legal actions, the public view."""
    topics = family_of(game).tutorial_topics(game.settings)
    for version in range(moves):
        if game.phase is Phase.OVER:
            return
        seat = game.seats_to_act()[0]
        if seat == 0:
            yield topics, list(game.legal_actions(0)), game.view(None)
        game.apply(seat, decide(game, seat, "random", f"i18n:{version}:{seat}"))


def lessons(game: str, options: dict[str, str], languages: tuple[str, ...]) -> list[dict[str, str]]:
    """Every lesson line a learner may be shown in a game played at random, each in `languages`: every option at
    every moment it is legal, with the places it may be taken then, and the lines that close a tutorial."""
    found: list[dict[str, str]] = []
    for topics, legal, view in moments(new_game(game, options)):
        for topic in (topic for topic in topics if any(topic.matches(action) for action in legal)):
            found.append({language: lesson(topic, legal, view, language) for language in languages})
    final = new_game(game, options)
    unoffered = [(topic, "") for topic in family_of(final).tutorial_topics(final.settings)][:2]
    for shown in (unoffered, []):
        lines = {language: tutorial.lesson_lines(shown, final=True, language=language) for language in languages}
        found += [{language: lines[language][index] for language in languages} for index in range(len(lines[ENGLISH]))]
    return found


def lesson(topic: Topic, legal: list[Action], view: GameView, language: str) -> str:
    """The line explaining `topic` in `language`, with the places it may be taken now."""
    where = tutorial.option_places(topic, legal, view, language)
    return tutorial.lesson_lines([(topic, where)], final=False, language=language)[0]


@pytest.mark.parametrize(("game", "options"), TUTORIALS)
def test_every_lesson_is_said_in_the_tables_language(game: str, options: dict[str, str], strict: Catalogue) -> None:
    said = lessons(game, options, LANGUAGES)
    assert len(said) > 20
    places = [lines[ENGLISH] for lines in said if "You could now: " in lines[ENGLISH]]
    assert any(" on " in line for line in places), "a place in words (your small on M13, your minion on M13)"
    for lines in said:
        for language in OTHERS:
            assert lines[language] != lines[ENGLISH], (language, lines[language])
            assert "You could now" not in lines[language] and " or " not in lines[language], lines[language]


def test_a_lesson_names_places_and_rules_in_the_readers_words(strict: Catalogue) -> None:
    said = lessons("zark-city", {}, (ENGLISH, "de", "ru"))
    attack = next(lines for lines in said if "**Attack** (R-11 to R-14)" in lines[ENGLISH])
    assert attack["de"].startswith("📘 **Angreifen** (R-11 bis R-14): /angreifen entfernt eine gegnerische Pyramide")
    assert attack["ru"].startswith("📘 **Атака** (R-11 — R-14): /атаковать убирает пирамиду соперника")
    # the rules page as the reader's Discord names the command, its option and the page's choice
    assert attack[ENGLISH].endswith(" More: /zark rules page:attack")
    assert attack["de"].endswith(" Mehr: /zark regeln seite:Angreifen")
    assert attack["ru"].endswith(" Подробнее: /zark правила страница:атака")
    moved = next(lines for lines in said if "You could now: your " in lines[ENGLISH] and "**Move**" in lines[ENGLISH])
    assert "Jetzt möglich: deine " in moved["de"] and " auf " in moved["de"] and " nach " in moved["de"]
    pass_ = next(lines for lines in lessons("zarcana", {}, (ENGLISH, "pl")) if "**Pass**" in lines[ENGLISH])
    assert pass_[ENGLISH].startswith("📘 **Pass** (section 7): ") and pass_["pl"].startswith("📘 **Pas** (część 7): ")


@pytest.mark.parametrize(("game", "options"), TUTORIALS)
def test_no_english_escapes_a_lesson(game: str, options: dict[str, str], pseudo: Catalogue) -> None:
    """Nor the places and rules put in a lesson, which the lesson's own markers would hide."""
    for lines in lessons(game, options, (ENGLISH,)):
        assert escaped_words(lines[ENGLISH]) == [], lines[ENGLISH]
    for topics, legal, view in moments(new_game(game, options)):
        for topic in topics:
            where = tutorial.option_places(topic, legal, view, ENGLISH)
            assert escaped_words(where) == [], where
            assert escaped_words(tutorial.citation(ENGLISH, topic.rule)) == [], topic.rule


def test_the_resign_question_and_the_refusals_to_end_a_tutorial_are_said_to_their_reader(strict: Catalogue) -> None:
    notes = {tutorial.KEY: {"learner": ANN, "seat": 0, "explained": []}}
    assert tutorial.resign_question(notes, ANN, "de").startswith("Dein Tutorial beenden?")
    assert tutorial.resign_question({}, ANN, "fr").startswith("Abandonner cette partie\u00a0?")
    assert tutorial.resign_question(notes, ANN) == (
        "End your tutorial? Resigning ends it at once, and the computer players stop."
    )
    for key in ("play-tutorial-not-one", "play-tutorial-not-the-learner", "play-tutorial-over"):
        for language in OTHERS:
            assert i18n.text(language, key, game="4", name="Ann") != i18n.text(ENGLISH, key, game="4", name="Ann")


def test_no_english_escapes_the_tutorials_other_sentences(pseudo: Catalogue) -> None:
    notes = {tutorial.KEY: {"learner": ANN, "seat": 0, "explained": []}}
    texts = [tutorial.resign_question(notes, ANN), tutorial.resign_question({}, ANN)]
    learner = i18n.text(ENGLISH, "play-tutorial-the-learner")
    texts += [i18n.text(ENGLISH, "tutorial-ended", mark=tutorial.MARK, name=learner)]
    texts += [i18n.text(ENGLISH, key, game="4") for key in ("play-tutorial-not-one", "play-tutorial-over")]
    for text in texts:
        assert escaped_words(text) == [], text


async def test_a_german_table_is_taught_and_ended_in_german(tmp_path: Path, strict: Catalogue) -> None:
    """Through the store: the tutorial's first board and the sentence that ends it are in the table's language."""
    async with await Store.open(tmp_path / "zark.db", clock=FakeClock()) as store:
        settings = {**kind_named("zark-city").table(tutorial.tutorial_options("zark-city")), "language": "de"}
        row = await store.create_lobby(
            guild_id=GUILD, channel_id=CHANNEL, host_id=ANN, host_name="Ann", settings=settings
        )
        await start_tutorial(store, row.id, ANN)
        owed = await store.claim_deliveries("test", timedelta(minutes=1), game_id=row.id)
        first = "\n".join(str(delivery.payload.get("text", "")) for delivery in owed)
        assert "📘 **Startkarte** (R-2): Wähle mit /zark startkarte geheim eine Zahlenkarte" in first
        assert "Mehr: /zark regeln seite:Aufbau" in first
        with pytest.raises(UserError) as refused:
            await tutorial.stop(store, row.id, USERS[1])
        assert refused.value.message is not None
        assert i18n.say("de", refused.value.message).startswith("Nur wer in diesem Tutorial lernt (Ann), darf es")
        ended = await tutorial.end(store, row.id, ANN)
    assert ended is not None and ended.startswith("📘 Tutorial vorbei: Ann hat es beendet")
