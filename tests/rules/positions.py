"""Build exact positions for table-driven rule tests.

`position()` starts from a real deal and then sets the board, pieces and hands, putting every other card back
in the deck, so the invariants (9 pieces a player, every card in exactly one place) hold as in a real game.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from rules import IllegalActionError, Phase, parse_cell
from rules.core.cells import Cell, cell_name
from rules.players import choose
from rules.zark import ZarkGame, ZarkSettings, game_to_dict, parse_action, parse_card
from rules.zark.cards import Card, deck_cards
from rules.zark.threats import power_groups
from tests.words import english

_SIZES = {"s": 1, "m": 2, "l": 3}


def position(
    cards: dict[str, str],
    pieces: dict[str, str] | None = None,
    hands: list[str] | None = None,
    *,
    players: int = 2,
    edition: str = "",
    deck: str = "",
    current: int = 0,
    attack_own: bool = False,
    discard: str = "",
    game: str = "zark-city",
    nominations: dict[str, str] | None = None,
) -> ZarkGame:
    """cards: {"M13": "7H"}; pieces: {"M13": "1s 2m"} (seat number 1-based + size letter);
    hands: one string of cards per seat, e.g. ["9H KD", "2C"]. An edition or deck left out is the game's own
    (arcade and standard for Zark City); `nominations` says what each Wild on the board stands for (R-24)."""
    settings = ZarkSettings(
        players=tuple(f"P{seat + 1}" for seat in range(players)),
        edition=edition,
        deck=deck,
        attack_own=attack_own,
        game=game,
    )
    deck = settings.deck
    state = ZarkGame.new(settings, "position")
    state.cards = {parse_cell(cell): parse_card(card) for cell, card in cards.items()}
    state.nominations = {parse_cell(cell): parse_card(card) for cell, card in (nominations or {}).items()}
    state.pieces = {}
    state.stashes = [[0, 3, 3, 3] for _ in range(players)]
    for cell, text in (pieces or {}).items():
        for token in text.split():
            seat, size = int(token[0]) - 1, _SIZES[token[1]]
            state.pieces.setdefault(parse_cell(cell), []).append((seat, size))
            state.stashes[seat][size] -= 1
            assert state.stashes[seat][size] >= 0, f"seat {seat + 1} has no {token[1]} left"
    hand_texts = hands or [""] * players
    state.hands = [[parse_card(word) for word in text.split()] for text in hand_texts]
    state.discard = [parse_card(word) for word in discard.split()]
    used = Counter(state.cards.values()) + Counter(c for hand in state.hands for c in hand) + Counter(state.discard)
    remaining = Counter(deck_cards(deck)) - used
    assert not used - Counter(deck_cards(deck)), "a card is used twice"
    state.deck = sorted(remaining.elements(), key=lambda card: deck_cards(deck).index(card))
    state.starters = [None] * players
    state.phase = Phase.ACTION
    state.first = 0
    state.current = current
    state.turn = 1
    state.history = []
    state.setup_reveals = []
    return state


def position_on(board: dict[Cell, str], hands: list[str], *, edition: str = "classic", hints: bool = False) -> ZarkGame:
    """Two players on `board` (cards by cell), a small of each on its first and last cards, holding `hands`."""
    cells = list(board)
    first, last = cells[0], cells[-1]
    pieces = {cell_name(first): "1s", cell_name(last): "2s"}
    game = position({cell_name(cell): card for cell, card in board.items()}, pieces, hands, edition=edition)
    game.settings = replace(game.settings, hints=hints)
    return game


def board_nobody_can_win() -> dict[Cell, str]:
    """Every number card of the standard deck on a 6 by 6 board with no power block among them (the first shuffle
    with none): in classic, where no card flies, nobody can ever win there (R-28a)."""
    numbers = [card for card in deck_cards("standard") if card[:-1].isdigit()]  # the 36 number cards, 2 to 10
    for seed in range(100):
        cards = random.Random(seed).sample(numbers, len(numbers))
        board: dict[Cell, str] = {(x, y): cards[6 * y + x] for y in range(6) for x in range(6)}
        if not power_groups(position({cell_name(cell): card for cell, card in board.items()}, edition="classic")):
            return board
    raise AssertionError("no shuffle of the 36 number cards without a block in 100")


def easy_midgame(players: int, seed: str, game: str = "zark-city") -> ZarkGame:
    """A position some turns into a game of easy players (turn 12 or later), with a seat to act in its action phase."""
    state = ZarkGame.new(ZarkSettings(players=("Ann", "Bob", "Cy", "Di")[:players], game=game), seed)
    rng = random.Random(seed)
    while state.phase is not Phase.OVER and (state.phase is not Phase.ACTION or state.turn < 12):
        seat = state.seats_to_act()[0]
        state.apply(seat, choose(state, seat, "easy", rng))
    assert state.phase is Phase.ACTION, "the easy game ended before the position wanted"
    return state


def card(text: str) -> Card:
    return parse_card(text)


def snapshot(game: ZarkGame) -> dict[str, object]:
    return game_to_dict(game)


def assert_refused(game: ZarkGame, line: str, sentence: str, seat: int = 0) -> None:
    """The action raises with the sentence, changes nothing, and is not among the legal actions."""
    action = parse_action(line)
    before = snapshot(game)
    with pytest.raises(IllegalActionError) as raised:
        game.apply(seat, action)
    assert sentence in english(raised.value)
    assert snapshot(game) == before
    assert action not in game.legal_actions(seat)
