"""Autocomplete suggestions and option reading: exactly the engine's legal targets, in words, and back again.

For each position the suggestions of every command are combined the way a player fills the options in (a later
option narrowed by the earlier ones), read as the commands' option kinds read them, and compared with
`game.legal_actions`: nothing legal is missing, nothing offered is refused.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pytest

import i18n
from i18n import ENGLISH
from play.suggestions import NOTHING, Choice, narrow
from play.zark import choices
from play.zark import reading as options
from play.zark.reading import parse_card, parse_cards, parse_outcome, parse_piece, parse_target, resolve_target
from rules import Action, NotationError, parse_cell
from rules.zark import (
    Attack,
    Build,
    Card,
    Discard,
    Draw,
    Fly,
    Grow,
    Hatch,
    Move,
    Place,
    Spawn,
    Starter,
    ZarkGame,
    ZarkSettings,
)
from rules.zark.cards import sort_key
from rules.zark.playout import random_step
from tests.rules.positions import position
from tests.words import en, english, refused, said

from . import boards

TURN_OPTIONS = (Draw, Grow, Spawn, Build, Move, Attack, Fly, Hatch)


# The actions the commands make of what their options read (cogs/turns.py), from text as typed.


def grow_action(piece: str) -> Action:
    return Grow(parse_piece(piece).cell, parse_piece(piece).size)


def spawn_action(cell: str) -> Action:
    return Spawn(parse_cell(cell))


def build_action(card: str, cell: str) -> Action:
    return Build(parse_card(card), parse_cell(cell))


def hatch_action(card: str, cell: str) -> Action:
    return Hatch(parse_card(card), parse_cell(cell))


def move_action(piece: str, to: str) -> Action:
    return Move(parse_piece(piece).cell, parse_piece(piece).size, parse_cell(to))


def attack_action(game: ZarkGame, seat: int, target: str, pay: str, outcome: str) -> Action:
    cell, owner, size = resolve_target(game, seat, parse_target(target))
    return Attack(cell, owner, size, parse_cards(pay), parse_outcome(outcome))


def fly_action(card: str, to: str, ace: str) -> Action:
    return Fly(parse_card(ace), parse_cell(card), parse_cell(to))


def discard_action(cards: str) -> Action:
    return Discard(parse_cards(cards))


def values(found: Sequence[Choice]) -> list[str]:
    return [value for _, value in found]


def suggested_turn_options(game: ZarkGame, seat: int) -> list[Action]:
    """Every turn option the suggestion lists lead to, each later option narrowed by the ones chosen before."""
    cards = values(en(choices.number_cards(game.view(seat), {})))
    found: list[Action] = [Draw()]  # /draw has no options
    found += [grow_action(piece) for piece in values(en(choices.grow_pieces(game.view(seat), {})))]
    found += [spawn_action(cell) for cell in values(en(choices.spawn_cells(game.view(seat), {})))]
    found += [build_action(c, cell) for c in cards for cell in values(en(choices.build_cells(game.view(seat), {})))]
    for piece in values(en(choices.move_pieces(game.view(seat), {}))):
        found += [
            move_action(piece, to) for to in values(en(choices.move_destinations(game.view(seat), {"piece": piece})))
        ]
    for target in values(en(choices.attack_targets(game.view(seat), {}))):
        for pay in values(en(choices.payments(game.view(seat), {"target": target}))):
            for outcome in values(en(choices.outcomes(game.view(seat), {"target": target}))):
                found.append(attack_action(game, seat, target, pay, outcome))
    for cell in values(en(choices.fly_cards(game.view(seat), {}))):
        for to in values(en(choices.fly_destinations(game.view(seat), {"card": cell}))):
            found += [fly_action(cell, to, ace) for ace in values(en(choices.aces(game.view(seat), {})))]
    found += [hatch_action(c, cell) for c in cards for cell in values(en(choices.hatch_cells(game.view(seat), {})))]
    return found


def suggested_actions(game: ZarkGame, seat: int) -> list[Action]:
    """What the commands open in this phase suggest to `seat`."""
    if game.phase == "starters":
        return [Starter(parse_card(value)) for value in values(en(choices.starters(game.view(seat), {})))]
    if game.phase == "hatching":
        return [Place(parse_cell(value)) for value in values(en(choices.places(game.view(seat), {})))]
    if game.phase == "discard":
        return [discard_action(value) for value in values(en(choices.discards(game.view(seat), {})))]
    return suggested_turn_options(game, seat)


def assert_suggestions_are_exactly_legal(game: ZarkGame, seat: int) -> None:
    suggested = suggested_actions(game, seat)
    assert len(suggested) == len(set(suggested)), "no action is suggested twice"
    legal = game.legal_actions(seat)
    assert set(suggested) == set(legal)
    for action in suggested:
        game.copy().apply(seat, action)  # raises if the engine refuses it


# --------------------------------------------------------------------------------------------- exactness


POSITIONS: dict[str, Callable[[], ZarkGame]] = {
    "crowded": boards.crowded,
    "crowded classic": lambda: boards.crowded(edition="classic"),
    "hatchling": boards.hatchling,
    "over the limit": boards.over_the_limit,
    "two jokers over the limit": lambda: boards.over_the_limit("2H 3H JK JK KD QS"),
    "attack own allowed": lambda: position(
        boards.CROWDED_CARDS, boards.CROWDED_PIECES, boards.CROWDED_HANDS, players=3, attack_own=True
    ),
}


@pytest.mark.parametrize("name", POSITIONS)
def test_every_suggestion_is_legal_and_every_legal_action_is_suggested(name: str) -> None:
    game = POSITIONS[name]()
    assert_suggestions_are_exactly_legal(game, game.current)


@pytest.mark.parametrize(
    ("players", "edition", "deck", "seed"),
    [(2, "arcade", "standard", "walk-a"), (3, "arcade", "standard", "walk-b"), (4, "arcade", "zark", "walk-c"),
     (3, "classic", "standard", "walk-d"), (5, "arcade", "standard", "walk-e")],
)  # fmt: skip
def test_suggestions_match_the_engine_through_random_games(players: int, edition: str, deck: str, seed: str) -> None:
    """From the deal through starters (R-2), the first round (R-3), turns and discards (R-8, R-19), in real games."""
    names = tuple(f"P{n}" for n in range(players))
    game = ZarkGame.new(ZarkSettings(players=names, edition=edition, deck=deck), seed)
    rng = random.Random(seed)
    phases = set()
    for _ in range(100):
        if game.phase == "over":
            break
        phases.add(str(game.phase))
        for seat in game.seats_to_act():
            assert_suggestions_are_exactly_legal(game, seat)
        random_step(game, rng)
    assert {"starters", "hatching", "action", "discard"} <= phases


def test_a_classic_game_offers_no_fly_and_pays_one_point_a_card_r20_r21() -> None:
    game = boards.crowded(edition="classic")
    assert en(choices.fly_cards(game.view(0), {})) == [] and en(choices.aces(game.view(0), {})) == []
    assert values(en(choices.payments(game.view(0), {"target": "N13 2 medium"}))) == [
        "QH KD", "QH AS", "QH AC", "QH JK", "KD AS", "KD AC", "KD JK", "AS AC", "AS JK", "AC JK",
    ]  # fmt: skip
    assert all("change" not in name for name, _ in en(choices.payments(game.view(0), {"target": "L13 2 large"})))


# --------------------------------------------------------------------------------------------- narrowing


def test_move_destinations_follow_the_chosen_piece() -> None:
    game = boards.crowded()
    legal_moves = [a for a in game.legal_actions(0) if isinstance(a, Move)]
    for piece in values(en(choices.move_pieces(game.view(0), {}))):
        cell, size = options.parse_piece(piece).cell, options.parse_piece(piece).size
        expected = {a.to for a in legal_moves if (a.cell, a.size) == (cell, size)}
        assert {
            parse_cell(v) for v in values(en(choices.move_destinations(game.view(0), {"piece": piece})))
        } == expected
    assert values(en(choices.move_destinations(game.view(0), {"piece": "M14 medium"}))) == ["M13"]
    everywhere = {parse_cell(v) for v in values(en(choices.move_destinations(game.view(0), {"piece": ""})))}
    assert everywhere == {a.to for a in legal_moves}  # nothing chosen yet: wherever any of your pyramids can go


@pytest.mark.parametrize("piece", ["N13 small", "M13 large", "O13 medium"])
def test_no_destinations_for_a_pyramid_that_is_not_yours(piece: str) -> None:
    """A typed piece that you do not have gets no destinations: each would be refused."""
    assert en(choices.move_destinations(boards.crowded().view(0), {"piece": piece})) == []


def test_payments_and_outcomes_follow_the_chosen_target_r12_r14() -> None:
    game = boards.crowded()
    attacks = [a for a in game.legal_actions(0) if isinstance(a, Attack)]
    for target in values(en(choices.attack_targets(game.view(0), {}))):
        cell, owner, size = options.resolve_target(game, 0, options.parse_target(target))
        mine = [a for a in attacks if (a.cell, a.owner, a.size) == (cell, owner, size)]
        offered = {
            tuple(sorted(options.parse_cards(v), key=sort_key))
            for v in values(en(choices.payments(game.view(0), {"target": target})))
        }
        assert offered == {a.payment for a in mine}
        assert {options.parse_outcome(v) for v in values(en(choices.outcomes(game.view(0), {"target": target})))} == {
            a.convert_to for a in mine
        }
    # a small (1 pip) takes any single card; a large (3 pips) needs 3 points with no card spent for nothing
    assert values(en(choices.payments(game.view(0), {"target": "N13 2 small"}))) == ["QH", "KD", "AS", "AC", "JK"]
    assert values(en(choices.payments(game.view(0), {"target": "L13 2 large"}))) == [
        "KD",
        "QH AS",
        "QH AC",
        "QH JK",
        "AS AC JK",
    ]
    # P1's stash holds 2 smalls and 2 mediums: a medium converts to either, a small only to a small (R-14)
    assert values(en(choices.outcomes(game.view(0), {"target": "N13 2 medium"}))) == [
        "demolish",
        "convert small",
        "convert medium",
    ]
    assert values(en(choices.outcomes(game.view(0), {"target": "N13 3 small"}))) == ["demolish", "convert small"]


def test_fly_destinations_follow_the_chosen_card_r15() -> None:
    game = boards.crowded()
    flights = [a for a in game.legal_actions(0) if isinstance(a, Fly)]
    for cell in values(en(choices.fly_cards(game.view(0), {}))):
        expected = {a.to for a in flights if a.cell == parse_cell(cell)}
        assert {parse_cell(v) for v in values(en(choices.fly_destinations(game.view(0), {"card": cell})))} == expected
    assert en(choices.fly_destinations(game.view(0), {"card": ""})) == []
    assert en(choices.fly_destinations(game.view(0), {"card": "nowhere"})) == []


@pytest.mark.parametrize("cell", ["O13", "M12", "Q20"])
def test_no_fly_destinations_for_a_card_you_do_not_occupy_r15(cell: str) -> None:
    assert en(choices.fly_destinations(boards.crowded().view(0), {"card": cell})) == []


def test_no_fly_destinations_without_an_ace_r15() -> None:
    game = position({"M13": "7H", "N13": "8H"}, {"M13": "1s"}, ["KD", "2C"])
    assert en(choices.fly_cards(game.view(0), {})) == []
    assert en(choices.fly_destinations(game.view(0), {"card": "M13"})) == []


# --------------------------------------------------------------------------------------------- words


def test_labels_read_in_words() -> None:
    view = boards.crowded().view(0)
    assert ("M13 · 7♥ · your small", "M13 small") in en(choices.move_pieces(view, {}))
    assert ("M14 · 3♦ · your medium", "M14") in en(choices.spawn_cells(view, {}))
    assert ("M13 · 7♥ · your small · grow your small to medium", "M13 small") in en(choices.grow_pieces(view, {}))
    assert ("N13 · 8♥ · P2's small, P2's medium, P3's small", "N13") in en(
        choices.move_destinations(view, {"piece": "M13 small"})
    )
    assert ("L13 · 5♣ · P2's large (3 pips)", "L13 2 large") in en(choices.attack_targets(view, {}))
    assert ("N13 · 8♥ · P3's small (1 pip)", "N13 3 small") in en(choices.attack_targets(view, {}))
    assert ("10♥ · 10 of hearts", "10H") in en(choices.number_cards(view, {}))
    assert ("A♣ · Ace of clubs", "AC") in en(choices.aces(view, {}))
    assert ("N14 · next to M14 (3♦), N13 (8♥)", "N14") in en(choices.build_cells(view, {}))
    payments = dict((value, name) for name, value in en(choices.payments(view, {"target": "N13 2 small"})))
    assert payments["KD"] == "K♦ · 3 points, draw 2 cards change"
    assert payments["JK"] == "Joker · 1 point"
    assert ("Convert: put your medium in its place", "convert medium") in en(
        choices.outcomes(view, {"target": "N13 2 medium"})
    )


def test_an_empty_cell_reads_empty() -> None:
    assert said(choices.cell_words(boards.crowded().view(0), (5, 5), 0)) == "R18 · empty cell"


def test_a_fly_destination_is_described_by_the_cards_that_stay_r15() -> None:
    """The flying card leaves its cell, so "next to" names only the other cards."""
    game = boards.crowded()
    names = dict((value, name) for name, value in en(choices.fly_destinations(game.view(0), {"card": "M14"})))
    assert names["N14"] == "N14 · next to N13 (8♥)"
    assert names["L14"] == "L14 · next to L13 (5♣)"
    assert all("M14" not in name for name in names.values())


def test_a_target_of_yours_reads_yours_when_attacking_own_is_allowed_r11() -> None:
    game = position(boards.CROWDED_CARDS, boards.CROWDED_PIECES, boards.CROWDED_HANDS, players=3, attack_own=True)
    assert ("M13 · 7♥ · your small (1 pip)", "M13 1 small") in en(choices.attack_targets(game.view(0), {}))


# --------------------------------------------------------------------------------------------- narrow


def test_narrow_keeps_what_was_typed_in_words_or_value() -> None:
    game = boards.crowded()
    cells = en(choices.build_cells(game.view(0), {}))
    assert values(narrow(cells, "n1")) == ["N14"]
    assert values(narrow(cells, "  L14 ")) == ["L14"]
    assert values(narrow(cells, "3♦")) == ["L14", "M15", "N14"]  # all next to M14's 3♦
    cards = en(choices.number_cards(game.view(0), {}))
    assert values(narrow(cards, "10h")) == ["10H"]
    assert values(narrow(cards, "hearts")) == ["10H"]
    assert values(narrow(cards, "")) == ["4C", "10H"]
    assert narrow(cards, "spades") == []


def test_narrow_gives_at_most_25_choices_within_100_characters() -> None:
    # Nine cards, three to discard: more ways than Discord shows
    game = boards.over_the_limit()
    every = en(choices.discards(game.view(0), {}))
    assert len(every) > 25
    shown = narrow(every, "")
    assert shown == every[:25]
    long = [("x" * 150, "v" * 120), ("short", "s")]
    assert narrow(long, "") == [("x" * 100, "v" * 100), ("short", "s")]
    for found in (shown, narrow(en(choices.attack_targets(boards.crowded().view(0), {})), "")):
        assert all(1 <= len(name) <= 100 and 1 <= len(value) <= 100 for name, value in found)


def test_names_of_a_busy_cell_fit_after_narrowing() -> None:
    """Five players' pyramids on one card make a name over 100 characters; narrow cuts it to fit."""
    game = position(
        {"M13": "7H", "N13": "8H"},
        {"M13": "1s", "N13": "1s 2s 2m 3s 3m 4s 4m 5s 5m"},
        ["KD", "2C", "3C", "4C", "5C"],
        players=5,
    )
    long = [name for name, _ in en(choices.move_destinations(game.view(0), {"piece": "M13 small"}))]
    assert max(len(name) for name in long) > 100
    assert all(len(name) <= 100 for name, _ in narrow(en(choices.move_destinations(game.view(0), {"piece": ""})), ""))


