"""Computer players' strength: the arena's matchups against their targets, per game family.

Prints one line per level of each matchup (``LEVEL win_rate=… ci95=…-… p95_decision_ms=…``) and whether the target
is met. The figures come from seat-rotated games in worker processes (`rules.players.arena`); the targets are
checked here, never by a timed test. A full run (``--games 1000``) takes hours; the default is a quick look.

Run: .venv/bin/python bench/arena.py [--games N] [--game zark-city|classic|unocitta|unopolis|zarcana] [--only NAME]
[--progress] [--workers N]; ``classic`` is Zark City's 2008 rules (the table option ``edition=classic``).
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules import games, kind_named, kinds
from rules.players.arena import (
    MAX_TURNS,
    ProgressPrinter,
    Result,
    Table,
    arena_report,
    p95_decision_ms,
    parse_level,
    run_arena,
    seating,
    wilson,
    wins_of,
)

#: The p95 decision time the issue allows the levels as they play at a table: a level given another budget (such as
#: ``hard:1000``, the issue's "hard at 3 s") is not held to it.
P95_LIMIT_MS = 2000
#: The share of a matchup's games that may reach the turn cap: at most 2 of 100.
MOST_CAPPED = 0.02


@dataclass(frozen=True)
class Matchup:
    name: str
    levels: tuple[str, ...]
    players: int
    target: float  # the first level's win rate to reach
    lower_bound: float = 0.0  # and the least its 95% interval's lower end may be


#: Hard's marks: against medium at least 0.70 with two players and 0.40 against three mediums, each interval's lower
#: end above chance (0.50, 0.25); the lower levels keep the targets they had.
MATCHUPS = (
    Matchup("2p easy vs random", ("easy", "random"), 2, 0.90),
    Matchup("2p medium vs easy", ("medium", "easy"), 2, 0.65),
    Matchup("2p hard vs medium", ("hard", "medium"), 2, 0.70, 0.50),
    Matchup("4p easy vs 3 random", ("easy", "random"), 4, 0.60),
    Matchup("4p medium vs 3 easy", ("medium", "easy"), 4, 0.40),
    Matchup("4p hard vs 3 medium", ("hard", "medium"), 4, 0.40, 0.25),
)
#: The targets' "hard at 3 s": hard given twice its own game's 2-player budget should beat hard more often than not.
HARD_X2 = "2p hard x2 vs hard"
#: Zarcana's targets (docs/computer-players.md): medium beats easy at least 0.60 of the time, the interval's lower end
#: above 0.5, and hard is held to the marks above (a shared win counts 1/k of a win to each of k winners).
ZARCANA_MATCHUPS = (
    Matchup("2p easy vs random", ("easy", "random"), 2, 0.90),
    Matchup("2p medium vs easy", ("medium", "easy"), 2, 0.60, 0.50),
    Matchup("2p hard vs medium", ("hard", "medium"), 2, 0.70, 0.50),
    Matchup("4p hard vs 3 medium", ("hard", "medium"), 4, 0.40, 0.25),
)
#: The games held to matchups of their own, and the turn their games are cut off at (a win for nobody): Zarcana's
#: end by about turn 250, and two searching players trading the same blows would otherwise play on to 600.
OWN_MATCHUPS = {"zarcana": (ZARCANA_MATCHUPS, 400)}


#: The names --game takes besides the kinds' keys: a kind and the table options its games are dealt with.
NAMED_TABLES = {"classic": ("zark-city", (("edition", "classic"),))}


def table_for(name: str, matchup: Matchup) -> Table:
    """The arena's table for `matchup` in the game --game names: a kind's key, or one of `NAMED_TABLES`."""
    game, options = NAMED_TABLES.get(name, (name, ()))
    _, max_turns = matchups(name)
    return Table(seating(matchup.levels, matchup.players), game=game, max_turns=max_turns, options=options)


def matchups(game: str) -> tuple[tuple[Matchup, ...], int]:
    """The matchups a game is held to, and the turn its games are cut off at."""
    if game in OWN_MATCHUPS:
        return OWN_MATCHUPS[game]
    kind, _ = NAMED_TABLES.get(game, (game, ()))
    hard = kind_named(kind).evaluation.default_budget("hard", 2)
    return (*MATCHUPS, Matchup(HARD_X2, (f"hard:{2 * hard}", "hard"), 2, 0.50)), MAX_TURNS


def met(matchup: Matchup, results: list[Result]) -> bool:
    """Whether `results` reach `matchup`'s target: the first level's win rate, its interval's lower end, the p95
    decision time of every level at its own budget (the slowest of them), and at most `MOST_CAPPED` of the games cut
    off at the turn cap (won by nobody)."""
    wins = wins_of(results, matchup.levels[0])
    low, _ = wilson(wins, len(results))
    own_budget = [level for level in matchup.levels if parse_level(level)[1] is None]
    p95 = max((p95_decision_ms(results, level) for level in own_budget), default=0.0)
    capped = sum(result.capped for result in results)
    return (
        wins / len(results) >= matchup.target
        and low >= matchup.lower_bound
        and p95 <= P95_LIMIT_MS
        and capped <= MOST_CAPPED * len(results)
    )


def main() -> None:
    games.load()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    names = [kind.key for kind in kinds()] + list(NAMED_TABLES)
    parser.add_argument("--game", default="zark-city", choices=names, help="classic: Zark City's 2008 rules")
    parser.add_argument("--seed", default="bench")
    parser.add_argument("--only", default="", help="run only the matchups whose name contains this")
    parser.add_argument("--progress", action="store_true", help="a line on stderr as each game ends")
    parser.add_argument("--workers", type=int, default=None, help="processes (default: one per core; 1: this one)")
    args = parser.parse_args()
    for matchup in matchups(args.game)[0]:
        if args.only not in matchup.name:
            continue
        table = table_for(args.game, matchup)
        progress = ProgressPrinter(table, args.games, sys.stderr) if args.progress else None
        results = run_arena(table, args.games, f"{args.seed}:{matchup.name}", args.workers, progress=progress)
        print(
            f"# {args.game} · {matchup.name} · {args.games} games · target {matchup.target:.2f}: "
            f"{'met' if met(matchup, results) else 'NOT met'}"
        )
        for line in arena_report(table, results):
            print(line)
        shared = sum(bool(result.shared) for result in results)
        print(f"shared_win_rate={shared / len(results):.2f}")
        print(f"capped_rate={sum(result.capped for result in results) / len(results):.2f}")
        print(f"agreed_rate={sum(result.agreed for result in results) / len(results):.2f}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
