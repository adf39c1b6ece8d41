"""Sample positions for the benchmark, the tests and the reference images in ``docs/images``.

All are deterministic: random legal games from fixed seeds, plus one stress position that no real game reaches.
Zarcana's are in `render.zarcana.samples`; `render.samples` writes every family's reference images.
Real boards hold at most 36 cards (standard deck) or 45 (zark deck: only number cards are built), so the
54-card board the benchmark asks for is a 45-card zark game with nine more cards set down by hand next to the
board, keeping every pyramid where the game put it.
"""

from __future__ import annotations

from rules import Phase
from rules.core.cells import neighbours
from rules.zark import Card, ZarkGame, ZarkSettings
from rules.zark.legal import frontier
from rules.zark.playout import random_game

from .. import board_png, hand_png

FIVE_PLAYERS = ("Ann", "Bob", "Cyd", "Dee", "Eve")
THREE_PLAYERS = FIVE_PLAYERS[:3]

# Seeds found by search; each comment says what the game looks like.
CROWDED_SEED = 3  # zark deck, 5 players: all 45 number cards on a 14 x 12 board, one card with 9 pyramids
FINISHED_SEED = 17  # standard deck, 3 players: Cyd wins with three 3s after 514 turns
EARLY_SEED = 5  # standard deck, 3 players, stopped after 12 turns: a small board with a frontier all round
UNOCITTA_SEED = 5  # Unocitta, 3 players: Bob wins with a yellow 8 and two Wild Draw Fours, four Wilds on the board
UNOPOLIS_SEED = 7  # Unopolis, 3 players, stopped after 150 turns: 21 cards, four of them Wilds

_EXTRA_CARDS = tuple(Card(f"{rank}{suit}") for suit in "SH" for rank in range(2, 11))


def crowded_game(cards: int = 54) -> ZarkGame:
    """A 5-player position with `cards` cards on the board (45 from play, the rest added where most compact)."""
    game = random_game(ZarkSettings(players=FIVE_PLAYERS, deck="zark"), CROWDED_SEED, max_turns=600)
    extras = iter(_EXTRA_CARDS)
    while len(game.cards) < cards:
        cell = max(frontier(game), key=lambda c: (sum(n in game.cards for n in neighbours(c)), c))
        game.cards[cell] = next(extras)
    return game


def finished_game() -> ZarkGame:
    """A 3-player game someone has won: the winning block is outlined on the board."""
    game = random_game(ZarkSettings(players=THREE_PLAYERS), FINISHED_SEED, max_turns=2000)
    assert game.winner is not None, "the finished sample game no longer ends in a win"
    return game


def early_game() -> ZarkGame:
    """A 3-player game a dozen turns in."""
    return random_game(ZarkSettings(players=THREE_PLAYERS), EARLY_SEED, max_turns=12)


def sample_hand() -> ZarkGame:
    """A hand showing every kind of card: numbers, J, Q, K, an Ace (Fly) and a Joker, one over the limit."""
    game = early_game()
    seat = game.current
    game.hands[seat] = [Card(card) for card in ("3H", "7C", "7S", "10D", "JS", "QH", "KC", "AD", "JK")]
    game.phase = Phase.DISCARD
    return game


def unocitta_game() -> ZarkGame:
    """A finished Unocitta game with Wilds on the board, two of them in the winning block."""
    game = random_game(ZarkSettings(players=THREE_PLAYERS, game="unocitta"), UNOCITTA_SEED, max_turns=150)
    assert game.winner is not None and game.nominations, "the Unocitta sample game no longer ends in a win with Wilds"
    return game


def unopolis_game() -> ZarkGame:
    """An Unopolis game (four-card power blocks) under way."""
    return random_game(ZarkSettings(players=THREE_PLAYERS, game="unopolis"), UNOPOLIS_SEED, max_turns=150)


def uno_hand() -> ZarkGame:
    """An Uno hand with every kind of card: numbers of each colour, Skip, Reverse, Draw Two and both Wilds."""
    game = unopolis_game()
    seat = game.current
    game.hands[seat] = [Card(card) for card in ("0R", "5B", "7Y", "9G", "SB", "RG", "+2Y", "W", "W4")]
    game.phase = Phase.DISCARD
    return game


#: The boards also shown at a phone's width, normally and with each colour-vision deficiency simulated.
PHONE_BOARDS = ("board-54-cards",)


def reference_images() -> dict[str, bytes]:
    """The Zark family's reference images kept in docs/images, by file name."""
    hand, uno = sample_hand(), uno_hand()
    return {
        "board-early.png": board_png(early_game().view(None)),
        "board-54-cards.png": board_png(crowded_game().view(None)),
        "board-finished.png": board_png(finished_game().view(None)),
        "hand.png": hand_png(hand.view(hand.current)),
        "board-unocitta.png": board_png(unocitta_game().view(None)),
        "board-unopolis.png": board_png(unopolis_game().view(None)),
        "hand-uno.png": hand_png(uno.view(uno.current)),
    }