# --------------------------------------------------------------------------------------------- parsing


def test_values_a_player_types_parse_like_the_suggested_ones() -> None:
    game = boards.crowded()
    assert build_action("10♥", " n14 ") == Build(Card("10H"), (1, 1))
    assert move_action("m14 MEDIUM", "m13") == Move((0, 1), 2, (0, 0))
    assert grow_action("M13 s") == Grow((0, 0), 1)
    assert attack_action(game, 0, "L13 large", "q♥, A♠", "Convert Medium") == Attack(
        (-1, 0), 1, 3, (Card("QH"), Card("AS")), 2
    )
    assert attack_action(game, 0, "N13 medium", "QH", "demolish") == Attack((1, 0), 1, 2, (Card("QH"),), None)
    assert fly_action("M14", "P13", "as") == Fly(Card("AS"), (0, 1), (3, 0))
    assert discard_action("jk+jk 2h") == Discard((Card("2H"), Card("JK"), Card("JK")))
    assert options.parse_outcome("small") == 1


GARBAGE: list[tuple[Callable[[], object], str]] = [
    (lambda: options.parse_cards(""), "Name at least one card, like 'QH' or 'QH QS'."),
    (lambda: options.parse_cards(" , + "), "Name at least one card, like 'QH' or 'QH QS'."),
    (
        lambda: discard_action("QH ZZ"),
        "'ZZ' is not a card. Write cards like 7H, 7♥, 10S, KD or JK for a Joker.",
    ),
    (lambda: build_action("11H", "N14"), "'11H' is not a card."),
    (lambda: build_action("10H", "14N"), "'14N' is not a cell name."),
    (lambda: spawn_action(""), "'' is not a cell name."),
    (lambda: grow_action("M13"), "'M13' does not name a pyramid: write its cell and size, like 'M13 small'."),
    (lambda: grow_action(""), "'' does not name a pyramid"),
    (lambda: grow_action("M13 huge"), "'huge' is not a pyramid size: say small, medium or large."),
    (lambda: move_action("M13 small", "the moon"), "'the moon' is not a cell name."),
    (lambda: fly_action("M14", "P13", "KX"), "'KX' is not a card."),
]


