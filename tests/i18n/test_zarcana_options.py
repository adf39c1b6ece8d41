"""Zarcana's turn options and powers refused are messages, said in the reader's language: each refusal met in a real
situation (a card not held, a minion lying where it should stand, a space crowded, a demand too big) carries the
message it should, which formats in every language and reads otherwise in German, Polish and Russian than in
English; every variant of every such message formats in every language; the engine's files raise no English
sentence."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from itertools import product
from pathlib import Path
from typing import Any

import pytest

from i18n import ENGLISH, LANGUAGES, Catalogue
from i18n.catalogue import whole_text
from i18n.check import language_messages, read
from rules import Message, RulesError, parse_cell
from rules.zarcana import Order, Reorienting, ZarcanaGame, parse_action, parse_tarot
from tests.rules.zarcana.positions import play, position

ROOT = Path(__file__).resolve().parents[2]
FILES = ["rules/zarcana/turn_options.py", "rules/zarcana/checks.py"]
CATALOGUE = "refusals-zarcana-options.ftl"
#: Languages whose every refusal must read otherwise than English's (a copied English sentence is missed).
OTHERS = ("de", "pl", "ru")


def refusal(game: ZarcanaGame, line: str, seat: int | None = None) -> Message | None:
    """The message `line` is refused with, by `seat` (the one to act by default)."""
    who = game.seats_to_act()[0] if seat is None else seat
    with pytest.raises(RulesError) as caught:
        game.apply(who, parse_action(line))
    return caught.value.message


def board(
    stacks: str = "M13 7C", minions: str = "M13 1su", hands: tuple[str, ...] = ("", ""), **more: Any
) -> ZarcanaGame:
    """A position from short strings: stacks ``M13 7C, N13 8C``, minions ``M13 1su 2le, N13 1se``."""
    cells = {part.split()[0]: " ".join(part.split()[1:]) for part in stacks.split(",") if part.strip()}
    pieces = {part.split()[0]: " ".join(part.split()[1:]) for part in minions.split(",") if part.strip()}
    return position(cells, pieces, list(hands), **more)


def emptied(
    game: ZarcanaGame, *, stash: tuple[int, int] | None = None, deck: int | None = None, discard: bool = True
) -> ZarcanaGame:
    """The game with a seat's stash of one size emptied (`stash`: the seat and the size), or only `deck` cards left
    in the deck (and none in the discard pile unless `discard` is False)."""
    if stash is not None:
        seat, size = stash
        game.stashes[seat][size] = 0
    if deck is not None:
        game.deck = game.deck[:deck]
        game.discard = game.discard if not discard else []
    return game


def resigned(game: ZarcanaGame, seat: int) -> ZarcanaGame:
    game.resigned[seat] = True
    return game


def waiting(game: ZarcanaGame, decision: Order | Reorienting) -> ZarcanaGame:
    game.tasks.append(decision)
    return game


def situations() -> Iterator[tuple[str, Callable[[], Message | None]]]:
    """Each refusal as a player meets it: the message id expected, and how it comes."""
    yield "zarcana-option-place-minions-out", lambda: refusal(board(), "place M13")
    yield "zarcana-option-place-no-card", lambda: refusal(board(minions="M13 2su"), "place N13")
    yield "zarcana-check-crowded", lambda: refusal(board(minions="M13 2su 2su 2su"), "place M13")
    yield "zarcana-check-none-in-stash", lambda: refusal(emptied(board(minions=""), stash=(0, 1)), "place M13")
    yield "zarcana-option-not-in-hand", lambda: refusal(board(hands=("8C", "")), "play 9C by M13 small up grow")
    yield "zarcana-check-power-only", lambda: refusal(board(hands=("8C", "")), "play 8C as wands by M13 small up grow")
    yield "zarcana-check-power-only-court", lambda: refusal(board("M13 KW"), "use M13 small up as cups grow")
    yield (
        "zarcana-check-say-power",
        lambda: refusal(board(hands=("Magician", "")), "play Magician by M13 small up grow"),
    )
    yield "zarcana-check-world-nothing", lambda: refusal(board(hands=("World", "")), "play World as moon")
    doppelganger: dict[str, Any] = {"hands": ("Doppelganger", ""), "extra_cards": True}
    yield (
        "zarcana-check-discard-empty",
        lambda: refusal(board(**doppelganger), "play Doppelganger as cups by M13 small up grow"),
    )
    yield (
        "zarcana-check-copies-court",
        lambda: refusal(board(discard="KW", **doppelganger), "play Doppelganger as cups by M13 small up grow"),
    )
    yield "zarcana-check-say-minion", lambda: refusal(board(hands=("8C", "")), "play 8C grow")
    yield "zarcana-check-no-minion-needed", lambda: refusal(board(hands=("Star", "")), "play Star by M13 small up")
    yield "zarcana-check-no-minion-there", lambda: refusal(board(hands=("8C", "")), "play 8C by M13 large up grow")
    yield "zarcana-check-needs-lying", lambda: refusal(board(hands=("3W", "")), "play 3W by M13 small up move to M12")
    yield (
        "zarcana-check-needs-standing",
        lambda: refusal(board(minions="M13 1se", hands=("8C", "")), "play 8C by M13 small east grow"),
    )
    yield "zarcana-option-use-wasteland", lambda: refusal(board(minions="N13 1su"), "use N13 small up as cups grow")
    yield "zarcana-option-use-face-down", lambda: refusal(board(face_down={"7C": 1}), "use M13 small up as cups grow")
    yield "zarcana-option-no-such-minion-yours", lambda: refusal(board(), "use M13 large up as cups grow")
    yield "zarcana-check-used-as", lambda: refusal(board(hands=("8C", "")), "play 8C by M13 small up move to N13")
    two = "M13 7C, N13 8C"
    yield (
        "zarcana-check-not-target",
        lambda: refusal(
            board(two, "M13 1sn, N13 2su", ("AS", "")), "play AS by M13 small north attack 2 small up at N13"
        ),
    )
    yield (
        "zarcana-check-attack-itself",
        lambda: refusal(board(hands=("AS", "")), "play AS by M13 small up attack 1 small up at M13"),
    )
    yield (
        "zarcana-check-no-such-minion",
        lambda: refusal(board(hands=("AS", "")), "play AS by M13 small up attack 2 small up at M13"),
    )
    yield (
        "zarcana-check-cannot-reduce",
        lambda: refusal(
            emptied(board(two, "M13 1se, N13 2lu", ("AS", "")), stash=(1, 2)),
            "play AS by M13 small east attack 2 large up at N13",
        ),
    )
    strike = "by M13 small east attack 2 small up at N13"
    yield (
        "zarcana-check-only-emperor-demands",
        lambda: refusal(board(two, "M13 1se, N13 2su", ("AS", "AC")), f"play AS {strike} demand 1"),
    )
    yield (
        "zarcana-check-demand-enemy",
        lambda: refusal(
            board(two, "M13 1se, N13 1su", ("Emperor", "")),
            "play Emperor by M13 small east attack 1 small up at N13 demand 1",
        ),
    )
    yield (
        "zarcana-check-demand-up-to-three",
        lambda: refusal(board(two, "M13 1se, N13 2su", ("Emperor", "AC 2C 3C 4C")), f"play Emperor {strike} demand 4"),
    )
    yield (
        "zarcana-check-demand-holds",
        lambda: refusal(board(two, "M13 1se, N13 2su", ("Emperor", "AC")), f"play Emperor {strike} demand 2"),
    )
    yield (
        "zarcana-check-demand-room",
        lambda: refusal(
            board(two, "M13 1se, N13 2su", ("Emperor AD 2D 3D 4D 5D", "AC 2C 3C")), f"play Emperor {strike} demand 3"
        ),
    )
    yield (
        "zarcana-check-no-card-to-remove",
        lambda: refusal(board(minions="M13 1se", hands=("AS", "")), "play AS by M13 small east raze N13"),
    )
    yield (
        "zarcana-check-raze-minions",
        lambda: refusal(board(two, "M13 1se, N13 2su", ("AS", "")), "play AS by M13 small east raze N13"),
    )
    hierophant = board(two, "M13 1se, N13 2mu", ("Hierophant", ""))
    yield (
        "zarcana-check-convert-not-raze",
        lambda: refusal(hierophant.copy(), "play Hierophant by M13 small east raze N13"),
    )
    yield "zarcana-check-convert-not-attack", lambda: refusal(hierophant.copy(), f"play Hierophant {strike}")
    yield (
        "zarcana-check-replacement-size",
        lambda: refusal(hierophant.copy(), "play Hierophant by M13 small east convert 2 medium up at N13 to large"),
    )
    yield (
        "zarcana-check-convert-nothing",
        lambda: refusal(
            board(two, "M13 1se, N13 1su", ("Hierophant", "")),
            "play Hierophant by M13 small east convert 1 small up at N13 to small",
        ),
    )
    yield (
        "zarcana-check-one-step",
        lambda: refusal(
            board(two + ", O13 9C", "M13 1su", ("Chariot", "")), "play Chariot by M13 small up move to O13"
        ),
    )
    yield (
        "zarcana-check-void",
        lambda: refusal(board("M13 7C", "N13 1se", ("3W", "")), "play 3W by N13 small east move to O13"),
    )
    yield (
        "zarcana-check-crowded-empress",
        lambda: refusal(board(minions="M13 1su 2su 2su"), "use M13 small up as cups clone small"),
    )
    yield "zarcana-check-large-grow", lambda: refusal(board(minions="M13 1lu"), "use M13 large up as cups grow")
    yield "zarcana-check-grow-stash", lambda: refusal(emptied(board(), stash=(0, 2)), "use M13 small up as cups grow")
    yield "zarcana-check-clone-size", lambda: refusal(board(), "use M13 small up as cups clone large")
    sun = board(two, "M13 1se", ("Sun KW", ""))
    yield "zarcana-check-sun-which", lambda: refusal(sun.copy(), "play Sun by M13 small east build at N13")
    yield "zarcana-check-sun-itself", lambda: refusal(sun.copy(), "play Sun by M13 small east build Sun at N13")
    yield "zarcana-check-sun-not-in-hand", lambda: refusal(sun.copy(), "play Sun by M13 small east build QW at N13")
    yield (
        "zarcana-check-build-from-deck",
        lambda: refusal(board(two, "M13 1se", ("AD KW", "")), "play AD by M13 small east build KW at N13"),
    )
    yield (
        "zarcana-check-build-enemies",
        lambda: refusal(board(two, "M13 1se, N13 2su", ("AD", "")), "play AD by M13 small east build at N13"),
    )
    yield "zarcana-check-no-card-left", lambda: refusal(emptied(board(hands=("Star", "")), deck=0), "play Star")
    yield "zarcana-check-draws-up-to", lambda: refusal(board(hands=("Priestess", "")), "play Priestess draw 3")
    yield (
        "zarcana-check-draw-above-six",
        lambda: refusal(board(hands=("Priestess AD 2D 3D 4D 5D", "")), "play Priestess draw 2"),
    )
    yield "zarcana-check-left-to-draw", lambda: refusal(emptied(board(), deck=1), "draw 2")
    yield "zarcana-check-nothing-to-draw", lambda: refusal(emptied(board(), deck=0), "draw 1")
    yield "zarcana-option-draw-above-six", lambda: refusal(board(hands=("AD 2D 3D 4D 5D", "")), "draw 2")
    lovers = board(hands=("Lovers", ""))
    yield "zarcana-check-lovers-not-empty", lambda: refusal(lovers.copy(), "play Lovers create small at M13")
    yield "zarcana-check-lovers-no-card-near", lambda: refusal(lovers.copy(), "play Lovers create small at P13")
    yield "zarcana-check-justice-seat", lambda: refusal(board(hands=("Justice", "")), "play Justice swap 1")
    yield (
        "zarcana-check-left-game",
        lambda: refusal(resigned(board(hands=("Justice", "", "AC"), players=3), 1), "play Justice swap 2"),
    )
    yield "zarcana-check-hands-empty", lambda: refusal(board(hands=("Justice", "")), "play Justice swap 2")
    moon = board("M13 Moon, N13 8C, O13 9C", "M13 1su, N13 2su")
    yield "zarcana-check-moon-here", lambda: refusal(moon.copy(), "use M13 small up as moon transport to M13", seat=0)
    yield (
        "zarcana-check-moon-minions",
        lambda: refusal(moon.copy(), "use M13 small up as moon transport to N13", seat=0),
    )
    yield (
        "zarcana-check-moon-alone",
        lambda: refusal(board("M13 Moon, N13 8C", "M13 1su"), "use M13 small up as moon transport to L13"),
    )
    yield (
        "zarcana-check-judgement-count",
        lambda: refusal(board(hands=("Judgement", ""), discard="AC 2C 3C 4C"), "play Judgement take 4"),
    )
    yield (
        "zarcana-check-take-above-six",
        lambda: refusal(board(hands=("Judgement AD 2D 3D 4D", ""), discard="AC 2C 3C"), "play Judgement take 3"),
    )
    yield (
        "zarcana-check-judgement-pile",
        lambda: refusal(board(hands=("Judgement", ""), discard="AC"), "play Judgement take 2"),
    )
    gateway: dict[str, Any] = {"hands": ("Gateway", ""), "extra_cards": True}
    yield (
        "zarcana-check-gateway-here",
        lambda: refusal(board(**gateway), "play Gateway by M13 small up teleport to M13"),
    )
    yield (
        "zarcana-check-gateway-no-card",
        lambda: refusal(board(**gateway), "play Gateway by M13 small up teleport to N13"),
    )
    yield (
        "zarcana-check-gateway-suit",
        lambda: refusal(board("M13 7C, N13 8S", **gateway), "play Gateway by M13 small up teleport to N13"),
    )
    yield (
        "zarcana-check-gateway-face-down",
        lambda: refusal(
            board("M13 7C, N13 8S", face_down={"7C": 0}, **gateway), "play Gateway by M13 small up teleport to N13"
        ),
    )
    yield (
        "zarcana-option-reorient-own",
        lambda: refusal(board(minions="M13 1su 2su"), "reorient 2 small up at M13 to east"),
    )
    yield "zarcana-option-faces-already", lambda: refusal(board(), "reorient 1 small up at M13 to up")
    yield "zarcana-option-top-not-in-hand", lambda: refusal(board(hands=("AC 2C", "")), "discard-hand 3C")
    yield "zarcana-option-order-twice", lambda: refusal(board(hands=("AC 2C", "")), "discard-hand AC 2C AC")
    yield "zarcana-option-order-not-in-hand", lambda: refusal(board(hands=("AC 2C", "")), "discard-hand AC 3C")
    yield "zarcana-option-declare-not-yet", lambda: refusal(board(), "declare")
    yield (
        "zarcana-option-declare-draw-first",
        lambda: refusal(emptied(board(discard="AC"), deck=0, discard=False), "declare"),
    )
    order = (parse_tarot("KD"), parse_tarot("Fool"))
    yield "zarcana-option-top-choose", lambda: refusal(waiting(board(), Order(order)), "top 7C")
    yield "zarcana-option-order-not-reaching", lambda: refusal(waiting(board(), Order(order)), "top KD 7C")
    devil = board("M13 7C, N13 8C, P13 9C", "M13 1su, P13 2su", ("Devil", ""))
    play(devil, "play Devil by M13 small up")
    yield "zarcana-option-devil-scope", lambda: refusal(devil.copy(), "reorient 2 small up at P13 to east")
    yield "zarcana-option-declared-already", lambda: refusal(declared(), "declare", seat=1)
    yield "zarcana-option-declare-discard-first", lambda: refusal(emptied(board(), deck=0), "declare")
    yield "zarcana-option-draw-count", lambda: refusal(board(), "draw 4")
    yield (
        "zarcana-check-one-of",
        lambda: refusal(board(hands=("KW", "")), "play KW as moon by M13 small up transport to N13"),
    )
    yield (
        "zarcana-check-not-from-wasteland",
        lambda: refusal(board(minions="N13 1su", hands=("8C", "")), "play 8C by N13 small up grow"),
    )
    priestess = board("M13 Priestess")
    play(priestess, "use M13 small up as priestess draw 0")
    yield "zarcana-option-forbidden", lambda: refusal(priestess.copy(), "use M13 small up as priestess draw 0")
    turned = board(minions="M13 1su 1mu")
    play(turned, "reorient 1 small up at M13 to east")
    yield "zarcana-option-reoriented-already", lambda: refusal(turned.copy(), "reorient 1 small east at M13 to north")
    emperor = board("M13 7C, N13 8C", "M13 1le, N13 2su 1su", ("Emperor", "AC 2C 3C", ""), players=3)
    play(emperor, "play Emperor by M13 large east attack 2 small up at N13 demand 2")
    yield "zarcana-option-give-to", lambda: refusal(emperor.copy(), "give AC 2C to 3")
    yield "zarcana-option-give-count", lambda: refusal(emperor.copy(), "give AC to 1")


def declared() -> ZarcanaGame:
    game = board(reshuffles=1)
    game.apply(0, parse_action("declare"))
    return game


SITUATIONS = list(situations())


@pytest.fixture(scope="module")
def strict() -> Catalogue:
    return Catalogue({language: whole_text(language) for language in LANGUAGES}, strict=True)


@pytest.mark.parametrize(("key", "met"), SITUATIONS, ids=[key for key, _ in SITUATIONS])
def test_every_refusal_met_is_its_message_said_in_every_language(
    key: str, met: Callable[[], Message | None], strict: Catalogue
) -> None:
    message = met()
    assert message is not None, f"{key}: refused with an English sentence"
    assert message.key == key, message
    english = strict.say(ENGLISH, message)
    for language in LANGUAGES:
        words = strict.say(language, message)
        assert words.strip() and "{" not in words, (language, words)
        if language in OTHERS:
            assert words != english, f"{language} reads English: {words}"


def test_the_english_is_the_sentence_of_before() -> None:
    """The words the end-to-end tests read are those the engine wrote before it spoke in messages."""
    said = {key: met() for key, met in SITUATIONS}
    english = Catalogue({ENGLISH: whole_text(ENGLISH)}, strict=True)  # read once: the whole English catalogue
    words = {key: english.say(ENGLISH, message) for key, message in said.items() if message}
    assert words["zarcana-check-no-such-minion"] == "There is no minion on M13 like that (P2's small standing)."
    assert words["zarcana-option-draw-above-six"] == (
        "You hold 5 cards: you may draw 1 at most, never going above six (Z-26, H-4)."
    )
    assert words["zarcana-check-crowded-empress"] == (
        "M13 already holds 3 minions: the population limit is 3 (Z-24, H-5). The Empress ignores it (Z-38)."
    )
    assert words["zarcana-check-copies-court"] == (
        "The Doppelganger has the power of Wands here, not cups: it copies King of Wands, a court card, with its own "
        "suit's power only (Z-57, H-17)."
    )
    assert words["zarcana-check-used-as"] == ("Cups is used as: grow, or clone SIZE (Z-32; see docs/notation.md).")
    assert (
        words["zarcana-option-top-choose"]
        == "Choose which goes on top of the discard pile: King of Discs or The Fool (H-9)."
    )


# ----------------------------------------------------------------------------------------------- every variant


#: The values each argument of the area's messages takes, so that every variant of every select is formatted.
VALUES: dict[str, tuple[object, ...]] = {
    "size": ("small", "medium", "large", "such"),
    "facing": ("up", "north", "east", "south", "west"),
    "whose": ("yours", "named", "nobody"),
    "form": (
        "strike",
        "convert",
        "move",
        "grow",
        "build-sun",
        "build",
        "draw",
        "create",
        "swap",
        "transport",
        "take",
        "teleport",
        "plain",
    ),
    "count": (0, 1, 2, 3, 5, 22),
    "held": (1, 4, 5),
    "room": (0, 1, 2),
    "most": (2, 4),
}
CARD, POWER = Message("zarcana-card-trump", name="HangedMan"), Message("zarcana-power-suit", suit="wands")
PLAIN: dict[str, object] = {
    "card": CARD, "copied": Message("zarcana-card-suit", rank="K", suit="W"), "first": CARD, "second": CARD,
    "here": CARD, "there": CARD, "power": POWER, "cell": "M13", "target": "M12", "chosen": "N13", "name": "Ann",
    "rule": "Z-30", "asked": "cups", "choices": "cups, wands", "limit": 3,
    "minion": Message("zarcana-check-minion", whose="named", name="Bot 2", size="large", facing="east"),
}  # fmt: skip


def area_messages() -> dict[str, frozenset[str]]:
    """Each message of the area's catalogue and the variables it uses."""
    path = ROOT / "i18n" / ENGLISH / CATALOGUE
    return {key: names for key, (names, _) in read([(CATALOGUE, path.read_text(encoding="utf-8"))]).entries.items()}


