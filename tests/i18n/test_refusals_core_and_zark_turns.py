"""The refusals of every game's engine (`rules/core`) and of the Zark family's turns (`rules/zark/turn_options.py`,
`rules/zark/game.py`) are messages: raised in real situations, each carries an id and typed arguments (a card named
in words is a message of its own), reads in English word for word as before, and in every language formats without
an error, German, Polish and Russian in their own words; the source of those modules raises no English sentence;
and the command line still prints a refused record move in English."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest

from i18n import ENGLISH, LANGUAGES, Catalogue
from i18n.catalogue import whole_text
from i18n.pseudo import escaped_words, pseudo_text
from rules import AgreeEnd, Message, Phase, Resign, RulesError, kind_named, parse_cell, parse_size
from rules.zarcana import ZarcanaGame, ZarcanaSettings
from rules.zark import ZarkGame, ZarkSettings, parse_action
from rules.zark.cards import JOKER
from tests.rules.positions import position

ROOT = Path(__file__).resolve().parents[2]
#: The modules whose refusals are messages (the registry's `kind_named` among them; records stay the tools').
MODULES = [
    "rules/core/errors.py",
    "rules/core/cells.py",
    "rules/core/actions.py",
    "rules/core/seeds.py",
    "rules/core/options.py",
    "rules/core/registry.py",
    "rules/zark/turn_options.py",
    "rules/zark/game.py",
]
#: An error made with a string: a sentence in English (developers' ValueError and LookupError excepted).
ENGLISH_RAISE = re.compile(r"\b(?!ValueError|LookupError)[A-Z]\w*Error\(\s*f?[\"']")
BOARD = {"M13": "7H", "N13": "8H", "O13": "2C"}


def zark(pieces: dict[str, str], hand: str = "9H KD", **options: object) -> ZarkGame:
    return position(BOARD, pieces, [hand, "2S"], **options)  # type: ignore[arg-type]


def uno(pieces: dict[str, str], hand: str, nominations: dict[str, str] | None = None) -> ZarkGame:
    cards = {"M13": "5R", "N13": "W"}
    return position(cards, pieces, [hand, "2G"], game="unocitta", nominations=nominations or {"N13": "7R"})


def playing(line: str, game: ZarkGame, seat: int = 0) -> Callable[[], object]:
    return lambda: game.apply(seat, parse_action(line))


def over() -> ZarkGame:
    game = zark({"M13": "1s"})
    game.phase = Phase.OVER
    return game


def resigned() -> ZarkGame:
    game = position(BOARD, {"M13": "1s", "O13": "2s"}, ["9H", "2S", "3S"], players=3)
    game.apply(0, Resign())
    return game


def agreed() -> ZarkGame:
    game = zark({"M13": "1s", "O13": "2s"})
    game.apply(0, AgreeEnd())
    return game


def dealt(seat_starters: int = 0) -> ZarkGame:
    game = ZarkGame.new(ZarkSettings(("Ann", "Bob")), 1)
    for seat in range(seat_starters):
        number = next(card for card in game.hands[seat] if game.settings.ruleset.is_number(card))
        game.apply(seat, parse_action(f"starter {number}"))
    return game


def discarding() -> ZarkGame:
    game = zark({"M13": "1s", "O13": "2s"}, hand="9H KD QS 3C 4C 5C")
    game.apply(0, parse_action("draw"))  # nine cards: three to discard
    return game


def starter_not_a_number() -> object:
    game = dealt()
    if JOKER not in game.hands[0]:
        game.hands[0].append(JOKER)  # the order of the cards does not matter to this refusal
    return game.apply(0, parse_action("starter JK"))


#: (what raises, the message id, the English sentence as it read before the catalogues).
SITUATIONS: list[tuple[Callable[[], object], str, str]] = [
    (
        lambda: parse_cell("13N"),
        "core-not-a-cell",
        "'13N' is not a cell name. Cells are named like M13: a letter, then a number.",
    ),
    (lambda: parse_size("huge"), "core-not-a-size", "'huge' is not a pyramid size: say small, medium or large."),
    (playing("draw", over()), "core-game-over", "This game is over."),
    (playing("draw", resigned()), "core-resigned", "You have resigned from this game."),
    (playing("draw", zark({}), seat=7), "core-no-such-seat", "There is no such seat in this game."),
    (
        lambda: kind_named("zark-city").table({"rated": "maybe"}),
        "core-option-on-or-off",
        "The option rated is on or off, not 'maybe'.",
    ),
    (
        lambda: kind_named("zarcana").table({"rated": "on", "hints": "on"}),
        "core-hints-never-rated",
        "A game with hints on is never rated: leave out rated:on or hints:on.",
    ),
    (
        lambda: kind_named("unocitta").table({"boards": "often"}),
        "core-option-boards",
        "The option boards is one of turn, round, asked, not 'often'.",
    ),
    (
        lambda: kind_named("chess"),
        "core-no-such-game",
        "There is no game 'chess'; choose one of: zark-city, unocitta, unopolis, zarcana.",
    ),
    (
        lambda: ZarkGame.new(ZarkSettings(("A", "B")), 1, order=[]),
        "core-deck-order",
        "That deck order is not exactly the cards of the standard deck.",
    ),
    (
        lambda: ZarcanaGame.new(ZarcanaSettings(("A", "B")), 1, order=[]),
        "core-deck-order",
        "That deck order is not exactly the cards of the 78-card tarot deck.",
    ),
    (
        playing("grow M13 large", zark({"M13": "1l"})),
        "zark-large-cannot-grow",
        "A large pyramid cannot grow any bigger.",
    ),
    (
        playing("grow M13 small", zark({"M13": "1m 1m 1m 1s"})),
        "zark-none-in-stash",
        "You have no medium pyramid in your stash.",
    ),
    (playing("grow M13 medium", zark({"M13": "1s"})), "zark-no-own-pyramid", "You have no medium pyramid on M13."),
    (playing("spawn N13", zark({"M13": "1s"})), "zark-no-pyramid-on", "You have no pyramid on N13."),
    (playing("build 9H N13", zark({"M13": "1s"})), "zark-cell-taken", "N13 already has a card on it."),
    (playing("build 9H O14", zark({"M13": "1s"})), "zark-not-next-to-yours", "O14 is not next to a card you occupy."),
    (
        playing("build KD M14", zark({"M13": "1s"})),
        "zark-not-a-number-card-to-build",
        "The K♦ is not a number card; only number cards go on the board.",
    ),
    (
        playing("build JK M14", zark({"M13": "1s"}, hand="JK 9H")),
        "zark-not-a-number-card-to-build",
        "The Joker is not a number card; only number cards go on the board.",
    ),
    (
        playing("hatch 9H O14", zark({"M13": "1s"})),
        "zark-hatch-when",
        "You can hatch only when you have no pyramids on the board.",
    ),
    (playing("move M13 small to O13", zark({"M13": "1s"})), "zark-move-not-next-to", "O13 is not next to M13."),
    (
        playing("move M13 small to M14", zark({"M13": "1s"})),
        "zark-move-onto-cards",
        "There is no card at M14; pyramids move only onto cards.",
    ),
    (
        playing("attack 1 small at M13 with QH demolish", zark({"M13": "1s"}, hand="QH")),
        "zark-attack-own",
        "You cannot attack your own pyramid.",
    ),
    (
        playing("attack 3 small at N13 with QH demolish", zark({"M13": "1s", "N13": "2s"}, hand="QH")),
        "zark-no-such-player",
        "This game has only 2 players: there is no player 3.",
    ),
    (
        playing("attack 2 large at N13 with KH demolish", zark({"M13": "1s", "N13": "2s"}, hand="KH")),
        "zark-no-such-target",
        "There is no large pyramid of P2's on N13.",
    ),
    (
        playing("attack 2 small at O13 with QH demolish", zark({"M13": "1s", "O13": "2s"}, hand="QH")),
        "zark-out-of-range",
        "O13 is not on or next to a card you occupy.",
    ),
    (
        playing("attack 2 small at N13 with 9H demolish", zark({"M13": "1s", "N13": "2s"}, hand="9H")),
        "zark-number-cannot-pay",
        "The 9♥ cannot pay for an attack; only J, Q, K, A and Jokers can.",
    ),
    (
        playing("attack 2 medium at N13 with JH demolish", zark({"M13": "1s", "N13": "2m"}, hand="JH")),
        "zark-payment-short",
        "Those cards pay 1 point; a medium pyramid needs 2.",
    ),
    (
        playing("attack 2 small at N13 with JH KH demolish", zark({"M13": "1s", "N13": "2s"}, hand="JH KH")),
        "zark-payment-spare",
        "The J♥ is not needed: the other cards already pay 3 points, and no card may be spent for nothing.",
    ),
    (
        playing("attack 2 medium at N13 with QH convert large", zark({"M13": "1s", "N13": "2m"}, hand="QH")),
        "zark-convert-smaller",
        "You can convert only into a pyramid of the same size or smaller.",
    ),
    (
        playing(
            "attack 2 medium at N13 with JH demolish", zark({"M13": "1s", "N13": "2m"}, hand="JH", edition="classic")
        ),
        "zark-classic-payment",
        "Attacking a medium pyramid takes exactly 2 cards (one per pip) in the classic edition.",
    ),
    (
        playing("fly M13 to M14 with AH", zark({"M13": "1s"}, hand="AH", edition="classic")),
        "zark-no-fly",
        "Fly is not part of the classic edition.",
    ),
    (
        playing("fly M13 to M14 with KH", zark({"M13": "1s"}, hand="KH")),
        "zark-fly-not-an-ace",
        "The K♥ is not an Ace; only an Ace can make a card fly.",
    ),
    (
        playing("fly M13 to M13 with AH", zark({"M13": "1s"}, hand="AH")),
        "zark-fly-same-cell",
        "A flying card must land on a different cell.",
    ),
    (
        playing("fly N13 to L13 with AH", zark({"N13": "1s"}, hand="AH")),
        "zark-fly-cuts-board",
        "Flying N13 to L13 would cut the board in two.",
    ),
    (playing("draw", zark({"M13": "1s"}), seat=1), "zark-not-your-turn", "It is P1's turn, not yours."),
    (playing("agree-end", agreed()), "zark-agreed-already", "You have already agreed to end this game."),
    (
        playing("discard 9H", zark({"M13": "1s"})),
        "zark-nothing-to-discard",
        "You have nothing to discard now; the hand limit applies at the end of your turn.",
    ),
    (playing("discard 9H", discarding()), "zark-discard-exactly", "You hold 9 cards: discard exactly 3 to keep 6."),
    (playing("draw", discarding()), "zark-discard-first", "You hold 9 cards: discard down to 6 to end your turn."),
    (
        playing("draw", dealt()),
        "zark-not-started",
        "The game has not started yet: every player first chooses a starter card.",
    ),
    (playing("place M14", dealt()), "zark-starters-first-round", "Starter cards are placed only in the first round."),
    (starter_not_a_number, "zark-starter-not-a-number", "The Joker is not a number card; a starter must be 2 to 10."),
    (
        lambda: dealt(1).apply(0, parse_action(f"starter {dealt(1).hands[0][0]}")),
        "zark-starter-chosen-already",
        "You have already chosen your starter card.",
    ),
    (
        lambda: dealt(1).as_if_turn_of(1),
        "zark-preview-starters-being-chosen",
        "You have chosen your starter; there is nothing to try until every player has chosen.",
    ),
    (
        playing("build SB M14", uno({"M13": "1s"}, "SB")),
        "zark-not-a-number-card-to-build-wilds",
        "The blue Skip is not a number card; only number cards and Wilds go on the board.",
    ),
    (
        playing("build W M14", uno({"M13": "1s"}, "W")),
        "zark-wild-needs-nomination",
        "Say what the Wild stands for: a colour and a number, as in 'as 7R' (R-24).",
    ),
    (
        playing("build 9R M14 as 7R", uno({"M13": "1s"}, "9R")),
        "zark-only-wilds-stand-for",
        "Only a Wild stands for another card; the red 9 is itself.",
    ),
    (
        playing("build W M14 as +2Y", uno({"M13": "1s"}, "W")),
        "zark-nomination-not-a-number",
        "A Wild stands for a number card of one colour, 0 to 9, not the yellow Draw Two (R-24).",
    ),
    (
        playing("build W4 M14 as W", uno({"M13": "1s"}, "W4")),
        "zark-nomination-not-a-number",
        "A Wild stands for a number card of one colour, 0 to 9, not the Wild (R-24).",
    ),
    (playing("nominate M13 3G", uno({"M13": "1s"}, "")), "zark-not-a-wild", "The red 5 on M13 is not a Wild."),
    (
        playing("nominate N13 3G", uno({"M13": "1s", "N13": "1s 2s"}, "")),
        "zark-nominate-sole-occupant",
        "Only the sole occupant of the Wild on N13 may change what it stands for.",
    ),
    (
        playing("nominate N13 7R", uno({"N13": "1s"}, "")),
        "zark-nomination-unchanged",
        "The Wild on N13 already stands for the red 7.",
    ),
    (playing("nominate O13 3G", uno({"N13": "1s"}, "")), "zark-no-card-at", "There is no card at O13."),
    (playing("nominate M13 3G", zark({"M13": "1s"})), "zark-no-wilds", "There are no Wilds in Zark City."),
]


def refusal(raise_it: Callable[[], object]) -> Message:
    with pytest.raises(RulesError) as raised:
        raise_it()
    assert raised.value.message is not None, f"an English sentence, not a message: {raised.value.sentence!r}"
    return raised.value.message


@cache
def strict(language: str) -> Catalogue:
    return Catalogue({ENGLISH: whole_text(ENGLISH), language: whole_text(language)}, strict=True)


@cache
def pseudo() -> Catalogue:
    return Catalogue({ENGLISH: pseudo_text(whole_text(ENGLISH))}, strict=True)


def nested(message: Message) -> list[Message]:
    inner = [value for value in message.args.values() if isinstance(value, Message)]
    return [message, *(deeper for value in inner for deeper in nested(value))]


@pytest.mark.parametrize(
    ("raise_it", "key", "sentence"), SITUATIONS, ids=[f"{s[1]}-{n}" for n, s in enumerate(SITUATIONS)]
)
def test_each_refusal_is_a_message_said_in_every_language(
    raise_it: Callable[[], object], key: str, sentence: str
) -> None:
    message = refusal(raise_it)
    assert message.key == key
    english = strict(ENGLISH).say(ENGLISH, message)
    assert english == sentence
    for language in LANGUAGES:
        catalogue = strict(language)
        for said in nested(message):
            assert catalogue.has(said.key, language), f"{language} lacks {said.key}"
        text = catalogue.say(language, message)
        assert text.strip() and "{" not in text, (language, text)
        if language in ("de", "pl", "ru"):
            assert text != english, f"{language} {key} reads as English: {text}"
    assert escaped_words(pseudo().say(ENGLISH, message)) == [], "English outside the message"


def test_a_card_named_in_words_is_a_message_in_the_readers_words() -> None:
    message = refusal(playing("build SB M14", uno({"M13": "1s"}, "SB")))
    card = message.args["card"]
    assert isinstance(card, Message) and card == Message("zark-cards-uno-action", colour="blue", action="skip")
    assert strict("de").say("de", card) == "blaue Aussetzen-Karte"
    assert strict("ru").say("ru", card) == "синяя карта «Пропуск хода»"
    assert strict("fr").say("fr", Message("zark-cards-uno-action", colour="green", action="reverse")) == (
        "Inversion verte"
    )


def test_a_refused_start_says_the_rules_refusal_and_what_to_do_in_one_message() -> None:
    said = Message("play-lobby-start-refused", refusal=Message("core-no-such-seat"))
    assert strict(ENGLISH).say(ENGLISH, said) == (
        "There is no such seat in this game. Wait for more players to join, or cancel and open a new game."
    )
    assert strict("de").say("de", said).startswith("Diesen Platz gibt es in dieser Partie nicht. Warte")


def test_the_modules_raise_no_english_sentence() -> None:
    for module in MODULES:
        source = (ROOT / module).read_text(encoding="utf-8")
        found = [match.group(0) for match in ENGLISH_RAISE.finditer(source)]
        assert not found, f"{module} raises English: {found}"


def test_the_command_line_prints_a_refused_record_move_in_english(tmp_path: Path) -> None:
    record = tmp_path / "game.txt"
    record.write_text("player: Ann\nplayer: Bob\nseed: 1\n\n2 draw\n", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "rules", "replay", str(record)], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert done.returncode == 1
    assert done.stdout.strip() == (
        f"{record}: line 5: The game has not started yet: every player first chooses a starter card."
    )
