"""Command line: ``python -m rules replay FILE`` and ``python -m rules random [--game G] --players N --seed S``."""

from __future__ import annotations

import argparse
import sys

from .cards import DECKS
from .errors import RulesError
from .playout import random_game
from .record import RecordFileError, replay_file, write_record
from .settings import EDITIONS, GAMES, MAX_PLAYERS, MIN_PLAYERS, Settings
from .text import position_text


def _replay(args: argparse.Namespace) -> int:
    try:
        game = replay_file(args.file)
    except RecordFileError as error:
        if error.line is None:
            print(error.sentence, file=sys.stderr)
            return 2
        print(error.sentence)
        return 1
    print(position_text(game))
    return 0


def _random(args: argparse.Namespace) -> int:
    if not MIN_PLAYERS <= args.players <= MAX_PLAYERS:
        print(f"--players must be {MIN_PLAYERS} to {MAX_PLAYERS}.", file=sys.stderr)
        return 2
    names = tuple(f"Player {seat + 1}" for seat in range(args.players))
    try:
        settings = Settings(players=names, edition=args.edition, deck=args.deck, game=args.game)
    except RulesError as error:
        print(error.sentence, file=sys.stderr)
        return 2
    game = random_game(settings, args.seed, max_turns=args.max_turns)
    sys.stdout.write(write_record(game))
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
    random_parser.add_argument("--game", choices=GAMES, default=GAMES[0])
    random_parser.add_argument("--edition", choices=EDITIONS, default="", help="Zark City only (default: arcade)")
    random_parser.add_argument("--deck", choices=DECKS, default="", help="Zark City only (default: standard)")
    random_parser.add_argument("--max-turns", type=int, default=200, help="stop after this many turns")
    random_parser.set_defaults(run=_random)
    args = parser.parse_args(argv)
    return int(args.run(args))


if __name__ == "__main__":
    sys.exit(main())
