"""Command names inside sentences are the reader's: a message that names a slash command refers to the command
catalogue (``/{ cmd-zark } { cmd-zark-new } { cmd-zark-new.game }:zarcana``, ``commands.ftl`` is in every language's
bundle) instead of writing ``/zark new game:zarcana``, so that a German reader is told ``/zark neu`` as Discord shows
it to them. English reads as it always did; in the pseudo-language every command name is a message of its own."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

import i18n
from i18n import ENGLISH, LANGUAGES, Catalogue
from i18n.catalogue import folder, whole_text
from i18n.pseudo import pseudo_text
from play.zarcana.texts import hand_text
from rules.zarcana import ZarcanaGame, ZarcanaSettings

COMMANDS = "commands.ftl"


# ------------------------------------------------------------------------------------------- the command catalogue


def plain(pattern: ast.Pattern | None) -> str:
    return (
        "".join(element.value for element in pattern.elements if isinstance(element, ast.TextElement))
        if pattern
        else ""
    )


class Tree:
    """A language's commands (``commands.ftl``): each command's name, its options' and its subcommands' names."""

    def __init__(self, language: str) -> None:
        resource = FluentParser(with_spans=False).parse((folder(language) / COMMANDS).read_text(encoding="utf-8"))
        self.names: dict[str, str] = {}
        self.options: dict[str, set[str]] = {}
        for entry in resource.body:
            if isinstance(entry, ast.Message) and entry.id.name.startswith("cmd-"):
                self.names[entry.id.name] = plain(entry.value)
                self.options[entry.id.name] = {
                    plain(attribute.value)
                    for attribute in entry.attributes
                    if attribute.id.name != "description" and not attribute.id.name.endswith("-description")
                }

    def parent(self, key: str) -> str | None:
        return max((other for other in self.names if key.startswith(other + "-")), key=len, default=None)

    def children(self, key: str | None) -> set[str]:
        return {self.names[other] for other in self.names if self.parent(other) == key}


@cache
def trees() -> tuple[Tree, ...]:
    """English's and every language's: a literal name in any of them is a literal name."""
    return tuple(Tree(language) for language in LANGUAGES)


# ------------------------------------------------------------------------------------------- literal mentions


def literal_mentions(pattern: ast.Pattern) -> list[str]:
    """The command names a pattern writes out (its select expressions' variants too): a ``/`` then one of our
    commands' names in any language; and right after a reference to a command, one of its subcommands' names
    (`` new``) or of its options' (`` game:``)."""
    found: list[str] = []

    class Walk(Visitor):
        def visit_Pattern(self, node: ast.Pattern) -> None:
            previous: ast.PatternElement | None = None
            for element in node.elements:
                if isinstance(element, ast.TextElement):
                    found.extend(match[0] for match in slashed().finditer(element.value))
                    reference = command_reference(previous)
                    words = re.match(r" ([-\w]+)(:?)", element.value)
                    if reference and words and words[1] in (options_of if words[2] else subcommands_of)(reference):
                        found.append(f"{{ {reference} }}{words[0]}")
                previous = element
            self.generic_visit(node)

    Walk().visit(pattern)
    return found


@cache
def slashed() -> re.Pattern[str]:
    names = sorted({name for tree in trees() for name in tree.children(None)}, key=len, reverse=True)
    return re.compile(r"(?<![\w/])/(" + "|".join(map(re.escape, names)) + r")(?!\w)")


def options_of(key: str) -> set[str]:
    return {name for tree in trees() for name in tree.options.get(key, set())}


def subcommands_of(key: str) -> set[str]:
    return {name for tree in trees() for name in tree.children(key)}


def command_reference(element: ast.PatternElement | None) -> str | None:
    """The command a placeable refers to by its name (``{ cmd-zark-new }``; not an option's ``.game``)."""
    if isinstance(element, ast.Placeable) and isinstance(element.expression, ast.MessageReference):
        reference = element.expression
        if reference.id.name.startswith("cmd-") and reference.attribute is None:
            return reference.id.name
    return None


def messages(language: str) -> Iterator[tuple[str, ast.Pattern]]:
    """Every pattern of a language's catalogue but its commands': each message's value and attributes."""
    for path in sorted(Path(folder(language)).glob("*.ftl")):
        if path.name == COMMANDS:
            continue
        for entry in FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message | ast.Term):
                for name, pattern in [("", entry.value), *((f".{a.id.name}", a.value) for a in entry.attributes)]:
                    if pattern is not None:
                        yield f"{path.name} {entry.id.name}{name}", pattern


