"""Random games from random seeds, with the engine's invariants checked after every move (OpenSpiel-style).

Exactness both ways: random candidate actions (legal or not) are applied to copies; an action applies if and
only if `legal_actions` lists it, and a refused one changes nothing.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules import Action, IllegalActionError, Phase
from rules.core.cells import around, neighbours
from rules.core.errors import HiddenInformationError
from rules.zark import (
    Attack,
    Build,
    Discard,
    Draw,
    Fly,
    Grow,
    Hatch,
    Move,
    Nominate,
    Place,
    Spawn,
    Starter,
    ZarkGame,
    ZarkSettings,
    game_from_dict,
    game_to_dict,
    legal,
    read_record,
    replay_zark,
    write_record,
)
from rules.zark.actions import TURN_OPTIONS
from rules.zark.blocks import find_block
from rules.zark.cards import Card, deck_cards
from rules.zark.playout import random_step

PLAYERS = ("Ann", "Bob", "Cy", "Di", "Eve")


def check_invariants(game: ZarkGame) -> None:
    for seat in game.seats:
        on_board = sum(1 for here in game.pieces.values() for owner, _ in here if owner == seat)
        assert on_board + sum(game.stashes[seat][1:]) == 9, "each player has 9 pieces"
        assert min(game.stashes[seat][1:]) >= 0
    places = Counter(game.deck) + Counter(game.discard) + Counter(game.cards.values())
    places += Counter(card for hand in game.hands for card in hand)
    places += Counter(card for card in game.starters if card is not None)
    assert places == Counter(deck_cards(game.settings.deck)), "every card is in exactly one place"
    assert all(cell in game.cards for cell in game.pieces), "pieces stand only on cards"
    rules = game.settings.ruleset
    wild_cells = {cell for cell, card in game.cards.items() if rules.is_wild(card)}
    assert set(game.nominations) == wild_cells, "every Wild on the board, and nothing else, stands for a card (R-24)"
    assert set(game.nominations.values()) <= set(rules.nominations)
    assert all(rules.goes_on_board(card) for card in game.cards.values()), "R-24: no Skip, Reverse or Draw Two"
    if game.phase is not Phase.OVER:  # the win check looks only near the cells a move changed: it missed nothing
        controlled, faces = game.controlled(), game.faces()
        for seat in game.active_seats():
            assert find_block(controlled[seat], faces, rules.block_size, rules.number_ranks) is None
    assert_connected(set(game.cards))
    if game.phase in (Phase.ACTION, Phase.DISCARD):
        # R-1's redeal may leave more than six cards before a player's first turn; after it, R-9 holds.
        played = {seat for seat, action in game.history if isinstance(action, (*TURN_OPTIONS, Discard))}
        for seat in played:
            if seat != game.current and not game.resigned[seat]:
                assert len(game.hands[seat]) <= 6, "R-9: no hand over six outside its owner's turn"
    for seat in game.seats:
        assert_view_hides_secrets(game, seat)


def assert_connected(cells: set[tuple[int, int]]) -> None:
    if not cells:
        return
    start = next(iter(cells))
    seen, stack = {start}, [start]
    while stack:
        for n in around(stack.pop()):
            if n in cells and n not in seen:
                seen.add(n)
                stack.append(n)
    assert seen == cells, "the board is connected through sides or corners"


def assert_view_hides_secrets(game: ZarkGame, seat: int) -> None:
    view = game.view(seat)
    assert Counter(view.hand) == Counter(game.hands[seat])
    allowed = set(game.cards.values()) | set(game.discard) | set(game.hands[seat])
    if game.phase is Phase.STARTERS:
        allowed |= {card for card in [game.starters[seat]] if card is not None}
    else:
        allowed |= {card for card in game.starters if card is not None}
    allowed |= {card for _, cards in game.setup_reveals for card in cards}  # shown to all
    allowed |= set(game.nominations.values())  # what the Wilds stand for is named in public
    shown = {card for card in _cards_named_in(view) if card in _ALL_CARDS}
    assert shown <= allowed, f"seat {seat} sees {shown - allowed}"
    # What the bot offers a player is computed from their own view: it must be exactly what the game allows.
    assert legal.legal_actions(view, seat) == game.legal_actions(seat)
    assert legal.free_actions(view, seat) == legal.free_actions(game, seat)
    assert view.nominations == game.nominations
    for other in game.seats:
        if other != seat:
            with pytest.raises(HiddenInformationError):
                view.hand_of(other)


_ALL_CARDS = set(deck_cards("standard")) | set(deck_cards("zark")) | set(deck_cards("uno"))


def _cards_named_in(view: object) -> list[str]:
    found: list[str] = []

    def walk(value: object) -> None:
        if isinstance(value, str):
            found.append(value)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, tuple | list):
            for item in value:
                walk(item)
        elif hasattr(value, "__slots__") and not isinstance(value, int):
            for name in value.__slots__:
                if name != "history":  # notation strings are checked as whole lines elsewhere
                    walk(getattr(value, name))

    walk(view)
    return found


def candidate_actions(game: ZarkGame, seat: int, rng: random.Random) -> list[Action]:
    """A mix of plausible and absurd actions of every kind, to probe the boundary of legality."""
    cards = list(game.cards) or [(0, 0)]
    cells = cards + [rng.choice(neighbours(rng.choice(cards))) for _ in range(4)] + [(9, 9)]
    deck = deck_cards(game.settings.deck)
    hand = game.hands[seat] or [rng.choice(deck)]
    pool = hand + [rng.choice(deck) for _ in range(2)]

    def card() -> Card:
        return rng.choice(pool)

    def cell() -> tuple[int, int]:
        return rng.choice(cells)

    def size() -> int:
        return rng.randint(1, 3)

    payment = tuple(rng.sample(pool, k=min(len(pool), rng.randint(1, 3))))
    near = cell()
    nomination = rng.choice([None, card(), *game.settings.ruleset.nominations[:: rng.randint(7, 13)]])
    return [
        Draw(),
        Starter(card()),
        Place(cell()),
        Grow(cell(), size()),
        Spawn(cell()),
        Build(card(), cell()),
        Build(card(), cell(), nomination),
        Nominate(cell(), rng.choice(pool)),
        Nominate(rng.choice(cards), nomination or card()),
        Move(near, size(), rng.choice(neighbours(near))),
        Attack(cell(), rng.randrange(len(game.settings.players)), size(), payment, rng.choice([None, 1, 2, 3])),
        Fly(card(), cell(), cell()),
        Hatch(card(), cell()),
        Hatch(card(), cell(), nomination),
        Discard(tuple(rng.sample(hand, k=min(len(hand), rng.randint(1, 3))))),
    ]


def check_exactness(game: ZarkGame, rng: random.Random) -> None:
    acting = game.seats_to_act()
    for seat in {*acting, rng.choice(list(game.seats))}:
        free = legal.free_actions(game, seat)
        allowed = set(game.legal_actions(seat)) | set(free)  # free actions are listed apart
        if seat not in acting:
            assert not allowed
        probes = candidate_actions(game, seat, rng) + rng.sample(sorted(allowed, key=str), k=min(3, len(allowed)))
        for action in probes:
            trial = game.copy()
            before = game_to_dict(trial)
            try:
                trial.apply(seat, action)
            except IllegalActionError:
                assert action not in allowed, f"{action} is listed but refused"
                assert game_to_dict(trial) == before, f"refused {action} changed the state"
            else:
                assert action in allowed, f"{action} applied but is not listed"


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10**9),
    players=st.integers(2, 5),
    family=st.sampled_from(
        [
            ("zark-city", "arcade", "standard"),
            ("zark-city", "classic", "standard"),
            ("zark-city", "arcade", "zark"),
            ("zark-city", "classic", "zark"),
            ("unocitta", "", ""),
            ("unopolis", "", ""),
        ]
    ),
    moves=st.integers(20, 160),
    resign_chance=st.sampled_from([0.0, 0.01]),
)
def test_random_games_keep_every_invariant(
    seed: int, players: int, family: tuple[str, str, str], moves: int, resign_chance: float
) -> None:
    name, edition, deck = family
    game = ZarkGame.new(ZarkSettings(players=PLAYERS[:players], edition=edition, deck=deck, game=name), seed)
    rng = random.Random(seed)
    check_invariants(game)
    for _ in range(moves):
        if game.phase is Phase.OVER:
            break
        check_exactness(game, rng)
        random_step(game, rng, resign_chance)
        check_invariants(game)
    assert game_to_dict(replay_zark(read_record(write_record(game)))) == game_to_dict(game)
    assert game_to_dict(game_from_dict(game_to_dict(game))) == game_to_dict(game)
