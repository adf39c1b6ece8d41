"""Engine speed: random playouts with full legal-action enumeration for each game family
and for Zarcana, enumeration on a crowded board, what search leans on (copies and applies per second), each
computer level's decisions per second, and hard's on the crowded boards late in 4-player games of each family.

Prints `name: value` lines, every one in CPU time (the process's own), so a loaded machine changes them less. Run:
.venv/bin/python bench/rules.py

Goals: 10,000 playout moves/s in every family and Zarcana, 50,000 copies and applies/s on the crowded board. Last
figures (2026-11-28, the machine loaded by other work; before the work on the hot path -> after): arcade 4,950-5,170
-> 10,190-10,470 moves/s, classic 8,420-8,830 -> 17,110-17,330, Unocitta 8,090-8,400 -> 16,520-16,680, Unopolis
7,070-7,650 -> 14,860-15,020, Zarcana 10,440-10,860 -> 14,370-14,450; the crowded board's copy and apply 27,600-29,500
-> 62,000-62,200/s. How, and the decision times: docs/computer-players.md.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules import GameState, Phase, games
from rules.players import LEVELS, choose
from rules.zarcana import ZarcanaGame, ZarcanaSettings
from rules.zarcana.playout import random_action
from rules.zark import ZarkGame, ZarkSettings
from rules.zark.playout import random_step

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
    moves, seed, start = 0, 0, time.process_time()
    name, edition = family
    while time.process_time() - start < seconds:
        game = ZarkGame.new(ZarkSettings(players=PLAYERS, game=name, edition=edition), seed)
        rng = random.Random(seed)
        while game.phase is not Phase.OVER and game.turn < 300:
            for seat in game.seats_to_act():
                game.legal_actions(seat)
            random_step(game, rng)
            moves += 1
        seed += 1
    return moves / (time.process_time() - start), seed


def zarcana_moves_per_second(seconds: float = 3.0) -> tuple[float, int]:
    """Random 4-player Zarcana games (the default table options); before every move, every legal action of the
    player to act is listed, as for the other families."""
    moves, seed, start = 0, 0, time.process_time()
    while time.process_time() - start < seconds:
        game = ZarcanaGame.new(ZarcanaSettings(players=PLAYERS), seed)
        rng = random.Random(seed)
        while game.phase is not Phase.OVER and game.turn < 300:
            seat = game.seats_to_act()[0]
            game.apply(seat, random_action(game, seat, rng))  # lists every legal action, then picks one
            moves += 1
        seed += 1
    return moves / (time.process_time() - start), seed


def crowded_position(cards_on_board: int = 40) -> ZarkGame:
    """A mid-game position with at least `cards_on_board` cards, from a seeded random game.

    The standard deck has only 36 number cards, so a 40-card board needs the zark deck (45).
    """
    for seed in range(10_000):
        game = ZarkGame.new(ZarkSettings(players=PLAYERS, deck="zark"), f"crowded-{seed}")
        rng = random.Random(seed)
        while game.phase is not Phase.OVER and len(game.cards) < cards_on_board and game.turn < 1500:
            random_step(game, rng)
        if len(game.cards) >= cards_on_board and game.phase is Phase.ACTION:
            return game
    raise RuntimeError("no crowded position found")


def enumeration_microseconds(game: ZarkGame, repeats: int = 300) -> tuple[float, int]:
    seat = game.current
    timings = []
    for _ in range(repeats):
        start = time.perf_counter()
        actions = game.legal_actions(seat)
        timings.append(time.perf_counter() - start)
    return statistics.median(timings) * 1e6, len(actions)


def search_speed(game: ZarkGame, seconds: float = 1.0) -> tuple[float, float]:
    """(copies/s without history, applies/s of legal actions each on a fresh copy) on `game`."""
    copies, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        game.copy(history=False)
        copies += 1
    copy_rate = copies / (time.process_time() - start)
    actions = game.legal_actions(game.current)
    applies, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        for action in actions:
            game.copy(history=False).apply(game.current, action)
        applies += len(actions)
    return copy_rate, applies / (time.process_time() - start)


def decision_times(level: str, positions: Sequence[GameState]) -> list[float]:
    """CPU seconds of each of `level`'s decisions over `positions`, at its default budget, sorted: the process's own
    time, so the figure is the decision's cost on one core whatever else the machine is doing."""
    timings = []
    for number, game in enumerate(positions):
        start = time.process_time()
        choose(game, game.seats_to_act()[0], level, random.Random(number))
        timings.append(time.process_time() - start)
    return sorted(timings)


