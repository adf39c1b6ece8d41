"""The Zark family's autocomplete entries in the reader's language: each entry one message, said whole in every
language (in the pseudo-language nothing of it outside its markers, through real games of Zark City, Unocitta and
Unopolis), within Discord's 100 characters in every language however long the players' names; the values stay the
notation players type. And a game's thread is named in its table's language."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterator
from types import SimpleNamespace
from typing import cast

import pytest

import i18n
from data import GameRow
from i18n import ENGLISH, LANGUAGES, Catalogue
from i18n.catalogue import whole_text
from i18n.pseudo import CLOSE, OPEN, PSEUDO, escaped_words, pseudo_text
from play.suggestions import MAX_NAME, Choice, Filled, choices_in
from play.texts import game_name
from play.zark import choices
from play.zark.choices import Suggester, offer
from rules.zark import ZarkGame, ZarkSettings
from rules.zark.playout import random_step
from tests.play import boards
from tests.rules.positions import position


def suggesters() -> list[Suggester]:
    """Every suggester an option of the Zark family's commands uses (/draw ... /discard, /zark starter, place,
    nominate), as the cog declares them."""
    import cogs.zark_city as commands
    from cogs.zark_city.transformers import Option

    found = {option.suggester: None for option in vars(commands).values() if isinstance(option, Option)}
    return list(found)


def every_filled(game: ZarkGame, seat: int) -> list[Filled]:
    """Nothing filled in, and the first value of each option a later one is narrowed by (a target, a piece, a card
    in hand or on the board, a Wild's cell), as the player would have picked it."""
    view = game.view(seat)

    def first(make: Suggester) -> list[str]:
        return [value for _, value in make(view, {})][:2]

    filled: list[Filled] = [{}]
    filled += [{"target": value} for value in first(choices.attack_targets)]
    filled += [{"piece": value} for value in first(choices.move_pieces)]
    filled += [{"card": value} for value in first(choices.fly_cards) + first(choices.board_cards)]
    filled += [{"cell": value} for value in first(choices.nominate_cells)]
    return filled


def offered_through_games(language: str) -> Iterator[tuple[str, Choice]]:
    """Every entry every option offers, said in `language`, at each position of real games of each kind in the
    family: (where it was offered, the entry)."""
    every = suggesters()
    for kind, players, seed in (("zark-city", 3, "say-a"), ("unocitta", 2, "say-b"), ("unopolis", 4, "say-c")):
        names = tuple(f"P{n}" for n in range(players))
        game = ZarkGame.new(ZarkSettings(players=names, game=kind), seed)
        rng = random.Random(seed)
        for step in range(90):
            if game.phase == "over":
                break
            for seat in game.seats_to_act():
                for filled in every_filled(game, seat):
                    for make in every:
                        for entry in offer(game.view(seat), make, filled, "", language=language, anyone=True):
                            yield f"{kind} step {step} seat {seat} {make.__name__} {dict(filled)}", entry
            random_step(game, rng)


@pytest.fixture
def strict(monkeypatch: pytest.MonkeyPatch) -> Callable[[dict[str, str]], None]:
    """Make every sentence come from these catalogue texts, raising on any formatting error."""

    def use(texts: dict[str, str]) -> None:
        catalogue = Catalogue(texts, strict=True)
        monkeypatch.setattr(i18n, "catalogue", lambda: catalogue)

    return use


def test_every_option_of_every_command_is_suggested_from_here() -> None:
    assert {choices.build_cells, choices.payments, choices.outcomes, choices.nominations, choices.places} <= set(
        suggesters()
    )
    assert len(suggesters()) == 19  # every one of play.zark.choices but number_cards (board_cards for /build)


def test_in_the_pseudo_language_no_english_escapes_an_entry_of_any_option(
    strict: Callable[[dict[str, str]], None],
) -> None:
    strict({ENGLISH: whole_text(ENGLISH), PSEUDO: pseudo_text(whole_text(ENGLISH))})
    seen, escaped, kinds = 0, {}, set()
    for where, (name, value) in offered_through_games(PSEUDO):
        seen += 1
        kinds.add(where.split()[0])
        assert name.startswith(OPEN) and 1 <= len(name) <= MAX_NAME and 1 <= len(value) <= MAX_NAME, (where, name)
        if words := escaped_words(name):
            escaped[where] = (name, words)
    assert seen > 5000 and kinds == {"zark-city", "unocitta", "unopolis"}
    assert not escaped, list(escaped.items())[:10]


def test_the_values_are_the_notation_in_every_language() -> None:
    view = boards.crowded().view(0)
    for make in suggesters():
        english = [value for _, value in offer(view, make, {"target": "N13 2 small"}, "", anyone=True)]
        for language in LANGUAGES:
            found = offer(view, make, {"target": "N13 2 small"}, "", language=language, anyone=True)
            assert [value for _, value in found] == english, (language, make.__name__)


def test_a_german_reader_reads_the_entries_in_german() -> None:
    view = boards.crowded().view(0)

    def german(make: Suggester, filled: Filled | None = None) -> list[Choice]:
        return offer(view, make, filled or {}, "", language="de")

    assert ("10♥ · Herz-10", "10H") in german(choices.number_cards)
    assert ("A♣ · Kreuz-Ass", "AC") in german(choices.aces)
    assert ("M13 · 7♥ · deine kleine · deine kleine zur mittleren wachsen lassen", "M13 small") in german(
        choices.grow_pieces
    )
    assert ("N13 · 8♥ · kleine von P2, mittlere von P2, kleine von P3", "N13") in german(
        choices.move_destinations, {"piece": "M13 small"}
    )
    assert ("N14 · neben M14 (3♦), N13 (8♥)", "N14") in german(choices.build_cells)
    assert ("L13 · 5♣ · große von P2 (3 Punkte)", "L13 2 large") in german(choices.attack_targets)
    assert ("N13 · 8♥ · kleine von P3 (1 Punkt)", "N13 3 small") in german(choices.attack_targets)
    paid = dict((value, name) for name, value in german(choices.payments, {"target": "N13 2 small"}))
    assert paid["KD"] == "K♦ · 3 Punkte, 2 Karten Wechselgeld ziehen"
    assert paid["JK"] == "Joker · 1 Punkt"
    outcomes = german(choices.outcomes, {"target": "N13 2 medium"})
    assert outcomes[0] == ("Abreißen: die Pyramide geht in den Vorrat ihres Besitzers zurück", "demolish")
    assert ("Umwandeln: deine mittlere kommt an ihre Stelle", "convert medium") in outcomes
    assert german(choices.build_cells, {}) != offer(view, choices.build_cells, {}, "")  # not English


def test_a_german_reader_reads_the_uno_cards_and_a_wild_on_the_board_in_german() -> None:
    game = position(
        {"M13": "5R", "N13": "W4", "M14": "3B"},
        {"M13": "1s", "N13": "1m", "M14": "1s 2s"},
        ["W 9R SB +2Y", "2G"],
        game="unocitta",
        nominations={"N13": "0R"},
    )
    view = game.view(0)
    english = offer(view, choices.spawn_cells, {}, "")
    assert ("N13 · Wild Draw Four as red 0 · your medium", "N13") in english
    german = offer(view, choices.spawn_cells, {}, "", language="de")
    wild = i18n.text("de", "zark-cards-wild-draw-four")
    red = i18n.text("de", "zark-cards-uno-number", colour="red", number="0")
    assert (f"N13 · {wild} als {red} · deine mittlere", "N13") in german
    cards = dict((value, name) for name, value in offer(view, choices.board_cards, {}, "", language="de"))
    assert cards["9R"] == i18n.text("de", "zark-cards-uno-number", colour="red", number="9")  # said once
    assert cards["W"] == i18n.text("de", "zark-cards-wild") == "Farbwahlkarte"
    assert ("rote 3", "3R") in offer(view, choices.nominations, {"card": "W"}, "rot", language="de")


def long_named(game: ZarkGame) -> ZarkGame:
    """The game with the longest names Discord allows its players (32 characters)."""
    names = tuple(f"{'Wxyzäöü' * 5}"[:31] + str(seat) for seat in game.seats)
    game.settings = dataclasses.replace(game.settings, players=names)
    return game


def busiest() -> ZarkGame:
    """Every player's pyramids on one card, all long-named: the longest entries the options make."""
    return long_named(
        position(
            {"M13": "7H", "N13": "8H", "M14": "9H", "N14": "QS"},
            {"M13": "1s", "N13": "1s 2s 2m 3s 3m 4s 4m 5s 5m", "M14": "1m 2l 3l", "N14": "1l 4l 5l"},
            ["KD KC KH AS AC", "2C", "3C", "4C", "5C"],
            players=5,
        )
    )


@pytest.mark.parametrize("language", [*LANGUAGES, PSEUDO])
def test_every_entry_fits_discords_100_characters_in_every_language(
    language: str, strict: Callable[[dict[str, str]], None]
) -> None:
    texts = {other: whole_text(other) for other in LANGUAGES}
    strict({**texts, PSEUDO: pseudo_text(texts[ENGLISH])})
    game = busiest()
    longest, cut = 0, 0
    for filled in every_filled(game, 0):
        for make in suggesters():
            words = [name for name, _ in choices_in(language, make(game.view(0), filled))]
            longest = max([longest, *map(len, words)])
            for name, _ in offer(game.view(0), make, filled, "", language=language):
                assert 1 <= len(name) <= MAX_NAME, (make.__name__, name)
                cut += name.endswith("…")
    assert longest > MAX_NAME and cut, "some entries are longer than Discord allows, and cut"


def test_a_cut_entry_ends_at_a_word_with_an_ellipsis_and_keeps_its_place_in_the_pseudo_language(
    strict: Callable[[dict[str, str]], None],
) -> None:
    strict({ENGLISH: whole_text(ENGLISH), PSEUDO: pseudo_text(whole_text(ENGLISH))})
    game = busiest()
    found = offer(game.view(0), choices.move_destinations, {}, "", language=PSEUDO)
    (cut,) = [name for name, value in found if value == "N13"]
    assert cut.endswith(CLOSE + "…") and len(cut) <= MAX_NAME and cut.startswith(OPEN)  # cut after a name
    assert not escaped_words(cut)


# --------------------------------------------------------------------------------------------- the thread


def stored(game: str, language: str, number: int = 7) -> GameRow:
    """What `game_name` reads of a stored game: its number and its settings."""
    return cast(GameRow, SimpleNamespace(id=number, settings={"game": game, "language": language}))


@pytest.mark.parametrize(
    ("game", "language", "expected"),
    [
        ("zark-city", "en-US", "Zark City game 7"),
        ("zark-city", "de", "Zark City, Partie 7"),
        ("unocitta", "fr", "Unocitta, partie 7"),
        ("unopolis", "pl", "Unopolis, gra 7"),
        ("zarcana", "ru", "Zarcana, партия 7"),
    ],
)
def test_a_games_thread_is_named_in_the_tables_language(game: str, language: str, expected: str) -> None:
    assert game_name(stored(game, language), language=language) == expected


@pytest.mark.parametrize("game", ["zark-city", "unocitta", "unopolis", "zarcana"])
def test_in_the_pseudo_language_a_threads_name_is_wholly_the_catalogues(
    game: str, strict: Callable[[dict[str, str]], None]
) -> None:
    strict({ENGLISH: whole_text(ENGLISH), PSEUDO: pseudo_text(whole_text(ENGLISH))})
    name = game_name(stored(game, PSEUDO, number=123456), language=PSEUDO)
    assert name.startswith(OPEN) and name.endswith(CLOSE) and not escaped_words(name)
    assert "123456" in name and len(name) <= 100
