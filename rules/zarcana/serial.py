"""A Zarcana game as JSON-ready data and back, for storage: the whole state, secrets included, never for players.

The shape follows `rules.zark.serial` (``settings``, ``seed``, ``history`` as ``[seat, notation]`` pairs, ...), and its
``settings`` carry ``"game": "zarcana"``, which is how `rules.kind_for` picks this kind for a stored game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.phase import Phase
from .cards import TarotCard, sort_key
from .game import ZarcanaGame
from .minions import Minion
from .notation import parse_action
from .settings import ZarcanaSettings
from .tasks import task_from_dict, task_to_dict


def zarcana_to_dict(game: ZarcanaGame) -> dict[str, object]:
    return {
        "settings": game.settings.to_dict(),
        "seed": game.seed,
        "deck": list(game.deck),
        "discard": list(game.discard),
        "hands": [list(hand) for hand in game.hands],
        "stashes": [list(stash) for stash in game.stashes],
        "stacks": [[x, y, list(stack)] for (x, y), stack in sorted(game.stacks.items())],
        "face_down": [[card, seat] for card, seat in sorted(game.face_down.items())],
        "minions": [[x, y, [list(minion) for minion in here]] for (x, y), here in sorted(game.minions.items())],
        "phase": game.phase.value,
        "current": game.current,
        "first": game.first,
        "turn": game.turn,
        "tasks": [task_to_dict(task) for task in game.tasks],
        "in_play": list(game.in_play),
        "extra_options": list(game.extra_options),
        "forbidden": game.forbidden,
        "reshuffles": game.reshuffles,
        "ending": game.ending,
        "declarer": game.declarer,
        "final_round": game.final_round,
        "resigned": list(game.resigned),
        "end_votes": list(game.end_votes),
        "winners": list(game.winners),
        "scores": list(game.scores),
        "known": [[sorted(cards, key=sort_key) for cards in row] for row in game.known],
        "history": [[seat, action.notation()] for seat, action in game.history],
        "initial_order": game.initial_order,
    }


def zarcana_from_dict(data: Mapping[str, Any]) -> ZarcanaGame:
    """The game `zarcana_to_dict` gave, from that data as decoded JSON."""
    return ZarcanaGame(
        settings=ZarcanaSettings.from_dict(data["settings"]),
        seed=data["seed"],
        deck=[TarotCard(card) for card in data["deck"]],
        discard=[TarotCard(card) for card in data["discard"]],
        hands=[[TarotCard(card) for card in hand] for hand in data["hands"]],
        stashes=[list(stash) for stash in data["stashes"]],
        stacks={(x, y): [TarotCard(card) for card in stack] for x, y, stack in data["stacks"]},
        face_down={TarotCard(card): seat for card, seat in data["face_down"]},
        minions={(x, y): [Minion(*minion) for minion in here] for x, y, here in data["minions"]},
        phase=Phase(data["phase"]),
        current=data["current"],
        first=data["first"],
        turn=data["turn"],
        tasks=[task_from_dict(task) for task in data["tasks"]],
        in_play=[TarotCard(card) for card in data["in_play"]],
        extra_options=[TarotCard(card) for card in data["extra_options"]],
        forbidden=data["forbidden"],
        reshuffles=data["reshuffles"],
        ending=data["ending"],
        declarer=data["declarer"],
        final_round=list(data["final_round"]) if data["final_round"] is not None else None,
        resigned=list(data["resigned"]),
        end_votes=list(data["end_votes"]),
        winners=tuple(data["winners"]),
        scores=tuple(data["scores"]),
        known=[[{TarotCard(card) for card in cards} for cards in row] for row in data["known"]],
        history=[(seat, parse_action(line)) for seat, line in data["history"]],
        initial_order=data["initial_order"],
    )
