"""The Zark family's refusals of notation, cards, table settings and the board (`rules/zark/`: actions, cards,
ruleset, settings, kind, state, caretaker) speak no language: each carries a message (`rules.Message`), said in
every language from `refusals-zark-notation.ftl`, a card named in words (the Joker, a Wild, a blue Skip) in the
reader's words too; and no player-facing raise in those files holds an English sentence."""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from i18n import ENGLISH, LANGUAGES, Catalogue
from i18n.catalogue import whole_text
from rules import Message, NotationError, RulesError, parse_cell
from rules.zark import Ruleset, ZarkGame, ZarkSettings, parse_action, parse_card
from rules.zark.cards import deck_cards
from rules.zark.caretaker import caretaker_action
from rules.zark.kind import ZARK_CITY
from tests.rules.positions import position

ROOT = Path(__file__).resolve().parents[2]
#: The files of this area whose refusals a player reads.
FILES = ("actions", "cards", "caretaker", "hidden", "kind", "ruleset", "settings", "state", "views")
#: Errors a player may read (a refusal; a view asked for a hidden hand is a bug, but a command that meets it says it
#: as a refusal, `cogs.support.replies.sentence_of`); the others of these files (TypeError, RuntimeError) are bugs.
PLAYERS_ERRORS = {
    "NotationError",
    "IllegalActionError",
    "NotYourTurnError",
    "GameOverError",
    "HiddenInformationError",
    "RulesError",
}


def _rules(game: str) -> Ruleset:
    return ZarkSettings(players=("A", "B"), game=game).ruleset


def _hand(cards: str) -> ZarkGame:
    """A Zark City position where the first seat holds `cards`."""
    return position({"M13": "7H"}, {"M13": "1s"}, [cards, ""])


def _uno_table() -> Callable[[], object]:
    """Asking a Unocitta seat for two blue Skips when it holds one."""
    game = position({"M13": "7R"}, {"M13": "1s"}, ["SB 5G", "2B"], game="unocitta")
    return lambda: game.require_in_hand(0, [parse_card("SB"), parse_card("SB")])


#: A real situation for each refusal: what is done, and the message it is refused with.
SITUATIONS: list[tuple[Callable[[], object], str]] = [
    (lambda: parse_action(""), "zark-notation-empty"),
    (lambda: parse_action("jump M13"), "zark-notation-not-a-move"),
    (lambda: parse_action("build 7H"), "zark-notation-word-count"),
    (lambda: parse_action("move M13 small N13 N14"), "zark-notation-expected"),
    (lambda: parse_action("attack 9 small at N13 with KD demolish"), "zark-notation-not-a-seat"),
    (lambda: parse_action("build W N13 as"), "zark-notation-as-one-card"),
    (lambda: parse_action("attack 2 small at N13 with KD demolish QH"), "zark-notation-after-demolish"),
    (lambda: parse_action("attack 2 small at N13 with KD convert"), "zark-notation-convert-size"),
    (lambda: parse_action("attack 2 small at N13 with KD"), "zark-notation-attack-ending"),
    (lambda: parse_action("attack 2 small at N13 with demolish"), "zark-notation-attack-payment"),
    (lambda: parse_card("ZZ", "uno"), "zark-cards-not-a-card"),
    (lambda: deck_cards("tarot"), "zark-cards-no-deck"),
    (lambda: _rules("unocitta").read_card("7H"), "zark-ruleset-not-in-deck"),
    (lambda: _rules("zark-city").read_card("W"), "zark-ruleset-not-in-deck"),
    (lambda: ZARK_CITY.table({"colour": "red"}), "zark-kind-no-such-option"),
    (lambda: ZarkSettings(players=("A", "B"), game="uno"), "zark-settings-no-game"),
    (lambda: ZarkSettings(players=("A",)), "zark-settings-players"),
    (lambda: ZarkSettings(players=("A", "B"), game="unopolis", block_size=3), "zark-settings-fixed"),
    (lambda: ZarkSettings(players=("A", "B"), deck="uno"), "zark-settings-uno-deck"),
    (lambda: ZarkSettings(players=("A", "B"), edition="modern"), "zark-settings-no-edition"),
    (lambda: ZarkSettings(players=("A", "B"), deck="tarot"), "zark-settings-no-deck"),
    (lambda: ZarkSettings(players=("A", "B"), block_size=5), "zark-settings-block-size"),
    (lambda: _hand("JK").require_in_hand(0, [parse_card("W4")]), "zark-ruleset-not-in-deck"),
    (lambda: _hand("9H").require_in_hand(0, [parse_card("JK")]), "zark-state-not-in-hand"),
    (_uno_table(), "zark-state-hold-only"),
    (lambda: position({"M13": "7H"}).require_empty_next_to_a_card(parse_cell("M13")), "zark-state-cell-taken"),
    (lambda: position({"M13": "7H"}).require_empty_next_to_a_card(parse_cell("R18")), "zark-state-not-next-to-a-card"),
    (lambda: caretaker_action(position({"M13": "7H"}), 1), "zark-caretaker-nothing-to-do"),
]


