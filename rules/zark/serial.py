"""A game as JSON-ready data and back, for storage: the whole state, secrets included, never for players."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.phase import Phase
from .actions import parse_action
from .cards import Card
from .game import ZarkGame
from .settings import ZarkSettings


def game_to_dict(game: ZarkGame) -> dict[str, object]:
    """A JSON-ready snapshot of the whole state (secrets included: storage only, never for players)."""
    return {
        "settings": game.settings.to_dict(),
        "seed": game.seed,
        "deck": list(game.deck),
        "discard": list(game.discard),
        "hands": [list(hand) for hand in game.hands],
        "stashes": [list(stash) for stash in game.stashes],
        "cards": [[x, y, card] for (x, y), card in sorted(game.cards.items())],
        "pieces": [[x, y, [list(p) for p in here]] for (x, y), here in sorted(game.pieces.items())],
        "nominations": [[x, y, card] for (x, y), card in sorted(game.nominations.items())],
        "phase": game.phase.value,
        "current": game.current,
        "first": game.first,
        "starters": list(game.starters),
        "starter_order": list(game.starter_order),
        "resigned": list(game.resigned),
        "end_votes": list(game.end_votes),
        "turn": game.turn,
        "winner": game.winner,
        "winning_block": [list(cell) for cell in game.winning_block],
        "reshuffles": game.reshuffles,
        "setup_reveals": [[seat, list(cards)] for seat, cards in game.setup_reveals],
        "history": [[seat, action.notation()] for seat, action in game.history],
        "initial_order": game.initial_order,
    }


def game_from_dict(data: Mapping[str, Any]) -> ZarkGame:
    """The game `game_to_dict` gave, from that data as decoded JSON (whose values the conversions check)."""
    return ZarkGame(
        settings=ZarkSettings.from_dict(data["settings"]),
        seed=data["seed"],
        deck=[Card(c) for c in data["deck"]],
        discard=[Card(c) for c in data["discard"]],
        hands=[[Card(c) for c in hand] for hand in data["hands"]],
        stashes=[list(stash) for stash in data["stashes"]],
        cards={(x, y): Card(card) for x, y, card in data["cards"]},
        pieces={(x, y): [(seat, size) for seat, size in here] for x, y, here in data["pieces"]},
        nominations={(x, y): Card(card) for x, y, card in data.get("nominations", [])},
        phase=Phase(data["phase"]),
        current=data["current"],
        first=data["first"],
        starters=[Card(c) if c else None for c in data["starters"]],
        starter_order=list(data["starter_order"]),
        resigned=list(data["resigned"]),
        end_votes=list(data["end_votes"]),
        turn=data["turn"],
        winner=data["winner"],
        winning_block=tuple((x, y) for x, y in data["winning_block"]),
        reshuffles=data["reshuffles"],
        setup_reveals=[(seat, tuple(cards)) for seat, cards in data["setup_reveals"]],
        history=[(seat, parse_action(line)) for seat, line in data["history"]],
        initial_order=data["initial_order"],
    )