def every_way(names: frozenset[str]) -> Iterator[dict[str, object]]:
    chosen = sorted(name for name in names if name in VALUES)
    for values in product(*(VALUES[name] for name in chosen)):
        yield {**{name: PLAIN[name] for name in names if name not in VALUES}, **dict(zip(chosen, values, strict=True))}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_variant_of_every_message_formats_in_every_language(language: str, strict: Catalogue) -> None:
    messages = area_messages()
    assert len(messages) > 80
    for key, names in messages.items():
        assert names <= VALUES.keys() | PLAIN.keys(), (key, names)
        for args in every_way(names):
            words = strict.text(language, key, args)
            assert words.strip() and "{" not in words, (language, key, args, words)
            if language in OTHERS:
                assert words != strict.text(ENGLISH, key, args), (language, key, args)


def test_every_message_the_area_names_is_in_its_catalogue_and_every_message_is_named() -> None:
    named = {
        key
        for path in FILES
        for key in re.findall(r"\"(zarcana-(?:option|check)-[a-z-]+)\"", (ROOT / path).read_text())
    }
    english = language_messages(ENGLISH).entries
    assert named <= english.keys(), sorted(named - english.keys())
    assert named == set(area_messages()), sorted(set(area_messages()) ^ named)
    met = {key for key, _ in SITUATIONS}
    assert len(met) >= 85 and met <= named


#: A refusal written as an English sentence: a string returned or raised with a capitalised word or a placeholder.
SENTENCE = re.compile(r"(?:return|Error\()\s*\(?\s*f?[\"'](?:[A-Z][a-z]+ |\{)")


@pytest.mark.parametrize("path", FILES)
def test_the_areas_files_return_no_english_sentence(path: str) -> None:
    source = (ROOT / path).read_text(encoding="utf-8")
    assert not SENTENCE.findall(source), f"{path}: {SENTENCE.findall(source)}"
    assert parse_cell("M13") == (0, 0)  # the cells the sentences name read the same in every language
