"""The arena: computer players against each other, seat-rotated, in parallel processes, with win rates and their 95%
intervals, in any game kind of the registry. `python -m rules arena` prints it; `bench/arena.py` checks the strength
targets with it.

Seats are dealt out to the levels in order, one each, the last level taking every seat left (``easy,random`` with
four players is one easy against three random), and game n turns the seating round by n places, so every level
plays every seat equally often. A level may name its search budget: ``hard:1000`` is hard with a budget of
1,000 (tree iterations, or deals where hard plays a round on: `rules.players.rounds`; the game's evaluation's
`default_budget` gives the defaults), so a level can meet a stronger or weaker copy of
itself. Each game is dealt with the table's options (`Table.options`, such as ``edition=classic`` for Zark City's
2008 rules), the kind's defaults for every option not given.

A game won by one seat is a win for its level. Some games' ends may be shared (Zarcana's, Z-64, H-19): a win shared
by k seats counts 1/k of a win to each winner's level (half a win each for two), so a level's wins may be fractional
and its rate is its share of the games. A game still going after the table's `max_turns` turns (`Result.capped`), or
ended by agreement (`Result.agreed`: the levels vote so once nobody can win any more, R-28a), is a win for nobody.
"""

from __future__ import annotations

import json
import math
import random
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from typing import TextIO

from ..core.evaluation import LEVELS
from ..core.phase import Phase
from ..core.protocol import GameState
from ..core.registry import kind_named
from . import choose

#: A game still going after this many turns counts as a win for nobody. Zark family games end by about turn 150;
#: Zarcana's by about 250 (most by 150), and bench/arena.py holds it to 400: two searching players that trade the same
#: blows (no level but easy shuns repeating itself) would otherwise play on to 600, at five games' cost.
MAX_TURNS = 600


@dataclass(frozen=True)
class Table:
    levels: tuple[str, ...]  # one per seat, before rotation: LEVEL or LEVEL:BUDGET
    game: str = "zark-city"  # the kind's key
    max_turns: int = MAX_TURNS
    options: tuple[tuple[str, str], ...] = ()  # table options as NAME, VALUE pairs, for the kind's `table`


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
    winner: str | None  # the level of the seat that won alone (None: nobody, or a shared win)
    decisions: dict[str, list[float]] = field(default_factory=dict)  # CPU seconds per decision, by level
    turns: int = 0  # the turn the game ended on (or was cut off at)
    shared: tuple[str, ...] = ()  # a shared win: the level of each winning seat, one entry per seat
    agreed: bool = False  # ended by agreement, with no winner (R-18; the levels vote so once nobody can win, R-28a)

    @property
    def capped(self) -> bool:
        """Whether the game was cut off at the turn cap: over with nobody winning, and not by agreement."""
        return self.winner is None and not self.shared and not self.agreed

    def credit(self, level: str) -> float:
        """How much of a win this game gives `level`: 1 for a win alone, 1/k for each of its seats among k winners."""
        if self.winner is not None:
            return float(self.winner == level)
        return self.shared.count(level) / len(self.shared) if self.shared else 0.0

    def outcome(self) -> str:
        """Who won, in words: a level, ``shared by A, B``, ``nobody (agreed)`` or ``nobody``."""
        if self.winner is not None:
            return self.winner
        if self.shared:
            return f"shared by {', '.join(self.shared)}"
        return "nobody (agreed)" if self.agreed else "nobody"


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


def new_game(game: str, names: Sequence[str], seed: str, options: Iterable[tuple[str, str]] = ()) -> GameState:
    """A new game of kind `game` with table `options` (NAME, VALUE pairs; the kind's defaults for the rest), for
    players `names`. Raises `RulesError` for a game the registry does not hold, an option or value it does not have,
    or a number of players it does not allow."""
    kind = kind_named(game)
    return kind.new(kind.settings({**kind.table(dict(options)), "players": list(names)}), seed)