@pytest.mark.parametrize(("parse", "sentence"), GARBAGE)
def test_parsers_refuse_garbage_with_a_sentence(parse: Callable[[], object], sentence: str) -> None:
    with pytest.raises(NotationError) as refused:
        parse()
    assert english(refused.value).startswith(sentence)


@pytest.mark.parametrize(
    ("target", "sentence"),
    [
        ("N13 small", "Several players have a small on N13: pick one from the list."),
        ("M12 small", "There is no opponent's small pyramid on M12."),
        ("M13 small", "There is no opponent's small pyramid on M13."),  # your own is not a target
        ("N13 4 small", "'4' is not a seat in this game."),
        ("N13 0 small", "'0' is not a seat in this game."),
        ("N13 two small", "'two' is not a seat in this game."),
        ("N13", "'N13' does not name a pyramid to attack: pick one from the list, like 'N13 2 medium'."),
        ("", "'' does not name a pyramid to attack"),
        ("N13 2 small extra", "'N13 2 small extra' does not name a pyramid to attack"),
        ("13N small", "'13N' is not a cell name."),
        ("N13 tiny", "'tiny' is not a pyramid size"),
    ],
)
def test_attack_targets_refuse_garbage_r11(target: str, sentence: str) -> None:
    with pytest.raises(NotationError) as refused:
        options.resolve_target(boards.crowded(), 0, options.parse_target(target))
    assert english(refused.value).startswith(sentence)


