"""Engine speed (issues 2 and 14): random playouts with full legal-action enumeration for each game family, and
enumeration on a crowded board.

Prints `name: value` lines. Run: .venv/bin/python bench/rules.py
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules import Game, Phase, Settings
from rules.playout import random_step

PLAYERS = ("Ann", "Bob", "Cy", "Di")


#: The game families, by the name their figures are printed under: (game, edition); "" is the game's own edition.
FAMILIES = {
    "arcade": ("zark-city", "arcade"),
    "classic": ("zark-city", "classic"),
    "unocitta": ("unocitta", ""),
    "unopolis": ("unopolis", ""),
}


def playout_moves_per_second(family: tuple[str, str], seconds: float = 3.0) -> tuple[float, int]:
    """Random 4-player games; before every move, enumerate every legal action of the player to act."""
    moves, seed, start = 0, 0, time.perf_counter()
    name, edition = family
    while time.perf_counter() - start < seconds:
        game = Game.new(Settings(players=PLAYERS, game=name, edition=edition), seed)
        rng = random.Random(seed)
        while game.phase is not Phase.OVER and game.turn < 300:
            for seat in game.seats_to_act():
                game.legal_actions(seat)
            random_step(game, rng)
            moves += 1
        seed += 1
    return moves / (time.perf_counter() - start), seed


def crowded_position(cards_on_board: int = 40) -> Game:
    """A mid-game position with at least `cards_on_board` cards, from a seeded random game.

    The standard deck has only 36 number cards, so a 40-card board needs the zark deck (45).
    """
    for seed in range(10_000):
        game = Game.new(Settings(players=PLAYERS, deck="zark"), f"crowded-{seed}")
        rng = random.Random(seed)
        while game.phase is not Phase.OVER and len(game.cards) < cards_on_board and game.turn < 1500:
            random_step(game, rng)
        if len(game.cards) >= cards_on_board and game.phase is Phase.ACTION:
            return game
    raise RuntimeError("no crowded position found")


def enumeration_microseconds(game: Game, repeats: int = 300) -> tuple[float, int]:
    seat = game.current
    timings = []
    for _ in range(repeats):
        start = time.perf_counter()
        actions = game.legal_actions(seat)
        timings.append(time.perf_counter() - start)
    return statistics.median(timings) * 1e6, len(actions)


def main() -> None:
    for family, settings in FAMILIES.items():
        rate, games = playout_moves_per_second(settings)
        print(f"{family}_playout_moves_per_second: {rate:.0f}")
        print(f"{family}_playout_games: {games}")
    game = crowded_position()
    micros, count = enumeration_microseconds(game)
    print(f"crowded_cards_on_board: {len(game.cards)}")
    print(f"crowded_legal_actions: {count}")
    print(f"crowded_enumeration_us_median: {micros:.0f}")


if __name__ == "__main__":
    main()
