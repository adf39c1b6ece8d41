"""Zarcana sample positions for the benchmark, the tests and the reference images in ``docs/images``.

All come from random legal games with fixed seeds (`rules.zarcana.playout`). The crowded board is a long game in
which nobody declares the final round and the deck may run out any number of times (no H-18 safety end), stopped
where many minions crowd a few spaces: the most a real board is likely to hold.
"""

from __future__ import annotations

import random

from rules import Phase
from rules.zarcana import TarotCard, ZarcanaGame, ZarcanaSettings
from rules.zarcana.playout import random_action, random_game

from .. import board_png, hand_png

FIVE_PLAYERS = ("Ann", "Bob", "Cyd", "Dee", "Eve")
FOUR_PLAYERS = FIVE_PLAYERS[:4]

# Seeds found by search; each comment says what the position looks like.
CROWDED_SEED, CROWDED_STEPS = 39, 941  # 5 players, extra cards: 20 minions, 6 on the Empress, 7 in wasteland
WIDE_SEED, WIDE_STEPS = 21, 962  # 5 players, extra cards: 16 cards and 4 wasteland spaces 7 columns wide
MIDGAME_SEED, MIDGAME_TURNS = 7, 73  # 4 players, turn 74: 9 cards, a face-down one on top, 3 wasteland spaces
FINISHED_SEED = 110  # 4 players, scored after 126 turns: Ann wins with 23 from two spaces; two in wasteland


def long_game(settings: ZarcanaSettings, seed: int, steps: int) -> ZarcanaGame:
    """`steps` random legal actions from the start, never declaring the final round (`random_action`)."""
    game = ZarcanaGame.new(settings, seed)
    rng = random.Random(f"{seed}:crowded")
    for _ in range(steps):
        if game.phase is Phase.OVER:
            break
        seat = rng.choice(game.seats_to_act())
        game.apply(seat, random_action(game, seat, rng, declare=False))
    return game


def crowded_game() -> ZarcanaGame:
    """Five players late in a long game: crowded spaces, wasteland, deep stacks, face-down cards."""
    settings = ZarcanaSettings(players=FIVE_PLAYERS, safety_end=False, extra_cards=True)
    return long_game(settings, CROWDED_SEED, CROWDED_STEPS)


def wide_game() -> ZarcanaGame:
    """Five players late in a long game: seven columns of spaces, wider than normal games spread."""
    settings = ZarcanaSettings(players=FIVE_PLAYERS, safety_end=False, extra_cards=True)
    return long_game(settings, WIDE_SEED, WIDE_STEPS)


def midgame() -> ZarcanaGame:
    """Four players some way into a game."""
    return random_game(ZarcanaSettings(players=FOUR_PLAYERS), MIDGAME_SEED, max_turns=MIDGAME_TURNS)


def finished_game() -> ZarcanaGame:
    """Four players, the game scored (Z-62 to Z-64)."""
    game = random_game(ZarcanaSettings(players=FOUR_PLAYERS), FINISHED_SEED, max_turns=2000)
    assert game.phase is Phase.OVER and game.scores, "the finished Zarcana sample no longer ends with scores"
    return game


#: A hand with a card of every kind: pips of two suits, a court card, trumps and an extra card.
SAMPLE_HAND = ("7C", "10S", "NS", "Priestess", "Death", "Wheel", "Doppelganger")


def sample_hand() -> ZarcanaGame:
    """The mid-game position with the player to move holding `SAMPLE_HAND` (the extra cards are in this deck)."""
    game = random_game(ZarcanaSettings(players=FOUR_PLAYERS, extra_cards=True), MIDGAME_SEED, max_turns=MIDGAME_TURNS)
    game.hands[game.current] = [TarotCard(card) for card in SAMPLE_HAND]
    return game


#: The boards also shown at a phone's width, normally and with each colour-vision deficiency simulated.
PHONE_BOARDS = ("board-zarcana-crowded",)


def reference_images() -> dict[str, bytes]:
    """Zarcana's reference images kept in docs/images, by file name."""
    tarot = sample_hand()
    return {
        "board-zarcana.png": board_png(midgame().view(None)),
        "board-zarcana-finished.png": board_png(finished_game().view(None)),
        "board-zarcana-crowded.png": board_png(crowded_game().view(None)),
        "hand-zarcana.png": hand_png(tarot.view(tarot.current)),
    }
