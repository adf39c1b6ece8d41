"""Command line: ``python -m rules replay FILE``, ``random [--game G] --players N --seed S``, ``hint FILE --seat N
--level L`` and ``arena --levels A,B --players N --games G --seed S``. ``replay`` and ``random`` play every game,
Zarcana included; ``hint`` and ``arena`` the Zark family's."""

from __future__ import annotations

import argparse
import random
import sys

from .arena import ProgressPrinter, Table, report, run, seating
from .core.errors import RulesError
from .core.records import RecordFileError
from .core.seats import MAX_PLAYERS, MIN_PLAYERS
from .engines import ALL_GAMES, any_position_text, replay_any_file
from .players import LEVELS, choose
from .zarcana.playout import random_game as random_zarcana
from .zarcana.record import write_zarcana_record
from .zarcana.settings import TRUMP_ORDERS, ZARCANA, ZarcanaSettings
from .zark.cards import DECKS
from .zark.playout import random_game
from .zark.record import replay_file, write_record
from .zark.settings import EDITIONS, GAMES, Settings
from .zark.text import status_line


def _replay(args: argparse.Namespace) -> int:
    try:
        game = replay_any_file(args.file)
    except RecordFileError as error:
        if error.line is None:
            print(error.sentence, file=sys.stderr)
            return 2
        print(error.sentence)
        return 1
    print(any_position_text(game))
    return 0


def _random(args: argparse.Namespace) -> int:
    if not MIN_PLAYERS <= args.players <= MAX_PLAYERS:
        print(f"--players must be {MIN_PLAYERS} to {MAX_PLAYERS}.", file=sys.stderr)
        return 2
    names = tuple(f"Player {seat + 1}" for seat in range(args.players))
    if args.game == ZARCANA:
        return _random_zarcana(args, names)
    if args.extra_cards or args.tie_break or args.no_safety_end or args.trump_order:
        print("--extra-cards, --tie-break, --no-safety-end and --trump-order are Zarcana's options.", file=sys.stderr)
        return 2
    try:
        settings = Settings(players=names, edition=args.edition, deck=args.deck, game=args.game)
    except RulesError as error:
        print(error.sentence, file=sys.stderr)
        return 2
    game = random_game(settings, args.seed, max_turns=args.max_turns)
    sys.stdout.write(write_record(game))
    return 0


def _random_zarcana(args: argparse.Namespace, names: tuple[str, ...]) -> int:
    if args.edition or args.deck:
        print("Zarcana has no edition or deck option: its table options are --extra-cards, --tie-break, "
              "--no-safety-end and --trump-order.", file=sys.stderr)  # fmt: skip
        return 2
    settings = ZarcanaSettings(
        players=names,
        safety_end=not args.no_safety_end,
        tie_break=args.tie_break,
        extra_cards=args.extra_cards,
        trump_order=args.trump_order or TRUMP_ORDERS[0],
    )
    game = random_zarcana(settings, args.seed, max_turns=args.max_turns)
    sys.stdout.write(write_zarcana_record(game))
    return 0


def _hint(args: argparse.Namespace) -> int:
    try:
        game = replay_file(args.file)
    except RecordFileError as error:
        print(error.sentence, file=sys.stderr)
        return 2
    seat = args.seat - 1
    if not 0 <= seat < len(game.settings.players):
        print(f"--seat must be 1 to {len(game.settings.players)}.", file=sys.stderr)
        return 2
    if seat not in game.seats_to_act():
        print(f"Seat {args.seat} has nothing to do now: {status_line(game.view(None))}", file=sys.stderr)
        return 2
    action = choose(game, seat, args.level, random.Random(args.seed))
    print(f"{args.seat} {action.notation()}")
    return 0


def _arena(args: argparse.Namespace) -> int:
    try:
        table = Table(seating(args.levels.split(","), args.players), game=args.game)
        Settings(players=table.levels, game=args.game)
    except (ValueError, RulesError) as error:
        print(getattr(error, "sentence", str(error)), file=sys.stderr)
        return 2
    progress = ProgressPrinter(table, args.games, sys.stderr) if args.progress else None
    results = run(table, args.games, args.seed, args.workers, progress)
    print("\n".join(report(table, results)))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules", description="Zark City rules engine tools.")
    commands = parser.add_subparsers(dest="command", required=True)
    replay_parser = commands.add_parser("replay", help="check a game record move by move and print the position")
    replay_parser.add_argument("file", help="a game record (see docs/notation.md)")
    replay_parser.set_defaults(run=_replay)
    random_parser = commands.add_parser("random", help="play a random legal game and print its record")
    random_parser.add_argument("--players", type=int, required=True, help="2 to 5")
    random_parser.add_argument("--seed", required=True, help="seed for the deal and for the random choices")
    random_parser.add_argument("--game", choices=ALL_GAMES, default=GAMES[0])
    random_parser.add_argument("--edition", choices=EDITIONS, default="", help="Zark City only (default: arcade)")
    random_parser.add_argument("--deck", choices=DECKS, default="", help="Zark City only (default: standard)")
    random_parser.add_argument(
        "--extra-cards", action="store_true", help="Zarcana: the Doppelganger and Gateway (H-20)"
    )
    random_parser.add_argument("--tie-break", action="store_true", help="Zarcana: ties go to the most pips (H-19)")
    random_parser.add_argument(
        "--no-safety-end", action="store_true", help="Zarcana: no end when the deck runs out a second time (H-18)"
    )
    random_parser.add_argument("--trump-order", choices=TRUMP_ORDERS, default="", help="Zarcana (H-21, default: rws)")
    random_parser.add_argument("--max-turns", type=int, default=200, help="stop after this many turns")
    random_parser.set_defaults(run=_random)
    hint_parser = commands.add_parser("hint", help="print the move a computer player would play next for a seat")
    hint_parser.add_argument("file", help="a game record (see docs/notation.md)")
    hint_parser.add_argument("--seat", type=int, required=True, help="1 to 5")
    hint_parser.add_argument("--level", choices=[level for level in LEVELS if level != "random"], required=True)
    hint_parser.add_argument("--seed", default="0", help="seed for the player's choices")
    hint_parser.set_defaults(run=_hint)
    arena_parser = commands.add_parser("arena", help="computer players against each other, seat-rotated")
    arena_parser.add_argument("--levels", required=True, help="e.g. hard,medium; LEVEL:BUDGET sets a search budget")
    arena_parser.add_argument("--players", type=int, required=True, help="2 to 5")
    arena_parser.add_argument("--games", type=int, required=True)
    arena_parser.add_argument("--seed", required=True)
    arena_parser.add_argument("--game", choices=GAMES, default=GAMES[0])
    arena_parser.add_argument("--workers", type=int, default=None, help="processes (default: one per core)")
    arena_parser.add_argument("--progress", action="store_true", help="a line on stderr as each game ends")
    arena_parser.set_defaults(run=_arena)
    args = parser.parse_args(argv)
    return int(args.run(args))


if __name__ == "__main__":
    sys.exit(main())
