"""The arena: computer players against each other, seat-rotated, in parallel processes, with win rates
and their 95% intervals. `python -m rules arena` prints it; `bench/arena.py` checks the strength targets with it.

Seats are dealt out to the levels in order, one each, the last level taking every seat left (``easy,random`` with
four players is one easy against three random), and game n turns the seating round by n places, so every level
plays every seat equally often. A level may name its search budget: ``hard:800`` is hard with 800 iterations
(`players.default_budget` gives the defaults), so a level can meet a stronger or weaker copy of itself.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import TextIO

from .core.phase import Phase
from .players import LEVELS, choose
from .zark.game import Game
from .zark.settings import Settings

MAX_TURNS = 600  # a game still going after this many turns counts as a win for nobody


@dataclass(frozen=True)
class Table:
    levels: tuple[str, ...]  # one per seat, before rotation: LEVEL or LEVEL:BUDGET
    game: str = "zark-city"


def parse_level(spec: str) -> tuple[str, int | None]:
    """``hard`` gives ("hard", None), the default budget; ``hard:800`` gives ("hard", 800)."""
    level, _, budget = spec.partition(":")
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; the levels are {', '.join(LEVELS)}")
    if budget and not budget.isdigit():
        raise ValueError(f"the budget in {spec!r} is not a whole number")
    return level, int(budget) if budget else None


@dataclass
class Result:
    winner: str | None  # the level of the winning seat
    decisions: dict[str, list[float]] = field(default_factory=dict)  # CPU seconds per decision, by level
    turns: int = 0  # the turn the game ended on (or was cut off at)


def seating(levels: Sequence[str], players: int) -> tuple[str, ...]:
    """One seat per level in order, the last level taking the rest."""
    if not levels or len(levels) > players:
        raise ValueError(f"give 1 to {players} levels for {players} players")
    for spec in levels:
        parse_level(spec)
    return (*levels[:-1], *[levels[-1]] * (players - len(levels) + 1))


def seats_for(levels: Sequence[str], number: int) -> list[str]:
    """The seating of game `number`: `levels` turned round by `number` places."""
    return [levels[(seat + number) % len(levels)] for seat in range(len(levels))]


def play_one(table: Table, number: int, seed: str) -> Result:
    """Game `number` of the arena: the seating turned by `number`, the deal and every choice from `seed`."""
    levels = seats_for(table.levels, number)
    names = tuple(f"{level} {seat + 1}" for seat, level in enumerate(levels))
    game = Game.new(Settings(players=names, game=table.game), f"{seed}:{number}")
    rng = random.Random(f"{seed}:{number}:players")
    result = Result(None, {level: [] for level in levels})
    while game.phase is not Phase.OVER and game.turn <= MAX_TURNS:
        seat = game.seats_to_act()[0]
        started = time.process_time()  # the deciding process's CPU time: the decision's cost on one core
        level, budget = parse_level(levels[seat])
        action = choose(game, seat, level, rng, budget)
        result.decisions[levels[seat]].append(time.process_time() - started)
        game.apply(seat, action)
    result.winner = levels[game.winner] if game.winner is not None else None
    result.turns = game.turn
    return result


def _play(job: tuple[Table, int, str]) -> Result:
    return play_one(*job)


Progress = Callable[[int, Result], None]  # told each game's number and result as soon as the game ends


def run(
    table: Table, games: int, seed: str, workers: int | None = None, progress: Progress | None = None
) -> list[Result]:
    """Play `games` games, in parallel processes (`workers`; None: one per core; 1: in this process). The results
    come back in game order; `progress`, if given, hears of each game as it ends, in the order they end."""
    jobs = [(table, number, seed) for number in range(games)]
    if workers == 1:
        results = []
        for job in jobs:
            results.append(_play(job))
            if progress is not None:
                progress(job[1], results[-1])
        return results
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = {pool.submit(_play, job): job[1] for job in jobs}
        ended: dict[int, Result] = {}
        for future in as_completed(futures):
            number = futures[future]
            ended[number] = future.result()
            if progress is not None:
                progress(number, ended[number])
        return [ended[number] for number in range(games)]


class ProgressPrinter:
    """`--progress`: a line on `stream` as each game ends, with the first level's wins so far, so a run that takes an
    hour shows how it goes: ``game 7 ended (12/40): hard won at turn 88; hard 5/12``."""

    def __init__(self, table: Table, games: int, stream: TextIO) -> None:
        self.level, self.games, self.stream = table.levels[0], games, stream
        self.done = self.wins = 0

    def __call__(self, number: int, result: Result) -> None:
        self.done += 1
        self.wins += result.winner == self.level
        print(
            f"game {number} ended ({self.done}/{self.games}): {result.winner or 'nobody'} won at turn {result.turns}; "
            f"{self.level} {self.wins}/{self.done}",
            file=self.stream,
            flush=True,
        )


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default)."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (max(0.0, centre - half), min(1.0, centre + half))


def report(table: Table, results: Sequence[Result]) -> list[str]:
    """One line per level: ``LEVEL win_rate=0.93 ci95=0.88-0.96 p95_decision_ms=12``."""
    lines = []
    for level in dict.fromkeys(table.levels):
        wins = sum(result.winner == level for result in results)
        low, high = wilson(wins, len(results))
        lines.append(
            f"{level} win_rate={wins / max(1, len(results)):.2f} ci95={low:.2f}-{high:.2f} "
            f"p95_decision_ms={p95_decision_ms(results, level):.0f}"
        )
    return lines


def p95_decision_ms(results: Sequence[Result], level: str) -> float:
    """The 95th percentile of `level`'s decisions over `results`, in milliseconds of CPU (0 if it made none)."""
    times = sorted(t for result in results for t in result.decisions.get(level, []))
    return times[min(len(times) - 1, int(0.95 * len(times)))] * 1000 if times else 0.0
