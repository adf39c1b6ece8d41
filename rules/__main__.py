"""Command line: ``python -m rules replay FILE``, ``random [--game G] --players N --seed S [--option NAME=VALUE]``,
``hint FILE --seat N --level L``, ``review FILE [--level L]`` and ``arena --levels A,B --players N --games G --seed
S [--option NAME=VALUE]``, for every game kind of the registry (`rules.kinds`)."""

from __future__ import annotations

import argparse
import random
import sys

from i18n import ENGLISH, refusal_text, say  # the command line prints the engine's refusals in English

from .core.errors import RulesError
from .core.evaluation import LEVELS
from .core.records import RecordFileError
from .core.registry import default_kind, kind_named, kinds, replay_record_file
from .core.seats import MAX_PLAYERS, MIN_PLAYERS
from .games import load
from .players import choose
from .players.arena import (
    MAX_TURNS,
    ProgressPrinter,
    Result,
    ResultWriter,
    Table,
    arena_report,
    new_game,
    run_arena,
    seating,
)
from .review import REVIEW_LEVELS, review


def _replay(args: argparse.Namespace) -> int:
    try:
        game = replay_record_file(args.file)
    except RecordFileError as error:
        if error.line is None:
            print(refusal_text(ENGLISH, error), file=sys.stderr)
            return 2
        print(refusal_text(ENGLISH, error))
        return 1
    kind = kind_named(game.settings.game)
    print(kind.position_text(game))
    status = getattr(kind, "status_message", None)  # a kind whose state of play is a message: said in English
    if status is not None:
        print(say(ENGLISH, status(game)))
    return 0


def table_options(args: argparse.Namespace) -> dict[str, str]:
    """The table options given: ``--option NAME=VALUE`` (or NAME:VALUE), and the flags each of which names one."""
    options = {name: value for name, value in (("edition", args.edition), ("deck", args.deck)) if value}
    options |= {"trump_order": args.trump_order} if args.trump_order else {}
    options |= {name: "on" for name, on in (("extra_cards", args.extra_cards), ("tie_break", args.tie_break)) if on}
    options |= {"safety_end": "off"} if args.no_safety_end else {}
    return options | dict(parse_option(given) for given in args.option)


def parse_option(given: str) -> tuple[str, str]:
    """``--option NAME=VALUE`` (or NAME:VALUE) as (NAME, VALUE); a ValueError without either separator."""
    name, separator, value = given.replace(":", "=", 1).partition("=")
    if not separator:
        raise ValueError(f"--option takes NAME=VALUE, not {given!r}")
    return name.strip(), value.strip()


def _random(args: argparse.Namespace) -> int:
    if not MIN_PLAYERS <= args.players <= MAX_PLAYERS:
        print(f"--players must be {MIN_PLAYERS} to {MAX_PLAYERS}.", file=sys.stderr)
        return 2
    names = [f"Player {seat + 1}" for seat in range(args.players)]
    try:
        kind = kind_named(args.game)
        settings = kind.settings({**kind.table(table_options(args)), "players": names})
    except (ValueError, RulesError) as error:
        print(refusal_text(ENGLISH, error), file=sys.stderr)
        return 2
    game = kind.random_game(settings, args.seed, max_turns=args.max_turns)
    sys.stdout.write(kind.write_record(game))
    return 0


def _hint(args: argparse.Namespace) -> int:
    try:
        game = replay_record_file(args.file)
    except RecordFileError as error:
        print(refusal_text(ENGLISH, error), file=sys.stderr)
        return 2
    seat = args.seat - 1
    if not 0 <= seat < len(game.settings.players):
        print(f"--seat must be 1 to {len(game.settings.players)}.", file=sys.stderr)
        return 2
    if seat not in game.seats_to_act():
        waiting = ", ".join(game.name(other) for other in game.seats_to_act()) or "nobody: the game is over"
        print(f"Seat {args.seat} has nothing to do now: waiting for {waiting}.", file=sys.stderr)
        return 2
    action = choose(game, seat, args.level, random.Random(args.seed))
    print(f"{args.seat} {action.notation()}")
    return 0


def _review(args: argparse.Namespace) -> int:
    try:
        game = replay_record_file(args.file)
        found = review(game, args.level)
    except RecordFileError as error:
        print(refusal_text(ENGLISH, error), file=sys.stderr)
        return 2
    except RulesError as error:  # the game is not over: its review would show every hand
        print(f"{args.file}: {refusal_text(ENGLISH, error)}", file=sys.stderr)
        return 2
    print("\n".join(found.lines()))
    return 0