def midgame_positions(players: int, count: int = 10) -> list[ZarkGame]:
    """Positions from games of easy players, some turns in (10 to 37 turns, so small and larger boards)."""
    positions = []
    for seed in range(count):
        game = ZarkGame.new(ZarkSettings(players=PLAYERS[:players]), f"mid-{seed}")
        rng = random.Random(seed)
        while game.phase is not Phase.OVER and (game.phase is not Phase.ACTION or game.turn < 10 + 3 * seed):
            seat = game.seats_to_act()[0]
            game.apply(seat, choose(game, seat, "easy", rng))
        if game.phase is Phase.ACTION:
            positions.append(game)
    return positions


def late_positions(family: tuple[str, str], count: int = 6, before_end: int = 8) -> list[ZarkGame]:
    """Crowded boards: from 4-player games of easy players, the position `before_end` action turns before each game
    ended (or before its 400th turn, if it lasted that long), where the board is large and the game still open."""
    name, edition = family
    positions = []
    for seed in range(count):
        game = ZarkGame.new(ZarkSettings(players=PLAYERS, game=name, edition=edition), f"late-{seed}")
        rng = random.Random(seed)
        seen: list[ZarkGame] = []
        while game.phase is not Phase.OVER and game.turn < 400:
            seat = game.seats_to_act()[0]
            if game.phase is Phase.ACTION:
                seen = [*seen[-before_end:], game.copy(history=False)]
            game.apply(seat, choose(game, seat, "easy", rng))
        if seen:
            positions.append(seen[0])
    return positions


def zarcana_positions(players: int, count: int = 10) -> list[ZarcanaGame]:
    """`count` Zarcana positions some turns into games of easy players."""
    positions = []
    for seed in range(count):
        game = ZarcanaGame.new(ZarcanaSettings(players=PLAYERS[:players]), f"mid-{seed}")
        rng = random.Random(seed)
        while game.phase is not Phase.OVER and game.turn < 10 + 3 * seed:
            seat = game.seats_to_act()[0]
            game.apply(seat, choose(game, seat, "easy", rng))
        if game.phase is not Phase.OVER:
            positions.append(game)
    return positions


def print_decisions(name: str, times: list[float]) -> None:
    p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
    print(
        f"{name}_decisions_per_second: {len(times) / sum(times):.2f} (median "
        f"{statistics.median(times) * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms, CPU)"
    )


def main() -> None:
    games.load()
    for family, settings in FAMILIES.items():
        rate, played = playout_moves_per_second(settings)
        print(f"{family}_playout_moves_per_second: {rate:.0f}")
        print(f"{family}_playout_games: {played}")
    rate, played = zarcana_moves_per_second()
    print(f"zarcana_playout_moves_per_second: {rate:.0f}")
    print(f"zarcana_playout_games: {played}")
    game = crowded_position()
    micros, count = enumeration_microseconds(game)
    print(f"crowded_cards_on_board: {len(game.cards)}")
    print(f"crowded_legal_actions: {count}")
    print(f"crowded_enumeration_us_median: {micros:.0f}")
    copies, applies = search_speed(game)
    print(f"crowded_copies_per_second: {copies:.0f}")
    print(f"crowded_applies_per_second: {applies:.0f}")
    for players in (2, 4):
        positions = midgame_positions(players)
        for level in LEVELS:
            print_decisions(f"{level}_{players}p", decision_times(level, positions))
        zarcana = zarcana_positions(players)
        for level in LEVELS:
            print_decisions(f"zarcana_{level}_{players}p", decision_times(level, zarcana))
    for family, settings in FAMILIES.items():
        positions = late_positions(settings)
        cards = statistics.median(len(game.cards) for game in positions)
        print_decisions(f"hard_4p_late_{family}", decision_times("hard", positions))
        print(f"hard_4p_late_{family}_cards_on_board_median: {cards:g}")


if __name__ == "__main__":
    main()