@pytest.mark.parametrize("outcome", ["", "explode", "convert", "convert huge", "demolish it", "convert small now"])
def test_a_bad_outcome_says_what_an_outcome_is_r14(outcome: str) -> None:
    with pytest.raises(NotationError) as refused:
        options.parse_outcome(outcome)
    assert "choose 'demolish' or 'convert small/medium/large'" in english(refused.value)
    assert repr(outcome.strip()) in english(refused.value)


def test_autocomplete_hints_on_garbage_stay_quiet() -> None:
    """A half-typed earlier option never breaks the later lists: they fall back to their unnarrowed hints."""
    game = boards.crowded()
    assert en(choices.payments(game.view(0), {"target": "gibberish"})) == en(
        choices.payments(game.view(0), {"target": ""})
    )
    assert values(en(choices.outcomes(game.view(0), {"target": "gibberish"})))[0] == "demolish"
    assert en(choices.move_destinations(game.view(0), {"piece": "M13 sm"})) == en(
        choices.move_destinations(game.view(0), {"piece": ""})
    )


LONG = "N13 2 medium " + "Q" * 6000


@pytest.mark.parametrize(
    "build",
    [
        lambda game: grow_action(LONG),
        lambda game: spawn_action(LONG),
        lambda game: build_action(LONG, "M13"),
        lambda game: build_action("7H", LONG),
        lambda game: hatch_action(LONG, "M13"),
        lambda game: move_action(LONG, "M13"),
        lambda game: move_action("M13 small", LONG),
        lambda game: attack_action(game, 0, LONG, "KD", "demolish"),
        lambda game: attack_action(game, 0, "N13 2 small", LONG, "demolish"),
        lambda game: attack_action(game, 0, "N13 2 small", "KD", LONG),
        lambda game: fly_action(LONG, "M13", "AS"),
        lambda game: fly_action("M13", LONG, "AS"),
        lambda game: fly_action("M13", "O13", LONG),
        lambda game: discard_action(LONG),
    ],
)
def test_a_very_long_option_value_is_refused_in_a_short_sentence(build: Callable[[ZarkGame], Action]) -> None:
    """Discord lets an option carry 6,000 characters; the refusal quotes a short excerpt."""
    game = boards.crowded()
    with pytest.raises(NotationError) as refused:
        game.copy().apply(0, build(game))
    assert len(english(refused.value)) <= 200, english(refused.value)


