"""Zarcana's refusals and the review's are messages, said in the reader's language: each refusal met in a real
situation (a move misread, a table refused, a move out of turn, a decision waiting) carries a message that formats in
every language, and reads otherwise in German, Polish and Russian than in English; the engine's files raise no
English sentence."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path

import pytest

from i18n import ENGLISH, LANGUAGES, Catalogue
from i18n.catalogue import whole_text
from i18n.check import language_messages
from rules import AgreeEnd, Message, RulesError, parse_cell
from rules.core.registry import replay_record
from rules.review import review_record
from rules.zarcana import Order, TarotCard, ZarcanaSettings, parse_action, parse_tarot
from rules.zarcana.kind import ZARCANA_KIND
from tests.rules.zarcana.positions import play, position

ROOT = Path(__file__).resolve().parents[2]
#: The files whose refusals are messages (record.py's stay English: only the command line reads them).
FILES = [
    *(f"rules/zarcana/{name}.py" for name in ("game", "cards", "kind", "legal", "minions", "notation", "powers")),
    *(f"rules/zarcana/{name}.py" for name in ("settings", "tasks", "views")),
    "rules/review.py",
]
#: Languages whose every refusal must read otherwise than English's (a copied English sentence is missed).
OTHERS = ("de", "pl", "ru")


def raised(act: Callable[[], object]) -> RulesError:
    with pytest.raises(RulesError) as caught:
        act()
    return caught.value


def situations() -> Iterator[tuple[str, RulesError]]:
    """Refusals as players meet them, each named."""
    for line in ("jump", "place", "draw x", "play 7C by M13 small sideways grow", "play 7C as hearts", "play 7H",
                 "use M13 small up grow", "play 7C by M13 small up fly", "pass now", "give 7C to 6", ""):  # fmt: skip
        yield f"notation {line!r}", raised(partial(parse_action, line))
    three = ("Ann", "Bob", "Cy")
    yield "too few players", raised(lambda: ZarcanaSettings(("Ann",)))
    yield "trump order", raised(lambda: ZarcanaSettings(three, trump_order="thoth"))
    yield "first seat", raised(lambda: ZarcanaSettings(three, first=3))
    yield "first player", raised(lambda: ZARCANA_KIND.table({"first_player": "9"}))
    yield "no such option", raised(lambda: ZARCANA_KIND.table({"edition": "classic"}))
    game = position({"M13": "7C"}, {"M13": "1su"}, ["8C", "9C"])
    yield "not your turn", raised(lambda: game.copy().apply(1, parse_action("pass")))
    yield "nothing to answer", raised(lambda: game.copy().apply(0, parse_action("done")))
    agreed = game.copy()
    agreed.apply(1, AgreeEnd())
    yield "agreed twice", raised(lambda: agreed.apply(1, AgreeEnd()))
    yield "a hidden hand", raised(lambda: game.view(0).hand_of(1))
    yield from decisions()
    unfinished = "game: zarcana\nplayer: A\nplayer: B\nfirst: 1\nseed: 1\n\n1 pass\n"
    yield "review of a running game", raised(lambda: review_record(unfinished))
    assert replay_record(unfinished).phase.value != "over"


def decisions() -> Iterator[tuple[str, RulesError]]:
    """A decision waiting, refused to the other player or its wrong answer: each kind, a card and a power in words."""
    devil = position({"M13": "7C", "N13": "8C"}, {"M13": "1su", "N13": "2se"}, ["Devil", ""])
    play(devil, "play Devil by M13 small up")
    yield "the Devil's first turn", raised(lambda: devil.copy().apply(0, parse_action("done")))
    yield "the Devil's scope", raised(lambda: devil.copy().apply(1, parse_action("pass")))
    emperor = position(
        {"M13": "7C", "N13": "8C"}, {"M13": "1le", "N13": "2su 1su"}, ["Emperor", "AC 2C 3C", ""], players=3
    )
    play(emperor, "play Emperor by M13 large east attack 2 small up at N13 demand 2")
    yield "the Emperor's demand", raised(lambda: emperor.copy().apply(0, parse_action("pass")))
    yield "a preview meanwhile", raised(lambda: emperor.copy().as_if_turn_of(2))
    fool = position({"M13": "7C"}, {"M13": "1su"}, ["Fool", ""], deck_top="8C 9C")
    play(fool, "play Fool")
    yield "the Fool's card", raised(lambda: fool.copy().apply(1, parse_action("pass")))
    chariot = position({"M13": "7C", "N13": "8C", "O13": "9C"}, {"M13": "1su"}, ["Chariot", ""])
    play(chariot, "play Chariot by M13 small up move to N13")
    yield "the Chariot's second step", raised(lambda: chariot.copy().apply(1, parse_action("pass")))
    order = position({"M13": "7C"}, {"M13": "1su"}, ["", ""])
    order.tasks.append(Order((TarotCard("KD"), parse_tarot("Fool"))))
    yield "the order of two discards", raised(lambda: order.copy().apply(0, parse_action("pass")))


SITUATIONS = dict(situations())


@pytest.fixture(scope="module")
def strict() -> Catalogue:
    return Catalogue({language: whole_text(language) for language in LANGUAGES}, strict=True)


@pytest.mark.parametrize("name", SITUATIONS)
def test_every_refusal_met_is_a_message_said_in_every_language(name: str, strict: Catalogue) -> None:
    error = SITUATIONS[name]
    assert isinstance(error.message, Message), f"{name}: {error.sentence!r} is no message"
    assert error.message.key.startswith(("zarcana-", "review-", "core-")), error.message.key
    english = strict.say(ENGLISH, error.message)
    assert english and "{" not in english
    for language in LANGUAGES:
        words = strict.say(language, error.message)
        assert words.strip() and "{" not in words, (language, words)
        if language in OTHERS:
            assert words != english, f"{language} reads English: {words}"


def test_a_decision_names_its_cards_and_powers_in_the_readers_words(strict: Catalogue) -> None:
    fool = SITUATIONS["the Fool's card"].message
    chariot = SITUATIONS["the Chariot's second step"].message
    order = SITUATIONS["the order of two discards"].message
    assert fool is not None and chariot is not None and order is not None
    assert strict.say(ENGLISH, fool) == "First: P1 must use 8 of Cups, drawn by the Fool, as if from their hand (Z-35)."
    assert "„8 der Kelche“" in strict.say("de", fool) and "«8 Кубков»" in strict.say("ru", fool)
    assert "„Der Wagen“" in strict.say("de", chariot) and "„Rydwan”" in strict.say("pl", chariot)
    assert "King of Discs or The Fool" in strict.say(ENGLISH, order)
    assert "« Roi de Deniers » ou « Le Mat »" in strict.say("fr", order).replace("\u00a0", " ")


DEMANDS = [(1, "1 kartę", "1 карту"), (2, "2 karty", "2 карты"), (5, "5 kart", "5 карт"), (22, "22 karty", "22 карты")]


@pytest.mark.parametrize(("count", "polish", "russian"), DEMANDS)
def test_the_emperors_demand_counts_its_cards_in_polish_and_russian(count: int, polish: str, russian: str) -> None:
    demand = Message("zarcana-next-demand", giver="Ann", receiver="Bob", count=count)
    catalogue = Catalogue({language: whole_text(language) for language in (ENGLISH, "pl", "ru")}, strict=True)
    assert polish in catalogue.say("pl", demand) and russian in catalogue.say("ru", demand)


#: A refusal raised with a sentence written in the code: a string right after an error's opening parenthesis.
SENTENCE = re.compile(
    r"(?:NotationError|IllegalActionError|NotYourTurnError|GameOverError|HiddenInformationError|RulesError|"
    r"NotOverError|UserError)\(\s*f?[\"']|Error\(\s*f?[\"'][A-Z{]"
)


@pytest.mark.parametrize("path", FILES)
def test_the_engines_files_raise_no_english_sentence(path: str) -> None:
    source = (ROOT / path).read_text(encoding="utf-8")
    assert not SENTENCE.findall(source), f"{path}: {SENTENCE.findall(source)}"


def test_every_message_the_engine_names_is_in_the_catalogue() -> None:
    english = language_messages(ENGLISH).entries
    named = {
        key for path in FILES for key in re.findall(r"\"((?:zarcana|review)-[a-z-]+)\"", (ROOT / path).read_text())
    }
    assert len(named) > 30 and named <= english.keys(), sorted(named - english.keys())
    assert parse_cell("M13") == (0, 0)  # the cells the sentences name read the same in every language