def parsed_pattern(text: str) -> ast.Pattern:
    message = FluentParser(with_spans=False).parse(f"test = {text}\n").body[0]
    assert isinstance(message, ast.Message) and message.value is not None, message
    return message.value


@pytest.mark.parametrize(
    ("text", "literal"),
    [
        ("Start one with /zark new.", ["/zark"]),
        ("Try /draw, or /{ cmd-grow }.", ["/draw"]),
        ("Wähle mit /zark startkarte eine Karte.", ["/zark"]),  # a localized name written out is as literal
        ("Then /zarcana done.", ["/zarcana"]),
        ("/{ cmd-zark } new opens a lobby.", ["{ cmd-zark } new"]),
        ("/{ cmd-zark } { cmd-zark-new } game:zarcana", ["{ cmd-zark-new } game:"]),
        ("/{ cmd-zark } { cmd-zark-bot } { cmd-zark-bot-add } stufe:schwer", ["{ cmd-zark-bot-add } stufe:"]),
        ("{ $x -> \n [a] /zark hand\n *[b] no\n}", ["/zark"]),
        ("/{ cmd-zark } { cmd-zark-new } { cmd-zark-new.game }:zarcana opens it; /{ cmd-draw } draws.", []),
        ("/{ cmd-zark } { cmd-zark-tutorial } teaches, /{ cmd-zarcana }-Befehle too.", []),
        ("Marks: s/m/l; see docs/notation.md; J/A/Joker 1; Demolish/Convert; ziehen/ablegen.", []),
    ],
)
def test_a_literal_command_name_is_found(text: str, literal: list[str]) -> None:
    """The check below can fail: a command named in words is caught, a reference or a mere slash is not."""
    assert literal_mentions(parsed_pattern(text)) == literal


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_message_names_a_command_in_words(language: str) -> None:
    """Write ``/{ cmd-zark } { cmd-zark-new } { cmd-zark-new.game }:zarcana``, never ``/zark new game:zarcana``:
    Discord shows each reader the commands in their own language (docs/translating.md)."""
    found = {key: mentions for key, pattern in messages(language) if (mentions := literal_mentions(pattern))}
    assert found == {}


# ------------------------------------------------------------------------------------------- the words said


@pytest.fixture(scope="module")
def catalogue() -> Catalogue:
    return Catalogue({language: whole_text(language) for language in LANGUAGES}, strict=True)


def command(catalogue: Catalogue, language: str, *keys: str) -> str:
    """A command as a reader of `language` types it: ``/zark neu``."""
    return "/" + " ".join(catalogue.text(language, key) for key in keys)


def test_the_german_start_page_names_the_commands_as_discord_shows_them_in_german(catalogue: Catalogue) -> None:
    start = catalogue.text("de", "help-zark-start")
    new = command(catalogue, "de", "cmd-zark", "cmd-zark-new")
    assert new == "/zark neu" and f"{new} eröffnet hier eine Lobby" in start
    add = command(catalogue, "de", "cmd-zark", "cmd-zark-bot", "cmd-zark-bot-add")
    assert f"(oder {add} stufe:schwer)" in start  # the option's name and the level's choice, as Discord lists them
    assert "/zark tutorial spiel:zarcana für Zarcana" in start  # a game's title stays as typed
    assert "Zugoption: /ziehen, /wachsen, /vermehren, /bauen, /bewegen, /angreifen, /fliegen (Arcade)" in start
    assert "mit vorschau:true probierst du" in start and "/zark regeln seite:Überblick, dann" in start
    assert "(seite:Angreifen, seite:Fliegen, ...)" in start
    for english in ("/zark new", "/draw", "page:", "level:", "/zark rules"):
        assert english not in start, english