def test_out_of_turn_a_player_is_offered_nothing_and_told_whose_turn_it_is() -> None:
    from play.errors import UserError

    game = boards.crowded()
    other = next(seat for seat in game.seats if seat not in game.seats_to_act())
    with refused(UserError, f"It is {game.name(game.current)}'s turn, not yours."):
        choices.offer(game.view(other), choices.build_cells, {}, "")
    assert choices.offer(game.view(other), choices.number_cards, {}, "", anyone=True) == en(
        choices.number_cards(game.view(other), {})
    )
    assert choices.offer(game.view(game.current), choices.build_cells, {}, "N1") == narrow(
        en(choices.build_cells(game.view(game.current), {})), "N1"
    )


def test_an_option_with_no_legal_value_now_offers_one_entry_saying_why() -> None:
    view = boards.hatchling().view(0)  # P1 has no pyramid on the board: nothing to attack, grow or move
    assert en(choices.attack_targets(view, {})) == []
    for suggester, key in (
        (choices.attack_targets, "attack"),
        (choices.grow_pieces, "grow"),
        (choices.move_pieces, "move"),
    ):
        why = i18n.say(ENGLISH, choices.nothing_now(key))
        assert choices.offer(view, suggester, {}, "") == [(why, NOTHING + key)]
        assert choices.offer(view, suggester, {}, "zzz") == [(why, NOTHING + key)]  # whatever was typed
    assert i18n.say(ENGLISH, choices.nothing_now("attack")).startswith("Nothing to attack now:")
    assert choices.offer(view, choices.hatch_cells, {}, "")[0][1] != NOTHING + "hatch"  # what there is, is offered
    assert choices.offer(view, choices.move_destinations, {}, "") == []  # a later value says nothing of its own


@pytest.mark.parametrize(
    ("attack_own", "sentence"),
    [
        (False, "Nothing to attack now: no other player's pyramid near yours that your hand pays for (R-11)."),
        (True, "Nothing to attack now: no pyramid on or next to a card you occupy that your hand pays for (R-11)."),
    ],
)
def test_why_there_is_nothing_to_attack_follows_the_table_r11(attack_own: bool, sentence: str) -> None:
    """With R-11's option on, one's own pyramids near one's own may be attacked: not only another player's."""
    game = position({"M13": "7H", "N13": "8H"}, {"M13": "1s", "N13": "2s"}, ["2H", "2C"], attack_own=attack_own)
    (entry,) = choices.offer(game.view(0), choices.attack_targets, {}, "")
    assert entry[0] == sentence
    assert i18n.say(ENGLISH, choices.nothing_now(entry[1].removeprefix(NOTHING))) == sentence  # the entry's refusal