def play_one(table: Table, number: int, seed: str) -> Result:
    """Game `number` of the arena: the seating turned by `number`, the deal and every choice from `seed`."""
    levels = seats_for(table.levels, number)
    names = tuple(f"{level} {seat + 1}" for seat, level in enumerate(levels))
    game = new_game(table.game, names, f"{seed}:{number}", table.options)
    rng = random.Random(f"{seed}:{number}:players")
    result = Result(None, {level: [] for level in levels})
    while game.phase is not Phase.OVER and game.turn <= table.max_turns:
        seat = game.seats_to_act()[0]
        started = time.process_time()  # the deciding process's CPU time: the decision's cost on one core
        level, budget = parse_level(levels[seat])
        action = choose(game, seat, level, rng, budget)
        result.decisions[levels[seat]].append(time.process_time() - started)
        game.apply(seat, action)
    winners = game.winners if game.phase is Phase.OVER else ()
    result.agreed = game.phase is Phase.OVER and not winners
    if len(winners) == 1:
        result.winner = levels[winners[0]]
    else:
        result.shared = tuple(levels[seat] for seat in winners)
    result.turns = game.turn
    return result


def _play(job: tuple[Table, int, str]) -> Result:
    return play_one(*job)


Progress = Callable[[int, Result], None]  # told each game's number and result as soon as the game ends


def run_arena(
    table: Table,
    games: int,
    seed: str,
    workers: int | None = None,
    *,
    progress: Progress | None = None,
    first: int = 0,
) -> list[Result]:
    """Play `games` games, numbered from `first`, in parallel processes (`workers`; None: one per core; 1: in this
    process). Game n is the same game whatever `first` is, so a long run can be played in parts and pooled. The
    results come back in game order; `progress`, if given, hears of each game as it ends, in the order they end."""
    numbers = range(first, first + games)
    jobs = [(table, number, seed) for number in numbers]
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
        return [ended[number] for number in numbers]


class ProgressPrinter:
    """`--progress`: a line on `stream` as each game ends, with the first level's wins so far, so a run that takes an
    hour shows how it goes: ``game 7 ended (12/40): hard won at turn 88; hard 5/12``."""

    def __init__(self, table: Table, games: int, stream: TextIO) -> None:
        self.level, self.games, self.stream = table.levels[0], games, stream
        self.done = 0
        self.wins = 0.0

    def __call__(self, number: int, result: Result) -> None:
        self.done += 1
        self.wins += result.credit(self.level)
        print(
            f"game {number} ended ({self.done}/{self.games}): {result.outcome()} won at turn {result.turns}; "
            f"{self.level} {self.wins:g}/{self.done}",
            file=self.stream,
            flush=True,
        )


class ResultWriter:
    """`--save FILE`: each game's result as one JSON line as soon as it ends (its number, winner, shared win, turns
    and every decision's CPU seconds by level), so a run stopped before its end still gives its figures
    (`read_results`)."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def __call__(self, number: int, result: Result) -> None:
        line = {"game": number, **asdict(result), "shared": list(result.shared)}
        print(json.dumps(line), file=self.stream, flush=True)


def read_results(lines: Iterable[str]) -> list[Result]:
    """The results `ResultWriter` saved, in the order they were written."""
    results = []
    for line in lines:
        if line.strip():
            data = json.loads(line)
            shared, agreed = tuple(data["shared"]), data.get("agreed", False)  # files saved before `agreed` lack it
            results.append(Result(data["winner"], data["decisions"], data["turns"], shared, agreed))
    return results


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default). `wins` may be fractional (shared wins count
    their share): the interval is then the one for that proportion over `games`."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (max(0.0, centre - half), min(1.0, centre + half))


def arena_report(table: Table, results: Sequence[Result]) -> list[str]:
    """One line per level: ``LEVEL win_rate=0.93 ci95=0.88-0.96 p95_decision_ms=12``."""
    lines = []
    for level in dict.fromkeys(table.levels):
        wins = wins_of(results, level)
        low, high = wilson(wins, len(results))
        lines.append(
            f"{level} win_rate={wins / max(1, len(results)):.2f} ci95={low:.2f}-{high:.2f} "
            f"p95_decision_ms={p95_decision_ms(results, level):.0f}"
        )
    return lines


def wins_of(results: Sequence[Result], level: str) -> float:
    """`level`'s wins over `results`, a shared win counting its share (`Result.credit`)."""
    return sum(result.credit(level) for result in results)


def p95_decision_ms(results: Sequence[Result], level: str) -> float:
    """The 95th percentile of `level`'s decisions over `results`, in milliseconds of CPU (0 if it made none)."""
    times = sorted(t for result in results for t in result.decisions.get(level, []))
    return times[min(len(times) - 1, int(0.95 * len(times)))] * 1000 if times else 0.0