def test_a_refusal_names_the_command_in_its_readers_language(catalogue: Catalogue) -> None:
    assert catalogue.text("de", "play-no-game-here") == "Hier gibt es keine Partie. Starte eine mit /zark neu."
    assert catalogue.text("fr", "play-zarcana-nothing-again-done").endswith("/zarcana fini.")
    assert catalogue.text("ru", "zarcana-answer", {"answer": "demand"}).startswith("/zarcana отдать")
    assert "/zarcana rules" not in catalogue.text("pl", "play-zark-wrong-commands")


def test_zarcanas_open_turn_options_are_the_readers_subcommands(
    catalogue: Catalogue, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(i18n, "catalogue", lambda: catalogue)
    game = ZarcanaGame.new(ZarcanaSettings(("Ann", "Bob")), "7")
    view = game.view(game.seats_to_act()[0])
    assert hand_text(view, language=ENGLISH).endswith("\nYour turn: /zarcana place, draw, discard-hand, pass.")
    assert hand_text(view, language="de").endswith(
        "\nDu bist am Zug: /zarcana platzieren, ziehen, hand-ablegen, passen."
    )


def test_english_reads_as_before() -> None:
    """English's command names are the code's, so English says exactly what it said with the names written out."""
    english = Catalogue({ENGLISH: whole_text(ENGLISH)}, strict=True)
    start = english.text(ENGLISH, "help-zark-start")
    assert "(or /zark bot add level:hard) and presses **Start**" in start
    assert "take one turn option: /draw, /grow, /spawn, /build, /move, /attack, /fly (arcade) or /hatch;" in start
    assert (
        "**Rules pages**: /zark rules page:overview, then one page per turn option (page:attack, page:fly, ...)."
        in start
    )
    assert "like /build card:W cell:N13 as:red 7 (R-24)" in english.text(ENGLISH, "help-zark-unocitta")
    options = english.text(ENGLISH, "help-zarcana-options")
    assert "2. **/zarcana play card: power: minion: target:**: one of your minions" in options
    assert "played with minion `none`" in options and "`top` last, so on top, the cards named in `beneath`" in options
    assert english.text(ENGLISH, "help-zarcana-overview-turn").startswith(
        "**A turn** is exactly one of eight options (section 7): /zarcana place, play, use, reorient, draw,"
        " discard-hand, pass, declare (page options)."
    )


def test_in_the_pseudo_language_every_command_name_is_a_message_of_its_own() -> None:
    """The pseudo-language marks each message: a command written out would be accented inside its sentence's
    markers, a command referred to is marked on its own (``/⟦žářk⟧ ⟦ñéw⟧``). Every message is formatted without
    its arguments (a missing one reads as its name, and is no command)."""
    bundle = FluentBundle([ENGLISH], use_isolating=False)
    bundle.add_resource(FluentResource(pseudo_text(whole_text(ENGLISH))))
    unmarked = re.compile(r"(?<![\w/])/(?!⟦)[^\W\d_]")
    found = {}
    for where, _ in messages(ENGLISH):
        if not bundle.has_message(where.split()[1].partition(".")[0]):
            continue  # a term: said inside the messages that use it
        text = formatted(bundle, where.split()[1])
        if unmarked.search(text):
            found[where] = text
    assert found == {}
    start = formatted(bundle, "help-zark-start")
    assert "/⟦žářk⟧ ⟦řúléš⟧ ⟦págé⟧:⟦óvéřvïéw⟧, théñ" in start and "(⟦págé⟧:⟦áttáçk⟧, ⟦págé⟧:⟦flý⟧, ...)" in start


def formatted(bundle: FluentBundle, key: str) -> str:
    name, _, attribute = key.partition(".")
    message = bundle.get_message(name)
    pattern = message.attributes[attribute] if attribute else message.value
    assert pattern is not None, key
    text, _ = bundle.format_pattern(pattern, {})
    return str(text)
