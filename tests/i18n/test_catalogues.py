"""The catalogues (`i18n`): every language holds English's messages with English's variables (`python -m i18n
check`), every message formats in every language for the counts whose plural forms differ, Polish and Russian
choose among their three forms, a missing message falls back to English whole, and the pseudo-language marks every
message it makes."""

from __future__ import annotations

import subprocess
import sys

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

import i18n
from i18n import ENGLISH, LANGUAGES, Catalogue, MessageError, accepted_language, language_of
from i18n.catalogue import LanguageBundle, sources, whole_text
from i18n.check import compare, language_messages, read, reports
from i18n.pseudo import CLOSE, OPEN, escaped_words, outside_markers, pseudo_text
from rules import Message

#: Counts whose plural forms differ somewhere among the languages (Polish and Russian: 1, 2-4, 5-21, 22-24, ...).
COUNTS = (0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101)


def test_every_language_holds_englishs_messages_with_the_same_variables() -> None:
    for report in reports():
        assert report.ok, "\n".join(report.lines()[:20])


def test_the_check_command_passes_and_prints_a_line_per_language() -> None:
    done = subprocess.run([sys.executable, "-m", "i18n", "check"], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout[-2000:]
    heads = [line for line in done.stdout.splitlines() if not line.startswith(" ")]
    assert [line.split(":")[0] for line in heads] == list(LANGUAGES)
    english = len(language_messages(ENGLISH).entries)
    assert all(f": {english} messages, 0 missing, 0 extra, 0 with other variables" in line for line in heads)


def test_the_check_finds_missing_extra_and_mismatched_messages() -> None:
    english = read([("en", "a = A { $count }\nb = B\nc = C { $name }\n    .label = L\n")])
    other = read([("xx", "a = A { $number }\nc = C { $name }\nd = D\nbroken { x\n")])
    report = compare("xx", other, english)
    assert (report.missing, report.extra, report.mismatched) == (["b"], ["d"], ["a", "c"])  # c lacks .label
    assert not report.ok and len(report.broken) == 1
    assert "xx: 3 messages, 1 missing, 1 extra, 2 with other variables, 1 not parsed" in report.lines()[0]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_formats_in_every_language_for_every_count(language: str) -> None:
    strict = Catalogue({ENGLISH: whole_text(ENGLISH), language: whole_text(language)}, strict=True)
    for key, (names, _) in language_messages(language).entries.items():
        if key.startswith("cmd-"):
            continue  # command names are read by Discord's sync, never formatted with arguments
        for count in COUNTS:
            text = strict.text(language, key, dict.fromkeys(names, count))
            assert text.strip(), (language, key, count)
        strict.text(language, key, dict.fromkeys(names, "Ann"))


class _Selects(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.keys: list[set[str]] = []

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        self.keys.append(
            {str(getattr(variant.key, "name", getattr(variant.key, "value", ""))) for variant in node.variants}
        )
        self.generic_visit(node)


def plural_selects(language: str) -> dict[str, list[set[str]]]:
    found = {}
    for _, text in sources(language):
        for entry in FluentParser().parse(text).body:
            if isinstance(entry, ast.Message):
                selects = _Selects()
                selects.visit(entry)
                plural = [keys for keys in selects.keys if keys & {"one", "few", "many", "other"}]
                if plural:
                    found[entry.id.name] = plural
    return found


@pytest.mark.parametrize("language", ["pl", "ru"])
def test_polish_and_russian_choose_among_three_plural_forms(language: str) -> None:
    english = plural_selects(ENGLISH)
    theirs = plural_selects(language)
    for key in english:
        assert key in theirs, f"{language} {key}: no plural choice where English has one"
        for keys in theirs[key]:
            assert {"one", "few", "many"} <= keys, (language, key, keys)


def test_a_message_a_language_lacks_is_said_in_english_whole() -> None:
    catalogue = Catalogue({ENGLISH: "drew = { $name } drew { $count } cards.\n", "de": "other = Anders\n"})
    assert catalogue.text("de", "drew", {"name": "Ann", "count": 3}) == "Ann drew 3 cards."
    assert catalogue.text("fr", "drew", {"name": "Ann", "count": 3}) == "Ann drew 3 cards."  # no French at all
    with pytest.raises(MessageError):
        catalogue.text("de", "nothing-of-the-kind")


def test_a_message_made_below_is_said_with_its_arguments_in_words_and_nested_messages_first() -> None:
    catalogue = Catalogue(
        {
            ENGLISH: "card = the { $colour } { $value }\nhold = You do not hold { $card }.\n",
            "de": "card = die { $colour } { $value }\nhold = Du hast { $card } nicht.\n",
        }
    )
    said = Message("hold", card=Message("card", colour="blue", value=5))
    assert catalogue.say(ENGLISH, said) == "You do not hold the blue 5."
    assert catalogue.say("de", said) == "Du hast die blue 5 nicht."


def test_mentions_and_markdown_come_through_untouched() -> None:
    catalogue = Catalogue({ENGLISH: "turn = { $who }, your turn: **{ $cell }**\n"})
    assert catalogue.text(ENGLISH, "turn", {"who": "<@123>", "cell": "M13"}) == "<@123>, your turn: **M13**"


@pytest.mark.parametrize(
    ("locale", "language"),
    [
        ("de", "de"),
        ("en-US", "en-US"),
        ("en-GB", "en-US"),
        ("es-ES", "es-ES"),
        ("es-419", "es-ES"),
        ("pt-BR", "pt-BR"),
        ("pl", "pl"),
        ("ru", "ru"),
        ("fr", "fr"),
        ("ja", "en-US"),
        ("uk", "en-US"),
        ("sv-SE", "en-US"),
        (None, "en-US"),
        ("", "en-US"),
    ],
)
def test_each_discord_locale_reads_one_of_the_bots_languages(locale: str | None, language: str) -> None:
    assert language_of(locale) == language


def test_a_browsers_languages_are_taken_by_their_weights() -> None:
    assert accepted_language("de-AT,de;q=0.9,en;q=0.8") == "de"
    assert accepted_language("ja,pl;q=0.5,en;q=0.8") == "en-US"  # English is wanted before Polish
    assert accepted_language("ja,pl;q=0.5") == "pl"
    assert accepted_language("pt-br") == "pt-BR"
    assert accepted_language(None) == accepted_language("*") == accepted_language("xx;q=oops") == "en-US"


def test_lists_follow_each_language() -> None:
    assert i18n.listed("en-US", ["Ann", "Bob", "Cy"]) == "Ann, Bob, and Cy"
    assert i18n.listed("de", ["Ann", "Bob", "Cy"]) == "Ann, Bob und Cy"
    assert i18n.listed("pl", ["Ann"]) == "Ann" and i18n.listed("ru", []) == ""


def test_the_pseudo_language_marks_every_message_and_keeps_its_arguments_inside() -> None:
    pseudo = pseudo_text("drew = { $name } drew { $count ->\n    [one] a card\n   *[other] { $count } cards\n  }.\n")
    catalogue = Catalogue({ENGLISH: pseudo})
    text = catalogue.text(ENGLISH, "drew", {"name": "Ann", "count": 2})
    assert text.startswith(OPEN) and text.endswith(CLOSE) and "Ann" in text and "2" in text
    assert "cards" not in text and outside_markers(text) == ""
    assert escaped_words(f"{text} Sorry, no.") == ["Sorry", "no"]
    assert escaped_words(f"{text} · `7H` B ") == []  # a card code's and a seat's letters are not words


def test_the_whole_english_catalogue_becomes_pseudo_without_a_loss() -> None:
    english = whole_text(ENGLISH)
    pseudo = Catalogue({ENGLISH: pseudo_text(english)}, strict=True)
    for key, (names, _) in language_messages(ENGLISH).entries.items():
        assert outside_markers(pseudo.text(ENGLISH, key, dict.fromkeys(names, 2))) == "", key


@pytest.mark.parametrize("language", [*LANGUAGES, "qps-ploc"])
def test_a_language_is_cut_into_the_same_entries_its_parser_finds(language: str) -> None:
    """A bundle keeps each entry's text and parses it when first said (`i18n.catalogue.LanguageBundle`): cutting a
    catalogue at each id that starts a line finds exactly the messages and terms Fluent's parser finds, each whole."""
    text = pseudo_text(whole_text(ENGLISH)) if language == "qps-ploc" else whole_text(language)
    parsed = FluentParser().parse(text).body
    expected = {
        ("-" if isinstance(e, ast.Term) else "") + e.id.name: e for e in parsed if isinstance(e, ast.Term | ast.Message)
    }
    bundle = LanguageBundle(language, text)
    assert set(bundle._entries) == set(expected)
    for key, entry in expected.items():
        (alone,) = [
            e
            for e in FluentParser().parse(bundle._entries[key]).body
            if not isinstance(e, ast.Comment | ast.GroupComment | ast.ResourceComment)
        ]
        assert alone.equals(entry, ignored_fields=["span", "comment"]), key


def test_a_message_said_brings_the_terms_and_messages_it_refers_to_and_nothing_else() -> None:
    text = "-game = Zarcana\nname = zark\nhelp = Use /{ name } to play { -game }.\nother = Other\n"
    bundle = LanguageBundle(ENGLISH, text)
    pattern = bundle.message("help").value
    assert pattern is not None and bundle.format(pattern, {}) == ("Use /zark to play Zarcana.", [])
    assert not bundle.bundle.has_message("other") and not bundle.has("-game") and bundle.has("other")