def _arena(args: argparse.Namespace) -> int:
    try:
        options = tuple(dict(parse_option(given) for given in args.option).items())
        levels = seating(args.levels.split(","), args.players)
        table = Table(levels, game=args.game, max_turns=args.max_turns, options=options)
        new_game(args.game, levels, "players", options)  # refuses an option or a number of players the game lacks
    except (ValueError, RulesError) as error:
        print(refusal_text(ENGLISH, error), file=sys.stderr)
        return 2
    printer = ProgressPrinter(table, args.games, sys.stderr) if args.progress else None
    if args.save is None:
        results = run_arena(table, args.games, args.seed, args.workers, progress=printer, first=args.first)
    else:
        with open(args.save, "w", encoding="utf-8") as stream:
            writer = ResultWriter(stream)

            def progress(number: int, result: Result) -> None:
                writer(number, result)
                if printer is not None:
                    printer(number, result)

            results = run_arena(table, args.games, args.seed, args.workers, progress=progress, first=args.first)
    print("\n".join(arena_report(table, results)))
    return 0


def main(argv: list[str] | None = None) -> int:
    load()
    parser = argparse.ArgumentParser(prog="python -m rules", description="The game engines' tools.")
    commands = parser.add_subparsers(dest="command", required=True)
    replay_parser = commands.add_parser("replay", help="check a game record move by move and print the position")
    replay_parser.add_argument("file", help="a game record (see docs/notation.md)")
    replay_parser.set_defaults(run=_replay)
    random_parser = commands.add_parser("random", help="play a random legal game and print its record")
    random_parser.add_argument("--players", type=int, required=True, help="2 to 5")
    random_parser.add_argument("--seed", required=True, help="seed for the deal and for the random choices")
    random_parser.add_argument("--game", choices=[kind.key for kind in kinds()], default=default_kind().key)
    random_parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a table option of the game, as /zark new takes it (e.g. edition=classic, trump_order=marseille)",
    )
    random_parser.add_argument("--edition", default="", help="the same as --option edition=VALUE")
    random_parser.add_argument("--deck", default="", help="the same as --option deck=VALUE")
    random_parser.add_argument("--extra-cards", action="store_true", help="the same as --option extra_cards=on")
    random_parser.add_argument("--tie-break", action="store_true", help="the same as --option tie_break=on")
    random_parser.add_argument("--no-safety-end", action="store_true", help="the same as --option safety_end=off")
    random_parser.add_argument("--trump-order", default="", help="the same as --option trump_order=VALUE")
    random_parser.add_argument("--max-turns", type=int, default=200, help="stop after this many turns")
    random_parser.set_defaults(run=_random)
    hint_parser = commands.add_parser("hint", help="print the move a computer player would play next for a seat")
    hint_parser.add_argument("file", help="a game record (see docs/notation.md)")
    hint_parser.add_argument("--seat", type=int, required=True, help="1 to 5")
    hint_parser.add_argument("--level", choices=[level for level in LEVELS if level != "random"], required=True)
    hint_parser.add_argument("--seed", default="0", help="seed for the player's choices")
    hint_parser.set_defaults(run=_hint)
    review_parser = commands.add_parser(
        "review", help="a finished game's missed wins in one and the moves that left the next player one"
    )
    review_parser.add_argument("file", help="the record of a finished game (see docs/notation.md)")
    review_parser.add_argument(
        "--level",
        choices=REVIEW_LEVELS,
        default=REVIEW_LEVELS[0],
        help="which moves are tried: easy the computer players' quick check for a win, medium (default) every kind "
        "of move the medium computer player weighs, hard every legal action and a free action then any "
        "(docs/review.md)",
    )
    review_parser.set_defaults(run=_review)
    arena_parser = commands.add_parser("arena", help="computer players against each other, seat-rotated")
    arena_parser.add_argument("--levels", required=True, help="e.g. hard,medium; LEVEL:BUDGET sets a search budget")
    arena_parser.add_argument("--players", type=int, required=True, help="2 to 5")
    arena_parser.add_argument("--games", type=int, required=True)
    arena_parser.add_argument("--seed", required=True)
    arena_parser.add_argument(
        "--first", type=int, default=0, help="number of the first game (default 0): play a long run in parts"
    )
    arena_parser.add_argument("--game", choices=[kind.key for kind in kinds()], default=default_kind().key)
    arena_parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a table option of the game, as /zark new takes it (e.g. edition=classic); every game is dealt with it",
    )
    arena_parser.add_argument("--workers", type=int, default=None, help="processes (default: one per core)")
    arena_parser.add_argument("--progress", action="store_true", help="a line on stderr as each game ends")
    arena_parser.add_argument("--save", help="write each game's result to this file as a JSON line as it ends")
    arena_parser.add_argument(
        "--max-turns",
        type=int,
        default=MAX_TURNS,
        help=f"a game still going after this turn is a win for nobody ({MAX_TURNS})",
    )
    arena_parser.set_defaults(run=_arena)
    args = parser.parse_args(argv)
    return int(args.run(args))


if __name__ == "__main__":
    sys.exit(main())