def refusal(act: Callable[[], object]) -> RulesError:
    with pytest.raises(RulesError) as refused:
        act()
    return refused.value


def catalogues() -> Catalogue:
    return Catalogue({language: whole_text(language) for language in LANGUAGES}, strict=True)


def said_messages(message: Message) -> Iterator[Message]:
    """A message and the messages inside it (a card named in words, the examples of a deck)."""
    yield message
    for value in message.args.values():
        if isinstance(value, Message):
            yield from said_messages(value)


@pytest.mark.parametrize(("act", "key"), SITUATIONS)
def test_each_refusal_carries_a_message_said_in_every_language_in_its_own_words(
    act: Callable[[], object], key: str
) -> None:
    error = refusal(act)
    assert error.message is not None, error.sentence
    assert error.message.key == key
    strict = catalogues()
    english = strict.say(ENGLISH, error.message)
    for language in ("de", "pl", "ru"):
        assert strict.say(language, error.message) != english, (language, english)
    for language in LANGUAGES:
        assert strict.say(language, error.message).strip()


def test_the_refusals_keep_their_english_sentences_word_for_word() -> None:
    sentences = {
        "zark-cards-not-a-card": "'ZZ' is not a card. Write cards like 7R or red 7, SB (a blue Skip), RG (a green "
        "Reverse), +2Y (a yellow Draw Two), W (a Wild) or W4.",
        "zark-settings-players": "Zark City needs 2 to 5 players, not 1.",
        "zark-settings-fixed": "Unopolis is played with block size 4, not '3'.",
        "zark-state-hold-only": "You hold only 1 of the blue Skip.",
    }
    strict = catalogues()
    for act, key in SITUATIONS:
        if key in sentences:
            message = refusal(act).message
            assert message is not None and strict.say(ENGLISH, message) == sentences[key]


def test_a_card_named_in_words_is_said_in_the_readers_words() -> None:
    """The Joker, a Wild and an Uno card are named by messages, so a Russian reader reads no English card name."""
    strict = catalogues()
    joker = refusal(lambda: _hand("9H").require_in_hand(0, [parse_card("JK")]))
    wild = refusal(lambda: _rules("zark-city").read_card("W"))
    skip = refusal(_uno_table())
    for error, english_name in ((joker, "Joker"), (wild, "Wild"), (skip, "blue Skip")):
        assert error.message is not None
        names = [message.key for message in said_messages(error.message)]
        assert any(key.startswith("zark-cards-") for key in names[1:]), names
        assert english_name in strict.say(ENGLISH, error.message)
        assert english_name not in strict.say("ru", error.message)


def test_no_player_facing_raise_in_these_files_holds_an_english_sentence() -> None:
    """A scan of `rules/zark/`'s files of this area: a refusal a player reads is made with a message, never with a
    string or an f-string (nor a sentence computed by a helper: the helpers return messages)."""
    found = []
    for name in FILES:
        path = ROOT / "rules" / "zark" / f"{name}.py"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Raise) or not isinstance(node.exc, ast.Call):
                continue
            called = node.exc.func
            error = called.id if isinstance(called, ast.Name) else getattr(called, "attr", "")
            said = node.exc.args[0] if node.exc.args else None
            if error in PLAYERS_ERRORS and isinstance(said, ast.Constant | ast.JoinedStr):
                found.append(f"{name}:{node.lineno}")
    assert not found


def test_the_scan_finds_an_english_sentence_raised() -> None:
    """The scan above can fail: a raise with an English sentence is what it looks for."""
    tree = ast.parse('raise NotationError(f"{text} is not a card.")')
    raised = next(node for node in ast.walk(tree) if isinstance(node, ast.Raise))
    assert isinstance(raised.exc, ast.Call) and isinstance(raised.exc.args[0], ast.JoinedStr)


def test_a_start_refused_for_its_settings_wraps_the_engines_message_whole() -> None:
    """play/lobby.py's "... Wait for more players" is one message with the engine's refusal inside it."""
    inner = refusal(lambda: ZarkSettings(players=("A",)))
    assert isinstance(inner, NotationError) and inner.message is not None
    wrapped = Message("play-lobby-start-refused", refusal=inner.message)
    strict = catalogues()
    assert strict.say(ENGLISH, wrapped) == (
        "Zark City needs 2 to 5 players, not 1. Wait for more players to join, or cancel and open a new game."
    )
    assert strict.say("pl", wrapped).startswith(strict.say("pl", inner.message))
